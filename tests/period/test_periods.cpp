/// @brief Period detection and the theorems: synthetic sequences, bounds on both sides, classic games.
#include <catch2/catch.hpp>

#include <random>

#include <tbb/global_control.h>

#include "period/analysis.hpp"
#include "period/periodicity.hpp"
#include "period/proof.hpp"

namespace {

sgp::NimSequence make(const std::vector<uint32_t>& v) {
  sgp::NimSequence s;
  for (uint32_t x : v) s.push_back(x);
  return s;
}

// prefix, then `reps` copies of `cycle` (each copy + saltus * index).
sgp::NimSequence pattern(std::vector<uint32_t> prefix, const std::vector<uint32_t>& cycle, int reps, uint32_t saltus = 0) {
  for (int r = 0; r < reps; ++r)
    for (uint32_t x : cycle) prefix.push_back(x + saltus * r);
  return make(prefix);
}

sgp::RunReport run(const std::string& game, uint64_t limit = 0) {
  sgp::RunOptions opt;
  opt.limit = limit;
  return sgp::run_game(sgp::parse_game(game), opt);
}

}  // namespace

TEST_CASE("detection finds the minimal period and preperiod of hand-made sequences", "[periods]") {
  // 5 0 | 1 2 3 1 2 4 repeated: minimal period 6 (not 3: 3 != 4), preperiod 2.
  auto s = pattern({5, 0}, {1, 2, 3, 1, 2, 4}, 20);
  auto p = sgp::detect_periodicity(s, sgp::observed_acceptance);
  REQUIRE(p);
  CHECK(p->period == 6);
  CHECK(p->preperiod == 2);
  CHECK(p->saltus == 0);
  // The last exception equals the periodic value it replaces only in part: 7 1 2 3 ... has preperiod 0?
  // 1 at n = 0 would continue the pattern 1 2 3 1 2 4 backwards, so the preperiod is 0.
  auto t = pattern({4}, {1, 2, 3, 1, 2, 4}, 20);  // 4 precedes 1: the cycle seen backwards ends with 4
  auto q = sgp::detect_periodicity(t, sgp::observed_acceptance);
  REQUIRE(q);
  CHECK(q->period == 6);
  CHECK(q->preperiod == 0);
}

TEST_CASE("detection sees arithmetic periodicity and refuses it when asked", "[periods]") {
  auto s = pattern({0}, {1, 2, 4, 3}, 30, 4);  // Lasker-like: G(n+4) = G(n) + 4
  auto p = sgp::detect_periodicity(s, sgp::observed_acceptance);
  REQUIRE(p);
  CHECK(p->period == 4);
  CHECK(p->saltus == 4);
  CHECK(p->preperiod == 1);
  CHECK_FALSE(sgp::detect_periodicity(s, sgp::observed_acceptance, false));
}

TEST_CASE("no period is reported when the pattern is too short to accept", "[periods]") {
  auto s = pattern({9, 9, 9}, {1, 2, 3, 4, 5}, 2);  // two copies only
  CHECK_FALSE(sgp::detect_periodicity(s, sgp::observed_acceptance));
  std::vector<uint32_t> rising;
  for (uint32_t i = 0; i < 500; ++i) rising.push_back((i * i * 7 + i) % 1009);
  CHECK_FALSE(sgp::detect_periodicity(make(rising), sgp::observed_acceptance, false));
}

TEST_CASE("detection agrees with a walk over every period when a true period is rejected", "[periods]") {
  // A period the rule rejects (too short to prove) makes every multiple of it match as well; the search
  // checks those multiples from the base's preperiod down. Reference: the first p whose own full fit the
  // rule admits, found by trying every p in turn. The rules grow with p and n0, as the detector requires.
  std::mt19937_64 rng(20261205);
  const std::vector<sgp::Acceptance> rules = {
      [](uint64_t p, uint64_t n0) { return 2 * n0 + p + 3; },           // a Guy-Smith-like window
      [](uint64_t p, uint64_t n0) { return 3 * n0 + 2 * p + 10; },
      sgp::observed_acceptance};
  int found = 0, none = 0;
  for (int trial = 0; trial < 300; ++trial) {
    // A random prefix (whose small values repeat by chance, so multiples of p0 may start earlier than p0
    // itself), then a tail of period p0, with a saltus in every fourth trial.
    const uint64_t p0 = 1 + rng() % 6, n0 = rng() % 400, N = n0 + 40 + rng() % 500;
    const uint32_t saltus = trial % 4 == 0 ? 1 : 0;
    std::vector<uint32_t> v(N);
    for (uint64_t n = 0; n < N; ++n) v[n] = n < n0 + p0 ? uint32_t(rng() % 4) : v[n - p0] + saltus;
    if (n0 > 20 && trial % 3 == 0) v[n0 - 1 - rng() % 10] ^= 1;
    const sgp::NimSequence s = make(v);
    // One shared search asked every rule in turn (as classify does) must answer as separate searches.
    sgp::PeriodSearch shared(s);
    for (size_t r = 0; r < rules.size(); ++r) {
      for (bool allow_saltus : {false, true}) {
        INFO("trial " << trial << " rule " << r << " saltus " << allow_saltus << " p0 " << p0 << " n0 " << n0 << " N " << N);
        // The detector looks only at periods whose last 32-difference window repeats (a shorter window
        // for short sequences), so the reference also needs the fit to cover that window.
        const uint64_t L = std::max<uint64_t>(1, std::min<uint64_t>(32, (N - 1) / 3));
        std::optional<sgp::Periodicity> want;
        for (uint64_t p = 1; p < N && !want; ++p) {
          auto f = sgp::fit_period(s, p);
          if (f && f->preperiod + p + L + 1 <= N && (allow_saltus || f->saltus == 0) && rules[r](p, f->preperiod) <= N)
            want = f;
        }
        const auto got = sgp::detect_periodicity(s, rules[r], allow_saltus);
        REQUIRE(bool(got) == bool(want));
        const auto again = shared.detect(rules[r], allow_saltus);
        REQUIRE(bool(again) == bool(want));
        if (again) {
          CHECK(again->period == want->period);
          CHECK(again->preperiod == want->preperiod);
          CHECK(again->saltus == want->saltus);
        }
        if (got) {
          CHECK(got->period == want->period);
          CHECK(got->preperiod == want->preperiod);
          CHECK(got->saltus == want->saltus);
          ++found;
        } else {
          ++none;
        }
      }
    }
  }
  CHECK(found > 100);
  CHECK(none > 100);
}

TEST_CASE("Guy-Smith window: 2 n0 + p + k, with n0 = 0 counted as 1", "[periods][proof]") {
  auto kayles = sgp::parse_game("0.77").code;
  auto w = sgp::guy_smith_window(kayles, 12, 71);
  CHECK(w.check_from == 71);
  CHECK(w.check_to == 2 * 71 + 12 + 2);
  CHECK(w.values_needed() == 2 * 71 + 12 + 2 + 12);
  auto z = sgp::guy_smith_window(kayles, 12, 0);
  CHECK(z.check_to == 2 * 1 + 12 + 2);
  auto hex = sgp::guy_smith_window(sgp::parse_game("0.f").code, 5, 10);
  CHECK(hex.check_to == 3 * 10 + 2 * 5 + 1);  // three heaps: h n0 + (h-1) p + k
}

TEST_CASE("the Guy-Smith check fails one value short of its bound and passes at it", "[periods][proof]") {
  auto g = sgp::parse_game("0.77");
  auto seq = sgp::compute(g, 200);
  auto w = sgp::guy_smith_window(g.code, 12, 71);
  sgp::NimSequence short_seq;
  for (uint64_t n = 0; n + 1 < w.values_needed(); ++n) short_seq.push_back(seq[n]);
  CHECK_FALSE(sgp::check_window(short_seq, w));
  short_seq.push_back(seq[short_seq.size()]);
  CHECK(sgp::check_window(short_seq, w));
  // A wrong claim fails: 70 is the last exception of Kayles (Winning Ways), so not periodic from 70.
  CHECK_FALSE(sgp::check_window(seq, sgp::guy_smith_window(g.code, 12, 70)));
}

TEST_CASE("subtraction window: max(S) values, and n0 = 0 only when d_K is 3", "[periods][proof]") {
  auto s = sgp::parse_game("S(2,3,7)").code;
  auto w = sgp::subtraction_window(s, 5, 0);
  CHECK(w.check_from == 0);
  CHECK(w.check_to == 7);
  auto c = sgp::parse_game("0.0002").code;  // take 4 leaving a non-empty heap, never the whole heap
  CHECK(sgp::subtraction_window(c, 5, 0).check_to == 1 + 4);
}

TEST_CASE("classic games: Kayles, Dawson's Kayles, Dawson's chess", "[periods]") {
  // Winning Ways, ch. 4 (and DEVELOPERS.md): Kayles period 12, last exception 70; Dawson's Kayles 0.07
  // period 34, last exception 52; Dawson's chess 0.137 period 34, last exception 51.
  struct Case { const char* game; uint64_t period, preperiod; };
  for (Case c : {Case{"kayles", 12, 71}, Case{"dawson-kayles", 34, 53}, Case{"dawson-chess", 34, 52}}) {
    auto r = run(c.game);
    INFO(c.game);
    CHECK(r.status == sgp::Status::Proven);
    CHECK(r.periodicity.period == c.period);
    CHECK(r.periodicity.preperiod == c.preperiod);
    CHECK(r.periodicity.saltus == 0);
    CHECK(r.theorem == "Guy-Smith");
  }
}

TEST_CASE("S(2,3,7) has period 5 from 0", "[periods]") {
  // Hand derivation: G = 0 0 1 1 2 | 0 0 1 1 2 ... (mex over n-2, n-3, n-7).
  auto r = run("S(2,3,7)");
  CHECK(r.status == sgp::Status::Proven);
  CHECK(r.periodicity.period == 5);
  CHECK(r.periodicity.preperiod == 0);
  CHECK(r.theorem == "subtraction window");
}

TEST_CASE("two-element subtraction games have period 2x or x+y", "[periods]") {
  // Benesh, Ernst, Sieben et al. (2020) on two-element subtraction sets {x, y}: the period is 2x or x + y.
  for (uint64_t y = 2; y <= 30; ++y)
    for (uint64_t x = 1; x < y; ++x) {
      auto r = run("S(" + std::to_string(x) + "," + std::to_string(y) + ")");
      INFO("S(" << x << "," << y << ")");
      REQUIRE(r.status == sgp::Status::Proven);
      CHECK((r.periodicity.period == 2 * x || r.periodicity.period == x + y));
    }
}

TEST_CASE("Nim and Lasker's Nim are arithmetic-periodic", "[periods]") {
  // Nim: G(n) = n (period 1, saltus 1). Lasker's Nim (Winning Ways): G(4k+1) = 4k+1, G(4k+2) = 4k+2,
  // G(4k+3) = 4k+4, G(4k+4) = 4k+3: period 4, saltus 4, from n = 1 (G(0) = 0 breaks G(4) = G(0) + 4).
  // Both proven by the tail-invariance theorem (period/tail.cpp; its own tests in test_tail.cpp).
  auto nim = run("nim");
  CHECK(nim.status == sgp::Status::Proven);
  CHECK(nim.theorem == "tail invariance");
  CHECK(nim.periodicity.period == 1);
  CHECK(nim.periodicity.saltus == 1);
  CHECK(nim.periodicity.preperiod == 0);
  auto lasker = run("lasker");
  CHECK(lasker.status == sgp::Status::Proven);
  CHECK(lasker.periodicity.period == 4);
  CHECK(lasker.periodicity.saltus == 4);
  CHECK(lasker.periodicity.preperiod == 1);
}

TEST_CASE("an unsolved game is reported open, not given a period", "[periods]") {
  // 0.6 has no known period (Flammenkamp's table lists it as unsolved far beyond 2^14).
  auto r = run("0.6", 1 << 14);
  CHECK(r.status == sgp::Status::Open);
  CHECK(r.values_computed == (1u << 14));
}

TEST_CASE("the subtraction window check fails one value short of its bound and passes at it", "[periods][proof]") {
  // S(2,3,7): hand derivation G = 0 0 1 1 2 0 0 1 1 2 ..., period 5 from 0; the window needs G(0..11).
  auto g = sgp::parse_game("S(2,3,7)");
  auto seq = sgp::compute(g, 40);
  auto w = sgp::subtraction_window(g.code, 5, 0);
  REQUIRE(w.values_needed() == 12);
  sgp::NimSequence s;
  for (uint64_t n = 0; n < 11; ++n) s.push_back(seq[n]);
  CHECK_FALSE(sgp::check_window(s, w));
  s.push_back(seq[11]);
  CHECK(sgp::check_window(s, w));
  // A window that does not repeat refutes: period 4 fails at once (G(0) = 0 but G(4) = 2).
  CHECK_FALSE(sgp::check_window(seq, sgp::subtraction_window(g.code, 4, 0)));
}

TEST_CASE("the pipelined run (analysis beside the kernel) gives the sequential result", "[periods][pipeline]") {
  // Same analysis points, verdicts and values computed whether each prefix is analysed in a task while
  // the kernel runs ahead (two threads) or in place (one thread, or pipeline off). 0.16 is proven at
  // 509,622 values needed (Gangolli-Plambeck), past several pipelined analysis points; 0.167 is open.
  for (const char* game : {"0.16", "0.167"}) {
    INFO(game);
    auto one = [&](int threads, bool pipeline) {
      tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
      sgp::RunOptions opt;
      opt.limit = std::string(game) == "0.167" ? (1u << 20) + 12345 : 0;
      opt.pipeline = pipeline;
      return sgp::run_game(sgp::parse_game(game), opt);
    };
    auto a = one(2, true), b = one(1, true), c = one(2, false);
    for (const auto* x : {&b, &c}) {
      CHECK(x->values_computed == a.values_computed);
      CHECK(x->status == a.status);
      CHECK(x->periodicity == a.periodicity);
      CHECK(x->values.raw() == a.values.raw());
    }
  }
}
