/// @brief [jobs] The claims reader of `verify`: input quoted in its messages, characters named whole.
#include <catch2/catch.hpp>

#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "jobs/verify.hpp"
#include "tests/utf8_util.hpp"

namespace {

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

TEST_CASE("claims: a game with U+200B is named by its code point, whole (issue 36 row 10)", "[jobs]") {
  const auto out = outcomes("game,preperiod,period\n0.\xe2\x80\x8b" "77,71,12\n");
  REQUIRE(out.size() == 1);
  CHECK(out[0].game == "0.\xe2\x80\x8b" "77");  // the game column keeps the game as written
  CHECK(out[0].error ==
        "line 2: bad character U+200B in code '0.\xe2\x80\x8b" "77' (digits are 0-7, or 0-9 and a-f for hexadecimal codes)");
}

TEST_CASE("claims: a header that quotes junk is refused with a clean message naming the file (issue 36 row 11)", "[jobs]") {
  // The parser's own text quotes an unknown column's name: here bytes that are no UTF-8 and an escape.
  const std::string m = refusal("game,preperiod,period,\xff\x1b[2J\xe2\n");
  INFO(m);
  CHECK(m.rfind("claims file 'claims.csv': ", 0) == 0);
  CHECK(m.find("\\xff\\x1b[2J\\xe2") != std::string::npos);
  CHECK(sgtest::clean_message(m));
}
