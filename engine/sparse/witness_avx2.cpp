/// @brief The AVX2 loops of the sparse kernel: the batched rare loop, the table and compare witness scans, the membership scans.
//
// The batched rare loop. For a rare position r and a split k, the partners of heaps n .. n + 7 are the
// consecutive values G(n - k - r .. n - k - r + 7), all computed before heap n when r >= 8: one 8-byte
// load, widened to four 64-bit lanes twice, gives the option bits of 8 heaps with a variable shift
// each, instead of 8 scalar loads and shifts. Values 64..127 go to a second word per heap: the shift
// count x - 64 wraps around for x < 64 and the shift gives 0, as the first word's shift does for
// x >= 64. A batch made while every value is below 64 needs no second word: every value it reads was
// computed before it, so all of them and their xors are below 64.
//
//
// The table witness scan (table_scan). Without AVX-512 (AVX2 alone), the witness scan of the one- and
// two-word option sets (the byte-permute scan of witness_avx512.cpp) looks the pair xors up in a
// 16-byte table with the byte shuffle: row[x & 15] holds bit x >> 4 of the missing set (x < 128, so
// bit 7 of the index is clear and the shuffle reads the row), and a second shuffle of the constant
// 1 << (i & 7) by x >> 4 picks the bit: 32 pairs per step, whatever the missing set. After the sparse
// kernel's scalar prefix (kSparseBitsPrefix) it beats the compares of up to 8 missing values and the
// two-table membership scan above that on 0.167, and is no slower on 0.1777; starting it at the first
// pair, without the prefix, is slower.
#include "engine/sparse/witness_isa.hpp"
#include "engine/isa.hpp"

#if SGP_X86_64
#include <immintrin.h>

#include <cstring>

namespace sgp::witness_isa {

// The same witness scan on AVX2 (no byte permute across 64 bytes): the missing set as one 16-byte
// table, row[x & 15] holding bit x >> 4 (x < 128), and two byte shuffles per 32 pairs, one for the row,
// one for the bit (derivation at the top of the file).
template <class Bits>
SGP_TARGET_AVX2 __m256i missing_rows(Bits missing) {
  alignas(16) uint8_t row[16] = {};
  for (Bits b = missing; b; b &= b - 1) {
    const unsigned v = lowest_bit(b);
    row[v & 15] = static_cast<uint8_t>(row[v & 15] | 1u << (v >> 4));
  }
  return _mm256_broadcastsi128_si256(_mm_load_si128(reinterpret_cast<const __m128i*>(row)));
}

template <class Bits>
SGP_TARGET_AVX2 __attribute__((aligned(64))) uint64_t table_scan(const uint8_t* rev_end, const uint8_t* const* parts,
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
SGP_TARGET_AVX2 __attribute__((aligned(64))) void batch(const uint8_t* const* bases, std::size_t ns, const uint64_t* rp,
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

// The compare witness scan: lane i holds the pair (b + 31 - i, m_j - b - 31 + i), as in scan()
// (witness_avx512.cpp); each
// xor is compared with every wanted value (a few), no table.
SGP_TARGET_AVX2 uint64_t compare(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns,
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

namespace {

// The witness scan for one-byte values on AVX2, 32 pairs per step, lanes laid out as in simd_scan.
// The missing values as two 16-byte tables for byte-shuffle lookups (member_scan, member_scan16):
// value x is missing when bit (x >> 4) of row[x & 15] is set, each 16-bit row split into two byte
// tables (high nibble below 8, or not), repeated in both 128-bit halves.
struct MissingTables {
  alignas(32) uint8_t low[32], high[32];
  __m256i t_low, t_high;
  SGP_TARGET_AVX2 explicit MissingTables(const std::vector<uint32_t>& missing) {
    std::memset(low, 0, 32);
    std::memset(high, 0, 32);
    for (uint32_t v : missing) ((v >> 4) < 8 ? low : high)[v & 15] |= static_cast<uint8_t>(1u << ((v >> 4) & 7));
    reload();
  }
  void remove(uint32_t v) { ((v >> 4) < 8 ? low : high)[v & 15] &= static_cast<uint8_t>(~(1u << ((v >> 4) & 7))); }
  SGP_TARGET_AVX2 void reload() {
    std::memcpy(low + 16, low, 16);
    std::memcpy(high + 16, high, 16);
    t_low = _mm256_load_si256(reinterpret_cast<const __m256i*>(low));
    t_high = _mm256_load_si256(reinterpret_cast<const __m256i*>(high));
  }
  // A mask of the lanes of x that hold missing values.
  SGP_TARGET_AVX2 unsigned hits(__m256i x) const {
    const __m256i bit = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128,  //
                                         1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
    const __m256i nibble = _mm256_set1_epi8(0x0f), seven = _mm256_set1_epi8(7);
    const __m256i l = _mm256_and_si256(x, nibble);
    const __m256i h = _mm256_and_si256(_mm256_srli_epi16(x, 4), nibble);
    const __m256i row = _mm256_blendv_epi8(_mm256_shuffle_epi8(t_low, l), _mm256_shuffle_epi8(t_high, l),
                                           _mm256_cmpgt_epi8(h, seven));
    const __m256i hit = _mm256_and_si256(row, _mm256_shuffle_epi8(bit, h));
    return ~static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hit, _mm256_setzero_si256())));
  }
};

}  // namespace

// Set membership instead of one compare per missing value: x is missing when bit (x >> 4) of
// row[x & 15] is set, each 16-bit row split into two byte tables (high nibble below 8, or not),
// so two byte shuffles look up 32 lanes at once and the cost per pair does not grow with the
// number of missing values. The lanes that hit name the values found: each is marked and taken
// out of the tables. Starts at a; prunes missing and returns the first a not scanned.
SGP_TARGET_AVX2 uint64_t member_scan(const uint8_t* g, const uint8_t* rev, uint64_t r, const uint64_t* ms,
                                                     std::size_t ns, uint64_t lo, uint64_t a, uint32_t s,
                                                     std::vector<uint32_t>& missing, uint32_t* vis) {
  const uint64_t limit = std::min(lo, r - 1);  // last a: every split takes it, and it is in rev_
  MissingTables tables(missing);
  std::size_t left = missing.size();
  alignas(32) uint8_t lane[32];
  for (; a + 31 <= limit; a += 32) {
    // lane i holds the pair a' = a + 31 - i
    const __m256i y = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rev + r - 32 - a));
    for (std::size_t j = 0; j < ns; ++j) {
      const __m256i x = _mm256_xor_si256(y, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(g + ms[j] - a - 31)));
      unsigned lanes = tables.hits(x);
      if (!lanes) continue;
      // Rare: some missing values occurred. Mark them found and take them out of the tables.
      _mm256_store_si256(reinterpret_cast<__m256i*>(lane), x);
      for (; lanes; lanes &= lanes - 1) {
        const uint32_t v = lane[__builtin_ctz(lanes)];
        if (vis[v] == s) continue;  // two lanes with the same value
        vis[v] = s;
        tables.remove(v);
        --left;
      }
      if (!left) break;
      tables.reload();
    }
    if (!left) {
      a += 32;
      break;
    }
  }
  std::size_t kept = 0;
  for (uint32_t v : missing)
    if (vis[v] != s) missing[kept++] = v;
  missing.resize(kept);
  return a;
}

// The same scan for two-byte values whose missing set lies below 256 (Grundy's game past the first
// value 256): 2 x 16 lanes of xors are packed to bytes with unsigned saturation (x >= 256 becomes
// 255) and looked up as above; a lane holding 255 may stand for any x >= 255, so 255 is confirmed
// on the pairs themselves before it counts as found.
SGP_TARGET_AVX2 uint64_t member_scan16(const uint16_t* g, const uint16_t* rev, uint64_t r,
                                                       const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a,
                                                       uint32_t s, std::vector<uint32_t>& missing, uint32_t* vis) {
  const uint64_t limit = std::min(lo, r - 1);
  MissingTables tables(missing);
  std::size_t left = missing.size();
  alignas(32) uint8_t lane[32];
  for (; a + 31 <= limit; a += 32) {
    // first half: lane i holds the pair a + 31 - i; second half: a + 15 - i
    const __m256i y0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rev + r - 32 - a));
    const __m256i y1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rev + r - 16 - a));
    bool changed = false;
    for (std::size_t j = 0; j < ns && left; ++j) {
      const __m256i x0 = _mm256_xor_si256(y0, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(g + ms[j] - a - 31)));
      const __m256i x1 = _mm256_xor_si256(y1, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(g + ms[j] - a - 15)));
      const __m256i x = _mm256_packus_epi16(x0, x1);  // lane order mixed: only the values matter
      unsigned lanes = tables.hits(x);
      if (!lanes) continue;
      _mm256_store_si256(reinterpret_cast<__m256i*>(lane), x);
      for (; lanes; lanes &= lanes - 1) {
        uint32_t v = lane[__builtin_ctz(lanes)];
        if (v == 255) {  // 255 or a saturated x > 255: find out from the pairs themselves
          bool exact = false;
          for (uint64_t b = a; b < a + 32 && !exact; ++b) exact = (g[b] ^ g[ms[j] - b]) == 255;
          if (!exact) continue;
        }
        if (vis[v] == s) continue;  // two lanes with the same value
        vis[v] = s;
        tables.remove(v);
        --left;
        changed = true;
      }
    }
    if (!changed) continue;
    if (!left) {
      a += 32;
      break;
    }
    tables.reload();
  }
  std::size_t kept = 0;
  for (uint32_t v : missing)
    if (vis[v] != s) missing[kept++] = v;
  missing.resize(kept);
  return a;
}

template uint64_t table_scan<uint64_t>(const uint8_t*, const uint8_t* const*, std::size_t, uint64_t, uint64_t,
                                       uint64_t&);
template uint64_t table_scan<unsigned __int128>(const uint8_t*, const uint8_t* const*, std::size_t, uint64_t, uint64_t,
                                                unsigned __int128&);
template void batch<true>(const uint8_t* const*, std::size_t, const uint64_t*, const uint32_t*, std::size_t,
                          std::size_t, uint64_t*, uint64_t*);
template void batch<false>(const uint8_t* const*, std::size_t, const uint64_t*, const uint32_t*, std::size_t,
                           std::size_t, uint64_t*, uint64_t*);

}  // namespace sgp::witness_isa
#endif
