/// @brief Periodicity{period, preperiod, saltus} and linear-time detection of the minimal period of a prefix.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/sequence.hpp"
#include "sgperiod/periodicity.hpp"

namespace sgp {

// Periodicity is public (include/sgperiod/periodicity.hpp).

/// Values a prefix must hold before a candidate (period, preperiod) is accepted; the detector
/// returns the smallest period whose minimal preperiod meets it.
using Acceptance = std::function<uint64_t(uint64_t period, uint64_t preperiod)>;

/// Acceptance of an `observed` pattern (no theorem proves it): from its preperiod n0 it covers at least
/// half of the N values and at least four whole periods, plus 64 values: N >= max(2 n0, n0 + 4 p) + 64.
uint64_t observed_acceptance(uint64_t period, uint64_t preperiod);

/// The smallest period p (with its minimal preperiod and saltus) of the prefix G(0..N-1) such that
/// accept(p, n0) <= N. Candidates come from a rolling hash of the last window of differences
/// G(n+1) - G(n), matched once from the end, so the search is linear in N; every candidate is
/// confirmed by direct comparison. With allow_saltus = false only saltus 0 is accepted.
std::optional<Periodicity> detect_periodicity(const NimSequence& seq, const Acceptance& accept,
                                              bool allow_saltus = true);

/// detect_periodicity for several rules on one prefix, walking its shifts once: each detect() answers
/// exactly as detect_periodicity(seq, accept, allow_saltus) would, and the candidates a walk confirmed
/// (shifts whose last window repeats, with their fits) are kept for the next rule, which walks on only
/// past the largest shift looked at so far. classify asks up to five rules of a prefix, and one walk
/// over a sparse game's prefix of 2^24 values costs a tenth of computing it. The sequence must outlive
/// the search and stay unchanged.
class PeriodSearch {
 public:
  explicit PeriodSearch(const NimSequence& seq);
  std::optional<Periodicity> detect(const Acceptance& accept, bool allow_saltus = true);

 private:
  const NimSequence& seq_;
  std::vector<Periodicity> found_;  // the confirmed candidates so far, by increasing period
  uint64_t j_ = 0, h_ = 0;          // the next window of the walk and its hash
  bool started_ = false, more_ = true;
};

/// The preperiod and saltus of a given period on the prefix: the smallest n0 with
/// G(n + p) - G(n) constant on n0 <= n < N - p. Returns nullopt when p >= N.
std::optional<Periodicity> fit_period(const NimSequence& seq, uint64_t period);

}  // namespace sgp
