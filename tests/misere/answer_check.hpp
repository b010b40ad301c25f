/// @file
/// @brief One answer of sgp::misere_outcome checked against the independent search: its outcome, and its winning move (a move of the game, to a P-position).
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "include/sgperiod/misere.hpp"
#include "tests/misere/brute_misere.hpp"

namespace sgp::test {

/// What is wrong with the answer `a` for the sum of `heaps` according to the search; empty when nothing
/// is: the outcome agrees, a winning move is one the search lists and leads to one of its P-positions,
/// and a position said to have no move has none.
inline std::string answer_error(const MisereAnswer& a, const std::vector<uint64_t>& heaps, MisereBrute& brute) {
  std::vector<uint32_t> sum;
  for (uint64_t h : heaps)
    if (h) sum.push_back(static_cast<uint32_t>(h));
  std::sort(sum.begin(), sum.end());
  std::string position = "position";
  for (uint64_t h : heaps) position += " " + std::to_string(h);
  if (a.p != brute.is_p(sum)) return position + ": the report says " + (a.p ? "P" : "N");
  if (a.p) return "";
  const auto legal = brute.moves(sum);
  if (a.terminal) return legal.empty() ? "" : position + ": the report says it has no move";
  std::vector<uint32_t> next;
  for (std::size_t i = 0; i < heaps.size(); ++i)
    if (i != a.heap_index && heaps[i]) next.push_back(static_cast<uint32_t>(heaps[i]));
  for (uint64_t h : a.leaves) next.push_back(static_cast<uint32_t>(h));
  std::sort(next.begin(), next.end());
  if (std::find(legal.begin(), legal.end(), next) == legal.end())
    return position + ": the report's move is not a move of the game";
  if (!brute.is_p(next)) return position + ": the report's move does not lead to a P-position";
  return "";
}

}  // namespace sgp::test
