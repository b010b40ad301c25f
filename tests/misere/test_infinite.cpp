/// @file
/// @brief A proof that the misère quotient of 0.354 is infinite from heap 5 on: every outcome of every sum of heaps 1..5 by a finite certificate.
//
// The claim. In 0.354, heap 5 has infinitely many distinct powers in Q_5: the positions 5^(4a+4), a >= 0,
// are pairwise inequivalent in A_5 (every sum of heaps of sizes 0..5). Hence Q_5 is infinite, and so is
// every Q_n, n >= 5, and the quotient of the whole game: if B is a closed subset of A, G == H modulo A
// implies G == H modulo B (fewer summands to tell them apart), so |Q(A)| >= |Q(B)|. No construction can
// pass heap 5 of 0.354, which is why `misere 0.354` stops there at any cap.
//
// Positions. A sum of heaps 1..5 is a count vector v = (i, j, k, l, m) (i heaps of 1, ..., m heaps of 5;
// heaps of 0 add nothing). Its moves change v by a fixed delta per move of one heap; the deltas come from
// the independent search's move generator (tests/misere/brute_misere.hpp), heap by heap. By hand: 1 -> 0;
// 2 -> 1 or 0; 3 -> 2; 4 -> 3 or 1+1; 5 -> 4, 1+2 or 1+1. Every move removes a token, so induction on the
// token count i + 2j + 3k + 4l + 5m is available. Misère: v is P iff it has a move and every move leads to N.
//
// Types. Let d = m - 3j - 4k - 2l. The type t(v) is (i mod 2, j mod 2, min(j,1), min(k,1), l mod 2,
// min(l,2), m mod 6, min(m,2), clip(d, 3), d mod 6), where clip(d, r) is d when |d| <= r, else r + 1 or
// -r - 1. The form d and the residues were read off outcome tables (the edge of the P-positions moves by
// 4 heaps of 5 per heap of 3, 3 per heap of 2, 2 per heap of 4); the test checks them, it does not trust
// them. The finer type t+(v) is the same with every min one higher (min(i,1), min(j,2), min(k,2),
// min(l,3), min(m,3)) and clip(d, 3 + D), D = 4 the largest change of d in one move.
//
// Lemma 1. Whether a move of a given heap is available, and the type of the position it leads to, are
// functions of t+(v). Availability is x >= 1 for the heap's count x, read off min(x, c + 1). A move changes
// each count by -1, +1 or +2: the residues follow; min(x + e, c) follows from x when x <= c (x is then
// known) and is c when x >= c + 1 (then x + e >= c). d changes by at most D: when |d| <= 3 + D it is known and so is
// the new clip; when d > 3 + D the new d is above 3, and below -3 when d < -3 - D. t(v) is a function of
// t+(v) for the same reasons.
//
// Lemma 2 (the certificate). Let F map types to {P, N} such that for every vector v,
//     F(t(v)) = P  iff  v has a move and F(t(w)) = N for every option w of v.      (*)
// Then o(v) = F(t(v)) for every v, by induction on tokens. By Lemma 1 both sides of (*) depend on t+(v)
// only, so (*) needs checking once for each finer type that some vector has.
//
// Coverage. Every finer type is had by a vector with i <= 2, j <= 9, k <= 6, l <= 13, m <= 54. These
// steps keep t+: i -> i - 2 when i >= 3 (d is free of i); (j, m) -> (j - 2, m - 6) when j >= 4, m >= 9;
// (k, m) -> (k - 3, m - 12) when k >= 5, m >= 15; (l, m) -> (l - 6, m - 12) when l >= 9, m >= 15 (each
// keeps d, both residues and every min). When d > 7: j -> j - 2, k -> k - 3, l -> l - 6 (d grows by 6, 12,
// 12, staying above 7 with d mod 6 kept), then m -> m - 6 while m >= 9 and d >= 14. When d < -7: m -> m - 6
// while m >= 9 (d falls), then j -> j - 2, k -> k - 3, l -> l - 6 while d stays below -7. Where no step
// applies: with |d| <= 7, m <= 14 gives 3j + 4k + 2l = m - d <= 21, and m >= 15 gives j <= 3, k <= 4,
// l <= 8, m = d + 3j + 4k + 2l <= 48; with d > 7, j <= 3, k <= 4, l <= 8 and m <= 13 + 41 = 54; with
// d < -7, m <= 8 and either j <= 3, k <= 4, l <= 8, or a step was stopped by d >= -19, so
// 3j + 4k + 2l = m - d <= 27. The test checks (*) on a larger box than that.
//
// F. The exact outcomes of every vector of at most 200 tokens (a table of 27 million entries), grouped by
// type: a type whose vectors had both outcomes would refute the certificate before (*) is checked (none
// does), and every type (*) reads must have been seen. How F was found does not matter to the proof.
//
// The family. For v = (0, 0, k, 1, m), heap 4 plus k heaps of 3 plus m heaps of 5, d = m - 4k - 2 and
// F says: P iff d >= 2 and d = 2 mod 6. The condition depends on t+ only, and the coverage steps keep a
// vector of the family in it (only k and m move), so checking the family's vectors in the box checks all. So X_a = 3^a + 4 gives 5^(4a+4) + X_a = P (d = 2) while
// 5^(4b+4) + X_a = N for b < a (d = 2 - 4(a - b) < 2): 5^(4b+4) and 5^(4a+4) are told apart.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "tests/misere/brute_misere.hpp"

namespace {

using Vec = std::array<int, 5>;  // counts of heaps 1..5
struct Move {
  int heap;   // index 0..4 of the heap moved in
  Vec delta;  // change of the counts
};

// The moves of heaps 1..5 of a code, from the independent search's move generator.
std::vector<Move> moves_of(sgp::test::MisereBrute& brute) {
  std::vector<Move> out;
  for (uint32_t h = 1; h <= 5; ++h) {
    auto options = brute.moves({h});  // sorted multisets; a split a + b is listed once per order
    std::sort(options.begin(), options.end());
    options.erase(std::unique(options.begin(), options.end()), options.end());
    for (const auto& option : options) {
      Vec delta{};
      delta[h - 1] = -1;
      for (uint32_t x : option) ++delta[x - 1];  // options of heaps up to 5 hold heaps 1..4
      out.push_back({int(h) - 1, delta});
    }
  }
  return out;
}

int dform(const Vec& v) { return v[4] - 3 * v[1] - 4 * v[2] - 2 * v[3]; }
int mod(int a, int n) { return ((a % n) + n) % n; }
int clip(int d, int r) { return d < -r ? -r - 1 : d > r ? r + 1 : d; }

constexpr int kClip = 3;
constexpr std::array<int, 5> kMin{0, 1, 1, 2, 2};      // the type's min() of each count
constexpr std::array<int, 5> kResidue{2, 2, 1, 2, 6};  // i, j, l mod 2, m mod 6, k none

// The type of v as an index; `up` = 1 and `r` = kClip + D give the finer type.
std::size_t type_of(const Vec& v, int up, int r) {
  std::size_t t = 0;
  for (int c = 0; c < 5; ++c) {
    t = t * kResidue[c] + mod(v[c], kResidue[c]);
    const int top = kMin[c] + up;
    t = t * (top + 1) + std::min(v[c], top);
  }
  t = t * (2 * r + 3) + (clip(dform(v), r) + r + 1);
  return t * 6 + mod(dform(v), 6);
}

std::size_t type_count(int up, int r) {
  std::size_t n = std::size_t(2 * r + 3) * 6;
  for (int c = 0; c < 5; ++c) n *= std::size_t(kResidue[c]) * std::size_t(kMin[c] + up + 1);
  return n;
}

// Exact outcomes (1 = P) of every vector of at most `most` tokens, in token order; F from them.
struct Table {
  int most;
  std::vector<std::size_t> base;  // (k, l, m) -> first index of its block
  std::vector<int8_t> p;
  int k_span, l_span, m_span;

  explicit Table(int n) : most(n), k_span(n / 3 + 1), l_span(n / 4 + 1), m_span(n / 5 + 1) {
    base.assign(std::size_t(k_span) * l_span * m_span, 0);
    std::size_t total = 0;
    for (int k = 0; k < k_span; ++k)
      for (int l = 0; l < l_span; ++l)
        for (int m = 0; m < m_span; ++m) {
          const int r = 3 * k + 4 * l + 5 * m;
          base[(std::size_t(k) * l_span + l) * m_span + m] = total;
          for (int j = 0; r + 2 * j <= n; ++j) total += std::size_t(n - r - 2 * j + 1);
        }
    p.assign(total, -1);
  }
  std::size_t at(const Vec& v) const {
    const int r = 3 * v[2] + 4 * v[3] + 5 * v[4];
    const std::size_t j = std::size_t(v[1]);
    return base[(std::size_t(v[2]) * l_span + v[3]) * m_span + v[4]] + j * std::size_t(most - r + 1) -
           j * (j - 1) + std::size_t(v[0]);
  }
};

// P (1) when v has a move and `outcome` of every option is N (0); -1 when an option's outcome is unknown.
template <class Outcome>
int by_definition(const Vec& v, const std::vector<Move>& moves, Outcome outcome) {
  bool any = false;
  for (const Move& mv : moves) {
    if (v[mv.heap] == 0) continue;
    any = true;
    Vec w = v;
    for (int c = 0; c < 5; ++c) w[c] += mv.delta[c];
    const int o = outcome(w);
    if (o < 0) return -1;
    if (o == 1) return 0;
  }
  return any ? 1 : 0;
}

}  // namespace

TEST_CASE("misere quotient: 0.354 has an infinite quotient from heap 5 on, proved by a finite certificate", "[misere]") {
  sgp::test::MisereBrute brute({0, 3, 5, 4});
  const std::vector<Move> moves = moves_of(brute);
  REQUIRE(moves.size() == 9);  // 1 + 2 + 1 + 2 + 3, as derived by hand above
  int most_change = 0;
  for (const Move& mv : moves) most_change = std::max(most_change, std::abs(dform(mv.delta)));
  REQUIRE(most_change == 4);
  const int finer_clip = kClip + most_change;

  // Exact outcomes to 200 tokens, checked against the search on small vectors, grouped into F.
  Table table(200);
  std::vector<int8_t> f(type_count(0, kClip), -1);
  long conflicts = 0;
  for (int t = 0; t <= table.most; ++t)
    for (int m = 0; 5 * m <= t; ++m)
      for (int l = 0; 5 * m + 4 * l <= t; ++l)
        for (int k = 0; 5 * m + 4 * l + 3 * k <= t; ++k)
          for (int j = 0; 5 * m + 4 * l + 3 * k + 2 * j <= t; ++j) {
            const Vec v{t - (5 * m + 4 * l + 3 * k + 2 * j), j, k, l, m};
            const int o = by_definition(v, moves, [&](const Vec& w) { return int(table.p[table.at(w)]); });
            table.p[table.at(v)] = int8_t(o);
            int8_t& cell = f[type_of(v, 0, kClip)];
            if (cell < 0) cell = int8_t(o);
            conflicts += cell != o;
          }
  REQUIRE(conflicts == 0);
  for (int i = 0; i <= 3; ++i)
    for (int j = 0; j <= 3; ++j)
      for (int k = 0; k <= 2; ++k)
        for (int l = 0; l <= 2; ++l)
          for (int m = 0; m <= 2; ++m) {
            std::vector<uint32_t> heaps;
            const Vec v{i, j, k, l, m};
            for (int c = 0; c < 5; ++c) heaps.insert(heaps.end(), std::size_t(v[c]), uint32_t(c + 1));
            REQUIRE(table.p[table.at(v)] == (brute.is_p(heaps) ? 1 : 0));
          }

  // (*) on every finer type, each met through the box the coverage argument names (and more).
  const auto F = [&](const Vec& w) { return int(f[type_of(w, 0, kClip)]); };
  std::vector<char> seen(type_count(1, finer_clip), 0);
  long finer = 0, unseen = 0, wrong = 0;
  for (int i = 0; i <= 3; ++i)
    for (int j = 0; j <= 12; ++j)
      for (int k = 0; k <= 12; ++k)
        for (int l = 0; l <= 16; ++l)
          for (int m = 0; m <= 60; ++m) {
            const Vec v{i, j, k, l, m};
            char& s = seen[type_of(v, 1, finer_clip)];
            if (s) continue;
            s = 1;
            ++finer;
            const int want = by_definition(v, moves, F);
            if (want < 0 || F(v) < 0) ++unseen;
            else wrong += want != F(v);
          }
  CHECK(finer > 10000);
  REQUIRE(unseen == 0);
  REQUIRE(wrong == 0);

  // The family 3^k + 4 + 5^m: P exactly when d = m - 4k - 2 is at least 2 and 2 mod 6.
  for (int k = 0; k <= 12; ++k)
    for (int m = 0; m <= 60; ++m) {
      const Vec v{0, 0, k, 1, m};
      const int d = dform(v);
      CHECK(F(v) == ((d >= 2 && mod(d, 6) == 2) ? 1 : 0));
    }
  // So 5^(4b+4) and 5^(4a+4), b < a, are told apart by 3^a + 4: here for a, b up to 12 through F.
  for (int a = 1; a <= 12; ++a) {
    CHECK(F(Vec{0, 0, a, 1, 4 * a + 4}) == 1);
    for (int b = 0; b < a; ++b) CHECK(F(Vec{0, 0, a, 1, 4 * b + 4}) == 0);
  }
}
