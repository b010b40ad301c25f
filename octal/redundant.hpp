/// @brief Redundant moves: bits of a finite code whose moves only repeat option values the code already has.
#pragma once
#include "octal/game.hpp"

namespace sgp {

/// The code with every provably redundant move bit cleared (derivation and the two rules in
/// redundant.cpp): the reduced code has the same G(n) for every n. Bits are tried from the last digit
/// down, each against the code without it, until none clears; infinite codes are returned as they are.
/// Two codes with the same reduced code are one game as far as values go; the census puts them in one
/// class (0.404, 0.405, 0.406 and 0.407, for instance).
TakeAndBreak without_redundant_moves(const TakeAndBreak& code);

}  // namespace sgp
