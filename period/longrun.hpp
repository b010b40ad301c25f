/// @brief Runs past memory: the full run up to a switch point, then front-plus-tail to the limit.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>

#include "engine/sparse/fronttail.hpp"
#include "period/analysis.hpp"
#include "period/plan.hpp"

namespace sgp {

// FrontTailPlan: period/plan.hpp.

/// The plan for `limit` values within `memory` bytes; nullopt when the game is not one the scheme
/// handles (finite octal codes with a split digit) or the budget is too small even for the scheme.
std::optional<FrontTailPlan> plan_front_tail(const Game& game, uint64_t limit, uint64_t memory);

struct FrontTailOptions {
  FrontTailPlan plan;
  /// A front-plus-tail checkpoint to continue (the full part is then skipped; its front is kept).
  std::optional<FrontTailRun> resume;
  /// Called after every block of the front-plus-tail part (final = true once at the end, and before a
  /// FrontTailError leaves the run, with the state holding every value decided so far).
  std::function<void(const FrontTailRun&, bool final)> on_block;
};

/// run_game to plan.switch_at (with options' progress, on_block, stats), then the front-plus-tail
/// part to options.limit. The result's front_tail says what was kept; its status is that of the full
/// part (nothing past the switch is analysed for periods). Throws FrontTailError where the scheme
/// cannot go on.
RunReport run_game_front_tail(const Game& game, const RunOptions& options, FrontTailOptions ft);

}  // namespace sgp
