/// @brief PairMex: the exact mex of a heap's options in a two-heap game (the pair loop), with the pieces its scans share.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/config.hpp"

namespace sgp {

/// Threads the loops may use: oneTBB's limit (global_control) and the arena's concurrency.
unsigned allowed_threads();

/// Set by the heap waves (run_waves, engine/dense/naive.cpp) while a thread computes a heap and every thread oneTBB allows has a
/// heap of its own: PairMex then keeps its loops on this thread.
extern thread_local bool t_in_wave;
/// The cache line (a wave slot) holding the value this thread will wait for after its heap: the scan
/// fetches it in the background once its first part is done, when the other thread has likely written it.
extern thread_local const void* t_wave_next;

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
  int64_t rank16 = kNarrowRankStart * 16;
  std::size_t group() const { return std::min<std::size_t>(kPairNarrowCandidates, 4 + static_cast<std::size_t>(rank16 >> 3)); }
  void update(std::size_t rank) { rank16 += (static_cast<int64_t>(std::min<std::size_t>(rank, 64) * 16) - rank16) / 8; }
};

/// Stamps G(a) ^ G(m - a) for lo <= a <= hi into seen (G(a) = g[a], G(m - a) = r[a], r = the reversed
/// copy - m): the pair loop of PairMex's marking and of the window scan's prefix (compiled for AVX2
/// and the base x86-64, chosen by have_avx2()).
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
/// by the naive kernel and by the sparse kernel when no mask makes the game sparse (pair_mex.cpp).
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
