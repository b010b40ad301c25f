/// @brief Recognising a computed sequence as the nim-sequence of a short take-and-break code.
#pragma once
#include <optional>

#include "engine/sequence.hpp"
#include "octal/game.hpp"

namespace sgp {

/// The first code 0.d1..dD or 4.d1..dD (octal digits, D <= max_digits, shortest first, then in numeric
/// order) whose values equal the whole prefix `seq`; nullopt when none does. Equality is on the prefix
/// only: the caller decides what it proves (two games with the same rules, say).
std::optional<Game> identify_code(const NimSequence& seq, unsigned max_digits = 3);

}  // namespace sgp
