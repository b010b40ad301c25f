/// @brief The periodicity theorems: which values prove a period, one function per theorem.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "engine/sequence.hpp"
#include "octal/game.hpp"
#include "octal/rules.hpp"
#include "period/periodicity.hpp"
#include "sys/checked.hpp"

namespace sgp {

/// What a theorem asks: G(n + period) = G(n) + saltus for every check_from <= n < check_to.
/// The prefix must then hold values_needed() = check_to + period values. check_to and values_needed()
/// saturate at sys::kSaturated (claims reach 2^64): a saturated window needs more values than any prefix
/// holds, so it never proves anything (fits() is false).
struct ProofWindow {
  std::string theorem;  ///< "Guy-Smith (2 heaps)", "Guy-Smith (3 heaps)", "subtraction window"
  uint64_t check_from = 0;
  uint64_t check_to = 0;
  uint64_t period = 0;
  uint64_t values_needed() const { return sys::sat_add(check_to, period); }
  /// False when the window needs 2^64 - 1 values or more: no prefix can hold them.
  bool fits() const { return values_needed() != sys::kSaturated; }
};

/// Guy-Smith for a finite code whose moves leave at most h heaps (h = 2 octal, h = 3 hexadecimal).
ProofWindow guy_smith_window(const MoveRules& rules, uint64_t period, uint64_t preperiod);
/// The window argument for finite codes that never split (subtraction games and their kin).
ProofWindow subtraction_window(const MoveRules& rules, uint64_t period, uint64_t preperiod);
/// The theorem that applies to a game and a candidate (saltus 0), or nullopt when none does.
std::optional<ProofWindow> proof_window(const Game& game, uint64_t period, uint64_t preperiod);

/// True when the prefix holds the window's values and they satisfy it.
bool check_window(const NimSequence& seq, const ProofWindow& w, int64_t saltus = 0);

/// The first n in [from, to) with G(n + p) != G(n) + saltus, or nullopt.
std::optional<uint64_t> first_mismatch(const NimSequence& seq, uint64_t period, int64_t saltus,
                                       uint64_t from, uint64_t to);

}  // namespace sgp
