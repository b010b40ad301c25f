/// @brief The rare/common split of the sparse-space kernel: masks, their rare counts, and the choice of the best one.
#pragma once
#include <cstdint>
#include <vector>

namespace sgp {

/// A mask and the number of values in a histogram that are rare under it.
struct MaskChoice {
  uint32_t mask = 0;
  uint64_t rare = 0;  ///< sum of hist[v] over v with popcount(v & mask) even
};

/// The parity of popcount(x), inlined: without -mpopcnt (the engine is built for any x86-64)
/// __builtin_parity is a call into libgcc, and the sparse kernel asks it for every value it computes.
inline bool odd_bits(uint32_t x) {
  x ^= x >> 16;
  x ^= x >> 8;
  x ^= x >> 4;
  return (0x6996u >> (x & 0xFu)) & 1u;  // bit i of 0x6996: the parity of the four bits of i
}

/// True when v is rare under mask: popcount(v & mask) even (0 is always rare).
inline bool is_rare(uint32_t v, uint32_t mask) { return !odd_bits(v & mask); }

/// The non-zero mask below the histogram's size (rounded up to a power of two, at least 2) with the
/// fewest rare values; ties go to the smaller mask. hist[v] = number of positions with value v.
MaskChoice best_sparse_mask(const std::vector<uint64_t>& hist);

/// The number of rare values in hist under mask.
uint64_t rare_count(const std::vector<uint64_t>& hist, uint32_t mask);

/// True when position p with value v is atypical under (mask, t = position_parity):
/// parity(popcount(v & mask)) == t * (p & 1). With t = 0 this is is_rare(v, mask). The kernel passes
/// p + k for codes whose split digits k are odd (sparse.cpp says why).
inline bool is_atypical(uint64_t p, uint32_t v, uint32_t mask, bool position_parity) {
  return static_cast<uint64_t>(odd_bits(v & mask)) == (position_parity ? (p & 1) : 0);
}

/// The best masks of both variants, from the histograms of the even and the odd positions
/// (even[v] = #even p with G(p) = v, odd[v] likewise; the kernel splits by p + k instead). `plain` is
/// the t = 0 choice, exactly best_sparse_mask(even + odd); `parity` is the non-zero mask with the
/// fewest atypical positions under t = 1, #{even p: parity 0} + #{odd p: parity 1} (ties to the
/// smaller mask); in both, `rare` is that count.
struct SparseChoices {
  MaskChoice plain;
  MaskChoice parity;
};
SparseChoices best_sparse_masks(const std::vector<uint64_t>& even, const std::vector<uint64_t>& odd);

/// A mask with both class flips of the hexadecimal kernel: a position p is atypical when
/// parity(popcount(G(p) & mask)) == t * (p & 1) ^ u (hex.cpp).
struct AffineChoice {
  uint32_t mask = 0;
  bool t = false, u = false;
  uint64_t atypical = 0;
};
/// The variant (mask, t, u) with the fewest atypical positions among those with allowed[t][u]; ties to
/// the smaller mask, then t, then u. atypical = total + 1 (mask 1) when nothing is allowed.
AffineChoice best_affine_mask(const std::vector<uint64_t>& even, const std::vector<uint64_t>& odd,
                              const bool allowed[2][2]);

/// The number of atypical positions under (mask, t) of the positions counted by even and odd.
uint64_t atypical_count(const std::vector<uint64_t>& even, const std::vector<uint64_t>& odd, uint32_t mask,
                        bool position_parity);

}  // namespace sgp
