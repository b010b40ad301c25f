/// @brief Linear-time detection of the minimal period, preperiod and saltus of a nim-sequence prefix.
//
// G is arithmetic-periodic with period p, saltus s from n0 when G(n + p) - G(n) = s for all n >= n0;
// s = 0 is ordinary periodicity. Equivalently the differences D(n) = G(n + 1) - G(n) are periodic with
// period p from n0, and then s = G(N-1) - G(N-1-p). So one search over D finds both kinds.
//
// Candidates. If p is a period of the prefix's tail, the last window of L differences equals the window
// p places before it. A polynomial rolling hash (mod 2^64) of every window of length L, walked once from
// the end towards the start, lists the shifts p = 1, 2, ... whose window hashes like the last one, in
// increasing p. Each candidate is confirmed by comparing values directly, walking n down from N-1-p until
// G(n + p) - G(n) differs from s: that gives the minimal preperiod n0(p) for this p exactly.
//
// Minimality. The first p (smallest) whose n0(p) the caller's acceptance rule admits is returned; the
// preperiod is the minimal one for that p. A false candidate costs only the few comparisons until its
// first mismatch (its window matched by chance); a true one costs N - n0 once. The walk stops as soon as
// accept(p, 0) > N, since no larger p can be admitted (acceptance grows with p). A true period too short
// to prove makes all its multiples match as well; each multiple repeats from that period's preperiod on,
// so its confirmation walks only the values below it. So the search stays linear in N.
#include "period/periodicity.hpp"

#include <algorithm>
#include <vector>

namespace sgp {
namespace {

constexpr uint64_t kHashBase = 0x9E3779B97F4A7C15ull;

// Typed views of the store: the search reads each value a few times, so the width dispatch is done once.
// `known` (at most N - 1 - p) says that G(n + p) - G(n) is already known to equal the saltus for every
// n > known, so the walk starts there.
template <class T>
std::optional<Periodicity> fit_typed(const T* g, uint64_t N, uint64_t p, uint64_t known = UINT64_MAX) {
  if (p == 0 || p >= N) return std::nullopt;
  const uint32_t s = uint32_t(g[N - 1]) - uint32_t(g[N - 1 - p]);  // modular: equality tests are what matter
  uint64_t n = std::min(N - 1 - p, known);
  while (true) {
    if (uint32_t(g[n + p]) - uint32_t(g[n]) != s) { ++n; break; }
    if (n == 0) break;
    --n;
  }
  Periodicity r;
  r.period = p;
  r.preperiod = n;
  r.saltus = static_cast<int64_t>(static_cast<int32_t>(s));
  return r;
}

// The rolling hash of the windows of L differences D(i) = G(i + 1) - G(i) (+1, so no difference hashes as
// zero) and its walk over the shifts p = 1, 2, ...: every p whose window matches the last one is a
// candidate, confirmed by fit_typed.
template <class T>
struct Walk {
  const T* g;
  uint64_t N, L, last, BL = 1, Binv = kHashBase, target = 0;
  uint64_t d(uint64_t i) const { return uint64_t(uint32_t(g[i + 1]) - uint32_t(g[i])) + 1; }
  uint64_t hash_at(uint64_t j) const {
    uint64_t h = 0;
    for (uint64_t i = 0; i < L; ++i) h = h * kHashBase + d(j + i);
    return h;
  }
  bool same_window(uint64_t j, uint64_t k) const {
    for (uint64_t i = 0; i < L; ++i)
      if (d(j + i) != d(k + i)) return false;
    return true;
  }
  Walk(const T* values, uint64_t n) : g(values), N(n), L(std::max<uint64_t>(1, std::min<uint64_t>(32, (n - 1) / 3))), last(n - 1 - L) {
    for (uint64_t i = 1; i < L; ++i) BL *= kHashBase;  // B^(L-1)
    for (int i = 0; i < 6; ++i) Binv *= 2 - kHashBase * Binv;  // Newton: doubles the correct low bits each step
    target = hash_at(last);
  }
  // Walks windows j, j-1, ... (p = last - j) while p <= p_max, appending each confirmed candidate to
  // `found`; returns false once window 0 has been looked at. j and h (the hash of window j) carry on in
  // the next call, so shifts are walked once however many rules ask.
  bool extend(uint64_t& j, uint64_t& h, uint64_t p_max, std::vector<Periodicity>& found) const {
    for (;; --j) {
      const uint64_t p = last - j;
      if (p > p_max) return true;
      if (h == target && same_window(j, last)) {
        // A true period makes every multiple match too, and each multiple kp repeats from the same
        // preperiod n0 on (with k times the saltus), so its walk checks only n < n0. The first candidate
        // is that base whichever rule asks: a rule either takes it (and asks no further) or rejects it.
        // Without this, 0.376 at 2^22 values (period 4 from 2268248, proof needing 4.5 million) walked
        // about two million values for each of half a million multiples.
        const bool multiple = !found.empty() && p % found.front().period == 0 && found.front().preperiod <= N - 1 - p;
        if (auto fit = fit_typed(g, N, p, multiple ? found.front().preperiod : UINT64_MAX)) found.push_back(*fit);
      }
      if (j == 0) return false;
      // h(j-1) = D'(j-1) B^(L-1) + (h(j) - D'(j+L-1)) / B, and B is odd, so dividing by B mod 2^64 is
      // multiplying by its inverse.
      h = d(j - 1) * BL + (h - d(j + L - 1)) * Binv;
    }
  }
};

template <class T>
bool walk_typed(const T* g, uint64_t N, uint64_t& j, uint64_t& h, bool& started, uint64_t p_max,
                std::vector<Periodicity>& found) {
  const Walk<T> w(g, N);
  if (w.last == 0) return false;
  if (!started) {
    j = w.last - 1;
    h = w.hash_at(j);
    started = true;
  }
  return w.extend(j, h, p_max, found);
}

}  // namespace

// `observed` is claimed only on evidence: the pattern covers at least half of the values (so that the
// last few hundred values of a long run never make a pattern on their own: 0.16 repeated with period 3
// over its last 41 values of 65536) and at least four whole periods, plus 64 values.
uint64_t observed_acceptance(uint64_t period, uint64_t preperiod) {
  return std::max(2 * preperiod, preperiod + 4 * period) + 64;
}

std::optional<Periodicity> fit_period(const NimSequence& seq, uint64_t p) {
  switch (seq.width()) {
    case 1: return fit_typed(seq.data<uint8_t>(), seq.size(), p);
    case 2: return fit_typed(seq.data<uint16_t>(), seq.size(), p);
    default: return fit_typed(seq.data<uint32_t>(), seq.size(), p);
  }
}

PeriodSearch::PeriodSearch(const NimSequence& seq) : seq_(seq) { more_ = seq.size() >= 3; }

std::optional<Periodicity> PeriodSearch::detect(const Acceptance& accept, bool allow_saltus) {
  const uint64_t N = seq_.size();
  if (N < 3) return std::nullopt;
  const uint64_t last = N - 1 - std::max<uint64_t>(1, std::min<uint64_t>(32, (N - 1) / 3));
  if (last == 0) return std::nullopt;
  // The largest p the rule could admit (acceptance grows with p): found by bisection, so the rule (a
  // theorem's window, through std::function) is asked O(log N) times, not once per shift.
  uint64_t p_max = 0;
  for (uint64_t lo = 1, hi = last; lo <= hi;) {
    const uint64_t mid = lo + (hi - lo) / 2;
    if (accept(mid, 0) <= N) { p_max = mid; lo = mid + 1; } else { hi = mid - 1; }
  }
  for (std::size_t i = 0;; ++i) {
    if (i == found_.size()) {
      if (!more_) return std::nullopt;
      switch (seq_.width()) {
        case 1: more_ = walk_typed(seq_.data<uint8_t>(), N, j_, h_, started_, p_max, found_); break;
        case 2: more_ = walk_typed(seq_.data<uint16_t>(), N, j_, h_, started_, p_max, found_); break;
        default: more_ = walk_typed(seq_.data<uint32_t>(), N, j_, h_, started_, p_max, found_); break;
      }
      if (i == found_.size()) return std::nullopt;  // no candidate up to p_max
    }
    const Periodicity& fit = found_[i];
    if (fit.period > p_max) return std::nullopt;
    if ((allow_saltus || fit.saltus == 0) && accept(fit.period, fit.preperiod) <= N) return fit;
  }
}

std::optional<Periodicity> detect_periodicity(const NimSequence& seq, const Acceptance& accept, bool allow_saltus) {
  return PeriodSearch(seq).detect(accept, allow_saltus);
}

}  // namespace sgp
