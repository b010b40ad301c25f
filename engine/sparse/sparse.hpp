/// @brief The sparse-space kernel's factories and options (forced masks for tests).
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/config.hpp"
#include "engine/kernel.hpp"
#include "engine/sparse/mask.hpp"

namespace sgp {

/// How the sparse kernel picks its mask. The values never depend on these; only the speed does.
struct SparseOptions {
  bool force_mask = false;          ///< use `mask` from n = 0 on and never change it (tests)
  uint32_t mask = 0;                ///< the forced mask; 0 means "every value rare" (a plain mex)
  /// With force_mask: the position-parity variant t = 1 (a position p is atypical when
  /// parity(popcount(G(p) & mask)) == (p + k) & 1, k any split digit; see sparse.cpp). Only for games
  /// whose split digits all have one parity: make_sparse_kernel returns nullptr for the others.
  bool position_parity = false;
  /// With force_mask, hexadecimal codes only: the classes flipped, u = 1 (engine/sparse/hex.cpp).
  bool flip = false;
  uint64_t warmup = kSparseWarmup;  ///< values computed with the plain mex before the first choice
  uint64_t check_min = kSparseCheckMin;  ///< smallest gap between two mask re-checks
};

/// The sparse kernel with explicit options; nullptr for games it does not handle (see sparse.cpp).
/// Finite hexadecimal codes get the three-heap kernel of hex.cpp (nullptr for a forced variant
/// that is not exact for the code); make_sparse_kernel(game) leaves them out (it also says which games
/// get the sparse games' default limits), make_kernel takes it for Method::Sparse and, where
/// sparse_hex_may_pay, for Method::Auto.
std::unique_ptr<Kernel> make_sparse_kernel(const Game& game, const SparseOptions& options);
/// The hexadecimal part of make_sparse_kernel (hex.cpp): nullptr for other codes.
std::unique_ptr<Kernel> make_sparse_hex_kernel(const TakeAndBreak& code, const SparseOptions& options);
/// Whether a finite hexadecimal code has a class variant the hexadecimal kernel may choose (t = 1 with
/// odd three-heap digits, hex.cpp): Method::Auto takes that kernel for these codes only.
bool sparse_hex_may_pay(const TakeAndBreak& code);
/// The sparse kernel with one fixed mask (and position-parity bit) from n = 0 on (exact for any mask:
/// used by the tests); nullptr also for position_parity on a game whose split digits mix parities.
std::unique_ptr<Kernel> make_sparse_kernel_with_mask(const Game& game, uint32_t mask, bool position_parity = false);

}  // namespace sgp
