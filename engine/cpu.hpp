/// @brief What this CPU's vector units can do, checked once; the one place the engine's loops are chosen by.
#pragma once

#include <atomic>

namespace sgp {

namespace cpu_detail {
// The checks below in one word, bit 3 set once it holds them: the sparse kernel asks several times per
// heap, so the answer is one load, inlined, after the first call of detect().
constexpr unsigned kAvx2 = 1, kVbmi = 2, kVbmi2 = 4, kKnown = 8;
extern std::atomic<unsigned> caps;
unsigned detect();
inline unsigned get() {
  const unsigned c = caps.load(std::memory_order_relaxed);
  return c ? c : detect();
}
}  // namespace cpu_detail

// Every vector loop of the engine is compiled with a `target` attribute for its instruction set (one
// macro per target, engine/isa.hpp) and chosen at run time by these checks (never by GCC's target_clones
// or a check of its own), so that SGP_SIMD reaches every one of them: SGP_SIMD=avx2 makes this machine look like one without AVX-512,
// SGP_SIMD=sse2 like one without AVX2 either, and ctest runs the kernel tests both ways. Unset, empty or
// "native": whatever this CPU has. Any other value is named in a warning on stderr (once).

/// Whether the AVX2 loops may run (x86-64 with AVX2, and SGP_SIMD allows it).
inline bool have_avx2() { return cpu_detail::get() & cpu_detail::kAvx2; }
/// AVX-512 F, BW and VBMI: the byte-permute witness scans of the sparse kernel.
inline bool have_vbmi() { return cpu_detail::get() & cpu_detail::kVbmi; }
/// have_vbmi() and AVX-512 VBMI2 (the word compress), BMI, BMI2 and POPCNT: the ranked witness scan of the
/// sparse kernel, and the filter scan of the pair mex and heap batches.
inline bool have_vbmi2() { return cpu_detail::get() & cpu_detail::kVbmi2; }

}  // namespace sgp
