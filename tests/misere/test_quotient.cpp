/// @file
/// @brief The misère quotient construction against an independent outcome search, on every 1- and 2-digit octal code and samples.
#include <catch2/catch.hpp>

#include <string>

#include "misere/quotient.hpp"
#include "octal/game.hpp"
#include "octal/rules.hpp"
#include "tests/misere/brute_misere.hpp"

namespace {

using sgp::mq::Elem;

std::vector<unsigned> digits_of(const sgp::TakeAndBreak& code) {
  return std::vector<unsigned>(code.digits.begin(), code.digits.end());
}

// Every sum of up to `most` heaps of sizes 1..top: the quotient's P-portion against the search.
void check_sums(const std::string& game, uint32_t top, uint32_t most) {
  INFO(game);
  const sgp::Game g = sgp::parse_game(game);
  sgp::mq::BuildLimits limits;
  limits.max_order = 1024;
  const auto built = sgp::mq::build_quotient(sgp::MoveRules(g.code), top + 1, limits);
  // A construction may stop (0.354's quotient is infinite from heap 5 on); what it computed must be right.
  REQUIRE(built.heaps >= 2);
  top = std::min(top, built.heaps - 1);
  const auto& q = built.quotient;
  sgp::test::MisereBrute brute(digits_of(g.code));
  std::vector<uint32_t> heaps;
  std::function<void(uint32_t, Elem)> walk = [&](uint32_t from, Elem x) {
    const bool p = q.p[x];
    if (p != brute.is_p(heaps)) {
      std::string pos;
      for (uint32_t h : heaps) pos += std::to_string(h) + " ";
      FAIL_CHECK("position " << pos << "quotient says " << (p ? "P" : "N"));
    }
    if (heaps.size() == most) return;
    for (uint32_t h = from; h <= top; ++h) {
      heaps.push_back(h);
      walk(h, q.q.mul(x, q.phi[h]));
      heaps.pop_back();
    }
  };
  walk(1, 0);
}

}  // namespace

TEST_CASE("misere quotient: every 1-digit and 2-digit octal code agrees with the outcome search on small sums", "[misere]") {
  for (unsigned a = 0; a < 8; ++a) {
    check_sums("0." + std::to_string(a), 9, 3);
    for (unsigned b = 1; b < 8; ++b) check_sums("0." + std::to_string(a) + std::to_string(b), 9, 3);
  }
}

// The full sweep: ./build/sgperiod_tests "[misere][sweep]" (about a minute).
TEST_CASE("misere quotient: every 1-digit and 2-digit octal code agrees with the search on sums of 4 heaps up to 12",
          "[misere][sweep][.slow]") {
  for (unsigned a = 0; a < 8; ++a) {
    check_sums("0." + std::to_string(a), 12, 4);
    for (unsigned b = 1; b < 8; ++b) check_sums("0." + std::to_string(a) + std::to_string(b), 12, 4);
  }
}

TEST_CASE("misere quotient: sampled 3-digit codes, 4.d codes and subtraction games agree with the search",
          "[misere][sweep][.slow]") {
  for (const char* g : {"0.137", "0.777", "0.123", "0.456", "0.314", "0.165", "4.7", "4.07", "4.3", "0.0f", "0.1f",
                        "S(1,2)", "S(1,3,4)", "S(2,3,7)", "S(2,5)", "0.007", "0.16", "0.52", "0.344", "0.354"})
    check_sums(g, 12, 4);
}

// Every 3-digit octal code and every 2-digit hexadecimal code, on sums of 4 heaps up to 12:
// ./build/sgperiod_tests "[misere][allcodes]" (about 7 minutes on one core).
TEST_CASE("misere quotient: every 3-digit octal and 2-digit hexadecimal code agrees with the search on sums of 4 heaps up to 12",
          "[misere][allcodes][.slow]") {
  const char* hex = "0123456789abcdef";
  for (unsigned a = 0; a < 8; ++a)
    for (unsigned b = 0; b < 8; ++b)
      for (unsigned c = 1; c < 8; ++c) check_sums("0." + std::string{hex[a], hex[b], hex[c]}, 12, 4);
  for (unsigned a = 0; a < 16; ++a)
    for (unsigned b = 1; b < 16; ++b)
      if (a >= 8 || b >= 8) check_sums("0." + std::string{hex[a], hex[b]}, 12, 4);
}

TEST_CASE("misere quotient: a sample of 3-digit codes and subtraction games agrees with the search on small sums", "[misere]") {
  for (const char* g : {"0.137", "0.123", "0.314", "4.7", "4.07", "0.0f", "S(1,3,4)", "S(2,3,7)"}) check_sums(g, 9, 3);
}

// Q_5 of 0.354 is infinite (tests/misere/test_infinite.cpp proves it), so the construction must stop at
// heap 5 (at max_order) instead of claiming a quotient. Small powers seen by the search: a copies and a + d
// copies of heap 5 are told apart by a sum of at most four heaps of size 4 or less for every a <= 8, d <= 3.
TEST_CASE("misere quotient: 0.354's powers of heap 5 stay apart and the construction stops at heap 5", "[misere]") {
  sgp::test::MisereBrute brute({0, 3, 5, 4});
  for (uint32_t a = 0; a <= 8; ++a)
    for (uint32_t d = 1; d <= 3; ++d) {
      bool told = false;
      for (uint32_t x = 0; x < 625 && !told; ++x) {
        std::vector<uint32_t> p(a, 5), q(a + d, 5);
        for (uint32_t y = x, i = 0; i < 4; ++i, y /= 5)
          if (y % 5) p.push_back(y % 5), q.push_back(y % 5);
        told = brute.is_p(p) != brute.is_p(q);
      }
      CHECK(told);
    }
  sgp::mq::BuildLimits limits;
  limits.max_order = 256;
  const auto built = sgp::mq::build_quotient(sgp::MoveRules(sgp::parse_game("0.354").code), 8, limits);
  CHECK(built.heaps == 5);
  CHECK(built.halt == sgp::mq::Halt::MaxOrder);
}
