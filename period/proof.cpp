/// @brief The periodicity theorems (Guy-Smith and its h-heap form, the subtraction window), one function each.
#include "period/proof.hpp"

#include <algorithm>

namespace sgp {
// Guy-Smith periodicity theorem, h-heap form.
//
// Let every move remove j <= k tokens (k = last digit) and leave at most h non-empty heaps, and suppose
// G(n + p) = G(n) for all n0 <= n < N1. Claim: then for all n >= n0. Strong induction on n >= N1,
// assuming G(m + p) = G(m) for n0 <= m < n. Write n0' = max(n0, 1).
//  * A move on heap n + p removes j and leaves heaps x_1 <= ... <= x_i (i <= h) summing to n + p - j.
//    The largest satisfies x_i >= (n + p - j) / i >= (n + p - k) / h. Shrinking it by p gives a move on
//    heap n (same j, same number of heaps) with the same value, provided x_i - p >= n0' (then G(x_i - p)
//    = G(x_i) by induction, as x_i - p < n; and x_i - p >= 1 keeps the heap non-empty -- this is why
//    n0 = 0 needs n0' = 1: a heap shrunk to 0 would turn an i-heap move into an (i-1)-heap one, which
//    the code may not allow). (n + p - k) / h - p >= n0' holds when n >= h n0' + (h - 1) p + k.
//    Single-heap moves (i = 1): x_1 = n + p - j >= n0' as well. Taking a whole heap (bit 1) needs
//    n + p = j, impossible since n > k.
//  * Conversely a move on heap n leaving y_1 <= ... <= y_i has y_i >= (n - k) / h >= n0, and growing y_i
//    by p gives a move on n + p of the same value (G(y_i + p) = G(y_i), y_i < n).
// So the option values of n and n + p coincide and G(n + p) = G(n). Hence N1 = h n0' + (h - 1) p + k
// suffices: for octal games (h = 2) this is Guy and Smith's 2 n0 + p + k; the argument really needs one
// less, and we keep the published, slightly safer bound. The check compares G(n) with G(n + p) for
// n0 <= n < N1, i.e. it needs the values G(0 .. N1 + p - 1). N1 is summed with saturation: a claim near
// 2^64 (n0 = 2^63 - 10, p = 20) made it wrap to 2 and "proved" itself from 4 values.
ProofWindow guy_smith_window(const MoveRules& rules, uint64_t period, uint64_t preperiod) {
  const uint64_t h = rules.max_heaps_left;
  const uint64_t k = rules.largest;
  const uint64_t n0p = std::max<uint64_t>(preperiod, 1);
  ProofWindow w;
  w.theorem = h == 3 ? "Guy-Smith (3 heaps)" : "Guy-Smith";
  w.check_from = preperiod;
  w.check_to = sys::sat_add(sys::sat_add(sys::sat_mul(h, n0p), sys::sat_mul(h - 1, period)), k);
  w.period = period;
  return w;
}

// The window argument for codes that never split (every digit in 0..3: subtraction games and kin).
//
// With K = last digit, a heap n > K has only the options G(n - j) for the j <= K with bit 2 of d_j
// (n - j >= 1, and taking a whole heap of exactly j is impossible). So G(n) is a fixed function of the
// K values before it, and two equal windows G(n0 .. n0+K-1) = G(n0+p .. n0+p+K-1) force G(n + p) = G(n)
// for all n >= n0, by induction, as long as the function applies at n = n0 + K, i.e. n0 + K > K: n0 >= 1.
// For n0 = 0 the heap n = K also has the move "take all K" (bit 1, value 0) where heap K + p has
// "leave p" (bit 2, value G(p) = G(0) = 0) instead: the two agree exactly when d_K has both bits or
// neither, i.e. d_K & 3 is 0 or 3 (pure subtraction games, d_K = 3). Otherwise we need n0' = 1.
// The check compares G(n) with G(n + p) for n0 <= n < n0' + K (saturated, as in guy_smith_window).
ProofWindow subtraction_window(const MoveRules& rules, uint64_t period, uint64_t preperiod) {
  const uint64_t K = rules.largest;
  const unsigned dK = rules.moves(K) & (MoveRules::kTakeWhole | MoveRules::kLeaveOne);
  const uint64_t n0p = (preperiod == 0 && dK != 3 && dK != 0) ? 1 : preperiod;
  ProofWindow w;
  w.theorem = "subtraction window";
  w.check_from = preperiod;
  w.check_to = sys::sat_add(n0p, K);
  w.period = period;
  return w;
}

std::optional<ProofWindow> proof_window(const Game& game, uint64_t period, uint64_t preperiod) {
  if (game.kind != GameKind::TakeAndBreak || !game.code.finite() || period == 0) return std::nullopt;
  const MoveRules rules(game.code);
  if (rules.splits()) return guy_smith_window(rules, period, preperiod);
  return subtraction_window(rules, period, preperiod);
}

std::optional<uint64_t> first_mismatch(const NimSequence& seq, uint64_t p, int64_t saltus, uint64_t from, uint64_t to) {
  for (uint64_t n = from; n < to; ++n)
    if (static_cast<int64_t>(seq[n + p]) - static_cast<int64_t>(seq[n]) != saltus) return n;
  return std::nullopt;
}

bool check_window(const NimSequence& seq, const ProofWindow& w, int64_t saltus) {
  if (!w.fits() || seq.size() < w.values_needed()) return false;
  return !first_mismatch(seq, w.period, saltus, w.check_from, w.check_to);
}

}  // namespace sgp
