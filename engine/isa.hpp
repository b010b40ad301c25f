/// @brief The instruction sets of the engine's vector loops: one macro per target, one spelling each, used everywhere.
//
// Every vector loop is compiled with a GCC/Clang `target` attribute and chosen at run time by the checks
// of engine/cpu.hpp, never by the compiler's own multiversioning. A declaration must carry the same
// attribute as its definition (to GCC a function declared with another target is another version of it),
// so each target is spelled once, here, with the feature list cpu.hpp checks for it:
//   SGP_TARGET_AVX2            AVX2                                                   have_avx2()
//   SGP_TARGET_AVX512_VBMI     AVX-512 F, BW, VBMI (byte permutes)                    have_vbmi()
//   SGP_TARGET_AVX512_VBMI2    the above, VBMI2 (compress), BMI, BMI2, POPCNT         have_vbmi2()
// SGP_X86_64 is 1 where these attributes and <immintrin.h> exist (x86-64 with GCC or Clang), 0 elsewhere;
// there every macro is empty and the scalar loops run.
#pragma once

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SGP_X86_64 1
#define SGP_TARGET_AVX2 __attribute__((target("avx2")))
#define SGP_TARGET_AVX512_VBMI __attribute__((target("avx512f,avx512bw,avx512vbmi")))
#define SGP_TARGET_AVX512_VBMI2 \
  __attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,popcnt,bmi,bmi2")))
#else
#define SGP_X86_64 0
#define SGP_TARGET_AVX2
#define SGP_TARGET_AVX512_VBMI
#define SGP_TARGET_AVX512_VBMI2
#endif
