/// @brief Vector loops shared by the sparse kernel and front-plus-tail: batched rare loop, witness scans (byte permute, compares).
//
// The batched rare loop. For a rare position r and a split k, the partners of heaps n .. n + 7 are the
// consecutive values G(n - k - r .. n - k - r + 7), all computed before heap n when r >= 8: one 8-byte
// load, widened to four 64-bit lanes twice, gives the option bits of 8 heaps with a variable shift
// each, instead of 8 scalar loads and shifts. Values 64..127 go to a second word per heap: the shift
// count x - 64 wraps around for x < 64 and the shift gives 0, as the first word's shift does for
// x >= 64. A batch made while every value is below 64 needs no second word: every value it reads was
// computed before it, so all of them and their xors are below 64.
//
// The witness scan. Why it works. The values missing after the rare loop (each needs a witness pair, usually among the
// first pairs) form a 64-byte table: byte v is 0xff when v is missing (one vpmovm2b of the bit set;
// two tables and a two-register permute for values below 128). A byte permute of 64 pair xors then
// looks all of them up at once, one instruction however many values are missing. Lane i holds the
// pair (b + 63 - i, m - b - 63 + i): G(b + 63 - i) comes from the reversed copy, G(m - b - 63 + i)
// from the ascending sequence, both one unaligned load. Which missing values the hit lanes hold is
// one masked compare per missing value (a few, independent) rather than a walk over the hit lanes: a
// value often hits in many lanes, and each step of such a walk waited for the one before.
// Measured on 0.167 to 2^25, one thread (about 7 values missing after the rare loop, found within
// 112 pairs on average): 4.0 s with a 24-pair scalar prefix and the walk, 3.6 s with the compares,
// 3.1 s with the compares and the scan starting at the first pair.
// With AVX-512 VBMI2 and at most kRankedMissing missing values, the ranked scan replaces the compares.
// The compares cost about 8 operations per missing value for every split whose block hits, behind a
// branch each, and 0.167 averages 7 missing values per heap (up to 23), 0.1777 5. Instead the missing
// values get ranks 0..15 in increasing order; table t1 holds byte 1 << r at the value of rank r < 8 (t2
// the ranks 8..15), so one byte permute per split and table turns 64 pair xors into rank bits, and an or
// gathers them: the ranks found so far are the or of all bytes, and _pdep_u64 spreads them back onto the
// missing values. Each table is one byte expand of the constant bytes 1, 2, ..., 128 by the missing
// set (the expand puts them in the order of its set bits); values 64..127 have tables of their own,
// expanded from the constant at the offset of the low word's count, and the two-register permute picks
// the table by bit 6. A found value stays in the tables (its bit is only set again), so there is one
// branch per block, on "all found". Measured against the compares (`run GAME -n 2^26 -t 1 --method
// sparse`, medians of 5 interleaved runs, same values): 0.167 5.52 against 6.36 s, 0.1777 3.91 against
// 4.89 s; 0.174 and 0.324 to 2^21 (values up to 73 and 91: the two-word tables) 8% faster.
// Without AVX-512 (AVX2 alone), the same scan looks the pair xors up in a 16-byte table with the byte
// shuffle: row[x & 15] holds bit x >> 4 of the missing set (x < 128, so bit 7 of the index is clear and
// the shuffle reads the row), and a second shuffle of the constant 1 << (i & 7) by x >> 4 picks the
// bit: 32 pairs per step, whatever the missing set. Measured after the sparse kernel's 24-pair scalar
// prefix, against the compares of up to 8 missing values and the two-table membership scan above that
// (`sgperiod values GAME -n 2^23 -t 1`, interleaved runs, AMD EPYC without AVX-512): 0.167 2.26-2.32 s
// against 2.40-2.54 s, 0.1777 1.95-2.28 s against 1.99-2.37 s; from the first pair without the prefix,
// 0.1777 took 2.27-2.63 s.
#include "engine/sparse_simd.hpp"

#include <cstdlib>
#include <cstdio>
#include <cstring>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace sgp {

namespace {

#if defined(__x86_64__) && defined(__GNUC__)
template <class Bits>
__attribute__((target("avx512f,avx512bw,avx512vbmi"), aligned(64))) uint64_t scan(const uint8_t* rev_end, const uint8_t* const* parts,
                                                                      std::size_t ns, uint64_t a, uint64_t limit,
                                                                      Bits& missing) {
  constexpr bool kWide = sizeof(Bits) == 16;
  __m512i t0 = _mm512_movm_epi8(static_cast<uint64_t>(missing)), t1 = _mm512_setzero_si512();
  if constexpr (kWide) t1 = _mm512_movm_epi8(static_cast<uint64_t>(missing >> 64));
  for (; a + 63 <= limit; a += 64) {
    const __m512i y = _mm512_loadu_si512(rev_end - 64 - a);
    for (std::size_t j = 0; j < ns; ++j) {
      const __m512i x = _mm512_xor_si512(y, _mm512_loadu_si512(parts[j] - a - 63));
      __m512i w;
      if constexpr (kWide)
        w = _mm512_permutex2var_epi8(t0, x, t1);  // x < 128: bit 6 picks the table
      else
        w = _mm512_maskz_permutexvar_epi8(~__mmask64(0), x, t0);
      const __mmask64 hit = _mm512_movepi8_mask(w);
      if (!hit) continue;
      Bits found = 0;
      for (Bits b = missing; b; b &= b - 1) {
        const unsigned v = lowest_bit(b);
        found |= static_cast<Bits>(_mm512_mask_cmpeq_epi8_mask(hit, x, _mm512_set1_epi8(static_cast<char>(v))) != 0) << v;
      }
      missing &= ~found;
      if (!missing) return a + 64;
      t0 = _mm512_movm_epi8(static_cast<uint64_t>(missing));
      if constexpr (kWide) t1 = _mm512_movm_epi8(static_cast<uint64_t>(missing >> 64));
    }
  }
  return a;
}

// The or of a register's 64 bytes (the ranked scan's rank bits).
__attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,bmi2"), always_inline)) inline uint64_t or_bytes(__m512i v) {
  // (zero-masked extracts: GCC 12 warns about the undefined pass-through of the plain ones and the cast)
  const __m256i h = _mm256_or_si256(_mm512_maskz_extracti64x4_epi64(0xF, v, 0), _mm512_maskz_extracti64x4_epi64(0xF, v, 1));
  const __m128i q = _mm_or_si128(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1));
  uint64_t x = static_cast<uint64_t>(_mm_cvtsi128_si64(q)) | static_cast<uint64_t>(_mm_extract_epi64(q, 1));
  x |= x >> 32;
  x |= x >> 16;
  x |= x >> 8;
  return x & 0xFF;
}

// The ranks found so far: the or of acc1's bytes (ranks 0..7) and, when `two`, acc2's (ranks 8..15).
__attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,bmi2"), always_inline)) inline uint64_t found_ranks(__m512i acc1,
                                                                                                            __m512i acc2,
                                                                                                            bool two) {
  return or_bytes(acc1) | (two ? or_bytes(acc2) << 8 : 0);
}

// At most this many missing values go to the ranked scan: two tables of 8 rank bits.
constexpr unsigned kRankedMissing = 16;

// Byte r of kRankBits is 1 << r for r < 8, byte 8 + r of kRankBits2 is 1 << r: loaded from offset p,
// byte i holds the bit of rank p + i (0 past rank 7, or 15). 144 bytes: p is at most 16.
alignas(64) constexpr uint8_t kRankBits[144] = {1, 2, 4, 8, 16, 32, 64, 128};
alignas(64) constexpr uint8_t kRankBits2[144] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128};

template <class Bits>
__attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,bmi2"), aligned(64))) uint64_t ranked_scan(
    const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a, uint64_t limit, Bits& missing) {
  constexpr bool kWide = sizeof(Bits) == 16;
  const uint64_t lo = static_cast<uint64_t>(missing), hi = kWide ? static_cast<uint64_t>(missing >> 64) : 0;
  const unsigned pl = bit_count(lo);  // ranks of the high word start here
  const unsigned k = bit_count(missing);
  // Tables: values 0..63 (t1, t2) and, with kWide, 64..127 (u1, u2).
  const __m512i t1 = _mm512_maskz_expand_epi8(lo, _mm512_load_si512(kRankBits));
  const __m512i t2 = _mm512_maskz_expand_epi8(lo, _mm512_load_si512(kRankBits2));
  __m512i u1 = _mm512_setzero_si512(), u2 = u1;
  if constexpr (kWide) {
    u1 = _mm512_maskz_expand_epi8(hi, _mm512_loadu_si512(kRankBits + pl));
    u2 = _mm512_maskz_expand_epi8(hi, _mm512_loadu_si512(kRankBits2 + pl));
  }
  const uint64_t want = (uint64_t(1) << k) - 1;  // k <= kRankedMissing
  __m512i acc1 = _mm512_setzero_si512(), acc2 = acc1;
  for (; a + 63 <= limit; a += 64) {
    const __m512i y = _mm512_loadu_si512(rev_end - 64 - a);
    for (std::size_t j = 0; j < ns; ++j) {
      const __m512i x = _mm512_xor_si512(y, _mm512_loadu_si512(parts[j] - a - 63));
      if constexpr (kWide) {  // x < 128: bit 6 picks the table
        acc1 = _mm512_or_si512(acc1, _mm512_permutex2var_epi8(t1, x, u1));
        if (k > 8) acc2 = _mm512_or_si512(acc2, _mm512_permutex2var_epi8(t2, x, u2));
      } else {
        acc1 = _mm512_or_si512(acc1, _mm512_maskz_permutexvar_epi8(~__mmask64(0), x, t1));
        if (k > 8) acc2 = _mm512_or_si512(acc2, _mm512_maskz_permutexvar_epi8(~__mmask64(0), x, t2));
      }
    }
    if (found_ranks(acc1, acc2, k > 8) == want) {
      missing = 0;
      return a + 64;
    }
  }
  const uint64_t found = found_ranks(acc1, acc2, k > 8);
  Bits spread = static_cast<Bits>(_pdep_u64(found, lo));
  if constexpr (kWide) spread |= static_cast<Bits>(_pdep_u64(found >> pl, hi)) << 64;
  missing &= ~spread;
  return a;
}

// The same witness scan on AVX2 (no byte permute across 64 bytes): the missing set as one 16-byte
// table, row[x & 15] holding bit x >> 4 (x < 128), and two byte shuffles per 32 pairs, one for the row,
// one for the bit (derivation at the top of the file).
template <class Bits>
__attribute__((target("avx2"))) __m256i missing_rows(Bits missing) {
  alignas(16) uint8_t row[16] = {};
  for (Bits b = missing; b; b &= b - 1) {
    const unsigned v = lowest_bit(b);
    row[v & 15] = static_cast<uint8_t>(row[v & 15] | 1u << (v >> 4));
  }
  return _mm256_broadcastsi128_si256(_mm_load_si128(reinterpret_cast<const __m128i*>(row)));
}

template <class Bits>
__attribute__((target("avx2"), aligned(64))) uint64_t table_scan(const uint8_t* rev_end, const uint8_t* const* parts,
                                                                 std::size_t ns, uint64_t a, uint64_t limit,
                                                                 Bits& missing) {
  const __m256i bit = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128,  //
                                       1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
  const __m256i nibble = _mm256_set1_epi8(0x0f);
  __m256i rows = missing_rows(missing);
  alignas(32) uint8_t lane[32];
  for (; a + 31 <= limit; a += 32) {
    const __m256i y = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rev_end - 32 - a));
    for (std::size_t j = 0; j < ns; ++j) {
      const __m256i x = _mm256_xor_si256(y, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(parts[j] - a - 31)));
      // x < 128: bit 7 clear, so the row shuffle reads row[x & 15]; x >> 4 picks the bit
      const __m256i hit = _mm256_and_si256(_mm256_shuffle_epi8(rows, x),
                                           _mm256_shuffle_epi8(bit, _mm256_and_si256(_mm256_srli_epi16(x, 4), nibble)));
      if (_mm256_testz_si256(hit, hit)) continue;
      unsigned lanes = ~static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hit, _mm256_setzero_si256())));
      _mm256_store_si256(reinterpret_cast<__m256i*>(lane), x);
      for (; lanes; lanes &= lanes - 1) missing &= ~(static_cast<Bits>(1) << lane[__builtin_ctz(lanes)]);
      if (!missing) return a + 32;
      rows = missing_rows(missing);
    }
  }
  return a;
}

template <bool kWide>
__attribute__((target("avx2"), aligned(64))) void batch(const uint8_t* const* bases, std::size_t ns, const uint64_t* rp,
                                           const uint32_t* rv, std::size_t from, std::size_t to, uint64_t* lo,
                                           uint64_t* hi) {
  static_assert(kRareBatch == 8, "the batch is two registers of four 64-bit lanes");
  const __m256i one = _mm256_set1_epi64x(1), sixty_four = _mm256_set1_epi64x(64);
  __m256i acc0 = _mm256_setzero_si256(), acc1 = _mm256_setzero_si256();
  __m256i acc2 = _mm256_setzero_si256(), acc3 = _mm256_setzero_si256();  // values 64..127 (kWide)
  for (std::size_t j = 0; j < ns; ++j) {
    const uint8_t* base = bases[j];
    for (std::size_t i = from; i < to; ++i) {
      const __m128i bytes = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(base - rp[i]));
      const __m256i v = _mm256_set1_epi64x(rv[i]);
      const __m256i x0 = _mm256_xor_si256(_mm256_cvtepu8_epi64(bytes), v);
      const __m256i x1 = _mm256_xor_si256(_mm256_cvtepu8_epi64(_mm_srli_si128(bytes, 4)), v);
      acc0 = _mm256_or_si256(acc0, _mm256_sllv_epi64(one, x0));
      acc1 = _mm256_or_si256(acc1, _mm256_sllv_epi64(one, x1));
      if constexpr (kWide) {
        acc2 = _mm256_or_si256(acc2, _mm256_sllv_epi64(one, _mm256_sub_epi64(x0, sixty_four)));
        acc3 = _mm256_or_si256(acc3, _mm256_sllv_epi64(one, _mm256_sub_epi64(x1, sixty_four)));
      }
    }
  }
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(lo), acc0);
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(lo + 4), acc1);
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(hi), acc2);
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(hi + 4), acc3);
}

// The compare witness scan: lane i holds the pair (b + 31 - i, m_j - b - 31 + i), as in scan(); each
// xor is compared with every wanted value (a few), no table.
__attribute__((target("avx2"))) uint64_t compare(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns,
                                                 uint64_t a, uint64_t limit, const uint8_t* vals, unsigned nv,
                                                 unsigned& found) {
  __m256i want[kCompareValues];
  for (unsigned t = 0; t < nv; ++t) want[t] = _mm256_set1_epi8(static_cast<char>(vals[t]));
  const unsigned all = (1u << nv) - 1;
  for (; a + 31 <= limit && found != all; a += 32) {
    const __m256i y = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rev_end - 32 - a));
    __m256i hit[kCompareValues];
    for (unsigned t = 0; t < nv; ++t) hit[t] = _mm256_setzero_si256();
    for (std::size_t j = 0; j < ns; ++j) {
      const __m256i x = _mm256_xor_si256(y, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(parts[j] - a - 31)));
      for (unsigned t = 0; t < nv; ++t) hit[t] = _mm256_or_si256(hit[t], _mm256_cmpeq_epi8(x, want[t]));
    }
    for (unsigned t = 0; t < nv; ++t)
      if (_mm256_movemask_epi8(hit[t])) found |= 1u << t;
  }
  return a;
}

// The same at 16 lanes for x86-64 machines without AVX2 (SSE2 is part of x86-64). A template cannot
// serve both: the AVX2 loop is compiled for AVX2, and so would be the SSE2 one.
uint64_t compare16(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a, uint64_t limit,
                   const uint8_t* vals, unsigned nv, unsigned& found) {
  __m128i want[kCompareValues];
  for (unsigned t = 0; t < nv; ++t) want[t] = _mm_set1_epi8(static_cast<char>(vals[t]));
  const unsigned all = (1u << nv) - 1;
  for (; a + 15 <= limit && found != all; a += 16) {
    const __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i*>(rev_end - 16 - a));
    __m128i hit[kCompareValues];
    for (unsigned t = 0; t < nv; ++t) hit[t] = _mm_setzero_si128();
    for (std::size_t j = 0; j < ns; ++j) {
      const __m128i x = _mm_xor_si128(y, _mm_loadu_si128(reinterpret_cast<const __m128i*>(parts[j] - a - 15)));
      for (unsigned t = 0; t < nv; ++t) hit[t] = _mm_or_si128(hit[t], _mm_cmpeq_epi8(x, want[t]));
    }
    for (unsigned t = 0; t < nv; ++t)
      if (_mm_movemask_epi8(hit[t])) found |= 1u << t;
  }
  return a;
}
#endif

}  // namespace

void batch_rare_options(const uint8_t* const* bases, std::size_t ns, const uint64_t* rp, const uint32_t* rv,
                        std::size_t from, std::size_t to, bool wide, uint64_t* lo, uint64_t* hi) {
#if defined(__x86_64__) && defined(__GNUC__)
  if (wide)
    batch<true>(bases, ns, rp, rv, from, to, lo, hi);
  else
    batch<false>(bases, ns, rp, rv, from, to, lo, hi);
#else
  // Callers check have_avx2() first; this keeps other targets exact all the same.
  for (std::size_t h = 0; h < kRareBatch; ++h) lo[h] = hi[h] = 0;
  for (std::size_t j = 0; j < ns; ++j)
    for (std::size_t i = from; i < to; ++i)
      for (std::size_t h = 0; h < kRareBatch; ++h) {
        const uint32_t x = rv[i] ^ bases[j][static_cast<std::ptrdiff_t>(h) - static_cast<std::ptrdiff_t>(rp[i])];
        if (x < 64) lo[h] |= uint64_t(1) << x;
        else if (wide && x < 128) hi[h] |= uint64_t(1) << (x - 64);
      }
#endif
}

// SGP_SIMD=avx2 or sse2 in the environment makes the engine take the loops of a machine without
// AVX-512 (or without AVX2 either), so that every path is tested on one machine (ctest runs the kernel
// tests both ways). Unset or empty: whatever this CPU has; "native" says so explicitly. Any other value
// is a typo that would silently test the wrong loops, so it is named in a warning on stderr (once).
unsigned simd_cap() {
  static const unsigned cap = [] {
    const char* e = std::getenv("SGP_SIMD");
    if (e && std::strcmp(e, "sse2") == 0) return 0u;
    if (e && std::strcmp(e, "avx2") == 0) return 1u;
    if (e && *e && std::strcmp(e, "native") != 0)
      std::fprintf(stderr, "sgperiod: warning: SGP_SIMD='%s' is not one of sse2, avx2, native; using this CPU's widest loops\n", e);
    return 2u;
  }();
  return cap;
}

bool have_avx2() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool yes = simd_cap() >= 1 && __builtin_cpu_supports("avx2");
  return yes;
#else
  return false;
#endif
}

bool have_vbmi2() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool yes = have_vbmi() && __builtin_cpu_supports("avx512vbmi2") && __builtin_cpu_supports("bmi2");
  return yes;
#else
  return false;
#endif
}

bool have_vbmi() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool yes = simd_cap() >= 2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                          __builtin_cpu_supports("avx512vbmi");
  return yes;
#else
  return false;
#endif
}

template <class Bits>
uint64_t permute_witness_scan(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a,
                              uint64_t limit, Bits& missing) {
  static_assert(sizeof(Bits) == 8 || sizeof(Bits) == 16, "values below 64 or 128");
#if defined(__x86_64__) && defined(__GNUC__)
  if (have_vbmi2() && missing && bit_count(missing) <= kRankedMissing) return ranked_scan(rev_end, parts, ns, a, limit, missing);
  if (have_vbmi() && missing) return scan(rev_end, parts, ns, a, limit, missing);
  if (have_avx2() && missing) return table_scan(rev_end, parts, ns, a, limit, missing);
#else
  (void)rev_end, (void)parts, (void)ns, (void)limit;
#endif
  return a;
}

uint64_t compare_witness_scan(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a,
                              uint64_t limit, const uint8_t* vals, unsigned nv, unsigned& found) {
#if defined(__x86_64__) && defined(__GNUC__)
  if (nv == 0 || nv > kCompareValues) return a;
  if (have_avx2()) return compare(rev_end, parts, ns, a, limit, vals, nv, found);
  return compare16(rev_end, parts, ns, a, limit, vals, nv, found);
#else
  (void)rev_end, (void)parts, (void)ns, (void)limit, (void)vals, (void)nv, (void)found;
#endif
  return a;
}

template uint64_t permute_witness_scan<uint64_t>(const uint8_t*, const uint8_t* const*, std::size_t, uint64_t, uint64_t,
                                                 uint64_t&);
template uint64_t permute_witness_scan<unsigned __int128>(const uint8_t*, const uint8_t* const*, std::size_t, uint64_t,
                                                          uint64_t, unsigned __int128&);

}  // namespace sgp
