/// @brief [jobs] The claims reader of `verify`: input quoted in its messages.
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

}  // namespace

TEST_CASE("claims: a header that quotes junk is refused with a clean message naming the file (issue 36 row 11)", "[jobs]") {
  // The parser's own text quotes an unknown column's name: here bytes that are no UTF-8 and an escape.
  const std::string m = refusal("game,preperiod,period,\xff\x1b[2J\xe2\n");
  INFO(m);
  CHECK(m.rfind("claims file 'claims.csv': ", 0) == 0);
  CHECK(m.find("\\xff\\x1b[2J\\xe2") != std::string::npos);
  CHECK(sgtest::clean_message(m));
}
