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

uint64_t ProductMonoid::size() const {
  uint64_t s = base->order;
  for (std::size_t c = 0; c < index.size(); ++c) s *= uint64_t(index[c]) + period[c];
  return s;
}

uint64_t ProductMonoid::mul(uint64_t x, uint64_t y) const {
  const uint64_t bo = base->order;
  uint64_t r = base->mul(Elem(x % bo), Elem(y % bo)), radix = bo;
  x /= bo;
  y /= bo;
  for (std::size_t c = 0; c < index.size(); ++c) {
    const uint64_t m = uint64_t(index[c]) + period[c];
    uint64_t e = x % m + y % m;
    if (e >= m) e = index[c] + (e - index[c]) % period[c];
    r += e * radix;
    radix *= m;
    x /= m;
    y /= m;
  }
  return r;
}

uint64_t ProductMonoid::generator(Elem b, int c) const {
  uint64_t r = b, radix = base->order;
  for (int i = 0; i < int(index.size()); ++i) {
    if (i == c) r += radix;
    radix *= uint64_t(index[i]) + period[i];
  }
  return r;
}

}  // namespace sgp::mq
