/// @file
/// @brief Misère Nim by hand: Bouton's rule, the sums of small heaps, and quaternary codes (no heap splits) as misère Nim with its quotient's order and P-portion.
#pragma once
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace sgtest {

/// C. L. Bouton, "Nim, a game with a complete mathematical theory", Ann. of Math. 3 (1901-02): in misère
/// Nim the player to move loses exactly when some heap is above 1 and the nim-sum is 0, or every heap is at
/// most 1 and the number of heaps of 1 is odd. `values`: the nim heaps (or nim-values) of the sum.
template <class T>
bool bouton_misere_p(const std::vector<T>& values) {
  T x = 0;
  unsigned ones = 0;
  bool big = false;
  for (T v : values) {
    x ^= v;
    big = big || v > 1;
    ones += v == 1 ? 1 : 0;
  }
  return big ? x == 0 : ones % 2 == 1;
}

/// Calls f on every sum of at most `most` heaps of sizes 1..top (the empty sum first), each listed once,
/// its heaps in increasing order.
inline void each_sum(uint32_t top, uint32_t most, const std::function<void(const std::vector<uint64_t>&)>& f) {
  std::vector<uint64_t> heaps;
  std::function<void(uint32_t)> walk = [&](uint32_t from) {
    f(heaps);
    if (heaps.size() == most) return;
    for (uint32_t h = from; h <= top; ++h) {
      heaps.push_back(h);
      walk(h);
      heaps.pop_back();
    }
  };
  walk(1);
}

/// The normal-play value of each heap 0..top of a quaternary code given by its digits after the point, by mex.
inline std::vector<unsigned> quaternary_nim_values(const std::string& digits, uint32_t top) {
  std::vector<unsigned> g(top + 1, 0);
  for (uint32_t h = 1; h <= top; ++h) {
    std::vector<bool> seen(8, false);
    for (uint32_t r = 1; r <= digits.size() && r <= h; ++r) {
      const unsigned d = unsigned(digits[r - 1] - '0');
      if ((d & 1) && h == r) seen[0] = true;
      if ((d & 2) && h > r) seen[g[h - r]] = true;
    }
    while (seen[g[h]]) ++g[h];
  }
  return g;
}

/// Order and P-portion of the misère quotient of heaps whose classes are the misère nim-heaps of the values
/// v[1..] (the derivation is beside the test of Plambeck's quaternary table, test_published_theorems.cpp):
/// the classes (0, false), (1, false) when some value is 1, and (x, true) for x in the xor-span of the values
/// when some value is at least 2; P = {(1, false), (0, true)} of those.
struct NimQuotient {
  std::size_t order = 1, p_portion = 0;
};
inline NimQuotient misere_nim_quotient(const std::vector<unsigned>& v) {
  std::set<unsigned> span{0};
  bool one = false, big = false;
  for (std::size_t h = 1; h < v.size(); ++h) {
    std::set<unsigned> next = span;
    for (unsigned x : span) next.insert(x ^ v[h]);
    span = next;
    one = one || v[h] == 1;
    big = big || v[h] >= 2;
  }
  return {1 + (one ? 1u : 0u) + (big ? span.size() : 0u), (one ? 1u : 0u) + (big ? 1u : 0u)};
}

/// Plambeck's "Quaternary games" (plambeck.org/oldhtml/mathematics/games/misere/quaternary/): .31 and the
/// seven Woolly Mammoths are the quaternary codes of up to 3 digits whose heaps are not all misère nim-heaps.
inline bool plambeck_wild_quaternary(std::string digits) {
  while (!digits.empty() && digits.back() == '0') digits.pop_back();
  for (const char* w : {"31", "121", "123", "131", "201", "211", "312", "331"})
    if (digits == w) return true;
  return false;
}

}  // namespace sgtest
