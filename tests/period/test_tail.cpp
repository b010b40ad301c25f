/// @brief The tail-invariance theorem (infinite codes): sound on many codes far past its window, refuses wrong patterns.
#include <catch2/catch.hpp>
#include <random>
#include <string>

#include "engine/kernel.hpp"
#include "period/analysis.hpp"
#include "period/tail.hpp"
#include "period/verify.hpp"

namespace {

sgp::NimSequence seq_of(const std::vector<uint32_t>& v) {
  sgp::NimSequence s;
  for (uint32_t x : v) s.push_back(x);
  return s;
}

// F(n) for n < count: the given first values (through the preperiod and one period), then F(n - p) + s.
std::vector<uint32_t> pattern(std::vector<uint32_t> first, uint64_t p, uint32_t s, uint64_t count) {
  for (uint64_t n = first.size(); n < count; ++n) first.push_back(first[n - p] + s);
  return first;
}

}  // namespace

TEST_CASE("tail invariance proves Nim, Lasker's Nim and their kin with the published saltus", "[periods][tail]") {
  // Nim: G(n) = n. Lasker's Nim (Winning Ways, ch. 4; Lasker 1931): G(4k+1) = 4k+1, G(4k+2) = 4k+2,
  // G(4k+3) = 4k+4, G(4k+4) = 4k+3. 4.[2] (split, or take >= 1 leaving a heap): hand derivation G(n) = n - 1
  // for n >= 1 (heap 1 has no move; the splits of n give (a-1) ^ (b-1) <= n - 2).
  struct Case {
    const char* game;
    uint64_t period, preperiod;
    int64_t saltus;
  };
  for (Case c : {Case{"nim", 1, 0, 1}, Case{"lasker", 4, 1, 4}, Case{"4.[2]", 1, 1, 1}}) {
    INFO(c.game);
    sgp::RunOptions o;
    auto r = sgp::run_game(sgp::parse_game(c.game), o);
    REQUIRE(r.status == sgp::Status::Proven);
    CHECK(r.theorem == "tail invariance");
    CHECK(r.periodicity.period == c.period);
    CHECK(r.periodicity.preperiod == c.preperiod);
    CHECK(r.periodicity.saltus == c.saltus);
  }
}

TEST_CASE("tail invariance refuses patterns that are not the game's", "[periods][tail]") {
  const auto nim = sgp::parse_game("0.[3]").code;
  const auto lasker = sgp::parse_game("4.[3]").code;
  // G(n) = 2n for Nim: heap 1 would need the option 1, which no move gives.
  CHECK_FALSE(sgp::tail_invariance_proof(nim, seq_of(pattern({0}, 1, 2, 64)), {1, 0, 2}));
  // Nim's values for Lasker's Nim: the split 3 = 1 + 2 gives 1 ^ 2 = 3 = F(3).
  CHECK_FALSE(sgp::tail_invariance_proof(lasker, seq_of(pattern({0}, 1, 1, 64)), {1, 0, 1}));
  // Lasker's values for Nim (no splits): heap 3 would need the option 3, which Nim does not give.
  CHECK_FALSE(sgp::tail_invariance_proof(nim, seq_of(pattern({0, 1, 2, 4, 3}, 4, 4, 64)), {4, 1, 4}));
  // The real pattern is accepted, and the window asks for the values it relies on.
  auto w = sgp::tail_invariance_proof(lasker, seq_of(pattern({0, 1, 2, 4, 3}, 4, 4, 64)), {4, 1, 4});
  REQUIRE(w);
  CHECK(w->check_from == 1);
  // A tail that splits is outside the theorem (0.[7]: G(n) = n, but splits of the tail are unbounded).
  CHECK_FALSE(sgp::tail_invariance_proof(sgp::parse_game("0.[7]").code, seq_of(pattern({0}, 1, 1, 64)), {1, 0, 1}));
  // Saltus 0 is not this theorem's business.
  CHECK_FALSE(sgp::tail_invariance_proof(sgp::parse_game("0.[1]").code, seq_of({0, 1, 0, 0, 0, 0}), {1, 2, 0}));
}

TEST_CASE("tail invariance window: the values it needs, one short fails", "[periods][tail]") {
  // Lasker's Nim: the window's values must follow the pattern; a wrong value at the last needed
  // position breaks the check, one past it does not matter to the theorem.
  const auto lasker = sgp::parse_game("4.[3]").code;
  auto good = pattern({0, 1, 2, 4, 3}, 4, 4, 64);
  auto w = sgp::tail_invariance_proof(lasker, seq_of(good), {4, 1, 4});
  REQUIRE(w);
  const uint64_t need = w->values_needed();
  REQUIRE(need < good.size());
  auto last_bad = good;
  last_bad[need - 1] += 1;
  CHECK_FALSE(sgp::check_window(seq_of(last_bad), *w, 4));
  auto past_bad = good;
  past_bad[need] += 1;
  CHECK(sgp::check_window(seq_of(past_bad), *w, 4));
  CHECK(sgp::check_window(seq_of(good), *w, 4));
}

TEST_CASE("tail invariance is sound: proven patterns hold far past the values they were proven from", "[periods][tail]") {
  // Random codes d0.d1..dj[D] (d0 in {0, 4}, octal prefix digits, tail digit 1..3): proven from 256 values,
  // then checked against the naive kernel's values to n = 3000.
  std::mt19937 rng(20261130);
  int proven = 0;
  for (int trial = 0; trial < 120; ++trial) {
    std::string code = (rng() % 2) ? "4." : "0.";
    const int len = static_cast<int>(rng() % 4);
    for (int i = 0; i < len; ++i) code += static_cast<char>('0' + rng() % 8);
    code += "[" + std::to_string(1 + rng() % 3) + "]";
    const auto game = sgp::parse_game(code);
    sgp::RunOptions o;
    o.limit = 256;
    auto r = sgp::run_game(game, o);
    if (r.status != sgp::Status::Proven) continue;
    ++proven;
    INFO(code);
    const auto per = r.periodicity;
    auto far = sgp::compute(game, 3000, sgp::Method::Naive);
    for (uint64_t n = per.preperiod; n + per.period < far.size(); ++n) {
      INFO("n = " << n);
      REQUIRE(static_cast<int64_t>(far[n + per.period]) - static_cast<int64_t>(far[n]) == per.saltus);
    }
  }
  CHECK(proven >= 30);  // the theorem must actually be exercised
}

TEST_CASE("verify proves saltus claims on infinite codes by tail invariance, refutes wrong ones", "[periods][tail]") {
  const auto lasker = sgp::parse_game("lasker");
  auto ok = sgp::verify_claim(lasker, {4, 1, 4}, 1 << 12);
  CHECK(ok.verdict == sgp::Verdict::Proven);
  CHECK(ok.theorem == "tail invariance");
  // From 0 the pattern fails at once: G(0) = 0, G(4) = 3 (not 4).
  auto bad = sgp::verify_claim(lasker, {4, 0, 4}, 1 << 12);
  CHECK(bad.verdict == sgp::Verdict::Refuted);
  CHECK(bad.counterexample == 0);
  // A tail that splits: consistent, but no theorem here.
  CHECK(sgp::verify_claim(sgp::parse_game("0.[7]"), {1, 0, 1}, 1 << 10).verdict == sgp::Verdict::Undecided);
}
