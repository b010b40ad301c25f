/// @brief The arithmetic-periodicity theorem for finite codes: saltus 2^m, the preperiod and first period below 2^m.
//
// Setting. A finite code d_0.d_1...d_K (octal or hexadecimal: a move removes k tokens and leaves j = 1,
// 2 or 3 non-empty heaps when d_k has bit 2, 4 or 8; bit 1 takes a whole heap of exactly k). Claim:
// G(n + p) = G(n) + s for every n >= n0, where
//   (C1) s = 2^m, and
//   (C2) G(n) < 2^m for every n < n0 + p (the preperiod and the first period).
// Why the naive window is not enough: a split into three heaps combines values by xor, and a xor of
// values that each grow by s need not grow by s (0.8B: G(n) = floor(n/2) to n = 14, G(15) = 8).
//
// Decomposition. Let F be the pattern: F(n) = G(n) for n < n0 + p, F(n) = F(n - p) + s beyond. Every
// heap a >= n0 is a = b + x p with its base b in [n0, n0 + p) and x >= 0, and F(a) = F(b) + x 2^m with
// F(b) < 2^m (C2): the low m bits of F(a) are F(b), the high bits count whole periods, x. A heap a < n0
// is its own base, x = 0. A xor of such values is (xor of the bases' values) + 2^m (xor of the x's): the
// two parts never mix, because the base values are below 2^m.
//
// Shapes. Fix a heap N = n0 + r + q p (0 <= r < p, q >= 0) with N >= N* = max(K + 3 n0 + 1, n0 + p).
// N > K, so no move takes a whole heap, and a move leaving j heaps leaves at least one heap >= n0 (j
// heaps below n0 hold at most 3 (n0 - 1) < N - k tokens). Write a move as its shape: k, the bases b_i of
// its heaps (each in [1, n0 + p)), t >= 1 of them "large" (b_i >= n0, which can carry x_i >= 0), and
// the x_i of the large ones. Its heaps sum to N - k, so with B = sum b_i:
//   sum x_i = q - delta,   delta = (B + k - n0 - r) / p,
// an integer >= 0 (B >= n0 as some b_i >= n0, and r < p). Conversely, for a shape with that residue and
// delta <= q, every choice of x_i >= 0 summing to q - delta is a legal move of N. Its value is
// l + 2^m X, l = xor of G(b_i), X = xor of the x_i. Shapes depend on r, not on q: they are finitely
// many, enumerated once from the code and G(0 .. n0 + p - 1).
//
// Induction. Suppose G(a) = F(a) for every a < N (true below N* by the computed values, checked). Then
// G(N) = mex of the options, and F(N) = L + 2^m q with L = G(n0 + r). Write an option as (l, X) and
// d = q - X.
//  Absence: an option (L, q) needs X = q, and X <= sum x_i = q - delta, so delta = 0 and the x_i have
//   disjoint bits. A shape with delta = 0 has B = n0 + r - k: its heaps b_i are a legal move of heap
//   n0 + r itself, of value l. G(n0 + r) = L is the mex there, so l != L. F(N) is no option.
//  Presence: every value below F(N) is (l, q - d) with d >= 1, or (l, q) with l < L. Putting all of
//   q - delta on one large heap gives (l, d = delta) for every shape with delta <= q. A shape with three
//   large heaps also gives x_1 = x_2 = x, x_3 = q - delta - 2x, of xor x_3: (l, d = delta + 2x) for every
//   x with delta + 2x <= q. So it suffices that, for every residue r:
//   (P0) every l < G(n0 + r) is the l of a shape with delta = 0 (x_1 = q on a large heap), and
//   (P1) for every l < 2^m and every d >= 1, (l, d) is (l, delta) of a shape, or (l, delta + 2x) of a
//        shape with three large heaps.
//   (P1) is finite: every delta is at most Dmax = (3 (n0 + p) + K) / p; for d > Dmax it holds exactly
//   when, for that l, three-large-heap shapes occur with a delta of each parity. So d = 1 .. Dmax + 2 is
//   checked one by one, and the parities once.
//  Both hold whatever q is, so G(N) = F(N), and by induction for every N >= N*. The values below N* are
//  the computed prefix, which must follow the pattern there: the window is n0 <= n < N* - p.
//
// Scope: a sufficient condition. Octal codes (no bit 8) have no three-heap shapes, so (P1) never holds
// past Dmax and they are never proven here; a saltus that is no power of two, or a value of the first
// period at or above s, is not decided (the pattern stays observed).
#include "period/arith.hpp"

#include <algorithm>
#include <vector>

#include "octal/rules.hpp"
#include "sys/checked.hpp"

namespace sgp {
namespace {

// The shape enumeration costs about K (n0 + p)^3 / 6 steps and (P1) p 2^m (Dmax + 3) cells: above
// these, the theorem declines rather than stall a census.
constexpr uint64_t kArithMaxWork = uint64_t(1) << 28;
constexpr uint64_t kArithMaxCells = uint64_t(1) << 26;

}  // namespace

std::optional<ProofWindow> arithmetic_periodicity_proof(const TakeAndBreak& code, const NimSequence& seq,
                                                        const Periodicity& per) {
  if (!code.finite() || per.period == 0 || per.saltus <= 0) return std::nullopt;
  const uint64_t s = static_cast<uint64_t>(per.saltus);
  if (s & (s - 1)) return std::nullopt;  // (C1)
  // Claims reach 2^64: n0 + p and p s span are checked, since a wrapped W once sized the tables below
  // from a claim whose first period lay past 2^64 (and wrote outside them).
  const auto W_ = sys::checked_add(per.preperiod, per.period);
  if (!W_ || seq.size() < *W_) return std::nullopt;
  const uint64_t p = per.period, n0 = per.preperiod, W = *W_;
  for (uint64_t n = 0; n < W; ++n)
    if (seq[n] >= s) return std::nullopt;  // (C2)
  const MoveRules rules(code);
  const uint64_t K = rules.largest;
  constexpr unsigned kSplit = MoveRules::kLeaveTwo | MoveRules::kLeaveThree;
  uint64_t splitting = 0;
  for (uint64_t k = 0; k <= K; ++k) splitting += (rules.moves(k) & kSplit) != 0;
  if (W > 4096 || (splitting + 1) * (W * W * W / 6 + W * W) > kArithMaxWork) return std::nullopt;
  const uint64_t dmax = (3 * W + K) / p;
  const uint64_t span = dmax + 3;  // d = 0 .. dmax + 2
  const auto cells = sys::checked_mul(p, s);
  if (!cells || sys::sat_mul(*cells, span) > kArithMaxCells) return std::nullopt;

  // single[(r * s + l) * span + d]: some shape of residue r has low part l and delta = d.
  // triple[(r * s + l) * 2 + parity]: smallest delta of that parity among three-large-heap shapes.
  std::vector<uint8_t> single(p * s * span, 0);
  std::vector<uint64_t> triple(p * s * 2, UINT64_MAX);
  auto record = [&](uint64_t B, uint64_t k, unsigned t, uint32_t l) {
    if (t == 0) return;  // every heap below n0: no such move of a heap >= N*
    const uint64_t num = B + k - n0;  // >= 0: some base is >= n0
    const uint64_t r = num % p, delta = num / p;
    single[(r * s + l) * span + delta] = 1;
    if (t == 3) {
      uint64_t& best = triple[(r * s + l) * 2 + (delta & 1)];
      best = std::min(best, delta);
    }
  };
  for (uint64_t k = 0; k <= K; ++k) {
    const unsigned d = rules.moves(k);
    if ((d & MoveRules::kLeaveOne) && k >= 1)
      for (uint64_t b = 1; b < W; ++b) record(b, k, b >= n0, seq[b]);
    if (d & MoveRules::kLeaveTwo)
      for (uint64_t b1 = 1; b1 < W; ++b1)
        for (uint64_t b2 = b1; b2 < W; ++b2) record(b1 + b2, k, (b1 >= n0) + (b2 >= n0), seq[b1] ^ seq[b2]);
    if (d & MoveRules::kLeaveThree)
      for (uint64_t b1 = 1; b1 < W; ++b1)
        for (uint64_t b2 = b1; b2 < W; ++b2)
          for (uint64_t b3 = b2; b3 < W; ++b3)
            record(b1 + b2 + b3, k, (b1 >= n0) + (b2 >= n0) + (b3 >= n0), seq[b1] ^ seq[b2] ^ seq[b3]);
  }

  for (uint64_t r = 0; r < p; ++r) {
    const uint32_t L = seq[n0 + r];
    // Absence is a consequence of L being the mex at heap n0 + r; a shape saying otherwise means the
    // values are not this game's: decline.
    if (single[(r * s + L) * span + 0]) return std::nullopt;
    for (uint32_t l = 0; l < L; ++l)
      if (!single[(r * s + l) * span + 0]) return std::nullopt;  // (P0)
    for (uint64_t l = 0; l < s; ++l) {
      const uint64_t* tri = &triple[(r * s + l) * 2];
      if (tri[0] == UINT64_MAX || tri[1] == UINT64_MAX) return std::nullopt;  // (P1) past dmax
      for (uint64_t dd = 1; dd < span; ++dd)
        if (!single[(r * s + l) * span + dd] && tri[dd & 1] > dd) return std::nullopt;  // (P1) up to dmax + 2
    }
  }
  ProofWindow w;
  w.theorem = "arithmetic periodicity (saltus 2^" + std::to_string(__builtin_ctzll(s)) + ")";
  w.period = p;
  w.check_from = n0;
  const uint64_t nstar = std::max(K + 3 * n0 + 1, W);
  w.check_to = nstar - p;  // G(n + p) = G(n) + s for n0 <= n < N* - p: the values below N*
  return w;
}

}  // namespace sgp
