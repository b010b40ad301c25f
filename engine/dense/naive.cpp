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
// Two-heap games (every octal code, Grundy's game) go through PairMex (engine/dense/pair_mex.cpp).
//
// Heap batches (NaiveCodeKernel::run_batches, engine/dense/pair_batch.cpp): with two-byte values on
// AVX-512, once a heap has kBatchMinPairs pairs, kBatchHeaps heaps at a time share each pass over the
// sequence, which then comes from L1 instead of L2; each thread scans a share of a batch on its own copy
// of the sequence, and while the first thread finishes a batch in order (the pairs and marks that need
// the batch's own values) every thread scans the next one. This takes any code, whatever its smallest
// move, and beats single heaps in waves on one thread and on two.
//
// Several heaps at once (NaiveCodeKernel::run_waves): with kmin the smallest move (d_kmin != 0, kmin >= 1
// and d_0 = 0), heap n's options read only G(0..n - kmin), so the heaps n .. n + kmin - 1 need nothing
// from each other. Two-heap codes with kmin >= 2 give each thread (at most kmin of them) its own PairMex
// and its share of the heaps; a heap costs far too little to split its pairs over threads, but many
// heaps keep every thread busy. What the threads share costs more than it seems: a cache line written
// on one core and read on the other costs a good part of a heap's scan (0.007 near 2^17: about a
// tenth). So no counter is shared (each block of heaps is dealt out by the threads' speeds in the block
// before), each thread scans its own copy of the sequence, and each value crosses over once, in a cache
// line of its own (a slot), which the reading thread fetches in the background while it scans: with a
// shared counter, flags and sequence each heap cost the threads more than it costs one thread alone,
// and the fetch halves the time spent waiting. Each value is the exact mex of its heap's options, so
// the values are identical for any thread count.
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
#include "engine/dense/pair_batch.hpp"
#include "engine/dense/pair_filter.hpp"
#include "engine/dense/pair_mex.hpp"
#include "engine/dense/triples.hpp"
#include "octal/rules.hpp"

namespace sgp {

namespace {

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
  // at which each computed its own heaps in the last block (equal shares at first): cores need not run
  // at one speed (one may be slowed while the other is busy), and with equal shares the faster thread
  // waits for the slower one most of that time. Which thread computes a heap never changes its value.
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
    auto heaps = [&](unsigned q, uint64_t first, std::size_t size) {  // batch q: heaps first .. first + size - 1
      bheaps_[q].resize(size);
      for (std::size_t i = 0; i < size; ++i) batch_heap(bheaps_[q][i], first + i);
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
  // heap below it is in its copy); both publish the same value. Tried and no faster: a thread that
  // waits taking the next heap of the other thread (the faster core doing more heaps), which spent more
  // time waiting, not less.
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

std::unique_ptr<Kernel> make_naive_kernel(const Game& game) {
  switch (game.kind) {
    case GameKind::TakeAndBreak: return std::make_unique<NaiveCodeKernel>(MoveRules(game.code));
    case GameKind::Grundy: return std::make_unique<NaiveGrundyKernel>();
    case GameKind::Custom: return std::make_unique<CustomKernel>(game.custom);
  }
  return nullptr;
}

}  // namespace sgp
