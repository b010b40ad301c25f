/// @brief Coins on a strip: Nimble, silver dollar (Georgia and Bob), staircase Nim and Pebbles.
#pragma once
#include <cstdint>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// Nimble: coins on squares numbered from 0, any number per square, a move slides one coin left
/// (jumping allowed). Each coin is a Nim heap of its square number.
Answer solve_nimble(const std::vector<uint64_t>& squares);

/// Silver dollar without a money bag (POJ 1704): distinct squares from 0, a coin moves left without
/// jumping or landing on another. Pair coins from the right; each pair's gap is a Nim heap, and an
/// unpaired leftmost coin at square x is a heap of x. Returns the SG value and a coin move.
uint64_t silver_dollar_sg(std::vector<uint64_t> squares);
Answer solve_silver_dollar(std::vector<uint64_t> squares);

/// Staircase Nim: a[0] coins on step 1 (next to the ground), a[1] on step 2, ...; a move carries
/// coins from step i to step i-1 (step 0 = gone). SG = xor of the odd steps 1, 3, 5, ...
uint64_t staircase_sg(const std::vector<uint64_t>& steps);
Answer solve_staircase(const std::vector<uint64_t>& steps);

/// Pebbles (Luogu P3480 / LOJ 5096): non-decreasing piles, a move takes stones from one pile keeping
/// the order. Differences d_i = a_i - a_{i-1} form a staircase whose ground is to the right of pile n,
/// so SG = d_n ^ d_{n-2} ^ ... Throws InputError when the piles decrease.
uint64_t pebbles_sg(const std::vector<uint64_t>& piles);
Answer solve_pebbles(const std::vector<uint64_t>& piles);

}  // namespace sgp::models
