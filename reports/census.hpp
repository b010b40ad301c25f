/// @brief The census's records (classes and their members) and the two tables written from them.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "period/analysis.hpp"
#include "sgperiod/census.hpp"

namespace sgp {

// The records live here, below jobs/census.hpp, which fills them: jobs/ builds on reports/, never the
// other way round.

/// Rare values in the sense of sparse spaces: the nonzero mask x for which the fewest G(n) (n < N) have
/// odd parity of G(n) & x. `known` only when such values occur and are under 1% of all values.
struct RareValues {
  bool known = false;
  uint32_t mask = 0;
  uint64_t count = 0;  ///< how many n < N have a rare value
  uint64_t last = 0;   ///< the largest such n
};

// CensusMember is public (include/sgperiod/census.hpp).

/// One class: codes whose nim-sequences are proven equal (up to a shift).
struct CensusClass {
  std::string representative;        ///< canonical form of the representative (offset 0)
  std::vector<CensusMember> members;  ///< in enumeration order
  RunReport analysis;                 ///< the representative's run (its values are not kept)
  uint64_t values_computed = 0, max_value = 0, max_value_at = 0;  ///< of the representative's run
  NimSequence prefix;                 ///< the representative's first values (at most 2^16), to compare classes
  RareValues rare;                    ///< of every value the run computed
  /// Classes whose representatives agree with this one on G(0..n-1) as far as both were compared,
  /// without a proof that they agree for ever: (representative, n). Never merged.
  std::vector<std::pair<std::string, uint64_t>> agrees_with;
};

/// The CLASSES table: one row per class, `index` its 1-based number.
const std::string& census_csv_header();
std::string census_csv_row(const CensusClass& c, std::size_t index);
/// The CODES table. One row per member: code,class,offset,rule,status,period,preperiod,last_exception,saltus,values_computed.
const std::string& census_codes_csv_header();
std::vector<std::string> census_codes_rows(const CensusClass& c, std::size_t index);
/// The costs table (`census --costs`): what a class computed in this process cost. Seconds depend on
/// the machine and the load: the one census table that is not reproducible.
const std::string& census_cost_header();
std::string census_cost_row(const CensusClass& c);

}  // namespace sgp
