/// @brief Shared vocabulary of the model solvers: the answer record, the input error, mex and xor helpers.
#pragma once
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace sgp::models {

/// Thrown for a position a model cannot take (malformed, out of range, not proven); what() says why.
/// The CLI adds the line number.
struct InputError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

/// What every solver answers: who wins, the SG value when the model has one, a winning move in words
/// (empty for P-positions, or when the model only proves existence, as strategy stealing does).
struct Answer {
  bool first_wins = false;           ///< N-position: the player to move wins
  std::optional<std::string> sg;     ///< decimal SG value (may exceed 64 bits in principle)
  std::string move;                  ///< a winning move, empty when none is given
};

/// The smallest non-negative integer absent from the values (they need not be sorted or distinct).
uint64_t mex(std::vector<uint64_t> values);

/// SG values that may pass 2^64 - 1 (Lasker's Nim: G(2^64 - 1) = 2^64), and their decimal form.
using uint128 = unsigned __int128;
std::string decimal(uint128 v);

/// Bitwise xor of all values.
uint64_t xor_all(const std::vector<uint64_t>& values);

/// Nim move on SG values: the index i and new value t < g[i] with xor of the result 0, or nullopt
/// when the xor is already 0. Every solver that reduces to Nim on SG values uses this.
struct NimMove {
  std::size_t index;
  uint64_t from, to;
};
std::optional<NimMove> nim_move(const std::vector<uint64_t>& g);

}  // namespace sgp::models
