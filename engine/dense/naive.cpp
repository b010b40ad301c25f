/// @brief The naive kernels: G(n) = mex of every option, for take-and-break codes, Grundy's game and custom rules.
//
// Options of a heap n under a code d_0 d_1 d_2 ...: for every k <= n with d_k != 0 and m = n - k,
//   bit 1: m == 0                -> value 0
//   bit 2: m >= 1                -> G(m)
//   bit 4: m = a + b, a, b >= 1  -> G(a) ^ G(b)          (pairs a <= b: m/2 of them)
//   bit 8: m = a + b + c >= 3    -> G(a) ^ G(b) ^ G(c)
// Every option value is below W, the smallest power of two above the largest value so far (xor of
// numbers below a power of two stays below it), so the mex is at most W and a bitset of W + 1 bits
// over values decides it. For three heaps we keep P(m), the set of values G(a) ^ G(b) with a + b = m,
// as a bitset per m; the three-heap values of m are then { G(a) ^ x : x in P(m - a) }, and they only
// clear the values no other option marked, word by word (triple_mex, engine/dense/triples.hpp).
// For large m the pair loop is split over oneTBB tasks, each marking its own bitset; the union does
// not depend on how the range was split, so the values are identical for any thread count.
//
//
// Two-heap games (every octal code, Grundy's game) go through PairMex (engine/dense/pair_mex.cpp), one
// heap at a time here, or many at once: in heap batches (BatchRun, engine/dense/batch_run.cpp) and in
// waves of independent heaps on several threads (WaveRun, engine/dense/wave_run.cpp). Each heap's options
// come from one place (TwoHeapOptions, engine/dense/heap_options.hpp), whichever schedule runs it.
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_reduce.h>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <type_traits>

#include "engine/config.hpp"
#include "engine/kernel.hpp"
#include "engine/dense/batch_run.hpp"
#include "engine/dense/heap_options.hpp"
#include "engine/dense/pair_filter.hpp"
#include "engine/dense/pair_mex.hpp"
#include "engine/dense/triples.hpp"
#include "engine/dense/wave_run.hpp"
#include "octal/rules.hpp"
#include "sys/quote.hpp"

namespace sgp {

namespace {

struct Bits {
  std::vector<uint64_t> w;
  explicit Bits(std::size_t nbits = 0) : w(nbits / 64 + 1, 0) {}
  void set(uint64_t x) { w[x >> 6] |= uint64_t(1) << (x & 63); }
};

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
  explicit NaiveCodeKernel(MoveRules r)
      : rules_(std::move(r)), options_(rules_), three_(rules_.three_heaps()), kmin_(rules_.smallest),
        splits_game_(rules_.splits()) {}
  NaiveCodeKernel(const NaiveCodeKernel&) = delete;  // options_ refers to rules_
  NaiveCodeKernel& operator=(const NaiveCodeKernel&) = delete;
  ComputedBy computed_by() const override { return ComputedBy::Naive; }

  void extend(NimSequence& seq, uint64_t n_end) override {
    pm_.reset();  // the caller may have changed the values since the last call
    waves_.reset();
    // P(m) is kept across calls only while the caller continues the same values.
    if (&seq != synced_seq_ || seq.size() != synced_size_ || (seq.size() && seq[seq.size() - 1] != synced_last_))
      pairs_.clear();
    extend_by_width(*this, seq, n_end);
    synced_seq_ = &seq;
    synced_size_ = seq.size();
    synced_last_ = seq.size() ? seq[seq.size() - 1] : 0;
  }

  // Runs until n_end or until a value needs a wider store (then extend_by_width re-dispatches).
  template <class T>
  void run(NimSequence& seq, uint64_t n_end) {
    const unsigned width = seq.width();
    // Once a heap has kBatchMinPairs pairs and the values take two bytes, the rest run in heap batches
    // where the CPU has the filter scan; otherwise, once a heap has kWaveMinPairs pairs, in waves on
    // several threads when the code lets several heaps be computed at once (two-heap codes with
    // kmin >= 2) and oneTBB allows it.
    unsigned lanes = 1;
    if (!three_ && splits_game_ && kmin_ >= 2)
      lanes = static_cast<unsigned>(std::min<uint64_t>({kmin_, allowed_threads(), kWaveMaxThreads}));
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      const T* g = seq.data<T>();
      uint64_t bound = value_bound(seq.max_value());
      if (three_) update_pairs(g, bound, n);  // P(n) from G(1..n-1)
      if (!three_) {
        seq.push_back(options_.value(pm_, splits_, g, n, n, bound));
        if (seq.width() != width) return;
        uint64_t pairs = 0;
        for (const SplitRange& r : splits_) pairs += r.hi;
        if constexpr (std::is_same_v<T, uint16_t>)
          if (splits_game_ && pairs >= kBatchMinPairs && n_end - seq.size() >= kBatchHeaps && PairBatch::supported())
            return batches_.run(seq, n_end, options_);
        if (lanes >= 2 && pairs >= kWaveMinPairs && n_end - seq.size() >= kWaveMinRun) return waves_.run<T>(seq, n_end, lanes, options_);
        continue;
      }
      uint64_t kmax = rules_.finite() ? std::min<uint64_t>(n, rules_.largest) : n;
      Bits& seen = seen_;  // reused: no allocation per heap
      seen.w.assign(bound / 64 + 1, 0);
      for (uint64_t k = 0; k <= kmax; ++k) {
        unsigned d = rules_.moves(k);
        if (!d) continue;
        uint64_t m = n - k;
        if ((d & 1) && m == 0) seen.set(0);
        if ((d & 2) && m >= 1 && k >= 1) seen.set(g[m]);
        if ((d & 4) && m >= 2) mark_pairs(g, m, false, seen, bound);
      }
      // The three-heap options only need to clear the values not marked yet (triple_mex).
      std::vector<uint64_t>& cand = cand_;
      cand.resize(bound / 64);
      for (std::size_t i = 0; i < cand.size(); ++i) cand[i] = ~seen.w[i];
      triple_ms_.clear();
      for (uint64_t k = 0; k <= kmax; ++k)
        if ((rules_.moves(k) & 8) && n - k >= 3) triple_ms_.push_back(n - k);
      // No option reaches W, so W is the mex when every value below it is one.
      const uint64_t mex = triple_mex(cand.data(), cand.size(), pairs_, g, triple_ms_.data(), triple_ms_.size(), live_);
      seq.push_back(static_cast<uint32_t>(mex));
      if (seq.width() != width) return;
    }
  }

 private:
  template <class T>
  void update_pairs(const T* g, uint64_t bound, uint64_t n) {
    // P(n) = { G(a) ^ G(n - a) : 1 <= a <= n/2 }: needs G(1..n-1) only; every P below W.
    pairs_.widen(bound / 64);
    while (pairs_.size() <= n) pairs_.append(g);
  }

  MoveRules rules_;
  TwoHeapOptions options_;  // reads rules_
  bool three_;
  uint64_t kmin_;     // smallest move: heap n reads only G(0..n - kmin), so heaps n .. n + kmin - 1 are independent
  bool splits_game_;  // some move leaves two heaps
  PairMex pm_;
  std::vector<SplitRange> splits_;
  BatchRun batches_;
  WaveRun waves_;
  Bits seen_;
  PairSets pairs_;  // P(m) for three-heap codes
  std::vector<uint64_t> cand_;  // values not yet known to be options of the current heap
  std::vector<uint64_t> triple_ms_;  // heaps m of the current heap's three-heap splits
  std::vector<uint32_t> live_;       // scratch for triple_mex
  const NimSequence* synced_seq_ = nullptr;  // the sequence pairs_ belongs to, its size and last value
  uint64_t synced_size_ = 0;
  uint32_t synced_last_ = 0;
};

class NaiveGrundyKernel final : public Kernel {
 public:
  ComputedBy computed_by() const override { return ComputedBy::Naive; }
  void extend(NimSequence& seq, uint64_t n_end) override {
    pm_.reset();
    extend_by_width(*this, seq, n_end);
  }

  template <class T>
  void run(NimSequence& seq, uint64_t n_end) {
    const unsigned width = seq.width();
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      pm_.begin(value_bound(seq.max_value()));
      SplitRange split{n, n ? (n - 1) / 2 : 0};  // two unequal heaps: a < n - a
      seq.push_back(pm_.finish(seq.data<T>(), n, &split, 1));
      if (seq.width() != width) return;
    }
  }

 private:
  PairMex pm_;
};

class CustomKernel final : public Kernel {
 public:
  explicit CustomKernel(std::shared_ptr<const HeapGame> g) : game_(std::move(g)) {}
  ComputedBy computed_by() const override { return ComputedBy::Naive; }

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
            throw GameError("custom game '" + sys::quote_input(game->name()) + "': a move from heap " + std::to_string(n) +
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
      try {
        game_->moves(n, sink);
      } catch (const sgp::Error&) {
        throw;  // the engine's own refusal, or the library's kinds thrown by the game
      } catch (...) {
        throw CustomGameFailure{std::current_exception()};
      }
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
    case GameKind::TakeAndBreak: return std::make_unique<NaiveCodeKernel>(MoveRules(game.code));
    case GameKind::Grundy: return std::make_unique<NaiveGrundyKernel>();
    case GameKind::Custom:
      // A Game filled in by hand can still lack its rules (from_custom refuses a null pointer).
      if (!game.custom) throw std::invalid_argument("a custom game needs its rules: Game::custom is null");
      return std::make_unique<CustomKernel>(game.custom);
  }
  return nullptr;
}

}  // namespace sgp
