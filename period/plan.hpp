/// @brief The run plan: how far a run goes, by which work rule, in full or front-plus-tail; decided in one place (the kernel family is ComputedBy, seen after the first block).
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "engine/kernel.hpp"

namespace sgp {

// Every decision about what a run does lives here, taken from the game and the request, so that the
// CLI, the C++ API and Python (all through api/) and the census run games alike:
//   before the run: the first limit (default_limit), the most values it may reach (the memory check),
//                   full storage or front-plus-tail (plan_run);
//   after its first block, once the kernel shows what it is on this game: the limit it keeps or
//                   raises to (limit_after_first_block);
//   at each analysis point of a census run: whether the work rule ends it (work_rule_stops).

/// How a run past the memory budget goes: G(0..switch_at-1) in full (run_game: analysed, so a period
/// proven before it ends the run as usual), then front-plus-tail with the given front.
struct FrontTailPlan {
  uint64_t switch_at = 0;
  uint64_t front = 0;
  uint64_t bytes = 0;  ///< estimated peak memory of the whole run
};

/// The plan for `limit` values within `memory` bytes (period/longrun.cpp); nullopt when the game is not
/// one the scheme handles (finite octal codes with a split digit) or the budget is too small even for it.
std::optional<FrontTailPlan> plan_front_tail(const Game& game, uint64_t limit, uint64_t memory);

/// The census's policy for runs without an explicit limit: budgets instead of `run`'s defaults, once
/// the kernel is known. With sparse_budget: where the sparse kernel runs alone, a budget of counted work
/// (Kernel::work()) and the most values the run may reach with it (0: no work budget; the run stops at
/// sparse_budget). At each analysis point from naive_budget values on, the run stops once its work has
/// passed work_budget; from sparse_budget values on, also when the next doubling would pass it at the
/// work per value so far. So a cheap class goes on to sparse_cap (0.104's pattern shows from 2.15 * 10^8
/// values on) and a class whose sparse kernel stops paying ends early. Work is counted, not timed: the
/// verdict is the same on every machine.
struct CensusPolicy {
  uint64_t sparse_budget = 0;  ///< the limit where the sparse kernel runs alone (0: `run`'s default)
  uint64_t naive_budget = 0;   ///< the limit where it does not (0: `run`'s default)
  uint64_t work_budget = 0;    ///< counted work a sparse run may spend (0: none)
  uint64_t sparse_cap = 0;     ///< the most values a sparse run may reach within work_budget
};

/// The default limit: enough for every classic game; smaller for games only the O(n^2) kernel handles.
uint64_t default_limit(const Game& game, Method method = Method::Auto);

/// The most values a run may reach: `limit` when given, else (with long_default, as `sgperiod run`) what
/// run_game raises the default to for a take-and-break code the sparse kernel handles
/// (kSparseDefaultLimit), else default_limit. Memory is checked against this one figure before any work.
uint64_t run_limit_estimate(const Game& game, Method method, uint64_t limit, bool long_default = true);

/// What a run is asked for.
struct RunRequest {
  uint64_t limit = 0;       ///< most values; 0: the defaults
  Method method = Method::Auto;
  uint64_t memory = 0;      ///< bytes the values may take; 0: what this machine has (no front-plus-tail)
  bool resume_front_tail = false;  ///< continuing a front-plus-tail checkpoint: always that way
  bool front_tail = true;          ///< past the budget, front-plus-tail where the game allows it
  bool long_default = true;        ///< without a limit, go far where the sparse kernel pays (`run`)
};

/// What a run will do.
struct RunPlan {
  uint64_t estimate = 0;                      ///< the most values it may reach (run_limit_estimate)
  bool over_budget = false;                   ///< estimate > memory: front-plus-tail, or refused
  /// Past the budget (or resuming one): G(0..switch_at-1) in full, then front-plus-tail. Empty when the
  /// run keeps every value, or when it is over budget and the scheme cannot take it (then refused).
  std::optional<FrontTailPlan> front_tail;
};

/// The plan of one game's run. Front-plus-tail takes one finite octal code with a split digit, an explicit
/// limit, a method other than naive and a budget of a few MiB at least (plan_front_tail).
RunPlan plan_run(const Game& game, const RunRequest& request);

/// The limit a run keeps after its first block, now that `by` shows what the kernel is on this game: far
/// when the sparse kernel runs on a take-and-break code (only for `run`: long_default), a census budget,
/// or the O(n^2) default. Sets `work_rule` when the census's work budget governs the rest of the run.
/// Only for runs without an explicit limit.
uint64_t limit_after_first_block(const Game& game, const std::optional<CensusPolicy>& census, bool long_default,
                                 ComputedBy by, uint64_t computed, uint64_t limit, bool& work_rule);

/// The census's work rule at an analysis point of `at` values whose counted work is `work_at`, the next
/// target being `next`: true when the run ends here (work spent, or the next doubling would overspend).
bool work_rule_stops(const CensusPolicy& census, uint64_t at, uint64_t work_at, uint64_t next);

}  // namespace sgp
