/// @file
/// @brief The or of an AVX-512 register's 64 bytes, shared by the two AVX-512 witness scans (witness_avx512.cpp, grundy_avx512.cpp).
#pragma once
#include "engine/isa.hpp"

#if SGP_X86_64
#include <immintrin.h>

#include <cstdint>

namespace sgp::witness_isa {

// The or of a register's 64 bytes (a ranked scan's rank bits). Zero-masked extracts: GCC 12 warns about
// the undefined pass-through of the plain ones and the cast.
SGP_TARGET_AVX512_VBMI2 __attribute__((always_inline)) inline uint64_t or_bytes(__m512i v) {
  const __m256i h = _mm256_or_si256(_mm512_maskz_extracti64x4_epi64(0xF, v, 0), _mm512_maskz_extracti64x4_epi64(0xF, v, 1));
  const __m128i q = _mm_or_si128(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1));
  uint64_t x = static_cast<uint64_t>(_mm_cvtsi128_si64(q)) | static_cast<uint64_t>(_mm_extract_epi64(q, 1));
  x |= x >> 32;
  x |= x >> 16;
  x |= x >> 8;
  return x & 0xFF;
}

}  // namespace sgp::witness_isa

#endif  // SGP_X86_64
