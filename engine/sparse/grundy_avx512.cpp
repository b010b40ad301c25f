/// @brief The AVX-512 VBMI loops of Grundy's game's heap rows: the rare loop of 64 heaps at once, and the 256-value witness scan.
//
// The rare rows (grundy_rows). Past heap 2 * (last rare position), every rare position r lies below
// n / 2, so (r, n - r) is a legal split of every heap n and its partner n - r is a common position: each
// rare option is common, and the rare loop's only task is c*, the smallest common value no rare pair
// gives. For the 64 heaps n0 .. n0 + 63 and a rare position r >= 64, the partners G(n0 - r .. n0 - r +
// 63) are one 64-byte load of values computed before the batch; xored with G(r), lane j holds heap n0
// + j's option. Only common values matter, and with values below 256 the common ones are 128: remove
// bit b (the lowest bit of the mask) from a common value and the 7 bits left name it, because bit b
// follows from the parity of the mask's higher bits. That slot (one byte table look-up, two permutes
// of four registers) is the bit of a two-word set per heap: heap j's slot byte goes to the low byte of
// a 64-bit lane (one zero-masked byte permute for 8 heaps), and two variable shifts (the count minus 64
// for the second word; counts past 63 shift to 0, so a rare value's slot 0xff marks nothing) set its
// bit. 16 accumulators, 8 heaps by 2 words, stay in registers over all rare positions; per (heap, rare
// position) about one operation, against a load, an xor and a store per pair in the scalar loop.
// Removing a bit below the parity bit keeps the order: the smallest free slot is c*.
//
// The witness scan (grundy_scan): the rare values below c* that still need a witness pair (up to 128)
// get ranks 0, 1, ... in increasing order, and each group of 8 ranks a table of the 256 values (four
// registers, one byte expand each): byte 1 << (rank & 7) at its values, 0 elsewhere. 64 pair xors are
// looked up in each table with two two-register permutes, picked by bit 7, and ored into one
// accumulator per group, with no branch per step and no work per hit: the ranks found are the or of
// each accumulator's bytes, read every eight steps, and _pdep_u64 spreads them back onto the values.
// Found values keep their ranks (their bits are set again, harmlessly) until a whole group can go;
// then the tables are made again for the values left. Taking each hit out at once instead (a walk over
// the hit lanes, a compare per value) cost a branch misprediction per hit step and a chain of dependent
// steps per value, and that was most of the time: Grundy's game starts with about 35 missing values
// per heap and its last witness comes after about 3,200 pairs. Lanes as in witness_avx512.cpp: lane i
// holds the pair (a + 63 - i, m - a - 63 + i), G(a + 63 - i) from the reversed copy. In a two-byte store
// the partner bytes are low bytes: a lane whose partner is a value of 256 or more (`wide` byte 0xff)
// gets `sentinel`, a common value, which no table holds (its pair's xor is at least 256: no witness).
#include "engine/sparse/avx512_bytes.hpp"
#include "engine/sparse/witness_isa.hpp"
#include "engine/isa.hpp"

#if SGP_X86_64
#include <immintrin.h>

namespace sgp::witness_isa {

SGP_TARGET_AVX512_VBMI __attribute__((aligned(64))) void grundy_rows(const uint8_t* base, const uint64_t* rp,
                                                                      const uint8_t* rv, std::size_t from,
                                                                      std::size_t to, const uint8_t* slot,
                                                                      uint64_t* w0, uint64_t* w1) {
  const __m512i s0 = _mm512_loadu_si512(slot), s1 = _mm512_loadu_si512(slot + 64);
  const __m512i s2 = _mm512_loadu_si512(slot + 128), s3 = _mm512_loadu_si512(slot + 192);
  const __m512i one = _mm512_set1_epi64(1), sixty_four = _mm512_set1_epi64(64);
  // idx[q]: the low byte of 64-bit lane l takes byte 8q + l (the zero mask clears the others).
  __m512i idx[8];
  for (int q = 0; q < 8; ++q) idx[q] = _mm512_add_epi64(_mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0), _mm512_set1_epi64(8 * q));
  constexpr __mmask64 kLow = 0x0101010101010101ull;
  __m512i acc[16];
  for (auto& x : acc) x = _mm512_setzero_si512();
  for (std::size_t i = from; i < to; ++i) {
    const __m512i x = _mm512_xor_si512(_mm512_loadu_si512(base - rp[i]), _mm512_set1_epi8(static_cast<char>(rv[i])));
    const __m512i s = _mm512_mask_blend_epi8(_mm512_movepi8_mask(x), _mm512_permutex2var_epi8(s0, x, s1),
                                             _mm512_permutex2var_epi8(s2, x, s3));
#pragma GCC unroll 8
    for (int q = 0; q < 8; ++q) {
      const __m512i c = _mm512_maskz_permutexvar_epi8(kLow, idx[q], s);
      acc[2 * q] = _mm512_or_si512(acc[2 * q], _mm512_maskz_sllv_epi64(0xFF, one, c));
      acc[2 * q + 1] = _mm512_or_si512(acc[2 * q + 1], _mm512_maskz_sllv_epi64(0xFF, one, _mm512_sub_epi64(c, sixty_four)));
    }
  }
  for (int q = 0; q < 8; ++q) {
    _mm512_storeu_si512(w0 + 8 * q, acc[2 * q]);
    _mm512_storeu_si512(w1 + 8 * q, acc[2 * q + 1]);
  }
}

namespace {

// kRankPad from offset 192 - 8q + b: byte j is 1 << (b + j - 8q) when that rank lies in group q (ranks
// 8q .. 8q + 7), else 0; q < 16, b <= 128 (a word's first rank).
alignas(64) constexpr uint8_t kRankPad[384] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  //
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  //
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  //
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  //
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  //
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  //
    1, 2, 4, 8, 16, 32, 64, 128};

constexpr unsigned kGroups = 16;  // 128 rare values below 256 at most: 16 groups of 8 ranks

// The rank tables of a missing set: ranks 0, 1, ... in increasing value order; table q (four registers
// for the values 0..255) holds byte 1 << (rank & 7) at each missing value of rank 8q .. 8q + 7, 0
// elsewhere. Returns the number of groups.
SGP_TARGET_AVX512_VBMI2 unsigned rank_tables(const uint64_t* miss, unsigned* first, __m512i (*t)[4]) {
  unsigned b = 0;
  for (unsigned k = 0; k < 4; ++k) {
    first[k] = b;
    b += static_cast<unsigned>(__builtin_popcountll(miss[k]));
  }
  const unsigned groups = (b + 7) / 8;
  for (unsigned q = 0; q < groups; ++q)
    for (unsigned k = 0; k < 4; ++k)
      t[q][k] = miss[k] ? _mm512_maskz_expand_epi8(miss[k], _mm512_loadu_si512(kRankPad + 192 - 8 * q + first[k]))
                        : _mm512_setzero_si512();
  return groups;
}


// One block of the ranked scan: up to kBlockSteps steps of 64 pairs from a, G groups of tables, kLow:
// every missing value below 128 (one permute per group, lanes of 128 and more zeroed). The tables and
// accumulators live in registers for the block (a loop over a run-time number of groups kept the
// accumulators in memory, a store-to-load chain per step).
constexpr unsigned kBlockSteps = 8;

template <unsigned G, bool kLow>
SGP_TARGET_AVX512_VBMI2 __attribute__((noinline)) uint64_t ranked_block(const uint8_t* rev_end, const uint8_t* part,
                                                                         const uint8_t* wide, __m512i sent, uint64_t a,
                                                                         uint64_t limit, const __m512i (*t)[4],
                                                                         __m512i* acc) {
  constexpr unsigned kTables = kLow ? 2 : 4;
  __m512i tt[G][kTables], ac[G];
#pragma GCC unroll 16
  for (unsigned q = 0; q < G; ++q) {
    ac[q] = acc[q];
#pragma GCC unroll 4
    for (unsigned k = 0; k < kTables; ++k) tt[q][k] = t[q][k];
  }
  for (unsigned step = 0; step < kBlockSteps && a + 63 <= limit; ++step, a += 64) {
    __m512i x = _mm512_xor_si512(_mm512_loadu_si512(rev_end - 64 - a), _mm512_loadu_si512(part - a - 63));
    if (wide) x = _mm512_mask_mov_epi8(x, _mm512_movepi8_mask(_mm512_loadu_si512(wide - a - 63)), sent);
    const __mmask64 hi = _mm512_movepi8_mask(x);
#pragma GCC unroll 16
    for (unsigned q = 0; q < G; ++q) {
      if constexpr (kLow)
        ac[q] = _mm512_or_si512(ac[q], _mm512_maskz_permutex2var_epi8(~hi, tt[q][0], x, tt[q][1]));
      else
        ac[q] = _mm512_or_si512(ac[q], _mm512_mask_blend_epi8(hi, _mm512_permutex2var_epi8(tt[q][0], x, tt[q][1]),
                                                              _mm512_permutex2var_epi8(tt[q][2], x, tt[q][3])));
    }
  }
#pragma GCC unroll 16
  for (unsigned q = 0; q < G; ++q) acc[q] = ac[q];
  return a;
}

// The blocks by group count (index G - 1), through a pointer to void-free plain functions: a table
// type spelled with __m512i would drop its alignment attribute (-Wignored-attributes).
#define SGP_BLOCKS(L)                                                                                     \
  {ranked_block<1, L>,  ranked_block<2, L>,  ranked_block<3, L>,  ranked_block<4, L>,  ranked_block<5, L>,  \
   ranked_block<6, L>,  ranked_block<7, L>,  ranked_block<8, L>,  ranked_block<9, L>,  ranked_block<10, L>, \
   ranked_block<11, L>, ranked_block<12, L>, ranked_block<13, L>, ranked_block<14, L>, ranked_block<15, L>, \
   ranked_block<16, L>}
decltype(&ranked_block<1, true>) const kBlocksLow[kGroups] = SGP_BLOCKS(true);
decltype(&ranked_block<1, true>) const kBlocksAll[kGroups] = SGP_BLOCKS(false);
#undef SGP_BLOCKS

}  // namespace

SGP_TARGET_AVX512_VBMI2 __attribute__((aligned(64))) uint64_t grundy_scan(const uint8_t* rev_end, const uint8_t* part,
                                                                           const uint8_t* wide, uint8_t sentinel,
                                                                           uint64_t a, uint64_t limit,
                                                                           uint64_t* missing) {
  __m512i t[kGroups][4], acc[kGroups];
  unsigned first[4];
  uint64_t ranked[4];  // the missing set the ranks were given in
  unsigned groups = 0;
  auto make = [&]() SGP_TARGET_AVX512_VBMI2 {
    for (unsigned k = 0; k < 4; ++k) ranked[k] = missing[k];
    groups = rank_tables(ranked, first, t);
    for (unsigned q = 0; q < groups; ++q) acc[q] = _mm512_setzero_si512();
  };
  // The ranks found since the tables were made leave `missing`; returns how many values are left.
  auto settle = [&]() SGP_TARGET_AVX512_VBMI2 {
    unsigned __int128 found = 0;
    for (unsigned q = 0; q < groups; ++q) found |= static_cast<unsigned __int128>(or_bytes(acc[q])) << (8 * q);
    unsigned left = 0;
    for (unsigned k = 0; k < 4; ++k) {
      if (ranked[k]) missing[k] = ranked[k] & ~_pdep_u64(static_cast<uint64_t>(found >> first[k]), ranked[k]);
      left += static_cast<unsigned>(__builtin_popcountll(missing[k]));
    }
    return left;
  };
  make();
  const __m512i sent = _mm512_set1_epi8(static_cast<char>(sentinel));
  // Blocks of kBlockSteps steps of 64 pairs; the found ranks are read after each block, and the tables
  // are made again when a group of ranks can go (a found value keeps its rank until then, harmlessly).
  while (a + 63 <= limit) {
    // Missing values all below 128 (c* <= 128, most heaps): one permute per group.
    const bool low = !(ranked[2] | ranked[3]);
    a = (low ? kBlocksLow : kBlocksAll)[groups - 1](rev_end, part, wide, sent, a, limit, t, acc);
    const unsigned left = settle();
    if (left == 0) return a;
    if ((left + 7) / 8 < groups) make();
  }
  settle();
  return a;
}

}  // namespace sgp::witness_isa
#endif
