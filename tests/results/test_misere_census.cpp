/// @file
/// @brief [results] The published misère census (results/misere-census-2.csv): every code once, published quotients, and (slow) its regeneration byte for byte.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "census/census_classes.hpp"
#include "formats/tables.hpp"
#include "sgperiod/misere_census.hpp"
#include "tests/cli_util.hpp"

using namespace sgtest;

namespace {

const std::string kFile = std::string(SGPERIOD_SOURCE_DIR) + "/results/misere-census-2.csv";

// code -> its fields: game,canonical,heaps,status,order,p_portion_size,map_preperiod,map_period,seconds,presentation
std::map<std::string, std::vector<std::string>> rows() {
  std::map<std::string, std::vector<std::string>> out;
  const auto all = lines(slurp(kFile));
  for (std::size_t i = 1; i < all.size(); ++i) {
    auto f = sgp::split_csv_line(all[i], nullptr);
    if (f && !f->empty()) out[(*f)[0]] = *f;
  }
  return out;
}

}  // namespace

TEST_CASE("results/misere-census-2: every code once, and published quotients", "[results][misere]") {
  const auto all = lines(slurp(kFile));
  REQUIRE(!all.empty());
  CHECK(all[0] == sgp::misere_csv_header());
  auto r = rows();
  const std::vector<std::string> codes = sgp::census_codes(2);
  CHECK(r.size() == codes.size());
  CHECK(all.size() == codes.size() + 1);
  for (const std::string& c : codes) {
    INFO(c);
    REQUIRE(r.count(c));
    CHECK(r[c][8].empty());  // no seconds: the table is reproducible
    CHECK((r[c][3] == "proven" || r[c][3] == "open" || r[c][3] == "stopped"));
  }
  // 0.75: Plambeck's R8, order 8 with a P-portion of 2 (INTEGERS 5 (2005) G05); the map has period 2.
  CHECK(r["0.75"][3] == "proven");
  CHECK(r["0.75"][4] == "8");
  CHECK(r["0.75"][5] == "2");
  CHECK(r["0.75"][7] == "2");
  // Kayles 0.77: order 40, P-portion 9, the map periodic with period 12 from heap 71, as MisereSolver
  // (CGSuite) gives it (tests/data/miseresolver_quotients.csv, bench/RESULTS.md).
  CHECK(r["0.77"][3] == "proven");
  CHECK(r["0.77"][4] == "40");
  CHECK(r["0.77"][5] == "9");
  CHECK(r["0.77"][7] == "12");
  // 0.31: MisereSolver's order 6 and P-portion 2 (the same data).
  CHECK(r["0.31"][4] == "6");
  CHECK(r["0.31"][5] == "2");
  // 0.15: MisereSolver's order 42 and P-portion 12 at heap 40; proven here, the quotient not growing after.
  CHECK(r["0.15"][3] == "proven");
  CHECK(r["0.15"][4] == "42");
  CHECK(r["0.15"][5] == "12");
}

TEST_CASE("results/misere-census-2 regenerates byte for byte (a few minutes on 2 cores)", "[.slow][results-slow]") {
  TempDir dir;
  const std::string out = dir / "misere-census-2.csv";
  REQUIRE(cli("census --misere --digits 2 -q -o '" + out + "'").status == 0);
  CHECK(slurp(out) == slurp(kFile));
}
