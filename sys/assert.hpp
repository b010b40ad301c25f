/// @brief SGP_ASSERT: the engine's invariants, checked in checked builds (SGPERIOD_ASSERTIONS) and free otherwise.
#pragma once

#include <cstdio>
#include <cstdlib>

// Why not <cassert>: Release builds define NDEBUG, and the checked build is a Release build with
// sanitizers (the optimiser's code is what users run). SGPERIOD_ASSERTIONS is set by the CMake option of
// the same name (cmake/sanitize.cmake) and by Debug builds. A failed invariant is a bug in sgperiod,
// never bad input: bad input has its own messages and exit codes, and must not reach an assertion.
#if defined(SGPERIOD_ASSERTIONS) && SGPERIOD_ASSERTIONS
#define SGP_ASSERT(cond, what)                                                                              \
  do {                                                                                                      \
    if (!(cond)) {                                                                                          \
      std::fprintf(stderr, "sgperiod: internal invariant failed at %s:%d: %s (%s)\n", __FILE__, __LINE__, \
                   what, #cond);                                                                            \
      std::abort();                                                                                         \
    }                                                                                                       \
  } while (0)
#define SGP_ASSERTIONS_ON 1
#else
#define SGP_ASSERT(cond, what) \
  do {                         \
  } while (0)
#define SGP_ASSERTIONS_ON 0
#endif
