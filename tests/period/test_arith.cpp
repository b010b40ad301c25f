/// @brief The arithmetic-periodicity theorem (period/arith.cpp): hand-derived games, both sides of its window, and a soundness sweep far past its window.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "engine/kernel.hpp"
#include "period/analysis.hpp"
#include "period/arith.hpp"
#include "period/verify.hpp"
#include "tests/independent.hpp"

using sgtest::all_codes;
using sgtest::code;

TEST_CASE("arithmetic periodicity proves 0.8: period 3, saltus 1 from heap 1 (hand derivation)", "[periods][arith]") {
  // 0.8: remove one token and leave three non-empty heaps. Heaps 0..3 have no move (G = 0); heap 4 leaves
  // 1+1+1 (0), heap 5 1+1+2 (0), heap 6 1+1+3 or 1+2+2 (0): G = 1; heap 7 reaches 1+1+4 (1) and 1+2+3 (0):
  // G = 2. So G(n) = floor((n - 1) / 3) for n >= 1, G(0) = 0: period 3, saltus 1, preperiod 1.
  sgp::RunOptions o;
  const sgp::RunReport r = sgp::run_game(sgp::parse_game("0.8"), o);
  REQUIRE(r.status == sgp::Status::Proven);
  CHECK(r.periodicity.period == 3);
  CHECK(r.periodicity.preperiod == 1);
  CHECK(r.periodicity.saltus == 1);
  CHECK(r.theorem == "arithmetic periodicity (saltus 2^0)");
  for (uint64_t n = 1; n < 100; ++n) CHECK(r.values[n] == (n - 1) / 3);
  // verify answers saltus claims with the theorem, and refutes a wrong saltus at its first failure.
  auto yes = sgp::verify_claim(sgp::parse_game("0.8"), {3, 1, 1}, 1 << 16);
  CHECK(yes.verdict == sgp::Verdict::Proven);
  CHECK(yes.theorem == r.theorem);
  auto no = sgp::verify_claim(sgp::parse_game("0.8"), {3, 1, 2}, 1 << 16);
  CHECK(no.verdict == sgp::Verdict::Refuted);
  CHECK(no.counterexample == 1);  // G(4) = 1, not G(1) + 2 = 2
}

TEST_CASE("arithmetic periodicity declines what it cannot prove: other saltus, large first values, octal codes", "[periods][arith]") {
  const sgp::TakeAndBreak c8 = sgp::parse_game("0.8").code;
  const sgp::NimSequence v = sgp::compute(sgp::parse_game("0.8"), 200);
  CHECK(sgp::arithmetic_periodicity_proof(c8, v, {3, 1, 1}));
  // A saltus that is no power of two, a period whose first values reach the saltus (with preperiod 4,
  // G(4..6) = 1 >= 1), a finite octal code, and a prefix too short for the first period.
  CHECK_FALSE(sgp::arithmetic_periodicity_proof(c8, v, {6, 1, 2 + 1}));
  CHECK_FALSE(sgp::arithmetic_periodicity_proof(c8, v, {3, 4, 1}));
  const sgp::NimSequence nim_like = sgp::compute(sgp::parse_game("0.3f"), 200);
  CHECK_FALSE(sgp::arithmetic_periodicity_proof(sgp::parse_game("0.3f").code, nim_like, {6, 0, 3}));
  sgp::NimSequence short_prefix;
  for (uint64_t n = 0; n < 3; ++n) short_prefix.push_back(v[n]);
  CHECK_FALSE(sgp::arithmetic_periodicity_proof(c8, short_prefix, {3, 1, 1}));
}

TEST_CASE("arithmetic periodicity: a wrong value just inside the window breaks the proof, one just outside does not",
          "[periods][arith]") {
  const sgp::Game g = sgp::parse_game("0.8");
  const sgp::NimSequence v = sgp::compute(g, 400);
  const auto w = sgp::arithmetic_periodicity_proof(g.code, v, {3, 1, 1});
  REQUIRE(w);
  const uint64_t last = w->values_needed() - 1;  // the last heap the window reads
  REQUIRE(last + 10 < v.size());
  auto with_changed = [&](uint64_t at) {
    sgp::NimSequence s;
    for (uint64_t n = 0; n < w->values_needed() + 10; ++n) s.push_back(n == at ? v[n] + 1 : v[n]);
    return s;
  };
  CHECK(sgp::check_window(v, *w, 1));
  CHECK_FALSE(sgp::check_window(with_changed(last), *w, 1));
  CHECK(sgp::check_window(with_changed(last + 1), *w, 1));
  // The run on a prefix with the value just inside changed proves nothing with that pattern.
  CHECK_FALSE(sgp::first_mismatch(v, 3, 1, 1, v.size() - 3));
  CHECK(sgp::first_mismatch(with_changed(last), 3, 1, 1, last));
}

TEST_CASE("arithmetic periodicity is sound: 1- and 2-digit codes and 300 random 3-digit hexadecimal codes, far past the window",
          "[periods][arith]") {
  // Every pattern the theorem proves must hold on values computed by plain loops over the options
  // (tests/independent.hpp, nothing shared with the engine) to four times the values the run used, and
  // to 2000 at least.
  std::vector<std::string> codes;
  for (unsigned D : {1u, 2u})
    for (unsigned base : {8u, 16u})
      for (const auto& c : all_codes(D, base)) codes.push_back(c);
  std::mt19937 rng(2024);
  for (int i = 0; i < 300; ++i) {
    std::vector<unsigned> digits(3);
    for (auto& d : digits) d = rng() % 16;
    digits[rng() % 3] |= 8;  // at least one three-heap digit
    if (digits.back() == 0) digits.back() = 8;
    codes.push_back(code(rng() % 2 ? 4 : 0, digits));
  }
  std::sort(codes.begin(), codes.end());
  codes.erase(std::unique(codes.begin(), codes.end()), codes.end());
  std::map<std::string, int> proven;
  for (const auto& text : codes) {
    const sgp::Game g = sgp::parse_game(text);
    sgtest::Independent ref(g);
    for (uint64_t L : {48u, 101u, 256u}) {
      INFO(text << " at -n " << L);
      sgp::RunOptions o;
      o.limit = L;
      const sgp::RunReport r = sgp::run_game(g, o);
      if (r.status != sgp::Status::Proven || r.theorem.rfind("arithmetic periodicity", 0) != 0) continue;
      ++proven[text];
      const auto& per = r.periodicity;
      INFO("proven: period " << per.period << ", preperiod " << per.preperiod << ", saltus " << per.saltus);
      const uint64_t far = std::max<uint64_t>(4 * r.values.size(), 2000);
      const std::vector<uint32_t>& G = ref.values(far);
      for (uint64_t n = 0; n < r.values.size(); ++n) REQUIRE(r.values[n] == G[n]);
      uint64_t fails = UINT64_MAX;
      for (uint64_t n = per.preperiod; n + per.period < far && fails == UINT64_MAX; ++n)
        if (int64_t(G[n + per.period]) != int64_t(G[n]) + per.saltus) fails = n;
      CHECK(fails == UINT64_MAX);
    }
  }
  // Not vacuous: the theorem proved patterns here (shown with -s).
  INFO(proven.size() << " codes proven by the theorem");
  CHECK(proven.size() >= 10);
}
