/// @file
/// @brief Misère quotients against MisereSolver (CGSuite), an independent program: the order of Q_n heap by heap on eight games.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "sgperiod/misere.hpp"

namespace {

// game -> heap -> (order, P-portion size), from tests/data/miseresolver_quotients.csv: Aaron Siegel's
// MisereSolver (CGSuite commit e909ab8, unchanged) run by bench/misere/miseresolver.sh; its rows give the
// quotient of heaps 0..heaps. That script checked MisereSolver's quotients against a game-tree search.
std::map<std::string, std::map<uint64_t, std::pair<uint64_t, uint64_t>>> miseresolver() {
  std::ifstream in(std::string(SGPERIOD_SOURCE_DIR) + "/tests/data/miseresolver_quotients.csv");
  std::map<std::string, std::map<uint64_t, std::pair<uint64_t, uint64_t>>> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("game,", 0) == 0) continue;
    std::stringstream ss(line);
    std::string game, heap, order, p;
    std::getline(ss, game, ',');
    std::getline(ss, heap, ',');
    std::getline(ss, order, ',');
    std::getline(ss, p, ',');
    out[game][std::stoull(heap)] = {std::stoull(order), std::stoull(p)};
  }
  return out;
}

// Q_h's order for h = 0..top - 1 as MisereSolver gives it, and the P-portion at the last heap.
void check_against(const std::string& game, uint64_t top) {
  const auto all = miseresolver();
  REQUIRE(all.count(game));
  const auto& want = all.at(game);
  sgp::MisereSettings s;
  s.heaps = top;
  const sgp::MisereReport r = sgp::misere(game, s);
  REQUIRE(r.heaps_computed == top);  // the cap is not reached on these prefixes
  for (uint64_t h = 0; h < top; ++h) {
    INFO(game << " heap " << h);
    REQUIRE(want.count(h));
    CHECK(r.orders[h] == want.at(h).first);
  }
  CHECK(r.order == want.at(top - 1).first);
  CHECK(r.p_portion_size == want.at(top - 1).second);
}

}  // namespace

TEST_CASE("misere quotient: the orders of MisereSolver, heap by heap", "[misere]") {
  // 0.75 and 0.31 are proven by heap 22 and heap 7 here, so their prefixes end before MisereSolver's 40.
  check_against("0.31", 7);
  check_against("0.75", 22);
  check_against("0.15", 41);
  check_against("0.77", 41);
  check_against("0.07", 25);
  check_against("0.137", 25);
  check_against("0.57", 21);
  check_against("4.7", 12);
}

TEST_CASE("misere quotient: the orders of MisereSolver to its last heap (0.07 to 30, 0.57 to 40)", "[.slow][misere-slow]") {
  check_against("0.07", 31);
  check_against("0.57", 41);
  check_against("4.7", 21);
}
