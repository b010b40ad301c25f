/// @brief run_game: compute in growing blocks, detect the minimal period after each, stop once a theorem proves it.
#include "period/analysis.hpp"

#include <algorithm>
#include <chrono>

#include "engine/config.hpp"
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

uint64_t default_limit(const Game& game, Method method) {
  const bool code = game.kind == GameKind::TakeAndBreak;
  if (code && game.code.finite() && !game.code.splits()) return uint64_t(1) << 24;  // O(k) per value
  if (method != Method::Naive && make_sparse_kernel(game)) return uint64_t(1) << 20;  // 0.16 needs 509,622
  if (code && !game.code.finite()) return uint64_t(1) << 13;  // O(n) options per value, O(n^2) overall
  return kNaiveDefaultLimit;  // the naive kernel is O(n^2) for splitting games
}

namespace {
// Enough repetition to guess a period (not to claim one): one and a half periods past the preperiod.
uint64_t hint_acceptance(uint64_t period, uint64_t preperiod) { return preperiod + period + period / 2 + 64; }
}  // namespace

void analyse(RunResult& r) {
  r.status = Status::Open;
  r.periodicity = {};
  r.theorem.clear();
  r.check_from = r.check_to = 0;
  const Game& g = r.game;
  const bool has_theorem = g.kind == GameKind::TakeAndBreak && g.code.finite();
  if (has_theorem) {
    auto needed = [&](uint64_t p, uint64_t n0) { return proof_window(g, p, n0)->values_needed(); };
    if (auto det = detect_periodicity(r.values, needed, false)) {
      // The detector compared G(n + p) with G(n) for every n0 <= n < N - p, which contains the theorem's
      // whole range (needed <= N), so the theorem's condition holds; no second pass over the values.
      ProofWindow w = *proof_window(g, det->period, det->preperiod);
      r.status = Status::Proven;
      r.periodicity = *det;
      r.theorem = w.theorem;
      r.check_from = w.check_from;
      r.check_to = w.check_to;
      return;
    }
  }
  if (auto det = detect_periodicity(r.values, observed_acceptance, true)) {
    r.status = Status::Observed;
    r.periodicity = *det;
    r.check_from = det->preperiod;
    r.check_to = r.values.size() - det->period;
    // Infinite codes with a non-splitting tail: the pattern (with its saltus) may be provable. The
    // detector compared the whole prefix, which contains the theorem's window when it fits.
    if (g.kind == GameKind::TakeAndBreak && !g.code.finite())
      if (auto w = tail_invariance_proof(g.code, r.values, *det); w && w->values_needed() <= r.values.size()) {
        r.status = Status::Proven;
        r.theorem = w->theorem;
        r.check_from = w->check_from;
        r.check_to = w->check_to;
      }
  }
}

RunResult run_game(const Game& game, const RunOptions& opt) {
  auto t0 = std::chrono::steady_clock::now();
  RunResult r;
  r.game = game;
  r.canonical = game.canonical();
  r.limit = opt.limit ? opt.limit : default_limit(game, opt.method);
  auto kernel = make_kernel(game, opt.method);
  r.values = opt.initial;
  if (r.values.size() > r.limit) r.values.truncate(r.limit);
  uint64_t target = std::min<uint64_t>(r.limit, std::max<uint64_t>(4096, r.values.size()));
  bool first = true;
  while (true) {
    // Blocks of at most 1/16 of the target keep checkpoints and progress reports frequent.
    r.values.reserve(target);  // one allocation per target: the peak stays near the values themselves
    while (r.values.size() < target) {
      uint64_t step = std::max<uint64_t>(kProgressBlock, target / 16);
      extend_with_progress(*kernel, r.values, std::min(target, r.values.size() + step), {});
      if (opt.progress) opt.progress(r.values.size(), r.limit);
      if (opt.on_block) opt.on_block(r.values);
    }
    if (first && !opt.limit) {
      // The default limit follows what the kernel turned out to be on this game: far when the sparse
      // method pays (a take-and-break code, and only for `run`), the O(n^2) limit when it does not.
      const bool sparse = std::string(kernel->name()) == "sparse";
      if (sparse && opt.long_default && game.kind == GameKind::TakeAndBreak)
        r.limit = std::max(r.limit, kSparseDefaultLimit);
      else if (!sparse)
        r.limit = std::min(r.limit, std::max(kNaiveDefaultLimit, r.values.size()));
    }
    first = false;
    analyse(r);
    if (r.values.size() >= r.limit) break;
    if (r.status == Status::Proven && opt.stop_when_proven) break;
    uint64_t next = r.values.size() * 2;
    // A pattern seen over one and a half periods hints at the period: compute exactly what its proof
    // needs, no more (0.1777: 443 million values, where doubling would reach 537 million).
    if (auto hint = game.finite_code() ? detect_periodicity(r.values, hint_acceptance, false) : std::nullopt)
      if (auto w = proof_window(game, hint->period, hint->preperiod))
        next = std::max<uint64_t>(w->values_needed(), r.values.size() + r.values.size() / 8 + 1);
    target = std::min(r.limit, next);
  }
  r.method = kernel->name();
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace sgp
