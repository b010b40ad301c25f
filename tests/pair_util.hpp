/// @brief Helpers of the pair mex tests: the mex by definition, PairMex on a fresh sequence, a single planted witness.
#pragma once
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdint>
#include <vector>

#include "engine/dense/pair_mex.hpp"
#include "engine/sparse/sparse.hpp"

namespace sgtest {

/// The mex by definition: every mark and every G(a) ^ G(m - a), 1 <= a <= hi, of every split.
template <class T>
uint32_t plain_mex(const std::vector<T>& g, const std::vector<sgp::SplitRange>& splits, const std::vector<uint32_t>& marks) {
  std::vector<char> seen(1 << 17, 0);
  for (uint32_t v : marks) seen[v] = 1;
  for (const auto& s : splits)
    for (uint64_t a = 1; a <= s.hi; ++a) seen[g[a] ^ g[s.m - a]] = 1;
  uint32_t x = 0;
  while (seen[x]) ++x;
  return x;
}

/// PairMex on g as a new sequence, with W the smallest power of two at least `min_bound` above every
/// value and mark (the naive kernel passes at least 64, the sparse kernel's plain mexes any power of two).
template <class T>
uint32_t pair_mex(sgp::PairMex& pm, const std::vector<T>& g, const std::vector<sgp::SplitRange>& splits,
                  const std::vector<uint32_t>& marks, uint64_t min_bound = 1) {
  uint32_t top = 0;
  for (T v : g) top = std::max<uint32_t>(top, v);
  for (uint32_t v : marks) top = std::max(top, v);
  uint64_t w = min_bound;
  while (w <= top) w <<= 1;
  pm.reset();  // a new sequence each time: no copy of an earlier one may be reused
  pm.begin(w);
  for (uint32_t v : marks) pm.mark(v);
  return pm.finish(g.data(), g.size(), splits.data(), splits.size());
}

/// Gives `hole` (no option of g's split {m, m / 2}) its only witness at pair a, and checks that PairMex
/// finds the mex above it: skipping that pair anywhere gives the hole instead.
template <class T>
void check_single_witness(sgp::PairMex& pm, std::vector<T> g, uint64_t m, uint64_t a, uint32_t hole) {
  const std::vector<sgp::SplitRange> one = {{m, m / 2}};
  g[a] = static_cast<T>(hole ^ g[m - a]);
  const uint32_t want = plain_mex(g, one, {});
  REQUIRE(want > hole);
  CHECK(pair_mex(pm, g, one, {}) == want);
}

/// A sequence of n values from value() (one byte when range <= 256, else two), and PairMex against the
/// definition on it.
template <class F>
void check_random_sequence(sgp::PairMex& pm, uint64_t n, uint32_t range, F value, const std::vector<sgp::SplitRange>& splits,
                           const std::vector<uint32_t>& marks, uint64_t min_bound = 1) {
  auto check = [&](auto g) {
    for (auto& v : g) v = static_cast<typename decltype(g)::value_type>(value());
    CHECK(pair_mex(pm, g, splits, marks, min_bound) == plain_mex(g, splits, marks));
  };
  if (range <= 256)
    check(std::vector<uint8_t>(n));
  else
    check(std::vector<uint16_t>(n));
}

}  // namespace sgtest
