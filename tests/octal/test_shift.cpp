/// @brief [octal] The shift rule between codes (octal/shift.cpp), against Winning Ways and the independent reference.
#include <catch2/catch.hpp>

#include <tuple>

#include "census/census.hpp"
#include "octal/shift.hpp"
#include "tests/reference.hpp"

using namespace sgtest;

TEST_CASE("shift rule: Dawson's Kayles 0.07 is Dawson's chess 0.137 one heap later, and the rule is sound",
          "[octal][shift]") {
  // Winning Ways, ch. 4: 0.07 is 0.137 shifted by one heap.
  auto b = sgp::shifted_code(sgp::parse_game("0.07").code);
  REQUIRE(b);
  CHECK(b->canonical() == "0.137");
  CHECK_FALSE(sgp::shifted_code(sgp::parse_game("0.77").code));  // heap 1 of Kayles can be taken
  CHECK_FALSE(sgp::shifted_code(sgp::parse_game("0.[3]").code));  // infinite codes are not shifted here
  // Every code of up to three octal digits and two hexadecimal digits where the rule applies:
  // G_a(n) = G_b(n - 1) on the independent reference (heaps to 48 octal, 24 hexadecimal).
  int applied = 0;
  for (auto [digits, hex, count] : {std::tuple{3u, false, 48u}, std::tuple{2u, true, 24u}})
    for (const auto& code : sgp::census_codes(digits, hex)) {
      if (code.find_first_not_of("0.") == std::string::npos) continue;
      const sgp::Game a = sgp::parse_game(code);
      auto s = sgp::shifted_code(a.code);
      if (!s) continue;
      ++applied;
      sgp::Game gb;
      gb.code = *s;
      INFO(code << " -> " << gb.canonical());
      Reference ra(a), rb(gb);
      uint64_t differ = 0;
      for (uint64_t n = 1; n < count && !differ; ++n)
        if (ra.G(n) != rb.G(n - 1)) differ = n;
      CHECK(differ == 0);
    }
  CHECK(applied > 300);
}
