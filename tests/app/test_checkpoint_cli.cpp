/// @brief [cli] run --checkpoint: a run asked for fewer values than the checkpoint holds leaves the file as it was.
#include <catch2/catch.hpp>

#include "tests/cli_util.hpp"

using namespace sgtest;

TEST_CASE("run --checkpoint never replaces a checkpoint by a shorter one", "[cli][checkpoint]") {
  // `run 0.1777 -n 2^22 --checkpoint ck` then `-n 1000 --checkpoint ck` overwrote the
  // 4.2 MB file with 1000 values, and the next -n 2^22 run started again from 1000.
  TempDir dir;
  const std::string ck = dir / "ck";
  REQUIRE(cli("run 0.1777 -n 2^22 -q --checkpoint '" + ck + "'").status == 0);
  const std::string long_one = slurp(ck);
  REQUIRE(long_one.size() > (4u << 20));
  auto short_run = cli("run 0.1777 -n 1000 --checkpoint '" + ck + "'");
  INFO(short_run.err);
  CHECK(short_run.status == 0);
  CHECK(short_run.out.find("1000 computed") != std::string::npos);  // the run itself is the one asked for
  CHECK(short_run.err.find(ck + " keeps its 4194304 values: this run stopped at 1000") != std::string::npos);
  CHECK(slurp(ck) == long_one);
  // The next long run resumes from all of them, and a longer one still extends the file.
  auto again = cli("run 0.1777 -n 2^22 --checkpoint '" + ck + "'");
  CHECK(again.err.find("resuming 0.1777 from " + ck + ": 4194304 values") != std::string::npos);
  CHECK(slurp(ck) == long_one);
  REQUIRE(cli("run 0.1777 -n 4194309 -q --checkpoint '" + ck + "'").status == 0);
  CHECK(slurp(ck).size() > long_one.size());
}
