/// @brief Choosing the sparse-space mask: one Walsh-Hadamard transform of the value histogram rates every mask.
//
// For a mask s, let E(s) and O(s) count the positions whose value v has popcount(v & s) even (rare)
// and odd (common). The Walsh-Hadamard transform H(s) = sum_v hist[v] * (-1)^popcount(v & s) is
// exactly E(s) - O(s), and E(s) + O(s) = total, so E(s) = (total + H(s)) / 2 for all 2^b masks at
// once in O(b 2^b) instead of O(4^b). Masks with bits above every value behave like the mask without
// them, so searching the masks below the histogram's size loses nothing.
#include <stdexcept>

#include "engine/sparse.hpp"

namespace sgp {

MaskChoice best_sparse_mask(const std::vector<uint64_t>& hist) {
  std::size_t size = 2;
  while (size < hist.size()) size <<= 1;
  if (size > (std::size_t(1) << 28)) throw std::invalid_argument("best_sparse_mask: histogram too large");
  std::vector<int64_t> h(size, 0);
  uint64_t total = 0;
  for (std::size_t v = 0; v < hist.size(); ++v) {
    h[v] = static_cast<int64_t>(hist[v]);
    total += hist[v];
  }
  for (std::size_t len = 1; len < size; len <<= 1)
    for (std::size_t i = 0; i < size; i += 2 * len)
      for (std::size_t j = i; j < i + len; ++j) {
        int64_t a = h[j], b = h[j + len];
        h[j] = a + b;
        h[j + len] = a - b;
      }
  MaskChoice best{1, total + 1};
  for (std::size_t s = 1; s < size; ++s) {
    uint64_t rare = static_cast<uint64_t>((static_cast<int64_t>(total) + h[s]) / 2);
    if (rare < best.rare) best = {static_cast<uint32_t>(s), rare};
  }
  return best;
}

uint64_t rare_count(const std::vector<uint64_t>& hist, uint32_t mask) {
  uint64_t rare = 0;
  for (std::size_t v = 0; v < hist.size(); ++v)
    if (is_rare(static_cast<uint32_t>(v), mask)) rare += hist[v];
  return rare;
}

}  // namespace sgp
