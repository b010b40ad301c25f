/// @brief run_game: compute a game until its period is proven or a limit is reached, and say which.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "engine/config.hpp"
#include "engine/kernel.hpp"
#include "engine/stats.hpp"
#include "period/periodicity.hpp"
#include "period/plan.hpp"
#include "period/proof.hpp"
#include "sgperiod/run.hpp"

namespace sgp {

// Status, status_name and Candidate are public (include/sgperiod/periodicity.hpp).

// The run record is the public RunReport (include/sgperiod/run.hpp), filled by run_game; its counts
// (values_computed, max_value, max_value_at) are set when a run ends (count_values).

struct RunOptions {
  uint64_t limit = 0;          ///< most values to compute; 0 = default_limit(game)
  Method method = Method::Auto;
  bool stop_when_proven = true;
  Progress progress;           ///< called between blocks
  /// With limit 0: once the sparse kernel is seen to run on a take-and-break code, raise the default
  /// limit to kSparseDefaultLimit (2^29) so that records like 0.1777 are proven by a plain `run`.
  bool long_default = false;
  /// With limit 0: the census's budgets instead of the defaults (period/plan.hpp).
  std::optional<CensusPolicy> census;
  /// A candidate whose proof needs more values than the limit is followed to its proof when that needs
  /// at most this many values (0: never past the limit). The candidate must first show within the limit:
  /// 0.104's pattern starts at heap 197,769,598, so a fixed budget of 2^24 never sees it (the census's
  /// work budget takes it to 2^28, where it shows).
  uint64_t candidate_limit = 0;
  NimSequence initial;         ///< values already known (a resumed checkpoint); the run continues from them
  /// Called after every block with the values so far (checkpoints); may be empty.
  std::function<void(const NimSequence&)> on_block;
  /// When set, fed with the values as they are analysed (statistics at every power of two, computed
  /// beside the generator) and with the rest at the end.
  StatsAccumulator* stats = nullptr;
  /// Analyse each prefix in a oneTBB task while the kernel computes on (needs two threads; the values,
  /// the status and the number of values computed are the same either way).
  bool pipeline = true;
};

// default_limit and run_limit_estimate: period/plan.hpp, with every other decision of what a run does.

/// Computes until the period is proven (when stop_when_proven) or limit values are done.
RunReport run_game(const Game& game, const RunOptions& options);

/// What a prefix shows: the fields of RunReport that analyse() sets.
struct Classification {
  Status status = Status::Open;
  Periodicity periodicity;
  std::string theorem;
  uint64_t check_from = 0, check_to = 0;
  std::optional<Candidate> candidate;
};
Classification classify(const Game& game, const NimSequence& values);

/// Sets a full-storage record's values_computed, max_value and max_value_at from its values.
void count_values(RunReport& result);

/// Classifies an already computed prefix (used by run_game and after checkpoint resumes).
void analyse(RunReport& result);

}  // namespace sgp
