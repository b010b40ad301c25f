/// @brief Example: compute a custom heap game (Crosses and Crosses) through the C++ API and analyse it.
//
// Build: part of the CMake tree (target example_custom_rules). Run: ./build/example_custom_rules [N]
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "crosses_and_crosses.hpp"
#include "engine/kernel.hpp"
#include "period/analysis.hpp"

int main(int argc, char** argv) {
  uint64_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 200;
  sgp::Game game = sgp::Game::from_custom(std::make_shared<examples::CrossesAndCrosses>());
  sgp::NimSequence seq = sgp::compute(game, n + 1);
  std::printf("%s: G(0..%llu) =", game.canonical().c_str(), static_cast<unsigned long long>(n));
  for (uint64_t i = 0; i <= n && i < 40; ++i) std::printf(" %u", seq[i]);
  std::printf("%s\n", n >= 40 ? " ..." : "");
  // First player wins Crosses and Crosses on a strip of n squares exactly when G(n) != 0 (POJ 3537).
  std::printf("first player %s on a strip of %llu\n", seq[n] ? "wins" : "loses", static_cast<unsigned long long>(n));
  sgp::RunOptions opt;
  opt.limit = 4096;
  sgp::RunResult r = sgp::run_game(game, opt);
  std::printf("status: %s after %llu values (custom rules have no periodicity theorem)\n", sgp::status_name(r.status),
              static_cast<unsigned long long>(r.n_computed()));
  return 0;
}
