/// @brief mex, xor and the Nim move on SG values (the highest-bit argument of Bouton's theorem).
#include "models/common.hpp"

#include <algorithm>

namespace sgp::models {

uint64_t mex(std::vector<uint64_t> values) {
  std::sort(values.begin(), values.end());
  uint64_t m = 0;
  for (uint64_t v : values) {
    if (v == m) ++m;
    else if (v > m) break;
  }
  return m;
}

std::string decimal(uint128 v) {
  std::string s;
  do {
    s += static_cast<char>('0' + static_cast<int>(v % 10));
    v /= 10;
  } while (v != 0);
  return std::string(s.rbegin(), s.rend());
}

uint64_t xor_all(const std::vector<uint64_t>& values) {
  uint64_t x = 0;
  for (uint64_t v : values) x ^= v;
  return x;
}

// Bouton: if X != 0, a value whose bit at X's highest bit is set drops to g ^ X < g.
std::optional<NimMove> nim_move(const std::vector<uint64_t>& g) {
  uint64_t x = xor_all(g);
  if (x == 0) return std::nullopt;
  for (std::size_t i = 0; i < g.size(); ++i)
    if ((g[i] ^ x) < g[i]) return NimMove{i, g[i], g[i] ^ x};
  return std::nullopt;  // unreachable: some g[i] holds the top bit of x
}

}  // namespace sgp::models
