/// @brief PairMex: the exact mex of one heap's options in a two-heap game, and the plain pair loops it is built on.
//
// Two-heap games (every octal code, Grundy's game) go through PairMex instead of the bitset mex of the
// naive kernel (engine/dense/naive.cpp), which decides the same mex with far less work per pair. Every
// option lies below W, so the mex is the smallest value below W that is no option, or W. G(m - a) for
// increasing a is read from a reversed copy of the sequence, so both operands of the xor are contiguous
// and ascending.
//
// With AVX-512 (BW, VBMI, VBMI2, checked at run time) and one- or two-byte values, heaps of at least
// kPairFilterMin pairs take the filter scan instead (filter_mex, engine/dense/pair_filter.cpp): the
// values not yet seen as a bit table in registers, with a look-up per pair and no store per pair.
//
// With AVX2 but not AVX-512, heaps of at least kPairWindowMin pairs with one- or two-byte values take
// the window scan (PairMex::window_finish, engine/dense/pair_window.cpp): the first eighth of the pairs
// stamped, then the values still unknown two 128-value windows at a time as byte-shuffle tables, the
// lowest windows first. No store per pair after the prefix, and no candidate search to fail: on 0.007
// it halves the time of the marking below.
//
// Without either (and for four-byte values) the pairs are marked one by one only for a prefix
// (kPairMarkMin pairs, or 1/16 of them); most values show up there. The values still unmarked after
// it, in increasing order, are the candidates: the mex is one of them or above all of them. For the
// remaining pairs only those (at most kPairCandidates) are searched for, by comparing a block of pair
// xors with each, a loop the compiler vectorises (16 to 32 pairs per instruction, no stores). Then:
//   - a candidate never found is no option, and every value below it is one (marked, or a candidate
//     found), so the smallest candidate not found is the mex;
//   - all found and the candidates were every unmarked value below W: the mex is W;
//   - all found otherwise: the remaining pairs are marked one by one and the mex read off. Games
//     where this keeps happening (0.007: the values just below the mex occur only late among the
//     pairs) skip the search for a while (doubling back-off) and mark every pair.
// Marking runs as oneTBB tasks for large heaps too, each task with its own marks, or-ed afterwards.
// The search over the remaining pairs runs as oneTBB tasks for large heaps; which candidates occur
// somewhere does not depend on the split of the range, so the values are identical for any thread
// count.
//
//
// The plain loops (mark_pairs_v, scan_pairs_v) are compiled twice, for AVX2 and for the base x86-64,
// and chosen by have_avx2() (engine/cpu.hpp), so that SGP_SIMD reaches them as it reaches every other
// vector loop.
#include "engine/dense/pair_mex.hpp"
#include "engine/isa.hpp"

#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_reduce.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <cstring>
#include <type_traits>

#include "engine/config.hpp"
#include "sys/assert.hpp"
#include "engine/cpu.hpp"
#include "engine/dense/pair_filter.hpp"


namespace sgp {

namespace {
// Pairs (a, m - a) for lo <= a <= hi, with G(a) = g[a] and G(m - a) = r[a] (r = reversed copy - m).
template <class T>
inline __attribute__((always_inline)) void mark_impl(const T* g, const T* r, uint64_t lo, uint64_t hi, uint32_t* seen,
                                                      uint32_t stamp) {
  T buf[kPairBlock];
  for (uint64_t a = lo; a <= hi; a += kPairBlock) {
    const std::size_t len = static_cast<std::size_t>(std::min<uint64_t>(kPairBlock, hi + 1 - a));
    const T* x = g + a;
    const T* y = r + a;
    for (std::size_t i = 0; i < len; ++i) buf[i] = static_cast<T>(x[i] ^ y[i]);
    std::size_t i = 0;
    for (; i + 8 <= len; i += 8) {  // unrolled: the loop is bound by one store per pair
      seen[buf[i]] = stamp;
      seen[buf[i + 1]] = stamp;
      seen[buf[i + 2]] = stamp;
      seen[buf[i + 3]] = stamp;
      seen[buf[i + 4]] = stamp;
      seen[buf[i + 5]] = stamp;
      seen[buf[i + 6]] = stamp;
      seen[buf[i + 7]] = stamp;
    }
    for (; i < len; ++i) seen[buf[i]] = stamp;
  }
}

// The same loop compiled for AVX2 (the compiler vectorises the xors and compares 32 bytes wide).
template <class T>
SGP_TARGET_AVX2 void mark_avx2(const T* g, const T* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp) {
  mark_impl(g, r, lo, hi, seen, stamp);
}

}  // namespace

void mark_pairs_v(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp) {
  if (have_avx2()) return mark_avx2(g, r, lo, hi, seen, stamp);
  mark_impl(g, r, lo, hi, seen, stamp);
}
void mark_pairs_v(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp) {
  if (have_avx2()) return mark_avx2(g, r, lo, hi, seen, stamp);
  mark_impl(g, r, lo, hi, seen, stamp);
}
void mark_pairs_v(const uint32_t* g, const uint32_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp) {
  if (have_avx2()) return mark_avx2(g, r, lo, hi, seen, stamp);
  mark_impl(g, r, lo, hi, seen, stamp);
}

thread_local bool t_in_wave = false;
thread_local const void* t_wave_next = nullptr;

unsigned allowed_threads() {
  const std::size_t limit = tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism);
  const int arena = tbb::this_task_arena::max_concurrency();
  return static_cast<unsigned>(std::max<int64_t>(1, std::min<int64_t>(static_cast<int64_t>(limit), arena)));
}

namespace {

// The same pairs compared with the candidates not yet in `found` (bit t: cand[t] occurs); returns
// `found` with the candidates seen added. Stops early once all are found.
template <class T>
inline __attribute__((always_inline)) unsigned scan_impl(const T* g, const T* r, uint64_t lo, uint64_t hi,
                                                         const uint32_t* cand, unsigned nc, unsigned found) {
  const unsigned all = (1u << nc) - 1;
  T buf[kPairBlock];
  for (uint64_t a = lo; a <= hi && found != all; a += kPairBlock) {
    const std::size_t len = static_cast<std::size_t>(std::min<uint64_t>(kPairBlock, hi + 1 - a));
    const T* x = g + a;
    const T* y = r + a;
    for (std::size_t i = 0; i < len; ++i) buf[i] = static_cast<T>(x[i] ^ y[i]);
    for (unsigned t = 0; t < nc; ++t) {
      if (found >> t & 1) continue;
      const T c = static_cast<T>(cand[t]);
      T hit = 0;
      for (std::size_t i = 0; i < len; ++i) hit |= static_cast<T>(buf[i] == c);
      if (hit) found |= 1u << t;
    }
  }
  return found;
}

template <class T>
SGP_TARGET_AVX2 unsigned scan_avx2(const T* g, const T* r, uint64_t lo, uint64_t hi, const uint32_t* c, unsigned nc, unsigned f) {
  return scan_impl(g, r, lo, hi, c, nc, f);
}

unsigned scan_pairs_v(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, const uint32_t* c, unsigned nc, unsigned f) {
  if (have_avx2()) return scan_avx2(g, r, lo, hi, c, nc, f);
  return scan_impl(g, r, lo, hi, c, nc, f);
}
unsigned scan_pairs_v(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, const uint32_t* c, unsigned nc, unsigned f) {
  if (have_avx2()) return scan_avx2(g, r, lo, hi, c, nc, f);
  return scan_impl(g, r, lo, hi, c, nc, f);
}
unsigned scan_pairs_v(const uint32_t* g, const uint32_t* r, uint64_t lo, uint64_t hi, const uint32_t* c, unsigned nc, unsigned f) {
  if (have_avx2()) return scan_avx2(g, r, lo, hi, c, nc, f);
  return scan_impl(g, r, lo, hi, c, nc, f);
}

}  // namespace

void PairMex::begin(uint64_t bound) {
  bound_ = bound;
  marks_.clear();
  if (++stamp_ == 0) {  // wrapped: old stamps could collide with new ones
    std::fill(seen_.begin(), seen_.end(), 0);
    for (auto& l : local_) std::fill(l.begin(), l.end(), 0);
    stamp_ = 1;
  }
  // At least 64 stamps: the window scan reads whole words of 64 (unknown_bits in pair_window.cpp), and
  // the sparse kernel's plain mexes start at W = 1. The stamps past W are 0 or older, never the current
  // one, so the values W .. 63 count as unknown there and the smallest unknown value stays at most W.
  const uint64_t need = std::max<uint64_t>(bound + 1, 64);
  if (seen_.size() < need) seen_.resize(need, 0);
}

template <class T>
const T* PairMex::reversed(const T* g, uint64_t n) {
  if (rev_width_ != sizeof(T) || n > rev_cap_) {
    rev_cap_ = std::max<uint64_t>(2 * n, kPairRevMin);
    rev_.assign((rev_cap_ * sizeof(T) + 7) / 8, 0);
    rev_width_ = sizeof(T);
    rev_len_ = 0;
  }
  T* rp = reinterpret_cast<T*>(rev_.data()) + rev_cap_ - 1;
  for (uint64_t j = rev_len_; j < n; ++j) rp[-static_cast<int64_t>(j)] = g[j];
  rev_len_ = n;
  return rp;
}

// Marks every pair with lo <= a <= hi (and a <= the split's hi); oneTBB tasks for many pairs, each
// with its own marks, or-ed together afterwards: the union does not depend on the split of the range.
template <class T>
void PairMex::mark_all(const T* g, const T* rp, uint64_t lo, uint64_t hi, const SplitRange* s, std::size_t ns) {
  uint32_t* seen = seen_.data();
  const uint32_t stamp = stamp_;
  uint64_t pairs = 0;
  for (std::size_t j = 0; j < ns; ++j) pairs += s[j].hi >= lo ? std::min(hi, s[j].hi) - lo + 1 : 0;
  auto mark = [&](uint64_t from, uint64_t to, uint32_t* out) {
    for (std::size_t j = 0; j < ns; ++j)
      if (from <= s[j].hi) mark_pairs_v(g, rp - s[j].m, from, std::min(to, s[j].hi), out, stamp);
  };
  if (t_in_wave || pairs < kPairMarkParallel || hi - lo < kPairMarkParallel) {
    mark(lo, hi, seen);
    return;
  }
  const std::size_t parts = static_cast<std::size_t>(tbb::this_task_arena::max_concurrency());
  if (local_.size() < parts) local_.resize(parts);
  const uint64_t span = hi - lo + 1;
  tbb::parallel_for(tbb::blocked_range<std::size_t>(0, parts, 1), [&](const tbb::blocked_range<std::size_t>& r) {
    for (std::size_t c = r.begin(); c != r.end(); ++c) {
      std::vector<uint32_t>& out = local_[c];  // holds only older stamps, or 0
      if (out.size() < bound_ + 1) out.resize(bound_ + 1, 0);
      mark(lo + span * c / parts, lo + span * (c + 1) / parts - 1, out.data());
    }
  });
  const uint32_t st = stamp_;  // a plain local: the merge below vectorises
  for (std::size_t c = 0; c < parts; ++c) {
    const uint32_t* in = local_[c].data();
    for (uint64_t v = 0; v <= bound_; ++v) seen[v] = in[v] == st ? st : seen[v];
  }
}


template <class T>
uint32_t PairMex::finish(const T* g, uint64_t n, const SplitRange* s, std::size_t ns) {
  const uint32_t* seen = seen_.data();
  const uint32_t stamp = stamp_;
  auto first_unseen = [&] {  // seen[W] is never stamped: no option reaches W
    uint32_t v = 0;
    while (seen[v] == stamp) ++v;
    SGP_ASSERT(v <= bound_, "pair mex above its bound W");  // every option lies below W
    return v;
  };
  uint64_t last = 0;  // the largest a of any split
  for (std::size_t j = 0; j < ns; ++j) last = std::max(last, s[j].hi);
  if (last == 0) return first_unseen();
  const T* rp = reversed(g, n);
  if constexpr (sizeof(T) <= 2)
    if (last >= kPairFilterMin && filter_supported()) {
      const std::size_t parts = t_in_wave ? 1 : allowed_threads();  // ranges below kPairScanParallel stay whole
      std::size_t rank = 0;
      const uint32_t x = filter_mex(g, rp, s, ns, last, bound_, marks_, parts, narrow_rank_.group(), rank, t_wave_next, tabs_);
      narrow_rank_.update(rank);
      return x;
    }
  if constexpr (sizeof(T) <= 2)
    if (last >= kPairWindowMin && ns <= kWindowMaxSplits && window_supported(bound_))
      return window_finish(g, rp, n, s, ns, last);
  // The candidate search failed on recent heaps (games whose values near the mex occur only late,
  // such as 0.007): mark every pair, and try the search again after a back-off.
  if (skip_ > 0) {
    --skip_;
    mark_all(g, rp, 1, last, s, ns);
    return first_unseen();
  }
  const uint64_t pre = std::min(last, std::max(kPairMarkMin, last >> kPairMarkShift));
  mark_all(g, rp, 1, pre, s, ns);
  if (pre == last) return first_unseen();
  cand_.clear();
  bool complete = true;  // the candidates are every unmarked value below W
  for (uint32_t v = 0; v < bound_; ++v)
    if (seen[v] != stamp) {
      if (cand_.size() == kPairCandidates) { complete = false; break; }
      cand_.push_back(v);
    }
  if (cand_.empty()) return static_cast<uint32_t>(bound_);
  const unsigned nc = static_cast<unsigned>(cand_.size()), all = (1u << nc) - 1;
  const uint32_t* cand = cand_.data();
  auto scan = [&](uint64_t lo, uint64_t hi, unsigned found) {
    for (std::size_t j = 0; j < ns && found != all; ++j)
      if (lo <= s[j].hi) found = scan_pairs_v(g, rp - s[j].m, lo, std::min(hi, s[j].hi), cand, nc, found);
    return found;
  };
  uint64_t rest = 0;
  for (std::size_t j = 0; j < ns; ++j) rest += s[j].hi > pre ? s[j].hi - pre : 0;
  unsigned found;
  if (t_in_wave || rest < kPairScanParallel) {
    found = scan(pre + 1, last, 0);
  } else {
    found = tbb::parallel_reduce(
        tbb::blocked_range<uint64_t>(pre + 1, last + 1, kPairScanGrain), 0u,
        [&](const tbb::blocked_range<uint64_t>& r, unsigned f) { return scan(r.begin(), r.end() - 1, f); },
        [](unsigned x, unsigned y) { return x | y; });
  }
  for (unsigned t = 0; t < nc; ++t)
    if (!(found >> t & 1)) {
      backoff_ = 1;
      return cand[t];
    }
  if (complete) return static_cast<uint32_t>(bound_);
  skip_ = backoff_;
  backoff_ = std::min<uint64_t>(2 * backoff_, kPairMaxBackoff);
  mark_all(g, rp, pre + 1, last, s, ns);
  return first_unseen();
}

template uint32_t PairMex::finish<uint8_t>(const uint8_t*, uint64_t, const SplitRange*, std::size_t);
template uint32_t PairMex::finish<uint16_t>(const uint16_t*, uint64_t, const SplitRange*, std::size_t);
template uint32_t PairMex::finish<uint32_t>(const uint32_t*, uint64_t, const SplitRange*, std::size_t);

}  // namespace sgp
