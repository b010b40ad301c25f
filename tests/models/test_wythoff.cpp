/// @brief Wythoff: every position with piles below 200 against search, and exact integers of hundreds of digits.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <set>

#include "models/wythoff.hpp"

using namespace sgp::models;

TEST_CASE("wythoff: outcome and all winning moves for piles below 200", "[models][wythoff]") {
  const int M = 200;
  std::vector<std::vector<char>> win(M, std::vector<char>(M, 0));
  for (int a = 0; a < M; ++a)
    for (int b = 0; b < M; ++b) {
      bool w = false;
      for (int k = 1; k <= a && !w; ++k) w = !win[a - k][b];
      for (int k = 1; k <= b && !w; ++k) w = !win[a][b - k];
      for (int k = 1; k <= std::min(a, b) && !w; ++k) w = !win[a - k][b - k];
      win[a][b] = w;
    }
  for (int a = 0; a < M; ++a)
    for (int b = 0; b < M; ++b) {
      REQUIRE(wythoff_is_p(a, b) == !win[a][b]);
      std::set<std::pair<int, int>> expect, got;
      for (int k = 1; k <= a; ++k) if (!win[a - k][b]) expect.insert({a - k, b});
      for (int k = 1; k <= b; ++k) if (!win[a][b - k]) expect.insert({a, b - k});
      for (int k = 1; k <= std::min(a, b); ++k) if (!win[a - k][b - k]) expect.insert({a - k, b - k});
      for (auto& [x, y] : wythoff_winning_moves(a, b)) got.insert({int(x), int(y)});
      REQUIRE(got == expect);
      Answer ans = solve_wythoff(a, b);
      REQUIRE(ans.first_wins == bool(win[a][b]));
    }
}

TEST_CASE("wythoff: Fibonacci pairs (F(2n) / F(2n+1)) are P-positions / with hundreds of digits", "[models][wythoff]") {
  // Independent fact: the Wythoff pairs (floor(k phi), floor(k phi^2)) for k = F(2n-1) are the
  // consecutive Fibonacci numbers (F(2n), F(2n+1)) - e.g. (1,2), (3,5), (8,13), (21,34).
  BigInt f0 = 0, f1 = 1;  // F(0), F(1)
  std::vector<BigInt> fib{f0, f1};
  while (fib.size() < 1600) fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
  REQUIRE(fib[1599].str().size() > 300);
  for (std::size_t n = 1; 2 * n + 1 < fib.size(); n += 37) {
    const BigInt &a = fib[2 * n], &b = fib[2 * n + 1];
    REQUIRE(wythoff_is_p(a, b));
    REQUIRE(wythoff_is_p(b, a));
    REQUIRE(wythoff_lower(fib[2 * n - 1]) == a);
    REQUIRE(wythoff_upper(fib[2 * n - 1]) == b);
    REQUIRE_FALSE(wythoff_is_p(a + 1, b));
    // From (a + 1, b) the move back to (a, b) must be among the winning moves, and all land on P.
    auto moves = wythoff_winning_moves(a + 1, b);
    REQUIRE(std::find(moves.begin(), moves.end(), std::make_pair(a, b)) != moves.end());
    for (auto& [x, y] : moves) REQUIRE(wythoff_is_p(x, y));
    auto m2 = wythoff_winning_moves(a + 7, b + 100);
    REQUIRE_FALSE(m2.empty());
    for (auto& [x, y] : m2) {
      REQUIRE(wythoff_is_p(x, y));
      bool one = (x == a + 7 && y < b + 100) || (y == b + 100 && x < a + 7);
      bool both = x < a + 7 && (a + 7) - x == (b + 100) - y;
      REQUIRE((one || both));
    }
  }
  REQUIRE_THROWS_AS(parse_big("12a"), InputError);
  REQUIRE_THROWS_AS(parse_big("-5"), InputError);
}
