/// @brief Helpers of the kernel cross-checks: run a kernel from scratch, the naive reference run, the first difference.
#pragma once
#include <algorithm>
#include <cstdint>

#include "engine/kernel.hpp"

namespace sgtest {

/// Index of the first difference of two sequences (or the shorter length), -1 when equal; prints
/// nothing, so that a failing REQUIRE names the index.
inline int64_t first_difference(const sgp::NimSequence& a, const sgp::NimSequence& b) {
  if (a.size() != b.size()) return static_cast<int64_t>(std::min(a.size(), b.size()));
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return static_cast<int64_t>(i);
  return -1;
}

/// G(0..n-1) from a fresh sequence.
inline sgp::NimSequence run(sgp::Kernel& k, uint64_t n) {
  sgp::NimSequence s;
  k.extend(s, n);
  return s;
}

inline sgp::NimSequence naive(const sgp::Game& g, uint64_t n) { return run(*sgp::make_naive_kernel(g), n); }

}  // namespace sgtest
