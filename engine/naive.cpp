/// @brief The naive kernel: G(n) = mex of every option, for take-and-break codes, Grundy's game and custom rules.
//
// Options of a heap n under a code d_0 d_1 d_2 ...: for every k <= n with d_k != 0 and m = n - k,
//   bit 1: m == 0                -> value 0
//   bit 2: m >= 1                -> G(m)
//   bit 4: m = a + b, a, b >= 1  -> G(a) ^ G(b)          (pairs a <= b: m/2 of them)
//   bit 8: m = a + b + c >= 3    -> G(a) ^ G(b) ^ G(c)
// Every option value is below W, the smallest power of two above the largest value so far (xor of
// numbers below a power of two stays below it), so the mex is at most W and a bitset of W + 1 bits
// over values decides it. For three heaps we keep P(m), the set of values G(a) ^ G(b) with a + b = m,
// as a bitset per m; the three-heap values of m are then { G(a) ^ x : x in P(m - a) }.
// For large m the pair loop is split over oneTBB tasks, each marking its own bitset; the union does
// not depend on how the range was split, so the values are identical for any thread count.
#include <tbb/blocked_range.h>
#include <tbb/parallel_reduce.h>

#include <algorithm>
#include <stdexcept>

#include "engine/config.hpp"
#include "engine/kernel.hpp"

namespace sgp {
namespace {

struct Bits {
  std::vector<uint64_t> w;
  explicit Bits(std::size_t nbits = 0) : w(nbits / 64 + 1, 0) {}
  void set(uint64_t x) { w[x >> 6] |= uint64_t(1) << (x & 63); }
  bool test(uint64_t x) const { return (w[x >> 6] >> (x & 63)) & 1; }
  void clear(std::size_t words) { std::fill(w.begin(), w.begin() + std::min(words, w.size()), 0); }
  uint64_t mex() const {
    for (std::size_t i = 0; i < w.size(); ++i)
      if (~w[i]) return i * 64 + static_cast<uint64_t>(__builtin_ctzll(~w[i]));
    return w.size() * 64;
  }
};

uint64_t value_bound(uint32_t max_value) {  // W: a power of two > every value so far
  uint64_t w = 64;
  while (w <= max_value) w <<= 1;
  return w;
}

// Marks G(a) ^ G(m - a) for 1 <= a <= m/2 (or a < m - a when `unequal`) into `seen`.
template <class T>
void mark_pairs(const T* g, uint64_t m, bool unequal, Bits& seen, uint64_t bound) {
  uint64_t hi = unequal ? (m - 1) / 2 : m / 2;
  if (hi < 1) return;
  if (hi < kParallelPairThreshold) {
    for (uint64_t a = 1; a <= hi; ++a) seen.set(g[a] ^ g[m - a]);
    return;
  }
  Bits merged = tbb::parallel_reduce(
      tbb::blocked_range<uint64_t>(1, hi + 1, kParallelPairGrain), Bits(bound),
      [&](const tbb::blocked_range<uint64_t>& r, Bits acc) {
        for (uint64_t a = r.begin(); a != r.end(); ++a) acc.set(g[a] ^ g[m - a]);
        return acc;
      },
      [](Bits x, const Bits& y) {
        for (std::size_t i = 0; i < x.w.size(); ++i) x.w[i] |= y.w[i];
        return x;
      });
  for (std::size_t i = 0; i < merged.w.size() && i < seen.w.size(); ++i) seen.w[i] |= merged.w[i];
}

class NaiveCodeKernel final : public Kernel {
 public:
  explicit NaiveCodeKernel(const TakeAndBreak& c) : code_(c), three_(c.hexadecimal()) {}
  const char* name() const override { return "naive"; }

  void extend(NimSequence& seq, uint64_t n_end) override {
    seq.reserve(n_end);
    while (seq.size() < n_end) {
      switch (seq.width()) {
        case 1: run<uint8_t>(seq, n_end); break;
        case 2: run<uint16_t>(seq, n_end); break;
        default: run<uint32_t>(seq, n_end); break;
      }
    }
  }

 private:
  // Runs until n_end or until a value needs a wider store (then the caller re-dispatches).
  template <class T>
  void run(NimSequence& seq, uint64_t n_end) {
    const unsigned width = seq.width();
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      if (three_) update_pairs(seq, n);  // P(n) from G(1..n-1)
      const T* g = seq.data<T>();
      uint64_t bound = value_bound(seq.max_value());
      Bits seen(bound);
      uint64_t kmax = code_.finite() ? std::min<uint64_t>(n, code_.last_digit()) : n;
      for (uint64_t k = 0; k <= kmax; ++k) {
        unsigned d = code_.digit(k);
        if (!d) continue;
        uint64_t m = n - k;
        if ((d & 1) && m == 0) seen.set(0);
        if ((d & 2) && m >= 1 && k >= 1) seen.set(g[m]);
        if ((d & 4) && m >= 2) mark_pairs(g, m, false, seen, bound);
        if ((d & 8) && m >= 3) mark_triples(g, m, seen);
      }
      seq.push_back(static_cast<uint32_t>(seen.mex()));
      if (seq.width() != width) return;
    }
  }

  void update_pairs(const NimSequence& seq, uint64_t n) {
    // P(n): values G(a) ^ G(n - a) for 1 <= a <= n/2; needs G(1..n-1) only.
    uint64_t bound = value_bound(seq.max_value());
    Bits p(bound);
    for (uint64_t a = 1; 2 * a <= n; ++a) p.set(seq[a] ^ seq[n - a]);
    pairs_.push_back(std::move(p));
  }

  template <class T>
  void mark_triples(const T* g, uint64_t m, Bits& seen) {
    for (uint64_t a = 1; a + 2 <= m; ++a) {
      const Bits& p = pairs_[m - a];
      for (std::size_t wi = 0; wi < p.w.size(); ++wi)
        for (uint64_t bits = p.w[wi]; bits; bits &= bits - 1) {
          uint64_t x = wi * 64 + static_cast<uint64_t>(__builtin_ctzll(bits));
          uint64_t v = x ^ g[a];
          if (v >= seen.w.size() * 64) seen.w.resize(v / 64 + 1, 0);
          seen.set(v);
        }
    }
  }

  TakeAndBreak code_;
  bool three_;
  std::vector<Bits> pairs_;  // P(m) for three-heap codes, index m
};

class NaiveGrundyKernel final : public Kernel {
 public:
  const char* name() const override { return "naive"; }
  void extend(NimSequence& seq, uint64_t n_end) override {
    seq.reserve(n_end);
    while (seq.size() < n_end) {
      switch (seq.width()) {
        case 1: run<uint8_t>(seq, n_end); break;
        case 2: run<uint16_t>(seq, n_end); break;
        default: run<uint32_t>(seq, n_end); break;
      }
    }
  }

 private:
  template <class T>
  void run(NimSequence& seq, uint64_t n_end) {
    const unsigned width = seq.width();
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      uint64_t bound = value_bound(seq.max_value());
      Bits seen(bound);
      if (n >= 3) mark_pairs(seq.data<T>(), n, true, seen, bound);
      seq.push_back(static_cast<uint32_t>(seen.mex()));
      if (seq.width() != width) return;
    }
  }
};

class CustomKernel final : public Kernel {
 public:
  explicit CustomKernel(std::shared_ptr<const HeapGame> g) : game_(std::move(g)) {}
  const char* name() const override { return "naive"; }

  void extend(NimSequence& seq, uint64_t n_end) override {
    struct Sink : MoveSink {
      const NimSequence* seq;
      uint64_t n;
      const HeapGame* game;
      std::vector<uint64_t> seen;
      void heaps(const uint64_t* sizes, std::size_t count) override {
        uint64_t x = 0;
        for (std::size_t i = 0; i < count; ++i) {
          if (sizes[i] >= n)
            throw std::runtime_error("custom game '" + game->name() + "': a move from heap " + std::to_string(n) +
                                     " leaves heap " + std::to_string(sizes[i]) +
                                     ", not smaller, so the game would not end");
          x ^= (*seq)[sizes[i]];
        }
        if (x / 64 >= seen.size()) seen.resize(x / 64 + 1, 0);
        seen[x / 64] |= uint64_t(1) << (x % 64);
      }
    } sink;
    sink.seq = &seq;
    sink.game = game_.get();
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      sink.n = n;
      sink.seen.assign(value_bound(seq.max_value()) / 64 + 1, 0);
      game_->moves(n, sink);
      uint64_t mex = 0;
      for (std::size_t i = 0; i < sink.seen.size(); ++i)
        if (~sink.seen[i]) { mex = i * 64 + static_cast<uint64_t>(__builtin_ctzll(~sink.seen[i])); break; }
        else mex = (i + 1) * 64;
      seq.push_back(static_cast<uint32_t>(mex));
    }
  }

 private:
  std::shared_ptr<const HeapGame> game_;
};

}  // namespace

std::unique_ptr<Kernel> make_naive_kernel(const Game& game) {
  switch (game.kind) {
    case GameKind::TakeAndBreak: return std::make_unique<NaiveCodeKernel>(game.code);
    case GameKind::Grundy: return std::make_unique<NaiveGrundyKernel>();
    case GameKind::Custom: return std::make_unique<CustomKernel>(game.custom);
  }
  return nullptr;
}

Method parse_method(const std::string& s) {
  if (s == "auto") return Method::Auto;
  if (s == "naive") return Method::Naive;
  if (s == "sparse") return Method::Sparse;
  throw std::invalid_argument("unknown method '" + s + "' (naive, sparse or auto)");
}

const char* method_name(Method m) {
  switch (m) {
    case Method::Auto: return "auto";
    case Method::Naive: return "naive";
    case Method::Sparse: return "sparse";
  }
  return "?";
}

std::unique_ptr<Kernel> make_kernel(const Game& game, Method method) {
  if (method == Method::Naive) return make_naive_kernel(game);
  auto sparse = make_sparse_kernel(game);
  if (sparse) return sparse;
  if (method == Method::Sparse)
    throw std::invalid_argument("the sparse kernel does not handle " + game.canonical() + " (use --method naive or auto)");
  return make_naive_kernel(game);
}

NimSequence compute(const Game& game, uint64_t count, Method method) {
  NimSequence seq;
  make_kernel(game, method)->extend(seq, count);
  return seq;
}

void extend_with_progress(Kernel& k, NimSequence& seq, uint64_t n_end, const Progress& progress) {
  while (seq.size() < n_end) {
    uint64_t step = std::max<uint64_t>(kProgressBlock, seq.size() / 64);
    k.extend(seq, std::min<uint64_t>(n_end, seq.size() + step));
    if (progress) progress(seq.size(), n_end);
  }
}

}  // namespace sgp
