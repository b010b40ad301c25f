/// @brief The public run() and verify(): the run plan, memory checks, checkpoints and statistics around run_game, once for every front end.
#include "sgperiod/run.hpp"

#include <cstdio>

#include "api/internal.hpp"
#include "engine/checkpoint.hpp"
#include "engine/stats.hpp"
#include "period/analysis.hpp"
#include "period/longrun.hpp"
#include "period/plan.hpp"
#include "period/verify.hpp"
#include "sgperiod/verify.hpp"
#include "sys/clock.hpp"
#include "sys/memory.hpp"
#include "sys/quote.hpp"

namespace sgp {

namespace {

void tell(const RunSettings& s, const std::string& line) {
  if (s.notice) s.notice(line);
}

bool file_exists(const std::string& path) {
  if (FILE* f = std::fopen(path.c_str(), "rb")) {
    std::fclose(f);
    return true;
  }
  return false;
}

// The plan of the run, refused before any work when its values do not fit: past the budget (the caller's,
// or 90% of this machine) only front-plus-tail may go on, where plan_run found it a plan.
RunPlan checked_plan(const Game& game, const RunSettings& s, bool resume_ft) {
  const uint64_t budget = s.memory ? s.memory : sys::physical_memory_tenths(9);
  RunPlan plan = plan_run(game, RunRequest{s.limit, s.method, budget, resume_ft, s.front_tail, s.long_default});
  if (!plan.over_budget || plan.front_tail) return plan;
  const std::string e = std::to_string(plan.estimate);
  const std::string named = s.limit_words.empty() ? std::string(s.limit ? "limit" : "the default limit") : "";
  if (s.memory)
    throw InvalidInput((named.empty() ? "a limit" : named) + " of " + e + " values needs at least " + e +
                       " bytes (one per value while values fit a byte), more than " +
                       (s.memory_words.empty() ? "the memory budget of " + std::to_string(s.memory) + " bytes"
                                               : s.memory_words) +
                       " (front-plus-tail, which keeps only the first and the last values, takes one finite octal "
                       "code with a split digit, an explicit " + std::string(s.limit_words.empty() ? "limit" : "-n") +
                       " and a budget of at least 4 MiB)");
  const std::string what = named.empty() ? s.limit_words + " " + e : named;
  if (std::string why = sys::memory_shortfall(plan.estimate, 1, what); !why.empty()) throw InvalidInput(why);
  return plan;
}

// The memory plan of a run asked to be long (an explicit limit) or watched; a default run that turns out
// long shows its progress instead.
void tell_plan(const Game& game, const RunSettings& s, const RunPlan& plan, bool resume_ft, bool watched) {
  char line[320];
  if (plan.front_tail && !resume_ft) {
    const FrontTailPlan& f = *plan.front_tail;
    std::snprintf(line, sizeof line,
                  "memory estimate: %.2f GiB: G(0..%llu) in full, then front-plus-tail to %llu keeping the first %llu "
                  "values and the last %llu",
                  static_cast<double>(f.bytes) / (1ull << 30), static_cast<unsigned long long>(f.switch_at - 1),
                  static_cast<unsigned long long>(s.limit), static_cast<unsigned long long>(f.front),
                  static_cast<unsigned long long>(FrontTailRun::ring_for(game, f.front)));
    tell(s, line);
  } else if (!plan.front_tail && plan.estimate >= (uint64_t(1) << 26) && (s.limit || watched)) {
    std::snprintf(line, sizeof line, "memory estimate: %.2f GiB for up to %llu values (one byte each while values fit)",
                  static_cast<double>(plan.estimate) / (1ull << 30), static_cast<unsigned long long>(plan.estimate));
    tell(s, line);
  }
}

}  // namespace

namespace api {

// One run's checkpoint: what the file held, the saves as the run goes (never shortening it), the kept
// states, and a cancellation that saves before it stops.
class Checkpointing {
 public:
  Checkpointing(const Game& game, const RunSettings& s) : game_(game), s_(s), last_save_(sys::seconds_now()) {}

  bool active() const { return !s_.checkpoint.file.empty(); }
  uint64_t file_holds() const { return file_holds_; }

  // Loads the file when it exists: into `initial` or `resumed`.
  void load(bool resume_ft, NimSequence& initial, std::optional<FrontTailRun>& resumed) {
    if (!active() || !file_exists(s_.checkpoint.file)) return;
    try {
      if (resume_ft) resumed = load_front_tail_checkpoint(s_.checkpoint.file, game_);
      else initial = load_checkpoint(s_.checkpoint.file, game_);
    } catch (const CheckpointError& e) {
      throw Error(std::string("refusing checkpoint: ") + e.what());
    }
    file_holds_ = resumed ? resumed->size() : initial.size();
    tell(s_, "resuming " + game_.canonical() + " from " + s_.checkpoint.file + ": " + std::to_string(file_holds_) +
                 " values" + (resumed ? " (front-plus-tail)" : ""));
  }

  // After a block: a kept state when due, a save when due or when cancelled (then sgp::Cancelled).
  template <class Store>
  void block(const Store& values, bool final) {
    keep_state(values);
    const bool cancel = cancel_requested(s_);
    if (!final && !cancel && sys::seconds_now() - last_save_ < s_.checkpoint.every_seconds) return;
    save(values);
    if (cancel) throw Cancelled("checkpoint saved to " + sys::quote_path(s_.checkpoint.file));
  }

  template <class Store>
  void save(const Store& values) {
    if (values.size() < file_holds_) return;  // never replaced by a shorter one
    save_checkpoint(s_.checkpoint.file, game_, values);
    last_save_ = sys::seconds_now();
  }

 private:
  // The first block boundary at or past each multiple of keep_states, named by the values it holds.
  template <class Store>
  void keep_state(const Store& values) {
    const uint64_t every = s_.checkpoint.keep_states, n = values.size();
    if (!every) return;
    if (!next_keep_) next_keep_ = (n / every + 1) * every;
    if (n < next_keep_) return;
    save_checkpoint(s_.checkpoint.file + "." + std::to_string(n), game_, values);
    next_keep_ = (n / every + 1) * every;
  }

  const Game& game_;
  const RunSettings& s_;
  double last_save_;
  uint64_t file_holds_ = 0, next_keep_ = 0;
};

}  // namespace api

namespace {

// True when the checkpoint file exists and holds a front-plus-tail run.
bool resumes_front_tail(const RunSettings& s) {
  if (s.checkpoint.file.empty() || !file_exists(s.checkpoint.file)) return false;
  try {
    return read_checkpoint_info(s.checkpoint.file).layout == CheckpointLayout::FrontTail;
  } catch (const CheckpointError& e) {
    throw Error(std::string("refusing checkpoint: ") + e.what());
  }
}

void check_settings(const RunSettings& s) {
  if (s.checkpoint.keep_states && s.checkpoint.file.empty())
    throw InvalidInput("checkpoint.keep_states needs checkpoint.file (the states are FILE.<n>)");
  if (!(s.checkpoint.every_seconds > 0))
    throw InvalidInput("checkpoint.every_seconds must be positive, not " + std::to_string(s.checkpoint.every_seconds));
}

RunReport run_planned(const Game& game, const RunSettings& s, const RunPlan& plan, bool resume_ft) {
  RunOptions opt;
  opt.limit = s.limit;
  opt.method = s.method;
  opt.long_default = s.long_default;
  opt.progress = api::guarded_progress(s);
  StatsAccumulator stats;
  if (s.statistics) opt.stats = &stats;
  api::Checkpointing ck(game, s);
  std::optional<FrontTailRun> resumed;
  ck.load(resume_ft, opt.initial, resumed);
  if (ck.active()) {
    // Cancellation is the checkpoint's to handle: saved first, then stopped (at the block boundary).
    opt.progress = [&s](uint64_t d, uint64_t t) {
      if (s.progress) s.progress(d, t);
    };
    opt.on_block = [&](const NimSequence& seq) { ck.block(seq, false); };
  }
  RunReport r;
  if (plan.front_tail) {
    FrontTailOptions fto;
    fto.plan = *plan.front_tail;
    fto.resume = std::move(resumed);
    if (ck.active()) fto.on_block = [&](const FrontTailRun& run, bool final) { ck.block(run, final); };
    try {
      r = run_game_front_tail(game, opt, std::move(fto));
    } catch (const FrontTailError& e) {
      throw Error(std::string(e.what()) + (ck.active() ? "; every value before it is in " + sys::quote_path(s.checkpoint.file) : ""));
    }
  } else {
    r = run_game(game, opt);
  }
  // A run past memory saved its own state; a full one saves its values (a proven run stops early).
  if (ck.active() && !r.front_tail) ck.save(r.values);
  if (ck.active() && r.values_computed < ck.file_holds())
    tell(s, sys::quote_path(s.checkpoint.file) + " keeps its " + std::to_string(ck.file_holds()) +
                " values: this run stopped at " + std::to_string(r.values_computed) +
                ", and a checkpoint is never shortened");
  if (s.statistics) r.statistics = stats.rows();
  if (!s.keep_values) r.values = NimSequence();  // the counts stay: values_computed, max_value
  return r;
}

}  // namespace

RunOutline outline_run(const Game& game, const RunSettings& settings) {
  return api::guarded(settings, [&] {
    check_settings(settings);
    const bool resume_ft = resumes_front_tail(settings);
    const RunPlan plan = checked_plan(game, settings, resume_ft);
    RunOutline o;
    o.estimate = plan.estimate;
    o.front_tail = plan.front_tail.has_value();
    return o;
  });
}

RunReport run(const Game& game, const RunSettings& settings) {
  return api::guarded(settings, [&] {
    check_settings(settings);
    const bool resume_ft = resumes_front_tail(settings);
    const RunPlan plan = checked_plan(game, settings, resume_ft);
    tell_plan(game, settings, plan, resume_ft, settings.verbose);
    // With a checkpoint, cancellation is seen at the first block boundary, where the file is saved.
    if (settings.checkpoint.file.empty() && api::cancel_requested(settings)) throw Cancelled();
    return run_planned(game, settings, plan, resume_ft);
  });
}

RunReport run(const std::string& game, const RunSettings& settings) { return run(parse_game(game), settings); }

ClaimCheck verify(const Game& game, const Periodicity& claim, const VerifySettings& settings) {
  return api::guarded(settings, [&] {
    if (claim.period == 0) throw InvalidInput("period must be at least 1");
    const uint64_t limit = settings.limit ? settings.limit : default_limit(game, settings.method);
    api::check_memory(settings, limit, !settings.size_words.empty() ? settings.size_words : settings.limit ? "limit" : "the default limit");
    if (api::cancel_requested(settings)) throw Cancelled();
    return verify_claim(game, claim, limit, settings.method, api::guarded_progress(settings));
  });
}

ClaimCheck verify(const std::string& game, const Periodicity& claim, const VerifySettings& settings) {
  return verify(parse_game(game), claim, settings);
}

}  // namespace sgp
