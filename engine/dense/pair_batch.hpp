/// @brief Heap batches: the filter scan of many heaps in one pass over the sequence (two-byte values, AVX-512).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/dense/pair_mex.hpp"

namespace sgp {

/// One heap's options, as the naive kernel derives them from a code: the value 0 when `zero`, G(m) for
/// every m in `mark_at`, and G(a) ^ G(m - a) for the pairs of every split.
struct BatchHeap {
  bool zero = false;
  std::vector<uint64_t> mark_at;
  std::vector<SplitRange> splits;
  uint64_t last = 0;  // the largest a of any split
};

/// Heaps of a two-heap game at or above n0, scanned together (engine/dense/pair_batch.cpp): scan() takes every
/// pair whose parts lie below n0 (the values known when it starts) for all of them, chunk by chunk, so
/// that each chunk of the sequence is read from memory once for the whole batch; finish(i) then adds
/// what needed the values from n0 on (those pairs and the marks G(m) with m >= n0) and returns heap i's
/// exact value.
class PairBatch {
 public:
  PairBatch();
  ~PairBatch();
  PairBatch(PairBatch&&) noexcept;
  PairBatch& operator=(PairBatch&&) noexcept;
  /// This machine and build run batches (the filter scan's instructions).
  static bool supported();
  /// Scans heaps[0 .. count) (heaps n >= n0, their options as BatchHeap lists them); g[j] = G(j) and
  /// rp[-j] = G(j) for j < n0 (nothing at or above n0 is read); bound: a power of two above every value
  /// below n0. `heaps` must stay valid until the last finish().
  void scan(const BatchHeap* heaps, std::size_t count, const uint16_t* g, const uint16_t* rp, uint64_t n0,
            uint64_t bound);
  /// heaps[i]'s value, once g and rp hold G(0 .. n - 1) for its heap n; bound: a power of two above all of
  /// them. Exact whatever happened in scan().
  uint32_t finish(std::size_t i, const uint16_t* g, const uint16_t* rp, uint64_t bound);

 private:
  struct State;
  std::vector<State> states_;
  const BatchHeap* heaps_ = nullptr;
  uint64_t n0_ = 0;
  NarrowRank rank_;  // group size of the narrow scans (as PairMex)
  std::vector<uint32_t> marks_;
  std::vector<uint16_t> tabs_;
};

}  // namespace sgp
