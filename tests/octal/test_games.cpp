/// @brief Game descriptions: parsing, canonical forms, and the messages for malformed input.
#include <catch2/catch.hpp>

#include "octal/game.hpp"
#include "tests/utf8_util.hpp"

using sgp::parse_game;

TEST_CASE("codes parse to their canonical form", "[games]") {
  CHECK(parse_game("0.77").canonical() == "0.77");
  CHECK(parse_game(".137").canonical() == "0.137");
  CHECK(parse_game("0.0700").canonical() == "0.07");
  CHECK(parse_game("4.07").canonical() == "4.07");
  CHECK(parse_game("0.[3]").canonical() == "0.[3]");
  CHECK(parse_game("0.3[33]").canonical() == "0.[3]");
  CHECK(parse_game("4.[3]").canonical() == "4.[3]");
}

TEST_CASE("digits mean what the code says", "[games]") {
  auto g = parse_game("4.07");
  CHECK(g.code.digit(0) == 4);
  CHECK(g.code.digit(1) == 0);
  CHECK(g.code.digit(2) == 7);
  CHECK(g.code.digit(3) == 0);
  CHECK(g.code.last_digit() == 2);
  auto nim = parse_game("0.[3]");
  CHECK_FALSE(nim.code.finite());
  CHECK(nim.code.digit(1) == 3);
  CHECK(nim.code.digit(1000) == 3);
  auto hex = parse_game("0.f");
  CHECK(hex.code.hexadecimal());
  CHECK(hex.code.digit(1) == 15);
  CHECK(hex.canonical() == "0.f");
}

TEST_CASE("names and subtraction games", "[games]") {
  CHECK(parse_game("kayles").canonical() == "0.77");
  CHECK(parse_game("dawson-kayles").canonical() == "0.07");
  CHECK(parse_game("dawson-chess").canonical() == "0.137");
  CHECK(parse_game("treblecross").canonical() == "0.007");
  CHECK(parse_game("nim").canonical() == "0.[3]");
  CHECK(parse_game("lasker").canonical() == "4.[3]");
  CHECK(parse_game("grundy").kind == sgp::GameKind::Grundy);
  CHECK(parse_game("Kayles").canonical() == "0.77");
  auto s = parse_game("S(7,2,3)");
  CHECK(s.canonical() == "S(2,3,7)");
  CHECK(s.code.code_string() == "0.0330003");
  CHECK(parse_game("s(1, 3, 4)").code.code_string() == "0.3033");
}

TEST_CASE("malformed games are refused with a message naming the problem", "[games]") {
  auto refuses = [](const std::string& text, const std::string& fragment) {
    INFO(text);
    try {
      parse_game(text);
      FAIL("accepted " << text);
    } catch (const sgp::GameError& e) {
      INFO(e.what());
      CHECK(std::string(e.what()).find(fragment) != std::string::npos);
    }
  };
  refuses("", "empty");
  refuses("0.", "empty code");
  refuses("0.7x", "bad digit 'x'");
  refuses("0.79g", "bad digit 'g'");
  refuses("3.07", "infinite");
  refuses("1.07", "d0 = 1");
  refuses("S()", "empty");
  refuses("S(1,0,3)", "contains 0");
  refuses("S(1,,3)", "bad element");
  refuses("S(a)", "bad element");
  refuses("S(1,2", "must look like");
  refuses("kayless", "unknown game");
  refuses("0.[]", "empty repeating tail");
  refuses("0.[3", "without a closing");
  refuses("0.[3]7", "after the repeating tail");
  refuses("0.[0]7", "after the repeating tail");
  refuses("10.7", "more than one digit");
  // Spaces inside a description used to be dropped silently: 'S(1 2 3)' ran as S(123), '0.7 7' as 0.77
  // and 'kay les' as Kayles.
  refuses("S(1 2 3)", "commas: S(1,2,3)");
  refuses("0.7 7", "contains a space");
  refuses("kay les", "contains a space");
  refuses("S (1,2)", "contains a space");
}

namespace {
std::string refusal(const std::string& text) {
  try {
    parse_game(text);
  } catch (const sgp::GameError& e) {
    return e.what();
  }
  return "accepted";
}
}  // namespace

TEST_CASE("refusals of short ASCII input read as they always did", "[games]") {
  // The exact texts of octal/game.cpp before input was quoted: users and scripts match them.
  CHECK(refusal("0.7x") == "bad digit 'x' in code '0.7x' (digits are 0-7, or 0-9 and a-f for hexadecimal codes)");
  CHECK(refusal("kayless") ==
        "unknown game 'kayless' (not a name, a code like 0.77, S(...) or S-(...); see 'sgperiod --help')");
  CHECK(refusal("S(1,a)") == "subtraction set of 'S(1,a)' has a bad element 'a' (positive integers only)");
  CHECK(refusal("x.7") == "bad digit 'x' before the point in code 'x.7'");
}

TEST_CASE("a character beyond ASCII is named whole, by its code point", "[games]") {
  // 0.<U+200B>77: a zero-width space, E2 80 8B in UTF-8, was reported as "bad digit '\xe2'".
  const std::string zwsp = "0.\xe2\x80\x8b" "77";
  CHECK(refusal(zwsp) ==
        "bad character U+200B in code '0.\xe2\x80\x8b" "77' (digits are 0-7, or 0-9 and a-f for hexadecimal codes)");
  // ARABIC-INDIC DIGIT SEVEN (U+0667, D9 A7) looks like a digit and is not one; e-acute before the point.
  CHECK(refusal("0.\xd9\xa7") == "bad character U+0667 in code '0.\xd9\xa7' (digits are 0-7, or 0-9 and a-f for hexadecimal codes)");
  CHECK(refusal("\xc3\xa9.7") == "bad character U+00E9 before the point in code '\xc3\xa9.7'");
  CHECK(sgtest::clean_message(refusal(zwsp)));
}

TEST_CASE("input is quoted escaped and cut short in refusals", "[games]") {
  // A byte that starts no character (Latin-1 e-acute) and a control byte are escaped, never echoed raw.
  CHECK(refusal("0.\xe9") == "bad digit '\\xe9' in code '0.\\xe9' (digits are 0-7, or 0-9 and a-f for hexadecimal codes)");
  CHECK(refusal("0.7\x01") == "bad digit '\\x01' in code '0.7\\x01' (digits are 0-7, or 0-9 and a-f for hexadecimal codes)");
  CHECK(refusal("\x01.7") == "bad digit '\\x01' before the point in code '\\x01.7'");
  for (const std::string& text : {std::string("0.\xe9"), std::string("0.7\x01"), std::string("\xe2\x80.7")})
    CHECK(sgtest::clean_message(refusal(text)));
  const std::string digits(10 * 1024 * 1024, '7');
  CHECK(refusal("0." + digits) == "code '0." + std::string(62, '7') + "... (10485762 bytes)' is too long");
  CHECK(refusal("x" + digits) == "unknown game 'x" + std::string(63, '7') +
                                     "... (10485761 bytes)' (not a name, a code like 0.77, S(...) or S-(...); see 'sgperiod --help')");
  const std::string element(100000, '9');
  const std::string message = refusal("S(" + element + ")");
  CHECK(message == "subtraction element " + std::string(64, '9') + "... (100000 bytes) in 'S(" + std::string(62, '9') +
                       "... (100003 bytes)' is too large (at most 65536)");
}

TEST_CASE("a NUL byte in a game is refused, naming where", "[games]") {
  // kayles<NUL>x: a C string would stop at the NUL and the message said "unknown game 'kayles".
  CHECK(refusal(std::string("kayles\0x", 8)) ==
        "game 'kayles\\x00x' contains a NUL byte at position 7 (a game is text: a code such as 0.77 or a name such as kayles)");
  CHECK(refusal(std::string("kayles\0", 7)).find("contains a NUL byte at position 7") != std::string::npos);
  CHECK(refusal(std::string(" 0.7\0" "7", 6)).find("game ' 0.7\\x007' contains a NUL byte at position 4") != std::string::npos);
}

TEST_CASE("white space: around a description and after the commas of S(...) only", "[games]") {
  CHECK(parse_game("  0.77\t").canonical() == "0.77");
  CHECK(parse_game(" kayles ").canonical() == "0.77");
  CHECK(parse_game("S(1, 2, 3)").canonical() == "S(1,2,3)");
  CHECK(parse_game("S(1,2,3)").code.code_string() == "0.333");
}

TEST_CASE("every canonical form parses back to the same game", "[games]") {
  // Codes with no digit after the point used to print as "4." (refused as input), and the census listed
  // 0.0, which was refused: the game with no moves, whose every value is 0 since no heap has an option.
  CHECK(parse_game("4.0").canonical() == "4.0");
  CHECK(parse_game("0.00").canonical() == "0.0");
  CHECK(parse_game("8.0").canonical() == "8.0");
  CHECK(parse_game("c.0").canonical() == "c.0");
  const sgp::Game none = parse_game("0.0");
  for (uint64_t k = 0; k < 40; ++k) CHECK(none.code.digit(k) == 0);
  // Every 1- and 2-digit code with each d0, and tails, survive canonical -> parse -> canonical.
  const char* hex = "0123456789abcdef";
  std::vector<std::string> texts = {"0.[3]", "4.[3]", "0.3[33]", "0.1[2]", "0.[12]", "S(2,3,7)", "S(1,3,4)", "grundy"};
  for (char d0 : std::string("048c"))
    for (int a = 0; a < 16; ++a)
      for (int b = 0; b < 16; ++b) texts.push_back(std::string(1, d0) + "." + hex[a] + hex[b]);
  for (const auto& t : texts) {
    INFO(t);
    const sgp::Game g = parse_game(t);
    const sgp::Game back = parse_game(g.canonical());
    CHECK(back.canonical() == g.canonical());
    if (g.kind == sgp::GameKind::TakeAndBreak)
      for (uint64_t k = 0; k < 8; ++k) CHECK(back.code.digit(k) == g.code.digit(k));
  }
}
