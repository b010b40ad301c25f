/// @file
/// @brief The nim-sequence G(0..n-1) of a game, computed exactly.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sgperiod/game.hpp"
#include "sgperiod/options.hpp"
#include "sgperiod/sequence.hpp"

namespace sgp {

/// G(0), ..., G(n - 1) of `game`. Throws sgp::InvalidInput for n = 0, a request past the memory budget
/// or a method that does not handle the game, and sgp::Cancelled when cancelled.
std::vector<uint32_t> values(const Game& game, uint64_t n, const ComputeOptions& options = {});

/// The same for a game as text ("kayles", "0.77", "S(1,3,4)"); throws sgp::GameError for bad text.
std::vector<uint32_t> values(const std::string& game, uint64_t n, const ComputeOptions& options = {});

/// G(0), ..., G(n - 1) as values() computes them, kept one byte per value while they fit (what a b-file
/// of 2^30 values or a NumPy array needs). Throws as values() does.
NimSequence nim_sequence(const Game& game, uint64_t n, const ComputeOptions& options = {});

/// The power of n that the work to compute G(0..n-1) grows with, for progress estimates (never for
/// results): 1 where each heap costs about the same (finite codes without splits, the sparse kernel),
/// one more for each factor of n in a heap's options (splits into two heaps, an infinite tail, Grundy's
/// game; custom rules are taken to split).

unsigned work_degree(const Game& game, Method method = Method::Auto);

}  // namespace sgp
