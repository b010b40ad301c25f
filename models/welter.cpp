/// @brief The Welter function and the Welter move (C. P. Welter 1954; T. Abuku, "Transfinite version of
/// Welter's game", Theorem 1.17: Grundy value = Welter function).
///
/// W(a) = a_1 ^ ... ^ a_n ^ XOR_{i<j} (2^{t+1} - 1), t = v2(a_i ^ a_j). Bit b of the pair term is set
/// iff t >= b, i.e. a_i and a_j agree on their low b bits; so bit b of W is bit b of the xor plus the
/// parity of the number of pairs agreeing mod 2^b, which is the xor over classes of C(cnt, 2) mod 2.
/// Sorting the bit-reversed squares puts each class mod 2^b in one contiguous block.
/// Move: fix all coins but one and write F(x) = x ^ XOR_j (2^{v2(x ^ a_j)+1} - 1). Bit b of F(x) is
/// x_b ^ (#{j : a_j = x mod 2^b} mod 2), so F(x) = K has exactly one solution, found from the low bit
/// up; it is never one of the a_j (that would force every higher bit to 1). With K = W(others) the
/// total becomes 0; the coin can go there when the solution is below it.
#include "models/welter.hpp"

#include <algorithm>
#include <string>

namespace sgp::models {

namespace {
uint64_t rev64(uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
  x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
  x = ((x >> 8) & 0x00FF00FF00FF00FFULL) | ((x & 0x00FF00FF00FF00FFULL) << 8);
  x = ((x >> 16) & 0x0000FFFF0000FFFFULL) | ((x & 0x0000FFFF0000FFFFULL) << 16);
  return (x >> 32) | (x << 32);
}

void check(const std::vector<uint64_t>& a) {
  for (uint64_t x : a)
    if (x > kWelterMaxSquare) throw InputError("welter: square " + std::to_string(x) + " is too large");
}

/// Sorted bit reversals; throws on a repeated square.
std::vector<uint64_t> reversed_sorted(const std::vector<uint64_t>& a) {
  std::vector<uint64_t> r;
  r.reserve(a.size());
  for (uint64_t x : a) r.push_back(rev64(x));
  std::sort(r.begin(), r.end());
  for (std::size_t i = 1; i < r.size(); ++i)
    if (r[i] == r[i - 1]) throw InputError("welter: two coins on square " + std::to_string(rev64(r[i])));
  return r;
}

/// How many squares of the sorted reversal list agree with x on their low b bits.
std::size_t count_class(const std::vector<uint64_t>& r, uint64_t x, unsigned b) {
  if (b == 0) return r.size();
  uint64_t key = rev64(x) >> (64 - b) << (64 - b);
  uint64_t hi = key | (b == 64 ? 0 : (~uint64_t(0) >> b));
  return std::upper_bound(r.begin(), r.end(), hi) - std::lower_bound(r.begin(), r.end(), key);
}

uint64_t welter_sorted(const std::vector<uint64_t>& r) {
  uint64_t w = 0;
  for (uint64_t v : r) w ^= rev64(v);
  for (unsigned b = 0; b < 64; ++b) {
    unsigned parity = 0;
    for (std::size_t l = 0; l < r.size();) {
      uint64_t key = b == 0 ? 0 : r[l] >> (64 - b);
      std::size_t h = l + 1;
      while (h < r.size() && (b == 0 ? 0 : r[h] >> (64 - b)) == key) ++h;
      parity ^= ((h - l) >> 1) & 1;  // C(cnt, 2) is odd iff cnt mod 4 is 2 or 3
      l = h;
    }
    if (parity) w ^= uint64_t(1) << b;
    if (r.size() <= 1) break;
  }
  return w;
}
}  // namespace

uint64_t welter_function(const std::vector<uint64_t>& a) {
  check(a);
  return welter_sorted(reversed_sorted(a));
}

Answer solve_welter(const std::vector<uint64_t>& a) {
  check(a);
  auto r = reversed_sorted(a);
  uint64_t w = welter_sorted(r);
  Answer ans;
  ans.first_wins = w != 0;
  ans.sg = std::to_string(w);
  if (!ans.first_wins) return ans;
  for (uint64_t c : a) {
    // Others' classes: counts over all coins minus the moving coin when it agrees with x mod 2^b.
    auto f_bit_parity = [&](uint64_t x, unsigned b) {
      std::size_t cnt = count_class(r, x, b);
      bool self = b == 0 || ((c ^ x) & ((uint64_t(1) << b) - 1)) == 0;
      return unsigned((cnt - (self ? 1 : 0)) & 1);
    };
    // K = W(others) = W ^ F(c): bit b of F(c) is c_b ^ parity of others agreeing with c mod 2^b.
    uint64_t fc = 0;
    for (unsigned b = 0; b < 64; ++b)
      fc |= uint64_t(((c >> b) & 1) ^ f_bit_parity(c, b)) << b;
    uint64_t k = w ^ fc;
    uint64_t x = 0;
    for (unsigned b = 0; b < 64; ++b) x |= uint64_t(((k >> b) & 1) ^ f_bit_parity(x, b)) << b;
    if (x < c) {
      ans.move = "coin on square " + std::to_string(c) + " -> " + std::to_string(x);
      return ans;
    }
  }
  return ans;
}

}  // namespace sgp::models
