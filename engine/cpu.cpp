/// @brief CPU detection for the engine's vector loops, with the SGP_SIMD override (see cpu.hpp).
#include "engine/cpu.hpp"
#include "engine/isa.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace sgp {

namespace {

// 0: SSE2 only, 1: up to AVX2, 2: everything this CPU has. A typo in SGP_SIMD would silently test the
// wrong loops, so it is named.
unsigned simd_cap() {
  static const unsigned cap = [] {
    const char* e = std::getenv("SGP_SIMD");
    if (e && std::strcmp(e, "sse2") == 0) return 0u;
    if (e && std::strcmp(e, "avx2") == 0) return 1u;
    if (e && *e && std::strcmp(e, "native") != 0)
      std::fprintf(stderr, "sgperiod: warning: SGP_SIMD='%s' is not one of sse2, avx2, native; using this CPU's widest loops\n", e);
    return 2u;
  }();
  return cap;
}

}  // namespace

namespace cpu_detail {

std::atomic<unsigned> caps{0};

// Every caller computes the same word, so racing first calls are harmless.
unsigned detect() {
  unsigned c = kKnown;
#if SGP_X86_64
  const unsigned cap = simd_cap();
  if (cap >= 1 && __builtin_cpu_supports("avx2")) c |= kAvx2;
  if (cap >= 2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512vbmi"))
    c |= kVbmi;
  // Every feature of SGP_TARGET_AVX512_VBMI2 (engine/isa.hpp); VBMI2 CPUs have the others, but the
  // attribute lets the compiler use them anywhere in those loops, so they are checked all the same.
  if ((c & kVbmi) && __builtin_cpu_supports("avx512vbmi2") && __builtin_cpu_supports("bmi") &&
      __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt"))
    c |= kVbmi2;
#endif
  caps.store(c, std::memory_order_relaxed);
  return c;
}

}  // namespace cpu_detail

}  // namespace sgp
