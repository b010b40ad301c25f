/// @file
/// @brief Misère quotients against published facts and hand derivations: misère Nim (Bouton), 0.75 (Plambeck), Q_30 of 0.07 (Siegel), 0.312 and its genus sequence (Plambeck), 0.15 and 0.115 solved (Siegel), the theorem's bound.
#include <catch2/catch.hpp>

#include <string>

#include "misere/periodic.hpp"
#include "misere/quotient.hpp"
#include "octal/game.hpp"
#include "octal/rules.hpp"
#include "sgperiod/genus.hpp"
#include "sgperiod/misere.hpp"
#include "tests/misere/brute_misere.hpp"
#include "tests/misere/misere_nim.hpp"

// C. L. Bouton, "Nim, a game with a complete mathematical theory", Ann. of Math. 3 (1901-02): in misère Nim
// the player to move loses exactly when some heap is larger than 1 and the xor of the heaps is 0, or every
// heap is at most 1 and their number is odd. Nim with heaps up to 12 is the code 0.333333333333 there.
TEST_CASE("misere quotient: misere Nim follows Bouton's rule", "[misere]") {
  sgp::MisereSettings s;
  s.heaps = 13;
  const sgp::MisereReport r = sgp::misere("0.333333333333", s);
  REQUIRE(r.heaps_computed == 13);
  sgtest::each_sum(12, 4, [&](const std::vector<uint64_t>& heaps) {
    INFO("heaps " << heaps.size());
    const sgp::MisereAnswer a = sgp::misere_outcome(r, heaps);
    CHECK(a.p == sgtest::bouton_misere_p(heaps));
    CHECK(a.terminal == heaps.empty());
  });
  // Heaps 0..3 of misère Nim: the quotient <a, b | a^2 = 1, b^3 = b> of order 6, P = {a, b^2}
  // (Plambeck and Siegel 2008, the tame quotient T_2 of nim-heaps *0..*3).
  s.heaps = 4;
  const sgp::MisereReport small = sgp::misere("0.333", s);
  CHECK(small.order == 6);
  CHECK(small.relations == std::vector<std::string>{"a^2 = 1", "b^3 = b"});
  CHECK(small.p_portion_size == 2);
}

// T. E. Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5 (2005) G05: misère 0.75
// has the quotient R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2> of order 8 with P-portion
// {a, b^2}, heap 1 -> a, heap 2 -> b, heap 5 -> c. A. N. Siegel, "The structure and classification of
// misère quotients", arXiv math/0703070, abstract: "there is exactly one quotient of order 8" (every
// order-8 Q_n of the 1- and 2-digit codes is checked isomorphic to this one in test_published_theorems.cpp).
TEST_CASE("misere quotient: 0.75 is proven with Plambeck's quotient R8", "[misere]") {
  const sgp::MisereReport r = sgp::misere("0.75");
  REQUIRE(r.status == sgp::MisereStatus::Proven);
  CHECK(r.order == 8);
  CHECK(r.p_portion_size == 2);
  CHECK(r.generator_heaps == std::vector<uint64_t>{1, 2, 5});
  std::vector<std::string> rel = r.relations;
  std::sort(rel.begin(), rel.end());
  CHECK(rel == std::vector<std::string>{"a^2 = 1", "b c = a b", "b^3 = b", "c^2 = b^2"});
  std::vector<std::string> p;
  for (std::size_t x = 0; x < r.order; ++x)
    if (r.p_portion[x]) p.push_back(r.elements[x]);
  CHECK(p == std::vector<std::string>{"a", "b^2"});
}

// A. N. Siegel, answering questions on MisereSolver in T. E. Plambeck's blog "Advances in Losing"
// (miseregames.wordpress.com, "Some MisereSolver questions answered", 28 August 2007): "Q_30(0.07) has size
// 360" (java -jar misere.jar 0.07 -maxheap 30: the quotient of Dawson's Kayles' heaps 0..30).
TEST_CASE("misere quotient: Dawson's Kayles Q_30 has Siegel's order 360", "[misere]") {
  sgp::MisereSettings s;
  s.heaps = 31;
  const sgp::MisereReport r = sgp::misere("0.07", s);
  REQUIRE(r.heaps_computed == 31);
  CHECK(r.order == 360);
}

// T. E. Plambeck, "0.312" (plambeck.org/oldhtml/mathematics/games/misere/quaternary/0312/, "Status: SOLVED
// [4 February 2003]"): the heaps' misère values are 1, 2, 2+, g0 = {2+, 1}, 2+, 2++, g1 = {g0, 2++}, 2++,
// 2+++, g2 = {g1, 2+++}, ... for heaps 1, 2, 3, ..., and "Except for the heap of size 4, we can pretend
// that individual games are adders": heaps 1, 2, 3, ..., 10 pretend to be :1 :2 :4 A :4 :5 :4 :5 :4 :5
// "etc (period 2)", where A is heap 4, and "We can pretend that A + A = :0" (:0 the zero adder, the empty
// sum). Pretending is equality in the quotient: heaps 3, 5, 7, ... are one element, heaps 6, 8, 10, ...
// another, the map has period 2, and heap 4 squared is the identity.
TEST_CASE("misere quotient: 0.312 pretends as Plambeck's adders with period 2 and A + A = :0", "[misere]") {
  const sgp::MisereReport r = sgp::misere("0.312");
  REQUIRE(r.status == sgp::MisereStatus::Proven);
  CHECK(r.map_period == 2);
  const uint32_t four = r.element_of_heap(3), five = r.element_of_heap(6);  // :4 and :5
  for (uint64_t h = 5; h <= 60; h += 2) {
    INFO("heaps " << h << " and " << h + 1);
    CHECK(r.element_of_heap(h) == four);
    CHECK(r.element_of_heap(h + 1) == five);
  }
  const uint32_t a = r.element_of_heap(4);
  CHECK(r.table[uint64_t(a) * r.order + a] == 0);  // A + A = :0
  // The adders are not all one element: :4 (heap 3, whose only move is to *2) is a P-position, :5 is not.
  CHECK(r.p_portion[four]);
  CHECK_FALSE(r.p_portion[five]);
}

// The same page: "Single heap genus sequence: 1^{03131} 2^{20} 0^{02} 2^{1420} 0^{02} 1^{13} ... which is
// also periodic of length two (the last two values repeat indefinitely)", heaps 1 to 6. In CGSuite's
// notation the superscript stops where its last two entries start to alternate: 1^{03131} is 1^031.
// Plambeck writes every genus in full; CGSuite's symbol abbreviates tame ones ("1" for 1^031), so the
// full genus (the nim-value and the superscript sequence) is what is compared.
TEST_CASE("genus: 0.312 heaps 1 to 6 as Plambeck gives them, then period 2", "[misere]") {
  sgp::GenusSettings s;
  s.max_heap = 20;
  const sgp::GenusReport g = sgp::genus(sgp::parse_game("0.312"), s);
  REQUIRE(g.heaps.size() == 21);
  auto full = [&](std::size_t h) {
    std::string t = std::to_string(g.heaps[h].normal) + "^";
    for (uint32_t d : g.heaps[h].superscript) t += std::to_string(d);
    return t;
  };
  const std::vector<std::string> want{"1^031", "2^20", "0^02", "2^1420", "0^02", "1^13"};
  for (std::size_t h = 1; h <= want.size(); ++h) CHECK(full(h) == want[h - 1]);
  for (std::size_t h = 5; h + 2 < g.heaps.size(); ++h) CHECK(full(h + 2) == full(h));
  CHECK(g.heaps[4].tameness == sgp::Tameness::Wild);  // 2^1420 is no tame genus
}

// T. E. Plambeck, "Advances in Losing" blog, "MisereSolver" (19 July 2005): Siegel's program computes the
// misère quotient heap by heap, and "He's solved .15 (Guiles), .115, .114, and a bunch of wild quaternary
// games using this software": their quotients are finite, so a periodic map must be proven. (0.114 is not
// checked here: at heap 25 a candidate passes the default order cap of 2048, and 8192 as well.)
TEST_CASE("misere quotient: Siegel's solved games 0.15 and 0.115 are proven finite", "[misere]") {
  CHECK(sgp::misere("0.15").status == sgp::MisereStatus::Proven);
  sgp::MisereSettings s;
  s.heaps = 300;  // 0.115's map is periodic from heap 92 with period 14: the theorem needs heaps to 214
  CHECK(sgp::misere("0.115", s).status == sgp::MisereStatus::Proven);
}

// Proven Kayles (its map has period 12) against the outcome search on every sum of two heaps with 30
// tokens or fewer, which lie inside the heaps its proof computed; heaps past them (10^12) only through
// winning moves that must lead to P-positions. tests/misere/test_periodic.cpp checks codes proven from few
// heaps against the search past those heaps.
TEST_CASE("misere quotient: proven Kayles agrees with the search on sums of two heaps, its moves lead to P-positions", "[misere]") {
  const sgp::MisereReport r = sgp::misere("kayles");
  REQUIRE(r.status == sgp::MisereStatus::Proven);
  CHECK(r.map_period == 12);  // the normal-play period of Kayles (Winning Ways ch. 4) is 12 as well
  sgp::test::MisereBrute brute({0, 7, 7});
  for (uint64_t a = 1; a <= 30; ++a)
    for (uint64_t b = 0; a + b <= 30 && b <= a; ++b) {
      std::vector<uint64_t> heaps{a};
      if (b) heaps.push_back(b);
      INFO(a << " + " << b);
      CHECK(sgp::misere_outcome(r, heaps).p == brute.is_p(std::vector<uint32_t>(heaps.begin(), heaps.end())));
    }
  // A winning move from an N-position leads to a P-position (for a heap of 10^12 too).
  for (const std::vector<uint64_t>& sum : {std::vector<uint64_t>{1000000000000ull, 7}, {3, 5, 7}, {25, 27}}) {
    const sgp::MisereAnswer a = sgp::misere_outcome(r, sum);
    if (a.p) continue;
    std::vector<uint64_t> next;
    for (std::size_t i = 0; i < sum.size(); ++i)
      if (i != a.heap_index) next.push_back(sum[i]);
    next.insert(next.end(), a.leaves.begin(), a.leaves.end());
    CHECK(sgp::misere_outcome(r, next).p);
  }
}

// The theorem's bound by hand: a code with largest removal k = 2 that splits (s = 2), a map periodic
// with period 2 from heap 3 on, needs heaps below 2 (3 + 2) + 2 = 12 checked: heaps 0..11 prove it,
// heaps 0..10 do not.
TEST_CASE("misere periodicity theorem: the bound s (n0 + p) + k", "[misere]") {
  const sgp::MoveRules rules(sgp::parse_game("0.77").code);
  std::vector<sgp::mq::Elem> phi{0, 1, 2, 3, 4, 3, 4, 3, 4, 3, 4};
  CHECK_FALSE(sgp::mq::prove_map_period(phi, rules).has_value());
  phi.push_back(3);  // heaps 0..11: phi(m) = phi(m - 2) for 5 <= m <= 11, so preperiod 3
  const auto proof = sgp::mq::prove_map_period(phi, rules);
  REQUIRE(proof.has_value());
  CHECK(proof->period == 2);
  CHECK(proof->preperiod == 3);
  CHECK(proof->needed == 12);
  // Never for codes with infinitely many moves.
  CHECK_FALSE(sgp::mq::prove_map_period(phi, sgp::MoveRules(sgp::parse_game("0.[3]").code)).has_value());
}
