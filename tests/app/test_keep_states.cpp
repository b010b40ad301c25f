/// @brief [cli] run --keep-states: front-plus-tail states kept at fixed intervals, each a valid start for a later run.
#include <catch2/catch.hpp>

#include <cstdio>

#include "tests/cli_util.hpp"

using namespace sgtest;

// The piece of docs/record-runs.md built now: a chunked proof would start its chunks from such states.
TEST_CASE("run --keep-states keeps small front-plus-tail states that resume to the uninterrupted run", "[cli][checkpoint]") {
  TempDir dir;
  const std::string ck = dir / "a.ckpt";
  // 0.1777 past a 16 MiB budget: G(0..2^22-1) in full, then front-plus-tail (front 2^20, ring 2^21).
  auto whole = cli("run 0.1777 -n 2^25 -t 1 --memory 16MiB -q --checkpoint '" + ck + "' --keep-states 2^23 --stats '" +
                   (dir / "a.csv") + "'");
  REQUIRE(whole.status == 0);
  REQUIRE(whole.out.find("sparse+front-tail") != std::string::npos);
  // One state at the first block at or past each multiple of 2^23, named by its values; the last is the
  // final state itself.
  for (const char* n : {"8388608", "16777216", "25165824", "33554432"}) {
    INFO(n);
    const std::string state = slurp(ck + "." + n);
    // The front and the ring (3 * 2^20 values), a header and the statistics (about 7 KB): not the 2^23
    // and more values the state stands for.
    CHECK(state.size() > (3u << 20));
    CHECK(state.size() < (3u << 20) + 16384);
  }
  CHECK(slurp(ck + ".33554432") == slurp(ck));
  CHECK(!exists(ck + ".4194304"));
  // A run started from the state at 2^24 ends where the uninterrupted one did: the same final state and
  // the same statistics at every power of two.
  const std::string b = dir / "b.ckpt";
  spit(b, slurp(ck + ".16777216"));
  auto resumed = cli("run 0.1777 -n 2^25 -t 1 --memory 16MiB --checkpoint '" + b + "' --stats '" + (dir / "b.csv") + "'");
  REQUIRE(resumed.status == 0);
  CHECK(resumed.err.find("resuming 0.1777 from " + b + ": 16777216 values (front-plus-tail)") != std::string::npos);
  CHECK(slurp(b) == slurp(ck));
  CHECK(slurp(dir / "b.csv") == slurp(dir / "a.csv"));
  // The states are named after --checkpoint's file, so it is required.
  auto refused = cli("run 0.1777 -n 2^20 --keep-states 2^18");
  CHECK(refused.status == 2);
  CHECK(refused.err.find("--keep-states needs --checkpoint") != std::string::npos);
}
