/// @file
/// @brief The census of every code 0.d1..dD and 4.d1..dD: classes of codes proven to have the same values.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "sgperiod/distribute.hpp"
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
  /// values agree on a range that implies agreement for every n). Empty for a member read from a
  /// CLASSES table alone, which gives only its code and offset.
  std::string rule;
  /// The code's own figures, at its own heap sizes.
  Status status = Status::Open;  ///< proven, observed or open
  Periodicity periodicity;       ///< its pattern (unless open)
  uint64_t values_computed = 0;  ///< the values known of it (the representative's, shifted)
};

/// Rare values in the sense of sparse spaces: the nonzero mask x for which the fewest G(n) (n < N) have
/// odd parity of G(n) & x. Known only when such values occur and are under 1% of all values.
struct RareValues {
  bool known = false;
  uint32_t mask = 0;
  uint64_t count = 0;  ///< how many n < N have a rare value
  uint64_t last = 0;   ///< the largest such n
};

/// One class of the census: codes whose nim-sequences are proven equal (up to a shift). The one record
/// of a class: the census fills it, its journal keeps it, and its tables, b-files and explorer pages
/// are written from it.
struct CensusEntry {
  std::string representative;         ///< canonical form of the representative (offset 0)
  std::vector<CensusMember> members;  ///< in enumeration order
  Status status = Status::Open;       ///< the representative's status
  Periodicity periodicity;            ///< its pattern (unless open)
  /// The theorem that proved it (empty for a class taken from a journal or a table, or computed by
  /// another process: neither keeps it).
  std::string theorem;
  std::optional<Candidate> candidate; ///< open classes: the best candidate
  uint64_t budget = 0;                ///< the limit its run stopped at (the CLASSES table's budget column)
  uint64_t values_computed = 0;       ///< values computed of the representative
  uint64_t max_value = 0;             ///< the largest of them
  uint64_t max_value_at = 0;          ///< where it first occurs
  RareValues rare;                    ///< among every value computed
  /// Classes that agree with this one as far as both were compared, without a proof that they agree
  /// for ever: (representative, values compared). Never merged.
  std::vector<std::pair<std::string, uint64_t>> agrees_with;
  /// The representative's first values, at most 65536: what classes are compared on, and what its
  /// b-file holds (none in a class read from a table).
  std::vector<uint32_t> first_values;
  /// What its run cost in this process (the `--costs` table): the kernel ("naive", "sparse",
  /// "sparse+naive"), its counted work and seconds. Empty and 0 for a class read from a journal or
  /// computed by another process.
  std::string kernel;
  uint64_t work = 0;     ///< the kernel's counted work: stores, option pairs and witness pairs of its loops
  double seconds = 0;
};

/// How far a census is, given to CensusSettings::on_progress each time a run finishes.
struct CensusProgress {
  std::size_t codes_done = 0;          ///< codes settled so far, those of the journal included
  std::size_t codes_total = 0;         ///< every code of the census
  std::size_t proven = 0;              ///< runs proven so far (rule classes: codes joined before anything runs)
  std::size_t open = 0;                ///< runs left open so far
  std::size_t codes_from_journal = 0;  ///< codes the journal had settled when this call opened it
};

/// What a journal held when census() opened it (CensusSettings::on_journal).
struct CensusJournalState {
  std::size_t classes = 0;  ///< runs finished by an earlier call, taken as they are
  /// Its last record was cut short (a kill during a write) and dropped: that run is made again.
  bool dropped_torn_record = false;
};

/// Options of census(): those of every computation (progress counts codes settled, of all codes), and
/// the census's own. The hooks are called on the root only when a distributor spreads the census.
struct CensusSettings : ComputeOptions {
  unsigned digits = 2;   ///< D: codes of D digits after the point (1 to 4)
  bool hex = false;      ///< hexadecimal digits 0..f instead of octal 0..7 (D = 1 or 2)
  /// One budget of values for every class, at least 64 (none: 2^24 where the sparse kernel runs, 2^17
  /// where only the pair mex works, 2^14 for codes whose moves leave three heaps, as `sgperiod census`).
  std::optional<uint64_t> budget;
  /// A candidate period seen within the budget is followed to its proof up to this many values.
  uint64_t candidate_limit = uint64_t(1) << 29;
  /// A journal file (empty: none). Each finished run is appended as one checksummed line and synced;
  /// the same census with the same file goes on where it stopped, the runs it holds taken as they are,
  /// so the result is the one of an uninterrupted call. A last line cut short by a kill is dropped; a
  /// journal of other settings, a damaged line before the last or a file that is not a journal is
  /// refused (sgp::InvalidInput for other settings, a path with a NUL byte or a file that is not a
  /// regular file; sgp::Error for the rest), and a write that fails (a full disk) is an sgp::Error.
  std::string journal;
  /// Called once the journal is open, before anything runs.
  std::function<void(const CensusJournalState&)> on_journal;
  /// Called, under a lock, each time a run finishes (and once after the journal's runs were taken when
  /// it held any): `progress` with the class counts.
  std::function<void(const CensusProgress&)> on_progress;
  /// Called between the blocks of every run, from the worker threads, with that run's values done and
  /// target: a host that must stop a long census throws from it. Whatever it throws ends the running
  /// classes at their next block and leaves census() as it is.
  Progress class_progress;
  /// Keep each run made in this call with its costs: CensusResult::runs() and write_costs_csv().
  bool costs = false;
  /// Spreads the runs over processes: every process calls census() with the same settings and its own
  /// distributor; the root's result holds the classes, a worker's is empty. Costs, measured by one
  /// process, are refused with one.
  Distributor* distributor = nullptr;
};

/// What census() found: the classes in the canonical order of their representatives, and the tables
/// `sgperiod census` writes (-o CLASSES.csv, --codes CODES.csv, --costs COSTS.csv), byte for byte.
class CensusResult {
 public:
  /// The classes.
  const std::vector<CensusEntry>& classes() const { return classes_; }
  /// How many codes the census enumerated.
  std::size_t codes() const { return codes_; }
  /// With CensusSettings::costs: each run made in this call (a rule class: codes joined by rules before
  /// anything runs), in the canonical order of their representatives, with its costs and without its
  /// first values. Runs taken from a journal are not in it.
  const std::vector<CensusEntry>& runs() const { return runs_; }
  /// The CLASSES table, with its header line.
  void write_classes_csv(std::ostream& out) const;
  /// The CODES table, with its header line.
  void write_codes_csv(std::ostream& out) const;
  /// The costs table of runs(), with its header line. Seconds depend on the machine and its load: the
  /// one census table that is not reproducible.
  void write_costs_csv(std::ostream& out) const;

 private:
  friend CensusResult census(const CensusSettings& settings);
  std::vector<CensusEntry> classes_, runs_;
  std::size_t codes_ = 0;
};

/// The names census() gives its settings when it refuses them. A front end that knows them by other
/// names (the `sgperiod census` flags) passes its own to check_census_settings(), so that the same
/// refusal reads in its users' words.
struct CensusNames {
  std::string digits = "digits";
  std::string hex = "hex";
  std::string budget = "budget";
  std::string costs = "costs";
  std::string distributor = "a distributor";  ///< "run the census without ... to write it"
};

/// Throws sgp::InvalidInput for settings census() refuses: digits outside 1..4, hex with more than 2
/// digits, a budget under 64, costs with a distributor (on its root). census() calls it first.
void check_census_settings(const CensusSettings& settings, const CensusNames& names = {});

/// Runs the census of `settings.digits`-digit codes, classes in parallel; the result is the same for
/// any thread count, any number of processes and any number of interruptions resumed from a journal.
/// Throws sgp::InvalidInput (check_census_settings, a journal refused as such), sgp::Error (a journal
/// that cannot be read or written), sgp::Cancelled, and whatever class_progress or on_progress throws.
CensusResult census(const CensusSettings& settings = {});

}  // namespace sgp
