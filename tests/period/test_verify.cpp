/// @brief `verify`: claims refuted as soon as their values arrive, huge saltus claims in bounded memory, broken CSV lines as error rows.
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "period/verify.hpp"
#include "tests/cli_util.hpp"

using sgtest::cli;
using sgtest::lines;
using sgtest::TempDir;

TEST_CASE("verify stops at the first counterexample instead of computing the whole limit", "[verify]") {
  // Kayles (Winning Ways, OEIS A002186) has period 12 from 71 with saltus 0, so G(83) = G(71): a saltus
  // of 1 fails at n = 71 itself. The check used to compute the default limit before looking.
  auto k = sgp::verify_claim(sgp::parse_game("kayles"), {12, 71, 1}, uint64_t(1) << 20);
  CHECK(k.verdict == sgp::Verdict::Refuted);
  CHECK(k.counterexample == 71);
  CHECK(k.value_n == k.value_n_plus_p);
  CHECK(k.values_computed <= 8192);  // the first block, not 2^20
  // 0.8: the only move takes one token and leaves three non-empty heaps, so heaps 0..3 have no move
  // (heap 3 leaves 2 tokens, too few for three heaps) and G(3) = 0 = G(0): saltus 1 from 0 fails at n = 0.
  auto e = sgp::verify_claim(sgp::parse_game("0.8"), {3, 0, 1}, uint64_t(1) << 14);
  CHECK(e.verdict == sgp::Verdict::Refuted);
  CHECK(e.counterexample == 0);
  CHECK(e.values_computed <= 8192);
  // A true claim is still computed to what its theorem needs, and proven.
  auto ok = sgp::verify_claim(sgp::parse_game("kayles"), {12, 71, 0}, uint64_t(1) << 20);
  CHECK(ok.verdict == sgp::Verdict::Proven);
}

TEST_CASE("verify refutes a huge saltus cheaply, in bounded memory", "[verify]") {
  // Lasker's Nim: G(1) = 1 and G(5) = 5 (Winning Ways), so G(5) != G(1) + 4294967296. The tail theorem
  // used to size a table by the saltus (4.2 GB, std::bad_alloc under a memory limit).
  TempDir dir;
  sgtest::spit(dir / "c.csv", "game,preperiod,period,saltus\nlasker,1,4,4294967296\n");
  auto limited = sgtest::shell(sgtest::memory_cap(586) + "'" SGPERIOD_CLI "' verify '" + dir / "c.csv" + "' -q > '" +
                               dir / "out.csv" + "' 2>'" + dir / "err.txt" + "'");
  INFO(sgtest::slurp(dir / "err.txt"));
  CHECK(limited == 1);  // refuted, not killed
  const std::string out = sgtest::slurp(dir / "out.csv");
  CHECK(out.find("\n2,lasker,4.[3],1,4,4294967296,refuted,1,1,5,") != std::string::npos);
  auto direct = sgp::verify_claim(sgp::parse_game("lasker"), {4, 1, 4294967296}, uint64_t(1) << 20);
  CHECK(direct.verdict == sgp::Verdict::Refuted);
  CHECK(direct.counterexample == 1);
}

TEST_CASE("verify: every broken CSV line gets an error row with a hint, and '-' reads standard input", "[verify][cli]") {
  TempDir dir;
  const std::string claims =
      "game,preperiod,period,saltus\n"
      "kayles,71,12,0\n"
      "S(2,3,7),0,5\n"        // unquoted: the commas split the game
      "kayles,71\n"           // too few columns
      "\"S(2,3,7),0,5,0\n"    // unclosed quote
      "\"S(1,3,4)\",0,7,0\n";  // quoted: S(1,3,4) has period 7 from 0 (G = 0,1,0,1,2,3,2 repeating, by hand)
  sgtest::spit(dir / "c.csv", claims);
  auto r = cli("verify '" + dir / "c.csv" + "' -q");
  INFO(r.out << r.err);
  CHECK(r.status == 1);
  const auto rows = lines(r.out);
  REQUIRE(rows.size() == 6);  // header + one row per claim line, broken ones included
  CHECK(rows[1].rfind("2,kayles,0.77,71,12,0,proven,", 0) == 0);
  CHECK(rows[2].rfind("3,,,,,,error,", 0) == 0);
  CHECK(rows[2].find("Too many columns") != std::string::npos);
  CHECK(rows[2].find("must be quoted") != std::string::npos);
  CHECK(rows[3].rfind("4,,,,,,error,", 0) == 0);
  CHECK(rows[3].find("Too few columns") != std::string::npos);
  CHECK(rows[4].rfind("5,,,,,,error,", 0) == 0);
  CHECK(rows[4].find("not closed") != std::string::npos);
  CHECK(rows[5].rfind("6,\"S(1,3,4)\",\"S(1,3,4)\",0,7,0,proven,", 0) == 0);
  CHECK(r.err.find(":3: Too many columns") != std::string::npos);
  // The same claims on standard input give the same verdicts.
  auto s = cli("verify - -q", claims);
  CHECK(s.out == r.out);
  CHECK(s.err.find("standard input:3:") != std::string::npos);
}

TEST_CASE("verify with a progress hook: the same verdict, counted towards what the proof needs, stoppable", "[verify]") {
  // 0.16: period 149459 from 105351 (Gangolli and Plambeck 1989); Guy-Smith checks n < 2 n0 + p + k, so the
  // proof reads G(0 .. 2 n0 + 2p + k - 1) with k = 2.
  const sgp::Game g = sgp::parse_game("0.16");
  const uint64_t needed = 2 * 105351 + 2 * 149459 + 2;
  std::vector<std::pair<uint64_t, uint64_t>> seen;
  auto with = sgp::verify_claim(g, {149459, 105351, 0}, uint64_t(1) << 20, sgp::Method::Auto,
                                [&](uint64_t d, uint64_t t) { seen.emplace_back(d, t); });
  auto without = sgp::verify_claim(g, {149459, 105351, 0}, uint64_t(1) << 20);
  CHECK(with.verdict == sgp::Verdict::Proven);
  CHECK(with.verdict == without.verdict);
  CHECK(with.values_computed == without.values_computed);
  CHECK(with.values_needed == needed);
  REQUIRE(seen.size() > 1);
  CHECK(seen.back() == std::make_pair(needed, needed));
  for (std::size_t i = 1; i < seen.size(); ++i) CHECK(seen[i - 1].first <= seen[i].first);
  // An exception from the hook leaves verify_claim between blocks.
  struct Enough {};
  CHECK_THROWS_AS(sgp::verify_claim(g, {149459, 105351, 0}, uint64_t(1) << 20, sgp::Method::Auto,
                                    [](uint64_t d, uint64_t) { if (d > 100000) throw Enough{}; }),
                  Enough);
}
