/// @file
/// @brief An independent misère outcome search for the quotient tests: memoised over sorted heap multisets, its own digit decoding.
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <string>
#include <vector>

namespace sgp::test {

/// Misère outcomes of sums of heaps of a finite octal or hexadecimal code given by its digits
/// (digits[k] = d_k, d_0 first), straight from the definition: a position is P iff it has a move and
/// every move leads to an N-position. Shares nothing with misere/.
class MisereBrute {
 public:
  explicit MisereBrute(std::vector<unsigned> digits) : d_(std::move(digits)) {}

  /// True when the sum of `heaps` is a misère P-position (the player to move loses).
  bool is_p(std::vector<uint32_t> heaps) {
    heaps.erase(std::remove(heaps.begin(), heaps.end(), 0u), heaps.end());
    std::sort(heaps.begin(), heaps.end());
    return !wins(heaps);
  }

  /// Every position one move leads to, sorted, zeros dropped.
  std::vector<std::vector<uint32_t>> moves(const std::vector<uint32_t>& s) const {
    std::vector<std::vector<uint32_t>> out;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (i > 0 && s[i] == s[i - 1]) continue;
      const uint32_t h = s[i];
      for (uint32_t r = 0; r < d_.size() && r <= h; ++r) {
        const unsigned d = d_[r];
        const uint32_t left = h - r;
        auto emit = [&](std::vector<uint32_t> parts) {
          std::vector<uint32_t> t;
          for (std::size_t j = 0; j < s.size(); ++j)
            if (j != i) t.push_back(s[j]);
          for (uint32_t x : parts) t.push_back(x);
          std::sort(t.begin(), t.end());
          out.push_back(t);
        };
        if (r > 0 && (d & 1) && left == 0) emit({});
        if (r > 0 && (d & 2) && left > 0) emit({left});
        if ((d & 4) && left >= 2)
          for (uint32_t a = 1; a < left; ++a) emit({a, left - a});
        if ((d & 8) && left >= 3)
          for (uint32_t a = 1; a < left; ++a)
            for (uint32_t b = 1; a + b < left; ++b) emit({a, b, left - a - b});
      }
    }
    return out;
  }

 private:
  bool wins(const std::vector<uint32_t>& s) {
    const std::string key(s.begin(), s.end());  // heap sizes below 256 in these tests
    auto it = memo_.find(key);
    if (it != memo_.end()) return it->second;
    const auto next = moves(s);
    bool w = next.empty();  // misère: the player without a move wins
    for (const auto& t : next)
      if (!wins(t)) {
        w = true;
        break;
      }
    memo_[key] = w;
    return w;
  }

  std::vector<unsigned> d_;
  std::unordered_map<std::string, bool> memo_;
};

}  // namespace sgp::test
