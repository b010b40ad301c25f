/// @file
/// @brief The periodicity theorem for misère quotients of finite codes: a periodic pretending map, checked far enough, is periodic for every heap.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "misere/monoid.hpp"
#include "octal/rules.hpp"

namespace sgp::mq {

/// A pretending map proven periodic: phi(n + period) = phi(n) for every n >= preperiod, and the
/// quotient of the whole game is the one computed through heap `last`.
struct MapProof {
  uint64_t preperiod = 0;
  uint64_t period = 0;
  uint64_t last = 0;     ///< the proof used heaps 0..last
  uint64_t needed = 0;   ///< the theorem's bound: heaps below it had to be checked
};

/// The least period (with its least preperiod) that the theorem proves from phi[0..N] of the exact
/// quotient Q_N of a finite code, or nothing.
std::optional<MapProof> prove_map_period(const std::vector<Elem>& phi, const MoveRules& rules);

}  // namespace sgp::mq
