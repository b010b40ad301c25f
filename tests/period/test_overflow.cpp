/// @brief Claims near 2^64: every proof window and theorem saturates instead of wrapping.
#include <catch2/catch.hpp>

#include <sgperiod/sgperiod.hpp>

#include <cstdint>
#include <string>

#include "engine/kernel.hpp"
#include "octal/rules.hpp"
#include "period/arith.hpp"
#include "period/proof.hpp"
#include "period/tail.hpp"
#include "period/verify.hpp"
#include "tests/cli_util.hpp"

namespace {

constexpr uint64_t kMax = UINT64_MAX;
constexpr uint64_t k2_63 = uint64_t(1) << 63;

sgp::MoveRules rules_of(const char* game) { return sgp::MoveRules(sgp::parse_game(game).code); }

}  // namespace

TEST_CASE("overflow: the issue's claims are undecided, not proven (verify_claim, the C++ API, the CLI)", "[verify][overflow]") {
  // Kayles has period 12 from 71 (Winning Ways; OEIS A002186) and 2^63 mod 12 = 8, so "period 2^63 from
  // 1" is false; S(1,3,4) has period 7 (OEIS A047653's pattern: P-positions n = 0, 2 mod 7), so a period
  // 5 claim holds nowhere the engine could reach either. The windows wrapped to 4, 3 and 2 values.
  const struct {
    const char* game;
    uint64_t preperiod, period;
  } claims[] = {{"kayles", 1, k2_63}, {"S(1,3,4)", 18446744073709551610ull, 5}, {"kayles", 9223372036854775798ull, 20}};
  for (const auto& c : claims) {
    INFO(c.game << " " << c.preperiod << " " << c.period);
    const sgp::Periodicity claim{c.period, c.preperiod, 0};
    const sgp::ClaimCheck direct = sgp::verify_claim(sgp::parse_game(c.game), claim, uint64_t(1) << 20);
    CHECK(direct.verdict == sgp::Verdict::Undecided);
    CHECK(direct.values_needed == kMax);  // saturated: 2^64 - 1 or more
    CHECK(direct.message.find("2^64") != std::string::npos);
    const sgp::ClaimCheck api = sgp::verify(c.game, claim);
    CHECK(api.verdict == sgp::Verdict::Undecided);
  }
  // The exact input of the issue: no row proven, and no "checked ... <= n < 2" claim of a window.
  const auto r = sgtest::cli("verify - -q",
                             "game,preperiod,period\nkayles,1,2^63\n\"S(1,3,4)\",18446744073709551610,5\n"
                             "kayles,9223372036854775798,20\n");
  INFO(r.out << r.err);
  CHECK(r.out.find("proven") == std::string::npos);
  CHECK(sgtest::lines(r.out).size() == 4);
  for (const char* row : {"\n2,kayles,0.77,1,9223372036854775808,0,undecided,", "\n3,\"S(1,3,4)\",\"S(1,3,4)\",18446744073709551610,5,0,undecided,",
                          "\n4,kayles,0.77,9223372036854775798,20,0,undecided,"})
    CHECK(r.out.find(row) != std::string::npos);
}

TEST_CASE("overflow: Guy-Smith, its h-heap form and the subtraction window saturate at the edge of uint64", "[verify][overflow]") {
  // Kayles: h = 2, k = 2, so the window is n0' <= n < 2 n0' + p + 2 and needs 2 n0' + 2p + 2 values.
  const sgp::MoveRules kayles = rules_of("kayles");
  // n0 = 0 (n0' = 1): 2p + 4 values. p = 2^63 - 3 needs 2^64 - 2 values: it fits; 2^63 - 2 needs 2^64.
  CHECK(sgp::guy_smith_window(kayles, k2_63 - 3, 0).values_needed() == kMax - 1);
  CHECK(sgp::guy_smith_window(kayles, k2_63 - 3, 0).fits());
  CHECK_FALSE(sgp::guy_smith_window(kayles, k2_63 - 2, 0).fits());
  CHECK(sgp::guy_smith_window(kayles, k2_63 - 2, 0).values_needed() == kMax);
  // The preperiod side: 2 n0 wraps first.
  CHECK_FALSE(sgp::guy_smith_window(kayles, 20, 9223372036854775798ull).fits());
  CHECK(sgp::guy_smith_window(kayles, 20, 9223372036854775798ull).check_to == kMax);
  CHECK_FALSE(sgp::guy_smith_window(kayles, kMax, kMax).fits());
  // 0.8 leaves three heaps (h = 3, k = 1): 3 n0' + 2p + 1 + p values. p = 2^62 needs 3 * 2^62 + 4 (fits);
  // 3p + 4 (n0 = 1) and 3 n0 + 4 (p = 1) reach 2^64 at 6148914691236517204 = (2^64 - 4) / 3.
  const sgp::MoveRules eight = rules_of("0.8");
  REQUIRE(eight.max_heaps_left == 3);
  CHECK(sgp::guy_smith_window(eight, uint64_t(1) << 62, 1).values_needed() == 3 * (uint64_t(1) << 62) + 4);
  CHECK(sgp::guy_smith_window(eight, 6148914691236517203ull, 1).values_needed() == kMax - 2);
  CHECK_FALSE(sgp::guy_smith_window(eight, 6148914691236517204ull, 1).fits());
  CHECK(sgp::guy_smith_window(eight, 1, 6148914691236517203ull).values_needed() == kMax - 2);
  CHECK_FALSE(sgp::guy_smith_window(eight, 1, 6148914691236517204ull).fits());
  // S(1,3,4): K = 4, window n0 <= n < n0 + 4, needs n0 + 4 + p values.
  const sgp::MoveRules s134 = rules_of("S(1,3,4)");
  CHECK(sgp::subtraction_window(s134, 5, kMax - 10).values_needed() == kMax - 1);
  CHECK_FALSE(sgp::subtraction_window(s134, 5, 18446744073709551610ull).fits());
  CHECK_FALSE(sgp::subtraction_window(s134, kMax, 0).fits());
  // A saturated window is never satisfied, whatever the prefix holds.
  const sgp::NimSequence kay = sgp::compute(sgp::parse_game("kayles"), 200);
  CHECK(sgp::check_window(kay, sgp::guy_smith_window(kayles, 12, 71)));
  CHECK_FALSE(sgp::check_window(kay, sgp::guy_smith_window(kayles, 20, 9223372036854775798ull)));
}

TEST_CASE("overflow: arithmetic periodicity declines a claim past 2^64 instead of writing outside its tables", "[verify][overflow][arith]") {
  // 0.8 has G(n) = floor((n - 1) / 3) from heap 1 (hand derivation in test_arith.cpp). The row:
  // n0 + p wrapped to 4 and p s span to 0, and the proof read and wrote outside its tables.
  const sgp::Game g = sgp::parse_game("0.8");
  const sgp::NimSequence seq = sgp::compute(g, 5000);
  CHECK_FALSE(sgp::arithmetic_periodicity_proof(g.code, seq, {4100, 18446744073709547520ull, int64_t(1) << 62}));
  // n0 + p fits but p s does not (3 * 2^62): declined by the table bound, not wrapped into it.
  CHECK_FALSE(sgp::arithmetic_periodicity_proof(g.code, seq, {3, 1, int64_t(1) << 62}));
  CHECK_FALSE(sgp::arithmetic_periodicity_proof(g.code, seq, {kMax / 2, 1, int64_t(1) << 62}));
  // The true claim is still proven, so the bounds did not switch the theorem off.
  CHECK(sgp::arithmetic_periodicity_proof(g.code, seq, {3, 1, 1}));
  // Through verify_claim, the C++ API and the CLI (which crashed): undecided, no crash.
  const sgp::Periodicity claim{4100, 18446744073709547520ull, int64_t(1) << 62};
  CHECK(sgp::verify_claim(g, claim, uint64_t(1) << 14).verdict == sgp::Verdict::Undecided);
  CHECK(sgp::verify(g, claim).verdict == sgp::Verdict::Undecided);
  const auto r = sgtest::cli("verify - -q", "game,preperiod,period,saltus\n0.8,18446744073709547520,4100,2^62\n");
  INFO(r.out << r.err);
  CHECK(r.status == 0);
  CHECK(r.out.find("\n2,0.8,0.8,18446744073709547520,4100,4611686018427387904,undecided,") != std::string::npos);
}

TEST_CASE("overflow: tail invariance declines claims whose sums or values pass 2^64", "[verify][overflow][tail]") {
  // Nim (0.[3]): G(n) = n, period 1, saltus 1 from 0; Lasker's Nim: period 4, saltus 4 from 1 (Winning Ways).
  const sgp::Game nim = sgp::parse_game("nim"), lasker = sgp::parse_game("lasker");
  const sgp::NimSequence a = sgp::compute(nim, 4096), b = sgp::compute(lasker, 4096);
  CHECK(sgp::tail_invariance_proof(nim.code, a, {1, 0, 1}));
  CHECK(sgp::tail_invariance_proof(lasker.code, b, {4, 1, 4}));
  // n0 + p wraps to a handful of values.
  CHECK_FALSE(sgp::tail_invariance_proof(nim.code, a, {5, kMax - 2, 1}));
  CHECK_FALSE(sgp::tail_invariance_proof(lasker.code, b, {4, kMax - 1, 4}));
  // A saltus whose multiples pass 2^64 within the values the proof reads.
  CHECK_FALSE(sgp::tail_invariance_proof(nim.code, a, {1, 0, int64_t(1) << 62}));
  CHECK_FALSE(sgp::tail_invariance_proof(lasker.code, b, {4, 1, INT64_MAX}));
}

TEST_CASE("overflow: a saltus past 2^63 - 1 is refused, not printed negative", "[verify][overflow][cli]") {
  // The rows 'nim,0,1,9223372036854775808' and 'nim,0,1,1e19'.
  const auto r = sgtest::cli("verify - -q",
                             "game,preperiod,period,saltus\nnim,0,1,9223372036854775808\nnim,0,1,1e19\n"
                             "nim,0,1,9223372036854775807\n");
  INFO(r.out << r.err);
  CHECK(r.out.find("-9223372036854775808") == std::string::npos);
  CHECK(r.out.find("-8446744073709551616") == std::string::npos);
  CHECK(r.out.find("\n2,nim,,,,,error,,,,,,line 2: saltus 9223372036854775808 is too large (at most 2^63 - 1)") != std::string::npos);
  CHECK(r.out.find("\n3,nim,,,,,error,,,,,,line 3: saltus 1e19 is too large (at most 2^63 - 1)") != std::string::npos);
  // 2^63 - 1 itself is a claim: G(1) = 1 is not G(0) + 2^63 - 1, refuted at n = 0, printed without a wrap.
  CHECK(r.out.find("\n4,nim,0.[3],0,1,9223372036854775807,refuted,0,0,1,") != std::string::npos);
  CHECK(r.out.find("G(1) = 1, but the claim says G(0) + 9223372036854775807 = 9223372036854775807") != std::string::npos);
  // The C++ API refuses a negative saltus as bad input.
  CHECK_THROWS_AS(sgp::verify("nim", sgp::Periodicity{1, 0, -1}), sgp::InvalidInput);
}

TEST_CASE("overflow audit: verify refuses a limit past memory before any work, like every other command", "[verify][overflow][cli]") {
  // 10^13 one-byte values are more than any test machine holds: the claim's first block used to reserve
  // them at once (std::bad_alloc as an error row, or the OOM killer).
  const auto r = sgtest::cli("verify - -n 1e13 -q", "game,preperiod,period\nkayles,1e12,12\n");
  INFO(r.out << r.err);
  CHECK(r.status == 2);
  CHECK(r.err.find("--limit 1e13 of 10000000000000 values needs") != std::string::npos);
  CHECK(r.out.empty());
}
