/// @brief The public run() and verify(): run_game and verify_claim with the CLI's defaults and checks.
#include "sgperiod/run.hpp"

#include "api/internal.hpp"
#include "period/analysis.hpp"
#include "period/verify.hpp"
#include "sgperiod/verify.hpp"

namespace sgp {

RunReport run(const Game& game, const RunSettings& settings) {
  return api::guarded(settings, [&] {
    // The most values the run may reach, checked before any work as `sgperiod run` does.
    const uint64_t estimate = run_limit_estimate(game, settings.method, settings.limit);
    api::check_memory(settings, estimate, settings.limit ? "limit" : "the default limit");
    if (api::cancel_requested(settings)) throw Cancelled();
    RunOptions opt;
    opt.limit = settings.limit;
    opt.method = settings.method;
    opt.long_default = true;
    opt.progress = api::guarded_progress(settings);
    RunReport r = run_game(game, opt);
    if (!settings.keep_values) r.values = NimSequence();  // the counts stay: values_computed, max_value
    return r;
  });
}

RunReport run(const std::string& game, const RunSettings& settings) { return run(parse_game(game), settings); }

ClaimCheck verify(const Game& game, const Periodicity& claim, const VerifySettings& settings) {
  return api::guarded(settings, [&] {
    if (claim.period == 0) throw InvalidInput("period must be at least 1");
    const uint64_t limit = settings.limit ? settings.limit : default_limit(game, settings.method);
    api::check_memory(settings, limit, settings.limit ? "limit" : "the default limit");
    if (api::cancel_requested(settings)) throw Cancelled();
    return verify_claim(game, claim, limit, settings.method, api::guarded_progress(settings));
  });
}

ClaimCheck verify(const std::string& game, const Periodicity& claim, const VerifySettings& settings) {
  return verify(parse_game(game), claim, settings);
}

}  // namespace sgp
