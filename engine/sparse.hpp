/// @brief Sparse-space kernel options (forced masks for tests), the mask choice shared with statistics, and the dense pair mex.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/config.hpp"
#include "engine/kernel.hpp"

namespace sgp {

/// How the sparse kernel picks its mask. The values never depend on these; only the speed does.
struct SparseOptions {
  bool force_mask = false;          ///< use `mask` from n = 0 on and never change it (tests)
  uint32_t mask = 0;                ///< the forced mask; 0 means "every value rare" (a plain mex)
  /// With force_mask: the position-parity variant t = 1 (a position p is atypical when
  /// parity(popcount(G(p) & mask)) == (p + k) & 1, k any split digit; see sparse.cpp). Only for games
  /// whose split digits all have one parity: make_sparse_kernel returns nullptr for the others.
  bool position_parity = false;
  /// With force_mask, hexadecimal codes only: the classes flipped, u = 1 (engine/sparse_hex.cpp).
  bool flip = false;
  uint64_t warmup = kSparseWarmup;  ///< values computed with the plain mex before the first choice
  uint64_t check_min = kSparseCheckMin;  ///< smallest gap between two mask re-checks
};

/// The sparse kernel with explicit options; nullptr for games it does not handle (see sparse.cpp).
/// Finite hexadecimal codes get the three-heap kernel of sparse_hex.cpp (nullptr for a forced variant
/// that is not exact for the code); make_sparse_kernel(game) leaves them out (it also says which games
/// get the sparse games' default limits), make_kernel takes it for Method::Sparse and, where
/// sparse_hex_may_pay, for Method::Auto.
std::unique_ptr<Kernel> make_sparse_kernel(const Game& game, const SparseOptions& options);
/// The hexadecimal part of make_sparse_kernel (sparse_hex.cpp): nullptr for other codes.
std::unique_ptr<Kernel> make_sparse_hex_kernel(const TakeAndBreak& code, const SparseOptions& options);
/// Whether a finite hexadecimal code has a class variant the hexadecimal kernel may choose (t = 1 with
/// odd three-heap digits, sparse_hex.cpp): Method::Auto takes that kernel for these codes only.
bool sparse_hex_may_pay(const TakeAndBreak& code);
/// The sparse kernel with one fixed mask (and position-parity bit) from n = 0 on (exact for any mask:
/// used by the tests); nullptr also for position_parity on a game whose split digits mix parities.
std::unique_ptr<Kernel> make_sparse_kernel_with_mask(const Game& game, uint32_t mask, bool position_parity = false);

/// A mask and the number of values in a histogram that are rare under it.
struct MaskChoice {
  uint32_t mask = 0;
  uint64_t rare = 0;  ///< sum of hist[v] over v with popcount(v & mask) even
};

/// True when v is rare under mask: popcount(v & mask) even (0 is always rare).
inline bool is_rare(uint32_t v, uint32_t mask) { return !__builtin_parity(v & mask); }

/// The non-zero mask below the histogram's size (rounded up to a power of two, at least 2) with the
/// fewest rare values; ties go to the smaller mask. hist[v] = number of positions with value v.
MaskChoice best_sparse_mask(const std::vector<uint64_t>& hist);

/// The number of rare values in hist under mask.
uint64_t rare_count(const std::vector<uint64_t>& hist, uint32_t mask);

/// True when position p with value v is atypical under (mask, t = position_parity):
/// parity(popcount(v & mask)) == t * (p & 1). With t = 0 this is is_rare(v, mask). The kernel passes
/// p + k for codes whose split digits k are odd (sparse.cpp says why).
inline bool is_atypical(uint64_t p, uint32_t v, uint32_t mask, bool position_parity) {
  return static_cast<uint64_t>(__builtin_parity(v & mask)) == (position_parity ? (p & 1) : 0);
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
/// parity(popcount(G(p) & mask)) == t * (p & 1) ^ u (sparse_hex.cpp).
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


/// One way to split a heap into two: the pairs (a, m - a) for 1 <= a <= hi.
struct SplitRange {
  uint64_t m = 0;
  uint64_t hi = 0;
};

/// Candidates per narrow scan of the filter mex (pair_filter.cpp, pair_batch.cpp): about twice the mex's
/// recent rank among them (a moving average in sixteenths), so that games whose mex is nearly always the
/// first candidate (Grundy's game) scan few and hit few, and 0.007 (rank 14 after a quarter of the
/// pairs) scans 32.
struct NarrowRank {
  int64_t rank16 = 14 * 16;
  std::size_t group() const { return std::min<std::size_t>(kPairNarrowCandidates, 4 + static_cast<std::size_t>(rank16 >> 3)); }
  void update(std::size_t rank) { rank16 += (static_cast<int64_t>(std::min<std::size_t>(rank, 64) * 16) - rank16) / 8; }
};

/// Stamps G(a) ^ G(m - a) for lo <= a <= hi into seen (G(a) = g[a], G(m - a) = r[a], r = the reversed
/// copy - m): the pair loop of PairMex's marking and of the window scan's prefix (naive.cpp; compiled for
/// AVX2 and the base x86-64, picked at load time).
void mark_pairs_v(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp);
void mark_pairs_v(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp);
void mark_pairs_v(const uint32_t* g, const uint32_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp);

/// The sequence as three byte planes, forward and reversed, for the AVX2 window scan of PairMex
/// (pair_window.cpp): p1(x) = (x & 7) | ((x >> 7) & 15) << 3, p2(x) = (x >> 3) & 15, p3(x) = x >> 11.
struct PairPlanes {
  std::vector<uint8_t> f1, f2, f3;  // f1[j] = p1(G(j))
  std::vector<uint8_t> r1, r2, r3;  // r1[cap - 1 - j] = p1(G(j))
  uint64_t len = 0, cap = 0;    // G(0..len-1) are in the planes
  template <class T>
  void extend(const T* g, uint64_t n);
};

/// The exact mex of one heap's options in a two-heap game, as fast as the plain pair loop gets; shared
/// by the naive kernel and by the sparse kernel when no mask makes the game sparse (naive.cpp).
/// Per heap: begin(W), mark() every option that is not a split, then finish() with the splits. The
/// result never depends on the number of threads.
class PairMex {
 public:
  /// W: a power of two above every value so far (so above every option).
  void begin(uint64_t bound);
  void mark(uint32_t v) {
    seen_[v] = stamp_;
    marks_.push_back(v);
  }
  /// g = G(0..n-1). The mex of the marked values and every G(a) ^ G(m - a) of the splits.
  template <class T>
  uint32_t finish(const T* g, uint64_t n, const SplitRange* splits, std::size_t count);
  /// Forgets the reversed copy of the sequence: call whenever the values may have changed.
  void reset() {
    rev_len_ = 0;
    rev_cap_ = 0;
    rev_width_ = 0;
    planes_.len = 0;
  }

 private:
  template <class T>
  const T* reversed(const T* g, uint64_t n);  // r with r[-j] = G(j) for j < n
  template <class T>
  void mark_all(const T* g, const T* rp, uint64_t lo, uint64_t hi, const SplitRange* s, std::size_t ns);

  // The window scan (pair_window.cpp): on AVX2 without AVX-512, for values below kWindowMaxBound.
  static bool window_supported(uint64_t bound);
  template <class T>
  uint32_t window_finish(const T* g, const T* rp, uint64_t n, const SplitRange* s, std::size_t ns, uint64_t last);

  PairPlanes planes_;
  std::vector<uint64_t> unknown_;  // the window scan's values not known to be options, as bits
  std::vector<uint32_t> seen_;  // seen_[v] == stamp_: v is an option of this heap; size >= max(W + 1, 64)
  uint32_t stamp_ = 0;           // one per heap: no clearing per heap
  uint64_t bound_ = 0;
  std::vector<uint64_t> rev_;  // the reversed copy, stored as words so that any width is aligned
  uint64_t rev_len_ = 0, rev_cap_ = 0;
  unsigned rev_width_ = 0;
  std::vector<uint32_t> cand_;
  std::vector<uint32_t> marks_;               // the values passed to mark() since begin()
  std::vector<uint16_t> tabs_;                // per-task filter tables of the parallel filter scan (filter_mex)
  std::vector<std::vector<uint32_t>> local_;  // per-task marks of the parallel marking (same stamps)
  uint64_t skip_ = 0, backoff_ = 1;           // heaps left that skip the candidate search; next skip
  NarrowRank narrow_rank_;                    // group size of the filter's narrow scans
};

}  // namespace sgp
