/// @brief Choosing the sparse-space mask: one Walsh-Hadamard transform of the value histogram rates every mask.
//
// For a mask s, let E(s) and O(s) count the positions whose value v has popcount(v & s) even (rare)
// and odd (common). The Walsh-Hadamard transform H(s) = sum_v hist[v] * (-1)^popcount(v & s) is
// exactly E(s) - O(s), and E(s) + O(s) = total, so E(s) = (total + H(s)) / 2 for all 2^b masks at
// once in O(b 2^b) instead of O(4^b). Masks with bits above every value behave like the mask without
// them, so searching the masks below the histogram's size loses nothing.
// The position-parity variant (t = 1, see sparse.cpp) counts the even positions with popcount even
// and the odd positions with popcount odd: with He and Ho the transforms of the histograms of the
// even and of the odd positions (Ne, No positions), that is (Ne + He(s)) / 2 + (No - Ho(s)) / 2 =
// (total + He(s) - Ho(s)) / 2, while t = 0 counts (total + He(s) + Ho(s)) / 2 as above (the
// transform is linear). Two transforms rate both variants of every mask. (The kernel splits the
// positions by the parity of p + q instead, q the parity of the split digits: sparse.cpp says why.)
#include <algorithm>
#include <stdexcept>

#include "engine/sparse/mask.hpp"

namespace sgp {
namespace {

// The transform of hist, zero-padded to `size` (a power of two); adds the histogram's total to *total.
std::vector<int64_t> walsh_hadamard(const std::vector<uint64_t>& hist, std::size_t size, uint64_t* total) {
  std::vector<int64_t> h(size, 0);
  for (std::size_t v = 0; v < hist.size(); ++v) {
    h[v] = static_cast<int64_t>(hist[v]);
    *total += hist[v];
  }
  for (std::size_t len = 1; len < size; len <<= 1)
    for (std::size_t i = 0; i < size; i += 2 * len)
      for (std::size_t j = i; j < i + len; ++j) {
        int64_t a = h[j], b = h[j + len];
        h[j] = a + b;
        h[j + len] = a - b;
      }
  return h;
}

// The power of two (at least 2) the histograms are padded to.
std::size_t transform_size(std::size_t n) {
  std::size_t size = 2;
  while (size < n) size <<= 1;
  if (size > (std::size_t(1) << 28)) throw std::invalid_argument("best_sparse_mask: histogram too large");
  return size;
}

}  // namespace

MaskChoice best_sparse_mask(const std::vector<uint64_t>& hist) {
  uint64_t total = 0;
  const std::vector<int64_t> h = walsh_hadamard(hist, transform_size(hist.size()), &total);
  MaskChoice best{1, total + 1};
  for (std::size_t s = 1; s < h.size(); ++s) {
    uint64_t rare = static_cast<uint64_t>((static_cast<int64_t>(total) + h[s]) / 2);
    if (rare < best.rare) best = {static_cast<uint32_t>(s), rare};
  }
  return best;
}

SparseChoices best_sparse_masks(const std::vector<uint64_t>& even, const std::vector<uint64_t>& odd) {
  const std::size_t size = transform_size(std::max(even.size(), odd.size()));
  uint64_t total = 0;
  const std::vector<int64_t> he = walsh_hadamard(even, size, &total), ho = walsh_hadamard(odd, size, &total);
  SparseChoices best{{1, total + 1}, {1, total + 1}};
  for (std::size_t s = 1; s < size; ++s) {
    const uint64_t rare = static_cast<uint64_t>((static_cast<int64_t>(total) + he[s] + ho[s]) / 2);
    const uint64_t atypical = static_cast<uint64_t>((static_cast<int64_t>(total) + he[s] - ho[s]) / 2);
    if (rare < best.plain.rare) best.plain = {static_cast<uint32_t>(s), rare};
    if (atypical < best.parity.rare) best.parity = {static_cast<uint32_t>(s), atypical};
  }
  return best;
}

AffineChoice best_affine_mask(const std::vector<uint64_t>& even, const std::vector<uint64_t>& odd,
                              const bool allowed[2][2]) {
  // With u = 1 every class flips: the count is total minus the u = 0 count of the same (mask, t).
  const std::size_t size = transform_size(std::max(even.size(), odd.size()));
  uint64_t total = 0;
  const std::vector<int64_t> he = walsh_hadamard(even, size, &total), ho = walsh_hadamard(odd, size, &total);
  AffineChoice best{1, false, false, total + 1};
  for (std::size_t s = 1; s < size; ++s)
    for (int t = 0; t < 2; ++t) {
      const uint64_t plain = static_cast<uint64_t>((static_cast<int64_t>(total) + he[s] + (t ? -ho[s] : ho[s])) / 2);
      for (int u = 0; u < 2; ++u) {
        const uint64_t count = u ? total - plain : plain;
        if (allowed[t][u] && count < best.atypical) best = {static_cast<uint32_t>(s), t == 1, u == 1, count};
      }
    }
  return best;
}

uint64_t rare_count(const std::vector<uint64_t>& hist, uint32_t mask) {
  uint64_t rare = 0;
  for (std::size_t v = 0; v < hist.size(); ++v)
    if (is_rare(static_cast<uint32_t>(v), mask)) rare += hist[v];
  return rare;
}

uint64_t atypical_count(const std::vector<uint64_t>& even, const std::vector<uint64_t>& odd, uint32_t mask,
                        bool position_parity) {
  uint64_t count = 0;
  for (std::size_t v = 0; v < even.size(); ++v)
    if (is_atypical(0, static_cast<uint32_t>(v), mask, position_parity)) count += even[v];
  for (std::size_t v = 0; v < odd.size(); ++v)
    if (is_atypical(1, static_cast<uint32_t>(v), mask, position_parity)) count += odd[v];
  return count;
}

}  // namespace sgp
