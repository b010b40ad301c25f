/// @brief Take Apples, Independent Nim, "Nim Game Is XOR Game", new Nim, Hungergame, Euclidean Nim against brute force.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "models/misc.hpp"

using namespace sgp::models;
using V = std::vector<uint64_t>;

TEST_CASE("take apples: the (M / N / N) criterion against search of the three-pile game", "[models][misc]") {
  for (uint64_t s = 1; s <= 4; ++s) {
    std::map<std::array<uint64_t, 3>, bool> memo;
    std::function<bool(std::array<uint64_t, 3>)> wins = [&](std::array<uint64_t, 3> v) -> bool {
      auto it = memo.find(v);
      if (it != memo.end()) return it->second;
      bool w = false;
      for (int i = 0; i < 3; ++i)
        for (uint64_t k = 1; k <= s && k <= v[i] && !w; ++k) { auto t = v; t[i] -= k; w = !wins(t); }
      for (uint64_t k = 1; k <= std::min({v[0], v[1], v[2]}) && !w; ++k) w = !wins({v[0] - k, v[1] - k, v[2] - k});
      return memo[v] = w;
    };
    for (uint64_t m = 0; m <= 14; ++m)
      for (uint64_t n = 0; n <= 14; ++n) {
        Answer a = solve_take_apples(s, m, n);
        REQUIRE(a.first_wins == wins({m, n, n}));
        REQUIRE(a.first_wins == take_apples_search_wins(s, m, n, n));
        if (a.first_wins) REQUIRE_FALSE(a.move.empty());
      }
  }
}

TEST_CASE("independent nim: P iff all runs are 11 - the move clears non-adjacent ones to a P string", "[models][misc]") {
  for (int n = 1; n <= 12; ++n) {
    std::vector<int8_t> win(std::size_t(1) << n, -1);
    for (uint32_t m = 0; m < win.size(); ++m) {  // submasks are smaller, so increasing order works
      bool w = false;
      for (uint32_t s = m; s && !w; s = (s - 1) & m)
        if (!(s & (s >> 1))) w = !win[m & ~s];
      win[m] = w;
    }
    for (uint32_t m = 0; m < win.size(); ++m) {
      std::string bits;
      for (int i = 0; i < n; ++i) bits += ((m >> i) & 1) ? '1' : '0';
      Answer a = solve_independent_nim(bits);
      REQUIRE(a.first_wins == bool(win[m]));
      if (a.first_wins) {
        uint32_t s = 0;
        std::size_t at = 6;  // after "clear "
        while (at < a.move.size()) {
          std::size_t next = a.move.find(' ', at);
          s |= 1u << (std::stoul(a.move.substr(at, next - at)) - 1);
          at = next == std::string::npos ? a.move.size() : next + 1;
        }
        REQUIRE((s & m) == s);
        REQUIRE((s & (s >> 1)) == 0);
        REQUIRE_FALSE(win[m & ~s]);
      }
    }
  }
  REQUIRE_THROWS_AS(solve_independent_nim("0120"), InputError);
}

TEST_CASE("nim xor game (CF 2240C): winning first moves counted by search", "[models][misc]") {
  std::map<V, bool> memo;
  std::function<std::vector<V>(const V&)> moves = [](const V& a) {
    std::vector<V> out;
    V b(a.size(), 0);
    std::function<void(std::size_t)> rec = [&](std::size_t i) {
      if (i == a.size()) {
        uint64_t x = 0, sum = 0;
        for (auto v : b) { x ^= v; sum += v; }
        if (x == 0 && sum > 0) { V t = a; for (std::size_t j = 0; j < a.size(); ++j) t[j] -= b[j]; out.push_back(t); }
        return;
      }
      for (uint64_t v = 0; v <= a[i]; ++v) { b[i] = v; rec(i + 1); }
    };
    rec(0);
    return out;
  };
  std::function<bool(const V&)> wins = [&](const V& a) -> bool {
    auto it = memo.find(a);
    if (it != memo.end()) return it->second;
    bool w = false;
    for (auto& t : moves(a)) if (!wins(t)) { w = true; break; }
    return memo[a] = w;
  };
  for (std::size_t n = 1; n <= 3; ++n) {
    std::vector<V> all{{}};
    for (std::size_t i = 0; i < n; ++i) {
      std::vector<V> next;
      for (auto& p : all) for (uint64_t v = 0; v <= 5; ++v) { V q = p; q.push_back(v); next.push_back(q); }
      all = next;
    }
    for (auto& a : all) {
      uint64_t count = 0;
      for (auto& t : moves(a)) count += !wins(t);
      REQUIRE(xor_game_winning_moves(a) == count);
    }
  }
}

TEST_CASE("new nim (P4301): least first-round take against exhaustive play of the first round", "[models][misc]") {
  std::mt19937 rng(2);
  for (int round = 0; round < 300; ++round) {
    std::size_t k = 1 + rng() % 7;
    V a(k);
    for (auto& x : a) x = 1 + rng() % 15;
    uint64_t best = UINT64_MAX;
    uint32_t all = (1u << k) - 1;
    for (uint32_t keep = 1; keep <= all; ++keep) {  // A keeps a non-empty set
      bool safe = true;  // B wins iff some non-empty kept subset has xor 0 (B keeps exactly it)
      for (uint32_t t = keep; t && safe; t = (t - 1) & keep) {
        uint64_t x = 0;
        for (std::size_t i = 0; i < k; ++i) if ((t >> i) & 1) x ^= a[i];
        safe = x != 0;
      }
      if (!safe) continue;
      uint64_t taken = 0;
      for (std::size_t i = 0; i < k; ++i) if (!((keep >> i) & 1)) taken += a[i];
      best = std::min(best, taken);
    }
    REQUIRE(new_nim_min_take(a) == best);
  }
}

TEST_CASE("hungergame: first player wins iff some non-empty subset has xor 0 (search)", "[models][misc]") {
  // State: per box, -1 = closed (its stones a_i), else stones left in the open box.
  using S = std::vector<int>;
  for (int round = 0; round < 3; ++round) {
    std::map<S, bool> memo;
    V a;
    std::function<bool(const S&)> wins = [&](const S& s) -> bool {
      auto it = memo.find(s);
      if (it != memo.end()) return it->second;
      bool w = false;
      std::size_t n = s.size();
      for (uint32_t open = 1; open < (1u << n) && !w; ++open) {
        bool ok = true;
        for (std::size_t i = 0; i < n; ++i) ok = ok && (!((open >> i) & 1) || s[i] == -1);
        if (!ok) continue;
        S t = s;
        for (std::size_t i = 0; i < n; ++i) if ((open >> i) & 1) t[i] = int(a[i]);
        w = !wins(t);
      }
      for (std::size_t i = 0; i < n && !w; ++i)
        for (int k = 1; k <= s[i] && !w; ++k) { S t = s; t[i] -= k; w = !wins(t); }
      return memo[s] = w;
    };
    std::size_t n = std::size_t(round) + 1;
    std::function<void(std::size_t)> rec = [&](std::size_t i) {
      if (i == n) {
        memo.clear();
        REQUIRE(hungergame_first_wins(a) == wins(S(n, -1)));
        return;
      }
      for (uint64_t v = 0; v <= 3; ++v) { a.push_back(v); rec(i + 1); a.pop_back(); }
    };
    rec(0);
  }
}

TEST_CASE("euclidean nim: E/P/R against retrograde analysis of the heap game", "[models][misc]") {
  for (uint64_t p = 1; p <= 7; ++p)
    for (uint64_t q = 1; q <= 7; ++q) {
      const uint64_t top = 40;
      // result[n][turn]: 0 unknown (draw), 1 mover wins, 2 mover loses; n = 0 is lost for the mover.
      std::vector<std::array<int, 2>> res(top + 1, {0, 0});
      res[0] = {2, 2};
      auto succ = [&](uint64_t n, int t) {
        uint64_t m = t == 0 ? p : q;
        std::vector<uint64_t> out;
        if (n == 0) return out;
        if (n < m) out.push_back(n + m);
        else for (uint64_t k = 1; k * m <= n; ++k) out.push_back(n - k * m);
        return out;
      };
      for (bool changed = true; changed;) {
        changed = false;
        for (uint64_t n = 1; n <= top; ++n)
          for (int t = 0; t < 2; ++t) {
            if (res[n][t]) continue;
            bool all_win = true, any_lose = false;
            for (uint64_t s : succ(n, t)) {
              int r = s <= top ? res[s][1 - t] : 0;
              any_lose = any_lose || r == 2;
              all_win = all_win && r == 1;
            }
            if (any_lose) { res[n][t] = 1; changed = true; }
            else if (all_win) { res[n][t] = 2; changed = true; }
          }
      }
      for (uint64_t n = 1; n <= 20; ++n) {
        char expect = res[n][0] == 1 ? 'E' : res[n][0] == 2 ? 'P' : 'R';
        REQUIRE(euclidean_nim(p, q, n) == expect);
      }
    }
}

TEST_CASE("merge game (BZOJ 3895): take one stone or merge two piles / against exhaustive play", "[models][misc]") {
  std::map<V, bool> memo;
  std::function<bool(V)> wins = [&](V h) -> bool {
    std::sort(h.begin(), h.end());
    auto it = memo.find(h);
    if (it != memo.end()) return it->second;
    bool w = false;
    for (std::size_t i = 0; i < h.size() && !w; ++i) {
      V t = h;
      if (--t[i] == 0) t.erase(t.begin() + long(i));
      w = !wins(t);
      for (std::size_t j = i + 1; j < h.size() && !w; ++j) {
        V u = h;
        u[i] += u[j];
        u.erase(u.begin() + long(j));
        w = !wins(u);
      }
    }
    return memo[h] = w;
  };
  std::function<void(V&, std::size_t)> rec = [&](V& h, std::size_t left) {
    if (!h.empty()) {
      INFO(h.size());
      REQUIRE(merge_game_first_wins(h) == wins(h));
    }
    if (left == 0) return;
    for (uint64_t v = h.empty() ? 1 : h.back(); v <= 5; ++v) { h.push_back(v); rec(h, left - 1); h.pop_back(); }
  };
  V h;
  rec(h, 5);
}

TEST_CASE("misc models: sums and shifted positions past 2^64 - 1 do not wrap", "[models][misc]") {
  using sgp::models::uint128;
  // Three heaps of 2^63: any two have xor 0, so only one may be kept and 2 * 2^63 = 2^64 must be taken
  // (a 64-bit sum wrapped to 0).
  const uint64_t h = uint64_t(1) << 63;
  CHECK(new_nim_min_take({h, h, h}) == uint128(1) << 64);
  // Euclidean Nim is unchanged when p, q and n are all multiplied by k: every move scales. With
  // k = 2^62 the forced first move n + p reaches 2^64 (3 * 2^62 + 2^62), which used to wrap to 0.
  const uint64_t k = uint64_t(1) << 62;
  for (uint64_t p = 1; p <= 3; ++p)
    for (uint64_t q = 1; q <= 3; ++q)
      for (uint64_t n = 1; n <= 3; ++n) {
        INFO(p << ' ' << q << ' ' << n);
        CHECK(euclidean_nim(k * p, k * q, k * n) == euclidean_nim(p, q, n));
      }
  // Piles whose sum wraps to a small number used to pass the table-size check with a wrong table.
  CHECK_THROWS_AS(merge_game_first_wins({h, h, 1}), InputError);
}
