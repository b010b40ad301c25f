/// @brief `sgperiod solve`: line formats, answers checked against brute force, and bad input naming the line.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "models/solve.hpp"
#include "tests/cli_util.hpp"

using sgtest::lines;

TEST_CASE("solve cli: nim / misere-nim / wythoff / welter / silver-dollar / staircase / chomp", "[models][cli]") {
  auto r = sgtest::cli("solve nim", "3 4 5\n# comment\n\n1 2 3\n");
  REQUIRE(r.status == 0);
  // 3^4^5 = 2: N, SG 2, and the heap holding bit 1 (3 = 0b11) drops to 3^2 = 1.
  REQUIRE(lines(r.out) == std::vector<std::string>{"N 2 heap 1: 3 -> 1", "P 0"});
  r = sgtest::cli("solve misere-nim", "1 1\n1 1 1\n2 2\n");
  REQUIRE(lines(r.out) == std::vector<std::string>{"N heap 1: 1 -> 0", "P", "P"});  // hand-derived
  r = sgtest::cli("solve wythoff", "3 5\n5 3\n4 4\n");
  REQUIRE(lines(r.out) == std::vector<std::string>{"P", "P", "N (4,4) -> (0,0)"});
  // Leading zeros are decimal: (6,10) is the P-position (floor(4 phi), floor(4 phi^2)); read as octal, "010"
  // was 8 and "08" aborted the parse.
  r = sgtest::cli("solve wythoff", "06 010\n08 013\n");
  REQUIRE(r.status == 0);
  REQUIRE(lines(r.out) == std::vector<std::string>{"P", "P"});
  // Welter: coins on 0 and 1 (W = 0^1 ^ (2^1 - 1) = 0, hand computed) is P; one coin on 5 is *5.
  r = sgtest::cli("solve welter", "0 1\n5\n");
  REQUIRE(lines(r.out) == std::vector<std::string>{"P 0", "N 5 coin on square 5 -> 0"});
  r = sgtest::cli("solve silver-dollar", "1 3\n");  // one pair with gap 1
  REQUIRE(lines(r.out) == std::vector<std::string>{"N 1 coin on square 3 -> 2"});
  r = sgtest::cli("solve staircase", "0 5\n2\n");  // only step 2 holds coins: P; step 1 with 2: N
  REQUIRE(lines(r.out) == std::vector<std::string>{"P 0", "N 2 move 2 from step 1 to the ground"});
  r = sgtest::cli("solve chomp", "1 1\n1 5\n3 3\n");
  REQUIRE(lines(r.out) == std::vector<std::string>{"P", "N take (0,1)", "N take (1,1)"});
}

TEST_CASE("solve cli: every listed model answers a line - split games by name / large heaps", "[models][cli]") {
  struct Case { const char* model; const char* line; };
  for (Case c : {Case{"bash", "3 4 5"}, Case{"anti-sg", "2 3"}, Case{"nimble", "1 1 4"}, Case{"pebbles", "1 2 4"},
                 Case{"divisor-chomp", "12"}, Case{"cutting", "5 7"}, Case{"lasker", "3 7"}, Case{"beads", "12 7"},
                 Case{"remove-prime", "6 10 15"}, Case{"gg-mm", "3 5 4 9"}, Case{"dag", "1>0 2>1 2>0 : 2 1"},
                 Case{"hackenbush", "0-1 1-2 1-2"}, Case{"kayles", "1000000000000000000"},
                 Case{"dawson-kayles", "999999999999999999 3"}, Case{"treblecross", "100"}, Case{"crosses", "10"},
                 Case{"connect-line", "10 0 5"}, Case{"take-apples", "2 3 1"}, Case{"independent-nim", "1 1 1 0 1 1"}}) {
    INFO(c.model);
    auto r = sgtest::cli(std::string("solve ") + c.model, std::string(c.line) + "\n");
    REQUIRE(r.status == 0);
    REQUIRE(lines(r.out).size() == 1);
    REQUIRE((r.out[0] == 'N' || r.out[0] == 'P'));
    REQUIRE(r.out == sgp::models::solve_line(c.model, c.line) + "\n");
  }
  auto help = sgtest::cli("solve --help");
  for (auto& m : sgp::models::solve_models()) REQUIRE(help.out.find("  " + m.name + " ") != std::string::npos);
}

TEST_CASE("solve cli: bad input names the line - unproven games refuse beyond the range", "[models][cli]") {
  auto r = sgtest::cli("solve nim", "1 2\n3 x\n");
  REQUIRE(r.status == 1);
  REQUIRE(r.out == "N 3 heap 2: 2 -> 1\n");
  REQUIRE(r.err.find("line 2") != std::string::npos);
  REQUIRE(r.err.find("'x' is not a non-negative integer") != std::string::npos);
  r = sgtest::cli("solve nim", "-3\n");
  REQUIRE(r.status == 1);
  REQUIRE(r.err.find("line 1") != std::string::npos);
  r = sgtest::cli("solve cutting", "\n2 2\n1 5\n");
  REQUIRE(r.status == 1);
  REQUIRE(r.err.find("line 3") != std::string::npos);
  r = sgtest::cli("solve nim", "99999999999999999999999\n");
  REQUIRE(r.err.find("64 bits") != std::string::npos);
  r = sgtest::cli("solve welter", "3 3\n");
  REQUIRE(r.err.find("two coins on square 3") != std::string::npos);
  r = sgtest::cli("solve wythoff", "1 2 3\n");
  REQUIRE(r.err.find("line 1") != std::string::npos);
  r = sgtest::cli("solve treblecross --limit 500", "499\n500\n");
  REQUIRE(r.status == 1);
  REQUIRE(r.err.find("line 2") != std::string::npos);
  REQUIRE(r.err.find("beyond the computed range") != std::string::npos);
  r = sgtest::cli("solve no-such-model", "");
  REQUIRE(r.status == 2);
}

TEST_CASE("solve lasker: a heap of 2^64 - 1 is N with SG 2^64 (it wrapped to P 0)", "[models][cli]") {
  // Lasker's Nim: G(4k+3) = 4k+4 (Winning Ways), and 2^64 - 1 = 4k+3; one non-empty heap always wins.
  auto r = sgtest::cli("solve lasker", "18446744073709551615\n");
  REQUIRE(r.status == 0);
  CHECK(r.out == "N 18446744073709551616 heap 1: 18446744073709551615 -> 0\n");
}

TEST_CASE("solve cli: a long token is quoted cut short", "[models][cli]") {
  auto r = sgtest::cli("solve nim", std::string(5000, 'z') + "\n");
  CHECK(r.status == 1);
  CHECK(r.err == "sgperiod: line 1: '" + std::string(64, 'z') + "... (5000 bytes)' is not a non-negative integer\n");
  r = sgtest::cli("solve independent-nim", "1\xe2" "1\n");  // a byte that is no character: escaped
  CHECK(r.status == 1);
  CHECK(r.err == "sgperiod: line 1: independent-nim: '\\xe2' is not 0 or 1\n");
}

TEST_CASE("solve cli: a character beyond ASCII is named whole, by its code point", "[models][cli]") {
  // 1<U+200B>1: one byte of the zero-width space (E2 80 8B) was echoed, half a character.
  auto r = sgtest::cli("solve independent-nim", "1\xe2\x80\x8b" "1\n");
  CHECK(r.status == 1);
  CHECK(r.err == "sgperiod: line 1: independent-nim: U+200B is not 0 or 1\n");
}

TEST_CASE("solve cli: a NUL byte is refused naming the line", "[models][cli]") {
  // 3 4<NUL> 5: the token "4<NUL>" was quoted with the NUL in it, which cut the message short.
  auto r = sgtest::cli("solve nim", std::string("1 2\n3 4\0 5\n", 11));
  CHECK(r.status == 1);
  CHECK(r.out == "N 3 heap 2: 2 -> 1\n");
  CHECK(r.err ==
        "sgperiod: line 2: a NUL byte at column 4 (positions are text; was the input saved in another encoding, such as UTF-16?)\n");
  CHECK_THROWS_WITH(sgp::models::solve_line("nim", std::string("\0", 1)), Catch::Contains("a NUL byte at column 1"));
}
