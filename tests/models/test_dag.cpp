/// @brief SG on DAGs and Green Hackenbush (trees and graphs) against brute-force search.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <random>

#include "models/dag.hpp"
#include "models/solve.hpp"
#include "tests/brute.hpp"

using namespace sgp::models;
using Edges = std::vector<std::pair<uint32_t, uint32_t>>;

TEST_CASE("dag: SG of random DAGs and token sums against recursive search", "[models][dag]") {
  std::mt19937 rng(7);
  for (int round = 0; round < 200; ++round) {
    uint32_t n = 1 + rng() % 12;
    Edges e;
    for (uint32_t u = 0; u < n; ++u)
      for (uint32_t v = u + 1; v < n; ++v)
        if (rng() % 3 == 0) e.push_back({v, u});  // edges go down in number: acyclic
    DagGame g(n, e);
    std::vector<int> memo(n, -1);
    std::function<uint64_t(uint32_t)> rec = [&](uint32_t u) -> uint64_t {
      if (memo[u] >= 0) return memo[u];
      std::vector<uint64_t> s;
      for (auto [a, b] : e) if (a == u) s.push_back(rec(b));
      return memo[u] = int(mex(s));
    };
    for (uint32_t v = 0; v < n; ++v) REQUIRE(g.sg(v) == rec(v));
    std::vector<uint32_t> tokens{uint32_t(rng() % n), uint32_t(rng() % n), uint32_t(rng() % n)};
    Answer a = g.solve(tokens);
    uint64_t x = rec(tokens[0]) ^ rec(tokens[1]) ^ rec(tokens[2]);
    REQUIRE(a.first_wins == (x != 0));
    if (x) {
      auto m = sgp::brute::numbers_in(a.move);  // token i: u -> v
      REQUIRE(tokens[m[0] - 1] == m[1]);
      REQUIRE(std::find(e.begin(), e.end(), std::make_pair(uint32_t(m[1]), uint32_t(m[2]))) != e.end());
      tokens[m[0] - 1] = uint32_t(m[2]);
      REQUIRE((rec(tokens[0]) ^ rec(tokens[1]) ^ rec(tokens[2])) == 0);
    }
  }
}

TEST_CASE("dag: a path of a million vertices needs no recursion - cycles are refused", "[models][dag]") {
  const uint32_t n = 1000000;
  Edges e;
  for (uint32_t v = 1; v < n; ++v) e.push_back({v, v - 1});
  DagGame g(n, e);
  REQUIRE(g.sg(n - 1) == (n - 1) % 2);  // a path alternates 0, 1
  REQUIRE_THROWS_AS(DagGame(3, {{0, 1}, {1, 2}, {2, 0}}), InputError);
  REQUIRE_THROWS_AS(DagGame(2, {{0, 5}}), InputError);
}

namespace {
// Brute-force Hackenbush: state = bitmask of edges still standing (connected to the root).
uint32_t grounded(uint32_t mask, const Edges& e, uint32_t n, uint32_t root) {
  std::vector<char> seen(n, 0);
  seen[root] = 1;
  bool grew = true;
  while (grew) {
    grew = false;
    for (uint32_t i = 0; i < e.size(); ++i)
      if ((mask >> i) & 1) {
        auto [u, v] = e[i];
        if (seen[u] != seen[v]) { seen[u] = seen[v] = 1; grew = true; }
      }
  }
  uint32_t out = 0;
  for (uint32_t i = 0; i < e.size(); ++i)
    if (((mask >> i) & 1) && seen[e[i].first]) out |= 1u << i;
  return out;
}
uint64_t hb_brute(uint32_t mask, const Edges& e, uint32_t n, std::map<uint32_t, uint64_t>& memo) {
  auto it = memo.find(mask);
  if (it != memo.end()) return it->second;
  std::vector<uint64_t> s;
  for (uint32_t i = 0; i < e.size(); ++i)
    if ((mask >> i) & 1) s.push_back(hb_brute(grounded(mask & ~(1u << i), e, n, 0), e, n, memo));
  return memo[mask] = mex(s);
}
}  // namespace

TEST_CASE("hackenbush: random rooted trees / value and winning cut", "[models][dag]") {
  std::mt19937 rng(11);
  for (int round = 0; round < 150; ++round) {
    uint32_t n = 2 + rng() % 11;
    Edges e;
    for (uint32_t v = 1; v < n; ++v) e.push_back({uint32_t(rng() % v), v});
    Hackenbush h(n, e, 0);
    REQUIRE(h.is_tree());
    std::map<uint32_t, uint64_t> memo;
    uint32_t all = (1u << e.size()) - 1;
    REQUIRE(h.sg() == hb_brute(all, e, n, memo));
    Answer a = h.solve();
    if (a.first_wins) {
      auto m = sgp::brute::numbers_in(a.move);
      uint32_t idx = uint32_t(std::find(e.begin(), e.end(), std::make_pair(uint32_t(m[0]), uint32_t(m[1]))) - e.begin());
      REQUIRE(idx < e.size());
      REQUIRE(hb_brute(grounded(all & ~(1u << idx), e, n, 0), e, n, memo) == 0);
    }
  }
}

TEST_CASE("hackenbush: random rooted graphs with cycles / loops and parallel edges (fusion principle)", "[models][dag]") {
  std::mt19937 rng(13);
  for (int round = 0; round < 150; ++round) {
    uint32_t n = 2 + rng() % 6;
    uint32_t m = 1 + rng() % 11;
    Edges e;
    for (uint32_t i = 0; i < m; ++i) e.push_back({uint32_t(rng() % n), uint32_t(rng() % n)});
    Hackenbush h(n, e, 0);
    std::map<uint32_t, uint64_t> memo;
    uint32_t start = grounded((1u << e.size()) - 1, e, n, 0);
    REQUIRE(h.sg() == hb_brute(start, e, n, memo));
    Answer a = h.solve();
    if (a.first_wins) {  // the cut must be legal (grounded) and leave a P-position
      auto mv = sgp::brute::numbers_in(a.move);
      REQUIRE(mv.size() == 2);
      uint32_t idx = uint32_t(std::find(e.begin(), e.end(), std::make_pair(uint32_t(mv[0]), uint32_t(mv[1]))) - e.begin());
      REQUIRE(idx < e.size());
      REQUIRE(((start >> idx) & 1) == 1);
      REQUIRE(hb_brute(grounded(start & ~(1u << idx), e, n, 0), e, n, memo) == 0);
    }
  }
}

TEST_CASE("dag and hackenbush lines: vertices numbered in the millions cost nothing and keep their numbers",
          "[models][dag]") {
  // Found by fuzzing the solve lines: a few edges naming vertices near the 50,000,000 limit built
  // graphs of that many vertices, and Hackenbush's cut search rebuilt one per edge. Values by hand:
  // a token on the top of a one-edge path is *1, three of them xor to *1; a stalk of two edges is *2,
  // and cutting its lowest edge wins; an edge to a vertex with a loop is a stalk below a piece worth
  // *1 (the loop), so *2, and cutting the grounded edge leaves 0.
  using sgp::models::solve_line;
  const SolveOptions o;
  REQUIRE(solve_line("dag", "40000000>30000000 : 40000000 40000000 40000000", o) ==
          "N 1 token 1: 40000000 -> 30000000");
  REQUIRE(solve_line("dag", "49999999>1 : 7", o) == "P 0");
  REQUIRE(solve_line("hackenbush", "0-40000000 40000000-30000000", o) == "N 2 cut edge 0-40000000");
  REQUIRE(solve_line("hackenbush", "0-40000000 40000000-40000000", o) == "N 2 cut edge 0-40000000");
  REQUIRE(solve_line("hackenbush", "49999999-49999998 49999998-49999999", o) == "P 0");  // not grounded
  REQUIRE_THROWS_AS(solve_line("hackenbush", "0-50000001", o), InputError);
}
