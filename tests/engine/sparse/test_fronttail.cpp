/// @brief Front-plus-tail runs: the same values and statistics as full memory, loud stops, checkpoints, the CLI.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>

#include "engine/checkpoint.hpp"
#include "engine/sparse/fronttail.hpp"
#include "engine/kernel.hpp"
#include "engine/stats.hpp"
#include "period/longrun.hpp"
#include "tests/cli_util.hpp"

using namespace sgp;
using sgtest::cli;

namespace {

std::string temp_path(const std::string& name) {
  return std::string(SGPERIOD_BINARY_DIR) + "/fronttail_" + std::to_string(::getpid()) + "_" + name;
}

// The kept tail of `run` equals the full sequence there.
void check_tail(const FrontTailRun& run, const NimSequence& full) {
  for (uint64_t p = run.size() - run.ring(); p < run.size(); ++p)
    if (run.value(p) != full[p]) FAIL("G(" << p << ") = " << run.value(p) << ", full memory gives " << full[p]);
}

void check_stats(const FrontTailRun& run, const NimSequence& full) {
  const auto want = sequence_stats(full);
  const auto got = run.stats().rows();
  REQUIRE(got.size() == want.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    CHECK(got[i].n == want[i].n);
    CHECK(got[i].max_value == want[i].max_value);
    CHECK(got[i].histogram == want[i].histogram);
    CHECK(got[i].last_rare == want[i].last_rare);
  }
}

}  // namespace

TEST_CASE("front-plus-tail equals full memory on sparse games, block by block", "[fronttail]") {
  // The reference is the full sparse kernel (engine/sparse/sparse.cpp), itself checked against the naive mex.
  for (const char* code : {"0.167", "0.16", "0.127", "0.356", "4.167", "0.1777", "0.1717", "4.607"}) {
    INFO(code);
    const Game g = parse_game(code);
    const uint64_t n0 = uint64_t(1) << 15, end = uint64_t(1) << 18;
    const NimSequence full = compute(g, end, Method::Sparse);
    NimSequence prefix = full;
    prefix.truncate(n0);
    std::optional<FrontTailRun> made;
    try {
      made.emplace(g, prefix, uint64_t(1) << 13);
    } catch (const FrontTailError& e) {  // a refusal is fine (0.16: rare positions up to 13932 by 2^15)
      CHECK(std::string(code) != "0.167");
      WARN(code << ": " << e.what());
      continue;
    }
    FrontTailRun& run = *made;
    CHECK(run.ring() == (uint64_t(1) << 14));
    for (uint64_t to = n0 + 5000; run.size() < end; to = std::min(end, to + 7001)) {
      try {
        run.extend(to);
      } catch (const FrontTailError& e) {
        // Allowed only as a stop: every value it returned before must still be right.
        WARN(code << ": " << e.what());
        check_tail(run, full);
        break;
      }
      check_tail(run, full);
    }
    if (run.size() == end) check_stats(run, full);
    if (std::string(code) == "0.167") CHECK(run.size() == end);  // 59 rare positions, witnesses within ~3100 pairs
  }
}

TEST_CASE("front-plus-tail continues any prefix like the sparse kernel, values up to 255 included", "[fronttail]") {
  // The values need not be the game's: both kernels give the exact mex of the options the prefix
  // defines. One value v >= 128 in the prefix puts every option set into the 256-bit path.
  const Game g = parse_game("0.167");
  const uint64_t n0 = uint64_t(1) << 15, end = n0 + 40000;
  NimSequence prefix = compute(g, n0, Method::Sparse);
  for (uint32_t v = 128; v < 256; ++v) {
    NimSequence synthetic;
    for (uint64_t p = 0; p < n0; ++p) synthetic.push_back(p == n0 - 100 ? v : prefix[p]);
    std::optional<FrontTailRun> run;
    try {
      run.emplace(g, synthetic, uint64_t(1) << 13);
    } catch (const FrontTailError&) {
      continue;  // v is rare under the mask: a rare position past the front, refused
    }
    INFO("value " << v);
    NimSequence full = synthetic;
    make_kernel(g, Method::Sparse)->extend(full, end);
    run->extend(end);
    check_tail(*run, full);
    CHECK(run->max_value() == v);
    return;
  }
  FAIL("no value from 128 to 255 is common under the mask");
}

TEST_CASE("front-plus-tail stops loudly where its assumptions break, never guesses", "[fronttail]") {
  const Game g = parse_game("0.167");
  const NimSequence full = compute(g, uint64_t(1) << 17, Method::Sparse);
  NimSequence prefix = full;
  prefix.truncate(uint64_t(1) << 14);
  // 0.167 has rare positions up to 1303: a front of 512 cannot hold them.
  try {
    FrontTailRun run(g, prefix, 512);
    FAIL("a rare position past the front was accepted");
  } catch (const FrontTailError& e) {
    CHECK_THAT(std::string(e.what()), Catch::Contains("rare position") && Catch::Contains("front"));
  }
  // A front of 1400 holds them, but some witnesses lie further out: it must stop at an undecided heap.
  FrontTailRun run(g, prefix, 1400);
  try {
    run.extend(full.size());
    FAIL("no witness lies past 1400 pairs up to 2^17; the test needs a smaller front");
  } catch (const FrontTailError& e) {
    CHECK_THAT(std::string(e.what()), Catch::Contains("cannot decide G(" + std::to_string(run.size()) + ")"));
  }
  check_tail(run, full);
  // Games it does not handle, and prefixes too short for the ring.
  CHECK_FALSE(FrontTailRun::handles(parse_game("grundy")));
  CHECK_FALSE(FrontTailRun::handles(parse_game("0.77f")));
  CHECK_FALSE(FrontTailRun::handles(parse_game("0.33")));  // no split digit
  CHECK_THROWS_AS(FrontTailRun(g, prefix, uint64_t(1) << 14), FrontTailError);
}

TEST_CASE("front-plus-tail checkpoints resume to the same values, and damage is refused", "[fronttail][checkpoint]") {
  const Game g = parse_game("0.167");
  const NimSequence full = compute(g, uint64_t(1) << 17, Method::Sparse);
  NimSequence prefix = full;
  prefix.truncate(uint64_t(1) << 14);
  FrontTailRun run(g, prefix, uint64_t(1) << 12);
  run.extend(50000);
  const std::string ck = temp_path("a.ckpt");
  save_checkpoint(ck, g, run);
  CHECK(read_checkpoint_info(ck).layout == CheckpointLayout::FrontTail);
  CHECK(read_checkpoint_info(ck).count == 50000);
  FrontTailRun back = load_front_tail_checkpoint(ck, g);
  CHECK(back.serialize() == run.serialize());
  back.extend(full.size());
  run.extend(full.size());
  CHECK(back.serialize() == run.serialize());
  check_tail(back, full);

  auto error = [&](const std::string& path, const Game& game) -> std::string {
    try {
      load_front_tail_checkpoint(path, game);
    } catch (const CheckpointError& e) {
      return e.what();
    }
    return "";
  };
  CHECK_THAT(error(ck, parse_game("0.16")), Catch::Contains("field 'game'"));
  try {
    load_checkpoint(ck, g);
    FAIL("a front-plus-tail checkpoint loaded as a whole sequence");
  } catch (const CheckpointError& e) {
    CHECK_THAT(std::string(e.what()), Catch::Contains("layout"));
  }
  std::string bytes = sgtest::slurp(ck);
  for (std::size_t at : {std::size_t(9), std::size_t(30), bytes.size() / 2, bytes.size() - 3}) {
    std::string bad = bytes;
    bad[at] = static_cast<char>(bad[at] ^ 0x10);
    sgtest::spit(ck, bad);
    CHECK_FALSE(error(ck, g).empty());
  }
  sgtest::spit(ck, bytes.substr(0, bytes.size() - 100));
  CHECK_THAT(error(ck, g), Catch::Contains("statelen"));
  std::remove(ck.c_str());
  // A state whose checksum is right but whose front is near 2^64: the ring's
  // doubling loop ran for ever at 2^63, and at 2^64 - 2 the sums wrapped to a 4-value ring and a
  // std::length_error escaped. Field 'front' is the third 8-byte field of the state.
  const std::vector<uint8_t> state = run.serialize();
  for (uint64_t front : {uint64_t(1) << 63, UINT64_MAX - 1, UINT64_MAX, (uint64_t(1) << 24) + 1}) {
    INFO(front);
    std::vector<uint8_t> bad = state;
    for (int i = 0; i < 8; ++i) bad[16 + i] = uint8_t(front >> (8 * i));
    CHECK_THROWS_AS(FrontTailRun::deserialize(g, bad.data(), bad.size()), std::runtime_error);
  }
}

TEST_CASE("plan: the full part and the front fit the budget", "[fronttail]") {
  const Game g = parse_game("0.167");
  auto p = plan_front_tail(g, uint64_t(1) << 36, uint64_t(8) << 30);
  REQUIRE(p);
  CHECK(p->switch_at == (uint64_t(1) << 31));  // 4 bytes per value of the full part: 8 GiB / 4
  CHECK(p->front == (uint64_t(1) << 24));
  CHECK(p->bytes <= (uint64_t(8) << 30));
  CHECK_FALSE(plan_front_tail(parse_game("grundy"), uint64_t(1) << 36, uint64_t(8) << 30));
  CHECK_FALSE(plan_front_tail(g, uint64_t(1) << 36, uint64_t(1) << 20));  // 1 MiB: too small even for the scheme
  // Budgets and limits near 2^64: 2 n0 * 4 bytes wrapped to 0 from n0 = 2^61
  // and the doubling never ended. The full part stops below the limit: 2 n0 < limit.
  auto huge = plan_front_tail(g, UINT64_MAX, uint64_t(1) << 63);
  REQUIRE(huge);
  CHECK(huge->switch_at == (uint64_t(1) << 61));  // 2^61 values * 4 bytes = 2^63, the budget itself
  CHECK(huge->bytes == (uint64_t(1) << 63));
  auto all = plan_front_tail(g, uint64_t(1) << 40, UINT64_MAX);
  REQUIRE(all);
  CHECK(all->switch_at == (uint64_t(1) << 39));
}

TEST_CASE("run past --memory goes front-plus-tail, resumes after kill -9, and refuses what it cannot keep", "[cli][fronttail]") {
  const std::string ck = temp_path("b.ckpt"), st = temp_path("b.csv"), whole_st = temp_path("w.csv");
  std::remove(ck.c_str());
  // 2^23 values of 0.167 in a 4 MiB budget: 2^20 in full, then front-plus-tail.
  auto killed = cli("run 0.167 -n 2^23 --memory 4MiB -t 2 --checkpoint '" + ck + "' --checkpoint-every 1s --stats '" + st +
                    "' & pid=$!; sleep 2.5; kill -9 $pid; wait $pid; true");
  CHECK(killed.err.find("memory estimate") != std::string::npos);
  auto resumed = cli("run 0.167 -n 2^23 --memory 4MiB -t 1 --checkpoint '" + ck + "' --stats '" + st + "'");
  REQUIRE(resumed.status == 0);
  CHECK(resumed.out.find("front-tail     from n = 1048576") != std::string::npos);
  CHECK(resumed.out.find("values         8388608 computed") != std::string::npos);
  auto whole = cli("run 0.167 -n 2^23 -q --stats '" + whole_st + "'");
  REQUIRE(whole.status == 0);
  CHECK(sgtest::slurp(st) == sgtest::slurp(whole_st));  // every histogram at every 2^k, and the end
  // The max value line is the same as the full run's.
  auto max_line = [](const std::string& out) { return out.substr(out.find("max value"), out.find('\n', out.find("max value")) - out.find("max value")); };
  CHECK(max_line(resumed.out) == max_line(whole.out));
  for (const std::string& f : {ck, st, whole_st}) std::remove(f.c_str());

  auto bfile = cli("run 0.167 -n 2^23 --memory 4MiB --bfile '" + temp_path("x.b") + "'");
  CHECK(bfile.status == 2);
  CHECK(bfile.err.find("--bfile needs every value") != std::string::npos);
  CHECK_FALSE(sgtest::exists(temp_path("x.b")));
}
