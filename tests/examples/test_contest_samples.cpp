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

// BZOJ 3759, sample of the archived statement: trinitrotofu/BZPRO, JudgeOnline/3759.html
// (mirror of https://www.lydsy.com/JudgeOnline/problem.php?id=3759).
TEST_CASE("contest samples: BZOJ 3759 Hungergame", "[contest]") {
  REQUIRE(run_contest("bzoj3759", "5\n5\n18 11 16 19 15\n5\n18 12 17 10 18\n5\n17 7 1 10 1\n5\n19 5 16 19 8\n5\n18 18 7 4 9\n") ==
          "No\nYes\nYes\nYes\nYes\n");
}

// BZOJ 3895, sample of the archived statement: trinitrotofu/BZPRO, JudgeOnline/3895.html
// (the sample input there has no final newline, kept so here).
TEST_CASE("contest samples: BZOJ 3895 take one or merge two", "[contest]") {
  REQUIRE(run_contest("bzoj3895", "3\n3\n1 1 2\n2\n3 4\n3\n2 3 5") == "YES\nNO\nNO\n");
}

// BZOJ 4147 [AMPPZ2014] Euclidean Nim, sample of the archived statement: trinitrotofu/BZPRO,
// JudgeOnline/4147.html.
TEST_CASE("contest samples: BZOJ 4147 Euclidean Nim", "[contest]") {
  REQUIRE(run_contest("bzoj4147", "4\n3 2 1\n2 3 1\n3 4 5\n2 4 3\n\n") == "P\nP\nE\nR\n");
}

// Codeforces 2240C (https://codeforces.com/contest/2240/problem/C), example as quoted by public
// GitHub copies of the statement (a CodeforcesSync export "C. Nim Game Is XOR Game" and the header
// comment of a solution file linking that URL).
TEST_CASE("contest samples: Codeforces 2240C Nim Game Is XOR Game", "[contest]") {
  REQUIRE(run_contest("cf2240c", "5\n1\n1\n2\n1 2\n5\n1 4 5 2 6\n1\n1073741823\n3\n1 2 3\n") == "0\n1\n3\n0\n1\n");
}

// Luogu P10506 魔法珠 (the Contest Hunter / AcWing 235 problem of Freda and rainbow): sample of a
// public GitHub copy of the statement (text "本题仅有一个测试点，包含多组数据，以EOF结尾", sample
// "3 / 2 2 2 / 3 / 1 3 5" -> "freda / rainbow"); the search index that found it does not name its
// repository.
TEST_CASE("contest samples: Luogu P10506 magic beads", "[contest]") {
  REQUIRE(run_contest("luogu_p10506", "3\n2 2 2\n3\n1 3 5\n") == "freda\nrainbow\n");
}
