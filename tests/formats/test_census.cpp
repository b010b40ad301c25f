/// @brief [reports] The census tables through the CLI: their headers and columns, the same bytes for 1 and 2 threads, refusals.
#include <catch2/catch.hpp>

#include <map>
#include <vector>

#include "formats/census.hpp"
#include "formats/tables.hpp"
#include "tests/cli_util.hpp"

using namespace sgtest;

TEST_CASE("census CLI: class and code tables, the same bytes for 1 and 2 threads, refusals", "[reports][census][cli]") {
  TempDir dir;
  REQUIRE(cli("census --digits 1 -q -o '" + (dir / "c.csv") + "' --codes '" + (dir / "k.csv") + "'").status == 0);
  auto rows = lines(slurp(dir / "c.csv"));
  REQUIRE(rows.size() >= 2);
  CHECK(rows[0] == sgp::census_csv_header());
  std::size_t members = 0;
  bool found_s1 = false;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    std::string why;
    auto f = sgp::split_csv_line(rows[i], &why);
    REQUIRE(f);
    REQUIRE(f->size() == 20);
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
  CHECK(members == 16);
  // Codes at their own heap sizes. 0.2 by hand: G(0) = G(1) = 0, then G(n) = (n - 1) mod 2: period 2
  // from 1 (last exception 0), which is 0.3 one heap later. 4.0 (split a heap in two) likewise.
  auto codes = slurp(dir / "k.csv");
  CHECK(lines(codes).size() == 17);
  CHECK(codes.find(sgp::census_codes_csv_header() + "\n") == 0);
  CHECK(codes.find("\n0.2,") != std::string::npos);
  CHECK(codes.find(",1,shift,proven,2,1,0,0,") != std::string::npos);
  CHECK(codes.find("\n4.0,") != std::string::npos);

  auto one = cli("census --digits 2 -n 4096 -t 1 -q -o -");
  auto two = cli("census --digits 2 -n 4096 -t 2 -q -o -");
  REQUIRE(one.status == 0);
  CHECK(one.out == two.out);

  CHECK(cli("census --digits 0 -o '" + (dir / "x.csv") + "'").status == 2);
  CHECK(cli("census --digits 3 --hex -o '" + (dir / "x.csv") + "'").status == 2);
  CHECK(cli("census --digits 1 --budget 10 -o '" + (dir / "x.csv") + "'").status == 2);
  CHECK(cli("census --digits 1 -o - --codes -").status == 2);
  CHECK(!exists(dir / "x.csv"));
}

TEST_CASE("census --costs: one row per run computed here, none for classes from the journal, refusals",
          "[reports][census][cli]") {
  TempDir dir;
  const std::string base = "census --digits 1 -q -o '" + (dir / "c.csv") + "'";
  REQUIRE(cli(base + " --costs '" + (dir / "costs.csv") + "'").status == 0);
  const auto rows = lines(slurp(dir / "costs.csv"));
  const auto classes = lines(slurp(dir / "c.csv"));
  // A row per run (rule class: codes joined by rules before anything runs); several runs may then join
  // one class by proof, so there are at least as many rows as classes, and every code is in one row.
  REQUIRE(rows.size() >= classes.size());
  CHECK(rows[0] == sgp::census_cost_header());
  std::map<std::string, std::vector<std::string>> by_rep;
  std::size_t codes = 0, sparse = 0;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    auto f = sgp::split_csv_line(rows[i], nullptr);
    REQUIRE(f);
    REQUIRE(f->size() == 7);
    by_rep[(*f)[0]] = *f;
    codes += std::stoul((*f)[1]);
    // The sparse kernel counts its work (0.5, 0.6, 0.7, 4.x here).
    if ((*f)[3].rfind("sparse", 0) == 0) {
      CHECK(std::stoull((*f)[5]) > 0);
      ++sparse;
    }
  }
  CHECK(codes == 16);
  CHECK(sparse >= 3);
  // Each class's representative was run: its row has the class's status and length.
  for (std::size_t i = 1; i < classes.size(); ++i) {
    auto c = sgp::split_csv_line(classes[i], nullptr);
    REQUIRE(c);
    INFO((*c)[1]);
    REQUIRE(by_rep.count((*c)[1]));
    CHECK(by_rep[(*c)[1]][2] == (*c)[4]);
    CHECK(by_rep[(*c)[1]][4] == (*c)[9]);
  }
  // Resumed from a finished journal, nothing is computed: only the header.
  REQUIRE(cli(base + " --journal '" + (dir / "j.txt") + "'").status == 0);
  REQUIRE(cli(base + " --journal '" + (dir / "j.txt") + "' --costs '" + (dir / "costs2.csv") + "'").status == 0);
  CHECK(lines(slurp(dir / "costs2.csv")).size() == 1);
  // The cost file may not be one of the outputs or the journal.
  CHECK(cli(base + " --costs '" + (dir / "c.csv") + "'").status == 2);
  CHECK(cli(base + " --journal '" + (dir / "j.txt") + "' --costs '" + (dir / "j.txt") + "'").status == 2);
}
