/// @brief When the sparse kernel re-checks its mask, which mask it takes, and when it gives masks up for plain mexes.
#pragma once
#include <cstdint>
#include <vector>

namespace sgp {

/// The work of the sparse loop since the last check, against what the plain mex would have done for the
/// same heaps: counted, not timed, so every choice is the same on every machine and thread count.
struct SparseWork {
  uint64_t sparse = 0;  ///< stores and scalar witness pairs of the sparse loop (vector steps weighted)
  uint64_t plain = 0;   ///< pairs the plain mex would have marked
};

/// A mask as the kernel uses it: the mask (0: plain mexes) and t, the position-parity variant.
struct MaskInUse {
  uint32_t mask = 0;
  bool parity = false;
};

/// The histograms of the values so far and the decisions made from them (mask_policy.cpp). None of
/// them changes a value, only the speed (and whether a run's method reads "sparse" or "sparse+naive").
class MaskPolicy {
 public:
  /// parity_ok: every split digit k has one parity q (then t = 1 may be chosen); q is that parity.
  MaskPolicy(bool parity_ok, uint64_t q, uint64_t check_min);

  /// Forgets every value counted and every failure (the kernel continues another sequence).
  void reset();
  /// Counts value v at position p. True when v widened the bound (a power of two above every value).
  bool count(uint32_t v, uint64_t p) {
    const bool grew = v >= bound_;
    if (grew) grow(v);
    ++hist_[v];
    if (parity_ok_ && ((p + q_) & 1)) ++hist_odd_[v];
    return grew;
  }
  /// W: a power of two above every value counted.
  uint32_t bound() const { return bound_; }

  /// Values until the next regular re-check at n, and after a mask was taken up after plain mexes.
  uint64_t check_gap(uint64_t n) const;
  uint64_t trial_gap(uint64_t n) const;

  /// The mask from heap n on. `current` is the one in use and `listed` the positions it lists (its
  /// rare list with position 0; n for mask 0); `work` is the work since the last check (zeroed).
  MaskInUse choose(uint64_t n, MaskInUse current, uint64_t listed, SparseWork& work);

 private:
  void grow(uint32_t v);

  bool parity_ok_;
  uint64_t q_;
  uint64_t check_min_;
  std::vector<uint64_t> hist_;      // hist_[v] = #positions with value v, size bound_
  std::vector<uint64_t> hist_odd_;  // the same for the positions with p + q odd (empty unless parity_ok_)
  uint32_t bound_ = 1;
  uint64_t plain_until_ = 0;  // no mask before this n: the last one did not pay
  unsigned failures_ = 0;     // masks in a row that did not pay
};

}  // namespace sgp
