/// @brief The sparse kernel's vector loops chosen by the CPU (engine/cpu.hpp); the loops sit one file per instruction set.
//
// witness_avx512.cpp: the byte-permute and ranked witness scans; witness_avx2.cpp: the batched rare loop,
// the table, compare and membership scans; witness_sse2.cpp: the compare scan at 16 lanes. Each file
// says why its loops are exact and why they were chosen over the others.
#include "engine/sparse/witness.hpp"
#include "engine/isa.hpp"

#include "engine/cpu.hpp"
#include "engine/sparse/witness_isa.hpp"

namespace sgp {

using namespace witness_isa;

void batch_rare_options(const uint8_t* const* bases, std::size_t ns, const uint64_t* rp, const uint32_t* rv,
                        std::size_t from, std::size_t to, bool wide, uint64_t* lo, uint64_t* hi) {
#if SGP_X86_64
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

template <class Bits>
uint64_t permute_witness_scan(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a,
                              uint64_t limit, Bits& missing) {
  static_assert(sizeof(Bits) == 8 || sizeof(Bits) == 16, "values below 64 or 128");
#if SGP_X86_64
  if (have_vbmi2() && missing) return ranked_scan(rev_end, parts, ns, a, limit, missing);
  if (have_vbmi() && missing) return scan(rev_end, parts, ns, a, limit, missing);
  if (have_avx2() && missing) return table_scan(rev_end, parts, ns, a, limit, missing);
#else
  (void)rev_end, (void)parts, (void)ns, (void)limit;
#endif
  return a;
}

uint64_t compare_witness_scan(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a,
                              uint64_t limit, const uint8_t* vals, unsigned nv, unsigned& found) {
#if SGP_X86_64
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
