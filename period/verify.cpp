/// @brief Checking a periodicity claim against the computed values and the theorem for that game.
#include "period/verify.hpp"

#include <algorithm>

#include "period/proof.hpp"
#include "period/tail.hpp"

namespace sgp {

const char* verdict_name(Verdict v) {
  switch (v) {
    case Verdict::Proven: return "proven";
    case Verdict::Refuted: return "refuted";
    case Verdict::Undecided: return "undecided";
  }
  return "?";
}

ClaimCheck verify_claim(const Game& game, const Periodicity& claim, uint64_t limit, Method method) {
  ClaimCheck c;
  auto window = claim.saltus == 0 ? proof_window(game, claim.period, claim.preperiod) : std::nullopt;
  // Infinite codes with a saltus: the tail-invariance theorem reads the first preperiod + period values
  // and names the window it needs; it is asked first on a short prefix, then on what it needs.
  const bool tail = game.kind == GameKind::TakeAndBreak && !game.code.finite() && claim.saltus >= 1 && claim.period;
  auto kernel = make_kernel(game, method);
  NimSequence seq;
  if (tail) {
    kernel->extend(seq, std::min(limit, claim.preperiod + claim.period + 64));
    if (seq.size() >= claim.preperiod + claim.period)
      window = tail_invariance_proof(game.code, seq, claim);
  }
  if (window) c.values_needed = window->values_needed();
  const uint64_t want = window ? std::min(limit, std::max<uint64_t>(c.values_needed, seq.size())) : limit;
  kernel->extend(seq, want);
  c.values_computed = seq.size();
  const uint64_t p = claim.period;
  if (seq.size() > p) {
    if (auto bad = first_mismatch(seq, p, claim.saltus, claim.preperiod, seq.size() - p)) {
      c.verdict = Verdict::Refuted;
      c.counterexample = *bad;
      c.value_n = seq[*bad];
      c.value_n_plus_p = seq[*bad + p];
      c.message = "G(" + std::to_string(*bad) + ") = " + std::to_string(c.value_n) + " but G(" +
                  std::to_string(*bad + p) + ") = " + std::to_string(c.value_n_plus_p);
      return c;
    }
  }
  if (window && seq.size() >= c.values_needed) {
    c.verdict = Verdict::Proven;
    c.theorem = window->theorem;
    c.message = window->theorem + ": checked " + std::to_string(window->check_from) + " <= n < " +
                std::to_string(window->check_to);
    return c;
  }
  c.verdict = Verdict::Undecided;
  if (window)
    c.message = "needs " + std::to_string(c.values_needed) + " values, limit is " + std::to_string(limit) +
                "; consistent with all " + std::to_string(seq.size()) + " computed";
  else
    c.message = "no theorem applies to this game" + std::string(claim.saltus ? " with a saltus" : "") +
                "; consistent with all " + std::to_string(seq.size()) + " computed values";
  return c;
}

}  // namespace sgp
