/// @file
/// @brief Finite commutative monoids for misère quotients: dense tables, candidate products, words, bitsets.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace sgp::mq {

using Elem = uint32_t;  ///< an element of a finite monoid; 0 is the identity

/// A finite commutative monoid by its dense multiplication table (element 0 is the identity).
struct Monoid {
  uint32_t order = 1;
  std::vector<Elem> table{0};  ///< table[x * order + y] = x y
  Elem mul(Elem x, Elem y) const { return table[std::size_t(x) * order + y]; }
};

/// A position of heaps 0..n as multiplicities: word[h] = how many heaps of size h.
using Word = std::vector<uint32_t>;
/// a < b in the order that lists every option before its position: the largest heap counts first
/// (lexicographic from the top). Words of different lengths compare as if padded with zeros.
bool word_less(const Word& a, const Word& b);

/// A set of elements of a monoid of `bits` elements, one bit each.
struct Bits {
  std::vector<uint64_t> w;
  Bits() = default;
  explicit Bits(std::size_t bits) : w((bits + 63) / 64, 0) {}
  void set(std::size_t i) { w[i >> 6] |= uint64_t(1) << (i & 63); }
  bool get(std::size_t i) const { return (w[i >> 6] >> (i & 63)) & 1; }
  bool empty() const;
  bool intersects(const Bits& o) const;
  bool subset_of(const Bits& o) const;
};

/// The direct product of a base monoid (dense table) and cyclic monoids <g | g^(index+period) = g^index>,
/// the candidates a quotient is searched among. An element is a bit field: the base element in the low
/// bits, then each component's exponent in a field of its own (so products decode with shifts, not
/// divisions); size() counts every code, used or not. Products are taken component by component.
struct ProductMonoid {
  const Monoid* base = nullptr;
  std::vector<uint32_t> index, period;  ///< one pair per cyclic component
  /// Lays out the fields; call after setting index and period.
  void layout();
  uint64_t size() const { return bits_ >= 63 ? UINT64_MAX : uint64_t(1) << bits_; }
  uint64_t mul(uint64_t x, uint64_t y) const {
    uint64_t r = base->mul(Elem(x & base_mask_), Elem(y & base_mask_));
    for (std::size_t c = 0; c < shift_.size(); ++c) {
      const uint64_t m = mask_[c];
      uint64_t e = ((x >> shift_[c]) & m) + ((y >> shift_[c]) & m);
      while (e >= uint64_t(index[c]) + period[c]) e -= period[c];
      r |= e << shift_[c];
    }
    return r;
  }
  /// The element with base part b and exponent 1 in component c (c < 0: none).
  uint64_t generator(Elem b, int c) const { return c < 0 ? b : b | (uint64_t(1) << shift_[c]); }

 private:
  uint64_t base_mask_ = 0;
  std::vector<uint32_t> shift_;
  std::vector<uint64_t> mask_;
  uint32_t bits_ = 0;
};

}  // namespace sgp::mq
