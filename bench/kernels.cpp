/// @brief Kernel benchmark: auto, sparse and naive (1 and 2 threads) kernels against an O(n^2) timestamp-mex baseline, side by side.
//
// The baseline is written like the seed's table template: for each heap n, loop over every option,
// stamp vis[x] = n, then scan for the first unstamped value (bench/baseline/baseline.hpp; three copies
// with their loops aligned differently, the fastest of which counts). It is O(n^2) for splitting games
// (O(n^3) with three-heap splits), so it runs to a smaller cap; every ratio is taken at that cap, where
// all kernels ran, and the kernels go on to their full sizes. "kernel (ran)" names what actually computed
// the values (Kernel::name()).
// Then `run` to proof on 0.1777 with 1 and 2 threads (the pipeline).
// Then 0.167 past memory (front-plus-tail) against full memory over the same stretch.
// Usage: bench_kernels [--quick] [--reps N] [--only GAME|proof|fronttail]   (--quick: every size / 16, 0.16's proof,
// a smoke run; --reps: rounds of the measurements at the cap, 3 by default, each row their median)
#include <tbb/global_control.h>
#include <tbb/info.h>

#include <algorithm>
#include <chrono>
#include <iterator>
#include <cstdlib>
#include <ctime>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "bench/baseline/baseline.hpp"
#include "engine/sparse/fronttail.hpp"
#include "engine/kernel.hpp"
#include "engine/sparse/sparse.hpp"
#include "period/analysis.hpp"

using namespace sgp;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Process CPU seconds (all threads): on a shared machine, the wall clock of a one-thread run counts
// the time other processes held the core; its CPU time does not.
double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

struct Timing {
  double seconds = 0;
  uint64_t n = 0;
  double cpu = 0;
  double rate() const { return seconds > 0 ? static_cast<double>(n) / seconds : 0; }
};

// Repeated timings of one measurement: the median run (the lower of the two middle ones) and the range.
struct Samples {
  std::vector<Timing> t;
  void add(const Timing& x) { t.push_back(x); }
  Timing median() const {
    std::vector<Timing> s = t;
    std::sort(s.begin(), s.end(), [](const Timing& a, const Timing& b) { return a.seconds < b.seconds; });
    return s[(s.size() - 1) / 2];
  }
  std::string spread() const {
    if (t.size() < 2) return "";
    double lo = t[0].seconds, hi = t[0].seconds;
    for (const Timing& x : t) lo = std::min(lo, x.seconds), hi = std::max(hi, x.seconds);
    char b[64];
    std::snprintf(b, sizeof b, "median of %zu, %.3f-%.3f s", t.size(), lo, hi);
    return b;
  }
};

// Times a kernel to `cap` and then on to `full` (same kernel, resumed in blocks as run_game calls it),
// checking every value below the reference's size.
std::pair<Timing, Timing> time_kernel(Kernel& k, uint64_t cap, uint64_t full, const std::vector<uint32_t>& ref, bool& ok) {
  NimSequence seq;
  auto t0 = std::chrono::steady_clock::now();
  double c0 = cpu_seconds();
  k.extend(seq, cap);
  Timing at_cap{seconds_since(t0), cap, cpu_seconds() - c0};
  Timing at_full = at_cap;
  if (full > cap) {
    uint64_t step = std::max<uint64_t>(cap, full / 16);
    while (seq.size() < full) k.extend(seq, std::min(full, seq.size() + step));
    at_full = {seconds_since(t0), full, cpu_seconds() - c0};
  }
  for (uint64_t i = 0; i < ref.size() && i < seq.size(); ++i)
    if (seq[i] != ref[i]) { ok = false; break; }
  return {at_cap, at_full};
}

struct Case {
  const char* game;
  uint64_t full;  // auto kernel (and naive, when it is no larger than naive_cap)
  uint64_t cap;   // baseline; every ratio is taken at this size
  uint64_t naive_cap;
};

void row(const char* game, const std::string& kernel, int threads, const Timing& t, double base_rate, const std::string& note) {
  char ratio[32] = "-";
  if (base_rate > 0) std::snprintf(ratio, sizeof ratio, "%.2f", t.rate() / base_rate);
  std::printf("%-7s %9lu %-20s %3d %9.3f %9.3f %12.0f %8s | %s\n", game, static_cast<unsigned long>(t.n), kernel.c_str(), threads,
              t.seconds, t.cpu, t.rate(), ratio, note.c_str());
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  bool quick = false;
  std::string only;
  int reps = 3;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--quick") == 0) quick = true;
    else if (std::strcmp(argv[i], "--only") == 0 && i + 1 < argc) only = argv[++i];
    else if (std::strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
      char* end = nullptr;
      const long v = std::strtol(argv[++i], &end, 10);
      if (*end != '\0' || v < 1 || v > 99) {
        std::fprintf(stderr, "bench_kernels: --reps wants a whole number from 1 to 99, not '%s'\n", argv[i]);
        return 2;
      }
      reps = static_cast<int>(v);
    } else {
      std::fprintf(stderr, "usage: bench_kernels [--quick] [--reps N] [--only GAME|proof|fronttail]\n");
      return 2;
    }
  }
  const uint64_t div = quick ? 16 : 1;
  const int cores = static_cast<int>(tbb::info::default_concurrency());
  const std::vector<Case> cases = {
      {"0.16", uint64_t(1) << 24, uint64_t(1) << 16, uint64_t(1) << 16},
      {"0.1777", uint64_t(1) << 24, uint64_t(1) << 15, uint64_t(1) << 15},
      {"0.167", uint64_t(1) << 28, uint64_t(1) << 15, uint64_t(1) << 15},
      {"grundy", uint64_t(1) << 22, uint64_t(1) << 15, uint64_t(1) << 15},
      {"0.007", uint64_t(1) << 17, uint64_t(1) << 17, uint64_t(1) << 17},
      // Hexadecimal: period 2 with an odd three-heap digit (the sparse kernel's case), and
      // arithmetic-periodic (values near n / 3: plain mexes).
      {"0.f", uint64_t(1) << 16, uint64_t(1) << 12, uint64_t(1) << 14},
      {"0.8", uint64_t(1) << 14, uint64_t(1) << 12, uint64_t(1) << 14},
  };
  std::printf("%-7s %9s %-20s %3s %9s %9s %12s %8s | %s\n", "game", "n", "kernel (ran)", "thr", "seconds", "cpu s", "values/s",
              "vs base", "note");
  bool all_ok = true;
  for (const Case& c : cases) {
    if (!only.empty() && only != c.game) continue;
    Game g = parse_game(c.game);
    const uint64_t full = c.full / div, cap = c.cap / div, naive_cap = c.naive_cap / div;
    const bool three = g.kind == GameKind::TakeAndBreak && g.code.hexadecimal();
    // Every measurement at the cap is repeated `reps` times, interleaved (baseline, naive 1 and 2 threads,
    // sparse, auto, then again), and each row gives the median: this machine's speed drifts by up to 20%
    // between runs seconds apart (0.007's baseline 2.83-3.36 s in three runs), and a ratio of two single
    // runs drifts with it. The runs on to the full sizes happen once, in the last round.
    Samples base, naive_s[2], sparse_s, fast_s;
    Timing naive_full[2], fast_full;
    std::string sparse_name, fast_name;
    std::vector<uint32_t> ref;
    bool ok = true;
    // The baseline's copies (bench/baseline/baseline.hpp): the first round times all three, and the
    // fastest is the baseline of this game, its time the first round's sample.
    struct Copy {
      const char* name;
      std::vector<uint32_t> (*run)(const Game&, uint64_t);
    };
    const Copy copies[] = {{"loops16", bench::baseline_loops16}, {"loops32", bench::baseline_loops32},
                           {"loops64", bench::baseline_loops64}};
    std::size_t best = 0;
    std::string copy_times;
    auto time_copy = [&](const Copy& copy) {
      auto t0 = std::chrono::steady_clock::now();
      double c0 = cpu_seconds();
      std::vector<uint32_t> v = copy.run(g, cap);
      const Timing t{seconds_since(t0), cap, cpu_seconds() - c0};
      if (ref.empty()) ref = std::move(v);
      else if (v != ref) ok = false;
      return t;
    };
    for (int r = 0; r < reps; ++r) {
      const bool last = r + 1 == reps;
      if (r == 0) {
        Timing first[std::size(copies)];
        for (std::size_t k = 0; k < std::size(copies); ++k) {
          first[k] = time_copy(copies[k]);
          if (first[k].seconds < first[best].seconds) best = k;
          char b[48];
          std::snprintf(b, sizeof b, "%s%s %.3f", k ? ", " : "", copies[k].name, first[k].seconds);
          copy_times += b;
        }
        base.add(first[best]);
      } else {
        base.add(time_copy(copies[best]));
      }
      // The naive kernel with 1 and 2 threads: the ratio at the baseline's cap, then on to naive_cap.
      for (int threads : {1, 2}) {
        tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
        auto naive = make_naive_kernel(g);
        auto [at_cap, at_full] = time_kernel(*naive, cap, last ? naive_cap : cap, ref, ok);
        naive_s[threads - 1].add(at_cap);
        naive_full[threads - 1] = at_full;
      }
      // The sparse kernel alone (one thread: its sparse loop is sequential), to the cap.
      if (make_sparse_kernel(g, SparseOptions{})) {
        tbb::global_control limit(tbb::global_control::max_allowed_parallelism, 1);
        auto sparse = make_sparse_kernel(g, SparseOptions{});
        auto [at_cap, unused] = time_kernel(*sparse, cap, cap, ref, ok);
        (void)unused;
        sparse_s.add(at_cap);
        sparse_name = sparse->name();
      }
      // What `sgperiod run` uses: auto, every core, to the cap and (last round) on to the full size.
      auto fast = make_kernel(g, Method::Auto);
      auto [fast_cap, at_full] = time_kernel(*fast, cap, last ? full : cap, ref, ok);
      fast_s.add(fast_cap);
      fast_full = at_full;
      fast_name = fast->name();
    }
    const double base_rate = base.median().rate();
    row(c.game, "baseline", 1, base.median(), base_rate,
        std::string("timestamp mex, every option; ") + copies[best].name + " (" + copy_times + " s)" +
            (base.t.size() > 1 ? "; " + base.spread() : ""));
    for (int threads : {1, 2}) {
      row(c.game, "naive", threads, naive_s[threads - 1].median(), base_rate, naive_s[threads - 1].spread());
      if (naive_cap > cap) row(c.game, "naive", threads, naive_full[threads - 1], 0, "");
    }
    if (!sparse_s.t.empty()) row(c.game, "sparse (" + sparse_name + ")", 1, sparse_s.median(), base_rate, sparse_s.spread());
    const std::string name = "auto (" + fast_name + ")";
    row(c.game, name, cores, fast_s.median(), base_rate, fast_s.spread());
    if (full > cap) {
      double x = static_cast<double>(full) / static_cast<double>(cap);
      char note[96];
      std::snprintf(note, sizeof note, "baseline would need ~%.0f s (O(n^%d))", base.median().seconds * x * x * (three ? x : 1),
                    three ? 3 : 2);
      row(c.game, name, cores, fast_full, 0, note);
    }
    if (!ok) std::printf("%-7s MISMATCH between kernels and baseline\n", c.game);
    all_ok = all_ok && ok;
  }
  // Past memory: 0.167 front-plus-tail (engine/sparse/fronttail.cpp; front n0 / 4, ring of n0 / 2) from the
  // full prefix G(0..n0-1) on to 2^26, against the full sparse kernel over the same stretch.
  if (only.empty() || only == "fronttail") {
    const Game g = parse_game("0.167");
    const uint64_t n0 = (uint64_t(1) << 22) / div, end = (uint64_t(1) << 26) / div;
    tbb::global_control limit(tbb::global_control::max_allowed_parallelism, 1);
    NimSequence seq;
    auto k = make_sparse_kernel(g);
    k->extend(seq, n0);
    FrontTailRun ft(g, seq, n0 / 4);
    auto t0 = std::chrono::steady_clock::now();
    double c0 = cpu_seconds();
    ft.extend(end);
    Timing tail{seconds_since(t0), end - n0, cpu_seconds() - c0};
    t0 = std::chrono::steady_clock::now();
    c0 = cpu_seconds();
    while (seq.size() < end) k->extend(seq, std::min(end, seq.size() + n0));
    Timing whole{seconds_since(t0), end - n0, cpu_seconds() - c0};
    bool same = true;
    for (uint64_t p = end - ft.ring(); p < end; ++p) same = same && ft.value(p) == seq[p];
    char note[128];
    std::snprintf(note, sizeof note, "G(%llu..%llu): %.2f MiB kept instead of %.0f MiB%s", static_cast<unsigned long long>(n0),
                  static_cast<unsigned long long>(end - 1), static_cast<double>(FrontTailRun::bytes_for(g, ft.front())) / (1 << 20),
                  static_cast<double>(end) / (1 << 20), same ? "" : ", MISMATCH");
    row("0.167", "sparse, full memory", 1, whole, 0, "the same stretch");
    row("0.167", "front-plus-tail", 1, tail, whole.rate(), note);
    all_ok = all_ok && same;
  }
  // End to end: `sgperiod run` from scratch until the period is proven (0.1777: Flammenkamp's record;
  // --quick: 0.16), with 1 thread and with 2 (the analysis of each prefix then runs beside the kernel).
  const char* proof_game = quick ? "0.16" : "0.1777";
  if (only.empty() || only == proof_game || only == "proof") {
    for (int threads : {1, 2}) {
      tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
      RunOptions o;
      o.long_default = true;
      auto t0 = std::chrono::steady_clock::now();
      double c0 = cpu_seconds();
      RunReport r = run_game(parse_game(proof_game), o);
      Timing t{seconds_since(t0), r.values_computed, cpu_seconds() - c0};
      char note[128];
      std::snprintf(note, sizeof note, "%s: period %llu, last exception %lld", status_name(r.status),
                    static_cast<unsigned long long>(r.periodicity.period),
                    static_cast<long long>(r.periodicity.last_exception()));
      row(proof_game, "run to proof", threads, t, 0, note);
    }
  }
  return all_ok ? 0 : 1;
}
