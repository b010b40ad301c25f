/// @file
/// @brief Published values of Grundy's game: OEIS A002188's data section and the start of Flammenkamp's list of its sparse values.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

namespace sgtest {

/// OEIS A002188, "Sprague-Grundy values for Grundy's game", G(0..104) as its data section lists them.
inline const std::vector<uint32_t>& grundy_oeis_a002188() {
  static const std::vector<uint32_t> v = {
      0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1,
      2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2,
      4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3};
  return v;
}

/// A. Flammenkamp, "Sprague-Grundy Values of Grundy's Game" (wwwhomes.uni-bielefeld.de/achim/grundy.html):
/// the known sparse values, those whose bits without the lowest one have an even count (mask
/// 0111...1110), from the start of his list up to heap 231, as (n, G(n)). The page says "1287 are known".
inline const std::vector<std::pair<uint64_t, uint32_t>>& grundy_flammenkamp_sparse_to_231() {
  static const std::vector<std::pair<uint64_t, uint32_t>> v = {
      {0, 0},    {1, 0},    {2, 0},    {3, 1},    {4, 0},    {6, 1},    {7, 0},    {9, 1},    {10, 0},   {12, 1},
      {15, 1},   {20, 0},   {23, 0},   {26, 0},   {28, 1},   {31, 1},   {34, 1},   {37, 1},   {40, 1},   {43, 1},
      {46, 1},   {49, 1},   {50, 0},   {52, 1},   {53, 0},   {55, 1},   {58, 1},   {61, 1},   {87, 7},   {90, 7},
      {93, 7},   {146, 6},  {149, 6},  {152, 6},  {158, 11}, {161, 11}, {164, 11}, {167, 11}, {176, 7},  {179, 7},
      {181, 12}, {182, 7},  {185, 7},  {188, 7},  {190, 12}, {193, 12}, {196, 10}, {231, 10}};
  return v;
}

/// Flammenkamp's count of known sparse values of Grundy's game (the same page).
constexpr std::size_t kGrundyFlammenkampSparseCount = 1287;

}  // namespace sgtest
