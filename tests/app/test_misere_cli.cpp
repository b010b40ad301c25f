/// @file
/// @brief `sgperiod misere` and `sgperiod solve misere`: the summary, the CSV, answers, and bad input refused with exit status 2.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "tests/cli_util.hpp"

using sgtest::lines;

TEST_CASE("misere cli: summary and csv of a proven quotient", "[misere][cli]") {
  const std::string csv = "misere-cli.csv";
  auto r = sgtest::cli("misere 0.75 0.31 --csv " + csv);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("status         proven") != std::string::npos);
  CHECK(r.out.find("presentation   <a, b, c |") != std::string::npos);
  const auto rows = lines(sgtest::slurp(csv));
  REQUIRE(rows.size() == 3);
  CHECK(rows[0] == "game,canonical,heaps,status,order,p_portion_size,map_preperiod,map_period,seconds,presentation");
  // 0.75: Plambeck's R8, order 8 with P-portion {a, b^2} (INTEGERS 5 (2005) G05).
  CHECK(rows[1].rfind("0.75,0.75,", 0) == 0);
  CHECK(rows[1].find(",proven,8,2,") != std::string::npos);
  std::remove(csv.c_str());
}

// 0.354's quotient is infinite from heap 5 on (proved in tests/misere/test_infinite.cpp): the run stops
// there and says so, with what the stop proves about Q_5 (its certificate is checked in tests/misere/test_bound.cpp).
TEST_CASE("misere cli: a stopped quotient says where and what it proves about the next order", "[misere][cli]") {
  auto r = sgtest::cli("misere 0.354 -n 8 --max-order 64");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("status         stopped") != std::string::npos);
  CHECK(r.out.find("stopped        at heap 5 ") != std::string::npos);
  CHECK(r.out.find("; Q_5 has at least ") != std::string::npos);
  CHECK(r.out.find(" elements (proved)") != std::string::npos);
}

TEST_CASE("misere cli: solve misere answers sums with a winning move", "[misere][cli]") {
  // Misère Nim to heap 7 (0.3333333): Bouton's rule by hand. 1 1 1: odd count of ones, P. 2 2: xor 0, P.
  // 1 2 3: xor 0 with a heap above 1, P. 1 1: N, take one heap. 3: N, leave 1 (one heap of 1 is P).
  auto r = sgtest::cli("solve misere 0.3333333 -n 8", "1 1 1\n2 2\n1 2 3\n1 1\n3\n# comment\n");
  REQUIRE(r.status == 0);
  CHECK(lines(r.out) == std::vector<std::string>{"P", "P", "P", "N heap 1: 1 -> 0", "N heap 1: 3 -> 1"});
}

TEST_CASE("misere cli: a quotient stopped inside a heap answers the sums of its frontier", "[misere][cli]") {
  // Misère Nim to heap 7 with max_order 8 stops at heap 4; its frontier there answers every sum of heaps
  // 0..4. Bouton by hand: 4 4 has xor 0 and a heap above 1, P. 4 1: N, and 4 -> 0 is the one winning move
  // (it leaves one heap of 1; 4 -> 1 leaves two ones, 4 -> 2 or 3 a non-zero xor, 1 -> 0 a lone heap of 4).
  auto r = sgtest::cli("misere 0.3333333 -n 8 --max-order 8");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("stopped        at heap 4 ") != std::string::npos);
  CHECK(r.out.find("every sum of heaps 0..4 is answered") != std::string::npos);
  r = sgtest::cli("solve misere 0.3333333 -n 8 --max-order 8", "4 4\n4 1\n");
  REQUIRE(r.status == 0);
  CHECK(lines(r.out) == std::vector<std::string>{"P", "N heap 1: 4 -> 0"});
  r = sgtest::cli("solve misere 0.3333333 -n 8 --max-order 8", "4 5\n");
  CHECK(r.status == 2);
  CHECK(r.err.find("past the heaps computed") != std::string::npos);
}

TEST_CASE("misere cli: bad input is refused with exit status 2", "[misere][cli]") {
  auto r = sgtest::cli("misere grundy");
  CHECK(r.status == 2);
  CHECK(r.err.find("misère quotients take finite") != std::string::npos);
  r = sgtest::cli("misere 0.77 -n 1e9");
  CHECK(r.status == 2);
  CHECK(r.err.find("more than 100000 heaps") != std::string::npos);
  r = sgtest::cli("misere 0.77 --max-order 1");
  CHECK(r.status == 2);
  r = sgtest::cli("solve misere 0.75", "3 x\n");
  CHECK(r.status == 2);
  CHECK(r.err.find("line 1: 'x' is not a heap size") != std::string::npos);
  r = sgtest::cli("solve misere 0.77 -n 10", "12\n");
  CHECK(r.status == 2);
  CHECK(r.err.find("past the heaps computed") != std::string::npos);
  r = sgtest::cli("solve misere", "1\n");
  CHECK(r.status == 2);
  r = sgtest::cli("solve misere 0.[3]", "1\n");
  CHECK(r.status == 2);
}

TEST_CASE("misere cli: --genus prints Dawson's Kayles' published wild genera", "[misere][cli][genus]") {
  // CGSuite's published table of game.heap.DawsonsKayles (GameHeapTest.scala in aaron-siegel/cgsuite;
  // Winning Ways 2nd ed. vol. 2 ch. 13): heap 10 is 3^1431, heap 12 is 2^0520 and heap 14 is 4^146, wild.
  auto r = sgtest::cli("misere dawson-kayles --genus -n 15");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("0.07 genus, heaps 0..14") != std::string::npos);
  CHECK(r.out.find("10  3^1431  wild") != std::string::npos);
  CHECK(r.out.find("12  2^0520  wild") != std::string::npos);
  CHECK(r.out.find("14  4^146   wild") != std::string::npos);
  CHECK(r.out.find("     5  0       tame      nim heap") != std::string::npos);  // CGSuite: 0
  CHECK(sgtest::cli("misere 0.07 --genus-positions 10").status == 2);           // without --genus
  CHECK(sgtest::cli("misere 0.07 --genus --genus-positions 0").status == 2);    // not a cap
  CHECK(sgtest::cli("misere 0.07 --genus-records 10").status == 2);             // without --genus
  auto bad = sgtest::cli("misere 0.07 --genus --genus-records 0");
  CHECK(bad.status == 2);
  CHECK(bad.err.find("--genus-records") != std::string::npos);
}

TEST_CASE("misere cli: --genus writes Kayles' genera as CGSuite does, past the record cap in full", "[misere][cli][genus]") {
  // CGSuite's GameHeapTest.scala, game.heap.Kayles: heap 6 is written 3 (its misère canonical form is
  // *3), heap 7 2^2 (one entry: tame), heap 5 4^146 (in full).
  auto r = sgtest::cli("misere kayles --genus -n 8");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("     6  3      tame             nim heap") != std::string::npos);
  CHECK(r.out.find("     7  2^2    reversibly tame  reversibly tame") != std::string::npos);
  CHECK(r.out.find("     5  4^146  wild             restless") != std::string::npos);
  // With room for the games 0 and *1 only, heap 6 gets its full symbol from the search, undecided.
  r = sgtest::cli("misere kayles --genus -n 8 --genus-records 1");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("     6  3^31   tame genus  not decided") != std::string::npos);
  CHECK(r.out.find("phylum     not decided from heap 2") != std::string::npos);
}

TEST_CASE("misere cli: report --misere adds the quotient to the pages of codes only", "[misere][cli][reports]") {
  sgtest::TempDir dir;
  auto r = sgtest::cli("report 0.75 grundy -n 4096 --html --misere -o '" + (dir / "rep") + "'");
  REQUIRE(r.status == 0);
  // 0.75: Plambeck's R8, order 8 with P-portion {a, b^2} (INTEGERS 5 (2005) G05).
  for (const std::string page : {"0.75.md", "0.75.html"}) {
    const std::string text = sgtest::slurp(dir / ("rep/" + page));
    INFO(page);
    CHECK(text.find("Misère play") != std::string::npos);
    CHECK(text.find("{a, b^2}") != std::string::npos);
  }
  CHECK(sgtest::slurp(dir / "rep/0.75.md").find("- **order**: 8\n") != std::string::npos);
  CHECK(sgtest::slurp(dir / "rep/0.75.html").find("<th scope=\"row\">order</th><td>8</td>") != std::string::npos);
  // Grundy's game is no octal code: no quotient, no section.
  CHECK(sgtest::slurp(dir / "rep/grundy.md").find("Misère play") == std::string::npos);
}
