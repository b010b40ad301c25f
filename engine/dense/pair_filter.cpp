/// @brief The filter scan of the pair mex (AVX-512 BW, VBMI, VBMI2, picked at run time): dense prefix, then narrow scans.
//
// The options of a heap in a two-heap game are its marks (options that are no split) and the pair
// values G(a) ^ G(m - a). Every option lies below W (a power of two above every value so far), so the
// mex is the smallest value below W that is no option, or W. The values of a window (the 1024 values
// from `base` for two-byte values, all 256 for one-byte values) not given by a mark form a bit table
// held in registers (two registers of 32 words, or one of 64 bytes).
//
// The filter scan (filter_scan16 / filter_scan8). A block of 32 pairs (64 for one byte) costs one xor,
// one table look-up per lane (a register permute indexed by the low bits of the value and a shift or
// bit select by its high bits; a value outside the window misses by construction, no range check) and
// a compress of the lanes that hit into a log: no store per pair. Once kPairFilterFlush values are
// logged they are cleared from the table, so each value present is logged only a few times however
// often it occurs. After every pair, a value left in the table is no option and every value below it in
// the window is one (the windows below ended empty): the smallest value left is the mex. An empty table
// means the mex lies above the window; the scan stops there and the next window starts (values below
// its base wrap around to misses).
//
// The narrow scan (filter_narrow16 / filter_narrow8). Most values turn up early among the pairs: on
// 0.007 near 2^17 (65536 pairs per heap, about 1000 distinct option values, mex about 400) the first
// quarter of the pairs holds about 900 of them, the other three quarters about 80 more. So the filter
// scan takes only the first 1 / 2^kPairNarrowShift of the pairs; then the values left in the table,
// the candidates, go a group at a time (at most kPairNarrowCandidates; the caller picks about twice
// the mex's recent rank among them) in increasing order to a table of their own, and the narrow scan
// runs it over the remaining pairs. That table rarely hits (about 28 blocks of 1536
// per heap), so a hit clears its lanes' values from the registers at once, behind a branch: no log, no
// compress. Exact: every value of the window that is no candidate is an option (found in the prefix),
// and every candidate of an earlier group was found in the rest; so in the first group with a value
// never found, its smallest such value is the mex. No such group: the window ended empty. The median
// mex is the 14th candidate (37th at the 99th percentile), so one group of 32 almost always decides;
// in Grundy's game it is nearly always the first, and a group of 5 hits less than one of 32. The
// narrow scan beats the filter scan over every pair; most of the time left is the compress loop of
// the prefix.
//
// The two-byte loops, the table layouts and the flush live in engine/dense/filter_simd.hpp, which the
// heap batches (engine/dense/pair_batch.cpp) share; the one-byte loops are here.
//
// Large heaps outside a wave split each range of pairs into one part per thread, each with a copy of
// the table; a value is left when no part found it (the AND of the parts' tables), which does not
// depend on how the pairs were split, so the values are identical for any thread count.
#include "engine/dense/pair_filter.hpp"
#include "engine/isa.hpp"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "engine/config.hpp"
#include "engine/dense/filter_simd.hpp"
#include "engine/cpu.hpp"

namespace sgp {

#ifdef SGP_FILTER
bool filter_supported() { return have_vbmi2(); }

namespace {

using namespace filter;

// One-byte values (all below 256, one window): x is in the table when bit x & 3 of byte x >> 2 is set.
// A look-up is a byte permute by x >> 2 (a word shift: the bits it brings in sit above the 6 index
// bits) and a byte permute of 1 << (x & 3) from a constant table.
SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) bool flush8(uint8_t* tab, __m512i& t, const uint8_t* log,
                                                             const uint8_t* end) {
  _mm512_storeu_si512(tab, t);
  for (const uint8_t* q = log; q < end; ++q) tab[*q >> 2] &= static_cast<uint8_t>(~(1u << (*q & 3)));
  t = _mm512_loadu_si512(tab);
  return _mm512_test_epi8_mask(t, t) != 0;
}

// vpermb (the unmasked intrinsic trips GCC 12's -Wmaybe-uninitialized; all-ones zero-masking is the same).
SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) __m512i permb(__m512i idx, __m512i table) {
  return _mm512_maskz_permutexvar_epi8(~__mmask64(0), idx, table);
}

// One block's look-up for one-byte values: the lanes whose x is in the table t.
SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) __mmask64 look_up8(__m512i x, __m512i t) {
  const __m512i bit = _mm512_set1_epi32(0x08040201);  // byte i: 1 << (i & 3)
  return _mm512_test_epi8_mask(permb(_mm512_srli_epi16(x, 2), t), permb(x, bit));
}

SGP_TARGET_AVX512_VBMI2 bool filter_scan8(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, uint8_t* tab) {
  alignas(64) uint8_t log[kPairFilterFlush + 64];
  __m512i t = _mm512_loadu_si512(tab);
  uint8_t* p = log;
  uint64_t a = lo;
  for (; a + 64 <= hi + 1; a += 64) {
    const __m512i v = _mm512_xor_si512(_mm512_loadu_si512(g + a), _mm512_loadu_si512(r + a));
    const __mmask64 k = look_up8(v, t);
    _mm512_storeu_si512(p, _mm512_maskz_compress_epi8(k, v));
    p += __builtin_popcountll(k);
    if (__builtin_expect(p - log >= static_cast<std::ptrdiff_t>(kPairFilterFlush), 0)) {
      if (!flush8(tab, t, log, p)) return false;
      p = log;
    }
  }
  if (a <= hi) {
    const __mmask64 valid = (uint64_t(1) << (hi + 1 - a)) - 1;
    const __m512i v = _mm512_xor_si512(_mm512_maskz_loadu_epi8(valid, g + a), _mm512_maskz_loadu_epi8(valid, r + a));
    const __mmask64 k = valid & look_up8(v, t);
    _mm512_storeu_si512(p, _mm512_maskz_compress_epi8(k, v));
    p += __builtin_popcountll(k);
  }
  return flush8(tab, t, log, p);
}

// The narrow scan for one-byte values (see filter_narrow16): x is bit x & 3 of byte x >> 2.
SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) void narrow_clear8(__m512i v, __mmask64 k, __m512i& t) {
  alignas(64) uint8_t lane[64];
  _mm512_store_si512(lane, v);
  do {
    const unsigned x = lane[__builtin_ctzll(k)];
    k &= k - 1;
    const __m512i bit = _mm512_set1_epi8(static_cast<char>(1u << (x & 3)));
    t = _mm512_maskz_andnot_epi32(0xFFFF, _mm512_maskz_mov_epi8(uint64_t(1) << (x >> 2), bit), t);
  } while (k);
}

SGP_TARGET_AVX512_VBMI2 bool filter_narrow8(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, uint8_t* tab) {
  __m512i t = _mm512_loadu_si512(tab);
  bool left = true;
  uint64_t a = lo;
  for (; a + 64 <= hi + 1; a += 64) {
    const __m512i v = _mm512_xor_si512(_mm512_loadu_si512(g + a), _mm512_loadu_si512(r + a));
    const __mmask64 k = look_up8(v, t);
    if (__builtin_expect(k != 0, 0)) {
      narrow_clear8(v, k, t);
      if (_mm512_test_epi8_mask(t, t) == 0) {
        left = false;
        break;
      }
    }
  }
  if (left && a <= hi) {
    const __mmask64 valid = (uint64_t(1) << (hi + 1 - a)) - 1;
    const __m512i v = _mm512_xor_si512(_mm512_maskz_loadu_epi8(valid, g + a), _mm512_maskz_loadu_epi8(valid, r + a));
    const __mmask64 k = valid & look_up8(v, t);
    if (k) {
      narrow_clear8(v, k, t);
      left = _mm512_test_epi8_mask(t, t) != 0;
    }
  }
  _mm512_storeu_si512(tab, t);
  return left;
}

// Removes from t the values of the pairs lo..hi (window from base); false once the table is empty.
inline bool filter_scan(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, FilterTable& t, uint64_t) {
  return filter_scan8(g, r, lo, hi, reinterpret_cast<uint8_t*>(t.h));
}
inline bool filter_scan(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, FilterTable& t, uint64_t base) {
  return base ? filter_scan16<true>(g, r, lo, hi, t.h, static_cast<uint32_t>(base)) : filter_scan16<false>(g, r, lo, hi, t.h, 0);
}
inline bool filter_narrow(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, FilterTable& t, uint64_t) {
  return filter_narrow8(g, r, lo, hi, reinterpret_cast<uint8_t*>(t.h));
}
inline bool filter_narrow(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, FilterTable& t, uint64_t base) {
  return base ? filter_narrow16<true>(g, r, lo, hi, t.h, static_cast<uint32_t>(base)) : filter_narrow16<false>(g, r, lo, hi, t.h, 0);
}

// Runs scan(from, to, table) over the pairs lo..hi on one thread, or split into `parts` parts each with its
// own copy of the table; leaves in t the values no part removed. False when t ended empty.
template <class Scan>
bool over_parts(uint64_t lo, uint64_t hi, FilterTable& t, std::size_t parts, std::vector<uint16_t>& tabs, Scan scan) {
  if (parts <= 1 || hi - lo + 1 < kPairScanParallel) return scan(lo, hi, t);
  const uint64_t span = hi - lo + 1;
  tabs.assign(parts * 64, 0);
  tbb::parallel_for(tbb::blocked_range<std::size_t>(0, parts, 1), [&](const tbb::blocked_range<std::size_t>& r) {
    for (std::size_t c = r.begin(); c != r.end(); ++c) {
      FilterTable part = t;
      if (!scan(lo + span * c / parts, lo + span * (c + 1) / parts - 1, part)) std::fill(part.h, part.h + 64, 0);
      std::copy(part.h, part.h + 64, tabs.begin() + static_cast<std::ptrdiff_t>(64 * c));
    }
  });
  uint16_t any = 0;
  for (std::size_t i = 0; i < 64; ++i) {
    for (std::size_t c = 0; c < parts; ++c) t.h[i] &= tabs[64 * c + i];
    any |= t.h[i];
  }
  return any != 0;
}

}  // namespace

template <class T>
uint32_t filter_mex(const T* g, const T* rp, const SplitRange* s, std::size_t ns, uint64_t last, uint64_t bound,
                    const std::vector<uint32_t>& marks, std::size_t parts, std::size_t group_size, std::size_t& rank,
                    const void* prefetch, std::vector<uint16_t>& tabs) {
  using L = FilterLayout<T>;
  group_size = std::max<std::size_t>(1, std::min(group_size, kPairNarrowCandidates));
  rank = 0;
  for (uint64_t base = 0; base < bound; base += L::kWindow) {
    const uint64_t top = std::min<uint64_t>(bound, base + L::kWindow);
    FilterTable left;
    L::fill(left, top - base);
    for (uint32_t v : marks)
      if (v >= base && v < top) L::clear(left, static_cast<uint32_t>(v - base));
    if (first_in<L>(left) == L::kWindow) continue;  // every value of the window is a mark
    auto scan = [&](uint64_t from, uint64_t to, FilterTable& t) {
      for (std::size_t j = 0; j < ns; ++j)
        if (from <= s[j].hi && !filter_scan(g, rp - s[j].m, from, std::min(to, s[j].hi), t, base)) return false;
      return true;
    };
    if (last < kPairNarrowMin) {
      if (!over_parts(1, last, left, parts, tabs, scan)) continue;
      return static_cast<uint32_t>(base + first_in<L>(left));
    }
    const uint64_t mid = last >> kPairNarrowShift;
    if (!over_parts(1, mid, left, parts, tabs, scan)) continue;  // every value of the window is an option
    if (prefetch) __builtin_prefetch(prefetch);
    auto narrow = [&](uint64_t from, uint64_t to, FilterTable& t) {
      for (std::size_t j = 0; j < ns; ++j)
        if (from <= s[j].hi && !filter_narrow(g, rp - s[j].m, from, std::min(to, s[j].hi), t, base)) return false;
      return true;
    };
    for (;;) {
      uint16_t cand[kPairNarrowCandidates];
      FilterTable group;
      const std::size_t nc = take_group<L>(left, group, cand, group_size);
      if (nc == 0) break;  // every candidate was found: the window ended empty
      if (over_parts(mid + 1, last, group, parts, tabs, narrow)) {
        const uint64_t x = first_in<L>(group);
        for (std::size_t i = 0; i < nc && cand[i] < x; ++i) ++rank;
        return static_cast<uint32_t>(base + x);
      }
      rank += nc;
    }
  }
  return static_cast<uint32_t>(bound);
}

#else  // no AVX-512 filter in this build: filter_supported() is false and PairMex never calls filter_mex

bool filter_supported() { return false; }

template <class T>
uint32_t filter_mex(const T*, const T*, const SplitRange*, std::size_t, uint64_t, uint64_t, const std::vector<uint32_t>&,
                    std::size_t, std::size_t, std::size_t&, const void*, std::vector<uint16_t>&) {
  throw std::logic_error("filter_mex called in a build without the AVX-512 filter scan");
}

#endif  // SGP_FILTER

template uint32_t filter_mex<uint8_t>(const uint8_t*, const uint8_t*, const SplitRange*, std::size_t, uint64_t, uint64_t,
                                      const std::vector<uint32_t>&, std::size_t, std::size_t, std::size_t&, const void*,
                                      std::vector<uint16_t>&);
template uint32_t filter_mex<uint16_t>(const uint16_t*, const uint16_t*, const SplitRange*, std::size_t, uint64_t, uint64_t,
                                       const std::vector<uint32_t>&, std::size_t, std::size_t, std::size_t&, const void*,
                                       std::vector<uint16_t>&);

}  // namespace sgp
