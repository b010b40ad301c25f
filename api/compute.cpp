/// @brief The public values() and version(): a game's G(0..n-1) through the kernel the engine picks.
#include "sgperiod/compute.hpp"

#include "api/internal.hpp"
#include "engine/kernel.hpp"
#include "sgperiod/version.hpp"

namespace sgp {

const char* version() { return SGPERIOD_VERSION_STRING; }

NimSequence nim_sequence(const Game& game, uint64_t n, const ComputeOptions& options) {
  return api::guarded(options, [&] {
    if (n == 0) throw InvalidInput("n must be at least 1 (values(game, n) returns G(0..n-1))");
    api::check_memory(options, n, options.size_words.empty() ? "n" : options.size_words);
    if (api::cancel_requested(options)) throw Cancelled();
    NimSequence seq;
    auto kernel = make_kernel(game, options.method);
    extend_with_progress(*kernel, seq, n, api::guarded_progress(options));
    return seq;
  });
}

std::vector<uint32_t> values(const Game& game, uint64_t n, const ComputeOptions& options) {
  const NimSequence seq = nim_sequence(game, n, options);
  return seq.values(0, seq.size());
}

std::vector<uint32_t> values(const std::string& game, uint64_t n, const ComputeOptions& options) {
  return values(parse_game(game), n, options);
}

}  // namespace sgp
