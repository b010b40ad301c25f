/// @brief Runs past memory: plan the switch point and the front, run in full to it, then front-plus-tail.
//
// The budget. The full part holds about kFullRunBytesPerValue bytes per value at its peak (the store,
// the room it grows into, the copy the pipeline analyses), so it runs to the largest power of two n0
// with 4 n0 within the budget (powers of two: the statistics and the analysis points fall there). The
// front-plus-tail part holds the front F, the mirrored ring 2L (L the power of two >= F + kmax + 1,
// so at most 2F + 2kmax + 2) and the statistics: about 5F bytes. F takes 1/16 of the budget, within
// [kFrontTailMinFront, kFrontTailMaxFront] and at most n0 / 4 (then L <= n0 / 2 + small: the ring fills
// from the full prefix). The larger the front, the later the scheme's assumptions can break; past 2^24
// a larger front only makes checkpoints slower, since sparse games find their witnesses within
// hundreds of pairs (0.167 to 2^32: the last rare position is 1303).
#include "period/longrun.hpp"

#include <algorithm>
#include <chrono>

#include "engine/config.hpp"

namespace sgp {

std::optional<FrontTailPlan> plan_front_tail(const Game& game, uint64_t limit, uint64_t memory) {
  if (!FrontTailRun::handles(game)) return std::nullopt;
  uint64_t n0 = uint64_t(1) << 20;
  if (memory / kFullRunBytesPerValue < n0) return std::nullopt;  // a budget below a few MiB: refuse
  // 2 n0 * bytes <= memory and 2 n0 < limit, written so that nothing wraps: with --memory 2^63 the
  // products wrapped to 0 and the doubling never stopped.
  while (n0 <= memory / (2 * kFullRunBytesPerValue) && n0 < limit && n0 < limit - n0) n0 *= 2;
  FrontTailPlan p;
  p.switch_at = n0;
  p.front = std::min({n0 / 4, kFrontTailMaxFront, std::max(kFrontTailMinFront, memory / kFrontTailFrontShare)});
  p.bytes = std::max(n0 * kFullRunBytesPerValue, FrontTailRun::bytes_for(game, p.front));
  if (p.bytes > memory) return std::nullopt;
  return p;
}

namespace {

FrontTailSummary summarise(const FrontTailRun& ft) {
  FrontTailSummary s;
  s.start = ft.start();
  s.front = ft.front();
  s.ring = ft.ring();
  s.deepest_witness = ft.deepest_witness();
  s.mask = ft.mask();
  s.rare_count = ft.rare_count();
  s.last_rare = ft.last_rare();
  return s;
}

}  // namespace

RunReport run_game_front_tail(const Game& game, const RunOptions& opt, FrontTailOptions fto) {
  auto t0 = std::chrono::steady_clock::now();
  const uint64_t limit = opt.limit;
  RunReport r;
  std::optional<FrontTailRun> ft = std::move(fto.resume);
  if (!ft) {
    RunOptions full = opt;
    full.limit = std::min(limit, fto.plan.switch_at);
    if (opt.progress) full.progress = [&](uint64_t done, uint64_t) { opt.progress(done, limit); };  // one line for the whole run
    r = run_game(game, full);
    if (r.values_computed >= limit || (r.status == Status::Proven && opt.stop_when_proven)) return r;
    ft.emplace(game, r.values, fto.plan.front);
    r.values = NimSequence();  // the full store goes: from here on only the front and the ring stay
  } else {
    r.game = game;
    r.canonical = game.canonical();
    r.method = "sparse";
  }
  r.limit = limit;
  r.method += "+front-tail";
  auto report = [&](bool final) {
    if (opt.progress) opt.progress(ft->size(), limit);
    if (fto.on_block) fto.on_block(*ft, final);
  };
  try {
    while (ft->size() < limit) {
      ft->extend(std::min(limit, ft->size() + kFrontTailBlock));
      report(false);
    }
  } catch (const FrontTailError&) {
    report(true);
    throw;
  }
  report(true);
  if (opt.stats) *opt.stats = ft->stats();
  r.front_tail = summarise(*ft);
  r.values_computed = ft->size();
  r.max_value = ft->max_value();
  r.max_value_at = ft->max_value_at();
  // Only the full part was analysed: the status stays what it showed (open, or a pattern it observed).
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace sgp
