/// @brief Heap batches: the filter scan of many heaps in one pass over the sequence (two-byte values, AVX-512).
//
// Why. The filter scan of one heap (filter_mex, engine/dense/pair_filter.cpp) reads 4 bytes per pair,
// G(a) and G(m - a) from two copies of the sequence, and uses each byte once: near 2^17 a heap of 0.007
// reads 256 KiB, which lives in L2, and the narrow scan (a loop of five vector operations per 32 pairs)
// runs at the speed L2 delivers it, slower than from L1. The heaps next to each other read nearly the
// same bytes: heap n + 1's pair (a, m + 1 - a) reads G(a), as heap n's pair (a, m - a) does, and
// G(m + 1 - a), one element over. So a batch of heaps walks the pairs in chunks of kBatchChunk values
// of a, and each chunk, once in L1, serves every heap of the batch (the loop is then bound by its
// operations, for 8 or more heaps).
//
// What a batch may scan. Only G(0 .. n0 - 1) are known when scan() starts; the batch's heaps lie at or
// above n0 (in run_batches, the heaps of the batch after the one being finished). A heap's pair
// (a, m - a) (a <= m - a) reads G(m - a), below n0 exactly when a >= m - n0 + 1 =: lo; so scan() takes,
// for every heap, the pairs a >= lo of each split, and finish(i), once every value below the heap is
// known, the pairs a < lo (fewer than the distance of the heap from n0) and the marks G(m) with m >= n0.
//
// Why that is exact. The filter mex splits a heap's options into any two parts S1 and S2 (see
// pair_filter.cpp): S1 goes through the whole table of the window's values (the prefix), the values
// left after S1 (minus the marks) are the candidates, and they go in increasing order, a group at a
// time, through S2; in the first group with a value never found, its smallest such value is the mex.
// Here S1 is the pairs lo <= a <= mid (mid = last / 2^kBatchPrefixShift: with the chunks in L1, half
// the pairs rather than the single heap's quarter) and S2 the pairs above mid, the pairs below lo and
// the marks at n0 and above, which finish() takes last. A group that ends empty in scan() is followed
// by the next, which first goes over the S2 pairs scanned so far; a window that ends empty (the mex lies
// above it), or a group that ends empty in finish(), makes finish() compute the heap with filter_mex
// from scratch (every value it reads is known then). Every heap's value is the exact mex of its
// options, whatever the batch, its chunks or the thread that scanned it.
#include "engine/dense/pair_batch.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/config.hpp"
#include "engine/dense/filter_simd.hpp"
#include "engine/dense/pair_filter.hpp"

namespace sgp {

#ifdef SGP_FILTER

using namespace filter;
using L = FilterLayout<uint16_t>;

struct PairBatch::State {
  FilterTable left;   // the window's values not found yet (not yet given to a group)
  FilterTable group;  // the candidates of the current group not found yet
  alignas(64) uint16_t log[kPairFilterFlush + 64];
  uint32_t nlog = 0;
  enum Phase : uint8_t { kPrefix, kNarrow, kRedo } phase = kPrefix;
  uint64_t mid = 0;
  uint16_t cand[kPairNarrowCandidates];  // the current group
  std::size_t nc = 0;
  std::size_t before = 0;  // candidates of the earlier groups (all found)
  std::vector<uint64_t> lo;  // per split: the smallest a whose pair lies below n0
};

bool PairBatch::supported() { return filter_supported(); }

PairBatch::PairBatch() = default;
PairBatch::~PairBatch() = default;
PairBatch::PairBatch(PairBatch&&) noexcept = default;
PairBatch& PairBatch::operator=(PairBatch&&) noexcept = default;

void PairBatch::scan(const BatchHeap* heaps, std::size_t count, const uint16_t* g, const uint16_t* rp, uint64_t n0,
                     uint64_t bound) {
  heaps_ = heaps;
  n0_ = n0;
  if (states_.size() < count) states_.resize(count);
  const uint64_t top = std::min<uint64_t>(bound, L::kWindow);
  const std::size_t group = rank_.group();
  uint64_t amax = 0;
  for (std::size_t i = 0; i < count; ++i) {
    State& s = states_[i];
    const BatchHeap& h = heaps[i];
    L::fill(s.left, top);
    if (h.zero) L::clear(s.left, 0);
    for (uint64_t m : h.mark_at)
      if (m < n0 && g[m] < top) L::clear(s.left, g[m]);
    s.nlog = 0;
    s.mid = h.last >> kBatchPrefixShift;
    s.nc = s.before = 0;
    s.phase = State::kPrefix;  // an empty window shows at the end of the prefix
    s.lo.resize(h.splits.size());
    for (std::size_t j = 0; j < h.splits.size(); ++j) s.lo[j] = h.splits[j].m >= n0 ? h.splits[j].m - n0 + 1 : 1;
    amax = std::max(amax, h.last);
  }
  // The next group of candidates (smallest first) from s.left; false when none is left.
  auto next_group = [&](State& s) {
    s.before += s.nc;
    s.nc = take_group<L>(s.left, s.group, s.cand, group);
    return s.nc != 0;
  };
  // The narrow scan of heap i's pairs from..to that lie below n0; false once its group is empty.
  auto narrow = [&](std::size_t i, uint64_t from, uint64_t to) {
    State& s = states_[i];
    const BatchHeap& h = heaps[i];
    for (std::size_t j = 0; j < h.splits.size(); ++j) {
      const uint64_t lo = std::max(from, s.lo[j]), hi = std::min(to, h.splits[j].hi);
      if (lo <= hi && !filter_narrow16<false>(g, rp - h.splits[j].m, lo, hi, s.group.h, 0)) return false;
    }
    return true;
  };
  for (uint64_t a0 = 1; a0 <= amax; a0 += kBatchChunk) {
    const uint64_t a1 = a0 + kBatchChunk - 1;
    for (std::size_t i = 0; i < count; ++i) {
      State& s = states_[i];
      const BatchHeap& h = heaps[i];
      if (s.phase == State::kPrefix) {
        const uint64_t hi1 = std::min(a1, s.mid);
        bool left = true;
        for (std::size_t j = 0; j < h.splits.size() && left; ++j) {
          const uint64_t lo = std::max(a0, s.lo[j]), hi = std::min(hi1, h.splits[j].hi);
          if (lo <= hi) left = scan_logged16<false>(g, rp - h.splits[j].m, lo, hi, s.left.h, 0, s.log, s.nlog);
        }
        if (!left) {
          s.phase = State::kRedo;  // every value of the window is an option
        } else if (a1 > s.mid) {   // the prefix ends in this chunk
          s.phase = flush_log16(s.left.h, s.log, s.nlog) && next_group(s) ? State::kNarrow : State::kRedo;
        }
      }
      if (s.phase == State::kNarrow) {
        const uint64_t from = std::max(a0, s.mid + 1);
        if (from <= a1 && !narrow(i, from, a1)) {
          for (;;) {  // the group ended empty: the next one goes over the narrow pairs so far
            if (!next_group(s)) {
              s.phase = State::kRedo;
              break;
            }
            if (narrow(i, s.mid + 1, a1)) break;
          }
        }
      }
    }
  }
}

uint32_t PairBatch::finish(std::size_t i, const uint16_t* g, const uint16_t* rp, uint64_t bound) {
  State& s = states_[i];
  const BatchHeap& h = heaps_[i];
  if (s.phase == State::kNarrow) {
    bool left = true;
    for (std::size_t j = 0; j < h.splits.size() && left; ++j) {
      const uint64_t hi = std::min(s.lo[j] - 1, h.splits[j].hi);
      if (hi >= 1) left = filter_narrow16<false>(g, rp - h.splits[j].m, 1, hi, s.group.h, 0);
    }
    if (left) {
      for (uint64_t m : h.mark_at)
        if (m >= n0_ && g[m] < L::kWindow) L::clear(s.group, g[m]);
      for (std::size_t c = 0; c < s.nc; ++c)  // the group's values in increasing order
        if (s.group.h[s.cand[c] & 63] >> (s.cand[c] >> 6) & 1) {
          rank_.update(s.before + c);
          return s.cand[c];
        }
    }
  }
  // From scratch, every value known now.
  marks_.clear();
  if (h.zero) marks_.push_back(0);
  for (uint64_t m : h.mark_at) marks_.push_back(g[m]);
  std::size_t rank = 0;
  return filter_mex<uint16_t>(g, rp, h.splits.data(), h.splits.size(), h.last, bound, marks_, 1, rank_.group(), rank, nullptr,
                              tabs_);
}

#else  // no AVX-512 filter in this build: supported() is false and nobody scans a batch

struct PairBatch::State {};

bool PairBatch::supported() { return false; }
PairBatch::PairBatch() = default;
PairBatch::~PairBatch() = default;
PairBatch::PairBatch(PairBatch&&) noexcept = default;
PairBatch& PairBatch::operator=(PairBatch&&) noexcept = default;
void PairBatch::scan(const BatchHeap*, std::size_t, const uint16_t*, const uint16_t*, uint64_t, uint64_t) {
  throw std::logic_error("PairBatch::scan called in a build without the AVX-512 filter scan");
}
uint32_t PairBatch::finish(std::size_t, const uint16_t*, const uint16_t*, uint64_t) {
  throw std::logic_error("PairBatch::finish called in a build without the AVX-512 filter scan");
}

#endif  // SGP_FILTER

}  // namespace sgp
