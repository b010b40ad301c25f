/// @brief Cutting game, Lasker's Nim, magic beads, segment deletion and Remove the Prime against brute force.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <random>

#include "models/factor.hpp"
#include "models/multi_sg.hpp"
#include "tests/brute.hpp"

using namespace sgp::models;
using V = std::vector<uint64_t>;
using Rect = std::pair<uint32_t, uint32_t>;

namespace {
// The real cutting game: sheets (w <= h, sorted); a cut that leaves a 1 x 1 piece wins at once.
bool cut_wins(std::vector<Rect> s, std::map<std::vector<Rect>, bool>& memo) {
  std::sort(s.begin(), s.end());
  auto it = memo.find(s);
  if (it != memo.end()) return it->second;
  bool win = false;
  for (std::size_t i = 0; i < s.size() && !win; ++i) {
    auto [w, h] = s[i];
    auto try_cut = [&](Rect a, Rect b) {
      if ((a.first == 1 && a.second == 1) || (b.first == 1 && b.second == 1)) { win = true; return; }
      auto t = s;
      t.erase(t.begin() + long(i));
      auto norm = [](Rect r) { return r.first <= r.second ? r : Rect{r.second, r.first}; };
      t.push_back(norm(a));
      t.push_back(norm(b));
      if (!cut_wins(t, memo)) win = true;
    };
    for (uint32_t k = 1; k < w && !win; ++k) try_cut({k, h}, {w - k, h});
    for (uint32_t k = 1; k < h && !win; ++k) try_cut({w, k}, {w, h - k});
  }
  return memo[s] = win;
}
}  // namespace

TEST_CASE("cutting: outcome of single sheets and SG of pairs against the real game", "[models][multisg]") {
  std::map<std::vector<Rect>, bool> memo;
  for (uint32_t w = 2; w <= 7; ++w)
    for (uint32_t h = w; h <= 7; ++h) {
      Answer a = solve_cutting(w, h);
      REQUIRE(a.first_wins == cut_wins({{w, h}}, memo));
      if (a.first_wins) {
        auto n = sgp::brute::numbers_in(a.move);
        REQUIRE_FALSE(cut_wins({{std::min(n[0], n[1]), std::max(n[0], n[1])}, {std::min(n[2], n[3]), std::max(n[2], n[3])}}, memo));
      }
    }
  // Two sheets: the SG values must add like Nim heaps.
  for (uint32_t a = 2; a <= 5; ++a)
    for (uint32_t b = 2; b <= 4; ++b)
      for (uint32_t c = 2; c <= 4; ++c)
        REQUIRE(((cutting_sg(a, b) ^ cutting_sg(c, 3)) != 0) == cut_wins({{std::min(a, b), std::max(a, b)}, {std::min(c, 3u), std::max(c, 3u)}}, memo));
  REQUIRE_THROWS_AS(cutting_sg(1, 5), InputError);
  REQUIRE_THROWS_AS(cutting_sg(2, kCuttingMax + 1), InputError);
}

TEST_CASE("cutting: the table grown in steps equals the recurrence over every cut, both sides", "[models][multisg]") {
  // The table grows by doubling, keeps the smaller table's entries and lists each cut once (k and
  // side - k leave the same pieces). The recurrence here lists every cut k = 2..side-2 of both sides
  // and recomputes all of it, across two growth steps (64 and 128).
  const uint32_t N = 140;
  std::vector<std::vector<uint32_t>> g(N + 1, std::vector<uint32_t>(N + 1, 0));
  for (uint32_t w = 2; w <= N; ++w)
    for (uint32_t h = 2; h <= N; ++h) {
      std::vector<bool> seen(4 * N, false);
      for (uint32_t k = 2; k + 2 <= w; ++k) seen[g[k][h] ^ g[w - k][h]] = true;
      for (uint32_t k = 2; k + 2 <= h; ++k) seen[g[w][k] ^ g[w][h - k]] = true;
      while (seen[g[w][h]]) ++g[w][h];
    }
  for (uint32_t side : {20u, 70u, 140u})
    for (uint32_t w = 2; w <= side; ++w)
      for (uint32_t h = 2; h <= side; ++h) REQUIRE(cutting_sg(w, h) == g[w][h]);
}

TEST_CASE("lasker: closed form against the take-or-split recurrence / and moves", "[models][multisg]") {
  std::vector<uint64_t> g(300, 0);
  for (uint64_t n = 1; n < g.size(); ++n) {
    V s;
    for (uint64_t k = 0; k < n; ++k) s.push_back(g[k]);
    for (uint64_t a = 1; a < n; ++a) s.push_back(g[a] ^ g[n - a]);
    g[n] = mex(s);
    REQUIRE(lasker_sg(n) == g[n]);
  }
  for (uint64_t x = 0; x < 40; ++x)
    for (uint64_t y = 0; y < 40; ++y) {
      Answer a = solve_lasker({x, y});
      REQUIRE(a.first_wins == ((g[x] ^ g[y]) != 0));
      if (a.first_wins) {
        auto n = sgp::brute::numbers_in(a.move);  // heap i: from -> to [+ other]
        V h{x, y};
        uint64_t newg = n.size() == 4 ? g[n[2]] ^ g[n[3]] : g[n[2]];
        REQUIRE(h[n[0] - 1] == n[1]);
        if (n.size() == 4) REQUIRE(n[2] + n[3] == n[1]);
        else REQUIRE(n[2] < n[1]);
        REQUIRE((newg ^ g[h[2 - n[0]]]) == 0);
      }
    }
}

TEST_CASE("beads: SG against the real divisor game on multisets", "[models][multisg]") {
  sgp::brute::Solver<V> brute(sgp::brute::beads_moves);
  for (uint64_t n = 1; n <= 40; ++n) REQUIRE(beads_sg(uint32_t(n)) == brute.sg(n > 1 ? V{n} : V{}));
  for (uint64_t a = 2; a <= 16; ++a)
    for (uint64_t b = a; b <= 16; ++b) {
      Answer ans = solve_beads({a, b});
      REQUIRE(ans.first_wins == (brute.sg({a, b}) != 0));
    }
  REQUIRE_THROWS_AS(beads_sg(0), InputError);
}

TEST_CASE("beads: the table equals the recurrence divisor by divisor, to 30000 and at the top", "[models][multisg]") {
  // The engine keeps each heap's divisor values as a bit set; here every proper divisor is listed by
  // trial division and the mex taken over tot ^ SG(d), as the rules read.
  const uint32_t N = 30000;
  std::vector<uint32_t> g(N + 1, 0);
  for (uint32_t i = 2; i <= N; ++i) {
    std::vector<uint32_t> d;
    uint32_t tot = 0;
    for (uint32_t k = 1; k * k <= i; ++k)
      if (i % k == 0) {
        d.push_back(k);
        if (k * k != i && k != 1) d.push_back(i / k);  // i itself is no proper divisor
      }
    for (uint32_t k : d) tot ^= g[k];
    std::vector<bool> seen(64, false);
    for (uint32_t k : d) seen[tot ^ g[k]] = true;
    while (seen[g[i]]) ++g[i];
  }
  for (uint32_t i = 1; i <= N; ++i) REQUIRE(beads_sg(i) == g[i]);
  CHECK(beads_sg(kBeadsMax) <= 5);  // the whole table is built: no value past the word it is kept in
}

TEST_CASE("segment deletion: SG(L) = L on bit strings", "[models][multisg]") {
  // State: bitmask of numbers still divisible by the prime; a move clears a non-empty run of ones.
  std::map<uint32_t, uint64_t> memo;
  std::function<uint64_t(uint32_t)> sg = [&](uint32_t m) -> uint64_t {
    auto it = memo.find(m);
    if (it != memo.end()) return it->second;
    V s;
    for (int l = 0; l < 16; ++l)
      for (int r = l; r < 16 && ((m >> r) & 1); ++r) s.push_back(sg(m & ~(((2u << r) - 1) ^ ((1u << l) - 1))));
    return memo[m] = mex(s);
  };
  for (uint64_t L = 0; L <= 12; ++L) REQUIRE(sg((1u << L) - 1) == segment_sg(L));
}

TEST_CASE("factorisation: Miller-Rabin and Pollard rho", "[models][multisg]") {
  for (uint64_t n = 0; n < 20000; ++n) {
    bool p = n >= 2;
    for (uint64_t d = 2; d * d <= n && p; ++d) p = n % d != 0;
    REQUIRE(is_prime_u64(n) == p);
  }
  REQUIRE(is_prime_u64((uint64_t(1) << 61) - 1));            // Mersenne prime M61
  REQUIRE_FALSE(is_prime_u64(3215031751ULL));                // strong pseudoprime to bases 2, 3, 5, 7
  REQUIRE(is_prime_u64(18446744073709551557ULL));            // largest 64-bit prime
  REQUIRE(distinct_prime_factors(1000000007ULL * 998244353ULL) == V{998244353ULL, 1000000007ULL});
  REQUIRE(distinct_prime_factors(4294967291ULL * 4294967279ULL) == V{4294967279ULL, 4294967291ULL});
  std::mt19937_64 rng(5);
  for (int i = 0; i < 300; ++i) {
    uint64_t n = rng() | 1;
    uint64_t m = n;
    for (uint64_t p : distinct_prime_factors(n)) {
      REQUIRE(is_prime_u64(p));
      REQUIRE(m % p == 0);
      while (m % p == 0) m /= p;
    }
    REQUIRE(m == 1);
  }
}

TEST_CASE("remove the prime: outcome and move against the real game on small arrays", "[models][multisg]") {
  sgp::brute::Solver<V> brute([](const V& a) {
    std::vector<V> out;
    for (uint64_t p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29})
      for (std::size_t l = 0; l < a.size(); ++l)
        for (std::size_t r = l; r < a.size() && a[r] % p == 0; ++r) {
          V t = a;
          for (std::size_t i = l; i <= r; ++i) while (t[i] % p == 0) t[i] /= p;
          out.push_back(t);
        }
    return out;
  });
  std::mt19937 rng(3);
  for (int round = 0; round < 400; ++round) {
    V a(1 + rng() % 4);
    for (auto& x : a) x = 1 + rng() % 30;
    Answer ans = solve_remove_prime(a);
    REQUIRE(ans.first_wins == (brute.sg(a) != 0));
    if (ans.first_wins) {
      auto n = sgp::brute::numbers_in(ans.move);  // prime p on numbers l..r
      V t = a;
      for (uint64_t i = n[1]; i <= n[2]; ++i) { REQUIRE(t[i - 1] % n[0] == 0); while (t[i - 1] % n[0] == 0) t[i - 1] /= n[0]; }
      REQUIRE(brute.sg(t) == 0);
    }
  }
  REQUIRE_THROWS_AS(solve_remove_prime({4, 0}), InputError);
}

TEST_CASE("lasker: values past 2^64 - 1 are exact, not wrapped", "[models][multisg]") {
  // Closed form (Winning Ways; HDU 3032): G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.
  // 2^64 - 1 = 4k+3 with 4k+4 = 2^64, which a 64-bit value wrapped to 0 (so 'solve lasker' said P).
  const uint64_t top = UINT64_MAX;
  const sgp::models::uint128 two64 = sgp::models::uint128(1) << 64;
  CHECK(lasker_sg(top) == two64);
  CHECK(lasker_sg(top - 1) == top - 1);      // 4k+2
  CHECK(lasker_sg(top - 2) == top - 2);      // 4k+1
  CHECK(lasker_sg(top - 3) == top - 4);      // 4k+4 -> 4k+3
  CHECK(lasker_sg(top - 4) == top - 3);      // 4k+3 -> 4k+4, below 2^64
  CHECK(sgp::models::decimal(two64) == "18446744073709551616");
  // A single non-empty heap always wins: its only winning move takes it to a position of value 0.
  Answer a = solve_lasker({top});
  CHECK(a.first_wins);
  CHECK(a.sg == std::optional<std::string>("18446744073709551616"));
  // Alone, the heap must go to value 0: the empty heap, since G(0) = 0.
  CHECK(a.move == "heap 1: 18446744073709551615 -> 0");
  // Two huge heaps whose xor needs the 65th bit: G(2^64 - 4) = 2^64 - 5 (4k+4), which shares no bit
  // with 2^64, so the xor is 2^64 + 2^64 - 5 = 2^65 - 5.
  Answer b = solve_lasker({top, top - 3});
  CHECK(b.first_wins);
  CHECK(b.sg == std::optional<std::string>("36893488147419103227"));
}
