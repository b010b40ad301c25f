/// @brief Split games from engine tables against brute force on the real boards, large heaps, refusals.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <random>

#include "models/split.hpp"
#include "tests/brute.hpp"

using namespace sgp::models;

namespace {
// SG of a row of pins (bitmask) where a move knocks down `len` adjacent standing pins (or, with
// also_single, one pin). Independent of any octal-code machinery.
uint64_t row_sg(uint32_t mask, int len, bool also_single, std::map<uint32_t, uint64_t>& memo) {
  auto it = memo.find(mask);
  if (it != memo.end()) return it->second;
  std::vector<uint64_t> s;
  uint32_t block = (1u << len) - 1;
  for (int p = 0; p + len <= 20; ++p)
    if (((mask >> p) & block) == block) s.push_back(row_sg(mask & ~(block << p), len, also_single, memo));
  if (also_single)
    for (int p = 0; p < 20; ++p)
      if ((mask >> p) & 1) s.push_back(row_sg(mask & ~(1u << p), len, also_single, memo));
  return memo[mask] = mex(s);
}
// Crosses and Crosses on a 1 x n strip (bit = X placed): whoever completes three in a row wins.
bool crosses_wins(uint32_t mask, int n, std::map<uint32_t, bool>& memo) {
  auto it = memo.find(mask);
  if (it != memo.end()) return it->second;
  bool w = false;
  for (int p = 0; p < n && !w; ++p) {
    if ((mask >> p) & 1) continue;
    uint32_t t = mask | (1u << p);
    bool three = false;
    for (int s = std::max(0, p - 2); s <= p && s + 2 < n; ++s) three = three || ((t >> s) & 7u) == 7u;
    w = three || !crosses_wins(t, n, memo);
  }
  return memo[mask] = w;
}
// The connect-line game on n points: chords between free points, never crossing a drawn chord.
uint64_t chords_sg(std::vector<std::pair<int, int>> ch, int n, std::map<std::pair<int, std::vector<std::pair<int, int>>>, uint64_t>& memo) {
  std::sort(ch.begin(), ch.end());
  auto it = memo.find({n, ch});
  if (it != memo.end()) return it->second;
  std::vector<char> used(n, 0);
  for (auto [a, b] : ch) used[a] = used[b] = 1;
  std::vector<uint64_t> s;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) {
      if (used[a] || used[b]) continue;
      bool cross = false;
      for (auto [c, d] : ch) cross = cross || ((a < c && c < b) != (a < d && d < b));
      if (cross) continue;
      auto t = ch;
      t.push_back({a, b});
      s.push_back(chords_sg(t, n, memo));
    }
  return memo[{n, ch}] = mex(s);
}
}  // namespace

TEST_CASE("split: Kayles / Dawson's Kayles and treblecross rows against pin-row search", "[models][split]") {
  struct Case { const char* name; int len; bool single; };
  for (Case c : {Case{"kayles", 2, true}, Case{"dawson-kayles", 2, false}, Case{"treblecross", 3, false}}) {
    const SplitGame& g = SplitGame::get(c.name);
    std::map<uint32_t, uint64_t> memo;
    for (int n = 0; n <= 16; ++n) REQUIRE(g.sg(uint64_t(n)) == row_sg((1u << n) - 1, c.len, c.single, memo));
    // Sums: two rows separated by a gap are the xor; the answer's move must reach xor 0.
    for (uint64_t a = 0; a <= 9; ++a)
      for (uint64_t b = 0; b <= 9; ++b) {
        uint32_t mask = uint32_t((1u << a) - 1) | uint32_t(((1u << b) - 1) << (a + 1));
        Answer ans = g.solve({a, b});
        REQUIRE(ans.first_wins == (row_sg(mask, c.len, c.single, memo) != 0));
        if (ans.first_wins) {
          auto m = sgp::brute::numbers_in(ans.move);  // heap i: n -> l + r
          uint64_t other = m[0] == 1 ? b : a;
          REQUIRE((g.sg(m[2]) ^ g.sg(m[3]) ^ g.sg(other)) == 0);
        }
      }
  }
}

TEST_CASE("split: published periods (Kayles 12 / Dawson's Kayles 34) and heaps up to 10^18", "[models][split]") {
  // Guy and Smith (1956); Winning Ways ch. 4; the notes, Part 3.2-3.3: Kayles has period 12 from
  // n = 71 (last exception 70); Dawson's Kayles 0.07 has period 34 from n = 53 (it is Dawson's chess
  // 0.137, last exception 51, shifted by one heap).
  const SplitGame& k = SplitGame::get("kayles");
  REQUIRE(k.proven());
  REQUIRE(k.period() == 12);
  REQUIRE(k.preperiod() == 71);
  const SplitGame& d = SplitGame::get("dawson-kayles");
  REQUIRE(d.proven());
  REQUIRE(d.period() == 34);
  REQUIRE(d.preperiod() == 53);
  std::mt19937_64 rng(1);
  for (int i = 0; i < 50; ++i) {
    uint64_t n = rng() % 1000000000000000000ULL;
    REQUIRE(k.sg(n) == k.sg(n % 12 + 1200));
    Answer a = k.solve({n, uint64_t(rng() % 1000000000000000000ULL)});
    if (a.first_wins) {
      auto m = sgp::brute::numbers_in(a.move);
      REQUIRE(m.size() == 4);
      REQUIRE(m[2] + m[3] + 2 >= m[1]);  // one or two pins knocked down
    }
  }
  REQUIRE(SplitGame::get("connect-line").sg(1000000000000000000ULL) == d.sg(1000000000000000000ULL));
}

TEST_CASE("split: unproven games refuse heaps beyond the computed range", "[models][split]") {
  const SplitGame& t = SplitGame::get("treblecross", 600);
  REQUIRE_FALSE(t.proven());
  REQUIRE(t.computed() == 600);
  REQUIRE_THROWS_AS(t.sg(600), InputError);
  REQUIRE_THROWS_WITH(t.sg(1000000), Catch::Contains("beyond the computed range"));
  REQUIRE_THROWS_AS(SplitGame::get("no-such-game"), InputError);
}

TEST_CASE("split: Crosses and Crosses recurrence against the real strip game", "[models][split]") {
  const SplitGame& c = SplitGame::get("crosses", 600);
  // From n = 3 on (POJ 3537 has 3 <= n): on shorter strips nobody can ever make three, so the
  // "unsafe cells lose" reading of the recurrence does not apply there.
  for (int n = 3; n <= 15; ++n) {
    std::map<uint32_t, bool> memo;
    REQUIRE((c.sg(uint64_t(n)) != 0) == crosses_wins(0, n, memo));
  }
}

TEST_CASE("split: connect-line blocks and values against the chord game", "[models][split]") {
  const SplitGame& g = SplitGame::get("connect-line");
  std::map<std::pair<int, std::vector<std::pair<int, int>>>, uint64_t> memo;
  for (int n = 0; n <= 10; ++n) REQUIRE(g.sg(uint64_t(n)) == chords_sg({}, n, memo));
  std::mt19937 rng(4);
  for (int round = 0; round < 200; ++round) {
    int n = 2 + int(rng() % 9);
    std::vector<std::pair<int, int>> ch;
    for (int tries = 0; tries < 3; ++tries) {  // random legal chords
      int a = int(rng() % n), b = int(rng() % n);
      if (a == b) continue;
      if (a > b) std::swap(a, b);
      bool ok = true;
      for (auto [c, d] : ch) ok = ok && c != a && c != b && d != a && d != b && ((a < c && c < b) == (a < d && d < b));
      if (ok) ch.push_back({a, b});
    }
    std::vector<std::pair<uint64_t, uint64_t>> chords;
    for (auto [a, b] : ch) chords.push_back({uint64_t(b), uint64_t(a)});
    uint64_t x = 0;
    for (uint64_t len : connect_line_blocks(uint64_t(n), chords)) x ^= g.sg(len);
    REQUIRE(x == chords_sg(ch, n, memo));
  }
}
