/// @brief [sys] User input quoted in messages: escapes, whole UTF-8 characters, the cut of long input.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "sys/quote.hpp"
#include "tests/utf8_util.hpp"

using sgp::sys::quote_input;

TEST_CASE("quoted input: ordinary text and whole UTF-8 characters are kept as typed", "[sys]") {
  CHECK(quote_input("kayles") == "kayles");
  CHECK(quote_input("S(1, 3, 4)") == "S(1, 3, 4)");
  CHECK(quote_input("") == "");
  // A backslash stays a backslash: ordinary text must read exactly as it did in every message before.
  CHECK(quote_input("a\\b'c\"") == "a\\b'c\"");
  // U+200B ZERO WIDTH SPACE is E2 80 8B; U+00E9 is C3 A9; U+00A0 NO-BREAK SPACE is C2 A0 (not a control);
  // U+1F600 is F0 9F 98 80.
  CHECK(quote_input("0.\xe2\x80\x8b" "77") == "0.\xe2\x80\x8b" "77");
  CHECK(quote_input("caf\xc3\xa9") == "caf\xc3\xa9");
  CHECK(quote_input("\xc2\xa0") == "\xc2\xa0");
  CHECK(quote_input("\xf0\x9f\x98\x80") == "\xf0\x9f\x98\x80");
}

TEST_CASE("quoted input: control characters and bytes that are no UTF-8 become escapes", "[sys]") {
  CHECK(quote_input(std::string("kayles\0x", 8)) == "kayles\\x00x");
  CHECK(quote_input("a\nb\tc\rd") == "a\\nb\\tc\\rd");
  CHECK(quote_input("\x1b[31mred") == "\\x1b[31mred");  // a terminal colour sequence, shown rather than obeyed
  CHECK(quote_input("\x7f") == "\\x7f");
  CHECK(quote_input("\xc2\x85") == "\\xc2\\x85");  // U+0085 NEXT LINE, a C1 control
  // Half a character, a stray continuation byte, an overlong '/', a surrogate, a value past U+10FFFF, 0xff.
  CHECK(quote_input("\xe2") == "\\xe2");
  CHECK(quote_input("\xe2\x80" "77") == "\\xe2\\x8077");
  CHECK(quote_input("\x80") == "\\x80");
  CHECK(quote_input("\xc0\xaf") == "\\xc0\\xaf");
  CHECK(quote_input("\xed\xa0\x80") == "\\xed\\xa0\\x80");
  CHECK(quote_input("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80");
  CHECK(quote_input("\xff" "a") == "\\xffa");
}

TEST_CASE("quoted input: long input is cut at a character boundary and its length given", "[sys]") {
  CHECK(sgp::sys::kQuotedChars == 64);
  // A 10 MB field was echoed whole.
  const std::string big(10 * 1024 * 1024, '7');
  CHECK(quote_input(big) == std::string(64, '7') + "... (10485760 bytes)");
  CHECK(quote_input(std::string(64, 'a')) == std::string(64, 'a'));
  CHECK(quote_input(std::string(65, 'a')) == std::string(64, 'a') + "... (65 bytes)");
  // The 64th character is two bytes: kept whole, never cut in half.
  CHECK(quote_input(std::string(63, 'a') + "\xc3\xa9\xc3\xa9") == std::string(63, 'a') + "\xc3\xa9... (67 bytes)");
  std::string escaped;
  for (int i = 0; i < 64; ++i) escaped += "\\x01";
  CHECK(quote_input(std::string(70, '\x01')) == escaped + "... (70 bytes)");
  CHECK(quote_input("abcdef", 3) == "abc... (6 bytes)");
  const std::string path = "/" + std::string(300, 'd') + "/claims.csv";
  CHECK(quote_input(path, sgp::sys::kQuotedPathChars) == path);
}

TEST_CASE("quoted input: 5 KB of random bytes give a short, clean message text", "[sys]") {
  // Random bytes reached the terminal raw. Fixed seeds: the same bytes every run.
  for (unsigned seed : {1u, 2u, 3u, 36u}) {
    std::mt19937 gen(seed);
    std::string bytes(5000, '\0');
    for (char& c : bytes) c = static_cast<char>(gen() & 0xff);
    const std::string q = quote_input(bytes);
    INFO("seed " << seed);
    CHECK(sgtest::clean_message(q));
    CHECK(q.size() <= 8 * 64 + 30);
    CHECK(q.size() >= 64);
    CHECK(q.substr(q.size() - 16) == "... (5000 bytes)");
  }
}

TEST_CASE("UTF-8 characters are found whole, with their code points", "[sys]") {
  const auto zwsp = sgp::sys::utf8_char_at("0.\xe2\x80\x8b" "77", 2);
  CHECK(zwsp.length == 3);
  CHECK(zwsp.code_point == 0x200B);
  const auto emoji = sgp::sys::utf8_char_at("\xf0\x9f\x98\x80", 0);
  CHECK(emoji.length == 4);
  CHECK(emoji.code_point == 0x1F600);
  CHECK(sgp::sys::utf8_char_at("7", 0).length == 1);
  CHECK(sgp::sys::utf8_char_at("7", 0).code_point == U'7');
  CHECK(sgp::sys::utf8_char_at("\xe2\x80", 0).length == 0);  // cut short
  CHECK(sgp::sys::utf8_char_at("\x8b", 0).length == 0);
  CHECK(sgp::sys::utf8_char_at("ab", 2).length == 0);  // past the end
  CHECK(sgp::sys::code_point_name(0x200B) == "U+200B");
  CHECK(sgp::sys::code_point_name(0xE9) == "U+00E9");
  CHECK(sgp::sys::code_point_name(0x1F600) == "U+1F600");
}

TEST_CASE("the test's UTF-8 check agrees with the Unicode table on hand-picked bytes", "[sys]") {
  // The check the quoting tests rely on, checked itself, so that a lenient checker cannot hide a bad escape.
  CHECK(sgtest::valid_utf8("kayles"));
  CHECK(sgtest::valid_utf8("0.\xe2\x80\x8b" "77"));
  CHECK(sgtest::valid_utf8("\xf0\x9f\x98\x80"));
  CHECK_FALSE(sgtest::valid_utf8("\xe2"));
  CHECK_FALSE(sgtest::valid_utf8("\xe2\x80"));
  CHECK_FALSE(sgtest::valid_utf8("\xc0\xaf"));
  CHECK_FALSE(sgtest::valid_utf8("\xed\xa0\x80"));
  CHECK_FALSE(sgtest::valid_utf8("\xf4\x90\x80\x80"));
  CHECK_FALSE(sgtest::valid_utf8("\xff"));
  CHECK_FALSE(sgtest::clean_message(std::string("a\0b", 3)));
  CHECK_FALSE(sgtest::clean_message("\xc2\x85"));
  CHECK(sgtest::clean_message("\xc2\xa0"));
}
