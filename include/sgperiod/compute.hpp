/// @file
/// @brief The nim-sequence G(0..n-1) of a game, computed exactly.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sgperiod/game.hpp"
#include "sgperiod/options.hpp"

namespace sgp {

/// G(0), ..., G(n - 1) of `game`. Throws sgp::InvalidInput for n = 0, a request past the memory budget
/// or a method that does not handle the game, and sgp::Cancelled when cancelled.
std::vector<uint32_t> values(const Game& game, uint64_t n, const ComputeOptions& options = {});

/// The same for a game as text ("kayles", "0.77", "S(1,3,4)"); throws sgp::GameError for bad text.
std::vector<uint32_t> values(const std::string& game, uint64_t n, const ComputeOptions& options = {});

}  // namespace sgp
