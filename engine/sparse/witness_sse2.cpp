/// @brief The compare witness scan at 16 lanes for x86-64 machines without AVX2 (SSE2 is part of x86-64).
#include "engine/sparse/witness_isa.hpp"
#include "engine/isa.hpp"

#if SGP_X86_64
#include <immintrin.h>

namespace sgp::witness_isa {

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

}  // namespace sgp::witness_isa
#endif
