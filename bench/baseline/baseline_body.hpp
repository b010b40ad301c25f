/// @brief The baseline's code, included only by the copies (loops16/32/64.cpp), each compiling it with its own alignment.
//
// Written like the study notes' table template: for each heap n, loop over every option, stamp
// vis[x] = n, then scan for the first unstamped value. O(n^2) for splitting games, O(n^3) with
// three-heap splits.
#pragma once

#include <cstdint>
#include <vector>

#include "octal/game.hpp"

namespace sgp {
namespace bench {
namespace {  // internal: every copy is compiled in its own file, with that file's alignment

// The baseline: plain vectors, timestamp mex, every option of every heap.
std::vector<uint32_t> baseline_impl(const Game& g, uint64_t count) {
  std::vector<uint32_t> v(count, 0), vis(1024, UINT32_MAX);
  auto mark = [&](uint32_t x, uint32_t n) {
    if (x >= vis.size()) vis.resize(2 * x + 2, UINT32_MAX);
    vis[x] = n;
  };
  for (uint64_t n = 0; n < count; ++n) {
    uint32_t s = static_cast<uint32_t>(n);
    if (g.kind == GameKind::Grundy) {
      for (uint64_t a = 1; 2 * a < n; ++a) mark(v[a] ^ v[n - a], s);
    } else {
      const TakeAndBreak& c = g.code;
      for (uint64_t k = 0; k <= n && k < c.digits.size(); ++k) {
        unsigned d = c.digits[k];
        uint64_t m = n - k;
        if ((d & 1) && k >= 1 && m == 0) mark(0, s);
        if ((d & 2) && k >= 1 && m >= 1) mark(v[m], s);
        if (d & 4)
          for (uint64_t a = 1; 2 * a <= m; ++a) mark(v[a] ^ v[m - a], s);
        if (d & 8)  // three heaps a <= b <= m - a - b
          for (uint64_t a = 1; 3 * a <= m; ++a)
            for (uint64_t b = a; a + 2 * b <= m; ++b) mark(v[a] ^ v[b] ^ v[m - a - b], s);
      }
    }
    uint32_t x = 0;
    while (x < vis.size() && vis[x] == s) ++x;
    v[n] = x;
  }
  return v;
}

}  // namespace
}  // namespace bench
}  // namespace sgp
