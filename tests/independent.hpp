/// @brief Independent nim-values by plain loops over the options the digits describe, and the code families the soundness sweeps run.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "sgperiod/game.hpp"

namespace sgtest {

// Distinct xor values of the options, kept as sorted lists: P[m] = { G(a) ^ G(m - a) : 1 <= a < m },
// T[m] = { G(c) ^ x : x in P[m - c], 1 <= c <= m - 2 } (three non-empty heaps summing to m).
class Independent {
 public:
  explicit Independent(const sgp::Game& g) : g_(g) {
    pairs_ = g.kind == sgp::GameKind::Grundy;
    std::vector<uint8_t> all = g.code.digits;
    all.insert(all.end(), g.code.tail.begin(), g.code.tail.end());
    for (unsigned d : all) {
      pairs_ = pairs_ || (d & 12);
      triples_ = triples_ || (d & 8);
    }
  }

  const std::vector<uint32_t>& values(uint64_t count) {
    while (G_.size() < count) step();
    return G_;
  }

 private:
  void mark(uint32_t x) {
    if (x >= stamp_.size()) stamp_.resize(2 * x + 64, 0);
    stamp_[x] = tick_;
  }
  std::vector<uint32_t> collect() {  // the values marked with tick_, sorted
    std::vector<uint32_t> out;
    for (uint32_t x = 0; x < stamp_.size(); ++x)
      if (stamp_[x] == tick_) out.push_back(x);
    return out;
  }
  void step() {
    const uint64_t n = G_.size();
    // The pair and triple sets of m = n need only G(1..n-1): build them first.
    // (Only for games that split: the sets are the slow part.)
    ++tick_;
    if (pairs_)
      for (uint64_t a = 1; a < n; ++a) mark(G_[a] ^ G_[n - a]);
    P_.push_back(collect());
    ++tick_;
    if (triples_)
      for (uint64_t c = 1; c + 2 <= n; ++c)
        for (uint32_t x : P_[n - c]) mark(G_[c] ^ x);
    T_.push_back(collect());
    ++tick_;
    if (g_.kind == sgp::GameKind::Grundy) {
      for (uint64_t a = 1; 2 * a < n; ++a) mark(G_[a] ^ G_[n - a]);
    } else {
      for (uint64_t k = 0; k <= n; ++k) {
        const unsigned d = g_.code.digit(k);
        const uint64_t m = n - k;
        if ((d & 1) && k > 0 && m == 0) mark(0);
        if ((d & 2) && k > 0 && m >= 1) mark(G_[m]);
        if (d & 4)
          for (uint32_t x : P_[m]) mark(x);
        if (d & 8)
          for (uint32_t x : T_[m]) mark(x);
      }
    }
    uint32_t mex = 0;
    while (mex < stamp_.size() && stamp_[mex] == tick_) ++mex;
    G_.push_back(mex);
  }

  sgp::Game g_;
  bool pairs_ = false, triples_ = false;
  std::vector<uint32_t> G_;
  std::vector<std::vector<uint32_t>> P_, T_;
  std::vector<uint64_t> stamp_;
  uint64_t tick_ = 0;
};

inline std::string code(unsigned d0, const std::vector<unsigned>& digits) {
  static const char* hex = "0123456789abcdef";
  std::string s = std::string(1, hex[d0]) + ".";
  for (unsigned d : digits) s += hex[d];
  return s;
}

// Every code d0.d1..dD with D digits in base `base` (8 or 16), d0 in {0, 4}, last digit non-zero; in base 16
// only the codes with a hexadecimal digit (8 to f), the others being base 8's.
inline std::vector<std::string> all_codes(unsigned D, unsigned base) {
  std::vector<std::string> out;
  unsigned total = 1;
  for (unsigned i = 0; i < D; ++i) total *= base;
  for (unsigned d0 : {0u, 4u})
    for (unsigned x = 0; x < total; ++x) {
      std::vector<unsigned> digits(D);
      unsigned y = x;
      for (unsigned i = D; i-- > 0; y /= base) digits[i] = y % base;
      if (digits.back() != 0 && (base == 8 || *std::max_element(digits.begin(), digits.end()) >= 8))
        out.push_back(code(d0, digits));
    }
  return out;
}

}  // namespace sgtest
