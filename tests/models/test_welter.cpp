/// @brief Welter's game: the Welter function and its move against exhaustive search on all coin sets.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <random>

#include "models/welter.hpp"
#include "tests/brute.hpp"

using namespace sgp::models;

namespace {
// SG of every subset of `squares` squares (bit p = a coin on square p): a coin moves to any smaller
// empty square, jumping allowed. Subsets are processed in increasing order; every move lowers the mask.
std::vector<uint8_t> all_sg(unsigned squares) {
  std::vector<uint8_t> sg(std::size_t(1) << squares, 0);
  for (uint32_t m = 1; m < sg.size(); ++m) {
    uint64_t seen = 0;
    for (uint32_t coins = m; coins; coins &= coins - 1) {
      unsigned p = unsigned(__builtin_ctz(coins));
      for (unsigned q = 0; q < p; ++q)
        if (!((m >> q) & 1)) seen |= uint64_t(1) << sg[m ^ (1u << p) ^ (1u << q)];
    }
    sg[m] = uint8_t(__builtin_ctzll(~seen));
  }
  return sg;
}
std::vector<uint64_t> coins(uint32_t m) {
  std::vector<uint64_t> v;
  for (unsigned p = 0; p < 32; ++p) if ((m >> p) & 1) v.push_back(p);
  return v;
}
void check_all(unsigned squares) {
  auto sg = all_sg(squares);
  for (uint32_t m = 0; m < sg.size(); ++m) {
    Answer a = solve_welter(coins(m));
    REQUIRE(a.sg.value_or("-") == std::to_string(sg[m]));
    if (sg[m]) {
      auto n = sgp::brute::numbers_in(a.move);
      REQUIRE(((m >> n[0]) & 1));
      REQUIRE(n[1] < n[0]);
      REQUIRE_FALSE(((m >> n[1]) & 1));
      REQUIRE(sg[m ^ (1u << n[0]) ^ (1u << n[1])] == 0);
    }
  }
}
}  // namespace

TEST_CASE("welter: SG and move on every coin set within 16 squares", "[models][welter]") { check_all(16); }

TEST_CASE("welter: every position of at most 4 coins on 24 squares", "[models][welter]") {
  // Moves keep the number of coins, so positions with k coins only reach positions with k coins.
  std::map<uint32_t, uint64_t> memo;
  std::function<uint64_t(uint32_t)> sg = [&](uint32_t m) -> uint64_t {
    auto it = memo.find(m);
    if (it != memo.end()) return it->second;
    std::vector<uint64_t> s;
    for (unsigned p = 0; p < 24; ++p)
      if ((m >> p) & 1)
        for (unsigned q = 0; q < p; ++q)
          if (!((m >> q) & 1)) s.push_back(sg(m ^ (1u << p) ^ (1u << q)));
    return memo[m] = mex(s);
  };
  for (uint32_t m = 0; m < (1u << 24); ++m) {
    if (__builtin_popcount(m) > 4) continue;
    Answer a = solve_welter(coins(m));
    REQUIRE(a.sg.value_or("-") == std::to_string(sg(m)));
    if (sg(m)) {
      auto n = sgp::brute::numbers_in(a.move);
      REQUIRE(sg(m ^ (1u << n[0]) ^ (1u << n[1])) == 0);
    }
  }
}

TEST_CASE("welter: every coin set on 24 squares", "[models][welter][.slow]") { check_all(24); }

TEST_CASE("welter: large squares - pairwise formula / high bits and refusals", "[models][welter]") {
  std::mt19937_64 rng(9);
  for (int round = 0; round < 200; ++round) {
    std::vector<uint64_t> a;
    std::size_t n = 1 + rng() % 20;
    for (std::size_t i = 0; i < n; ++i) a.push_back(round % 2 ? (rng() >> 32) : (rng() >> 34) * 4 + 3);
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
    // The O(n^2) definition of the notes, used as the reference.
    uint64_t w = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
      w ^= a[i];
      for (std::size_t j = i + 1; j < a.size(); ++j) {
        unsigned t = unsigned(__builtin_ctzll(a[i] ^ a[j]));
        w ^= (uint64_t(2) << t) - 1;
      }
    }
    REQUIRE(welter_function(a) == w);
    Answer ans = solve_welter(a);
    if (w) {
      auto m = sgp::brute::numbers_in(ans.move);
      auto b = a;
      *std::find(b.begin(), b.end(), m[0]) = m[1];
      REQUIRE(std::find(a.begin(), a.end(), m[1]) == a.end());
      REQUIRE(welter_function(b) == 0);
    }
  }
  // Two coins agreeing on 31 low bits: the pair term sets bit 31 (positions just below 2^32).
  REQUIRE(welter_function({(uint64_t(1) << 31) + 5, 5}) == (((uint64_t(1) << 31) + 5) ^ 5 ^ ((uint64_t(1) << 32) - 1)));
  REQUIRE_THROWS_AS(welter_function({4, 4}), InputError);
  REQUIRE_THROWS_AS(welter_function({kWelterMaxSquare + 1}), InputError);
}
