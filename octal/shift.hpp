/// @brief The shift rule between octal codes: G_a(n) = G_b(n - 1) when heap 1 of code a has no move.
#pragma once
#include <optional>

#include "octal/game.hpp"

namespace sgp {

/// The shift rule (derivation in shift.cpp): when heap 1 of code `a` has no move, the code b with
/// G_a(n) = G_b(n - 1) for all n >= 1, built digit by digit; nullopt when heap 1 has a move, when `a`
/// is infinite, or when `a` has no move at all (the game without moves is its own shift). The census
/// groups a and b in one class (0.07 and 0.137, Winning Ways ch. 4).
std::optional<TakeAndBreak> shifted_code(const TakeAndBreak& a);

}  // namespace sgp
