/// @brief The run plan: default limits, the memory estimate, front-plus-tail, the limit after the first block and the census's work rule.
#include "period/plan.hpp"

#include <algorithm>

#include "engine/config.hpp"

namespace sgp {

namespace {
// Finite codes that never split: O(k) per value, so they get kNonSplittingDefaultLimit.
bool never_splits(const Game& game) {
  return game.kind == GameKind::TakeAndBreak && game.code.finite() && !game.code.splits();
}
}  // namespace

uint64_t default_limit(const Game& game, Method method) {
  const bool code = game.kind == GameKind::TakeAndBreak;
  if (never_splits(game)) return kNonSplittingDefaultLimit;
  if (method != Method::Naive && sparse_kernel_applies(game)) return kSparseFirstLimit;
  if (code && !game.code.finite()) return kInfiniteDefaultLimit;
  if (code && game.code.hexadecimal()) return kHexDefaultLimit;  // three-heap options
  return kNaiveDefaultLimit;  // the naive kernel is O(n^2) for splitting games
}

uint64_t run_limit_estimate(const Game& game, Method method, uint64_t limit, bool long_default) {
  if (limit) return limit;
  if (long_default && game.kind == GameKind::TakeAndBreak && method != Method::Naive && sparse_kernel_applies(game))
    return kSparseDefaultLimit;
  return default_limit(game, method);
}

RunPlan plan_run(const Game& game, const RunRequest& request) {
  RunPlan p;
  p.estimate = run_limit_estimate(game, request.method, request.limit, request.long_default);
  p.over_budget = request.memory && p.estimate > request.memory;
  // Past the budget a sparse octal game goes on front-plus-tail (period/longrun.hpp); anything else is
  // refused by the caller before any work. A front-plus-tail checkpoint always continues that way: the
  // middle of its sequence is gone.
  if ((p.over_budget || request.resume_front_tail) && request.front_tail && request.limit &&
      request.method != Method::Naive)
    p.front_tail = plan_front_tail(game, request.limit, request.memory ? request.memory : p.estimate);
  if (!p.front_tail && request.resume_front_tail) p.front_tail = FrontTailPlan{};
  return p;
}

uint64_t limit_after_first_block(const Game& game, const std::optional<CensusPolicy>& census, bool long_default,
                                 ComputedBy by, uint64_t computed, uint64_t limit, bool& work_rule) {
  const CensusPolicy opt = census.value_or(CensusPolicy{});
  // The default limit follows what the kernel turned out to be on this game: far when the sparse
  // method pays (a take-and-break code, and only for `run`), the O(n^2) limit when it does not.
  const bool sparse = by == ComputedBy::Sparse;
  if (sparse && opt.sparse_budget) {
    work_rule = opt.work_budget != 0;
    return std::max<uint64_t>(work_rule ? std::max(opt.sparse_cap, opt.sparse_budget) : opt.sparse_budget, computed);
  }
  if (sparse && long_default && game.kind == GameKind::TakeAndBreak) return std::max(limit, kSparseDefaultLimit);
  // A code that never splits costs O(k) per value on the naive kernel, not the pair mex's O(n): it
  // keeps default_limit's kNonSplittingDefaultLimit (S(1,65536) was cut at 2^16 and left open, where
  // its proof needs 131,073 values). A census's naive_budget is its own rule, recorded in its tables.
  if (!sparse && (opt.naive_budget || !never_splits(game)))
    return std::min(limit, std::max(opt.naive_budget ? opt.naive_budget : kNaiveDefaultLimit, computed));
  return limit;
}

bool work_rule_stops(const CensusPolicy& opt, uint64_t at, uint64_t work_at, uint64_t next) {
  const bool spent = work_at >= opt.work_budget;
  const bool next_too_dear = at >= opt.sparse_budget && static_cast<double>(work_at) * static_cast<double>(next) /
                                                                static_cast<double>(at) >
                                                            static_cast<double>(opt.work_budget);
  return spent || next_too_dear;
}

}  // namespace sgp
