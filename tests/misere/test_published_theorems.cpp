/// @file
/// @brief Misère quotients against published structure theorems (even order, |P| = 2, the one quotient of order 8) and Plambeck's table of quaternary games whose heaps are misère nim-heaps.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "sgperiod/misere.hpp"
#include "tests/misere/brute_misere.hpp"
#include "tests/misere/misere_nim.hpp"

namespace {

// Q_n for every n, read off the report's last quotient Q_N (exact for sums of heaps 0..N): the classes
// of sums of heaps 0..n are the submonoid S_n that map[0..n] generate in Q_N, and two of them are one
// element of Q_n exactly when no sum of heaps 0..n tells them apart, that is when P(x z) = P(y z) for
// every z in S_n. Q_n as a table over its classes (class 0 the identity) and its P-portion.
struct SmallQuotient {
  uint64_t order = 0;
  std::vector<uint32_t> table;  // table[x * order + y] = x y
  std::vector<uint8_t> p;
};

std::vector<SmallQuotient> quotients_below(const sgp::MisereReport& r) {
  const uint64_t k = r.order;
  std::vector<SmallQuotient> out;
  std::vector<uint8_t> in(k, 0);
  std::vector<uint32_t> s{0};
  in[0] = 1;
  for (uint64_t n = 0; n < r.heaps_computed; ++n) {
    // Close S under multiplication by heap n's element.
    const uint32_t g = r.map[n];
    for (std::size_t i = 0; i < s.size(); ++i) {
      const uint32_t y = r.table[uint64_t(s[i]) * k + g];
      if (!in[y]) in[y] = 1, s.push_back(y);
    }
    std::map<std::vector<uint8_t>, uint32_t> class_of_sig;
    std::vector<uint32_t> cls(k, 0), rep;
    for (uint32_t x : s) {
      std::vector<uint8_t> sig;
      sig.reserve(k);
      for (uint32_t z = 0; z < k; ++z) sig.push_back(in[z] ? r.p_portion[r.table[uint64_t(x) * k + z]] : 2);
      auto it = class_of_sig.emplace(sig, uint32_t(rep.size())).first;
      if (it->second == rep.size()) rep.push_back(x);
      cls[x] = it->second;
    }
    SmallQuotient q;
    q.order = rep.size();
    for (uint32_t a : rep) {
      q.p.push_back(r.p_portion[a]);
      for (uint32_t b : rep) q.table.push_back(cls[r.table[uint64_t(a) * k + b]]);
    }
    out.push_back(std::move(q));
  }
  return out;
}

// True when some bijection fixing the identity carries a's table and P-portion onto b's.
bool isomorphic(const SmallQuotient& a, const SmallQuotient& b) {
  if (a.order != b.order || a.order > 9) return false;
  const uint32_t k = uint32_t(a.order);
  std::vector<uint32_t> f(k);
  for (uint32_t i = 0; i < k; ++i) f[i] = i;
  do {
    bool ok = true;
    for (uint32_t x = 0; x < k && ok; ++x) {
      ok = a.p[x] == b.p[f[x]];
      for (uint32_t y = 0; y < k && ok; ++y) ok = f[a.table[x * k + y]] == b.table[f[x] * k + f[y]];
    }
    if (ok) return true;
  } while (std::next_permutation(f.begin() + 1, f.end()));
  return false;
}

bool two_to_the_n_plus(uint64_t order, uint64_t plus) {
  return order > plus && ((order - plus) & (order - plus - 1)) == 0;
}

}  // namespace

// A. N. Siegel, "The structure and classification of misère quotients", arXiv math/0703070 (2007), the
// abstract: "if |P| = 2 and Q is finite, then |Q| = 2^n + 2 or 2^n + 4", and "We also include a manual
// proof that there is exactly one quotient of order 8" (so every Q_n of order 8 is 0.75's R8, up to
// isomorphism). T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games", JCTA 115 (2008):
// every misère quotient of impartial games has even order (as quoted in the introduction of
// S. Rubinstein-Salzedo and S. Zhou, "Finite cardinalities of misère quotients", arXiv 2603.18244: "any
// misère quotient of a set of impartial games had even cardinality"); the one exception is the trivial
// quotient of a set with no move at all (order 1, empty P-portion). Checked on Q_n for every n up to 20
// of every 1- and 2-digit octal code, where the construction gets within an order cap of 128.
TEST_CASE("misere quotient: every Q_n has even order, order 2^n + 2 or 2^n + 4 when |P| = 2, and order 8 only as R8",
          "[misere]") {
  const SmallQuotient r8 = quotients_below(sgp::misere("0.75")).back();
  REQUIRE(r8.order == 8);
  SmallQuotient flipped = r8;  // the same monoid with the identity a P-position is another bipartite monoid
  flipped.p[0] ^= 1;
  CHECK_FALSE(isomorphic(r8, flipped));
  uint64_t quotients = 0, with_p2 = 0, of_order_8 = 0;
  std::set<uint64_t> p2_orders;
  for (unsigned a = 0; a < 8; ++a)
    for (unsigned b = 0; b < 8; ++b) {
      if (a == 0 && b == 0) continue;
      const std::string game = "0." + std::to_string(a) + (b ? std::to_string(b) : "");
      sgp::MisereSettings s;
      s.heaps = 21;
      s.max_order = 128;
      const sgp::MisereReport r = sgp::misere(game, s);
      const auto q = quotients_below(r);
      for (uint64_t n = 0; n < q.size(); ++n) {
        const uint64_t order = q[n].order;
        const uint64_t p = uint64_t(std::count(q[n].p.begin(), q[n].p.end(), 1));
        INFO(game << " heap " << n << ": |Q_n| = " << order << ", |P| = " << p);
        CHECK(order == r.orders[n]);  // the reading of Q_n above is right
        ++quotients;
        if (order == 1) {
          CHECK(p == 0);
          continue;
        }
        CHECK(order % 2 == 0);
        if (p == 2) {
          ++with_p2;
          p2_orders.insert(order);
          CHECK((two_to_the_n_plus(order, 2) || two_to_the_n_plus(order, 4)));
        }
        if (order == 8) {
          ++of_order_8;
          CHECK(isomorphic(q[n], r8));
        }
      }
    }
  CHECK(quotients > 800);  // 895: games that pass the cap of 128 stop early
  CHECK(with_p2 > 100);     // 311
  CHECK(of_order_8 > 10);   // 36, all R8
  // Both families occur (the orders with |P| = 2 here: 6, 10, 18 = 2^n + 2 and 8, 12 = 2^n + 4).
  CHECK(p2_orders.count(6));
  CHECK(p2_orders.count(8));
}

// T. E. Plambeck, "Quaternary games", plambeck.org/oldhtml/mathematics/games/misere/quaternary/: "Winning
// Ways contains a table showing that the only two-digit quaternary that does not contain only
// nim-positions is the game .31, called Stalking", and "We've extended this analysis to three-digit
// quaternaries, finding that all these games have only misère nim-heaps as values, except for the seven
// Woolly Mammoths .121, .123, .131, .201, .211, .312 and .331." (Quaternary: the digits 0-3.)
//
// So in every other quaternary code of up to 3 digits heap h is the misère nim-heap *g(h), g its
// normal-play value, and a sum of heaps plays as misère Nim (Bouton): P exactly when some value is at
// least 2 and the values' xor is 0, or every value is at most 1 and their xor is 1. By hand, Q_n is then
// the pairs (x, big) of the xor x and whether some value is at least 2: every pair that occurs is its
// own class (two pairs (x, t) and (x', t) with x != x' differ on adding a sum of value (x, true) or, for
// t false, nothing; (x, false) and (x', true) differ on adding a sum of value (x', true) when x != x' and
// on nothing when x = x'). With V the values of heaps 1..n: (0, false), (1, false) when 1 is in V, and
// (x, true) for every x in the xor-span of V when some value is at least 2; P = {(1, false), (0, true)}
// of those.
TEST_CASE("misere quotient: quaternary codes of Plambeck's table play as misere Nim on their nim-values", "[misere]") {
  const uint32_t top = 30;
  unsigned games = 0;
  for (unsigned code = 1; code < 64; ++code) {
    std::string digits{char('0' + code / 16), char('0' + code / 4 % 4), char('0' + code % 4)};
    while (digits.back() == '0') digits.pop_back();
    if (sgtest::plambeck_wild_quaternary(digits)) continue;
    ++games;
    const std::string game = "0." + digits;
    INFO(game);
    sgp::MisereSettings s;
    s.heaps = top + 1;
    const sgp::MisereReport r = sgp::misere(game, s);
    REQUIRE(r.status != sgp::MisereStatus::Stopped);
    const std::vector<unsigned> g = sgtest::quaternary_nim_values(digits, top);
    std::set<unsigned> span{0};
    bool one = false, big = false;
    for (uint32_t h = 1; h <= top; ++h) {
      INFO("heap " << h << " of value " << g[h]);
      std::set<unsigned> next = span;
      for (unsigned x : span) next.insert(x ^ g[h]);
      span = next;
      one = one || g[h] == 1;
      big = big || g[h] >= 2;
      if (h < r.heaps_computed) CHECK(r.orders[h] == 1 + (one ? 1 : 0) + (big ? span.size() : 0));
      // A heap is the class of its nim-value: *0 the identity, equal values one element.
      const uint32_t e = r.element_of_heap(h);
      CHECK((e == 0) == (g[h] == 0));
      for (uint32_t h2 = 1; h2 < h; ++h2) CHECK((r.element_of_heap(h2) == e) == (g[h2] == g[h]));
    }
    CHECK(r.p_portion_size == (one ? 1u : 0u) + (big ? 1u : 0u));
    // Bouton's rule on every sum of up to three heaps 1..top, on their nim-values.
    sgtest::each_sum(top, 3, [&](const std::vector<uint64_t>& heaps) {
      std::vector<unsigned> values;
      for (uint64_t h : heaps) values.push_back(g[h]);
      INFO("sum of " << heaps.size() << " heaps, the largest " << (heaps.empty() ? 0 : heaps.back()));
      CHECK(sgp::misere_outcome(r, heaps).p == sgtest::bouton_misere_p(values));
    });
  }
  CHECK(games == 55);  // the 63 codes of 1 to 3 digits 0-3, less .31 and the seven
}

// The other side of the same table: each of .31 and the seven has a heap that is no misère nim-heap. Here,
// in each, the outcome search finds a sum of at most three heaps up to 12 that misère Nim on the heaps'
// nim-values gets wrong, and the quotient answers that sum as the search does.
TEST_CASE("misere quotient: .31 and Plambeck's seven Woolly Mammoths do not play as misere Nim", "[misere]") {
  for (const std::string digits : {"31", "121", "123", "131", "201", "211", "312", "331"}) {
    const std::string game = "0." + digits;
    INFO(game);
    const std::vector<unsigned> g = sgtest::quaternary_nim_values(digits, 12);
    std::vector<unsigned> code{0};
    for (char c : digits) code.push_back(unsigned(c - '0'));
    sgp::test::MisereBrute brute(code);
    sgp::MisereSettings s;
    s.heaps = 13;
    const sgp::MisereReport r = sgp::misere(game, s);
    bool found = false;
    sgtest::each_sum(12, 3, [&](const std::vector<uint64_t>& heaps) {
      if (found) return;
      std::vector<unsigned> values;
      for (uint64_t h : heaps) values.push_back(g[h]);
      const bool p = brute.is_p(std::vector<uint32_t>(heaps.begin(), heaps.end()));
      if (p == sgtest::bouton_misere_p(values)) return;
      found = true;
      INFO("sum of " << heaps.size() << " heaps, the largest " << heaps.back());
      CHECK(sgp::misere_outcome(r, heaps).p == p);
    });
    CHECK(found);
  }
}
