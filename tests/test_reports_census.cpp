/// @brief [reports] `sgperiod census`: every code once, classes of identical sequences, canonical representatives.
#include <catch2/catch.hpp>

#include <set>

#include "reports/batch.hpp"
#include "reports/census.hpp"
#include "tests/reference.hpp"
#include "tests/cli_util.hpp"

using namespace sgtest;

TEST_CASE("census codes and the canonical order", "[reports]") {
  auto codes = sgp::census_codes(2);
  REQUIRE(codes.size() == 128);  // 2 * 8^2
  CHECK(codes.front() == "0.00");
  CHECK(codes[9] == "0.11");
  CHECK(codes.back() == "4.77");
  CHECK(sgp::canonical_less("0.7", "0.16"));
  CHECK(sgp::canonical_less("0.16", "4.1") == false);  // same length: ASCII order
  CHECK(sgp::canonical_less("0.16", "0.17"));
}

TEST_CASE("census D = 2 classes: every code once, members agree with an independent reference", "[reports]") {
  sgp::CensusOptions opt;
  opt.digits = 2;
  opt.n = 300;
  auto classes = sgp::run_census(opt);
  std::set<std::string> seen;
  std::map<std::string, const sgp::CensusClass*> by_rep;
  for (const auto& c : classes) {
    for (const auto& m : c.members) CHECK(seen.insert(m).second);
    by_rep[c.representative] = &c;
  }
  CHECK(seen.size() == 128);
  // Members of a class have one sequence; representatives of different classes differ (reference to n = 60).
  std::map<std::vector<uint64_t>, std::string> first_of;
  for (const auto& c : classes) {
    std::vector<std::vector<uint64_t>> seqs;
    for (const auto& m : c.members) {
      std::vector<uint64_t> v(60, 0);  // 0.00: no moves at all (the parser refuses it)
      if (m != "0.00") {
        sgtest::Reference ref(sgp::parse_game(m));
        for (uint64_t n = 0; n < 60; ++n) v[n] = ref.G(n);
      }
      seqs.push_back(v);
    }
    for (const auto& s : seqs) CHECK(s == seqs[0]);
    CHECK(first_of.emplace(seqs[0], c.representative).second);
  }
  CHECK(by_rep.count("0.77"));  // Kayles: 0.77, period 12, preperiod 71
  CHECK(by_rep["0.77"]->analysis.status == sgp::Status::Proven);
  CHECK(by_rep["0.77"]->analysis.periodicity.period == 12);
  CHECK(by_rep["0.77"]->analysis.periodicity.preperiod == 71);
  // 0.1 and 0.10 are one game; its representative is the shorter canonical form.
  REQUIRE(by_rep.count("0.1"));
  const auto& m = by_rep["0.1"]->members;
  CHECK(std::find(m.begin(), m.end(), "0.10") != m.end());
  // Classes come in canonical order of their representatives.
  for (std::size_t i = 1; i < classes.size(); ++i)
    CHECK(sgp::canonical_less(classes[i - 1].representative, classes[i].representative));
}

TEST_CASE("census CLI writes the CSV with one row per class", "[reports]") {
  TempDir dir;
  REQUIRE(cli("census --digits 1 -n 500 -q -o '" + (dir / "c.csv") + "'").status == 0);
  auto rows = lines(slurp(dir / "c.csv"));
  REQUIRE(rows.size() >= 2);
  CHECK(rows[0] == sgp::census_csv_header());
  std::size_t members = 0;
  bool found_s1 = false;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    std::string why;
    auto f = sgp::split_csv_line(rows[i], &why);
    REQUIRE(f);
    REQUIRE(f->size() == 14);
    members += std::stoul((*f)[2]);
    // 0.3 = S(1): G(n) = n mod 2, period 2 from n = 0.
    if ((*f)[1] == "0.3") {
      found_s1 = true;
      CHECK((*f)[4] == "proven");
      CHECK((*f)[5] == "2");
      CHECK((*f)[6] == "0");
    }
  }
  CHECK(found_s1);
  // 0.2, 4.0 and 4.2 by hand: G(n) = (n - 1) mod 2 for n >= 1 (4.0: split n into a + b; 4.2 adds 0.2's moves).
  CHECK(slurp(dir / "c.csv").find(",0.2,3,0.2 4.0 4.2,proven,2,1,") != std::string::npos);
  CHECK(members == 16);
  CHECK(cli("census --digits 0 -o '" + (dir / "x.csv") + "'").status == 2);
  CHECK(!exists(dir / "x.csv"));
}
