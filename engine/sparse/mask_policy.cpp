/// @brief The sparse kernel's mask policy: histograms, the best mask by rare count, re-check gaps and back-off.
//
// Nothing in the sparse mex depends on which mask it uses (sparse.cpp), so the mask is free to
// optimise: the one minimising the rare count comes from a Walsh-Hadamard transform of the histogram
// (mask.cpp). Mask 0 makes every value rare; the kernel then computes plain mexes (used for the first
// values, and whenever no mask makes the game sparse).
// The position-parity variant (t = 1, sparse.cpp) is rated from the histograms of the positions with
// p + q even and odd, and taken only when it cuts the count below kSparseParityGain times the best
// t = 0 count, so the games t = 0 serves keep their masks, and when at most kSparseParityDense of the
// positions are atypical: the games it serves have values in the hundreds, past the vector witness
// scans, and the counted work does not see that the scalar scans cost more per pair than the plain
// mex.
// Where the sparse loop does more work than the plain mex would (counted, not timed: 0.007, and
// Grundy's game while n is small), the kernel computes plain mexes until n doubles (quadruples after
// two such failures in a row, and so on, up to kSparseMaxFailures doublings).
#include "engine/sparse/mask_policy.hpp"

#include <algorithm>

#include "engine/config.hpp"
#include "engine/sparse/mask.hpp"

namespace sgp {

MaskPolicy::MaskPolicy(bool parity_ok, uint64_t q, uint64_t check_min)
    : parity_ok_(parity_ok), q_(q), check_min_(check_min) {
  reset();
}

void MaskPolicy::reset() {
  hist_.assign(2, 0);
  hist_odd_.assign(parity_ok_ ? 2 : 0, 0);
  bound_ = 1;
  plain_until_ = 0;
  failures_ = 0;
}

void MaskPolicy::grow(uint32_t v) {
  while (v >= bound_) bound_ <<= 1;
  hist_.resize(bound_, 0);
  if (parity_ok_) hist_odd_.resize(bound_, 0);
}

uint64_t MaskPolicy::check_gap(uint64_t n) const { return std::max<uint64_t>(check_min_, n / kSparseCheckDivisor); }

uint64_t MaskPolicy::trial_gap(uint64_t n) const { return std::max<uint64_t>(kSparseTrialMin, n / kSparseTrialDivisor); }

MaskInUse MaskPolicy::choose(uint64_t n, MaskInUse current, uint64_t listed, SparseWork& work) {
  // Where the mask does not pay in practice (0.007: a quarter of the positions rare, and long witness
  // scans), plain mexes until n has doubled (quadrupled after two failures in a row, ...).
  const bool costly = current.mask && work.plain > 0 &&
                      static_cast<double>(work.sparse) > kSparseWorkRatio * static_cast<double>(work.plain);
  work = SparseWork{};
  if (costly) {  // each failure in a row doubles the wait: 2n, 4n, 8n, ...
    current = MaskInUse{};
    listed = n;
    failures_ = std::min(failures_ + 1, kSparseMaxFailures);
    plain_until_ = n << failures_;
  } else if (current.mask) {
    failures_ = 0;
  }
  if (n < plain_until_) return current;
  MaskChoice best;
  bool parity = false;
  if (!parity_ok_) {
    best = best_sparse_mask(hist_);
  } else {
    // Both variants; the t = 0 choice is the one best_sparse_mask makes, and t = 1 must beat it
    // clearly. The histograms split the positions by the parity of p + q.
    std::vector<uint64_t> even(hist_);
    for (std::size_t v = 0; v < even.size(); ++v) even[v] -= hist_odd_[v];
    const SparseChoices c = best_sparse_masks(even, hist_odd_);
    parity = static_cast<double>(c.parity.rare) < kSparseParityGain * static_cast<double>(c.plain.rare) &&
             static_cast<double>(c.parity.rare) <= kSparseParityDense * static_cast<double>(n);
    best = parity ? c.parity : c.plain;
  }
  if (static_cast<double>(best.rare) > kSparseDenseFraction * static_cast<double>(n)) return MaskInUse{};
  // A switch costs a pass over the sequence (the rare list is rebuilt): only for a clear gain.
  if ((best.mask != current.mask || parity != current.parity) &&
      static_cast<double>(best.rare) < kSparseSwitchGain * static_cast<double>(listed))
    return MaskInUse{best.mask, parity};
  return current;
}

}  // namespace sgp
