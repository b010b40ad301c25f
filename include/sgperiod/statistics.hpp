/// @file
/// @brief SequenceStats: a nim-sequence's statistics at a prefix (largest value, rare values, histogram).
#pragma once
#include <cstdint>
#include <vector>

namespace sgp {

/// Statistics of the prefix G(0..n-1): what `sgperiod run --stats` writes at every power of two, and
/// RunReport::statistics holds when RunSettings::statistics is set.
struct SequenceStats {
  uint64_t n = 0;            ///< the prefix's length
  uint32_t max_value = 0;    ///< its largest value
  /// The mask x with the fewest rare positions (those n whose G(n) & x has odd parity), 0 if n < 2.
  uint32_t rare_mask = 0;
  uint64_t rare_count = 0;   ///< rare positions among 1..n-1 under rare_mask (heap 0 is not counted)
  uint64_t last_rare = 0;    ///< largest rare position below n (0 when none)
  std::vector<uint64_t> histogram;  ///< histogram[v] = #positions < n with value v, size max_value + 1
};

}  // namespace sgp
