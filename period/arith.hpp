/// @brief Arithmetic periodicity of finite codes with saltus 2^m: G(n + p) = G(n) + 2^m proven from finitely many values.
#pragma once
#include <optional>

#include "engine/sequence.hpp"
#include "octal/game.hpp"
#include "period/periodicity.hpp"
#include "period/proof.hpp"

namespace sgp {

/// For a finite octal or hexadecimal code and a pattern G(n + p) = G(n) + s from n0 = per.preperiod:
/// the window whose values prove it for every n (the derivation is in arith.cpp), or nullopt when the
/// theorem does not decide it: s is not a power of two, some value below n0 + p is s or more, the
/// finite covering check fails, or the check would cost more than kArithMaxWork. `seq` must hold at least
/// n0 + p values; the caller checks that the window's values follow the pattern (run_game's detector
/// compares the whole prefix, verify compares as it computes).
std::optional<ProofWindow> arithmetic_periodicity_proof(const TakeAndBreak& code, const NimSequence& seq,
                                                        const Periodicity& per);

}  // namespace sgp
