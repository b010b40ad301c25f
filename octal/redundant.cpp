/// @brief Redundant moves of finite codes: taking a whole heap, or leaving one heap, where another move already gives the value.
//
// Let a be a finite code and b the code a with one bit of one digit d_k (k >= 1) cleared. The two games
// differ only in the moves that bit allows, so G_a = G_b for every heap once each such move's value is
// also the value of some move of b from the same heap. By strong induction on n: if G_a(m) = G_b(m)
// for every m < n, the options of heap n in a are those in b plus the values of the moves of that bit,
// which b has already; the two sets of values are equal, hence so are their mexes. Two such bits:
//
// Rule 1, bit 1 of d_k (take a whole heap of exactly k tokens). Its only move is from heap k, to
// nothing, of value 0. Redundant when heap k has an option of value 0 in b: computed from G_b(0..k).
//
// Rule 2, bit 2 of d_k (remove k tokens and leave one heap). From heap n it gives G(n - k) whenever
// n - k >= 1. Redundant when some j < k has bit 4 in d_j (remove j and split the rest in two non-empty
// heaps, d_0 = 4 being j = 0) and G_b(k - j) = 0: from heap n, b may remove j and leave the heaps k - j
// and n - k (both non-empty exactly when n - k >= 1), of value G(k - j) ^ G(n - k) = G(n - k). The
// condition is on one small heap, and b's value there is a's (the induction above).
//
// Each cleared bit is checked against the code without it, so a chain of clearings keeps the values at
// every step. Which bits clear can depend on the order, so two codes of one game may still reduce to
// different codes: the rule never merges what it cannot prove, it only misses some merges. Examples
// (tests/octal/test_redundant.cpp): 0.405 is 0.404 (heap 3 of 0.404 splits 1 + 1 after removing 1, value
// 0), and 0.406 is 0.404 (G(2) = 0, so removing 1 and leaving 2 and n - 3 is worth G(n - 3)).
#include "octal/redundant.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace sgp {
namespace {

// The values of heap n's options under a finite code, from the values g of the smaller heaps.
std::vector<bool> option_values(const TakeAndBreak& c, const std::vector<uint32_t>& g, uint64_t n) {
  std::vector<bool> seen;
  auto add = [&](uint32_t v) {
    if (v >= seen.size()) seen.resize(v + 1, false);
    seen[v] = true;
  };
  for (uint64_t k = 0; k <= std::min<uint64_t>(n, c.last_digit()); ++k) {
    const unsigned d = c.digit(k);
    const uint64_t m = n - k;
    if ((d & 1) && m == 0) add(0);
    if ((d & 2) && m >= 1 && k >= 1) add(g[m]);
    if ((d & 4) && m >= 2)
      for (uint64_t x = 1; x <= m / 2; ++x) add(g[x] ^ g[m - x]);
    if ((d & 8) && m >= 3)
      for (uint64_t x = 1; 3 * x <= m; ++x)
        for (uint64_t y = x; x + 2 * y <= m; ++y) add(g[x] ^ g[y] ^ g[m - x - y]);
  }
  return seen;
}

// G(0..count-1) of a finite code by the definition (only small heaps are ever asked for).
std::vector<uint32_t> small_values(const TakeAndBreak& c, uint64_t count) {
  std::vector<uint32_t> g;
  for (uint64_t n = 0; n < count; ++n) {
    const std::vector<bool> seen = option_values(c, g, n);
    uint32_t mex = 0;
    while (mex < seen.size() && seen[mex]) ++mex;
    g.push_back(mex);
  }
  return g;
}

// Whether `bit` of d_k in `with` is redundant; `without` is the code with that bit cleared.
bool redundant(const TakeAndBreak& without, uint64_t k, unsigned bit) {
  const std::vector<uint32_t> g = small_values(without, k + 1);
  if (bit == 1) {  // rule 1: heap k already has an option of value 0
    const std::vector<bool> seen = option_values(without, g, k);
    return !seen.empty() && seen[0];
  }
  for (uint64_t j = 0; j < k; ++j)  // rule 2: remove j, leave k - j (of value 0) and n - k
    if ((without.digit(j) & 4) && g[k - j] == 0) return true;
  return false;
}

}  // namespace

TakeAndBreak without_redundant_moves(const TakeAndBreak& code) {
  if (!code.finite()) return code;
  TakeAndBreak cur = code;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint64_t k = cur.last_digit(); k >= 1 && !changed; --k)
      for (unsigned bit : {1u, 2u}) {
        if (!(cur.digit(k) & bit)) continue;
        TakeAndBreak without = cur;
        without.subtraction_form = false;
        without.digits[k] = static_cast<uint8_t>(without.digits[k] & ~bit);
        if (!redundant(without, k, bit)) continue;
        without.normalise();
        cur = without;
        changed = true;
        break;
      }
  }
  return cur;
}

}  // namespace sgp
