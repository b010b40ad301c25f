/// @file
/// @brief The census of every code 0.d1..dD and 4.d1..dD: classes of codes proven to have the same values.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "sgperiod/options.hpp"
#include "sgperiod/periodicity.hpp"

namespace sgp {

/// A code of a class. offset k: G_code(n) = G_rep(n - k) for n >= k (and 0 below k).
struct CensusMember {
  std::string code;    ///< as enumerated (D digits)
  uint64_t offset = 0; ///< k: G_code(n) = G_rep(n - k) for n >= k
  /// Why it is in the class: "representative", "same game" (same canonical code), "redundant move" (its
  /// code differs from the representative's only by moves that repeat values it already has,
  /// octal/redundant.cpp), "shift" (the shift rule, possibly applied several times), "periodic agreement" (both proven periodic, and their
  /// values agree on a range that implies agreement for every n).
  std::string rule;
  /// The code's own figures, at its own heap sizes.
  Status status = Status::Open;  ///< proven, observed or open
  Periodicity periodicity;       ///< its pattern (unless open)
  uint64_t values_computed = 0;  ///< the values known of it (the representative's, shifted)
};

/// Options of census(): those of every computation (progress counts codes settled, of all codes), and
/// the census's own.
struct CensusSettings : ComputeOptions {
  unsigned digits = 2;   ///< D: codes of D digits after the point (1 to 4)
  bool hex = false;      ///< hexadecimal digits 0..f instead of octal 0..7
  /// One budget of values for every class (0: 2^24 where the sparse kernel runs, 2^17 where only the
  /// pair mex works, 2^14 for codes whose moves leave three heaps, as `sgperiod census`).
  uint64_t budget = 0;
  /// A candidate period seen within the budget is followed to its proof up to this many values.
  uint64_t candidate_limit = uint64_t(1) << 29;
};

/// One class of the census: codes whose nim-sequences are proven equal (up to a shift).
struct CensusEntry {
  std::string representative;         ///< canonical form of the representative (offset 0)
  std::vector<CensusMember> members;  ///< in enumeration order
  Status status = Status::Open;       ///< the representative's status
  Periodicity periodicity;            ///< its pattern (unless open)
  std::string theorem;                ///< the theorem that proved it (proven only)
  std::optional<Candidate> candidate; ///< open classes: the best candidate
  uint64_t values_computed = 0;       ///< values computed of the representative
  uint64_t max_value = 0;             ///< the largest of them
  uint64_t max_value_at = 0;          ///< where it first occurs
  /// Classes that agree with this one as far as both were compared, without a proof that they agree
  /// for ever: (representative, values compared). Never merged.
  std::vector<std::pair<std::string, uint64_t>> agrees_with;
};

/// What census() found: the classes in the canonical order of their representatives, and the two
/// tables `sgperiod census` writes (-o CLASSES.csv and --codes CODES.csv), byte for byte.
class CensusResult {
 public:
  /// The classes.
  const std::vector<CensusEntry>& classes() const { return classes_; }
  /// How many codes the census enumerated.
  std::size_t codes() const { return codes_; }
  /// The CLASSES table, with its header line.
  void write_classes_csv(std::ostream& out) const;
  /// The CODES table, with its header line.
  void write_codes_csv(std::ostream& out) const;

  /// The census's own records, for the writers (opaque).
  struct Records;

 private:
  friend CensusResult census(const CensusSettings& settings);
  std::vector<CensusEntry> classes_;
  std::size_t codes_ = 0;
  std::shared_ptr<const Records> records_;
};

/// Runs the census of `settings.digits`-digit codes, classes in parallel; the result is the same for
/// any thread count. Throws sgp::InvalidInput for digits outside 1..4 and sgp::Cancelled.
CensusResult census(const CensusSettings& settings = {});

}  // namespace sgp
