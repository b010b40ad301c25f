/// @brief One heap's options in a two-heap code, read the same way by the three dense schedulers (single heaps, batches, waves).
//
// Heap n under a code d_0 d_1 d_2 ... (two-heap codes: no digit has bit 8) has, for every k <= n with
// d_k != 0 and m = n - k: the move to nothing (bit 1, m == 0), the heap m left alone (bit 2, m >= 1,
// k >= 1) and the splits of m into two non-empty heaps (bit 4, m >= 2), the pairs a + b = m, a <= b.
// The schedulers differ only in how many heaps they take at once and on which thread; each value is
// the exact mex of these options, so the values never depend on the schedule.
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

#include "engine/dense/pair_batch.hpp"
#include "engine/dense/pair_mex.hpp"
#include "engine/sequence.hpp"
#include "octal/rules.hpp"

namespace sgp {

/// W: a power of two above every value so far, at least 64 (one word of bits). Xor of numbers below a
/// power of two stays below it, so every option value is below W and the mex is at most W.
inline uint64_t value_bound(uint32_t max_value) {
  uint64_t w = 64;
  while (w <= max_value) w <<= 1;
  return w;
}

/// Calls k.run<T>(seq, n_end) with T the store's value type until n_end; run returns early when a value
/// widens the store, and the loop re-dispatches with the wider type.
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

/// The options of one heap of a two-heap code, from the code's MoveRules (which must outlive it).
class TwoHeapOptions {
 public:
  explicit TwoHeapOptions(const MoveRules& rules) : rules_(rules) {}

  /// The smallest move: heap n reads only G(0..n - smallest), so heaps n .. n + smallest - 1 need
  /// nothing from each other.
  uint64_t smallest() const { return rules_.smallest; }

  /// Heap n's options: zero() for the move to an empty heap, mark(m) for each heap m left alone,
  /// split(m) for each m split into two non-empty heaps.
  template <class Zero, class Mark, class Split>
  void each(uint64_t n, Zero&& zero, Mark&& mark, Split&& split) const {
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

  /// G(n): g holds G(0..avail-1), and every option of n lies in it (avail > n - smallest). pm and
  /// splits are the caller's scratch (one of each per thread).
  template <class T>
  uint32_t value(PairMex& pm, std::vector<SplitRange>& splits, const T* g, uint64_t avail, uint64_t n,
                 uint64_t bound) const {
    pm.begin(bound);
    splits.clear();
    each(
        n, [&] { pm.mark(0); }, [&](uint64_t m) { pm.mark(g[m]); }, [&](uint64_t m) { splits.push_back({m, m / 2}); });
    return pm.finish(g, avail, splits.data(), splits.size());
  }

  /// Heap n's options in the form a batch scans them.
  void batch_heap(BatchHeap& h, uint64_t n) const {
    h.zero = false;
    h.mark_at.clear();
    h.splits.clear();
    h.last = 0;
    each(
        n, [&] { h.zero = true; }, [&](uint64_t m) { h.mark_at.push_back(m); },
        [&](uint64_t m) {
          h.splits.push_back({m, m / 2});
          h.last = std::max(h.last, m / 2);
        });
  }

 private:
  const MoveRules& rules_;
};

}  // namespace sgp
