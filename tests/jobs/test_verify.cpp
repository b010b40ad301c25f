/// @brief [jobs] The claims reader of `verify`: NUL bytes refused by line, rows kept in file order, input quoted in its messages.
#include <catch2/catch.hpp>

#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "jobs/verify.hpp"
#include "tests/utf8_util.hpp"

namespace {

// A literal with its NUL bytes, every byte of it but the terminating one.
template <std::size_t N>
std::string bytes(const char (&s)[N]) {
  return std::string(s, N - 1);
}

std::vector<sgp::ClaimRow> claims(const std::string& text) {
  std::istringstream in(text);
  return sgp::read_claims(in, "claims.csv");
}

std::string refusal(const std::string& text) {
  try {
    claims(text);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "accepted";
}

// The outcome of each row; numbers are plain digits here (the CLI's grammar is tested in tests/app/).
std::vector<sgp::ClaimOutcome> outcomes(const std::string& text) {
  sgp::VerifyOptions opt;
  opt.limit = 1 << 12;
  opt.parse_number = [](const std::string& t, const char* field) -> uint64_t {
    if (t.empty() || t.find_first_not_of("0123456789") != std::string::npos || t.size() > 18)
      throw std::invalid_argument(std::string(field) + " is not a number");
    return std::stoull(t);
  };
  return sgp::run_verify(claims(text), opt);
}

}  // namespace

TEST_CASE("claims: a NUL byte makes its row an error naming the line and column", "[jobs]") {
  // kayles,71,12<NUL>: the CSV parser read the field as the C string "12" and the claim was proven.
  const auto rows = claims(bytes("game,preperiod,period\nkayles,71,12\0\n"));
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].line == 2);
  CHECK(rows[0].game.empty());
  CHECK(rows[0].error ==
        "line 2: a NUL byte at column 13 (a claims file is text; was it saved in another encoding, such as UTF-16?)");
  const auto out = outcomes(bytes("game,preperiod,period\nkayles,71,12\0\n"));
  REQUIRE(out.size() == 1);
  CHECK_FALSE(out[0].ok());
  CHECK(out[0].error == rows[0].error);
}

TEST_CASE("claims: rows stay in file order around NUL rows, comments and broken lines", "[jobs]") {
  const std::string text = std::string("game,preperiod,period\n") +  // line 1
                           "kayles,71,12\n" +                         // 2
                           bytes("\0kayles,71,12\n") +       // 3
                           "# a comment\n" +                           // 4
                           "a,b,c,d,e\n" +                             // 5: too many columns
                           bytes("0.07,53,\0" "34\n") +      // 6
                           "0.137,52,34\n";                            // 7
  const auto rows = claims(text);
  std::vector<uint64_t> lines;
  for (const auto& r : rows) lines.push_back(r.line);
  CHECK(lines == std::vector<uint64_t>{2, 3, 5, 6, 7});
  CHECK(rows[0].error.empty());
  CHECK(rows[1].error.rfind("line 3: a NUL byte at column 1 ", 0) == 0);
  CHECK(rows[2].error.rfind("line 5: ", 0) == 0);
  CHECK(rows[3].error.rfind("line 6: a NUL byte at column 9 ", 0) == 0);
  CHECK(rows[4].error.empty());
  CHECK(rows[4].game == "0.137");
}

TEST_CASE("claims: a NUL byte in the header refuses the file, naming it and the line", "[jobs]") {
  CHECK(refusal(bytes("# claims\ngame,pre\0period,period\nkayles,71,12\n")) ==
        "claims file 'claims.csv' line 2: a NUL byte at column 9 of the header (a claims file is text; was it saved in "
        "another encoding, such as UTF-16?)");
  // A file saved as UTF-16: every other byte of its header is NUL.
  CHECK(refusal(bytes("g\0a\0m\0e\0\n\0")).find("line 1: a NUL byte at column 2 of the header") != std::string::npos);
}

TEST_CASE("claims: a game with U+200B is named by its code point, whole", "[jobs]") {
  const auto out = outcomes("game,preperiod,period\n0.\xe2\x80\x8b" "77,71,12\n");
  REQUIRE(out.size() == 1);
  CHECK(out[0].game == "0.\xe2\x80\x8b" "77");  // the game column keeps the game as written
  CHECK(out[0].error ==
        "line 2: bad character U+200B in code '0.\xe2\x80\x8b" "77' (digits are 0-7, or 0-9 and a-f for hexadecimal codes)");
}

TEST_CASE("claims: a header that quotes junk is refused with a clean message naming the file", "[jobs]") {
  // The parser's own text quotes an unknown column's name: here bytes that are no UTF-8 and an escape.
  const std::string m = refusal("game,preperiod,period,\xff\x1b[2J\xe2\n");
  INFO(m);
  CHECK(m.rfind("claims file 'claims.csv': ", 0) == 0);
  CHECK(m.find("\\xff\\x1b[2J\\xe2") != std::string::npos);
  CHECK(sgtest::clean_message(m));
}
