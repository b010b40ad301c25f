/// @file
/// @brief prove_map_period: the periodicity theorem for misère quotients, stated with its bound and applied.
#include "misere/periodic.hpp"

#include <algorithm>

#include "sys/checked.hpp"

namespace sgp::mq {

// Theorem. Let a finite code have largest removal k (rules.largest) and let one move leave at most s
// heaps (rules.max_heaps_left: 1, 2 or 3). Let Q_N, with map phi, be the exact quotient of heaps 0..N
// (misere/quotient.cpp), n0 >= 1, p >= 1, and
//     phi(m) = phi(m - p)   for every m with n0 + p <= m <= N,   where   N + 1 >= s (n0 + p) + k.
// Then the quotient of the whole game (every sum of heaps of every size) is Q_N, and phi(m) = phi(m - p)
// for every m >= n0 + p.
//
// This is the misère form of the Guy-Smith argument. Plambeck and Siegel state a periodicity theorem for
// misère quotients of octal games (T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial
// games", J. Combin. Theory Ser. A 115 (2008), arXiv math/0609825); the statement, bound and proof here
// are derived independently (for s = 1, 2, 3 alike) from the check of misere/verify.cpp, and the bound is
// ours: it asks for heaps through s (n0 + p) + k - 1, the normal-play Guy-Smith window's size.
//
// Proof. Extend phi past N by phi(m) = phi(m - p). For heap m >= s (n0 + p) + k, assuming the map is
// p-periodic below m from n0 + p on, the classes of m's options equal those of heap m - p's: a move
// removing r <= k leaves parts summing to m - r >= s (n0 + p), so its largest part c >= n0 + p, and
// replacing c by c - p (still >= n0 >= 1, same class) gives a move of heap m - p removing the same r;
// conversely a move of m - p leaves a largest part c' >= (m - p - k) / s >= n0, and c' + p has the
// class of c' and gives a move of m. (No move takes a whole heap m > k.) So T_m = T_{m-p}, and heap m
// enters both checks of misere/verify.cpp exactly as heap m - p does: condition (P) for m is the one
// for m - p, and the pair (class, option classes) of a position does not change when a heap m > N is
// replaced by m - p, so every pair of the whole game is a pair of A_N, where (N) was checked. Hence the
// extended map classifies every position right, and the reduction of Q_N (Q_N itself) is the quotient
// of the whole game. The heaps between n0 + p and N are the checked range; the bound is computed with
// checked arithmetic, so it can only ask for more heaps, never fewer.
std::optional<MapProof> prove_map_period(const std::vector<Elem>& phi, const MoveRules& rules) {
  if (!rules.finite() || rules.unequal_splits || phi.size() < 2) return std::nullopt;
  const uint64_t last = phi.size() - 1, s = rules.max_heaps_left, k = rules.largest;
  for (uint64_t p = 1; p <= last; ++p) {
    uint64_t low = last + 1;  // the least m with phi(j) = phi(j - p) for all m <= j <= last
    while (low > p && phi[low - 1] == phi[low - 1 - p]) --low;
    if (low > last) continue;
    const uint64_t n0 = std::max<uint64_t>(1, low - p);
    const uint64_t needed = sys::sat_add(sys::sat_mul(s, sys::sat_add(n0, p)), k);
    if (last + 1 >= needed) return MapProof{low - p, p, last, needed};
  }
  return std::nullopt;
}

}  // namespace sgp::mq
