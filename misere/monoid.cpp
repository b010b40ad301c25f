/// @file
/// @brief Words, bitsets and candidate products of the misère quotient construction.
#include "misere/monoid.hpp"

#include <algorithm>

namespace sgp::mq {

bool word_less(const Word& a, const Word& b) {
  const std::size_t n = std::max(a.size(), b.size());
  for (std::size_t i = n; i-- > 0;) {
    const uint32_t x = i < a.size() ? a[i] : 0, y = i < b.size() ? b[i] : 0;
    if (x != y) return x < y;
  }
  return false;
}

bool Bits::empty() const {
  for (uint64_t v : w)
    if (v) return false;
  return true;
}

bool Bits::intersects(const Bits& o) const {
  for (std::size_t i = 0; i < w.size(); ++i)
    if (w[i] & o.w[i]) return true;
  return false;
}

bool Bits::subset_of(const Bits& o) const {
  for (std::size_t i = 0; i < w.size(); ++i)
    if (w[i] & ~o.w[i]) return false;
  return true;
}

namespace {
uint32_t bits_for(uint64_t values) {
  uint32_t b = 0;
  while ((uint64_t(1) << b) < values) ++b;
  return b;
}
}  // namespace

void ProductMonoid::layout() {
  bits_ = bits_for(base->order);
  base_mask_ = (uint64_t(1) << bits_) - 1;
  shift_.clear();
  mask_.clear();
  for (std::size_t c = 0; c < index.size(); ++c) {
    const uint32_t b = bits_for(uint64_t(index[c]) + period[c]);
    shift_.push_back(bits_);
    mask_.push_back((uint64_t(1) << b) - 1);
    bits_ += b;
  }
}

}  // namespace sgp::mq
