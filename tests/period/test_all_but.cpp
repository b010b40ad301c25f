/// @brief All-but subtraction games S-(X): notation, values against the definition, and proofs that hold far past their window.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "engine/kernel.hpp"
#include "period/analysis.hpp"
#include "sgperiod/game.hpp"

namespace {

// G(0..count-1) by the definition: G(n) = mex { G(n - k) : 1 <= k <= n, k not in X }, plainly: every
// earlier heap is an option but the |X| excluded ones. Shares nothing with the engine (no code digits,
// no kernel). O(n^2): used for the first values only.
std::vector<uint32_t> all_but_plain(const std::set<uint64_t>& excluded, uint64_t count) {
  std::vector<uint32_t> g;
  std::vector<uint64_t> seen;  // seen[v] == n + 1: v is an option of heap n
  for (uint64_t n = 0; n < count; ++n) {
    for (uint64_t k = 1; k <= n; ++k) {
      if (excluded.count(k)) continue;
      const uint32_t v = g[n - k];
      if (v >= seen.size()) seen.resize(v + 1, 0);
      seen[v] = n + 1;
    }
    uint32_t mex = 0;
    while (mex < seen.size() && seen[mex] == n + 1) ++mex;
    g.push_back(mex);
  }
  return g;
}

// The same definition counted: the options of heap n are the multiset of all earlier values less the
// values at the excluded heaps n - k. A value is missing exactly when all its earlier occurrences are at
// excluded heaps, so the mex is the smallest value that never occurred, or an excluded heap's value whose
// every occurrence is excluded. O(|X|) per heap, for the far values.
std::vector<uint32_t> all_but_values(const std::set<uint64_t>& excluded, uint64_t count) {
  std::vector<uint32_t> g;
  std::vector<uint64_t> occurrences;
  uint32_t never = 0;  // the smallest value not among G(0..n-1)
  for (uint64_t n = 0; n < count; ++n) {
    uint32_t mex = never;
    for (uint64_t k : excluded) {
      if (k > n) break;
      const uint32_t v = g[n - k];
      if (v >= mex) continue;
      uint64_t at_excluded = 0;
      for (uint64_t j : excluded)
        if (j <= n && g[n - j] == v) ++at_excluded;
      if (at_excluded == occurrences[v]) mex = v;
    }
    g.push_back(mex);
    if (mex >= occurrences.size()) occurrences.resize(mex + 1, 0);
    ++occurrences[mex];
    while (never < occurrences.size() && occurrences[never]) ++never;
  }
  return g;
}

std::string notation(const std::set<uint64_t>& x) {
  std::string s = "S-(";
  for (uint64_t k : x) s += (s.size() > 3 ? "," : "") + std::to_string(k);
  return s + ")";
}

// Every exception set of up to three elements below 8: 1 + 7 + 21 + 35 = 64 games.
std::vector<std::set<uint64_t>> small_exception_sets() {
  std::vector<std::set<uint64_t>> out{{}};
  for (uint64_t a = 1; a < 8; ++a) {
    out.push_back({a});
    for (uint64_t b = a + 1; b < 8; ++b) {
      out.push_back({a, b});
      for (uint64_t c = b + 1; c < 8; ++c) out.push_back({a, b, c});
    }
  }
  return out;
}

}  // namespace

TEST_CASE("all-but notation: S-(2,3,7) is the code 0.3003330[3] and prints back as written", "[games][all-but]") {
  const sgp::Game g = sgp::parse_game("S-(7, 3,2,3)");
  CHECK(g.canonical() == "S-(2,3,7)");
  CHECK(g.code.code_string() == "0.3003330[3]");
  CHECK(sgp::parse_game(g.canonical()).canonical() == "S-(2,3,7)");
  CHECK(sgp::parse_game("S-()").code.code_string() == "0.[3]");  // every removal: Nim
  CHECK(sgp::parse_game("s-(1)").canonical() == "S-(1)");
  CHECK(sgp::parse_game("S-(1)").code.code_string() == "0.0[3]");
  for (const char* bad : {"S-(0)", "S-(1,)", "S-(a)", "S-(1 2)", "S-(", "S-1"}) {
    INFO(bad);
    CHECK_THROWS_AS(sgp::parse_game(bad), sgp::GameError);
  }
}

TEST_CASE("all-but games with exceptions below 8: values by the definition, purely arithmetic-periodic, proven",
          "[periods][all-but]") {
  // Published: A. Siegel proved every all-but game ultimately arithmetic-periodic, and purely so (preperiod
  // 0) when |X| = 1 or 2; Sleator and Slusky, "Subtraction games with FES sets of size 3"
  // (arXiv:1201.3299), purely so when |X| = 3. So every game here must come out proven with preperiod 0,
  // and its pattern must hold on values of the definition far past the values the proof used.
  std::size_t proven = 0;
  for (const auto& x : small_exception_sets()) {
    const std::string name = notation(x);
    INFO(name);
    REQUIRE(all_but_values(x, 600) == all_but_plain(x, 600));  // the two readings of the definition agree
    const sgp::Game g = sgp::parse_game(name);
    sgp::RunOptions o;
    const sgp::RunReport r = sgp::run_game(g, o);
    const uint64_t used = r.values.size();
    const uint64_t far = std::max<uint64_t>(4 * used, 2000);
    const auto ref = all_but_values(x, far);
    for (uint64_t n = 0; n < used; ++n) REQUIRE(r.values[n] == ref[n]);
    REQUIRE(r.status == sgp::Status::Proven);
    ++proven;
    const sgp::Periodicity& p = r.periodicity;
    CHECK(p.preperiod == 0);
    CHECK(p.saltus > 0);  // values grow: every removal but finitely many
    for (uint64_t n = p.preperiod; n + p.period < far; ++n)
      REQUIRE(int64_t(ref[n + p.period]) == int64_t(ref[n]) + p.saltus);
  }
  CHECK(proven == 64);
}

TEST_CASE("all-but games with one exception: period 2a, saltus a (hand derivation for a = 1, 2)", "[periods][all-but]") {
  // S-(1): heap 1 has no move (G = 0), heap 2 reaches 0 (G = 1), heap 3 reaches 1 and 0 only through
  // values 0 (G = 1), ...: 0 0 1 1 2 2 ..., period 2, saltus 1. S-(2): 0 1 0 1 2 3 2 3 ..., period 4, saltus 2
  // (heap 4 reaches heaps 3, 1 and 0 of values 1, 1, 0).
  struct Case {
    const char* game;
    uint64_t period;
    int64_t saltus;
    std::vector<uint32_t> first;
  };
  for (const Case& c : {Case{"S-(1)", 2, 1, {0, 0, 1, 1, 2, 2}}, Case{"S-(2)", 4, 2, {0, 1, 0, 1, 2, 3, 2, 3}}}) {
    INFO(c.game);
    sgp::RunOptions o;
    const sgp::RunReport r = sgp::run_game(sgp::parse_game(c.game), o);
    REQUIRE(r.status == sgp::Status::Proven);
    CHECK(r.periodicity.period == c.period);
    CHECK(r.periodicity.saltus == c.saltus);
    CHECK(r.periodicity.preperiod == 0);
    for (std::size_t n = 0; n < c.first.size(); ++n) CHECK(r.values[n] == c.first[n]);
  }
}

TEST_CASE("all-but games with four to six exceptions below 16: every proof holds far past its window", "[periods][all-but]") {
  // |X| >= 4 need not be purely periodic (Sleator and Slusky, arXiv:1201.3299): no preperiod is asserted,
  // only that whatever is proven holds on the definition's values to 4 times the values used.
  uint64_t state = 12345;
  auto next = [&] { return state = state * 6364136223846793005ull + 1442695040888963407ull, state >> 33; };
  std::size_t proven = 0;
  for (int t = 0; t < 30; ++t) {
    std::set<uint64_t> x;
    const std::size_t size = 4 + next() % 3;
    while (x.size() < size) x.insert(1 + next() % 15);
    const std::string name = notation(x);
    INFO(name);
    sgp::RunOptions o;
    const sgp::RunReport r = sgp::run_game(sgp::parse_game(name), o);
    if (r.status != sgp::Status::Proven) continue;
    ++proven;
    const uint64_t far = std::max<uint64_t>(4 * r.values.size(), 2000);
    const auto ref = all_but_values(x, far);
    const sgp::Periodicity& p = r.periodicity;
    for (uint64_t n = p.preperiod; n + p.period < far; ++n)
      REQUIRE(int64_t(ref[n + p.period]) == int64_t(ref[n]) + p.saltus);
    for (uint64_t n = 0; n < r.values.size(); ++n) REQUIRE(r.values[n] == ref[n]);
  }
  CHECK(proven > 0);
}
