/// @brief Every-SG: the step function and the Euclid game (HDU 3595) against brute-force search of the sums.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "models/every_sg.hpp"

using namespace sgp::models;
using P = std::pair<uint64_t, uint64_t>;

namespace {
std::vector<P> euclid_moves(P s) {
  auto [x, y] = s;
  std::vector<P> out;
  if (x == 0 || y == 0) return out;
  for (uint64_t k = 1; k * x <= y; ++k) out.push_back({x, y - k * x});
  for (uint64_t k = 1; k * y <= x; ++k) out.push_back({x - k * y, y});
  return out;
}
// Every-SG sum of two components searched directly: each turn, every unfinished component moves.
bool sum_wins(P a, P b, std::map<std::pair<P, P>, bool>& memo) {
  auto it = memo.find({a, b});
  if (it != memo.end()) return it->second;
  auto ma = euclid_moves(a), mb = euclid_moves(b);
  bool win = false;
  if (!ma.empty() || !mb.empty()) {
    if (ma.empty()) ma.push_back(a);
    if (mb.empty()) mb.push_back(b);
    for (auto& x : ma) for (auto& y : mb) if (!win && !sum_wins(x, y, memo)) win = true;
  }
  return memo[{a, b}] = win;
}
}  // namespace

TEST_CASE("every-sg: euclid_step equals the step function on the explicit game graph", "[models][everysg]") {
  const uint64_t M = 40;
  auto id = [&](uint64_t x, uint64_t y) { return uint32_t(x * (M + 1) + y); };
  std::vector<std::pair<uint32_t, uint32_t>> edges;
  for (uint64_t x = 0; x <= M; ++x)
    for (uint64_t y = 0; y <= M; ++y)
      for (auto [a, b] : euclid_moves({x, y})) edges.push_back({id(x, y), id(a, b)});
  auto steps = every_sg_steps((M + 1) * (M + 1), edges);
  for (uint64_t x = 0; x <= M; ++x)
    for (uint64_t y = 0; y <= M; ++y) {
      Step s = euclid_step(x, y);
      REQUIRE(s.win == steps[id(x, y)].win);
      REQUIRE(s.step == steps[id(x, y)].step);
      REQUIRE(s.step % 2 == (s.win ? 1u : 0u));  // N has odd step, P even
    }
  REQUIRE_THROWS_AS(every_sg_steps(2, {{0, 1}, {1, 0}}), InputError);
}

TEST_CASE("every-sg: sums of two Euclid games - largest step odd iff the first player wins", "[models][everysg]") {
  std::map<std::pair<P, P>, bool> memo;
  for (uint64_t x1 = 0; x1 <= 7; ++x1) for (uint64_t y1 = 0; y1 <= 7; ++y1)
    for (uint64_t x2 = 0; x2 <= 7; ++x2) for (uint64_t y2 = 0; y2 <= 7; ++y2) {
      Answer a = solve_gg_mm({{x1, y1}, {x2, y2}});
      REQUIRE(a.first_wins == sum_wins({x1, y1}, {x2, y2}, memo));
    }
}

TEST_CASE("every-sg: 64-bit Euclid components are fine (Fibonacci neighbours: all quotients 1)", "[models][everysg]") {
  // Consecutive Fibonacci numbers F(k), F(k+1): the Euclid chain has k - 1 quotients, all 1 except the
  // last (2 when F(2)=1,F(3)=2), so the step is the chain length and the outcome alternates.
  uint64_t a = 1, b = 2;  // F(2), F(3)
  for (int k = 2; k < 90; ++k) {
    Step s = euclid_step(a, b);
    REQUIRE(s.step >= 1);
    REQUIRE(s.step % 2 == (s.win ? 1u : 0u));
    uint64_t c = a + b;
    a = b;
    b = c;
  }
  Step s = euclid_step(a, b);
  REQUIRE(euclid_step(b, a).step == s.step);
}
