/// @brief The tail-invariance theorem for infinite codes with a non-splitting tail (derivation in tail.cpp).
#pragma once
#include <optional>

#include "engine/sequence.hpp"
#include "octal/game.hpp"
#include "period/periodicity.hpp"
#include "period/proof.hpp"

namespace sgp {

/// Proves that the pattern `per` (saltus >= 1) found in the computed prefix `seq` of an infinite code
/// d_0.d_1..d_{t-1}[D] holds for every n, or returns nullopt when the theorem does not apply or its
/// conditions fail (the pattern then stays observed). The window says which values must follow the
/// pattern: G(n + p) = G(n) + s for check_from <= n < check_to, i.e. values_needed() values; the
/// caller checks that (run_game's detector already compared the whole prefix).
std::optional<ProofWindow> tail_invariance_proof(const TakeAndBreak& code, const NimSequence& seq,
                                                 const Periodicity& per);

}  // namespace sgp
