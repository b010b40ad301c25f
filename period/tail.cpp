/// @brief The tail-invariance theorem: arithmetic periodicity of infinite codes whose tail never splits (Nim, Lasker's Nim).
//
// Setting. A code d_0.d_1...d_{t-1}[D]: d_k = D for every k >= t, where the tail digit D has no split bit
// (D & 4 = 0) and no digit has bit 8. For n >= t the options of heap n are
//   A(n) = { F(j) : 1 <= j <= n - t }           if D & 2 (remove k >= t, leave one heap),
//   Z    = { 0 }                                if D & 1 (remove the whole heap, k = n >= t),
//   B(n) = { F(n - k) : 1 <= k < t, d_k & 2 },
//   S(n) = { F(a) ^ F(b) : a, b >= 1, a + b = n - k, k < t, d_k & 4 }   (splits: finitely many k, but
//          unboundedly many pairs).
// Claim: F(n + p) = F(n) + s for n >= n0, with the conditions below checked on F, makes F the nim-sequence
// of the game for every n, once the computed values G(0 .. N0 - 1) follow the pattern.
//
// Notation. F = the computed values below n0 + p, extended by the pattern. T = 1 + max F(j) over
// 1 <= j < n0 + p: no value >= T occurs before n0 + p. K4 = the split digits, kmax their largest k.
// C(n) = { F(a) ^ F(n - k - a) : k in K4, a in P } with P = the positions 1 <= a < n0 + p with
// F(a) < 2^v, 2^v the lowest set bit of s: a subset of S(n) that moves with the period. Adding s changes
// only bits v and up and F(a) has none of them, so F(a) ^ (x + s) = (F(a) ^ x) + s; with
// b = n - k - a >= max(n0, 1), F(a) ^ F(b + p) = (F(a) ^ F(b)) + s.
//
// Shift lemma. For n >= N0 (N0 >= t, N0 - t + 1 >= n0, N0 >= max(n0,1) + kmax + max P) and v >= T:
//   v in A(n) u B(n) u Z u C(n)   <=>   v + s in A(n + p) u B(n + p) u Z u C(n + p),
// and the same without C. A: F(j) = v with j <= n - t needs j >= n0 (earlier values are < T), and then
// F(j + p) = v + s with j + p <= n + p - t; conversely F(j') = v + s with j' <= n + p - t has j' >= n0 + p
// (values at positions below n0 + p are < T < v + s), so j = j' - p >= n0 gives F(j) = v, and j >= 1
// since F(0) = 0 < T. B: n - k >= n0, so F(n + p - k) = F(n - k) + s. Z: v >= T >= 1 is not 0. C: by the
// xor identity above, in both directions.
//
// Induction. Q(n): every v < F(n) lies in A(n) u B(n) u Z u C(n), and F(n) lies in none of A(n), B(n), Z.
//  (1) [0, T + s) is contained in A(N0 + p) u Z: since A only grows with n, every v < T + s is an option
//      of every heap n + p >= N0 + p through A or Z.
//  (2) F(n) >= T for N0 <= n < N0 + p, and s >= 1: every later F(n) >= T as well.
//  (3) Q(n) for N0 <= n < N0 + p, computed directly on F.
//  Then Q(n) => Q(n + p) for n >= N0: v < T + s by (1); v in [T + s, F(n) + s) because v - s in
//  [T, F(n)) is in the set for n (Q(n)) and the shift lemma moves it; F(n + p) = F(n) + s with
//  F(n) >= T is not in A u B u Z at n + p because F(n) is not at n (shift lemma without C).
//  (4) Splits never give F(n): for n >= N0 (N0 >= 2 n0 + kmax + 1, so at most one part lies below n0)
//      take M = 2^e; L = F mod M is periodic from n0 with period q = p M / gcd(s, M) (F(n + q) - F(n)
//      is a multiple of M), and (x ^ y) mod M = (x mod M) ^ (y mod M); so L(a) ^ L(b) != L(n) excludes
//      F(a) ^ F(b) = F(n); so does F(a) + F(b) < F(n) (xor never exceeds the sum; the test in
//      splits_miss_value). With c = (n - n0) mod q and r_a = (a - n0) mod q, a part b = n - k - a >= n0
//      has b - n0 = (n - n0) - k - (a - n0) - n0, a class fixed by (c, k, r_a); a part a < n0 has
//      b - n0 = (n - n0) - k - a. Every class c, every k in K4 and every r_a (or a < n0) must be
//      excluded, for one modulus, tried for e = 0, 1, 2, ... (Lasker's Nim: M = 4; 0.6[2]: by size).
// So for every n >= N0, mex(all options under F) = F(n): the values below F(n) are in A u B u Z u C, all
// options; F(n) is in none of A, B, Z (Q(n)) nor S (4). Finally G = F: G(n) = F(n) for n < N0 is the
// computed prefix, and for n >= N0 by strong induction the options of n under G are those under F.
// When there is no split digit, C and (4) are empty.
//
// This is a sufficient condition, not a characterisation: a game it does not prove stays `observed`.
//
// All-but subtraction games S-(X) (remove any number but those in the finite set X) are the codes
// 0.d_1...d_t[3] with d_k = 0 for k in X and 3 otherwise: a non-splitting tail, so this theorem is their
// mechanical proof. It needs only the computed values and the pattern, so each instance is proved (or
// left observed) on its own; tests/period/test_all_but.cpp checks every S-(X) with |X| <= 3 and X below 8
// against Siegel's and Sleator and Slusky's purely arithmetic-periodic result (arXiv:1201.3299).
#include "period/tail.hpp"

#include <algorithm>
#include <numeric>
#include <vector>

#include "octal/rules.hpp"
#include "sys/checked.hpp"

namespace sgp {
namespace {

constexpr uint64_t kMaxResiduePeriod = uint64_t(1) << 11;  // (4) costs q^2 |K4| per modulus
constexpr uint64_t kMaxBaseWork = uint64_t(1) << 28;       // (3) costs about p * (max F) + p * N0
// A larger saltus is declined: (1) needs about s / p heaps anyway (so no prefix in memory has it), and
// the bound keeps D of (4) within 128 bits.
constexpr uint64_t kMaxSaltus = uint64_t(1) << 40;

// Condition (4): for some e >= 0, with M = 2^e and q = p * M / gcd(s, M) (so that F(n + q) - F(n) is a
// multiple of M for n >= n0, i.e. L = F mod M has period q from n0), every class of splits of the heaps
// n >= N0 is excluded either by residues, L(a) ^ L(b) != L(n), or by size: F(a) ^ F(b) <= F(a) + F(b),
// and with D(x) = p F(x) - s x (periodic for x >= n0; exact for a < n0) and a + b = n - k,
// p (F(a) + F(b)) - p F(n) = D(a) + D(b) - D(n) - s k, so D(a) + D(b) - D(n) < s k gives
// F(a) + F(b) < F(n). Classes are relative to n0: c = (n - n0) mod q.
// D is kept in 128 bits: with p <= q <= kMaxResiduePeriod, F(x) < 2^64 and s <= kMaxSaltus, p F(x) is
// below 2^75 and s x below 2^104, so D and the sums of three below never wrap.
template <class Fn>
bool splits_miss_value(const Fn& F, const std::vector<uint64_t>& K4, uint64_t p, uint64_t n0, uint64_t s) {
  using Wide = __int128;
  const auto D = [&](uint64_t x) { return Wide(p) * Wide(F(x)) - Wide(s) * Wide(x); };
  for (unsigned e = 0; e <= 8; ++e) {
    const uint64_t M = uint64_t(1) << e;
    const uint64_t q = p * (M / std::gcd(s, M));
    if (q > kMaxResiduePeriod) break;
    std::vector<uint64_t> L(q);
    std::vector<Wide> Dc(q);  // D on the class r: D(n0 + r + j q) = D(n0 + r) for every j
    for (uint64_t r = 0; r < q; ++r) {
      L[r] = F(n0 + r) & (M - 1);
      Dc[r] = D(n0 + r);
    }
    auto cls = [&](uint64_t c, uint64_t minus) { return (c + q - minus % q) % q; };
    bool ok = true;
    for (uint64_t k : K4) {
      const Wide sk = Wide(s) * Wide(k);
      for (uint64_t c = 0; c < q && ok; ++c) {
        for (uint64_t ra = 0; ra < q && ok; ++ra) {  // both parts >= n0
          const uint64_t rb = cls(cls(cls(c, k), ra), n0);
          ok = (L[ra] ^ L[rb]) != L[c] || Dc[ra] + Dc[rb] - Dc[c] < sk;
        }
        for (uint64_t a = 1; a < n0 && ok; ++a) {  // the part a < n0 (then b >= n0)
          const uint64_t rb = cls(cls(c, k), a);
          ok = ((F(a) & (M - 1)) ^ L[rb]) != L[c] || D(a) + Dc[rb] - Dc[c] < sk;
        }
      }
    }
    if (ok) return true;
  }
  return false;
}

}  // namespace

std::optional<ProofWindow> tail_invariance_proof(const TakeAndBreak& code, const NimSequence& seq,
                                                 const Periodicity& per) {
  const MoveRules rules(code);
  if (rules.finite() || rules.tail.size() != 1 || per.period == 0 || per.saltus < 1) return std::nullopt;
  const unsigned D = rules.tail[0];
  if ((D & (MoveRules::kLeaveTwo | MoveRules::kLeaveThree)) || !(D & MoveRules::kLeaveOne) || rules.three_heaps())
    return std::nullopt;
  const uint64_t p = per.period, n0 = per.preperiod, s = static_cast<uint64_t>(per.saltus);
  const uint64_t t = rules.prefix;
  // Claims reach 2^64: n0 + p is checked (a wrapped sum would pass the test below with a tiny prefix),
  // and F saturates, any saturated value declining the proof at the end, so no comparison below is
  // made on a wrapped value.
  if (s > kMaxSaltus) return std::nullopt;
  const auto W = sys::checked_add(n0, p);
  if (!W || seq.size() < *W) return std::nullopt;
  bool wrapped = false;
  auto F = [&](uint64_t n) -> uint64_t {
    if (n < n0 + p) return seq[n];
    const uint64_t v = sys::sat_add(seq[n0 + (n - n0) % p], sys::sat_mul((n - n0) / p, s));
    wrapped = wrapped || v == sys::kSaturated;
    return v;
  };
  const std::vector<uint64_t>& K2 = rules.leave_one;  // sizes k < t (d_0 cannot leave one heap)
  const std::vector<uint64_t>& K4 = rules.leave_two;
  const bool splits = !K4.empty();
  const uint64_t kmax = splits ? K4.back() : 0;
  uint64_t T = 1;
  for (uint64_t j = 1; j < n0 + p; ++j) T = std::max<uint64_t>(T, F(j) + 1);
  std::vector<uint64_t> P;  // positions whose value lies below the lowest bit of s
  const uint64_t low_s = s & (~s + 1);
  if (splits)
    for (uint64_t a = 1; a < n0 + p; ++a)
      if (F(a) < low_s) P.push_back(a);
  const uint64_t amax = P.empty() ? 0 : P.back();

  uint64_t N0 = std::max<uint64_t>({t, n0 + t, uint64_t(1)});
  if (splits) N0 = std::max({N0, 2 * n0 + kmax + 1, std::max<uint64_t>(n0, 1) + kmax + amax});
  // (1): the first J with [0, T + s) inside F([1, J]) u Z; values only grow past a few periods.
  {
    const uint64_t want = T + s;
    const uint64_t last = sys::sat_add(n0, sys::sat_mul(p, want / s + 3));
    // F([1, last]) and Z hold at most last + 1 values: fewer than want cannot cover [0, want). Refusing
    // here keeps a huge claimed saltus from sizing the table below by itself.
    if (want > sys::sat_add(last, 1)) return std::nullopt;
    std::vector<char> have(want, 0);
    uint64_t missing = want;
    if (D & 1) { have[0] = 1; --missing; }
    uint64_t J = 0;
    for (uint64_t j = 1; missing && j <= last; ++j) {
      const uint64_t v = F(j);
      if (v < want && !have[v]) { have[v] = 1; --missing; }
      J = j;
    }
    if (missing) return std::nullopt;
    if (J + t > p) N0 = std::max(N0, J + t - p);  // A(N0 + p) = F([1, N0 + p - t]) must reach J
  }
  // (2)
  for (uint64_t n = N0; n < N0 + p; ++n)
    if (F(n) < T) return std::nullopt;
  // (3), with A kept as value counts while n moves through the base range.
  uint64_t top = 0;
  for (uint64_t n = N0; n < N0 + p; ++n) top = std::max(top, F(n));
  if (wrapped || sys::sat_add(sys::sat_mul(p, top + 1), sys::sat_mul(p, N0)) > kMaxBaseWork) return std::nullopt;
  std::vector<char> inA(top + 2, 0), mark(top + 2, 0);
  for (uint64_t j = 1; j + t <= N0; ++j)
    if (F(j) <= top) inA[F(j)] = 1;
  for (uint64_t n = N0; n < N0 + p; ++n) {
    if (n > N0 && n - t >= 1 && F(n - t) <= top) inA[F(n - t)] = 1;  // A(n) = F([1, n - t])
    const uint64_t f = F(n);
    std::fill(mark.begin(), mark.begin() + f + 1, 0);
    bool bad = inA[f] || ((D & 1) && f == 0);
    for (uint64_t k : K2) {
      const uint64_t v = F(n - k);
      if (v == f) bad = true;
      if (v <= f) mark[v] = 1;
    }
    if (bad) return std::nullopt;
    if (D & 1) mark[0] = 1;
    for (uint64_t k : K4)
      for (uint64_t a : P) {
        const uint64_t v = F(a) ^ F(n - k - a);
        if (v <= f) mark[v] = 1;
      }
    for (uint64_t v = 0; v < f; ++v)
      if (!inA[v] && !mark[v]) return std::nullopt;
  }
  // (4), for the first modulus 2^e (e = 1, 2, ...) that separates every split from F(n).
  if (splits && !splits_miss_value(F, K4, p, n0, s)) return std::nullopt;
  if (wrapped) return std::nullopt;
  ProofWindow w;
  w.theorem = "tail invariance";
  w.check_from = n0;
  w.check_to = std::max(n0, N0);  // G = F on [0, N0 + p): the computed prefix and the base range (3)
  w.period = p;
  return w;
}

}  // namespace sgp
