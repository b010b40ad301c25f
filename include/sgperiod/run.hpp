/// @file
/// @brief Running a game to proof: its values computed until a theorem proves their period, or a limit.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sgperiod/game.hpp"
#include "sgperiod/options.hpp"
#include "sgperiod/periodicity.hpp"
#include "sgperiod/sequence.hpp"

namespace sgp {

/// Options of run(): those of every computation, and the limit.
struct RunSettings : ComputeOptions {
  /// Most values to compute; 0 = the default of `sgperiod run`: 2^29 where the sparse kernel runs on a
  /// take-and-break code, 2^16 where only the O(n^2) pair mex works (0.007, Grundy's game), 2^14 for
  /// finite hexadecimal codes, 2^24 for codes that never split, 2^13 for infinite codes. A run stops as
  /// soon as the period is proven, and follows a candidate period to exactly the values its proof needs.
  uint64_t limit = 0;
  /// Copy every value into RunReport::values (4 bytes each). Without them a report still has its
  /// counts, status and pattern, and can be written as a CSV row, but not as a lookup header.
  bool keep_values = true;
};

/// What a run past memory kept (RunSettings::memory): G(0..start-1) were computed and analysed in full,
/// G(start..values_computed-1) front-plus-tail, keeping only the first `front` values and a ring of the
/// last `ring`, so RunReport::values is empty.
struct FrontTailSummary {
  uint64_t start = 0;            ///< values computed and analysed in full
  uint64_t front = 0;            ///< values kept from G(0) on
  uint64_t ring = 0;             ///< values kept behind the last one
  uint64_t deepest_witness = 0;  ///< the farthest back a value's mex had to look
  uint32_t mask = 0;             ///< the rare-value mask of the sparse space
  std::size_t rare_count = 0;    ///< how many rare values
  uint64_t last_rare = 0;        ///< the largest heap with a rare value
};

/// What run() found: the values, the status and the pattern with its proof. The one record of a run:
/// the engine fills it, the writers (b-file, CSV row, header, summaries) read it.
struct RunReport {
  Game game;                     ///< the game run
  std::string canonical;         ///< its canonical form ("0.77")
  /// G(0..values_computed-1), one byte per value while they fit (empty without RunSettings::keep_values
  /// and for a run past memory).
  NimSequence values;
  uint64_t values_computed = 0;  ///< how many values the run computed
  Status status = Status::Open;  ///< proven, observed or open
  Periodicity periodicity;       ///< the pattern (meaningful unless status == Status::Open)
  /// The theorem that proved it ("Guy-Smith", "subtraction window", "tail invariance"); empty unless
  /// proven. It was checked for check_from <= n < check_to.
  std::string theorem;
  uint64_t check_from = 0;  ///< the range of n where G(n + p) = G(n) + s was checked: from ...
  uint64_t check_to = 0;    ///< ... to, excluded
  uint64_t limit = 0;       ///< the limit the run was given (after defaults)
  /// Open finite codes: the best candidate and what its proof needs (never a claim).
  std::optional<Candidate> candidate;
  std::string method;   ///< the kernel that ran: "naive", "sparse" or "sparse+naive"
  double seconds = 0;   ///< wall time of the run
  uint32_t max_value = 0;     ///< the largest G(n) computed
  uint64_t max_value_at = 0;  ///< the smallest n where it occurs
  /// The kernel's counted work (its stores, option pairs and witness pairs; 0 for kernels that do not
  /// count): the same on every machine, unlike seconds.
  uint64_t work = 0;
  /// Set by a run past memory (front-plus-tail): what it kept.
  std::optional<FrontTailSummary> front_tail;
};

/// Computes `game` in growing blocks until its period is proven or `settings.limit` values are done,
/// as `sgperiod run` does (with the limit rules above). Throws sgp::InvalidInput and sgp::Cancelled.
RunReport run(const Game& game, const RunSettings& settings = {});
/// The same for a game as text; throws sgp::GameError for bad text.
RunReport run(const std::string& game, const RunSettings& settings = {});

}  // namespace sgp
