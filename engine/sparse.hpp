/// @brief Sparse-space kernel options (forced masks for tests) and the mask choice shared with statistics.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/config.hpp"
#include "engine/kernel.hpp"

namespace sgp {

/// How the sparse kernel picks its mask. The values never depend on these; only the speed does.
struct SparseOptions {
  bool force_mask = false;          ///< use `mask` from n = 0 on and never change it (tests)
  uint32_t mask = 0;                ///< the forced mask; 0 means "every value rare" (a plain mex)
  uint64_t warmup = kSparseWarmup;  ///< values computed with the plain mex before the first choice
  uint64_t check_min = kSparseCheckMin;  ///< smallest gap between two mask re-checks
};

/// The sparse kernel with explicit options; nullptr for games it does not handle (see sparse.cpp).
std::unique_ptr<Kernel> make_sparse_kernel(const Game& game, const SparseOptions& options);
/// The sparse kernel with one fixed mask from n = 0 on (exact for any mask: used by the tests).
std::unique_ptr<Kernel> make_sparse_kernel_with_mask(const Game& game, uint32_t mask);

/// A mask and the number of values in a histogram that are rare under it.
struct MaskChoice {
  uint32_t mask = 0;
  uint64_t rare = 0;  ///< sum of hist[v] over v with popcount(v & mask) even
};

/// True when v is rare under mask: popcount(v & mask) even (0 is always rare).
inline bool is_rare(uint32_t v, uint32_t mask) { return !__builtin_parity(v & mask); }

/// The non-zero mask below the histogram's size (rounded up to a power of two, at least 2) with the
/// fewest rare values; ties go to the smaller mask. hist[v] = number of positions with value v.
MaskChoice best_sparse_mask(const std::vector<uint64_t>& hist);

/// The number of rare values in hist under mask.
uint64_t rare_count(const std::vector<uint64_t>& hist, uint32_t mask);

}  // namespace sgp
