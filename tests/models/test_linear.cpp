/// @brief Nimble, silver dollar, staircase Nim and Pebbles against brute-force search on the real moves.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "models/linear.hpp"
#include "tests/brute.hpp"

using namespace sgp::models;
using V = std::vector<uint64_t>;

namespace {
// Silver dollar on bitmasks of squares: a coin moves left onto empty squares without jumping.
uint64_t sd_brute(uint32_t mask, std::map<uint32_t, uint64_t>& memo) {
  auto it = memo.find(mask);
  if (it != memo.end()) return it->second;
  std::vector<uint64_t> v;
  for (int p = 0; p < 32; ++p)
    if ((mask >> p) & 1)
      for (int q = p - 1; q >= 0 && !((mask >> q) & 1); --q) v.push_back(sd_brute(mask ^ (1u << p) ^ (1u << q), memo));
  return memo[mask] = mex(v);
}
V squares_of(uint32_t mask) {
  V out;
  for (int p = 0; p < 32; ++p) if ((mask >> p) & 1) out.push_back(p);
  return out;
}
}  // namespace

TEST_CASE("silver dollar: SG and move on every coin set within 14 squares", "[models][linear]") {
  std::map<uint32_t, uint64_t> memo;
  for (uint32_t mask = 0; mask < (1u << 14); ++mask) {
    Answer a = solve_silver_dollar(squares_of(mask));
    uint64_t g = sd_brute(mask, memo);
    REQUIRE(a.sg.value_or("-") == std::to_string(g));
    if (g) {
      auto n = sgp::brute::numbers_in(a.move);
      REQUIRE(n.size() == 2);
      REQUIRE(((mask >> n[0]) & 1));
      for (uint64_t q = n[1]; q < n[0]; ++q) REQUIRE_FALSE(((mask >> q) & 1));  // no jump, lands empty
      REQUIRE(sd_brute(mask ^ (1u << n[0]) ^ (1u << n[1]), memo) == 0);
    }
  }
  REQUIRE_THROWS_AS(silver_dollar_sg({3, 3}), InputError);
}

TEST_CASE("staircase nim: SG against search (3 steps up to 5 coins / 4 steps up to 3)", "[models][linear]") {
  sgp::brute::Solver<V> brute([](const V& s) {
    std::vector<V> out;
    for (std::size_t i = 0; i < s.size(); ++i)
      for (uint64_t k = 1; k <= s[i]; ++k) { V t = s; t[i] -= k; if (i > 0) t[i - 1] += k; out.push_back(t); }
    return out;
  });
  auto check = [&](const V& s) {
    Answer a = solve_staircase(s);
    REQUIRE(a.sg.value_or("-") == std::to_string(brute.sg(s)));
    if (a.first_wins) {
      auto n = sgp::brute::numbers_in(a.move);  // k, from step, [to step]
      V t = s;
      REQUIRE(t[n[1] - 1] >= n[0]);
      t[n[1] - 1] -= n[0];
      if (n[1] > 1) t[n[1] - 2] += n[0];
      REQUIRE(brute.sg(t) == 0);
    }
  };
  for (uint64_t a = 0; a <= 5; ++a) for (uint64_t b = 0; b <= 5; ++b) for (uint64_t c = 0; c <= 5; ++c) check({a, b, c});
  for (uint64_t a = 0; a <= 3; ++a) for (uint64_t b = 0; b <= 3; ++b) for (uint64_t c = 0; c <= 3; ++c) for (uint64_t d = 0; d <= 3; ++d) check({a, b, c, d});
}

TEST_CASE("pebbles: outcome against search on non-decreasing piles", "[models][linear]") {
  sgp::brute::Solver<V> brute([](const V& p) {
    std::vector<V> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
      uint64_t lo = i == 0 ? 0 : p[i - 1];
      for (uint64_t v = lo; v < p[i]; ++v) { V t = p; t[i] = v; out.push_back(t); }
    }
    return out;
  });
  for (uint64_t n = 1; n <= 4; ++n) {
    std::vector<V> all{{}};
    for (uint64_t i = 0; i < n; ++i) {
      std::vector<V> next;
      for (auto& p : all) for (uint64_t v = p.empty() ? 0 : p.back(); v <= 6; ++v) { V q = p; q.push_back(v); next.push_back(q); }
      all = next;
    }
    for (auto& p : all) {
      Answer a = solve_pebbles(p);
      REQUIRE(a.first_wins == (brute.sg(p) != 0));
      REQUIRE(a.sg.value_or("-") == std::to_string(brute.sg(p)));  // the staircase value is the SG value itself
      if (a.first_wins) {
        auto m = sgp::brute::numbers_in(a.move);  // take k from pile i
        V t = p;
        REQUIRE(t[m[1] - 1] >= m[0]);
        t[m[1] - 1] -= m[0];
        if (m[1] >= 2) REQUIRE(t[m[1] - 1] >= t[m[1] - 2]);
        REQUIRE(brute.sg(t) == 0);
      }
    }
  }
  REQUIRE_THROWS_AS(pebbles_sg({3, 2}), InputError);
}

TEST_CASE("nimble: coins may share squares - SG against search", "[models][linear]") {
  sgp::brute::Solver<V> brute([](const V& c) {
    std::vector<V> out;
    for (std::size_t i = 0; i < c.size(); ++i)
      for (uint64_t q = 0; q < c[i]; ++q) { V t = c; t[i] = q; std::sort(t.begin(), t.end()); out.push_back(t); }
    return out;
  });
  for (uint64_t a = 0; a < 8; ++a) for (uint64_t b = a; b < 8; ++b) for (uint64_t c = b; c < 8; ++c) {
    V v{a, b, c};
    Answer ans = solve_nimble(v);
    REQUIRE(ans.sg.value_or("-") == std::to_string(brute.sg(v)));
  }
}
