/// @file
/// @brief The lower bound on |Q_n| a stopped construction proves: its certificate checked by the independent search, never above the order a larger cap finds.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "misere/quotient.hpp"
#include "octal/game.hpp"
#include "octal/rules.hpp"
#include "tests/misere/brute_misere.hpp"

namespace {

sgp::mq::Construction build(const std::string& game, uint32_t heaps, uint32_t max_order) {
  sgp::mq::BuildLimits limits;
  limits.max_order = max_order;
  return sgp::mq::build_quotient(sgp::MoveRules(sgp::parse_game(game).code), heaps, limits);
}

std::vector<uint32_t> heaps_of(const sgp::mq::Word& w) {
  std::vector<uint32_t> out;
  for (uint32_t h = 0; h < w.size(); ++h) out.insert(out.end(), w[h], h);
  return out;
}

uint32_t copies(const sgp::mq::Word& w, uint32_t h) { return h < w.size() ? w[h] : 0; }

}  // namespace

// The certificate says: these positions are pairwise inequivalent in A_n, each pair told apart by a
// summand. The search (tests/misere/brute_misere.hpp, no code shared with misere/) computes every sum's
// outcome from the definition; distinct rows of outcomes are distinct classes of Q_n. The games are those
// whose construction stops within small heaps at a small cap, so that the sums stay searchable.
TEST_CASE("misere bound: the positions a stopped construction names are pairwise told apart by the search", "[misere]") {
  const std::pair<const char*, uint32_t> cases[] = {{"0.354", 64}, {"0.714", 64}, {"0.205", 64}};
  for (const auto& [game, cap] : cases) {
    INFO(game);
    const auto c = build(game, 30, cap);
    REQUIRE((c.halt == sgp::mq::Halt::MaxOrder || c.halt == sgp::mq::Halt::Candidate));
    const auto& b = c.stop_bound;
    const uint32_t n = c.heaps;
    CHECK_FALSE(b.exact);
    CHECK(b.at_least > c.orders.back());  // more than |Q_{n-1}|: the certificate is what shows it
    REQUIRE(b.told_apart.size() == b.at_least);
    sgp::test::MisereBrute brute([&] {
      const auto code = sgp::parse_game(game).code;
      return std::vector<unsigned>(code.digits.begin(), code.digits.end());
    }());
    std::set<std::vector<bool>> rows;
    for (const auto& x : b.told_apart) {
      CHECK(copies(x, n) <= b.a);
      std::vector<bool> row;
      for (const auto& z : b.summands) {
        CHECK(copies(z, n) <= b.b);
        std::vector<uint32_t> sum = heaps_of(x), more = heaps_of(z);
        sum.insert(sum.end(), more.begin(), more.end());
        row.push_back(brute.is_p(sum));
      }
      rows.insert(row);
    }
    CHECK(rows.size() == b.at_least);
  }
}

// Soundness against the construction itself at a larger cap: wherever a small cap stops inside heap n,
// the order a cap of 2048 finds for Q_n is at least the bound (equal when the bound says exact), and the
// bound is at least |Q_{n-1}|. A bound counting classes the candidate might get wrong would pass the
// true order somewhere among these codes.
TEST_CASE("misere bound: never above the order a larger cap computes, on the 1- and 2-digit codes", "[misere]") {
  uint32_t compared = 0, above_previous = 0;
  for (uint32_t d1 = 0; d1 < 8; ++d1)
    for (uint32_t d2 = 0; d2 < 8; ++d2) {
      const std::string game = "0." + std::to_string(d1) + std::to_string(d2);
      INFO(game);
      const auto small = build(game, 24, 24);
      if (small.halt != sgp::mq::Halt::MaxOrder && small.halt != sgp::mq::Halt::Candidate) continue;
      const uint32_t n = small.heaps;
      const auto large = build(game, n + 1, 2048);
      if (large.heaps <= n) continue;
      ++compared;
      const auto& b = small.stop_bound;
      CHECK(b.at_least >= small.orders.back());
      CHECK(b.at_least <= large.orders[n]);
      if (b.exact) CHECK(b.at_least == large.orders[n]);
      if (b.at_least > small.orders.back()) ++above_previous;
    }
  INFO(compared << " compared, " << above_previous << " above |Q_{n-1}|");
  CHECK(compared >= 10);
  CHECK(above_previous >= 5);
}
