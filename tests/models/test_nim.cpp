/// @brief Nim, Bash, misère Nim and the SJ theorem against brute-force game-tree search.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "models/nim.hpp"
#include "tests/brute.hpp"

using namespace sgp::models;
using Heaps = std::vector<uint64_t>;

namespace {
// All heap vectors with `count` heaps, each below `below`.
std::vector<Heaps> all_positions(std::size_t count, uint64_t below) {
  std::vector<Heaps> out{{}};
  for (std::size_t i = 0; i < count; ++i) {
    std::vector<Heaps> next;
    for (auto& h : out)
      for (uint64_t v = 0; v < below; ++v) { auto g = h; g.push_back(v); next.push_back(g); }
    out = next;
  }
  return out;
}
sgp::brute::Solver<Heaps> take_any() {
  return sgp::brute::Solver<Heaps>([](const Heaps& h) {
    std::vector<Heaps> out;
    for (std::size_t i = 0; i < h.size(); ++i)
      for (uint64_t v = 0; v < h[i]; ++v) { auto g = h; g[i] = v; out.push_back(g); }
    return out;
  });
}
// Applies a "heap i: a -> b" move and checks it is legal.
Heaps apply_move(const Heaps& h, const std::string& move) {
  auto nums = sgp::brute::numbers_in(move);
  REQUIRE(nums.size() == 3);
  REQUIRE(nums[0] >= 1);
  REQUIRE(nums[0] <= h.size());
  REQUIRE(h[nums[0] - 1] == nums[1]);
  REQUIRE(nums[2] < nums[1]);
  Heaps g = h;
  g[nums[0] - 1] = nums[2];
  return g;
}
}  // namespace

TEST_CASE("nim: SG is the xor and the move reaches a P-position (all positions of 1-3 heaps below 8)", "[models][nim]") {
  auto brute = take_any();
  for (std::size_t k = 1; k <= 3; ++k)
    for (auto& h : all_positions(k, 8)) {
      Answer a = solve_nim(h);
      REQUIRE(a.sg.value_or("-") == std::to_string(brute.sg(h)));
      REQUIRE(a.first_wins == (brute.sg(h) != 0));
      if (a.first_wins) REQUIRE(brute.sg(apply_move(h, a.move)) == 0);
      else REQUIRE(a.move.empty());
    }
}

TEST_CASE("bash: SG(n) = n mod (k+1) and moves take 1..k", "[models][nim]") {
  for (uint64_t k = 1; k <= 5; ++k) {
    sgp::brute::Solver<Heaps> brute([k](const Heaps& h) {
      std::vector<Heaps> out;
      for (std::size_t i = 0; i < h.size(); ++i)
        for (uint64_t t = 1; t <= k && t <= h[i]; ++t) { auto g = h; g[i] -= t; out.push_back(g); }
      return out;
    });
    for (auto& h : all_positions(2, 14)) {
      Answer a = solve_bash(h, k);
      REQUIRE(a.sg.value_or("-") == std::to_string(brute.sg(h)));
      if (a.first_wins) {
        Heaps g = apply_move(h, a.move);
        REQUIRE(h[sgp::brute::numbers_in(a.move)[0] - 1] - g[sgp::brute::numbers_in(a.move)[0] - 1] <= k);
        REQUIRE(brute.sg(g) == 0);
      }
    }
  }
  REQUIRE_THROWS_AS(bash_sg(3, 0), InputError);
}

TEST_CASE("misere nim: outcome and move against misère search (1-4 heaps below 6)", "[models][nim]") {
  auto brute = take_any();
  for (std::size_t k = 1; k <= 4; ++k)
    for (auto& h : all_positions(k, 6)) {
      Answer a = solve_misere_nim(h);
      REQUIRE(a.first_wins == brute.misere_wins(h));
      REQUIRE_FALSE(a.sg.has_value());
      bool any_stone = false;
      for (auto v : h) any_stone = any_stone || v > 0;
      if (a.first_wins && any_stone) REQUIRE_FALSE(brute.misere_wins(apply_move(h, a.move)));
    }
}

TEST_CASE("SJ theorem: Anti-SG sums given by SG values match misère search", "[models][nim]") {
  // Nim heaps are Anti-SG components whose only SG-0 position is terminal, as the SJ condition asks.
  auto brute = take_any();
  for (auto& h : all_positions(3, 7)) {
    REQUIRE(sj_first_wins(h) == brute.misere_wins(h));
    Answer a = solve_anti_sg(h);
    REQUIRE(a.first_wins == brute.misere_wins(h));
  }
  // A component of SG 2 built as a game tree: a root with moves to *0 and *1 (terminal, and a single
  // stone). Sum with single stones; compare the SJ formula with search on the explicit trees.
  // Tree states: 0 = terminal, 1 = one stone (-> 0), 2 = root (-> 0 or 1).
  sgp::brute::Solver<Heaps> trees([](const Heaps& h) {
    std::vector<Heaps> out;
    for (std::size_t i = 0; i < h.size(); ++i) {
      if (h[i] >= 1) { auto g = h; g[i] = 0; out.push_back(g); }
      if (h[i] == 2) { auto g = h; g[i] = 1; out.push_back(g); }
    }
    return out;
  });
  for (auto& h : all_positions(4, 3)) REQUIRE(sj_first_wins(h) == trees.misere_wins(h));
}
