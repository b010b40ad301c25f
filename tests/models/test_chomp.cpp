/// @brief Chomp (boards up to 4 x 6 searched on cell bitmasks) and Chomp on the divisors of n.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "models/chomp.hpp"
#include "tests/cli_util.hpp"

using namespace sgp::models;

namespace {
// Independent search: state = bitmask of remaining cells of an r x c board (cell (i,j) = bit i*c+j);
// the poison (0,0) is never taken, so a position with only the poison left is lost.
bool cells_win(uint32_t mask, int r, int c, std::map<uint32_t, bool>& memo) {
  auto it = memo.find(mask);
  if (it != memo.end()) return it->second;
  bool w = false;
  for (int i = 0; i < r && !w; ++i)
    for (int j = 0; j < c && !w; ++j) {
      if ((i == 0 && j == 0) || !((mask >> (i * c + j)) & 1)) continue;
      uint32_t t = mask;
      for (int a = i; a < r; ++a) for (int b = j; b < c; ++b) t &= ~(1u << (a * c + b));
      w = !cells_win(t, r, c, memo);
    }
  return memo[mask] = w;
}
uint32_t after(uint32_t mask, int r, int c, int i, int j) {
  for (int a = i; a < r; ++a) for (int b = j; b < c; ++b) mask &= ~(1u << (a * c + b));
  return mask;
}
}  // namespace

TEST_CASE("chomp: every rectangle up to 4 x 6 and its winning square", "[models][chomp]") {
  for (int r = 1; r <= 4; ++r)
    for (int c = 1; c <= 6; ++c) {
      std::map<uint32_t, bool> memo;
      uint32_t full = uint32_t((uint64_t(1) << (r * c)) - 1);
      bool w = cells_win(full, r, c, memo);
      REQUIRE(chomp_rectangle_first_wins(r, c) == w);
      Answer a = solve_chomp(r, c);
      REQUIRE(a.first_wins == w);
      auto s = chomp_search(ChompShape(r, uint32_t(c)));
      REQUIRE(s.first_wins == w);
      if (w) {
        REQUIRE_FALSE(cells_win(after(full, r, c, int(s.move->first), int(s.move->second)), r, c, memo));
        int i = 0, j = 0;
        REQUIRE(std::sscanf(a.move.c_str(), "take (%d,%d)", &i, &j) == 2);
        REQUIRE_FALSE(cells_win(after(full, r, c, i, j), r, c, memo));
      }
    }
}

TEST_CASE("chomp: every Young diagram inside 4 x 5", "[models][chomp]") {
  for (uint32_t a = 1; a <= 5; ++a) for (uint32_t b = 0; b <= a; ++b) for (uint32_t c = 0; c <= b; ++c) for (uint32_t d = 0; d <= c; ++d) {
    ChompShape s{a, b, c, d};
    uint32_t mask = 0;
    for (int i = 0; i < 4; ++i) for (uint32_t j = 0; j < s[i]; ++j) mask |= 1u << (i * 5 + j);
    std::map<uint32_t, bool> memo;
    REQUIRE(chomp_search(s).first_wins == cells_win(mask, 4, 5, memo));
  }
  REQUIRE_THROWS_AS(chomp_search(ChompShape(40, 40)), InputError);
  REQUIRE(solve_chomp(1000000, 999999).first_wins);  // strategy stealing, no search
}

TEST_CASE("chomp: every Young diagram inside 5 x 6, and the first winning square in reading order", "[models][chomp]") {
  // The search ranks diagrams of the whole box: each diagram here is checked against the cell search,
  // and its reported square against the first square, row by row, whose cells leave a lost position.
  for (uint32_t a = 1; a <= 6; ++a) for (uint32_t b = 0; b <= a; ++b) for (uint32_t c = 0; c <= b; ++c)
    for (uint32_t d = 0; d <= c; ++d) for (uint32_t e = 0; e <= d; ++e) {
      ChompShape s{a, b, c, d, e};
      uint32_t mask = 0;
      for (int i = 0; i < 5; ++i) for (uint32_t j = 0; j < s[i]; ++j) mask |= 1u << (i * 6 + j);
      std::map<uint32_t, bool> memo;
      const bool win = cells_win(mask, 5, 6, memo);
      ChompResult r = chomp_search(s);
      REQUIRE(r.first_wins == win);
      std::optional<std::pair<uint32_t, uint32_t>> first;
      for (int i = 0; i < 5 && !first; ++i)
        for (uint32_t j = i == 0 ? 1 : 0; j < s[i] && !first; ++j)
          if (!cells_win(after(mask, 5, 6, i, int(j)), 5, 6, memo)) first = std::make_pair(uint32_t(i), j);
      REQUIRE(r.move == first);
    }
}

TEST_CASE("chomp: every Young diagram inside 6 x 5 (more rows than columns: searched transposed)", "[models][chomp]") {
  for (uint32_t a = 1; a <= 5; ++a) for (uint32_t b = 0; b <= a; ++b) for (uint32_t c = 0; c <= b; ++c)
    for (uint32_t d = 0; d <= c; ++d) for (uint32_t e = 0; e <= d; ++e) for (uint32_t f = 0; f <= e; ++f) {
      ChompShape s{a, b, c, d, e, f};
      uint32_t mask = 0;
      for (int i = 0; i < 6; ++i) for (uint32_t j = 0; j < s[i]; ++j) mask |= 1u << (i * 5 + j);
      std::map<uint32_t, bool> memo;
      ChompResult r = chomp_search(s);
      REQUIRE(r.first_wins == cells_win(mask, 6, 5, memo));
      std::optional<std::pair<uint32_t, uint32_t>> first;
      for (int i = 0; i < 6 && !first; ++i)
        for (uint32_t j = i == 0 ? 1 : 0; j < s[i] && !first; ++j)
          if (!cells_win(after(mask, 6, 5, i, int(j)), 6, 5, memo)) first = std::make_pair(uint32_t(i), j);
      REQUIRE(r.move == first);
    }
}

TEST_CASE("divisor chomp: n > 1 wins (search for n <= 400) and the move is a P-move", "[models][chomp]") {
  for (uint64_t n = 1; n <= 400; ++n) {
    auto [w, move] = divisor_chomp_search(n);
    REQUIRE(w == (n > 1));
    Answer a = solve_divisor_chomp(n);
    REQUIRE(a.first_wins == w);
    if (w) REQUIRE(move.has_value());
    if (w) REQUIRE(n % *move == 0);
  }
}

TEST_CASE("chomp: boards with a side near 2^64 get the strategy-stealing answer", "[models][chomp]") {
  // The sum rows + cols wrapped below 63, so 3 x (2^64 - 1) was narrowed to 32 bits and
  // searched, and (2^64 - 1) x 5 asked for a vector of 2^64 - 1 rows. Any rectangle but 1 x 1 is a
  // first-player win (strategy stealing, Gale 1974).
  for (auto rc : {std::pair<uint64_t, uint64_t>{3, UINT64_MAX}, {UINT64_MAX, 5}, {40, 30}}) {
    INFO(rc.first << " x " << rc.second);
    const Answer a = solve_chomp(rc.first, rc.second);
    CHECK(a.first_wins);
    CHECK(a.move == "exists (strategy stealing); too large to search");
  }
  auto r = sgtest::cli("solve chomp", "3 18446744073709551615\n18446744073709551615 5\n");
  CHECK(r.status == 0);
  CHECK(sgtest::lines(r.out).size() == 2);
}
