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
// as a bitset per m; the three-heap values of m are then { G(a) ^ x : x in P(m - a) }, and they only
// clear the values no other option marked, word by word (triple_mex, engine/triples.hpp).
// For large m the pair loop is split over oneTBB tasks, each marking its own bitset; the union does
// not depend on how the range was split, so the values are identical for any thread count.
//
// Two-heap games (every octal code, Grundy's game) go through PairMex instead, which decides the same
// mex with far less work per pair. Every option lies below W, so the mex is the smallest value below
// W that is no option, or W. G(m - a) for increasing a is read from a reversed copy of the sequence,
// so both operands of the xor are contiguous and ascending.
//
// With AVX-512 (BW, VBMI, VBMI2, checked at run time) and one- or two-byte values, heaps of at least
// kPairFilterMin pairs take the filter scan instead (filter_mex, engine/pair_filter.cpp): the values
// not yet seen as a bit table in registers, with a look-up per pair and no store per pair.
//
// With AVX2 but not AVX-512, heaps of at least kPairWindowMin pairs with one- or two-byte values take
// the window scan (PairMex::window_finish, engine/pair_window.cpp): the first eighth of the pairs
// stamped, then the values still unknown two 128-value windows at a time as byte-shuffle tables, the
// lowest windows first. 0.007 to 2^17 on 1 thread: 0.80 s against 1.58 s for the marking below.
//
// Without either (and for four-byte values) the pairs are marked one by one only for a prefix
// (kPairMarkMin pairs, or 1/16 of them); most values show up there. The values still unmarked after
// it, in increasing order, are the candidates: the mex is one of them or above all of them. For the
// remaining pairs only those (at most kPairCandidates) are searched for, by comparing a block of pair
// xors with each, a loop the compiler vectorises (16 to 32 pairs per instruction, no stores). Then:
//   - a candidate never found is no option, and every value below it is one (marked, or a candidate
//     found), so the smallest candidate not found is the mex;
//   - all found and the candidates were every unmarked value below W: the mex is W;
//   - all found otherwise: the remaining pairs are marked one by one and the mex read off. Games
//     where this keeps happening (0.007: the values just below the mex occur only late among the
//     pairs) skip the search for a while (doubling back-off) and mark every pair.
// Marking runs as oneTBB tasks for large heaps too, each task with its own marks, or-ed afterwards.
// The search over the remaining pairs runs as oneTBB tasks for large heaps; which candidates occur
// somewhere does not depend on the split of the range, so the values are identical for any thread
// count.
//
// Heap batches (NaiveCodeKernel::run_batches, engine/pair_batch.cpp): with two-byte values on AVX-512,
// once a heap has kBatchMinPairs pairs, kBatchHeaps heaps at a time share each pass over the sequence,
// which then comes from L1 instead of L2; each thread scans a share of a batch on its own copy of the
// sequence, and while the first thread finishes a batch in order (the pairs and marks that need the
// batch's own values) every thread scans the next one. This takes any code, whatever its smallest move.
// Measured on 0.007 to 2^17 (`sgperiod values 0.007 -n 131071 --method naive`, interleaved runs, the
// same values): 1 thread 0.43 s -> 0.35 s, 2 threads 0.24-0.26 s -> 0.19-0.20 s against single heaps in
// waves.
//
// Several heaps at once (NaiveCodeKernel::run_waves): with kmin the smallest move (d_kmin != 0, kmin >= 1
// and d_0 = 0), heap n's options read only G(0..n - kmin), so the heaps n .. n + kmin - 1 need nothing
// from each other. Two-heap codes with kmin >= 2 give each thread (at most kmin of them) its own PairMex
// and its share of the heaps; a heap costs only microseconds, far too little to split its pairs over
// threads, but many heaps keep every thread busy. What the threads share costs more than it seems: a
// cache line written on one core and read on the other takes about 350 ns one way on the 2-core test
// machine, a tenth of a heap of 0.007 near 2^17. So no counter is shared (each block of heaps is dealt
// out by the threads' speeds in the block before), each thread scans its own copy of the sequence, and
// each value crosses over once, in a cache line of its own (a slot), which the reading thread fetches
// in the background while it scans. Measured on 0.007 to 2^17 with 2 threads (`sgperiod values 0.007
// -n 131071 -t 2 --method naive`): with a shared counter, flags and sequence the threads spent about
// 1.1 us per heap more than one thread alone; with the heaps in turn and the slots 0.25 against 0.28 s,
// and the time spent waiting halves with the fetch. Each value is the exact mex of its heap's options,
// so the values are identical for any thread count.
#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_reduce.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <limits>
#include <memory>
#include <stdexcept>
#include <type_traits>

#include "engine/config.hpp"
#include "engine/kernel.hpp"
#include "engine/pair_batch.hpp"
#include "engine/pair_filter.hpp"
#include "engine/sparse.hpp"
#include "engine/triples.hpp"
#include "octal/rules.hpp"

// The vectorised loops are compiled twice, for AVX2 and for the base x86-64, and picked at load time.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define SGP_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define SGP_CLONES
#endif

namespace sgp {

namespace {
// Pairs (a, m - a) for lo <= a <= hi, with G(a) = g[a] and G(m - a) = r[a] (r = reversed copy - m).
template <class T>
inline __attribute__((always_inline)) void mark_impl(const T* g, const T* r, uint64_t lo, uint64_t hi, uint32_t* seen,
                                                      uint32_t stamp) {
  T buf[kPairBlock];
  for (uint64_t a = lo; a <= hi; a += kPairBlock) {
    const std::size_t len = static_cast<std::size_t>(std::min<uint64_t>(kPairBlock, hi + 1 - a));
    const T* x = g + a;
    const T* y = r + a;
    for (std::size_t i = 0; i < len; ++i) buf[i] = static_cast<T>(x[i] ^ y[i]);
    std::size_t i = 0;
    for (; i + 8 <= len; i += 8) {  // unrolled: the loop is bound by one store per pair
      seen[buf[i]] = stamp;
      seen[buf[i + 1]] = stamp;
      seen[buf[i + 2]] = stamp;
      seen[buf[i + 3]] = stamp;
      seen[buf[i + 4]] = stamp;
      seen[buf[i + 5]] = stamp;
      seen[buf[i + 6]] = stamp;
      seen[buf[i + 7]] = stamp;
    }
    for (; i < len; ++i) seen[buf[i]] = stamp;
  }
}
}  // namespace

SGP_CLONES void mark_pairs_v(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp) {
  mark_impl(g, r, lo, hi, seen, stamp);
}
SGP_CLONES void mark_pairs_v(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp) {
  mark_impl(g, r, lo, hi, seen, stamp);
}
SGP_CLONES void mark_pairs_v(const uint32_t* g, const uint32_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp) {
  mark_impl(g, r, lo, hi, seen, stamp);
}

namespace {

// Set while a thread computes a heap of a wave (NaiveCodeKernel::run_waves) and every thread oneTBB
// allows has a heap of its own: PairMex then keeps its loops on this thread.
thread_local bool t_in_wave = false;
// The cache line (a wave slot) holding the value this thread will wait for after its heap: the scan
// fetches it in the background once its first part is done, when the other thread has likely written it.
thread_local const void* t_wave_next = nullptr;

// The same pairs compared with the candidates not yet in `found` (bit t: cand[t] occurs); returns
// `found` with the candidates seen added. Stops early once all are found.
template <class T>
inline __attribute__((always_inline)) unsigned scan_impl(const T* g, const T* r, uint64_t lo, uint64_t hi,
                                                         const uint32_t* cand, unsigned nc, unsigned found) {
  const unsigned all = (1u << nc) - 1;
  T buf[kPairBlock];
  for (uint64_t a = lo; a <= hi && found != all; a += kPairBlock) {
    const std::size_t len = static_cast<std::size_t>(std::min<uint64_t>(kPairBlock, hi + 1 - a));
    const T* x = g + a;
    const T* y = r + a;
    for (std::size_t i = 0; i < len; ++i) buf[i] = static_cast<T>(x[i] ^ y[i]);
    for (unsigned t = 0; t < nc; ++t) {
      if (found >> t & 1) continue;
      const T c = static_cast<T>(cand[t]);
      T hit = 0;
      for (std::size_t i = 0; i < len; ++i) hit |= static_cast<T>(buf[i] == c);
      if (hit) found |= 1u << t;
    }
  }
  return found;
}

SGP_CLONES unsigned scan_pairs_v(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, const uint32_t* c, unsigned nc, unsigned f) {
  return scan_impl(g, r, lo, hi, c, nc, f);
}
SGP_CLONES unsigned scan_pairs_v(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, const uint32_t* c, unsigned nc, unsigned f) {
  return scan_impl(g, r, lo, hi, c, nc, f);
}
SGP_CLONES unsigned scan_pairs_v(const uint32_t* g, const uint32_t* r, uint64_t lo, uint64_t hi, const uint32_t* c, unsigned nc, unsigned f) {
  return scan_impl(g, r, lo, hi, c, nc, f);
}


struct Bits {
  std::vector<uint64_t> w;
  explicit Bits(std::size_t nbits = 0) : w(nbits / 64 + 1, 0) {}
  void set(uint64_t x) { w[x >> 6] |= uint64_t(1) << (x & 63); }
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

// Calls k.run<T>(seq, n_end) with T the store's value type until n_end; run returns early when a value
// widens the store, and the loop re-dispatches with the wider type.
template <class K>
void extend_by_width(K& k, NimSequence& seq, uint64_t n_end) {
  seq.reserve(n_end);
  while (seq.size() < n_end) {
    switch (seq.width()) {
      case 1: k.template run<uint8_t>(seq, n_end); break;
      case 2: k.template run<uint16_t>(seq, n_end); break;
      default: k.template run<uint32_t>(seq, n_end); break;
    }
  }
}

// Threads a wave may use: oneTBB's limit (global_control) and the arena's concurrency.
unsigned allowed_threads() {
  const std::size_t limit = tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism);
  const int arena = tbb::this_task_arena::max_concurrency();
  return static_cast<unsigned>(std::max<int64_t>(1, std::min<int64_t>(static_cast<int64_t>(limit), arena)));
}

inline void cpu_pause() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

class NaiveCodeKernel final : public Kernel {
 public:
  explicit NaiveCodeKernel(MoveRules r)
      : rules_(std::move(r)), three_(rules_.three_heaps()), kmin_(rules_.smallest), splits_game_(rules_.splits()) {}
  const char* name() const override { return "naive"; }

  void extend(NimSequence& seq, uint64_t n_end) override {
    pm_.reset();  // the caller may have changed the values since the last call
    for (auto& w : wave_) w.pm.reset();
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
        seq.push_back(heap_value(pm_, splits_, g, n, n, bound));
        if (seq.width() != width) return;
        uint64_t pairs = 0;
        for (const SplitRange& r : splits_) pairs += r.hi;
        if constexpr (std::is_same_v<T, uint16_t>)
          if (splits_game_ && pairs >= kBatchMinPairs && n_end - seq.size() >= kBatchHeaps && PairBatch::supported())
            return run_batches(seq, n_end);
        if (lanes >= 2 && pairs >= kWaveMinPairs && n_end - seq.size() >= kWaveMinRun) return run_waves<T>(seq, n_end, lanes);
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
  // Per thread of a wave: its own pair mex (marks, stamps, reversed copy) and split list.
  struct Lane {
    PairMex pm;
    std::vector<SplitRange> splits;
    std::vector<uint64_t> copy;  // G(0..) in the store's width, while waves run
    uint64_t have = 0;           // G(0..have-1) are in copy
    std::chrono::steady_clock::duration busy{};  // time spent on its own heaps in the last block
    uint64_t done = 0;                           // how many
  };
  // Deals the `count` heaps of the next block out to the threads (owner_), in proportion to the rate
  // at which each computed its own heaps in the last block (equal shares at first): one of the two
  // cores here runs 15-25% slower while the other is busy, and with equal shares the faster thread
  // waits for the slower one most of that time (a simulation of the heap dependencies with those
  // rates: 13% longer than balanced shares). Measured on 0.007 with 2 threads, interleaved runs:
  // 2^17 in 0.30 s against 0.32 s, 2^18 in 0.85 s against 0.89 s (one thread: 1.21 s). Which thread
  // computes a heap never changes its value.
  void deal(unsigned lanes, uint64_t count) {
    double rate[kWaveMaxThreads];
    bool known = true;
    for (unsigned l = 0; l < lanes; ++l) {
      const double busy = std::chrono::duration<double>(wave_[l].busy).count();
      known = known && wave_[l].done >= kWaveMinRun && busy > 0;
      if (known) rate[l] = static_cast<double>(wave_[l].done) / busy;
    }
    if (!known) std::fill(rate, rate + lanes, 1.0);
    owner_.resize(count);
    uint64_t dealt[kWaveMaxThreads] = {};
    for (uint64_t i = 0; i < count; ++i) {  // each heap to the thread that would finish it first
      unsigned best = 0;
      for (unsigned l = 1; l < lanes; ++l)
        if ((static_cast<double>(dealt[l]) + 1) / rate[l] < (static_cast<double>(dealt[best]) + 1) / rate[best]) best = l;
      owner_[i] = static_cast<uint8_t>(best);
      ++dealt[best];
    }
  }

  // Heap n's options in a two-heap code: zero() for the move to an empty heap, mark(m) for each heap m
  // left alone, split(m) for each m split into two non-empty heaps.
  template <class Zero, class Mark, class Split>
  void two_heap_options(uint64_t n, Zero&& zero, Mark&& mark, Split&& split) const {
    const uint64_t kmax = rules_.finite() ? std::min<uint64_t>(n, rules_.largest) : n;
    for (uint64_t k = 0; k <= kmax; ++k) {
      const unsigned d = rules_.moves(k);
      if (!d) continue;
      const uint64_t m = n - k;
      if ((d & 1) && m == 0) zero();
      if ((d & 2) && m >= 1 && k >= 1) mark(m);
      if ((d & 4) && m >= 2) split(m);
    }
  }

  // Heap n's options for a batch.
  void batch_heap(BatchHeap& h, uint64_t n) const {
    h.zero = false;
    h.mark_at.clear();
    h.splits.clear();
    h.last = 0;
    two_heap_options(
        n, [&] { h.zero = true; }, [&](uint64_t m) { h.mark_at.push_back(m); },
        [&](uint64_t m) {
          h.splits.push_back({m, m / 2});
          h.last = std::max(h.last, m / 2);
        });
  }

  // Two-byte values from seq.size() to n_end in batches of kBatchHeaps heaps (PairBatch), pipelined:
  // while the first thread finishes batch A (in order, on its copy of the sequence), every thread scans
  // a share of batch B, the next one, over the pairs whose parts lie below A's first heap (values every
  // copy holds); B's finish then takes the rest. The first thread's share is smaller by the time its
  // finish took last time, the others' shares follow their speeds in the batch before. Each thread
  // scans its own copy of the sequence. A value too wide for two bytes ends the run there
  // (extend_by_width re-dispatches); the heaps after it are dropped.
  void run_batches(NimSequence& seq, uint64_t n_end) {
    using Clock = std::chrono::steady_clock;
    const unsigned width = seq.width();
    const unsigned lanes = static_cast<unsigned>(std::min<uint64_t>(allowed_threads(), kWaveMaxThreads));
    if (batch_.size() < lanes) batch_.resize(lanes);
    for (unsigned l = 0; l < lanes; ++l) {
      BatchLane& b = batch_[l];
      b.fwd.assign(n_end + 64, 0);
      b.rev.assign(n_end + 64, 0);
      b.have = 0;
      b.rate = 1;
    }
    auto rp_of = [&](BatchLane& b) { return b.rev.data() + n_end - 1; };  // rp[-j] = G(j)
    auto sync = [&](uint64_t upto) {  // every copy holds G(0 .. upto - 1)
      const uint16_t* v = seq.data<uint16_t>();
      for (unsigned l = 0; l < lanes; ++l) {
        BatchLane& b = batch_[l];
        for (uint64_t j = b.have; j < upto; ++j) b.fwd[j] = b.rev[n_end - 1 - j] = v[j];
        b.have = std::max(b.have, upto);
      }
    };
    // Deals batch `p` (heaps start .. start + count - 1) out: lane 0 is busy for `head` seconds first.
    auto deal = [&](unsigned p, std::size_t count, double head) {
      double sum = 0;
      for (unsigned l = 0; l < lanes; ++l) sum += batch_[l].rate;
      const double span = (static_cast<double>(count) + head * batch_[0].rate) / sum;  // seconds, all lanes
      std::size_t at = 0;
      for (unsigned l = 0; l < lanes; ++l) {
        BatchLane& b = batch_[l];
        const double want = (l == 0 ? std::max(0.0, span - head) : span) * b.rate;
        const std::size_t end = l + 1 == lanes ? count : std::min(count, at + static_cast<std::size_t>(want + 0.5));
        b.begin[p] = at;
        b.count[p] = end - at;
        at = end;
      }
    };
    auto scan = [&](unsigned l, unsigned p, uint64_t n0, uint64_t bound) {
      BatchLane& b = batch_[l];
      if (!b.count[p]) return;
      const auto t0 = Clock::now();
      b.batch[p].scan(bheaps_[p].data() + b.begin[p], b.count[p], b.fwd.data(), rp_of(b), n0, bound);
      const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
      if (secs > 0 && b.count[p] >= kBatchHeaps / (4 * lanes)) b.rate = static_cast<double>(b.count[p]) / secs;
    };
    // The first batch: every thread scans.
    uint64_t start = seq.size();
    std::size_t count = static_cast<std::size_t>(std::min<uint64_t>(kBatchHeaps, n_end - start));
    unsigned p = 0;
    auto heaps = [&](unsigned p, uint64_t first, std::size_t count) {  // batch p: heaps first .. first + count - 1
      bheaps_[p].resize(count);
      for (std::size_t i = 0; i < count; ++i) batch_heap(bheaps_[p][i], first + i);
    };
    sync(start);
    heaps(p, start, count);
    deal(p, count, 0);
    {
      const uint64_t bound = value_bound(seq.max_value());
      tbb::task_group tg;
      for (unsigned l = 1; l < lanes; ++l) tg.run([&, l] { scan(l, p, start, bound); });
      scan(0, p, start, bound);
      tg.wait();
    }
    double finish_secs = 0;
    for (;;) {
      // Batch A = p (scanned) is finished by lane 0 while every lane scans batch B = 1 - p.
      const uint64_t next = start + count;
      const std::size_t count_b = static_cast<std::size_t>(std::min<uint64_t>(kBatchHeaps, n_end - next));
      const unsigned q = 1 - p;
      heaps(q, next, count_b);
      deal(q, count_b, finish_secs);
      const uint64_t bound_b = value_bound(seq.max_value());  // above every value below `start`
      bool widened = false;
      auto finish = [&] {
        const auto t0 = Clock::now();
        BatchLane& z = batch_[0];
        for (std::size_t i = 0; i < count; ++i) {
          unsigned l = 0;
          while (i >= batch_[l].begin[p] + batch_[l].count[p]) ++l;
          const uint32_t x = batch_[l].batch[p].finish(i - batch_[l].begin[p], z.fwd.data(), rp_of(z), value_bound(seq.max_value()));
          seq.push_back(x);
          if (seq.width() != width) {
            widened = true;
            return;
          }
          z.fwd[start + i] = z.rev[n_end - 1 - (start + i)] = static_cast<uint16_t>(x);
        }
        z.have = next;
        finish_secs = std::chrono::duration<double>(Clock::now() - t0).count();
      };
      tbb::task_group tg;
      for (unsigned l = 1; l < lanes; ++l) tg.run([&, l] { scan(l, q, start, bound_b); });
      finish();
      if (!widened) scan(0, q, start, bound_b);
      tg.wait();
      if (widened || count_b == 0) return;
      sync(next);
      start = next;
      count = count_b;
      p = q;
    }
  }

  struct BatchLane {
    PairBatch batch[2];  // the batch being finished and the one being scanned
    std::vector<uint16_t> fwd, rev;  // G(j) = fwd[j] = rev[n_end - 1 - j] for j < have
    uint64_t have = 0;
    double rate = 1;                         // heaps per second of its last scan
    std::size_t begin[2] = {}, count[2] = {};  // its share of each batch
  };

  struct alignas(64) Slot {
    std::atomic<uint64_t> word{0};  // (heap - block start + 1) << 32 | value; 0 = empty
  };

  // G(n) of a two-heap code: g holds G(0..avail-1), and every option of n lies in it (avail > n - kmin).
  template <class T>
  uint32_t heap_value(PairMex& pm, std::vector<SplitRange>& splits, const T* g, uint64_t avail, uint64_t n,
                      uint64_t bound) const {
    pm.begin(bound);
    splits.clear();
    two_heap_options(
        n, [&] { pm.mark(0); }, [&](uint64_t m) { pm.mark(g[m]); }, [&](uint64_t m) { splits.push_back({m, m / 2}); });
    return pm.finish(g, avail, splits.data(), splits.size());
  }

  // Heaps seq.size() .. n_end - 1 on `lanes` threads, in blocks of at most kWaveBlock heaps. In a block
  // thread id takes the heaps deal() gave it, in order; before each heap j it reads every value below
  // j + 1 - kmin into its own copy of the sequence (usually done already: at most lanes <= kmin heaps
  // are in flight) and computes G(j) exactly, with its own PairMex. A thread that waits much longer
  // than a heap takes (the other thread lost its core) computes the heap it waits for itself (every
  // heap below it is in its copy); both publish the same value. Tried and measured no faster: a thread
  // that waits taking the next heap of the other thread (the faster core doing more heaps; 0.22-0.27 s
  // against 0.23-0.26 s on 0.007 to 2^17, with more time spent waiting, not less).
  // The values depend neither on which thread computed which heap, nor on the bound used (any power of
  // two above every option). A value too wide for T stops the block there: the heaps before it are
  // complete, it is pushed (widening the store) and run returns for extend_by_width to re-dispatch;
  // heaps after it are dropped and computed again.
  template <class T>
  void run_waves(NimSequence& seq, uint64_t n_end, unsigned lanes) {
    using Clock = std::chrono::steady_clock;
    const unsigned width = seq.width();
    const bool inner = allowed_threads() > lanes;  // threads left over for the loops inside a heap
    if (wave_.size() < lanes) wave_.resize(lanes);
    // Each thread keeps its own copy of G(0..n-1) in the store's width, with room for the whole run
    // (no reallocation while it reads it), so that no cache line of the scans is written by another core.
    for (unsigned id = 0; id < lanes; ++id) {
      wave_[id].copy.resize((n_end * sizeof(T) + sizeof(uint64_t) - 1) / sizeof(uint64_t) + 1);
      wave_[id].have = 0;
    }
    if (!slots_) slots_.reset(new Slot[kWaveSlots]);
    if (!vals_) vals_.reset(new std::atomic<uint32_t>[kWaveBlock]);
    constexpr uint32_t kMaxT = std::numeric_limits<T>::max();
    while (seq.size() < n_end) {
      const uint64_t n0 = seq.size(), n1 = std::min<uint64_t>(n_end, n0 + kWaveBlock);
      for (unsigned id = 0; id < lanes; ++id) {  // the values the thread did not read in the last block
        Lane& ln = wave_[id];
        std::memcpy(reinterpret_cast<T*>(ln.copy.data()) + ln.have, seq.data<T>() + ln.have, (n0 - ln.have) * sizeof(T));
        ln.have = n0;
      }
      for (std::size_t i = 0; i < kWaveSlots; ++i) slots_[i].word.store(0, std::memory_order_relaxed);
      deal(lanes, n1 - n0);
      const uint8_t* owner = owner_.data();
      std::atomic<uint64_t> stop{n1};  // the first heap whose value is too wide for T
      const uint32_t max0 = seq.max_value();
      Slot* slots = slots_.get();
      std::atomic<uint32_t>* vals = vals_.get();
      // Heap j's value goes to vals (the record) and to slot j mod kWaveSlots, tagged with j, a cache
      // line of its own. Two threads may publish the same heap (one helping); the value is the same.
      auto publish = [&](uint64_t j, uint32_t v) {
        vals[j - n0].store(v, std::memory_order_relaxed);
        if (v > kMaxT) {
          uint64_t s = stop.load(std::memory_order_relaxed);
          while (j < s && !stop.compare_exchange_weak(s, j, std::memory_order_acq_rel)) {
          }
        }
        slots[j % kWaveSlots].word.store((j - n0 + 1) << 32 | v, std::memory_order_release);
      };
      // G(j) once published: from its slot, or from vals if the slot already holds a later heap
      // (possible only after another thread helped); kPending otherwise.
      constexpr uint64_t kPending = ~uint64_t(0);
      auto read = [&](uint64_t j) -> uint64_t {
        const uint64_t w = slots[j % kWaveSlots].word.load(std::memory_order_acquire);
        const uint64_t tag = w >> 32;
        if (tag == j - n0 + 1) return w & 0xFFFFFFFFu;
        if (tag > j - n0 + 1) return vals[j - n0].load(std::memory_order_relaxed);
        return kPending;
      };
      // Thread id owns the heaps n0 + i with owner[i] == id: no shared counter. Before heap j it reads
      // every value below j + 1 - kmin in order into its copy, so a thread that lost its core holds the
      // others up only until they compute its heap themselves (after kWaveHelpFactor times their own
      // heap's time).
      auto lane = [&](unsigned id) {
        Lane& ln = wave_[id];
        T* g = reinterpret_cast<T*>(ln.copy.data());
        const bool outer = t_in_wave;
        t_in_wave = !inner;
        uint64_t have = n0;    // G(0..have-1) are in g (ln.have: where the next block starts reading)
        uint32_t maxv = max0;  // the largest of them
        Clock::duration heap_time{};
        ln.busy = Clock::duration::zero();
        ln.done = 0;
        auto compute = [&](uint64_t j) {
          const auto t0 = Clock::now();
          auto value = [&] { return heap_value(ln.pm, ln.splits, static_cast<const T*>(g), have, j, value_bound(maxv)); };
          // With threads to spare, a large heap's loops run as tasks; isolated, so that waiting for them
          // never runs another wave thread's task here (it could wait for this very heap).
          const uint32_t v = inner ? tbb::this_task_arena::isolate(value) : value();
          publish(j, v);
          heap_time = Clock::now() - t0;
        };
        for (uint64_t i = 0; i < n1 - n0; ++i) {
          if (owner[i] != id) continue;
          const uint64_t j = n0 + i;
          if (j > stop.load(std::memory_order_acquire)) break;  // past the first too-wide value
          if (read(j) != kPending) continue;                    // computed by a helper
          const uint64_t need = j + 1 > kmin_ ? j + 1 - kmin_ : 0;  // every option of j lies in G(0..need-1)
          unsigned spins = 0;
          Clock::time_point since{};
          const Clock::duration help_after =
              std::max<Clock::duration>(kWaveHelpFactor * heap_time, std::chrono::microseconds(kWaveHelpMinMicros));
          bool dead = false;
          while (!dead && have < need) {
            const uint64_t v = read(have);
            if (v != kPending) {
              if (v > kMaxT) {
                dead = true;  // the block ends at `have`
              } else {
                g[have++] = static_cast<T>(v);
                maxv = std::max(maxv, static_cast<uint32_t>(v));
                spins = 0;
              }
            } else if (++spins % kWaveSpinCheck != 0) {
              cpu_pause();
            } else if (spins == kWaveSpinCheck) {
              since = Clock::now();
            } else if (Clock::now() - since > help_after) {
              compute(have);  // its thread stalls: every heap below `have` is in g
              spins = 0;
            }
          }
          if (dead) break;
          uint64_t i_next = i + 1;  // this thread's next heap, and the last value it will wait for
          while (i_next < n1 - n0 && owner[i_next] != id) ++i_next;
          const uint64_t next = n0 + i_next + 1 > kmin_ ? n0 + i_next + 1 - kmin_ : 0;
          t_wave_next = next > have ? &slots[(next - 1) % kWaveSlots] : nullptr;
          compute(j);
          t_wave_next = nullptr;
          ln.busy += heap_time;
          ++ln.done;
        }
        ln.have = have;
        t_in_wave = outer;
      };
      tbb::task_group tg;
      for (unsigned id = 1; id < lanes; ++id) tg.run([&lane, id] { lane(id); });
      lane(0);
      tg.wait();
      const uint64_t s = stop.load();
      for (uint64_t j = n0; j < std::min(n1, s + 1); ++j) seq.push_back(vals[j - n0].load(std::memory_order_relaxed));
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
  bool three_;
  uint64_t kmin_;     // smallest move: heap n reads only G(0..n - kmin), so heaps n .. n + kmin - 1 are independent
  bool splits_game_;  // some move leaves two heaps
  PairMex pm_;
  std::vector<SplitRange> splits_;
  std::vector<BatchLane> batch_;                   // one per thread of a batch run
  std::vector<BatchHeap> bheaps_[2];               // the heaps of the two batches in flight
  std::vector<Lane> wave_;                         // one per thread of a wave
  std::unique_ptr<Slot[]> slots_;                  // the latest kWaveSlots values of a wave
  std::vector<uint8_t> owner_;                     // which thread computes each heap of a wave's block
  std::unique_ptr<std::atomic<uint32_t>[]> vals_;  // every value of a wave's block
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
  const char* name() const override { return "naive"; }
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

void PairMex::begin(uint64_t bound) {
  bound_ = bound;
  marks_.clear();
  if (++stamp_ == 0) {  // wrapped: old stamps could collide with new ones
    std::fill(seen_.begin(), seen_.end(), 0);
    for (auto& l : local_) std::fill(l.begin(), l.end(), 0);
    stamp_ = 1;
  }
  // At least 64 stamps: the window scan reads whole words of 64 (unknown_bits in pair_window.cpp), and
  // the sparse kernel's plain mexes start at W = 1. The stamps past W are 0 or older, never the current
  // one, so the values W .. 63 count as unknown there and the smallest unknown value stays at most W.
  const uint64_t need = std::max<uint64_t>(bound + 1, 64);
  if (seen_.size() < need) seen_.resize(need, 0);
}

template <class T>
const T* PairMex::reversed(const T* g, uint64_t n) {
  if (rev_width_ != sizeof(T) || n > rev_cap_) {
    rev_cap_ = std::max<uint64_t>(2 * n, 4096);
    rev_.assign((rev_cap_ * sizeof(T) + 7) / 8, 0);
    rev_width_ = sizeof(T);
    rev_len_ = 0;
  }
  T* rp = reinterpret_cast<T*>(rev_.data()) + rev_cap_ - 1;
  for (uint64_t j = rev_len_; j < n; ++j) rp[-static_cast<int64_t>(j)] = g[j];
  rev_len_ = n;
  return rp;
}

// Marks every pair with lo <= a <= hi (and a <= the split's hi); oneTBB tasks for many pairs, each
// with its own marks, or-ed together afterwards: the union does not depend on the split of the range.
template <class T>
void PairMex::mark_all(const T* g, const T* rp, uint64_t lo, uint64_t hi, const SplitRange* s, std::size_t ns) {
  uint32_t* seen = seen_.data();
  const uint32_t stamp = stamp_;
  uint64_t pairs = 0;
  for (std::size_t j = 0; j < ns; ++j) pairs += s[j].hi >= lo ? std::min(hi, s[j].hi) - lo + 1 : 0;
  auto mark = [&](uint64_t from, uint64_t to, uint32_t* out) {
    for (std::size_t j = 0; j < ns; ++j)
      if (from <= s[j].hi) mark_pairs_v(g, rp - s[j].m, from, std::min(to, s[j].hi), out, stamp);
  };
  if (t_in_wave || pairs < kPairMarkParallel || hi - lo < kPairMarkParallel) {
    mark(lo, hi, seen);
    return;
  }
  const std::size_t parts = static_cast<std::size_t>(tbb::this_task_arena::max_concurrency());
  if (local_.size() < parts) local_.resize(parts);
  const uint64_t span = hi - lo + 1;
  tbb::parallel_for(tbb::blocked_range<std::size_t>(0, parts, 1), [&](const tbb::blocked_range<std::size_t>& r) {
    for (std::size_t c = r.begin(); c != r.end(); ++c) {
      std::vector<uint32_t>& out = local_[c];  // holds only older stamps, or 0
      if (out.size() < bound_ + 1) out.resize(bound_ + 1, 0);
      mark(lo + span * c / parts, lo + span * (c + 1) / parts - 1, out.data());
    }
  });
  const uint32_t st = stamp_;  // a plain local: the merge below vectorises
  for (std::size_t c = 0; c < parts; ++c) {
    const uint32_t* in = local_[c].data();
    for (uint64_t v = 0; v <= bound_; ++v) seen[v] = in[v] == st ? st : seen[v];
  }
}


template <class T>
uint32_t PairMex::finish(const T* g, uint64_t n, const SplitRange* s, std::size_t ns) {
  const uint32_t* seen = seen_.data();
  const uint32_t stamp = stamp_;
  auto first_unseen = [&] {  // seen[W] is never stamped: no option reaches W
    uint32_t v = 0;
    while (seen[v] == stamp) ++v;
    return v;
  };
  uint64_t last = 0;  // the largest a of any split
  for (std::size_t j = 0; j < ns; ++j) last = std::max(last, s[j].hi);
  if (last == 0) return first_unseen();
  const T* rp = reversed(g, n);
  if constexpr (sizeof(T) <= 2)
    if (last >= kPairFilterMin && filter_supported()) {
      const std::size_t parts = t_in_wave ? 1 : allowed_threads();  // ranges below kPairScanParallel stay whole
      std::size_t rank = 0;
      const uint32_t x = filter_mex(g, rp, s, ns, last, bound_, marks_, parts, narrow_rank_.group(), rank, t_wave_next, tabs_);
      narrow_rank_.update(rank);
      return x;
    }
  if constexpr (sizeof(T) <= 2)
    if (last >= kPairWindowMin && ns <= kWindowMaxSplits && window_supported(bound_))
      return window_finish(g, rp, n, s, ns, last);
  // The candidate search failed on recent heaps (games whose values near the mex occur only late,
  // such as 0.007): mark every pair, and try the search again after a back-off.
  if (skip_ > 0) {
    --skip_;
    mark_all(g, rp, 1, last, s, ns);
    return first_unseen();
  }
  const uint64_t pre = std::min(last, std::max(kPairMarkMin, last >> kPairMarkShift));
  mark_all(g, rp, 1, pre, s, ns);
  if (pre == last) return first_unseen();
  cand_.clear();
  bool complete = true;  // the candidates are every unmarked value below W
  for (uint32_t v = 0; v < bound_; ++v)
    if (seen[v] != stamp) {
      if (cand_.size() == kPairCandidates) { complete = false; break; }
      cand_.push_back(v);
    }
  if (cand_.empty()) return static_cast<uint32_t>(bound_);
  const unsigned nc = static_cast<unsigned>(cand_.size()), all = (1u << nc) - 1;
  const uint32_t* cand = cand_.data();
  auto scan = [&](uint64_t lo, uint64_t hi, unsigned found) {
    for (std::size_t j = 0; j < ns && found != all; ++j)
      if (lo <= s[j].hi) found = scan_pairs_v(g, rp - s[j].m, lo, std::min(hi, s[j].hi), cand, nc, found);
    return found;
  };
  uint64_t rest = 0;
  for (std::size_t j = 0; j < ns; ++j) rest += s[j].hi > pre ? s[j].hi - pre : 0;
  unsigned found;
  if (t_in_wave || rest < kPairScanParallel) {
    found = scan(pre + 1, last, 0);
  } else {
    found = tbb::parallel_reduce(
        tbb::blocked_range<uint64_t>(pre + 1, last + 1, kPairScanGrain), 0u,
        [&](const tbb::blocked_range<uint64_t>& r, unsigned f) { return scan(r.begin(), r.end() - 1, f); },
        [](unsigned x, unsigned y) { return x | y; });
  }
  for (unsigned t = 0; t < nc; ++t)
    if (!(found >> t & 1)) {
      backoff_ = 1;
      return cand[t];
    }
  if (complete) return static_cast<uint32_t>(bound_);
  skip_ = backoff_;
  backoff_ = std::min<uint64_t>(2 * backoff_, kPairMaxBackoff);
  mark_all(g, rp, pre + 1, last, s, ns);
  return first_unseen();
}

template uint32_t PairMex::finish<uint8_t>(const uint8_t*, uint64_t, const SplitRange*, std::size_t);
template uint32_t PairMex::finish<uint16_t>(const uint16_t*, uint64_t, const SplitRange*, std::size_t);
template uint32_t PairMex::finish<uint32_t>(const uint32_t*, uint64_t, const SplitRange*, std::size_t);

std::unique_ptr<Kernel> make_naive_kernel(const Game& game) {
  switch (game.kind) {
    case GameKind::TakeAndBreak: return std::make_unique<NaiveCodeKernel>(MoveRules(game.code));
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
  // Hexadecimal codes: the three-heap kernel where a class variant may pay, or when asked for.
  if (game.kind == GameKind::TakeAndBreak && (method == Method::Sparse || sparse_hex_may_pay(game.code)))
    if ((sparse = make_sparse_kernel(game, SparseOptions{}))) return sparse;
  if (method == Method::Sparse)
    throw std::invalid_argument("the sparse kernel does not handle " + game.canonical() + " (use --method naive or auto)");
  return make_naive_kernel(game);
}

unsigned work_degree(const Game& game, Method method) {
  if (game.kind != GameKind::TakeAndBreak) return 2;
  if (method != Method::Naive && make_sparse_kernel(game)) return 1;
  // Per heap: a digit with bit 4 or 8 adds O(n) splits (the three-heap sets of triples.hpp also cost
  // O(n) word steps), and an infinite tail multiplies the digits that act by n.
  const MoveRules r(game.code);
  const unsigned finite = r.leave_two.empty() && r.leave_three.empty() ? 0 : 1;
  unsigned tail = 0;
  for (uint8_t d : r.tail) tail = std::max(tail, (d & (MoveRules::kLeaveTwo | MoveRules::kLeaveThree)) ? 2u : 1u);
  return 1 + std::max(finite, tail);
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
