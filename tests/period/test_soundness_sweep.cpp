/// @brief Soundness sweep: every proven or observed claim of run_game holds on independent values to 4x the limit.
//
// The families of the census issue: every 1- and 2-digit octal and hexadecimal code (d0 = 0 or 4), random
// 3- and 4-digit codes, infinite codes, subtraction games and Grundy's game, each run at several limits
// (small, odd, powers of two). For every claim that is not `open`, G(n + p) = G(n) + s is checked for
// every n >= preperiod with n + p below four times the limit, on values computed here by plain loops over
// the options the digits describe (nothing shared with the engine but the digits themselves). The values
// the run computed are compared with the same independent values. A false `proven` is a release blocker;
// a false `observed` breaks what the README promises of observed patterns.
//
// The default run keeps to limits whose independent values are cheap (hexadecimal codes enumerate
// three-heap splits); `[.slow]` repeats the sweep at larger limits: sgperiod_tests "[sweep-slow]".
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "period/analysis.hpp"
#include "tests/independent.hpp"

namespace {

struct Tally {
  int runs = 0, proven = 0, observed = 0, open = 0;
};

// Runs `text` at every limit and checks each claim on independent values to four times the limit.
void sweep(const std::string& text, const std::vector<uint64_t>& limits, Tally& tally) {
  const sgp::Game game = sgp::parse_game(text);
  sgtest::Independent ref(game);
  for (uint64_t L : limits) {
    INFO(text << " at -n " << L);
    sgp::RunOptions o;
    o.limit = L;
    const sgp::RunReport r = sgp::run_game(game, o);
    const std::vector<uint32_t>& G = ref.values(4 * L);
    ++tally.runs;
    std::size_t differ = r.values.size();
    for (std::size_t i = 0; i < r.values.size(); ++i)
      if (r.values[i] != G[i]) {
        differ = i;
        break;
      }
    CHECK(differ == r.values.size());  // the first n where the run's value is wrong
    if (r.status == sgp::Status::Open) {
      ++tally.open;
      continue;
    }
    (r.status == sgp::Status::Proven ? tally.proven : tally.observed)++;
    const auto& per = r.periodicity;
    INFO(sgp::status_name(r.status) << ": period " << per.period << ", preperiod " << per.preperiod
                                    << ", saltus " << per.saltus);
    uint64_t fails = UINT64_MAX;
    for (uint64_t n = per.preperiod; n + per.period < G.size(); ++n)
      if (int64_t(G[n + per.period]) != int64_t(G[n]) + per.saltus) {
        fails = n;
        break;
      }
    CHECK(fails == UINT64_MAX);  // the first n >= preperiod where the claim fails
  }
}

std::vector<std::string> random_codes(int count, unsigned min_digits, unsigned max_digits, unsigned base,
                                      std::mt19937& rng) {
  std::vector<std::string> out;
  for (int i = 0; i < count; ++i) {
    unsigned D = min_digits + rng() % (max_digits - min_digits + 1);
    std::vector<unsigned> digits(D);
    for (auto& d : digits) d = rng() % base;
    if (digits.back() == 0) digits.back() = 1 + rng() % (base - 1);
    out.push_back(sgtest::code(rng() % 2 ? 4 : 0, digits));
  }
  return out;
}

std::vector<std::string> infinite_codes(int count, std::mt19937& rng) {
  std::vector<std::string> out;
  for (int i = 0; i < count; ++i) {
    std::string s = rng() % 2 ? "4." : "0.";
    for (unsigned k = rng() % 3; k > 0; --k) s += char('0' + rng() % 8);
    s += "[";
    for (unsigned k = 1 + rng() % 2; k > 0; --k) s += char('0' + 1 + rng() % 7);
    out.push_back(s + "]");
  }
  return out;
}

std::vector<std::string> subtraction_games(int count, std::mt19937& rng) {
  std::vector<std::string> out;
  for (int i = 0; i < count; ++i) {
    std::vector<unsigned> set;
    for (unsigned k = 1; k <= 12; ++k)
      if (rng() % 4 == 0) set.push_back(k);
    if (set.empty()) set.push_back(1 + rng() % 12);
    std::string s = "S(";
    for (std::size_t j = 0; j < set.size(); ++j) s += (j ? "," : "") + std::to_string(set[j]);
    out.push_back(s + ")");
  }
  return out;
}

void check_tally(const Tally& t) {
  // Not vacuous: the sweep made claims to check (the counts are shown with -s).
  INFO(t.runs << " runs: " << t.proven << " proven, " << t.observed << " observed, " << t.open << " open");
  CHECK(t.proven > 0);
  CHECK(t.runs == t.proven + t.observed + t.open);
  SUCCEED();
}

}  // namespace

TEST_CASE("soundness sweep: 1- and 2-digit octal codes at limits from 16 to 1024", "[periods][sweep]") {
  Tally t;
  for (unsigned D : {1u, 2u})
    for (const auto& c : sgtest::all_codes(D, 8)) sweep(c, {16, 37, 64, 101, 256, 1024}, t);
  check_tally(t);
}

TEST_CASE("soundness sweep: 1- and 2-digit hexadecimal codes at limits 16 to 256", "[periods][sweep]") {
  Tally t;
  for (unsigned D : {1u, 2u})
    for (const auto& c : sgtest::all_codes(D, 16)) sweep(c, {16, 37, 128, 256}, t);
  check_tally(t);
}

TEST_CASE("soundness sweep: random 3- and 4-digit codes, infinite codes, subtraction games, Grundy's game",
          "[periods][sweep]") {
  std::mt19937 rng(20261202);
  Tally t;
  for (const auto& c : random_codes(200, 3, 4, 8, rng)) sweep(c, {37, 128, 512}, t);
  for (const auto& c : random_codes(40, 3, 3, 16, rng)) sweep(c, {16, 37, 128}, t);
  for (const auto& c : infinite_codes(30, rng)) sweep(c, {16, 37, 128, 256}, t);
  for (const auto& c : subtraction_games(30, rng)) sweep(c, {16, 37, 128, 1024}, t);
  sweep("grundy", {16, 37, 128, 512, 1000}, t);
  check_tally(t);
}

TEST_CASE("soundness sweep at larger limits", "[.slow][sweep-slow]") {
  std::mt19937 rng(7);
  Tally t;
  for (unsigned D : {1u, 2u})
    for (const auto& c : sgtest::all_codes(D, 8)) sweep(c, {2048, 4096}, t);
  for (unsigned D : {1u, 2u})
    for (const auto& c : sgtest::all_codes(D, 16)) sweep(c, {512}, t);
  for (const auto& c : random_codes(200, 3, 4, 8, rng)) sweep(c, {1000, 2048}, t);
  for (const auto& c : random_codes(300, 3, 3, 16, rng)) sweep(c, {101, 256}, t);
  for (const auto& c : infinite_codes(30, rng)) sweep(c, {512, 1024}, t);
  sweep("grundy", {2048, 4096}, t);
  check_tally(t);
}
