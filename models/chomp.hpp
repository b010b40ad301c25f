/// @brief Chomp on rectangles (strategy stealing, exact move search on small boards) and on the divisors of n.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// A Chomp position as a Young diagram: row i (0 = top, holding the poisoned square (0,0)) keeps its
/// first rows[i] squares; rows are non-increasing. Taking (r, c) removes every (r', c') with r' >= r
/// and c' >= c; whoever takes the poisoned square loses.
using ChompShape = std::vector<uint32_t>;

/// Strategy stealing: every rectangle except 1 x 1 is an N-position.
inline bool chomp_rectangle_first_wins(uint64_t rows, uint64_t cols) { return !(rows == 1 && cols == 1); }

/// Most diagrams the exact search ranks (C(rows + cols, rows) for a board): 11 x 12 (1.35 million)
/// is searched in about a quarter of a second, and no line stays long in a checked (sanitizer) build.
inline constexpr uint64_t kChompSearchStates = 1500000;

/// Exact search: is the shape an N-position, and a winning square (r, c) if so. Throws InputError
/// when C(rows + cols, rows) exceeds kChompSearchStates.
struct ChompResult {
  bool first_wins = false;
  std::optional<std::pair<uint32_t, uint32_t>> move;  // (row, column), from 0
};
ChompResult chomp_search(const ChompShape& shape);

/// rows x cols: N unless 1 x 1 (any size); the winning square when the board is small enough to
/// search, else the move is left empty and says so.
Answer solve_chomp(uint64_t rows, uint64_t cols);

/// Divisor Chomp: players take divisors of n; taking d removes every remaining divisor of d; whoever
/// takes n loses. Strategy stealing (take 1 first) gives: N iff n > 1. A winning divisor is searched
/// exactly when n has at most kDivisorSearchMax divisors.
inline constexpr std::size_t kDivisorSearchMax = 24;
Answer solve_divisor_chomp(uint64_t n);
/// The exact search itself (used by the tests): true iff the player to move wins on the divisors of
/// n, and a winning divisor. Throws InputError when n has too many divisors.
std::pair<bool, std::optional<uint64_t>> divisor_chomp_search(uint64_t n);

}  // namespace sgp::models
