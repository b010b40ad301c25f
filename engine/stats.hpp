/// @brief Sequence statistics at every power of two (max value, best rare mask, rare count, histogram) and their CSV.
#pragma once
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "engine/sequence.hpp"
#include "sgperiod/statistics.hpp"

namespace sgp {

// SequenceStats is public (include/sgperiod/statistics.hpp).

/// The same rows, built while a sequence grows: feed() consumes the values not seen yet (a run's
/// analysis task feeds each prefix it analyses, beside the generator), rows() adds the final row.
class StatsAccumulator {
 public:
  /// Consumes G(consumed() .. seq.size() - 1); seq must extend the values fed so far.
  void feed(const NimSequence& seq);
  /// Consumes one more value, G(consumed()) = v (front-plus-tail runs, which keep no whole sequence).
  void push(uint32_t v);
  uint64_t consumed() const { return n_; }
  uint32_t max_value() const { return max_value_; }
  /// The state as bytes (front-plus-tail checkpoints), and back; load throws std::runtime_error naming
  /// the field when the bytes are not a saved state.
  void save(std::vector<uint8_t>& out) const;
  static StatsAccumulator load(const uint8_t*& p, const uint8_t* end);
  /// Rows at every power of two fed so far, and at n = consumed() when that is not a power of two.
  std::vector<SequenceStats> rows() const;

 private:
  std::vector<SequenceStats> rows_;
  std::vector<uint64_t> hist_ = std::vector<uint64_t>(1, 0), last_pos_ = std::vector<uint64_t>(1, 0);
  uint32_t max_value_ = 0;
  uint64_t n_ = 0, next_ = 1;
};

/// Statistics at n = 1, 2, 4, ... (every power of two up to seq.size()) and at n = seq.size().
/// One pass over the sequence plus one Walsh-Hadamard transform per row.
std::vector<SequenceStats> sequence_stats(const NimSequence& seq);

/// CSV: header "game,n,max_value,rare_mask,rare_count,last_rare,histogram", one line per row; the
/// histogram field is "v:count" pairs of the non-zero counts joined by ';' (quoted free: no commas).
void write_stats_csv(std::ostream& out, const std::string& game, const std::vector<SequenceStats>& rows, bool header = true);

}  // namespace sgp
