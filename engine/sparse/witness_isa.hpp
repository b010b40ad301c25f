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
