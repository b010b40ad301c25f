/// @brief Vector loops shared by the sparse kernel and front-plus-tail: batched rare loop, witness scans (byte permute, compares).
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/cpu.hpp"

namespace sgp {

/// Heaps in one batch of the rare loop (two registers of four 64-bit lanes).
constexpr std::size_t kRareBatch = 8;

/// The smallest value in a non-empty one- or two-word bit set (uint64_t or unsigned __int128).
template <class Bits>
inline uint32_t lowest_bit(Bits b) {
  const uint64_t lo = static_cast<uint64_t>(b);
  if constexpr (sizeof(Bits) > 8) {
    if (!lo) return 64 + static_cast<uint32_t>(__builtin_ctzll(static_cast<uint64_t>(b >> 64)));
  }
  return static_cast<uint32_t>(__builtin_ctzll(lo));
}

/// The number of set bits of a word, inlined (without -mpopcnt __builtin_popcountll calls libgcc).
inline unsigned word_bits(uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<unsigned>((x * 0x0101010101010101ull) >> 56);
}

/// How many values a one- or two-word bit set holds.
template <class Bits>
inline unsigned bit_count(Bits b) {
  unsigned c = word_bits(static_cast<uint64_t>(b));
  if constexpr (sizeof(Bits) > 8) c += word_bits(static_cast<uint64_t>(b >> 64));
  return c;
}

/// The rare loop of kRareBatch consecutive heaps n .. n + 7 at once (AVX2): for every split j
/// (bases[j] points at G(n - k_j)) and rare position rp[i] (value rv[i]) with from <= i < to, ors
/// 1 << (rv[i] ^ G(n + h - k_j - rp[i])) into heap h's option words: lo[h] for values below 64, and
/// hi[h] for values 64..127 when `wide` (else hi is zero). Needs rp[i] >= kRareBatch (every partner
/// computed before heap n) and AVX2 (have_avx2()).
void batch_rare_options(const uint8_t* const* bases, std::size_t ns, const uint64_t* rp, const uint32_t* rv,
                        std::size_t from, std::size_t to, bool wide, uint64_t* lo, uint64_t* hi);

/// The witness scan of the one- and two-word option sets: removes from `missing` (rare values below
/// 64 for Bits = uint64_t, below 128 for unsigned __int128) every value G(b) ^ G(m_j - b) it meets,
/// for b from a on in steps of 64 (AVX-512 VBMI) or 32 (AVX2) while the step fits below limit, over every
/// split j < ns; stops early (after the block) once `missing` is empty. Every value of the sequence must
/// lie below 64 or 128 as well. rev_end - 1 - x holds G(x) (a reversed copy of the first values),
/// parts[j] - x holds G(m_j - x). Returns the first b not scanned (a itself without AVX2, or when no step
/// fits).
template <class Bits>
uint64_t permute_witness_scan(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a,
                              uint64_t limit, Bits& missing);

/// At most this many values go to one compare_witness_scan (one compare per value and pair block).
constexpr unsigned kCompareValues = 8;

/// The witness scan for a few missing values on machines without VBMI: sets bit t of `found` when vals[t]
/// (t < nv <= kCompareValues) is some G(b) ^ G(m_j - b), for b from a on in steps of 32 (AVX2) or 16
/// (SSE2) while the step fits below limit, over every split j < ns; stops early once every value is
/// found. rev_end and parts as for permute_witness_scan. Returns the first b not scanned (a itself on
/// other targets).
uint64_t compare_witness_scan(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a,
                              uint64_t limit, const uint8_t* vals, unsigned nv, unsigned& found);

}  // namespace sgp
