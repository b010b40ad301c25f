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
#include "tests/misere/misere_nim.hpp"

using namespace sgtest;

namespace {

const std::string kFile = std::string(SGPERIOD_SOURCE_DIR) + "/results/misere-census-2.csv";
const std::string kFile3 = std::string(SGPERIOD_SOURCE_DIR) + "/results/misere-census-3.csv";

// code -> its fields: game,canonical,heaps,status,order,p_portion_size,map_preperiod,map_period,seconds,presentation
std::map<std::string, std::vector<std::string>> rows(const std::string& file = kFile) {
  std::map<std::string, std::vector<std::string>> out;
  const auto all = lines(slurp(file));
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

TEST_CASE("results/misere-census-3: every code once, the 2-digit rows unchanged, Plambeck's quaternary nim-heap codes", "[results][misere]") {
  const auto all = lines(slurp(kFile3));
  REQUIRE(!all.empty());
  CHECK(all[0] == sgp::misere_csv_header());
  auto r3 = rows(kFile3);
  const std::vector<std::string> codes = sgp::census_codes(3);
  CHECK(r3.size() == codes.size());
  CHECK(all.size() == codes.size() + 1);
  for (const std::string& c : codes) {
    INFO(c);
    REQUIRE(r3.count(c));
    CHECK(r3[c][8].empty());
  }
  // 0.d1d20 is the game 0.d1d2: its row is the 2-digit census's, field for field past the game column.
  auto r2 = rows(kFile);
  for (const auto& [code, f] : r2) {
    INFO(code);
    REQUIRE(r3.count(code + "0"));
    const auto& g = r3[code + "0"];
    CHECK(std::vector<std::string>(g.begin() + 1, g.end()) == std::vector<std::string>(f.begin() + 1, f.end()));
  }
  // T. E. Plambeck, "Quaternary games" (see tests/misere/misere_nim.hpp): every quaternary code of up
  // to 3 digits but .31 and the seven Woolly Mammoths has only misère nim-heaps as heaps, so its Q_n is
  // misère Nim's on the nim-values of heaps 1..n, whose order and P-portion follow by hand.
  unsigned checked = 0;
  for (const std::string& c : codes) {
    const std::string digits = c.substr(2);
    if (c[0] != '0' || digits.find_first_of("4567") != std::string::npos || sgtest::plambeck_wild_quaternary(digits))
      continue;
    INFO(c);
    const auto& f = r3[c];
    const uint32_t heaps = uint32_t(std::stoul(f[2]));
    REQUIRE(heaps >= 1);
    const sgtest::NimQuotient q = sgtest::misere_nim_quotient(sgtest::quaternary_nim_values(digits, heaps - 1));
    CHECK(f[4] == std::to_string(q.order));
    CHECK(f[5] == std::to_string(q.p_portion));
    ++checked;
  }
  CHECK(checked == 56);  // 64 quaternary codes 0.d1d2d3, less the 8 of Plambeck's exceptions
}

TEST_CASE("results/misere-census-3 regenerates byte for byte (about 20 minutes of CPU time)", "[.slow][results-slow]") {
  TempDir dir;
  const std::string out = dir / "misere-census-3.csv";
  REQUIRE(cli("census --misere --digits 3 -q -o '" + out + "'").status == 0);
  CHECK(slurp(out) == slurp(kFile3));
}
