/// @brief Every-SG: the step function on a game graph, and the Euclid-type game of HDU 3595 (GG and MM).
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// Win flag and step of one component: step = 0 at an end; at an N-position the largest step + 1
/// over P successors (the winner drags the game out); at a P-position the smallest step + 1 over all
/// successors. In an Every-SG sum (every unfinished component moves each turn) the first player wins
/// iff the largest step is odd.
struct Step {
  bool win = false;
  uint64_t step = 0;
};

/// Steps of every vertex of an acyclic game graph (iterative; throws InputError on a cycle).
std::vector<Step> every_sg_steps(std::size_t n, const std::vector<std::pair<uint32_t, uint32_t>>& edges);

/// HDU 3595 component (x, y): subtract a positive multiple of the smaller from the larger, never going
/// negative; a component with a zero is finished. Euclid recursion on the quotients, no recursion in
/// the code, any 64-bit values.
Step euclid_step(uint64_t x, uint64_t y);

/// A sum of Euclid components: N iff the largest step is odd (printed as the "SG" column: the step).
/// The move gives, for every unfinished component, the move that keeps the winner's plan.
Answer solve_gg_mm(const std::vector<std::pair<uint64_t, uint64_t>>& games);

}  // namespace sgp::models
