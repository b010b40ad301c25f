/// @file
/// @brief The frontier of a stopped quotient: the sums its last candidate still answers, against the independent search, and the sums it refuses.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "include/sgperiod/errors.hpp"
#include "include/sgperiod/misere.hpp"
#include "tests/misere/answer_check.hpp"
#include "tests/misere/brute_misere.hpp"

namespace {

// Every sum of k heaps of n (the frontier's heap) and at most `extra` more heaps below n with at most
// `tokens` tokens among them, for k = 1..most_copies: answered by misere_outcome from the frontier and
// by the independent search (tests/misere/brute_misere.hpp, nothing shared with misere/), winning moves
// included. Returns how many sums were checked.
uint64_t check_frontier(const sgp::MisereReport& r, uint64_t most_copies, unsigned extra, uint64_t tokens) {
  INFO(r.canonical << ", frontier at heap " << r.frontier.heap);
  sgp::test::MisereBrute brute(std::vector<unsigned>(r.game.code.digits.begin(), r.game.code.digits.end()));
  const uint64_t n = r.frontier.heap;
  uint64_t checked = 0;
  std::vector<uint64_t> heaps;
  std::function<void(uint64_t, uint64_t)> walk = [&](uint64_t from, uint64_t left) {
    const std::string error = sgp::test::answer_error(sgp::misere_outcome(r, heaps), heaps, brute);
    if (!error.empty()) FAIL_CHECK(error);
    ++checked;
    if (heaps.size() == extra) return;
    for (uint64_t h = from; h <= left && h < n; ++h) {
      heaps.push_back(h);
      walk(h, left - h);
      heaps.pop_back();
    }
  };
  for (uint64_t k = 1; k <= most_copies; ++k) {
    heaps.assign(k, n);
    walk(1, tokens);
  }
  return checked;
}

// The codes 0.d1d2 and 4.d1d2 (and 0.d1, 4.d1) whose quotient, computed for at most `heaps` heaps with
// max_order `cap`, stops inside a heap with a frontier.
std::vector<sgp::MisereReport> with_frontier(uint64_t heaps, uint64_t cap) {
  std::vector<sgp::MisereReport> out;
  for (char p : {'0', '4'})
    for (char d1 = '0'; d1 <= '7'; ++d1)
      for (std::string d2 : {"", "1", "2", "3", "4", "5", "6", "7"}) {
        const std::string code = std::string(1, p) + "." + d1 + d2;
        if (code == "0.0") continue;
        sgp::MisereSettings s;
        s.heaps = heaps;
        s.max_order = cap;
        sgp::MisereReport r = sgp::misere(code, s);
        if (r.frontier.copies) out.push_back(std::move(r));
      }
  return out;
}

}  // namespace

// A quotient whose order passed a small cap only after it was found and checked: Q_n itself, so every
// sum of heaps 0..n is answered.
TEST_CASE("misere frontier: Q_n found past max_order answers every sum with heap n as the search does", "[misere]") {
  const auto reports = with_frontier(40, 8);
  uint64_t whole = 0;
  for (const sgp::MisereReport& r : reports) {
    if (r.frontier.copies != UINT64_MAX) continue;
    ++whole;
    REQUIRE(r.status == sgp::MisereStatus::Stopped);
    REQUIRE(r.frontier.heap == r.heaps_computed);
    CHECK(r.stop_reason.find("every sum of heaps 0.." + std::to_string(r.frontier.heap)) != std::string::npos);
    CHECK(check_frontier(r, 3, 2, 8) > 0);
    // Heap n + 1 is past both.
    CHECK_THROWS_AS(sgp::misere_outcome(r, {r.frontier.heap + 1}), sgp::InvalidInput);
  }
  CHECK(whole >= 20);
}

// A candidate the check rejected at a position with copies + 1 heaps of n: every sum with at most
// `copies` heaps of n is answered right, one more heap of n is refused.
TEST_CASE("misere frontier: a rejected candidate answers the sums with fewer heaps of n than its failure as the search does",
          "[misere]") {
  uint64_t rejected = 0;
  for (const sgp::MisereReport& r : with_frontier(60, 128)) {
    if (r.frontier.copies == UINT64_MAX) continue;
    ++rejected;
    const uint64_t n = r.frontier.heap, copies = r.frontier.copies;
    CHECK(r.stop_reason.find("at most " + std::to_string(copies) + " heap") != std::string::npos);
    CHECK(check_frontier(r, std::min<uint64_t>(copies, 3), 2, n) > 0);
    const std::vector<uint64_t> one_more(copies + 1, n);
    CHECK_THROWS_WITH(sgp::misere_outcome(r, one_more), Catch::Contains("at most " + std::to_string(copies) + " heap"));
  }
  CHECK(rejected >= 4);
}

// The same at max_order 128 and 256 on the powers of heap n with 60 tokens or fewer, every one the frontier
// answers; and the refusal of one more heap is needed: some candidate is wrong on n^(copies + 1) (its
// own table read, against the search). ./build/sgperiod_tests "[misere][frontier]" (a minute).
TEST_CASE("misere frontier: rejected candidates on powers of heap n, and one more heap of n is wrong",
          "[misere][frontier][.slow]") {
  uint64_t wrong_past = 0;
  for (uint64_t cap : {128, 256})
    for (const sgp::MisereReport& r : with_frontier(60, cap)) {
      const sgp::MisereFrontier& f = r.frontier;
      if (f.copies == UINT64_MAX) continue;
      const uint64_t most = std::min<uint64_t>(f.copies, 60 / f.heap);
      CHECK(check_frontier(r, most, 0, 0) == most);
      if ((f.copies + 1) * f.heap > 60) continue;
      uint32_t x = 0;
      for (uint64_t k = 0; k <= f.copies; ++k) x = f.table[std::size_t(x) * f.order + f.map[f.heap]];
      sgp::test::MisereBrute brute(std::vector<unsigned>(r.game.code.digits.begin(), r.game.code.digits.end()));
      if (bool(f.p_portion[x]) != brute.is_p(std::vector<uint32_t>(f.copies + 1, uint32_t(f.heap)))) ++wrong_past;
    }
  CHECK(wrong_past > 0);
}

// Dawson's chess stops at heap 33 (Q_32 is computed; MisereSolver stalls there too): sums with heap 33
// and at most two heaps of 12 tokens or fewer beside it, against the search.
TEST_CASE("misere frontier: Dawson's chess answers sums with heap 33 as the search does", "[misere]") {
  const sgp::MisereReport r = sgp::misere("0.137");
  REQUIRE(r.status == sgp::MisereStatus::Stopped);
  REQUIRE(r.heaps_computed == 33);
  REQUIRE(r.frontier.heap == 33);
  REQUIRE(r.frontier.copies >= 1);
  CHECK(check_frontier(r, 1, 2, 12) > 0);
  CHECK_THROWS_AS(sgp::misere_outcome(r, std::vector<uint64_t>(r.frontier.copies + 1, 33)), sgp::InvalidInput);
}
