/// @brief Census of all short codes: 0.d1..dD and 4.d1..dD grouped by identical nim-sequences up to N.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "period/analysis.hpp"

namespace sgp {

/// Rare values in the sense of sparse spaces: the nonzero mask x for which the fewest G(n) (n < N) have
/// odd parity of G(n) & x. `known` only when such values occur and are under 1% of all values.
struct RareValues {
  bool known = false;
  uint32_t mask = 0;
  uint64_t count = 0;  ///< how many n < N have a rare value
  uint64_t last = 0;   ///< the largest such n
};
RareValues rare_values(const NimSequence& seq);

/// Every code of the census, in enumeration order: "0.00".."0.77" then "4.00".."4.77" for D = 2.
std::vector<std::string> census_codes(unsigned digits);

/// The canonical order of codes: shorter canonical form first, then ASCII order ("0.7" < "0.16" < "4.1").
/// The representative of a class is its smallest member's canonical form in this order.
bool canonical_less(const std::string& a, const std::string& b);

/// The canonical form used by the census: Game::canonical(), with "4." and "0." written "4.0" and "0.0".
std::string census_canonical(const Game& g);

/// A class of codes with one nim-sequence up to N.
struct CensusClass {
  std::string representative;        ///< canonical form of the smallest member
  std::vector<std::string> members;  ///< codes as enumerated (D digits), in enumeration order
  RunResult analysis;                ///< the representative's period analysis of the prefix G(0..N-1)
  RareValues rare;
};

struct CensusOptions {
  unsigned digits = 2;
  uint64_t n = uint64_t(1) << 14;  ///< values per code: G(0..n-1)
  Method method = Method::Auto;
  /// Called (under a lock) as codes finish: codes done and the total.
  std::function<void(std::size_t done, std::size_t total)> progress;
};

/// Computes every code (oneTBB over codes), groups identical sequences (hash, then exact comparison),
/// and analyses each class. Classes come in the canonical order of their representatives.
std::vector<CensusClass> run_census(const CensusOptions& options);

const std::string& census_csv_header();
std::string census_csv_row(const CensusClass& c, std::size_t index, uint64_t n);

}  // namespace sgp
