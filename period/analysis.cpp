/// @brief run_game: compute in growing blocks, detect the minimal period after each, stop once a theorem proves it.
#include "period/analysis.hpp"

#include <tbb/global_control.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <atomic>
#include <chrono>

#include "engine/config.hpp"
#include "period/arith.hpp"
#include "period/plan.hpp"
#include "period/tail.hpp"

namespace sgp {

const char* status_name(Status s) {
  switch (s) {
    case Status::Proven: return "proven";
    case Status::Observed: return "observed";
    case Status::Open: return "open";
  }
  return "?";
}

namespace {
// Enough repetition to guess a period (not to claim one): one and a half periods past the preperiod.
uint64_t hint_acceptance(uint64_t period, uint64_t preperiod) { return preperiod + period + period / 2 + 64; }
// Enough to try the tail theorem, which checks its own window: two periods past the preperiod.
uint64_t tail_acceptance(uint64_t period, uint64_t preperiod) { return preperiod + 2 * period + 2; }
}  // namespace

Classification classify(const Game& g, const NimSequence& values) {
  Classification r;
  PeriodSearch search(values);  // one walk over the shifts for all the rules asked below
  const bool has_theorem = g.kind == GameKind::TakeAndBreak && g.code.finite();
  if (has_theorem) {
    auto needed = [&](uint64_t p, uint64_t n0) { return proof_window(g, p, n0)->values_needed(); };
    if (auto det = search.detect(needed, false)) {
      // The detector compared G(n + p) with G(n) for every n0 <= n < N - p, which contains the theorem's
      // whole range (needed <= N), so the theorem's condition holds; no second pass over the values.
      ProofWindow w = *proof_window(g, det->period, det->preperiod);
      r.status = Status::Proven;
      r.periodicity = *det;
      r.theorem = w.theorem;
      r.check_from = w.check_from;
      r.check_to = w.check_to;
      return r;
    }
    // Not proven: the finite code stays open, with the candidate its proof would need more values for.
    if (auto hint = search.detect(hint_acceptance, false))
      if (auto w = proof_window(g, hint->period, hint->preperiod))
        r.candidate = Candidate{hint->period, hint->preperiod, w->values_needed()};
  }
  // A pattern with a saltus: the arithmetic-periodicity theorem for finite codes (saltus a power of two,
  // arith.cpp), tail invariance for infinite codes with a non-splitting tail. Any pattern the detector
  // accepts held over the whole prefix from its preperiod, which contains the theorem's window when the
  // window fits, so the theorem needs no more evidence than two periods (Nim is proven from a few dozen
  // values); the stricter `observed` acceptance is for claims without proof. The smallest period seen
  // over two periods may be a coincidence of the last values whose window does not fit, so the hint's
  // acceptance is tried next.
  const bool code = g.kind == GameKind::TakeAndBreak;
  auto saltus_proof = [&](const Periodicity& det) -> std::optional<ProofWindow> {
    if (!code) return std::nullopt;
    auto w = g.code.finite() ? arithmetic_periodicity_proof(g.code, values, det) : tail_invariance_proof(g.code, values, det);
    if (w && w->values_needed() <= values.size()) return w;
    return std::nullopt;
  };
  if (code && (!g.code.finite() || has_theorem))
    for (const Acceptance& acc : {Acceptance(tail_acceptance), Acceptance(hint_acceptance)})
      if (auto det = search.detect(acc, true); det && (det->saltus > 0 || !g.code.finite()))
        if (auto w = saltus_proof(*det)) {
          r.status = Status::Proven;
          r.periodicity = *det;
          r.theorem = w->theorem;
          r.check_from = w->check_from;
          r.check_to = w->check_to;
          r.candidate.reset();
          return r;
        }
  if (auto det = search.detect(observed_acceptance, true)) {
    // A finite code's pattern without saltus is for its theorem to prove: never `observed`. With a
    // saltus no theorem applies here, so the pattern is observed (on the evidence of the acceptance).
    if (has_theorem && det->saltus == 0) return r;
    r.status = Status::Observed;
    r.periodicity = *det;
    r.check_from = det->preperiod;
    r.check_to = values.size() - det->period;
    if (auto w = saltus_proof(*det)) {
      r.status = Status::Proven;
      r.theorem = w->theorem;
      r.check_from = w->check_from;
      r.check_to = w->check_to;
    }
  }
  return r;
}

namespace {

void apply(RunReport& r, Classification c) {
  r.status = c.status;
  r.periodicity = c.periodicity;
  r.theorem = std::move(c.theorem);
  r.check_from = c.check_from;
  r.check_to = c.check_to;
  r.candidate = c.candidate;
}

}  // namespace

void analyse(RunReport& r) { apply(r, classify(r.game, r.values)); }

void count_values(RunReport& r) {
  r.values_computed = r.values.size();
  r.max_value = r.values.max_value();
  r.max_value_at = r.values.max_value_at();
}

namespace {

// One analysis point: the classification of a prefix and the size to compute next (double, or exactly
// what the proof of a hinted period needs).
struct Step {
  Classification c;
  uint64_t next = 0;
  bool hinted = false;
};

Step assess(const Game& game, const NimSequence& values, StatsAccumulator* stats) {
  Step s;
  if (stats) stats->feed(values);
  s.c = classify(game, values);
  s.next = values.size() * 2;
  // A candidate (a pattern seen over one and a half periods) hints at the period: compute exactly what
  // its proof needs, no more (0.1777: 443 million values, where doubling would reach 537 million).
  if (s.c.candidate) {
    s.next = std::max<uint64_t>(s.c.candidate->values_needed, values.size() + values.size() / 8 + 1);
    s.hinted = true;
  }
  return s;
}

}  // namespace

// The pipeline. Sequentially, a run alternates: compute to a target, analyse the prefix, pick the next
// target. Pipelined, the analysis of the prefix (a copy of it: the kernel may move or widen the live
// store) runs in a oneTBB task while the kernel computes on towards the next doubling; when the task
// ends, the run follows its verdict exactly as the sequential run would, dropping values computed past
// the point the verdict stops at (the kernel resynchronises from the shorter prefix). Analysis points,
// verdicts and the values kept are therefore the same for any thread count. A hinted target (the proof
// is expected there) is analysed in place, and prefixes above kPipelineMaxCopy are not copied.
RunReport run_game(const Game& game, const RunOptions& opt) {
  auto t0 = std::chrono::steady_clock::now();
  RunReport r;
  r.game = game;
  r.canonical = game.canonical();
  r.limit = opt.limit ? opt.limit : default_limit(game, opt.method);
  auto kernel = make_kernel(game, opt.method);
  r.values = opt.initial;
  if (r.values.size() > r.limit) r.values.truncate(r.limit);
  uint64_t target = std::min<uint64_t>(r.limit, std::max<uint64_t>(kFirstBlock, r.values.size()));
  auto compute_to = [&](uint64_t end, uint64_t block) {
    while (r.values.size() < end) {
      extend_with_progress(*kernel, r.values, std::min(end, r.values.size() + block), {});
      if (opt.progress) opt.progress(r.values.size(), r.limit);
      if (opt.on_block) opt.on_block(r.values);
    }
  };
  bool first = true, hinted = false, work_rule = false;
  while (true) {
    // Blocks of at most 1/16 of the target keep checkpoints and progress reports frequent.
    r.values.reserve(target);  // one allocation per target: the peak stays near the values themselves
    compute_to(target, std::max<uint64_t>(kProgressBlock, target / 16));
    if (first && !opt.limit) r.limit = limit_after_first_block(game, opt.census, opt.long_default, kernel->computed_by(), r.values.size(), r.limit, work_rule);
    first = false;
    const uint64_t at = r.values.size();
    const uint64_t work_at = kernel->work();  // before the pipeline computes ahead
    const bool ahead = opt.pipeline && !hinted && at < r.limit && at <= kPipelineMaxCopy &&
                       kernel->computed_by() == ComputedBy::Sparse && tbb::this_task_arena::max_concurrency() > 1 &&
                       tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism) > 1;
    Step step;
    if (!ahead) {
      step = assess(game, r.values, opt.stats);
    } else {
      const uint64_t until = std::min(r.limit, 2 * at);
      r.values.reserve(until);  // before the copy: the peak is the copy plus one store
      const NimSequence prefix = r.values;
      std::atomic<bool> done{false};
      tbb::task_group tg;
      tg.run([&] {
        step = assess(game, prefix, opt.stats);
        done.store(true, std::memory_order_release);
      });
      // Small blocks: the verdict is looked at between them.
      while (!done.load(std::memory_order_acquire) && r.values.size() < until)
        compute_to(std::min(until, r.values.size() + kProgressBlock), kProgressBlock);
      tg.wait();
    }
    apply(r, std::move(step.c));
    if (work_rule && r.status != Status::Proven && at >= opt.census->naive_budget && at < r.limit) {
      if (work_rule_stops(*opt.census, at, work_at, std::min(r.limit, step.next))) r.limit = at;  // a candidate below may still take it further
    }
    // A candidate past the limit: its proof is worth the values when they are within candidate_limit.
    if (step.hinted && r.status != Status::Proven && r.candidate && step.next > r.limit &&
        r.candidate->values_needed <= opt.candidate_limit && at < r.candidate->values_needed)
      r.limit = std::max(r.limit, step.next);
    if (at >= r.limit || (r.status == Status::Proven && opt.stop_when_proven)) {
      if (r.values.size() > at) r.values.truncate(at);
      break;
    }
    target = std::min(r.limit, step.next);
    hinted = step.hinted;
    if (r.values.size() > target) r.values.truncate(target);
  }
  if (opt.stats) opt.stats->feed(r.values);
  r.method = kernel->name();
  r.work = kernel->work();
  count_values(r);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace sgp
