/// @brief Checking a periodicity claim against the computed values and the theorem for that game.
#include "period/verify.hpp"

#include <algorithm>
#include <stdexcept>

#include "period/proof.hpp"
#include "period/arith.hpp"
#include "period/tail.hpp"
#include "sys/checked.hpp"

namespace sgp {

const char* verdict_name(Verdict v) {
  switch (v) {
    case Verdict::Proven: return "proven";
    case Verdict::Refuted: return "refuted";
    case Verdict::Undecided: return "undecided";
  }
  return "?";
}

namespace {
// The first values computed before a claim is tested at all, and the rest in doubling blocks: a false
// claim is usually refuted within its first periods, long before the limit.
constexpr uint64_t kFirstBlock = 4096;
}  // namespace

ClaimCheck verify_claim(const Game& game, const Periodicity& claim, uint64_t limit, Method method,
                        const Progress& progress) {
  // G never goes negative, so no claim with a negative saltus holds; refusing it keeps every sum below
  // in unsigned arithmetic.
  if (claim.saltus < 0) throw std::invalid_argument("saltus " + std::to_string(claim.saltus) + " is negative");
  ClaimCheck c;
  const uint64_t p = claim.period;
  auto kernel = make_kernel(game, method);
  NimSequence seq;
  uint64_t checked = claim.preperiod;  // G(n + p) = G(n) + s holds for preperiod <= n < checked
  uint64_t goal = limit;               // what progress counts towards: the limit, or what the proof needs
  const Progress towards_goal = [&](uint64_t done, uint64_t) { progress(done, goal); };
  // Extends to `end` values and compares the n whose n + p is new; true when that found a counterexample.
  auto grow_and_check = [&](uint64_t end) {
    if (progress) extend_with_progress(*kernel, seq, std::min(limit, end), towards_goal);
    else kernel->extend(seq, std::min(limit, end));
    if (seq.size() <= p) return false;
    const uint64_t to = seq.size() - p;
    if (to > checked) {
      if (auto bad = first_mismatch(seq, p, claim.saltus, checked, to)) {
        c.verdict = Verdict::Refuted;
        c.counterexample = *bad;
        c.value_n = seq[*bad];
        c.value_n_plus_p = seq[*bad + p];
        const std::string n = std::to_string(*bad), np = std::to_string(*bad + p);
        c.message = "G(" + np + ") = " + std::to_string(c.value_n_plus_p) + ", but the claim says G(" + n + ")" +
                    (claim.saltus ? " + " + std::to_string(claim.saltus) : std::string()) + " = " +
                    std::to_string(uint64_t(c.value_n) + uint64_t(claim.saltus));  // saltus >= 0: no wrap
        return true;
      }
      checked = to;
    }
    return false;
  };
  auto finish = [&] {
    c.values_computed = seq.size();
    return c;
  };
  // Every sum below saturates (sys/checked.hpp): claims reach 2^64, and a wrapped window once proved
  // false claims from a handful of values.
  const uint64_t first_pair = sys::sat_add(claim.preperiod, p);  // G(n0 + p) is the first value compared
  auto window = claim.saltus == 0 ? proof_window(game, claim.period, claim.preperiod) : std::nullopt;
  // A window that needs fewer values than the first block is computed exactly.
  if (window) c.values_needed = window->values_needed();
  if (window) goal = std::min(limit, c.values_needed);
  const auto needs = [&] {
    return !window ? std::string()
           : window->fits() ? "needs " + std::to_string(c.values_needed) + " values, "
                            : std::string("needs 2^64 - 1 values or more, ");
  };
  // No pair G(n), G(n + p) of the claim lies within the limit: computing values would test nothing.
  if (first_pair >= limit) {
    c.verdict = Verdict::Undecided;
    c.message = needs() + "limit is " + std::to_string(limit) + "; the claim's first comparison, G(" +
                std::to_string(claim.preperiod) + " + " + std::to_string(p) + "), lies beyond it";
    return c;
  }
  uint64_t first = std::max(kFirstBlock, sys::sat_add(first_pair, 64));
  if (window) first = std::min(first, std::max(window->values_needed(), first_pair + 1));
  if (grow_and_check(first)) return finish();

  // Infinite codes with a saltus: the tail-invariance theorem reads the first preperiod + period values
  // (already computed and consistent with the claim) and names the window it needs.
  // Finite codes with a saltus: the arithmetic-periodicity theorem, on the same terms.
  const bool salted = game.kind == GameKind::TakeAndBreak && claim.saltus >= 1 && p;
  if (salted && seq.size() >= first_pair)
    window = game.code.finite() ? arithmetic_periodicity_proof(game.code, seq, claim)
                                : tail_invariance_proof(game.code, seq, claim);
  if (window) c.values_needed = window->values_needed();
  const uint64_t want = window ? std::min(limit, std::max<uint64_t>(c.values_needed, seq.size())) : limit;
  goal = want;
  while (seq.size() < want)
    if (grow_and_check(std::min(want, 2 * seq.size()))) return finish();
  c.values_computed = seq.size();
  if (window && window->fits() && seq.size() >= c.values_needed) {
    c.verdict = Verdict::Proven;
    c.theorem = window->theorem;
    c.message = window->theorem + ": checked " + std::to_string(window->check_from) + " <= n < " +
                std::to_string(window->check_to);
    return c;
  }
  c.verdict = Verdict::Undecided;
  if (window)
    c.message = needs() + "limit is " + std::to_string(limit) + "; consistent with all " +
                std::to_string(seq.size()) + " computed";
  else
    c.message = "no theorem applies to this game" + std::string(claim.saltus ? " with a saltus" : "") +
                "; consistent with all " + std::to_string(seq.size()) + " computed values";
  return c;
}

}  // namespace sgp
