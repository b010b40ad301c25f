/// @brief Kernel benchmark: sparse/auto and naive engine kernels against an O(n^2) timestamp-mex baseline, side by side.
//
// The baseline is written like the seed's table template: for each heap n, loop over every option,
// stamp vis[x] = n, then scan for the first unstamped value. It is O(n^2) for splitting games, so it
// (and the naive kernel) run to a smaller cap; ratios are taken at that cap, where all three ran.
// Usage: bench_kernels [--quick]   (--quick: every size / 16, for a smoke run)
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "engine/kernel.hpp"

using namespace sgp;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The baseline: plain vectors, timestamp mex, every option of every heap.
std::vector<uint32_t> baseline(const Game& g, uint64_t count) {
  std::vector<uint32_t> v(count, 0), vis(1024, UINT32_MAX);
  auto mark = [&](uint32_t x, uint32_t n) {
    if (x >= vis.size()) vis.resize(2 * x + 2, UINT32_MAX);
    vis[x] = n;
  };
  for (uint64_t n = 0; n < count; ++n) {
    uint32_t s = static_cast<uint32_t>(n);
    if (g.kind == GameKind::Grundy) {
      for (uint64_t a = 1; 2 * a < n; ++a) mark(v[a] ^ v[n - a], s);
    } else {
      const TakeAndBreak& c = g.code;
      for (uint64_t k = 0; k <= n && k < c.digits.size(); ++k) {
        unsigned d = c.digits[k];
        uint64_t m = n - k;
        if ((d & 1) && k >= 1 && m == 0) mark(0, s);
        if ((d & 2) && k >= 1 && m >= 1) mark(v[m], s);
        if (d & 4)
          for (uint64_t a = 1; 2 * a <= m; ++a) mark(v[a] ^ v[m - a], s);
      }
    }
    uint32_t x = 0;
    while (x < vis.size() && vis[x] == s) ++x;
    v[n] = x;
  }
  return v;
}

struct Timing {
  double seconds = 0;
  uint64_t n = 0;
  double rate() const { return seconds > 0 ? static_cast<double>(n) / seconds : 0; }
};

// Times a kernel to `cap` and then on to `full` (same kernel, resumed), checking against `ref`.
std::pair<Timing, Timing> time_kernel(Kernel& k, uint64_t cap, uint64_t full, const std::vector<uint32_t>& ref, bool& ok) {
  NimSequence seq;
  auto t0 = std::chrono::steady_clock::now();
  k.extend(seq, cap);
  Timing at_cap{seconds_since(t0), cap};
  for (uint64_t i = 0; i < ref.size() && i < seq.size(); ++i)
    if (seq[i] != ref[i]) { ok = false; break; }
  Timing at_full = at_cap;
  if (full > cap) {
    uint64_t step = std::max<uint64_t>(cap, full / 16);  // blocks, as run_game calls it
    while (seq.size() < full) k.extend(seq, std::min(full, seq.size() + step));
    at_full = {seconds_since(t0), full};
  }
  return {at_cap, at_full};
}

struct Case {
  const char* game;
  uint64_t full;  // sparse / auto kernel
  uint64_t cap;   // naive kernel and baseline
};

}  // namespace

int main(int argc, char** argv) {
  const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
  const uint64_t div = quick ? 16 : 1;
  const std::vector<Case> cases = {
      {"0.16", uint64_t(1) << 24, uint64_t(1) << 16},
      {"0.1777", uint64_t(1) << 24, uint64_t(1) << 15},
      {"0.167", uint64_t(1) << 22, uint64_t(1) << 15},
      {"grundy", uint64_t(1) << 22, uint64_t(1) << 15},
      {"0.007", uint64_t(1) << 17, uint64_t(1) << 16},
  };
  std::printf("%-8s %10s %-8s %10s %14s %10s | %s\n", "game", "n", "kernel", "seconds", "values/s", "vs base", "note");
  bool all_ok = true;
  for (const Case& c : cases) {
    Game g = parse_game(c.game);
    uint64_t full = c.full / div, cap = c.cap / div;
    auto t0 = std::chrono::steady_clock::now();
    std::vector<uint32_t> ref = baseline(g, cap);
    Timing base{seconds_since(t0), cap};
    std::printf("%-8s %10lu %-8s %10.3f %14.0f %10s |\n", c.game, cap, "baseline", base.seconds, base.rate(), "1.00");
    bool ok = true;
    auto naive = make_naive_kernel(g);
    auto [naive_cap, unused] = time_kernel(*naive, cap, cap, ref, ok);
    (void)unused;
    std::printf("%-8s %10lu %-8s %10.3f %14.0f %10.2f |\n", c.game, cap, "naive", naive_cap.seconds, naive_cap.rate(),
                naive_cap.rate() / base.rate());
    auto fast = make_kernel(g, Method::Auto);
    auto [fast_cap, fast_full] = time_kernel(*fast, cap, full, ref, ok);
    std::printf("%-8s %10lu %-8s %10.3f %14.0f %10.2f |\n", c.game, cap, fast->name(), fast_cap.seconds, fast_cap.rate(),
                fast_cap.rate() / base.rate());
    if (full > cap)
      std::printf("%-8s %10lu %-8s %10.3f %14.0f %10s | baseline would need ~%.0f s (O(n^2))\n", c.game, full, fast->name(),
                  fast_full.seconds, fast_full.rate(), "-", base.seconds * static_cast<double>(full / cap) * static_cast<double>(full / cap));
    if (!ok) std::printf("%-8s MISMATCH between kernels and baseline\n", c.game);
    all_ok = all_ok && ok;
    std::fflush(stdout);
  }
  return all_ok ? 0 : 1;
}
