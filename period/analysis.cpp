/// @brief run_game: compute in growing blocks, detect the minimal period after each, stop once a theorem proves it.
#include "period/analysis.hpp"

#include <algorithm>
#include <chrono>

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
  return uint64_t(1) << 16;  // the naive kernel is O(n^2) for splitting games
}

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
      ProofWindow w = *proof_window(g, det->period, det->preperiod);
      if (check_window(r.values, w)) {  // detection compared all of it already; this states the theorem's test
        r.status = Status::Proven;
        r.periodicity = *det;
        r.theorem = w.theorem;
        r.check_from = w.check_from;
        r.check_to = w.check_to;
        return;
      }
    }
  }
  if (auto det = detect_periodicity(r.values, observed_acceptance, true)) {
    r.status = Status::Observed;
    r.periodicity = *det;
    r.check_from = det->preperiod;
    r.check_to = r.values.size() - det->period;
  }
}

RunResult run_game(const Game& game, const RunOptions& opt) {
  auto t0 = std::chrono::steady_clock::now();
  RunResult r;
  r.game = game;
  r.canonical = game.canonical();
  r.limit = opt.limit ? opt.limit : default_limit(game, opt.method);
  auto kernel = make_kernel(game, opt.method);
  r.method = kernel->name();
  uint64_t target = std::min<uint64_t>(r.limit, 4096);
  while (true) {
    extend_with_progress(*kernel, r.values, target, opt.progress);
    analyse(r);
    if (r.values.size() >= r.limit) break;
    if (r.status == Status::Proven && opt.stop_when_proven) break;
    uint64_t next = r.values.size() * 2;
    if (r.status == Status::Observed) {
      // A pattern is visible: compute exactly what its proof needs (if a theorem applies), no more.
      if (auto w = proof_window(game, r.periodicity.period, r.periodicity.preperiod))
        next = std::max<uint64_t>(w->values_needed(), r.values.size() + r.values.size() / 8 + 1);
    }
    target = std::min(r.limit, next);
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace sgp
