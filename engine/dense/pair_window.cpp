/// @brief The window scan of the pair mex on AVX2: the values not yet seen, a few 128-value windows at a time, as byte-shuffle tables.
//
// What it decides. PairMex::finish wants the mex of a heap's options: the marks (options that are no
// split) and every pair xor G(a) ^ G(m - a) of every split. Every option lies below W (a power of two),
// so the mex is the smallest value below W that is no option, or W. Without AVX-512 no register holds
// a table of all W values (W is 2048 for 0.007 near 2^17), but AVX2's byte shuffle looks up 32 bytes
// in a 16-byte table at once, and a 16-byte table is a bit set of 128 values: one window.
//
// Why windows in increasing order are exact. The first K pairs of every split are marked one by one
// (they give most values), so the values below W fall into known options (stamped) and unknown ones.
// Take the lowest kWindowGroup 128-value windows [128h, 128h + 128) holding an unknown value, their
// unknown values as tables, and scan the remaining pairs; a pair whose xor hits a table value makes it
// known (stamped) and clears it from the table. Every value below the group's first window is known, and
// so is every value of a window between the group's windows (else that window would be in the group).
//   - If the tables empty before the pairs end, every value up to the group's last window is an option:
//     the next group starts above it and scans the remaining pairs again from K + 1 (the scan for the
//     first group did not look for the next group's values).
//   - If the pairs end first, the unknown values left in the tables are no options, and every value
//     below the smallest of them is known: it is the mex. That is the smallest unstamped value.
//   - No unknown value below W: every value below W is an option, the mex is W.
// Nothing depends on where a scan stops, so the result is the exact mex for any K and group size.
//
// The look-up. The sequence is kept as two byte planes, forward and reversed (PairPlanes):
//   p1(x) = (x & 7) | (x >> 7) << 3      bit index in a table byte, and the window (x < 2048)
//   p2(x) = (x >> 3) & 15                byte index in a window's table
// Both are bit selections, so p(G(a)) ^ p(G(m - a)) = p(G(a) ^ G(m - a)): 32 pairs take two xors. For a
// window h, lanes with (p1 & 0x78) == h << 3 take the shuffle of h's table by p2 (a blend on a compare);
// the bit is a shuffle of the constant 1 << (i & 7) by p1 (its low four bits; bit 7 is clear). Per 32
// pairs and split: four loads, two xors, an and, a shuffle, three operations per window, an and and a
// test. A lane that hits is rare (once per value found); it rebuilds x from the planes.
// The last pairs of a split that do not fill a block of 32 are marked with the first K, so no block
// reads past the split's last pair (Grundy's game forbids (m/2, m/2), the pair just after it).
// K and the group size are tuning constants of engine/config.hpp (their measurements:
// docs/engine-measurements.md).
#include <algorithm>

#include "engine/config.hpp"
#include "engine/isa.hpp"
#include "engine/cpu.hpp"
#include "engine/dense/pair_mex.hpp"

#if SGP_X86_64
#include <immintrin.h>
#define SGP_WINDOW 1
#endif

namespace sgp {

namespace {

inline uint8_t plane1(uint32_t x) { return static_cast<uint8_t>((x & 7) | ((x >> 7) & 15) << 3); }
inline uint8_t plane2(uint32_t x) { return static_cast<uint8_t>((x >> 3) & 15); }
inline uint8_t plane3(uint32_t x) { return static_cast<uint8_t>(x >> 11); }

#if SGP_WINDOW
constexpr std::size_t kUnknownWords = kWindowMaxBound / 64;

// One group of windows over the unknown values (bit v of unk: v is not known to be an option); window
// h's table is bytes 16h .. 16h + 15 of unk, twice.
struct Group {
  unsigned count = 0;
  uint32_t win[kWindowGroup];
};

// The tables of the group's windows from unk, and the window numbers the lanes are compared with:
// sel = (w & 15) << 3 against p1 & 0x78, sel3 = w >> 4 against p3 (kWide only).
SGP_TARGET_AVX2 __attribute__((always_inline)) inline void load_tables(const Group& gr, const uint64_t* unk, __m256i* tab) {
  for (unsigned i = 0; i < kWindowGroup; ++i) {
    if (i < gr.count) {
      // from two word loads: a 16-byte load right after the hit's word stores would wait for them
      const int64_t lo = static_cast<int64_t>(unk[2 * gr.win[i]]), hi = static_cast<int64_t>(unk[2 * gr.win[i] + 1]);
      tab[i] = _mm256_set_epi64x(hi, lo, hi, lo);
    } else {
      tab[i] = _mm256_setzero_si256();
    }
  }
}

SGP_TARGET_AVX2 __attribute__((always_inline)) inline void load_selectors(const Group& gr, __m256i* sel, __m256i* sel3) {
  for (unsigned i = 0; i < kWindowGroup; ++i) {
    // unused slots: a window number no lane has (p1 & 0x78 is at most 0x78)
    sel[i] = _mm256_set1_epi8(static_cast<char>(i < gr.count ? (gr.win[i] & 15) << 3 : 0xff));
    sel3[i] = _mm256_set1_epi8(static_cast<char>(i < gr.count ? gr.win[i] >> 4 : 0));
  }
}

inline bool group_empty(const Group& gr, const uint64_t* unk) {
  for (unsigned i = 0; i < gr.count; ++i)
    if (unk[2 * gr.win[i]] | unk[2 * gr.win[i] + 1]) return false;
  return true;
}

// One split as the scan reads it: the planes of G(m - a) at index a.
struct SplitPlanes {
  const uint8_t *r1, *r2, *r3;
};

// The planes' xors of the pairs a .. a + 31: f + a holds p(G(a)), r + a holds p(G(m - a)).
SGP_TARGET_AVX2 __attribute__((always_inline)) inline __m256i pair_xor(const uint8_t* f, const uint8_t* r, uint64_t a) {
  return _mm256_xor_si256(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(f + a)),
                          _mm256_loadu_si256(reinterpret_cast<const __m256i*>(r + a)));
}

// The lanes whose value lies in the window of sel (and sel3): h = p1 & 0x78, x3 = p3.
template <bool kWide>
SGP_TARGET_AVX2 __attribute__((always_inline)) inline __m256i in_window(__m256i h, __m256i x3, __m256i sel, __m256i sel3) {
  const __m256i in = _mm256_cmpeq_epi8(h, sel);
  if constexpr (kWide) return _mm256_and_si256(in, _mm256_cmpeq_epi8(x3, sel3));
  (void)x3, (void)sel3;
  return in;
}

// Scans the blocks a .. a + 31, from <= a, a + 31 <= end, of one split; values of the group that occur
// leave unk. Returns true once the group is empty. kWide: values up to 2^16, the third plane p3 = x >> 11
// picks the window with p1's four bits; otherwise every value is below 2048 and p3 is 0.
template <bool kWide>
SGP_TARGET_AVX2 bool scan_split(const PairPlanes& pl, const SplitPlanes& sp, uint64_t from, uint64_t end,
                                                const Group& gr, uint64_t* unk) {
  const __m256i bit = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128,  //
                                       1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
  const __m256i high = _mm256_set1_epi8(0x78);
  const uint8_t *f1 = pl.f1.data(), *f2 = pl.f2.data(), *f3 = pl.f3.data();
  __m256i tab[kWindowGroup], sel[kWindowGroup], sel3[kWindowGroup];
  load_tables(gr, unk, tab);
  load_selectors(gr, sel, sel3);
  alignas(32) uint8_t l1[32], l2[32], l3[32];
  for (uint64_t a = from; a + 31 <= end; a += 32) {
    const __m256i x1 = pair_xor(f1, sp.r1, a), x2 = pair_xor(f2, sp.r2, a);
    const __m256i h = _mm256_and_si256(x1, high);
    __m256i x3 = _mm256_setzero_si256();
    if constexpr (kWide) x3 = pair_xor(f3, sp.r3, a);
    __m256i row = _mm256_and_si256(in_window<kWide>(h, x3, sel[0], sel3[0]), _mm256_shuffle_epi8(tab[0], x2));
    for (unsigned i = 1; i < kWindowGroup; ++i)
      row = _mm256_blendv_epi8(row, _mm256_shuffle_epi8(tab[i], x2), in_window<kWide>(h, x3, sel[i], sel3[i]));
    const __m256i hit = _mm256_and_si256(row, _mm256_shuffle_epi8(bit, x1));
    if (__builtin_expect(_mm256_testz_si256(hit, hit), 1)) continue;
    // Rare: values of the group occurred. They leave unk, and the tables are reloaded from it.
    unsigned lanes = ~static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hit, _mm256_setzero_si256())));
    _mm256_store_si256(reinterpret_cast<__m256i*>(l1), x1);
    _mm256_store_si256(reinterpret_cast<__m256i*>(l2), x2);
    if constexpr (kWide) _mm256_store_si256(reinterpret_cast<__m256i*>(l3), x3);
    for (; lanes; lanes &= lanes - 1) {
      const unsigned i = static_cast<unsigned>(__builtin_ctz(lanes));
      uint32_t x = (l1[i] & 7u) | static_cast<uint32_t>(l2[i]) << 3 | static_cast<uint32_t>(l1[i] >> 3) << 7;
      if constexpr (kWide) x |= static_cast<uint32_t>(l3[i]) << 11;
      unk[x >> 6] &= ~(uint64_t(1) << (x & 63));
    }
    if (group_empty(gr, unk)) return true;
    load_tables(gr, unk, tab);
  }
  return false;
}

// unk = the values below `bound` (a multiple of 64) not stamped in seen.
SGP_TARGET_AVX2 void unknown_bits(const uint32_t* seen, uint32_t stamp, uint64_t bound, uint64_t* unk) {
  const __m256i st = _mm256_set1_epi32(static_cast<int>(stamp));
  for (uint64_t v = 0; v < bound; v += 64) {
    uint64_t bits = 0;
    for (unsigned i = 0; i < 8; ++i) {
      const __m256i k = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(seen + v + 8 * i));
      const uint64_t eq = static_cast<uint32_t>(_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(k, st))));
      bits |= eq << (8 * i);
    }
    unk[v / 64] = ~bits;
  }
}
#endif

}  // namespace

template <class T>
void PairPlanes::extend(const T* g, uint64_t n) {
  if (n > cap) {
    cap = std::max<uint64_t>(2 * n, 4096);
    f1.assign(cap, 0);
    f2.assign(cap, 0);
    r1.assign(cap, 0);
    r2.assign(cap, 0);
    f3.assign(cap, 0);
    r3.assign(cap, 0);
    len = 0;
  }
  for (uint64_t j = len; j < n; ++j) {
    const uint32_t x = g[j];
    f1[j] = r1[cap - 1 - j] = plane1(x);
    f2[j] = r2[cap - 1 - j] = plane2(x);
    f3[j] = r3[cap - 1 - j] = plane3(x);
  }
  len = n;
}

bool PairMex::window_supported(uint64_t bound) {
#if SGP_WINDOW
  return bound <= kWindowMaxBound && have_avx2();
#else
  (void)bound;
  return false;
#endif
}

template <class T>
uint32_t PairMex::window_finish(const T* g, const T* rp, uint64_t n, const SplitRange* s, std::size_t ns, uint64_t last) {
#if SGP_WINDOW
  const uint64_t k = std::min(last, std::max(kWindowPrefixMin, last >> kWindowPrefixShift));
  planes_.extend(g, n);
  const uint64_t bound = std::max<uint64_t>(bound_, 64);
  // 1. The known options: the marks (stamped by mark()), the first k pairs of every split, and each
  // split's pairs after its last whole block of 32 (from k + 1 on).
  uint32_t* seen = seen_.data();
  uint64_t ends[kWindowMaxSplits];
  for (std::size_t j = 0; j < ns; ++j) {
    const uint64_t hi = s[j].hi;
    const T* r = rp - s[j].m;
    mark_pairs_v(g, r, 1, std::min(k, hi), seen, stamp_);
    ends[j] = hi > k ? k + (hi - k) / 32 * 32 : k;
    if (ends[j] < hi) mark_pairs_v(g, r, ends[j] + 1, hi, seen, stamp_);
  }
  unknown_.resize(kUnknownWords);
  uint64_t* unk = unknown_.data();
  unknown_bits(seen, stamp_, bound, unk);
  const std::size_t words = static_cast<std::size_t>(bound / 64);
  // 2. Groups of windows in increasing order, each scanned over the remaining pairs of every split.
  const uint64_t top = planes_.cap - 1;  // r1[top - j] = p1(G(j))
  SplitPlanes sp[kWindowMaxSplits];
  for (std::size_t j = 0; j < ns; ++j) {
    const uint64_t at = top - s[j].m;
    sp[j] = {planes_.r1.data() + at, planes_.r2.data() + at, planes_.r3.data() + at};
  }
  const bool wide = bound > 2048;
  uint32_t from_window = 0;
  const uint32_t windows = static_cast<uint32_t>((bound + 127) / 128);
  if (bound < 128) unk[1] = 0;  // the window's second word, past W
  while (true) {
    Group gr;
    for (uint32_t w = from_window; w < windows && gr.count < kWindowGroup; ++w)
      if (unk[2 * w] | unk[2 * w + 1]) gr.win[gr.count++] = w;
    if (gr.count == 0) return static_cast<uint32_t>(bound_);  // every value below W is an option
    bool empty = false;
    for (std::size_t j = 0; j < ns && !empty; ++j)
      empty = wide ? scan_split<true>(planes_, sp[j], k + 1, ends[j], gr, unk)
                   : scan_split<false>(planes_, sp[j], k + 1, ends[j], gr, unk);
    if (!empty) {  // the pairs ended first: the smallest unknown value is the mex
      for (std::size_t w = 0; w < words; ++w)
        if (unk[w]) return static_cast<uint32_t>(64 * w + static_cast<uint64_t>(__builtin_ctzll(unk[w])));
    }
    from_window = gr.win[gr.count - 1] + 1;
  }
#else
  (void)g, (void)rp, (void)n, (void)s, (void)ns, (void)last;
  return 0;
#endif
}

template void PairPlanes::extend<uint8_t>(const uint8_t*, uint64_t);
template void PairPlanes::extend<uint16_t>(const uint16_t*, uint64_t);
template uint32_t PairMex::window_finish<uint8_t>(const uint8_t*, const uint8_t*, uint64_t, const SplitRange*, std::size_t,
                                                  uint64_t);
template uint32_t PairMex::window_finish<uint16_t>(const uint16_t*, const uint16_t*, uint64_t, const SplitRange*,
                                                   std::size_t, uint64_t);

}  // namespace sgp
