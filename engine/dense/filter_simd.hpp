/// @brief The two-byte filter scan's tables and loops (AVX-512), shared by the pair mex and the heap batches (internal).
//
// The filter scan and the narrow scan of two-byte values (derivation at the top of
// engine/dense/pair_filter.cpp): the table layout, one block's look-up, the flush of a log of found
// values, the list of the smallest values left. Included by pair_filter.cpp and pair_batch.cpp only.
#pragma once

#include "engine/dense/pair_filter.hpp"
#include "engine/isa.hpp"

#ifdef SGP_FILTER
#include <immintrin.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "engine/config.hpp"


namespace sgp {
namespace filter {

// Two-byte values, a window of 1024 values from `base`: x = v - base is in the table when bit x >> 6
// of word x & 63 is set (words 0..31 in t0, 32..63 in t1). A look-up is one two-register word permute
// indexed by x (only its low 6 bits count) and a shift by x >> 6, which is 16 or more, so a miss, for
// every x >= 1024: no range check. Below `base`, v - base wraps around to x >= 1024 too.
SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) bool flush16(uint16_t* tab, __m512i& t0, __m512i& t1,
                                                              const uint16_t* log, const uint16_t* end) {
  _mm512_storeu_si512(tab, t0);
  _mm512_storeu_si512(tab + 32, t1);
  // Word index and clear mask of each logged x, 32 at a time (reads up to 31 words past end: the logs
  // have that room), so that the scalar loop is a load pair and one and per value.
  alignas(64) uint16_t word[kPairFilterFlush + 64], keep[kPairFilterFlush + 64];
  const std::size_t n = static_cast<std::size_t>(end - log);
  for (std::size_t i = 0; i < n; i += 32) {
    const __m512i x = _mm512_loadu_si512(log + i);
    _mm512_store_si512(word + i, _mm512_and_si512(x, _mm512_set1_epi16(63)));
    _mm512_store_si512(keep + i, _mm512_xor_si512(_mm512_sllv_epi16(_mm512_set1_epi16(1), _mm512_srli_epi16(x, 6)),
                                                   _mm512_set1_epi16(-1)));
  }
  for (std::size_t i = 0; i < n; ++i) tab[word[i]] &= keep[i];
  t0 = _mm512_loadu_si512(tab);
  t1 = _mm512_loadu_si512(tab + 32);
  const __m512i any = _mm512_or_si512(t0, t1);
  return _mm512_test_epi16_mask(any, any) != 0;
}

// One block's look-up: x = the pair xors (g ^ r) minus base, and the lanes whose x is in the table.
template <bool kBase>
SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) __mmask32 look_up16(__m512i g, __m512i r, __m512i vb, __m512i t0, __m512i t1,
                                                                     __m512i& x) {
  x = _mm512_xor_si512(g, r);
  if (kBase) x = _mm512_sub_epi16(x, vb);
  const __m512i w = _mm512_srlv_epi16(_mm512_permutex2var_epi16(t0, x, t1), _mm512_srli_epi16(x, 6));
  return _mm512_test_epi16_mask(w, _mm512_set1_epi16(1));
}

// Logs the lanes k of v (pair xors minus base); once kPairFilterFlush are logged, clears them from
// the table. False when the table ended empty.
SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) bool log_block16(uint16_t* tab, __m512i& t0, __m512i& t1, const __m512i& v,
                                                                  __mmask32 k, uint16_t* log, uint16_t*& p) {
  _mm512_storeu_si512(p, _mm512_maskz_compress_epi16(k, v));
  p += __builtin_popcount(k);
  if (__builtin_expect(p - log >= static_cast<std::ptrdiff_t>(kPairFilterFlush), 0)) {
    if (!flush16(tab, t0, t1, log, p)) return false;
    p = log;
  }
  return true;
}

// Runs act(v, k) on every block of 32 pairs lo <= a <= hi (r = reversed copy - m; the last block
// masked): v the pair xors minus base, k the lanes in the table t0, t1 (which act may change). Stops
// with false as soon as act returns false.
template <bool kBase, class Act>
SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) bool each_block16(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi,
                                                                   __m512i vb, __m512i& t0, __m512i& t1, Act& act) {
  __m512i v;
  uint64_t a = lo;
  for (; a + 32 <= hi + 1; a += 32)
    if (!act(v, look_up16<kBase>(_mm512_loadu_si512(g + a), _mm512_loadu_si512(r + a), vb, t0, t1, v))) return false;
  if (a > hi) return true;
  const __mmask32 valid = static_cast<__mmask32>((uint64_t(1) << (hi + 1 - a)) - 1);
  const __mmask32 k =
      valid & look_up16<kBase>(_mm512_maskz_loadu_epi16(valid, g + a), _mm512_maskz_loadu_epi16(valid, r + a), vb, t0, t1, v);
  return act(v, k);
}

// The filter scan of the pairs lo <= a <= hi (r = reversed copy - m) with a log that lives on between
// calls (log[0 .. nlog), fewer than kPairFilterFlush values at entry and at return; room for
// kPairFilterFlush + 64): removes the values G(a) ^ G(m - a) - base found from tab every
// kPairFilterFlush logged values. False (the table partly updated, the log emptied) once tab is empty.
template <bool kBase>
SGP_TARGET_AVX512_VBMI2 inline bool scan_logged16(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, uint16_t* tab, uint32_t base,
                                     uint16_t* log, uint32_t& nlog) {
  __m512i t0 = _mm512_loadu_si512(tab), t1 = _mm512_loadu_si512(tab + 32);
  struct Log {
    uint16_t* tab;
    __m512i &t0, &t1;
    uint16_t* log;
    uint16_t* p;
    SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) bool operator()(const __m512i& v, __mmask32 k) {
      return log_block16(tab, t0, t1, v, k, log, p);
    }
  } act{tab, t0, t1, log, log + nlog};
  if (!each_block16<kBase>(g, r, lo, hi, _mm512_set1_epi16(static_cast<short>(base)), t0, t1, act)) {
    nlog = 0;
    return false;
  }
  _mm512_storeu_si512(tab, t0);
  _mm512_storeu_si512(tab + 32, t1);
  nlog = static_cast<uint32_t>(act.p - log);
  return true;
}

// Clears the logged values from tab; false when tab ends empty.
SGP_TARGET_AVX512_VBMI2 inline bool flush_log16(uint16_t* tab, const uint16_t* log, uint32_t nlog) {
  __m512i t0 = _mm512_loadu_si512(tab), t1 = _mm512_loadu_si512(tab + 32);
  return flush16(tab, t0, t1, log, log + nlog);
}

// Removes from tab the values G(a) ^ G(m - a) - base for lo <= a <= hi (r = reversed copy - m); false
// (and the table partly updated) once the table is empty.
template <bool kBase>
SGP_TARGET_AVX512_VBMI2 inline bool filter_scan16(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, uint16_t* tab, uint32_t base) {
  alignas(64) uint16_t log[kPairFilterFlush + 64];
  uint32_t nlog = 0;
  return scan_logged16<kBase>(g, r, lo, hi, tab, base, log, nlog) && flush_log16(tab, log, nlog);
}

SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) bool table_empty16(__m512i t0, __m512i t1) {
  const __m512i any = _mm512_or_si512(t0, t1);
  return _mm512_test_epi16_mask(any, any) == 0;
}

SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) void narrow_clear16(__m512i v, __mmask32 k, __m512i& t0, __m512i& t1) {
  alignas(64) uint16_t lane[32];
  _mm512_store_si512(lane, v);
  do {
    const unsigned x = lane[__builtin_ctz(k)];  // below 1024: it hit
    k &= k - 1;
    const __m512i bit = _mm512_set1_epi16(static_cast<short>(1u << (x >> 6)));
    const uint64_t word = uint64_t(1) << (x & 63);
    t0 = _mm512_maskz_andnot_epi32(0xFFFF, _mm512_maskz_mov_epi16(static_cast<__mmask32>(word), bit), t0);
    t1 = _mm512_maskz_andnot_epi32(0xFFFF, _mm512_maskz_mov_epi16(static_cast<__mmask32>(word >> 32), bit), t1);
  } while (k);
}

// The narrow scan: the table holds only a few candidates (filter_mex), so a block rarely hits; a
// hit clears its lanes' values from the registers at once (no log, no compress, no store per block).
// Removes from tab the values G(a) ^ G(m - a) - base for lo <= a <= hi; false once the table is empty.
template <bool kBase>
SGP_TARGET_AVX512_VBMI2 inline bool filter_narrow16(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, uint16_t* tab, uint32_t base) {
  __m512i t0 = _mm512_loadu_si512(tab), t1 = _mm512_loadu_si512(tab + 32);
  struct Clear {
    __m512i &t0, &t1;
    SGP_TARGET_AVX512_VBMI2 inline __attribute__((always_inline)) bool operator()(const __m512i& v, __mmask32 k) {
      if (__builtin_expect(k == 0, 1)) return true;
      narrow_clear16(v, k, t0, t1);
      return !table_empty16(t0, t1);
    }
  } act{t0, t1};
  const bool left = each_block16<kBase>(g, r, lo, hi, _mm512_set1_epi16(static_cast<short>(base)), t0, t1, act);
  _mm512_storeu_si512(tab, t0);
  _mm512_storeu_si512(tab + 32, t1);
  return left;
}

// The (at most max) smallest x in a two-byte table in increasing order (bit b of word j is x = 64 b + j).
SGP_TARGET_AVX512_VBMI2 inline std::size_t filter_list16(const uint16_t* tab, uint16_t* out, std::size_t max) {
  const __m512i t0 = _mm512_loadu_si512(tab), t1 = _mm512_loadu_si512(tab + 32);
  std::size_t n = 0;
  for (uint32_t b = 0; b < 16 && n < max; ++b) {
    const __m512i bit = _mm512_set1_epi16(static_cast<short>(1u << b));
    uint64_t col = uint64_t(_mm512_test_epi16_mask(t0, bit)) | uint64_t(_mm512_test_epi16_mask(t1, bit)) << 32;
    for (; col && n < max; col &= col - 1) out[n++] = static_cast<uint16_t>(64 * b + static_cast<uint32_t>(__builtin_ctzll(col)));
  }
  return n;
}

// A filter table: 64 words (the two-byte layout; the one-byte layout uses the first 64 bytes). Always
// accessed as words or as bytes, never as wider integers (aliasing).
struct FilterTable {
  alignas(64) uint16_t h[64];
};

// The window of values a filter table covers, and where x sits in it (see filter_scan16 / filter_scan8):
// fill, clear and set one x, list the smallest in increasing order.
template <class T>
struct FilterLayout;
template <>
struct FilterLayout<uint8_t> {
  static constexpr uint64_t kWindow = 256;
  static void clear(FilterTable& t, uint32_t x) {
    uint8_t* b = reinterpret_cast<uint8_t*>(t.h);
    b[x >> 2] &= static_cast<uint8_t>(~(1u << (x & 3)));
  }
  static void fill(FilterTable& t, uint64_t count) {  // every x < count <= 256: x = 4 j + i, i < 4
    uint8_t* b = reinterpret_cast<uint8_t*>(t.h);
    std::memset(b, 0, sizeof t.h);
    std::memset(b, 0x0F, count / 4);
    if (count % 4) b[count / 4] = static_cast<uint8_t>((1u << (count % 4)) - 1);
  }
  static void set(FilterTable& t, uint32_t x) {
    uint8_t* b = reinterpret_cast<uint8_t*>(t.h);
    b[x >> 2] |= static_cast<uint8_t>(1u << (x & 3));
  }
  static std::size_t list(const FilterTable& t, uint16_t* out, std::size_t max) {  // the smallest x, increasing
    std::size_t n = 0;
    for (uint64_t q = 0; q < 8 && n < max; ++q) {
      uint64_t w;  // bytes 8 q .. 8 q + 7 (little-endian: byte j at bits 8 (j - 8 q), x = 4 j + bit)
      std::memcpy(&w, reinterpret_cast<const uint8_t*>(t.h) + 8 * q, sizeof w);
      for (; w && n < max; w &= w - 1) {
        const uint64_t i = static_cast<uint64_t>(__builtin_ctzll(w));
        out[n++] = static_cast<uint16_t>(4 * (8 * q + i / 8) + i % 8);
      }
    }
    return n;
  }
};
template <>
struct FilterLayout<uint16_t> {
  static constexpr uint64_t kWindow = 1024;
  static void clear(FilterTable& t, uint32_t x) { t.h[x & 63] &= static_cast<uint16_t>(~(1u << (x >> 6))); }
  static void fill(FilterTable& t, uint64_t count) {  // every x < count <= 1024: x = 64 b + j, j < 64
    const unsigned q = static_cast<unsigned>(count / 64), r = static_cast<unsigned>(count % 64);
    for (unsigned j = 0; j < 64; ++j) t.h[j] = static_cast<uint16_t>((1u << (q + (j < r))) - 1);
  }
  static void set(FilterTable& t, uint32_t x) { t.h[x & 63] |= static_cast<uint16_t>(1u << (x >> 6)); }
  static std::size_t list(const FilterTable& t, uint16_t* out, std::size_t max) { return filter_list16(t.h, out, max); }
};

// Moves the (at most max) smallest values left into a new group table, listed in cand in increasing
// order; returns how many (0: none was left).
template <class L>
std::size_t take_group(FilterTable& left, FilterTable& group, uint16_t* cand, std::size_t max) {
  const std::size_t nc = L::list(left, cand, max);
  group = FilterTable{};
  for (std::size_t i = 0; i < nc; ++i) {
    L::set(group, cand[i]);
    L::clear(left, cand[i]);
  }
  return nc;
}

// The smallest x in a table, or kWindow.
template <class L>
uint64_t first_in(const FilterTable& t) {
  uint16_t x;
  return L::list(t, &x, 1) ? x : L::kWindow;
}

}  // namespace filter
}  // namespace sgp

#endif  // SGP_FILTER
