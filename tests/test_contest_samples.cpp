/// @brief Contest programs on the sample cases of their statements (quoted from the judges' pages).
#include <catch2/catch.hpp>

#include <string>

#include "tests/contest_util.hpp"

using sgtest::run_contest;

TEST_CASE("contest samples: POJ 1067 (Wythoff)", "[contest]") {
  REQUIRE(run_contest("poj1067", "2 1\n8 4\n4 7\n") == "0\n1\n0\n");
}

TEST_CASE("contest samples: POJ 3480 John", "[contest]") {
  REQUIRE(run_contest("poj3480", "2\n3\n3 5 1\n1\n1\n") == "John\nBrother\n");
}

TEST_CASE("contest samples: POJ 2425 A Chess Game", "[contest]") {
  REQUIRE(run_contest("poj2425", "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n") ==
          "WIN\nWIN\nWIN\nLOSE\nWIN\n");
}

TEST_CASE("contest samples: POJ 2311 Cutting Game", "[contest]") {
  REQUIRE(run_contest("poj2311", "2 2\n3 2\n4 2\n") == "LOSE\nLOSE\nWIN\n");
}

TEST_CASE("contest samples: POJ 1704 Georgia and Bob", "[contest]") {
  REQUIRE(run_contest("poj1704", "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n") == "Bob will win\nGeorgia will win\n");
}

TEST_CASE("contest samples: Luogu P3480 Pebbles", "[contest]") {
  REQUIRE(run_contest("luogu_p3480", "2\n2\n2 2\n3\n1 2 4\n") == "NIE\nTAK\n");
}

TEST_CASE("contest samples: POJ 3537 Crosses and Crosses", "[contest]") {
  REQUIRE(run_contest("poj3537", "3\n") == "1\n");
  REQUIRE(run_contest("poj3537", "6\n") == "2\n");
}

TEST_CASE("contest samples: Luogu P2197 Nim", "[contest]") {
  REQUIRE(run_contest("luogu_p2197", "2\n2\n1 1\n2\n1 0\n") == "No\nYes\n");
}

TEST_CASE("contest samples: Luogu P4301 new Nim", "[contest]") {
  REQUIRE(run_contest("luogu_p4301", "6\n5 5 6 6 5 5\n") == "21\n");
}

TEST_CASE("contest samples: HDU 3032 Nim or not Nim?", "[contest]") {
  REQUIRE(run_contest("hdu3032", "2\n3\n2 2 3\n2\n3 3\n") == "Alice\nBob\n");
}
