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
// accept(p, 0) > N, since no larger p can be admitted (acceptance grows with p). So the search is linear
// in N apart from true periods too short to prove, whose multiples we may also confirm and reject.
#include "period/periodicity.hpp"

#include <algorithm>
#include <vector>

namespace sgp {

uint64_t observed_acceptance(uint64_t period, uint64_t preperiod) { return preperiod + 3 * period; }

std::optional<Periodicity> fit_period(const NimSequence& seq, uint64_t p) {
  const uint64_t N = seq.size();
  if (p == 0 || p >= N) return std::nullopt;
  const uint32_t s = seq[N - 1] - seq[N - 1 - p];  // modular: equality tests are what matter
  uint64_t n = N - 1 - p;
  while (true) {
    if (static_cast<uint32_t>(seq[n + p] - seq[n]) != s) { ++n; break; }
    if (n == 0) break;
    --n;
  }
  Periodicity r;
  r.period = p;
  r.preperiod = n;
  r.saltus = static_cast<int64_t>(static_cast<int32_t>(s));
  return r;
}

std::optional<Periodicity> detect_periodicity(const NimSequence& seq, const Acceptance& accept, bool allow_saltus) {
  const uint64_t N = seq.size();
  if (N < 3) return std::nullopt;
  const uint64_t nd = N - 1;  // number of differences
  std::vector<uint32_t> d(nd);
  for (uint64_t i = 0; i < nd; ++i) d[i] = seq[i + 1] - seq[i];
  const uint64_t L = std::max<uint64_t>(1, std::min<uint64_t>(32, nd / 3));
  const uint64_t B = 0x9E3779B97F4A7C15ull;
  uint64_t BL = 1;  // B^(L-1)
  for (uint64_t i = 1; i < L; ++i) BL *= B;
  uint64_t Binv = B;  // Newton: x <- x (2 - B x) doubles the correct low bits each step
  for (int i = 0; i < 6; ++i) Binv *= 2 - B * Binv;
  auto hash_at = [&](uint64_t j) {
    uint64_t h = 0;
    for (uint64_t i = 0; i < L; ++i) h = h * B + uint64_t(d[j + i]) + 1;
    return h;
  };
  const uint64_t last = nd - L;  // start of the last window
  const uint64_t target = hash_at(last);
  if (last == 0) return std::nullopt;
  // Walk windows j = last-1, last-2, ..., 0 (p = last - j), rolling the hash one step left each time.
  uint64_t h = hash_at(last - 1);
  for (uint64_t j = last - 1;; --j) {
    const uint64_t p = last - j;
    if (accept(p, 0) > N) break;
    if (h == target && std::equal(d.begin() + j, d.begin() + j + L, d.begin() + last)) {
      auto fit = fit_period(seq, p);
      if (fit && (allow_saltus || fit->saltus == 0) && accept(p, fit->preperiod) <= N) return fit;
    }
    if (j == 0) break;
    // h(j-1) = (d[j-1]+1) B^(L-1) + (h(j) - (d[j+L-1]+1)) / B, and B is odd, so dividing by B mod 2^64
    // is multiplying by its inverse.
    h = (uint64_t(d[j - 1]) + 1) * BL + (h - (uint64_t(d[j + L - 1]) + 1)) * Binv;
  }
  return std::nullopt;
}

}  // namespace sgp
