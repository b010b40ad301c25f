/// @brief Example: compute a custom heap game (Crosses and Crosses) through the public C++ API and analyse it.
//
// Uses only <sgperiod/...> headers. In this tree: target example_custom_rules (./build/example_custom_rules [N]);
// elsewhere, against an installed sgperiod: c++ -std=c++17 custom_rules.cpp $(pkg-config --cflags --libs sgperiod).
#include <sgperiod/sgperiod.hpp>

#include <cstdio>
#include <cstdlib>
#include <memory>

#include "crosses_and_crosses.hpp"

int main(int argc, char** argv) {
  const uint64_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 200;
  try {
    const sgp::Game game = sgp::Game::from_custom(std::make_shared<examples::CrossesAndCrosses>());
    const std::vector<uint32_t> g = sgp::values(game, n + 1);
    std::printf("%s: G(0..%llu) =", game.canonical().c_str(), static_cast<unsigned long long>(n));
    for (uint64_t i = 0; i <= n && i < 40; ++i) std::printf(" %u", g[i]);
    std::printf("%s\n", n >= 40 ? " ..." : "");
    // First player wins Crosses and Crosses on a strip of n squares exactly when G(n) != 0 (POJ 3537).
    std::printf("first player %s on a strip of %llu\n", g[n] ? "wins" : "loses", static_cast<unsigned long long>(n));
    sgp::RunSettings settings;
    settings.limit = 4096;
    const sgp::RunReport r = sgp::run(game, settings);
    std::printf("status: %s after %llu values (custom rules have no periodicity theorem)\n", sgp::status_name(r.status),
                static_cast<unsigned long long>(r.values_computed));
  } catch (const sgp::Error& e) {
    std::fprintf(stderr, "custom_rules: %s\n", e.what());
    return 1;
  }
  return 0;
}
