/// @file
/// @brief Checking a claim "G has period p from preperiod n0 (with saltus s)": proven, refuted or undecided.
#pragma once
#include <cstdint>
#include <string>

#include "sgperiod/game.hpp"
#include "sgperiod/options.hpp"
#include "sgperiod/periodicity.hpp"

namespace sgp {

/// The outcome of a claim.
enum class Verdict {
  Proven,     ///< a theorem's window for exactly this (p, n0, s) holds on the values
  Refuted,    ///< a counterexample was found
  Undecided,  ///< no counterexample within the limit, and no proof either
};
/// "proven", "refuted" or "undecided".
const char* verdict_name(Verdict v);

/// A claim checked.
struct ClaimCheck {
  Verdict verdict = Verdict::Undecided;  ///< the outcome
  uint64_t values_needed = 0;    ///< what the theorem asks for this claim (0: no theorem applies)
  uint64_t values_computed = 0;  ///< what was computed
  uint64_t counterexample = 0;   ///< Refuted: first n >= preperiod with G(n + p) != G(n) + s
  uint32_t value_n = 0;          ///< Refuted: G(counterexample)
  uint32_t value_n_plus_p = 0;   ///< Refuted: G(counterexample + p)
  std::string theorem;           ///< Proven: the theorem used
  std::string message;           ///< one human sentence, as in the CLI's verdict table
};

/// Options of verify(): those of every computation, and the limit.
struct VerifySettings : ComputeOptions {
  uint64_t limit = 0;  ///< most values to compute (0: the game's default, 2^20 or 2^16 as for run())
};

/// Computes what the claim needs (at most the limit) and decides it. A claim need not be minimal: a
/// multiple of the period, or a later preperiod, is a true claim. A period of 0 throws sgp::InvalidInput.
ClaimCheck verify(const Game& game, const Periodicity& claim, const VerifySettings& settings = {});
/// The same for a game as text; throws sgp::GameError for bad text.
ClaimCheck verify(const std::string& game, const Periodicity& claim, const VerifySettings& settings = {});

}  // namespace sgp
