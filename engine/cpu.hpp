/// @brief What this CPU's vector units can do, checked once; the one place the engine's loops are chosen by.
#pragma once

namespace sgp {

// Every vector loop of the engine is compiled with a `target` attribute for its instruction set (one
// macro per target, engine/isa.hpp) and chosen at run time by these checks (never by GCC's target_clones
// or a check of its own), so that SGP_SIMD reaches every one of them: SGP_SIMD=avx2 makes this machine look like one without AVX-512,
// SGP_SIMD=sse2 like one without AVX2 either, and ctest runs the kernel tests both ways. Unset, empty or
// "native": whatever this CPU has. Any other value is named in a warning on stderr (once).

/// Whether the AVX2 loops may run (x86-64 with AVX2, and SGP_SIMD allows it).
bool have_avx2();
/// AVX-512 F, BW and VBMI: the byte-permute witness scans of the sparse kernel.
bool have_vbmi();
/// have_vbmi() and AVX-512 VBMI2 (the word compress), BMI, BMI2 and POPCNT: the ranked witness scan of the
/// sparse kernel, and the filter scan of the pair mex and heap batches.
bool have_vbmi2();

}  // namespace sgp
