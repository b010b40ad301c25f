/// @brief The census's work budget: kernels count their work the same way for any thread count, and run_game stops where the rule says.
#include <tbb/global_control.h>

#include <catch2/catch.hpp>

#include "engine/kernel.hpp"
#include "octal/game.hpp"
#include "period/analysis.hpp"
#include "tests/kernel_util.hpp"

namespace {

struct Counted {
  sgp::NimSequence values;
  uint64_t work = 0;
};

// G(0..n-1) in the blocks given, and the work counted.
Counted counted(const std::string& code, const std::vector<uint64_t>& ends, int threads) {
  tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
  auto k = sgp::make_kernel(sgp::parse_game(code), sgp::Method::Sparse);
  Counted c;
  for (uint64_t e : ends) k->extend(c.values, e);
  c.work = k->work();
  return c;
}

}  // namespace

TEST_CASE("kernels count their work the same way for any thread count", "[period][work]") {
  // A sparse octal code, one whose sparse kernel falls back to plain mexes (0.007), and a hexadecimal one
  // (whose values grow, so its run is kept short).
  for (const std::string code : {"0.143", "0.007", "0.161", "0.88"}) {
    INFO(code);
    const uint64_t scale = code == "0.88" ? 10 : 1;
    const std::vector<uint64_t> ends = {1000 / scale, 4096 / scale, 20000 / scale, 40000 / scale};
    const Counted one = counted(code, ends, 1), two = counted(code, ends, 2);
    CHECK(one.work > 0);
    CHECK(one.work == two.work);
    CHECK(sgtest::first_difference(one.values, two.values) == -1);
    // More values, more work.
    CHECK(counted(code, {20000 / scale}, 1).work < one.work);
  }
  // Kernels that do not count say 0: their budget is in values.
  auto naive = sgp::make_naive_kernel(sgp::parse_game("0.77"));
  sgp::NimSequence v;
  naive->extend(v, 1000);
  CHECK(naive->work() == 0);
}

TEST_CASE("run_game with a work budget: each run stops where the rule says, with the values of a plain run",
          "[period][work]") {
  // The census's rule at a smaller scale: at least `floor` values, at least `budget` unless the work
  // passed W first, doublings past `budget` only while the next one keeps the work within W, at most `cap`.
  const uint64_t floor = uint64_t(1) << 11, budget = uint64_t(1) << 14, cap = uint64_t(1) << 16;
  // W: two and a half times the work of a cheap code (0.054) to 2^15 values, so that its doubling to the
  // cap stays within W, and dearer codes stop on either side of the value budget.
  sgp::RunOptions probe;
  probe.limit = uint64_t(1) << 15;
  probe.pipeline = false;
  const uint64_t w15 = sgp::run_game(sgp::parse_game("0.054"), probe).work;
  const uint64_t W = 2 * w15 + w15 / 2;
  REQUIRE(W > 0);
  bool stopped_early = false, went_past = false, reached_cap = false;
  for (const std::string code : {"0.054", "0.143", "0.161", "0.015", "0.774", "0.404", "0.16", "0.56"}) {
    INFO(code);
    sgp::RunOptions o;
    o.census = sgp::CensusPolicy{budget, floor, W, cap};
    o.pipeline = false;
    const sgp::RunReport r = sgp::run_game(sgp::parse_game(code), o);
    const uint64_t n = r.values.size();
    REQUIRE(r.method.substr(0, 6) == "sparse");
    CHECK(n >= floor);
    CHECK(n <= cap);
    if (r.status != sgp::Status::Proven && !r.candidate) {
      // Stopped before the value budget only by spent work; past it only by a dear next doubling.
      if (n < budget) CHECK(r.work >= W);
      if (n >= budget && n < cap) CHECK(2 * r.work > W);
      if (n < cap) CHECK(r.limit == n);  // the budget column shows where the work ended it
    }
    stopped_early = stopped_early || n < budget;
    went_past = went_past || n > budget;
    reached_cap = reached_cap || n == cap;
    // The values are those of a run without the rule.
    sgp::RunOptions plain;
    plain.limit = n;
    plain.stop_when_proven = false;
    plain.pipeline = false;
    const sgp::RunReport p = sgp::run_game(sgp::parse_game(code), plain);
    REQUIRE(p.values.size() == n);
    CHECK(sgtest::first_difference(p.values, r.values) == -1);
  }
  // The rule did something on both sides: some class ended early, another went past the value budget.
  CHECK(stopped_early);
  CHECK(went_past);
  CHECK(reached_cap);
}
