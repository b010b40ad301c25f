/// @brief Contest programs on random small inputs against brute-force search of the real games.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "tests/brute.hpp"
#include "tests/contest_util.hpp"

using sgtest::run_contest;
using V = std::vector<uint64_t>;

namespace {
/// Generic win/lose search with memo over a state type.
template <class S>
struct Search {
  std::function<std::vector<S>(const S&)> moves;
  std::map<S, bool> memo;
  bool wins(const S& s) {
    auto it = memo.find(s);
    if (it != memo.end()) return it->second;
    bool w = false;
    for (auto& t : moves(s)) if (!wins(t)) { w = true; break; }
    return memo[s] = w;
  }
};
std::string join(const V& v) {
  std::string s;
  for (auto x : v) s += (s.empty() ? "" : " ") + std::to_string(x);
  return s;
}
std::mt19937 rng(2024);
uint64_t rnd(uint64_t lo, uint64_t hi) { return lo + rng() % (hi - lo + 1); }
}  // namespace

TEST_CASE("contest random: POJ 1067 against the Wythoff game tree", "[contest]") {
  Search<std::pair<int, int>> s;
  s.moves = [](const std::pair<int, int>& p) {
    std::vector<std::pair<int, int>> out;
    for (int k = 1; k <= p.first; ++k) out.push_back({p.first - k, p.second});
    for (int k = 1; k <= p.second; ++k) out.push_back({p.first, p.second - k});
    for (int k = 1; k <= std::min(p.first, p.second); ++k) out.push_back({p.first - k, p.second - k});
    return out;
  };
  std::string in, expect;
  for (int i = 0; i < 300; ++i) {
    int a = int(rnd(0, 40)), b = int(rnd(0, 40));
    in += std::to_string(a) + " " + std::to_string(b) + "\n";
    expect += s.wins({a, b}) ? "1\n" : "0\n";
  }
  REQUIRE(run_contest("poj1067", in) == expect);
}

TEST_CASE("contest random: POJ 3480 / Luogu P2197 / HDU 3032 against heap-game search", "[contest]") {
  Search<V> take, lasker;
  take.moves = [](const V& h) {
    std::vector<V> out;
    for (std::size_t i = 0; i < h.size(); ++i)
      for (uint64_t v = 0; v < h[i]; ++v) { V g = h; g[i] = v; std::sort(g.begin(), g.end()); out.push_back(g); }
    return out;
  };
  lasker.moves = [&](const V& h) {
    auto out = take.moves(h);
    for (std::size_t i = 0; i < h.size(); ++i)
      for (uint64_t a = 1; a < h[i]; ++a) {
        V g = h;
        g[i] = a;
        g.push_back(h[i] - a);
        std::sort(g.begin(), g.end());
        out.push_back(g);
      }
    return out;
  };
  // Misère: the player who cannot move (all heaps empty) has won.
  std::map<V, bool> mis;
  std::function<bool(const V&)> misere = [&](const V& h) -> bool {
    auto it = mis.find(h);
    if (it != mis.end()) return it->second;
    auto ms = take.moves(h);
    bool w = ms.empty();
    for (auto& t : ms) if (!misere(t)) { w = true; break; }
    return mis[h] = w;
  };
  std::string in1, e1, in2, e2, in3, e3;
  const int T = 60;
  in1 = in2 = in3 = std::to_string(T) + "\n";
  for (int i = 0; i < T; ++i) {
    V h(rnd(1, 4));
    for (auto& x : h) x = rnd(1, 5);
    V sorted = h;
    std::sort(sorted.begin(), sorted.end());
    in1 += std::to_string(h.size()) + "\n" + join(h) + "\n";
    e1 += misere(sorted) ? "John\n" : "Brother\n";
    in2 += std::to_string(h.size()) + "\n" + join(h) + "\n";
    e2 += take.wins(sorted) ? "Yes\n" : "No\n";
    V l(rnd(1, 3));
    for (auto& x : l) x = rnd(1, 6);
    V ls = l;
    std::sort(ls.begin(), ls.end());
    in3 += std::to_string(l.size()) + "\n" + join(l) + "\n";
    e3 += lasker.wins(ls) ? "Alice\n" : "Bob\n";
  }
  REQUIRE(run_contest("poj3480", in1) == e1);
  REQUIRE(run_contest("luogu_p2197", in2) == e2);
  REQUIRE(run_contest("hdu3032", in3) == e3);
}

TEST_CASE("contest random: POJ 2425 against recursive search on random DAGs", "[contest]") {
  std::string in, expect;
  for (int c = 0; c < 20; ++c) {
    int n = int(rnd(1, 10));
    std::vector<std::vector<int>> g(n);
    in += std::to_string(n) + "\n";
    for (int u = 0; u < n; ++u) {
      for (int v = 0; v < u; ++v) if (rng() % 3 == 0) g[u].push_back(v);
      in += std::to_string(g[u].size());
      for (int v : g[u]) in += " " + std::to_string(v);
      in += "\n";
    }
    Search<std::vector<int>> s;  // state: sorted token positions
    s.moves = [&](const std::vector<int>& t) {
      std::vector<std::vector<int>> out;
      for (std::size_t i = 0; i < t.size(); ++i)
        for (int v : g[t[i]]) { auto u = t; u[i] = v; std::sort(u.begin(), u.end()); out.push_back(u); }
      return out;
    };
    for (int q = 0; q < 5; ++q) {
      std::vector<int> t(rnd(1, 3));
      for (auto& x : t) x = int(rnd(0, n - 1));
      in += std::to_string(t.size());
      for (int x : t) in += " " + std::to_string(x);
      in += "\n";
      std::sort(t.begin(), t.end());
      expect += s.wins(t) ? "WIN\n" : "LOSE\n";
    }
    in += "0\n";
  }
  REQUIRE(run_contest("poj2425", in) == expect);
}

TEST_CASE("contest random: POJ 2311 against the real cutting game", "[contest]") {
  using Rect = std::pair<int, int>;
  Search<std::vector<Rect>> s;
  // A position where the mover can cut off a 1 x 1 is won at once: model it as a move to an empty,
  // lost position (no sheets left to cut for the opponent).
  s.moves = [](const std::vector<Rect>& sh) {
    std::vector<std::vector<Rect>> out;
    for (std::size_t i = 0; i < sh.size(); ++i) {
      auto [w, h] = sh[i];
      auto add = [&](Rect a, Rect b) {
        if ((a.first == 1 && a.second == 1) || (b.first == 1 && b.second == 1)) { out.push_back({}); return; }
        auto t = sh;
        t.erase(t.begin() + long(i));
        for (Rect r : {a, b}) t.push_back(r.first <= r.second ? r : Rect{r.second, r.first});
        std::sort(t.begin(), t.end());
        out.push_back(t);
      };
      for (int k = 1; k < w; ++k) add({k, h}, {w - k, h});
      for (int k = 1; k < h; ++k) add({w, k}, {w, h - k});
    }
    return out;
  };
  std::string in, expect;
  for (int w = 2; w <= 6; ++w)
    for (int h = 2; h <= 6; ++h) {
      in += std::to_string(w) + " " + std::to_string(h) + "\n";
      expect += s.wins({{std::min(w, h), std::max(w, h)}}) ? "WIN\n" : "LOSE\n";
    }
  REQUIRE(run_contest("poj2311", in) == expect);
}

TEST_CASE("contest random: HDU 3595 against search of Every-SG sums", "[contest]") {
  using P = std::pair<uint64_t, uint64_t>;
  auto moves1 = [](P s) {
    std::vector<P> out;
    if (s.first == 0 || s.second == 0) return out;
    for (uint64_t k = 1; k * s.first <= s.second; ++k) out.push_back({s.first, s.second - k * s.first});
    for (uint64_t k = 1; k * s.second <= s.first; ++k) out.push_back({s.first - k * s.second, s.second});
    return out;
  };
  Search<std::vector<P>> s;
  s.moves = [&](const std::vector<P>& g) {
    std::vector<std::vector<P>> out{{}};
    bool any = false;
    for (auto& c : g) {
      auto m = moves1(c);
      if (m.empty()) m.push_back(c); else any = true;
      std::vector<std::vector<P>> next;
      for (auto& pre : out) for (auto& x : m) { auto t = pre; t.push_back(x); next.push_back(t); }
      out = next;
    }
    if (!any) out.clear();
    return out;
  };
  std::string in, expect;
  for (int c = 0; c < 80; ++c) {
    std::vector<P> g(rnd(1, 2));
    for (auto& p : g) p = {rnd(1, 9), rnd(1, 9)};
    in += std::to_string(g.size()) + "\n";
    for (auto& p : g) in += std::to_string(p.first) + " " + std::to_string(p.second) + "\n";
    expect += s.wins(g) ? "MM\n" : "GG\n";
  }
  REQUIRE(run_contest("hdu3595", in) == expect);
}

TEST_CASE("contest random: Remove the Prime against the real game", "[contest]") {
  Search<V> s;
  s.moves = [](const V& a) {
    std::vector<V> out;
    for (uint64_t p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29})
      for (std::size_t l = 0; l < a.size(); ++l)
        for (std::size_t r = l; r < a.size() && a[r] % p == 0; ++r) {
          V t = a;
          for (std::size_t i = l; i <= r; ++i) while (t[i] % p == 0) t[i] /= p;
          out.push_back(t);
        }
    return out;
  };
  for (int c = 0; c < 25; ++c) {
    V a(rnd(1, 4));
    for (auto& x : a) x = rnd(1, 30);
    REQUIRE(run_contest("ptz2021_winter_d5_g", std::to_string(a.size()) + "\n" + join(a) + "\n") ==
            (s.wins(a) ? "First\n" : "Second\n"));
  }
}

TEST_CASE("contest random: flying turtles / POJ 1704 / Luogu P3480 against coin and pile search", "[contest]") {
  // Welter (jumps allowed) and silver dollar (no jumps) on bitmasks of squares 1..10 (bit p-1).
  auto coin_search = [](bool jump) {
    Search<uint32_t> s;
    s.moves = [jump](const uint32_t& m) {
      std::vector<uint32_t> out;
      for (int p = 0; p < 12; ++p)
        if ((m >> p) & 1)
          for (int q = p - 1; q >= 0; --q) {
            if ((m >> q) & 1) { if (jump) continue; else break; }
            out.push_back(m ^ (1u << p) ^ (1u << q));
          }
      return out;
    };
    return s;
  };
  auto welter = coin_search(true), silver = coin_search(false);
  std::string in1 = "40\n", e1, in2 = "40\n", e2;
  for (int c = 0; c < 40; ++c) {
    uint32_t m = 0;
    while (!m) m = uint32_t(rng()) & 0x3FF;
    V sq;
    for (int p = 0; p < 10; ++p) if ((m >> p) & 1) sq.push_back(uint64_t(p + 1));
    std::shuffle(sq.begin(), sq.end(), rng);
    in1 += std::to_string(sq.size()) + "\n" + join(sq) + "\n";
    e1 += welter.wins(m) ? "YES\n" : "NO\n";
    in2 += std::to_string(sq.size()) + "\n" + join(sq) + "\n";
    e2 += silver.wins(m) ? "Georgia will win\n" : "Bob will win\n";
  }
  REQUIRE(run_contest("flying_turtles", in1) == e1);
  REQUIRE(run_contest("poj1704", in2) == e2);
  Search<V> peb;
  peb.moves = [](const V& p) {
    std::vector<V> out;
    for (std::size_t i = 0; i < p.size(); ++i)
      for (uint64_t v = i ? p[i - 1] : 0; v < p[i]; ++v) { V t = p; t[i] = v; out.push_back(t); }
    return out;
  };
  std::string in3 = "50\n", e3;
  for (int c = 0; c < 50; ++c) {
    V p(rnd(1, 4));
    for (auto& x : p) x = rnd(0, 6);
    std::sort(p.begin(), p.end());
    in3 += std::to_string(p.size()) + "\n" + join(p) + "\n";
    e3 += peb.wins(p) ? "TAK\n" : "NIE\n";
  }
  REQUIRE(run_contest("luogu_p3480", in3) == e3);
}

TEST_CASE("contest random: POJ 3537 against the real strip game", "[contest]") {
  for (int n = 3; n <= 14; ++n) {
    Search<uint32_t> s;
    s.moves = [n](const uint32_t& m) {
      std::vector<uint32_t> out;
      for (int p = 0; p < n; ++p) {
        if ((m >> p) & 1) continue;
        uint32_t t = m | (1u << p);
        bool three = false;
        for (int st = std::max(0, p - 2); st <= p && st + 2 < n; ++st) three = three || ((t >> st) & 7u) == 7u;
        out.push_back(three ? 0xFFFFFFFFu : t);  // completing three: the opponent is left a lost dummy
      }
      return out;
    };
    s.memo[0xFFFFFFFFu] = false;
    REQUIRE(run_contest("poj3537", std::to_string(n) + "\n") == (s.wins(0) ? "1\n" : "2\n"));
  }
}

TEST_CASE("contest random: QOJ 14552 against the chord game", "[contest]") {
  using Ch = std::vector<std::pair<int, int>>;
  std::string in = "60\n", expect;
  for (int c = 0; c < 60; ++c) {
    int n = int(rnd(1, 9));
    Ch ch;
    for (int tries = 0; tries < 3; ++tries) {
      int a = int(rnd(0, n - 1)), b = int(rnd(0, n - 1));
      if (a == b) continue;
      if (a > b) std::swap(a, b);
      bool ok = true;
      for (auto [x, y] : ch) ok = ok && x != a && x != b && y != a && y != b && ((a < x && x < b) == (a < y && y < b));
      if (ok) ch.push_back({a, b});
    }
    Search<Ch> s;
    s.moves = [n](const Ch& cur) {
      std::vector<Ch> out;
      std::vector<char> used(n, 0);
      for (auto [a, b] : cur) used[a] = used[b] = 1;
      for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) {
          if (used[a] || used[b]) continue;
          bool cross = false;
          for (auto [x, y] : cur) cross = cross || ((a < x && x < b) != (a < y && y < b));
          if (cross) continue;
          Ch t = cur;
          t.push_back({a, b});
          std::sort(t.begin(), t.end());
          out.push_back(t);
        }
      return out;
    };
    Ch start = ch;
    std::sort(start.begin(), start.end());
    in += std::to_string(n) + " " + std::to_string(ch.size()) + "\n";
    for (auto [a, b] : ch) in += std::to_string(b) + " " + std::to_string(a) + "\n";
    expect += s.wins(start) ? "YES\n" : "NO\n";
  }
  REQUIRE(run_contest("qoj14552", in) == expect);
}

TEST_CASE("contest random: NC26003 / ARC225 B / CF 2240C / P4301 / P10506 / BZOJ 4147 against search", "[contest]") {
  // Take Apples on (M, N, N), M >= 1.
  Search<std::array<uint64_t, 4>> apples;  // (S, a, b, c)
  apples.moves = [](const std::array<uint64_t, 4>& v) {
    std::vector<std::array<uint64_t, 4>> out;
    for (int i = 1; i <= 3; ++i)
      for (uint64_t k = 1; k <= v[0] && k <= v[i]; ++k) { auto t = v; t[i] -= k; out.push_back(t); }
    for (uint64_t k = 1; k <= std::min({v[1], v[2], v[3]}); ++k) out.push_back({v[0], v[1] - k, v[2] - k, v[3] - k});
    return out;
  };
  std::string in, expect;
  for (int c = 0; c < 60; ++c) {
    uint64_t s = rnd(1, 4), m = rnd(1, 12), n = rnd(0, 12);
    in += std::to_string(s) + " " + std::to_string(m) + " " + std::to_string(n) + "\n";
    expect += apples.wins({s, m, n, n}) ? "Alice\n" : "Bob\n";
  }
  REQUIRE(run_contest("nowcoder_nc26003", in) == expect);

  // Independent Nim: clear any non-empty set of pairwise non-adjacent ones.
  Search<uint32_t> ind;
  ind.moves = [](const uint32_t& m) {
    std::vector<uint32_t> out;
    for (uint32_t s = m; s; s = (s - 1) & m) if (!(s & (s >> 1))) out.push_back(m & ~s);
    return out;
  };
  in = "40\n";
  expect.clear();
  for (int c = 0; c < 40; ++c) {
    int n = int(rnd(1, 10));
    uint32_t m = uint32_t(rng()) & ((1u << n) - 1);
    in += std::to_string(n) + "\n";
    for (int i = 0; i < n; ++i) in += std::string(i ? " " : "") + (((m >> i) & 1) ? "1" : "0");
    in += "\n";
    expect += ind.wins(m) ? "Alice\n" : "Bob\n";
  }
  REQUIRE(run_contest("atcoder_arc225_b", in) == expect);

  // CF 2240C: count first moves b (0 <= b <= a, xor 0, b != 0) to losing positions; a_i >= 1.
  Search<V> xg;
  auto xmoves = [](const V& a) {
    std::vector<V> out;
    V b(a.size(), 0);
    std::function<void(std::size_t)> rec = [&](std::size_t i) {
      if (i == a.size()) {
        uint64_t x = 0, sum = 0;
        for (auto v : b) { x ^= v; sum += v; }
        if (x == 0 && sum) { V t = a; for (std::size_t j = 0; j < a.size(); ++j) t[j] -= b[j]; out.push_back(t); }
        return;
      }
      for (uint64_t v = 0; v <= a[i]; ++v) { b[i] = v; rec(i + 1); }
    };
    rec(0);
    return out;
  };
  xg.moves = xmoves;
  in = "30\n";
  expect.clear();
  for (int c = 0; c < 30; ++c) {
    V a(rnd(1, 3));
    for (auto& x : a) x = rnd(1, 5);
    uint64_t count = 0;
    for (auto& t : xmoves(a)) count += !xg.wins(t);
    in += std::to_string(a.size()) + "\n" + join(a) + "\n";
    expect += std::to_string(count) + "\n";
  }
  REQUIRE(run_contest("cf2240c", in) == expect);

  // P4301: brute force over what the first player keeps.
  for (int c = 0; c < 15; ++c) {
    V a(rnd(1, 6));
    for (auto& x : a) x = rnd(1, 12);
    uint64_t best = UINT64_MAX;
    for (uint32_t keep = 1; keep < (1u << a.size()); ++keep) {
      bool safe = true;
      for (uint32_t t = keep; t && safe; t = (t - 1) & keep) {
        uint64_t x = 0;
        for (std::size_t i = 0; i < a.size(); ++i) if ((t >> i) & 1) x ^= a[i];
        safe = x != 0;
      }
      uint64_t taken = 0;
      for (std::size_t i = 0; i < a.size(); ++i) if (!((keep >> i) & 1)) taken += a[i];
      if (safe) best = std::min(best, taken);
    }
    REQUIRE(run_contest("luogu_p4301", std::to_string(a.size()) + "\n" + join(a) + "\n") == std::to_string(best) + "\n");
  }

  // P10506: the divisor game on multisets of heaps (heaps of 1 dropped).
  Search<V> beads;
  beads.moves = sgp::brute::beads_moves;
  in.clear();
  expect.clear();
  for (int c = 0; c < 30; ++c) {
    V a(rnd(1, 3));
    for (auto& x : a) x = rnd(1, 16);
    V key;
    for (auto x : a) if (x > 1) key.push_back(x);
    std::sort(key.begin(), key.end());
    in += std::to_string(a.size()) + "\n" + join(a) + "\n";
    expect += beads.wins(key) ? "freda\n" : "rainbow\n";
  }
  REQUIRE(run_contest("luogu_p10506", in) == expect);

  // BZOJ 4147: play out with draws by retrograde analysis on (n, player), n <= 40.
  in = "";
  expect.clear();
  int cases = 0;
  for (uint64_t p = 1; p <= 6; ++p)
    for (uint64_t q = 1; q <= 6; ++q)
      for (uint64_t n = 1; n <= 12; n += 1 + rng() % 3) {
        const uint64_t top = 40;
        std::vector<std::array<int, 2>> res(top + 1, {0, 0});
        res[0] = {2, 2};
        for (bool changed = true; changed;) {
          changed = false;
          for (uint64_t x = 1; x <= top; ++x)
            for (int t = 0; t < 2; ++t) {
              if (res[x][t]) continue;
              uint64_t md = t ? q : p;
              std::vector<uint64_t> su;
              if (x < md) su.push_back(x + md); else for (uint64_t k = 1; k * md <= x; ++k) su.push_back(x - k * md);
              bool any_lose = false, all_win = true;
              for (auto y : su) { int r = y <= top ? res[y][1 - t] : 0; any_lose |= r == 2; all_win &= r == 1; }
              if (any_lose) { res[x][t] = 1; changed = true; } else if (all_win) { res[x][t] = 2; changed = true; }
            }
        }
        ++cases;
        in += std::to_string(p) + " " + std::to_string(q) + " " + std::to_string(n) + "\n";
        expect += res[n][0] == 1 ? "E\n" : res[n][0] == 2 ? "P\n" : "R\n";
      }
  REQUIRE(run_contest("bzoj4147", std::to_string(cases) + "\n" + in) == expect);
}

TEST_CASE("contest random: BZOJ 3895 against exhaustive play", "[contest]") {
  Search<V> s;
  s.moves = [](const V& h) {
    std::vector<V> out;
    for (std::size_t i = 0; i < h.size(); ++i) {
      V t = h;
      if (--t[i] == 0) t.erase(t.begin() + long(i));
      std::sort(t.begin(), t.end());
      out.push_back(t);
      for (std::size_t j = i + 1; j < h.size(); ++j) {
        V u = h;
        u[i] += u[j];
        u.erase(u.begin() + long(j));
        std::sort(u.begin(), u.end());
        out.push_back(u);
      }
    }
    return out;
  };
  std::string in = "40\n", expect;
  for (int c = 0; c < 40; ++c) {
    V a(rnd(1, 4));
    for (auto& x : a) x = rnd(1, 5);
    in += std::to_string(a.size()) + "\n" + join(a) + "\n";
    std::sort(a.begin(), a.end());
    expect += s.wins(a) ? "YES\n" : "NO\n";
  }
  REQUIRE(run_contest("bzoj3895", in) == expect);
}

TEST_CASE("contest random: BZOJ 3759 against search of the box game", "[contest]") {
  // A box is -(a + 1) while closed with a stones inside, else the stones left in it once open. A move
  // opens a non-empty set of closed boxes, or takes k >= 1 stones from one open box. Boxes are
  // interchangeable, so states are kept sorted.
  Search<std::vector<int>> s;
  s.moves = [](const std::vector<int>& b) {
    std::vector<std::vector<int>> out;
    std::size_t n = b.size();
    for (uint32_t open = 1; open < (1u << n); ++open) {
      bool ok = true;
      for (std::size_t i = 0; i < n; ++i) ok = ok && (!((open >> i) & 1) || b[i] < 0);
      if (!ok) continue;
      std::vector<int> t = b;
      for (std::size_t i = 0; i < n; ++i) if ((open >> i) & 1) t[i] = -t[i] - 1;
      std::sort(t.begin(), t.end());
      out.push_back(t);
    }
    for (std::size_t i = 0; i < n; ++i)
      for (int k = 1; k <= b[i]; ++k) {
        std::vector<int> t = b;
        t[i] -= k;
        std::sort(t.begin(), t.end());
        out.push_back(t);
      }
    return out;
  };
  std::string in = "200\n", expect;
  for (int c = 0; c < 200; ++c) {
    V a(rnd(1, 4));
    for (auto& x : a) x = rnd(0, 3);
    std::vector<int> start;
    for (auto x : a) start.push_back(-int(x) - 1);
    std::sort(start.begin(), start.end());
    in += std::to_string(a.size()) + "\n" + join(a) + "\n";
    expect += s.wins(start) ? "Yes\n" : "No\n";
  }
  REQUIRE(run_contest("bzoj3759", in) == expect);
}

TEST_CASE("contest random: BZOJ 3759 at sum n = 10^6", "[contest]") {
  // More than 30 numbers below 2^30 are always linearly dependent, so a case with 999970 random boxes
  // is Yes; the 30 powers of two 1..2^29 are independent, so that case is No.
  std::string in = "2\n999970\n";
  for (int i = 0; i < 999970; ++i) in += std::to_string(rnd(1, 1000000000)) + (i + 1 < 999970 ? " " : "\n");
  in += "30\n";
  for (int i = 0; i < 30; ++i) in += std::to_string(1u << i) + (i + 1 < 30 ? " " : "\n");
  REQUIRE(run_contest("bzoj3759", in) == "Yes\nNo\n");
}
