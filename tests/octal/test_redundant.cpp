/// @brief [octal] Redundant moves (octal/redundant.cpp): hand-derived cases, and every 3-digit octal and 2-digit hexadecimal code against the independent reference.
#include <catch2/catch.hpp>

#include <tuple>

#include "census/census.hpp"
#include "octal/redundant.hpp"
#include "tests/reference.hpp"

using namespace sgtest;

namespace {
std::string reduced(const std::string& code) { return sgp::without_redundant_moves(sgp::parse_game(code).code).canonical(); }
}  // namespace

TEST_CASE("redundant moves: hand-derived cases", "[octal][redundant]") {
  // 0.405 -> 0.404 (rule 1): heap 3 of 0.404 removes 1 and splits 2 into 1 + 1, value 0, so taking the
  // whole heap of 3 adds nothing.
  CHECK(reduced("0.405") == "0.404");
  // 0.406 -> 0.404 (rule 2): G(2) = 0 in 0.404 (heap 2 has no move), so removing 1 and leaving 2 and
  // n - 3 is worth G(n - 3), the value of removing 3 and leaving one heap.
  CHECK(reduced("0.406") == "0.404");
  CHECK(reduced("0.407") == "0.404");
  // 4.244 -> 4.044 (rule 2 with j = 0): G(1) = 0, and d_0 = 4 splits n into 1 and n - 1.
  CHECK(reduced("4.244") == "4.044");
  // Kayles keeps every move: heap 1 has no other option, and G(1) = 1 makes rule 2 fail for d_2.
  CHECK(reduced("0.77") == "0.77");
  CHECK(reduced("0.7") == "0.7");  // heap 1 taken whole is its only move
  CHECK(reduced("0.[3]") == "0.[3]");  // infinite codes are left alone
}

TEST_CASE("redundant moves: every reduced code has the values of its code (independent reference)",
          "[octal][redundant]") {
  int reduced_codes = 0, kept_codes = 0;
  for (auto [digits, hex, count] : {std::tuple{3u, false, 60u}, std::tuple{2u, true, 28u}})
    for (const auto& code : sgp::census_codes(digits, hex)) {
      if (code.find_first_not_of("0.") == std::string::npos) continue;  // no moves: nothing to clear
      const sgp::Game a = sgp::parse_game(code);
      sgp::Game b;
      b.code = sgp::without_redundant_moves(a.code);
      if (b.canonical() == a.canonical()) {
        ++kept_codes;
        continue;
      }
      ++reduced_codes;
      INFO(code << " -> " << b.canonical());
      Reference ra(a), rb(b);
      uint64_t differ = count;
      for (uint64_t n = 0; n < count && differ == count; ++n)
        if (ra.G(n) != rb.G(n)) differ = n;
      CHECK(differ == count);
    }
  // The rule must apply often enough to matter, and not everywhere.
  CHECK(reduced_codes > 200);
  CHECK(kept_codes > 200);
}

TEST_CASE("redundant moves: a move that does add a value is kept", "[octal][redundant]") {
  // For each code, clearing any one of its bits 1 and 2 changes G somewhere below 40 (checked here on
  // the reference, not assumed); the reduction must then keep the code as it is.
  for (const char* text : {"0.77", "0.137", "0.16", "4.045", "0.54"}) {
    INFO(text);
    const sgp::Game a = sgp::parse_game(text);
    Reference ra(a);
    for (uint64_t k = 1; k < a.code.digits.size(); ++k)
      for (unsigned bit : {1u, 2u}) {
        if (!(a.code.digits[k] & bit)) continue;
        sgp::Game b = a;
        b.code.subtraction_form = false;
        b.code.digits[k] = static_cast<uint8_t>(b.code.digits[k] & ~bit);
        b.code.normalise();
        Reference rb(b);
        bool differs = false;
        for (uint64_t n = 0; n < 40 && !differs; ++n) differs = ra.G(n) != rb.G(n);
        INFO("bit " << bit << " of d_" << k);
        REQUIRE(differs);
      }
    CHECK(reduced(text) == a.canonical());
  }
}
