/// @brief [results] The published census data in results/: the records it must hold, and (slow) its regeneration byte for byte.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <vector>

#include "census/census.hpp"
#include "formats/census.hpp"
#include "formats/tables.hpp"
#include "tests/cli_util.hpp"

using namespace sgtest;

namespace {
const std::string kResults = std::string(SGPERIOD_SOURCE_DIR) + "/results/";

// code -> its row of census-D-codes.csv, split into fields.
std::map<std::string, std::vector<std::string>> code_rows(int digits = 3) {
  std::map<std::string, std::vector<std::string>> out;
  const auto rows = lines(slurp(kResults + "census-" + std::to_string(digits) + "-codes.csv"));
  for (std::size_t i = 1; i < rows.size(); ++i) {
    auto f = sgp::split_csv_line(rows[i], nullptr);
    if (f && !f->empty()) out[(*f)[0]] = *f;
  }
  return out;
}

// Each code's own row says proven, with the published period and last exception.
void check_proven(std::map<std::string, std::vector<std::string>>& codes,
                  const std::map<std::string, std::pair<std::string, std::string>>& published) {
  for (const auto& [code, pe] : published) {
    INFO(code);
    REQUIRE(codes.count(code));
    const auto& f = codes[code];  // code,class,offset,rule,status,period,preperiod,last_exception,...
    CHECK(f[4] == "proven");
    CHECK(f[5] == pe.first);
    CHECK(f[7] == pe.second);
  }
}

// The documented command, run again, writes the files of results/ byte for byte.
void check_regenerates(int digits) {
  TempDir dir;
  auto r = cli("census --digits " + std::to_string(digits) + " -q -o '" + (dir / "classes.csv") + "' --codes '" +
               (dir / "codes.csv") + "'");
  REQUIRE(r.status == 0);
  const std::string stem = kResults + "census-" + std::to_string(digits);
  CHECK(slurp(dir / "classes.csv") == slurp(stem + "-classes.csv"));
  CHECK(slurp(dir / "codes.csv") == slurp(stem + "-codes.csv"));
}
}  // namespace

TEST_CASE("results/census-3: every code once, and the published records at their own heap sizes", "[results]") {
  const auto rows = lines(slurp(kResults + "census-3-codes.csv"));
  REQUIRE(!rows.empty());
  CHECK(rows[0] == sgp::census_codes_csv_header());
  auto codes = code_rows();
  CHECK(codes.size() == sgp::census_codes(3).size());
  CHECK(lines(slurp(kResults + "census-3-classes.csv"))[0] == sgp::census_csv_header());
  // code: period, last exception. Kayles 0.77 and Dawson's chess 0.137 (Winning Ways, ch. 4);
  // Dawson's Kayles 0.07, which is 0.137 one heap later; 0.16 and 0.56 (Gangolli and Plambeck 1989).
  const std::map<std::string, std::pair<std::string, std::string>> published = {
      {"0.770", {"12", "70"}}, {"0.137", {"34", "51"}}, {"0.070", {"34", "52"}},
      {"0.160", {"149459", "105350"}}, {"0.560", {"144", "326639"}}};
  check_proven(codes, published);
  // Flammenkamp's records, through OEIS: 0.104 (A071457: period 11,770,282, last exception 197,769,597)
  // and 0.1777 (A071509: period 60,620,715, last exception 160,949,017; A071509 says ".4RZj, R=5,7,
  // Z=4,5,6,7, j=0,1,2,3 have values a(n-1)", so 0.454 and 0.474 have them one heap later).
  const std::map<std::string, std::pair<std::string, std::string>> flammenkamp = {
      {"0.104", {"11770282", "197769597"}}, {"0.454", {"60620715", "160949018"}}, {"0.474", {"60620715", "160949018"}}};
  check_proven(codes, flammenkamp);
  // 0.07 sits in 0.137's class one heap later.
  CHECK(codes["0.070"][1] == codes["0.137"][1]);
  CHECK(codes["0.070"][2] == "1");
  // 0.106's proof needs 1.26 * 10^12 values (Flammenkamp; OEIS A071458): never proven by a census.
  CHECK(codes["0.106"][4] == "open");
}

TEST_CASE("results/census-3 regenerates byte for byte (about 4 minutes on 2 cores)", "[.slow][results-slow]") {
  check_regenerates(3);
}

namespace {
// G(0..N-1) of a finite octal code "d0.d1d2.." by the definition: a plain mex over the options, sharing
// no code with the engine (digit bit 1: take a whole heap of j; 2: leave one heap; 4: leave two heaps).
std::vector<uint16_t> brute_force(const std::string& code, int N) {
  std::vector<int> d{code[0] - '0'};
  for (std::size_t i = 2; i < code.size(); ++i) d.push_back(code[i] - '0');
  std::vector<uint16_t> G(N, 0);
  std::vector<unsigned char> seen(4096);
  for (int n = 1; n < N; ++n) {
    std::fill(seen.begin(), seen.end(), 0);
    for (int j = 0; j < int(d.size()) && j <= n; ++j) {
      const int r = n - j;
      if ((d[j] & 1) && r == 0) seen[0] = 1;
      if ((d[j] & 2) && r >= 1) seen[G[r]] = 1;
      if (d[j] & 4)
        for (int a = 1; a <= r - a; ++a) seen[G[a] ^ G[r - a]] = 1;
    }
    int m = 0;
    while (seen[m]) ++m;
    G[n] = uint16_t(m);
  }
  return G;
}
}  // namespace

namespace {
// The census's proof of `code` (period p, last exception n0 - 1) redone on brute-force values: the
// Guy-Smith condition G(n + p) = G(n) for n0 <= n < 2 n0 + p + k (k = the number of digits,
// period/proof.cpp), and heap n0 - 1 breaking the period; then the census's own row says the same.
void check_guy_smith_on_brute_force(const std::string& code, int digits, uint64_t p, uint64_t n0) {
  INFO(code);
  const uint64_t k = uint64_t(digits);
  const auto G = brute_force(code, int(2 * n0 + p + k + p));
  bool holds = true;
  for (uint64_t n = n0; n < 2 * n0 + p + k; ++n) holds = holds && G[n] == G[n + p];
  CHECK(holds);
  CHECK(G[n0 - 1] != G[n0 - 1 + p]);
  auto codes = code_rows(digits);
  REQUIRE(codes.count(code));
  CHECK(codes[code][4] == "proven");
  CHECK(codes[code][5] == std::to_string(p));
  CHECK(codes[code][7] == std::to_string(n0 - 1));
}
}  // namespace

TEST_CASE("results/census-3: 0.56's last exception is heap 326639, by a brute force of the definition", "[.slow][results-slow]") {
  // OEIS A071436 says the last exception of 0.56 is 326637; the census says 326639. The brute force
  // decides: heap 326639 breaks the period 144.
  const auto G = brute_force("0.56", 326783 + 1);
  CHECK(G[326639] != G[326639 + 144]);
  auto codes = code_rows();
  CHECK(codes["0.560"][7] == "326639");
}

TEST_CASE("results/census-3: 4.064, unsolved in tczajka/octal-games, holds the Guy-Smith condition on brute-force values",
          "[.slow][results-slow]") {
  // The census proves 4.064 with period 16132 and last exception 94271.
  check_guy_smith_on_brute_force("4.064", 3, 16132, 94272);
}

TEST_CASE("results/census-4: every code once, the published records, and the 3-digit codes as in census-3", "[results]") {
  const auto rows = lines(slurp(kResults + "census-4-codes.csv"));
  REQUIRE(!rows.empty());
  CHECK(rows[0] == sgp::census_codes_csv_header());
  auto codes = code_rows(4);
  CHECK(codes.size() == sgp::census_codes(4).size());
  CHECK(lines(slurp(kResults + "census-4-classes.csv"))[0] == sgp::census_csv_header());
  // code: period, last exception, from OEIS (offset 1: a(n) is G(n); "values a(n-1)" is one heap later).
  // A071509: .1777, Flammenkamp's period 60620715, last exception 160949017; .4RZj (R = 5, 7; Z = 4..7;
  // j = 0..3) one heap later. A071434: .1377, period 24, last exception 140. A071452: .11377, period 32,
  // last exception 186, and ".0177 has values a(n-1)". A071464: .127 and .1271, period 4, last exception
  // 46577. Winning Ways: Kayles 0.77 (0.7700).
  const std::map<std::string, std::pair<std::string, std::string>> published = {
      {"0.1777", {"60620715", "160949017"}}, {"0.4543", {"60620715", "160949018"}},
      {"0.4760", {"60620715", "160949018"}}, {"0.1377", {"24", "140"}},
      {"0.0177", {"32", "187"}},            {"0.1271", {"4", "46577"}},
      {"0.7700", {"12", "70"}}};
  check_proven(codes, published);
  // 0.106's proof needs 1.26 * 10^12 values (Flammenkamp; OEIS A071458).
  CHECK(codes["0.1060"][4] == "open");
  // A code of 3 digits is the same game with a fourth digit 0: its row in census-4 (its own figures)
  // says what census-3 says, except how far an open code was computed (its class may differ).
  auto three = code_rows(3);
  REQUIRE(three.size() == 1024);
  std::size_t compared = 0;
  for (const auto& [code, f3] : three) {
    INFO(code);
    const std::string code4 = code + "0";
    REQUIRE(codes.count(code4));
    const auto& f4 = codes[code4];
    CHECK(f4[4] == f3[4]);
    if (f3[4] == "proven") {
      CHECK(f4[5] == f3[5]);  // period
      CHECK(f4[6] == f3[6]);  // preperiod
      CHECK(f4[8] == f3[8]);  // saltus
    }
    ++compared;
  }
  CHECK(compared == 1024);
}

TEST_CASE("results/census-4 regenerates byte for byte (about 20 minutes on 2 cores)", "[.slow][results4-slow]") {
  check_regenerates(4);
}

TEST_CASE("results/census-4: 0.1345, in no table read here, holds the Guy-Smith condition on brute-force values",
          "[.slow][results4-slow]") {
  // The census proves 0.1345 with period 11539 and last exception 107858.
  check_guy_smith_on_brute_force("0.1345", 4, 11539, 107859);
}
