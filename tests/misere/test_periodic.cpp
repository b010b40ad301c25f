/// @file
/// @brief Soundness of the misère periodicity theorem: proven quotients, read far past the heaps they were computed from, against the independent search.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "include/sgperiod/misere.hpp"
#include "tests/misere/answer_check.hpp"
#include "tests/misere/brute_misere.hpp"

namespace {

// A proven quotient is built from heaps 0..heaps_computed-1 only; misere_outcome reads every larger
// heap off the proven period of the map. Every sum of at most three heaps with at most `tokens`
// tokens gets its outcome from the report and from the search (tests/misere/brute_misere.hpp, no
// code shared with misere/), and every winning move the report names must be one the search lists and
// lead to one of its P-positions. Returns how many sums held a heap past the computed ones.
uint64_t check_past_window(const sgp::MisereReport& r, uint32_t tokens) {
  INFO(r.canonical);
  sgp::test::MisereBrute brute(std::vector<unsigned>(r.game.code.digits.begin(), r.game.code.digits.end()));
  uint64_t past = 0;
  std::vector<uint64_t> heaps;
  std::function<void(uint64_t, uint64_t)> walk = [&](uint64_t from, uint64_t left) {
    if (!heaps.empty()) {
      const std::string error = sgp::test::answer_error(sgp::misere_outcome(r, heaps), heaps, brute);
      if (!error.empty()) FAIL_CHECK(error);
      if (*std::max_element(heaps.begin(), heaps.end()) >= r.heaps_computed) ++past;
    }
    if (heaps.size() == 3) return;
    for (uint64_t h = from; h <= left; ++h) {
      heaps.push_back(h);
      walk(h, left - h);
      heaps.pop_back();
    }
  };
  walk(1, tokens);
  return past;
}

// The quotients of the codes 0.d1..dD and 4.d1..dD with at most `digits` digits after the point (the
// census's families) that the construction proves from at most `most_heaps` heaps.
std::vector<sgp::MisereReport> proven_codes(unsigned digits, uint64_t most_heaps) {
  std::vector<sgp::MisereReport> out;
  std::function<void(std::string, unsigned)> grow = [&](std::string code, unsigned left) {
    if (code.back() != '.' && (code.back() != '0' || code == "4.0")) {  // 0.10 is 0.1
      sgp::MisereSettings settings;
      settings.heaps = most_heaps;  // a code not proven by then is left out without computing further
      settings.max_order = 256;
      sgp::MisereReport r = sgp::misere(code, settings);
      if (r.status == sgp::MisereStatus::Proven) out.push_back(std::move(r));
    }
    if (left > 0)
      for (char d = '0'; d <= '7'; ++d) grow(code + d, left - 1);
  };
  grow("0.", digits);
  grow("4.", digits);
  return out;
}

}  // namespace

// Codes proven from few heaps, read on sums of up to 32 tokens: heaps up to twice the computed range
// and more, where only the theorem (misere/periodic.cpp) says what the quotient is.
TEST_CASE("misere periodicity theorem: proven 1- and 2-digit codes answer heaps past their window as the search does",
          "[misere]") {
  const auto reports = proven_codes(2, 20);
  // 0.31 (Plambeck and Siegel: its quotient has order 6, and heaps pretend with period 2) is among them.
  REQUIRE(std::any_of(reports.begin(), reports.end(), [](const sgp::MisereReport& r) { return r.canonical == "0.31"; }));
  for (const sgp::MisereReport& r : reports) CHECK(check_past_window(r, 32) > 0);
}

// The same for every 3-digit code proven from at most 24 heaps, on sums of up to 40 tokens:
// ./build/sgperiod_tests "[misere][window]" (a few minutes on one core).
TEST_CASE("misere periodicity theorem: proven 3-digit codes answer heaps past their window as the search does",
          "[misere][window][.slow]") {
  const auto reports = proven_codes(3, 24);
  REQUIRE(reports.size() > 100);
  for (const sgp::MisereReport& r : reports) CHECK(check_past_window(r, 40) > 0);
}
