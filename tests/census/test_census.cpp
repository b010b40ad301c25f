/// @brief [jobs] The census driver: every code once, classes only on proof (same game, redundant moves, shift rule, periodic agreement).
#include <catch2/catch.hpp>

#include <atomic>
#include <map>
#include <set>

#include "census/census.hpp"
#include "tests/cli_util.hpp"
#include "tests/reference.hpp"

using namespace sgtest;

namespace {
// G(0..count-1) of a census code by the independent reference (0.00..0: no moves, the parser refuses it).
std::vector<uint64_t> reference_values(const std::string& code, uint64_t count) {
  std::vector<uint64_t> v(count, 0);
  if (code.find_first_not_of("0.") == std::string::npos) return v;
  Reference ref(sgp::parse_game(code));
  for (uint64_t n = 0; n < count; ++n) v[n] = ref.G(n);
  return v;
}

const sgp::CensusEntry* class_with(const std::vector<sgp::CensusEntry>& classes, const std::string& rep) {
  for (const auto& c : classes)
    if (c.representative == rep) return &c;
  return nullptr;
}
}  // namespace

TEST_CASE("census codes and the canonical order", "[jobs]") {
  auto codes = sgp::census_codes(2);
  REQUIRE(codes.size() == 128);  // 2 * 8^2
  CHECK(codes.front() == "0.00");
  CHECK(codes[9] == "0.11");
  CHECK(codes.back() == "4.77");
  auto hex = sgp::census_codes(1, true);
  REQUIRE(hex.size() == 32);  // 2 * 16
  CHECK(hex[15] == "0.f");
  CHECK(hex.back() == "4.f");
  CHECK(sgp::canonical_less("0.7", "0.16"));
  CHECK(sgp::canonical_less("0.16", "4.1") == false);  // same length: ASCII order
  CHECK(sgp::canonical_less("0.16", "0.17"));
}

TEST_CASE("census D = 2: every code once, each member's values at its offset on the independent reference",
          "[jobs][census]") {
  sgp::CensusOptions opt;
  opt.digits = 2;
  opt.budget = 300;
  opt.candidate_limit = 0;
  auto classes = sgp::run_census(opt);
  std::set<std::string> seen;
  for (const auto& c : classes) {
    const auto rep = reference_values(c.representative, 60);
    for (const auto& m : c.members) {
      CHECK(seen.insert(m.code).second);
      INFO(m.code << " in the class of " << c.representative << " at offset " << m.offset << " (" << m.rule << ")");
      const auto own = reference_values(m.code, 60);
      for (uint64_t n = 0; n < 60; ++n) CHECK(own[n] == (n < m.offset ? 0 : rep[n - m.offset]));
      if (m.offset) CHECK(m.rule == "shift");
    }
    for (const auto& [other, n] : c.agrees_with) {
      INFO(c.representative << " agrees with " << other << " to " << n);
      CHECK(reference_values(other, 60) == rep);
    }
  }
  CHECK(seen.size() == 128);
  // Kayles: 0.77, period 12, last exception 70 (Guy and Smith 1956); 4.40 is Kayles one heap later
  // (a heap split in two, or one token taken and the rest split: the shift rule gives 0.77).
  const auto* kayles = class_with(classes, "0.77");
  REQUIRE(kayles);
  CHECK(kayles->status == sgp::Status::Proven);
  CHECK(kayles->periodicity.period == 12);
  CHECK(kayles->periodicity.preperiod == 71);
  bool split_kayles = false;
  for (const auto& m : kayles->members) split_kayles |= m.code == "4.40" && m.offset == 1;
  CHECK(split_kayles);
  // The code 0.10 is the game 0.1: the class's representative is written in canonical form.
  const auto* one = class_with(classes, "0.1");
  REQUIRE(one);
  bool ten = false;
  for (const auto& m : one->members) ten |= m.code == "0.10" && m.rule == "representative";
  CHECK(ten);
  // Redundant moves, by hand: in 0.46, removing 2 and leaving one heap n - 2 has the value G(n - 2), which
  // 0.44 already offers by removing 1 and splitting into 1 and n - 2 (G(1) = 0 in 0.44: heap 1 has no
  // move). So 0.46 is 0.44: one class, the same offset, whatever the budget.
  const sgp::CensusMember *m44 = nullptr, *m46 = nullptr;
  const sgp::CensusEntry *c44 = nullptr, *c46 = nullptr;
  for (const auto& c : classes)
    for (const auto& m : c.members) {
      if (m.code == "0.44") m44 = &m, c44 = &c;
      if (m.code == "0.46") m46 = &m, c46 = &c;
    }
  REQUIRE((m44 && m46));
  CHECK(c44 == c46);
  CHECK(m44->offset == m46->offset);
  CHECK(m46->rule == "redundant move");
  for (std::size_t i = 1; i < classes.size(); ++i)
    CHECK(sgp::canonical_less(classes[i - 1].representative, classes[i].representative));
}

TEST_CASE("census D = 3 classes: 0.137 holds 0.07 one heap later, 0.161 and 0.36 stay apart", "[jobs][census]") {
  sgp::CensusOptions opt;
  opt.digits = 3;
  opt.budget = 2048;
  opt.candidate_limit = 0;
  auto classes = sgp::run_census(opt);
  const auto* chess = class_with(classes, "0.137");
  REQUIRE(chess);
  bool kayles = false;
  for (const auto& m : chess->members) kayles |= m.code == "0.070" && m.offset == 1 && m.rule == "shift";
  CHECK(kayles);
  // Dawson's chess: period 34, last exception 51 (Winning Ways); Dawson's Kayles one heap later: 52.
  CHECK(chess->periodicity.period == 34);
  CHECK(chess->periodicity.last_exception() == 51);
  for (const auto& m : chess->members)
    if (m.code == "0.070") CHECK(m.periodicity.last_exception() == 52);
  // 0.161 and 0.36 agree to heap 518 and differ at 519 (tczajka/octal-games): two classes.
  const sgp::CensusEntry *a = nullptr, *b = nullptr;
  for (const auto& c : classes)
    for (const auto& m : c.members) {
      if (m.code == "0.161") a = &c;
      if (m.code == "0.360") b = &c;
    }
  REQUIRE(a);
  REQUIRE(b);
  CHECK(a != b);
  std::size_t codes = 0;
  for (const auto& c : classes) codes += c.members.size();
  CHECK(codes == 1024);
}

TEST_CASE("census run_progress: an exception thrown from it ends the census, the running classes at their next block",
          "[jobs][census]") {
  sgp::CensusOptions opt;
  opt.digits = 2;
  std::atomic<int> calls{0};
  struct Enough {};
  // Thrown once a class passes its first 4096 values (some of the 128 codes are not proven by then).
  opt.run_progress = [&](uint64_t done, uint64_t) {
    ++calls;
    if (done >= 8192) throw Enough{};
  };
  CHECK_THROWS_AS(sgp::run_census(opt), Enough);
  CHECK(calls > 0);
}
