/// @file
/// @brief Periodicity G(n + p) = G(n) + s, how sure a run is of it, and a candidate awaiting its proof.
#pragma once
#include <cstdint>

namespace sgp {

/// G(n + period) = G(n) + saltus for every n >= preperiod (CGSuite's Periodicity).
struct Periodicity {
  uint64_t period = 0;     ///< p >= 1 (0 in a default value)
  uint64_t preperiod = 0;  ///< n0: the pattern holds from here on
  int64_t saltus = 0;      ///< s: 0 for a plain period
  /// The last n that does not follow the pattern; -1 when the pattern holds from 0.
  int64_t last_exception() const {
    // Saturates at 2^63 - 1 for a preperiod past it (no run reaches one; a hand-made record may).
    return preperiod == 0 ? -1 : static_cast<int64_t>(preperiod - 1 > uint64_t(INT64_MAX) ? uint64_t(INT64_MAX) : preperiod - 1);
  }
  /// Equal period, preperiod and saltus.
  bool operator==(const Periodicity& o) const {
    return period == o.period && preperiod == o.preperiod && saltus == o.saltus;
  }
};

/// How sure a run is of its pattern. Proven: a theorem's condition was checked on the values.
/// Observed: a pattern no theorem here covers (infinite codes the tail theorem does not prove, saltus
/// patterns of finite codes, Grundy's game, custom rules) held on every value computed, over at least
/// half of them and four periods plus 64 values. Open: neither.
enum class Status {
  Proven,    ///< a theorem proves the period
  Observed,  ///< a pattern held on every value computed, without a theorem
  Open,      ///< no period found (a candidate may be named)
};
/// "proven", "observed" or "open".
const char* status_name(Status s);

/// A period that the values suggest but no theorem has proved yet (finite codes, saltus 0): the pattern
/// holds over one and a half periods of the computed values, and its proof needs `values_needed`.
struct Candidate {
  uint64_t period = 0;         ///< the period seen
  uint64_t preperiod = 0;      ///< from where it was seen
  uint64_t values_needed = 0;  ///< the values its proof needs
};

}  // namespace sgp
