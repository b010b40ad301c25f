/// @brief Welter's game: coins on distinct squares (from 0) move to any smaller empty square; SG = Welter function.
#pragma once
#include <cstdint>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// Largest square accepted (positions up to 2^32 and well beyond; the bound keeps 64-bit sums exact).
inline constexpr uint64_t kWelterMaxSquare = (uint64_t(1) << 62) - 1;

/// Welter function: xor of the squares, xor over pairs of 2^(v2(a_i - a_j) + 1) - 1. Bit b of the
/// pair correction is the parity of the number of pairs equal modulo 2^b, read from the squares
/// sorted by their bit reversal: O(n log n + 64 n). Throws InputError on repeated squares.
uint64_t welter_function(const std::vector<uint64_t>& squares);

/// N/P, SG and a winning move "coin on square a -> b". For each coin the target square is solved bit
/// by bit (bit b of the function only depends on bits 0..b of the moving coin), O(n log n) per coin,
/// so the move search is O(n^2 log n) in the worst case and usually stops at the first coins.
Answer solve_welter(const std::vector<uint64_t>& squares);

}  // namespace sgp::models
