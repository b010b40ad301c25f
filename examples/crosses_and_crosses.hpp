/// @brief Crosses and Crosses (POJ 3537) as a custom heap game: the C++ API for rules that are no code.
#pragma once
#include <algorithm>
#include <string>

#include <sgperiod/game.hpp>

namespace examples {

// A 1 x n strip; a player places an X. A square within distance 2 of an X cannot be played safely
// (the opponent would complete three in a row), so an X at square i (1..n) leaves two independent
// strips of max(0, i - 3) and max(0, n - i - 2) safe squares (the study notes' recurrence).
class CrossesAndCrosses final : public sgp::HeapGame {
 public:
  std::string name() const override { return "crosses-and-crosses"; }
  void moves(uint64_t n, sgp::MoveSink& out) const override {
    for (uint64_t i = 1; i <= n; ++i) {
      uint64_t left = i > 3 ? i - 3 : 0;
      uint64_t right = n > i + 2 ? n - i - 2 : 0;
      out({left, right});
    }
  }
};

// The connect-line game (2025 CCPC Online F): a block of x free points, a line uses two of them and
// splits the rest into blocks of a and x - 2 - a points.
class ConnectLine final : public sgp::HeapGame {
 public:
  std::string name() const override { return "connect-line"; }
  void moves(uint64_t x, sgp::MoveSink& out) const override {
    for (uint64_t a = 0; a + 2 <= x; ++a) out({a, x - 2 - a});
  }
};

}  // namespace examples
