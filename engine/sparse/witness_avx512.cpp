/// @brief The witness scans on AVX-512 VBMI (byte permute) and VBMI2 (ranked): 64 pair xors per split and step.
//
// The byte-permute witness scan (scan). Why it works. The values missing after the rare loop (each needs
// a witness pair, usually among the first pairs) form a 64-byte table: byte v is 0xff when v is missing
// (one vpmovm2b of the bit set; two tables and a two-register permute for values below 128). A byte
// permute of 64 pair xors then looks all of them up at once, one instruction however many values are
// missing. Lane i holds the pair (b + 63 - i, m - b - 63 + i): G(b + 63 - i) comes from the reversed
// copy, G(m - b - 63 + i) from the ascending sequence, both one unaligned load. Which missing values the
// hit lanes hold is one masked compare per missing value (a few, independent) rather than a walk over
// the hit lanes: a value often hits in many lanes, and each step of such a walk waited for the one
// before. 0.167 has about 7 values missing after the rare loop, found within about a hundred pairs: the
// compares beat the walk, and starting at the first pair beats a scalar prefix.
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
// branch per block, on "all found". It beats the compares on 0.167 and 0.1777 (one-word tables), and
// on 0.174 and 0.324 (values up to 73 and 91: the two-word tables).
#include "engine/sparse/avx512_bytes.hpp"
#include "engine/sparse/witness_isa.hpp"
#include "engine/isa.hpp"

#if SGP_X86_64
#include <immintrin.h>

#include <cstring>

namespace sgp::witness_isa {

template <class Bits>
SGP_TARGET_AVX512_VBMI __attribute__((aligned(64))) uint64_t scan(const uint8_t* rev_end, const uint8_t* const* parts,
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


// The ranks found so far: the or of acc1's bytes (ranks 0..7) and, when `two`, acc2's (ranks 8..15).
SGP_TARGET_AVX512_VBMI2 __attribute__((always_inline)) inline uint64_t found_ranks(__m512i acc1,
                                                                                                            __m512i acc2,
                                                                                                            bool two) {
  return or_bytes(acc1) | (two ? or_bytes(acc2) << 8 : 0);
}

// At most kRankedMissing (witness_isa.hpp) missing values go to the ranked scan: two tables of 8 rank
// bits.

// Byte r of kRankBits is 1 << r for r < 8, byte 8 + r of kRankBits2 is 1 << r: loaded from offset p,
// byte i holds the bit of rank p + i (0 past rank 7, or 15). 144 bytes: p is at most 16.
alignas(64) constexpr uint8_t kRankBits[144] = {1, 2, 4, 8, 16, 32, 64, 128};
alignas(64) constexpr uint8_t kRankBits2[144] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128};

template <class Bits>
SGP_TARGET_AVX512_VBMI2 __attribute__((aligned(64))) uint64_t ranked_scan(
    const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a, uint64_t limit, Bits& missing) {
  constexpr bool kWide = sizeof(Bits) == 16;
  const uint64_t lo = static_cast<uint64_t>(missing), hi = kWide ? static_cast<uint64_t>(missing >> 64) : 0;
  // The counts here, where POPCNT is one instruction (the callers are built for any x86-64).
  const unsigned pl = static_cast<unsigned>(_mm_popcnt_u64(lo));  // ranks of the high word start here
  const unsigned k = pl + static_cast<unsigned>(_mm_popcnt_u64(hi));
  if (k > kRankedMissing) return scan(rev_end, parts, ns, a, limit, missing);  // more than the tables hold
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

template uint64_t scan<uint64_t>(const uint8_t*, const uint8_t* const*, std::size_t, uint64_t, uint64_t, uint64_t&);
template uint64_t scan<unsigned __int128>(const uint8_t*, const uint8_t* const*, std::size_t, uint64_t, uint64_t,
                                          unsigned __int128&);
template uint64_t ranked_scan<uint64_t>(const uint8_t*, const uint8_t* const*, std::size_t, uint64_t, uint64_t,
                                        uint64_t&);
template uint64_t ranked_scan<unsigned __int128>(const uint8_t*, const uint8_t* const*, std::size_t, uint64_t, uint64_t,
                                                 unsigned __int128&);

}  // namespace sgp::witness_isa
#endif
