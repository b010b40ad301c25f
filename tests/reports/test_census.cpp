/// @brief [reports] The census tables through the CLI: their headers and columns, the same bytes for 1 and 2 threads, refusals.
#include <catch2/catch.hpp>

#include "reports/census.hpp"
#include "reports/tables.hpp"
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
