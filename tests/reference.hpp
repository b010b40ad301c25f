/// @brief An independent reference for the tests: plain memoised recursion over explicitly listed options.
#pragma once
#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "octal/game.hpp"

namespace sgtest {

// The options of heap n under a take-and-break code, written out as explicit heap lists. Deliberately
// simple and slow: every ordered composition is listed, nothing is shared with the engine.
inline std::vector<std::vector<uint64_t>> code_options(const sgp::TakeAndBreak& c, uint64_t n) {
  std::vector<std::vector<uint64_t>> out;
  for (uint64_t k = 0; k <= n; ++k) {
    unsigned d = c.digit(k);
    uint64_t m = n - k;
    if ((d & 1) && m == 0 && k > 0) out.push_back({});
    if ((d & 2) && m >= 1 && k > 0) out.push_back({m});
    if (d & 4)
      for (uint64_t a = 1; a < m; ++a) out.push_back({a, m - a});
    if (d & 8)
      for (uint64_t a = 1; a < m; ++a)
        for (uint64_t b = 1; a + b < m; ++b) out.push_back({a, b, m - a - b});
  }
  return out;
}

class Reference {
 public:
  explicit Reference(const sgp::Game& g) : game_(g) {}

  uint64_t G(uint64_t n) {
    auto it = memo_.find(n);
    if (it != memo_.end()) return it->second;
    std::vector<std::vector<uint64_t>> opts;
    if (game_.kind == sgp::GameKind::TakeAndBreak) {
      opts = code_options(game_.code, n);
    } else if (game_.kind == sgp::GameKind::Grundy) {
      for (uint64_t a = 1; 2 * a < n; ++a) opts.push_back({a, n - a});
    }
    std::set<uint64_t> values;
    for (const auto& o : opts) {
      uint64_t x = 0;
      for (uint64_t h : o) x ^= G(h);  // recursion over explicit options
      values.insert(x);
    }
    uint64_t mex = 0;
    while (values.count(mex)) ++mex;
    return memo_[n] = mex;
  }

 private:
  sgp::Game game_;
  std::map<uint64_t, uint64_t> memo_;
};

}  // namespace sgtest
