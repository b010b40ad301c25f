/// @brief The sparse kernel's loops for one instruction set each (private to engine/sparse/; chosen in witness.cpp and sparse.cpp).
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/sparse/witness.hpp"
#include "engine/isa.hpp"

#if SGP_X86_64
// The declarations carry the same target attributes as the definitions (engine/isa.hpp).

namespace sgp::witness_isa {

/// Most missing values the ranked scan takes: two tables of 8 rank bits each.
constexpr unsigned kRankedMissing = 16;

// witness_avx512.cpp (AVX-512 F, BW, VBMI; the ranked scan also VBMI2 and BMI2). Bits: uint64_t or
// unsigned __int128, the missing values below 64 or 128; found values leave `missing`; each returns
// the first a not scanned.
template <class Bits>
SGP_TARGET_AVX512_VBMI uint64_t scan(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a, uint64_t limit,
              Bits& missing);
// ranked_scan hands sets of more than kRankedMissing values to scan itself.
template <class Bits>
SGP_TARGET_AVX512_VBMI2 uint64_t ranked_scan(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a,
                     uint64_t limit, Bits& missing);

// grundy_avx512.cpp (AVX-512 F, BW, VBMI; the scan VBMI2 and BMI2): Grundy's game past twice its last rare position.
/// The rare loop of the 64 heaps n0 .. n0 + 63 (base = g + n0) over the rare positions [from, to), all
/// at least 64: heap j's common options as slots (slot[v], 0xff for a rare v) in two words, w0[j] (slots
/// 0..63) and w1[j] (64..127).
SGP_TARGET_AVX512_VBMI void grundy_rows(const uint8_t* base, const uint64_t* rp, const uint8_t* rv, std::size_t from,
                                        std::size_t to, const uint8_t* slot, uint64_t* w0, uint64_t* w1);
/// The witness scan of heap m (part = the bytes of G(.. m - 1), ending at m) over the pairs a .. limit
/// from the reversed copy (rev_end - 1 - x holds G(x)): every value of the 256-bit set `missing` (at
/// most 128 values) met by a pair leaves it. With `wide` (bytes ending at m, 0xff where the value passes
/// 255), such a partner's lane is read as `sentinel`, a value never missing. Returns the first a not
/// scanned. AVX-512 VBMI2 (the byte expand) and BMI2 (pdep).
SGP_TARGET_AVX512_VBMI2 uint64_t grundy_scan(const uint8_t* rev_end, const uint8_t* part, const uint8_t* wide,
                                             uint8_t sentinel, uint64_t a, uint64_t limit, uint64_t* missing);

// witness_avx2.cpp.
template <class Bits>
SGP_TARGET_AVX2 uint64_t table_scan(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a, uint64_t limit,
                    Bits& missing);
template <bool kWide>
SGP_TARGET_AVX2 void batch(const uint8_t* const* bases, std::size_t ns, const uint64_t* rp, const uint32_t* rv, std::size_t from,
           std::size_t to, uint64_t* lo, uint64_t* hi);
SGP_TARGET_AVX2 uint64_t compare(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a, uint64_t limit,
                 const uint8_t* vals, unsigned nv, unsigned& found);
/// The membership witness scan of one-byte values: g = G(0..n-1), rev = the first r values reversed,
/// ms the split heaps; every missing value found gets vis[v] = s and leaves `missing`. Returns the
/// first a not scanned.
SGP_TARGET_AVX2 uint64_t member_scan(const uint8_t* g, const uint8_t* rev, uint64_t r, const uint64_t* ms, std::size_t ns,
                     uint64_t lo, uint64_t a, uint32_t s, std::vector<uint32_t>& missing, uint32_t* vis);
/// The same for two-byte values whose missing values lie below 256.
SGP_TARGET_AVX2 uint64_t member_scan16(const uint16_t* g, const uint16_t* rev, uint64_t r, const uint64_t* ms, std::size_t ns,
                       uint64_t lo, uint64_t a, uint32_t s, std::vector<uint32_t>& missing, uint32_t* vis);

// witness_sse2.cpp.
uint64_t compare16(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a, uint64_t limit,
                   const uint8_t* vals, unsigned nv, unsigned& found);

}  // namespace sgp::witness_isa
#endif
