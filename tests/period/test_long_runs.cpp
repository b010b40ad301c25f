/// @brief Long runs from the CLI: checkpoints resume to identical results, corrupt ones are refused, stats, memory.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <fstream>

#include "tests/cli_util.hpp"

using sgtest::cli;

namespace {
std::string temp_path(const std::string& name) {
  return std::string(SGPERIOD_BINARY_DIR) + "/long_" + std::to_string(::getpid()) + "_" + name;
}
}  // namespace

TEST_CASE("an interrupted run resumes from its checkpoint to the uninterrupted result", "[cli][checkpoint]") {
  std::string ck = temp_path("016.ckpt");
  std::remove(ck.c_str());
  // Stop early (limit 2^17, before 0.16's proof needs 509,622 values), then resume with another thread count.
  auto part = cli("run 0.16 -n 2^17 -q -t 2 --checkpoint '" + ck + "' --csv - | cut -d, -f1-10");
  REQUIRE(part.status == 0);
  CHECK(part.out.find(",131072,open,") != std::string::npos);
  auto resumed = cli("run 0.16 -n 2^20 -t 1 --checkpoint '" + ck + "' --csv - | cut -d, -f1-10");
  auto whole = cli("run 0.16 -n 2^20 -q -t 2 --csv - | cut -d, -f1-10");
  REQUIRE(resumed.status == 0);
  CHECK(resumed.err.find("resuming 0.16") != std::string::npos);
  CHECK(resumed.out == whole.out);
  // Gangolli and Plambeck (1989): 0.16 has period 149459 and last exception 105350.
  CHECK(whole.out.find(",proven,149459,105351,105350,0,") != std::string::npos);

  // A checkpoint of another game, or a damaged one, is refused with the field that differs.
  auto other = cli("run kayles --checkpoint '" + ck + "'");
  CHECK(other.status == 1);
  CHECK(other.err.find("field 'game'") != std::string::npos);
  {
    std::fstream f(ck, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(200);
    f.put('\x7f');
  }
  auto bad = cli("run 0.16 -n 2^20 --checkpoint '" + ck + "'");
  CHECK(bad.status == 1);
  CHECK(bad.err.find("checksum") != std::string::npos);
  std::remove(ck.c_str());
}

TEST_CASE("run with --stats writes a row per power of two and --memory refuses a limit it cannot keep", "[cli]") {
  std::string st = temp_path("stats.csv");
  auto r = cli("run kayles -n 1000 -q --stats '" + st + "'");
  REQUIRE(r.status == 0);
  std::string csv = sgtest::slurp(st);
  std::remove(st.c_str());
  CHECK(csv.rfind("game,n,max_value,rare_mask,rare_count,last_rare,histogram\n", 0) == 0);
  CHECK(csv.find(",512,") != std::string::npos);
  // Grundy's game is no octal code, so front-plus-tail (tests/engine/sparse/test_fronttail.cpp) cannot take it past the budget.
  auto m = cli("run grundy -n 1e9 --memory 100MiB");
  CHECK(m.status == 2);
  CHECK(m.err.find("more than --memory 100MiB") != std::string::npos);
  CHECK(m.err.find("front-plus-tail") != std::string::npos);
}
