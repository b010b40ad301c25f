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
  /// With limit 0, budgets instead of the defaults once the kernel is known (the census): the limit when
  /// the sparse kernel runs alone, and when it does not (0: the defaults of `run`).
  uint64_t sparse_budget = 0, naive_budget = 0;
  /// With sparse_budget: a budget of counted work (Kernel::work()) for the sparse kernel's runs, and the
  /// most values they may reach with it (0: no work budget; the run stops at sparse_budget). At each
  /// analysis point from naive_budget values on, the run stops once its work has passed work_budget; from
  /// sparse_budget values on, also when the next doubling would pass it at the work per value so far.
  /// So a cheap class goes on to sparse_cap (0.104's pattern shows from 2.15 * 10^8 values on) and a
  /// class whose sparse kernel stops paying ends early. A candidate is still followed to its proof within
  /// candidate_limit. Work is counted, not timed: the verdict is the same on every machine.
  uint64_t work_budget = 0, sparse_cap = 0;
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
