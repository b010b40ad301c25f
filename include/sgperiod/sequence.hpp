/// @file
/// @brief NimSequence: the values G(0..n-1) of one heap game, one byte per heap while the values fit.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <stdexcept>
#include <vector>

namespace sgp {

/// Compact storage of a nim-sequence. Values are stored with the narrowest width (1, 2 or 4 bytes)
/// that holds every value so far; push_back widens the whole store when a larger value arrives, so
/// a game whose values stay below 256 costs one byte per heap.
class NimSequence {
 public:
  /// Reads the values in order (for range-for loops and algorithms): each as a uint32_t.
  class const_iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = uint32_t;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = uint32_t;
    const_iterator() = default;  ///< a singular iterator
    /// The value G(n) at this place.
    uint32_t operator*() const { return (*seq_)[n_]; }
    /// The next place.
    const_iterator& operator++() { ++n_; return *this; }
    /// The next place, returning this one.
    const_iterator operator++(int) { const_iterator old = *this; ++n_; return old; }
    /// Same place (of the same sequence).
    bool operator==(const const_iterator& o) const { return n_ == o.n_; }
    /// Another place.
    bool operator!=(const const_iterator& o) const { return n_ != o.n_; }
   private:
    friend class NimSequence;
    const_iterator(const NimSequence* seq, std::size_t n) : seq_(seq), n_(n) {}
    const NimSequence* seq_ = nullptr;
    std::size_t n_ = 0;
  };
  /// The place of G(0).
  const_iterator begin() const { return {this, 0}; }
  /// One past the place of the last value.
  const_iterator end() const { return {this, size_}; }

  /// How many values: G(0..size()-1).
  std::size_t size() const { return size_; }
  /// True when there are no values.
  bool empty() const { return size_ == 0; }
  /// Bytes per value: 1, 2 or 4.
  unsigned width() const { return width_; }

  /// G(n), for n < size().
  uint32_t operator[](std::size_t n) const {
#if defined(SGPERIOD_ASSERTIONS) && SGPERIOD_ASSERTIONS
    if (n >= size_) {  // the library's checked builds (sys/assert.hpp); free elsewhere
      std::fputs("sgperiod: internal invariant failed: NimSequence read past its last value\n", stderr);
      std::abort();
    }
#endif
    switch (width_) {
      case 1: return bytes_[n];
      case 2: return reinterpret_cast<const uint16_t*>(bytes_.data())[n];
      default: return reinterpret_cast<const uint32_t*>(bytes_.data())[n];
    }
  }

  /// Typed view for kernels; T must match width().
  template <class T> const T* data() const { return reinterpret_cast<const T*>(bytes_.data()); }
  template <class T> T* data() { return reinterpret_cast<T*>(bytes_.data()); }

  /// Room for n values at the current width.
  void reserve(std::size_t n) { bytes_.reserve(n * width_); }
  /// No values, one byte wide again.
  void clear() { bytes_.clear(); size_ = 0; width_ = 1; max_ = 0; max_at_ = 0; }

  /// Appends G(size()) = v, widening the store when v needs it.
  void push_back(uint32_t v) {
    if (v >= limit()) widen_for(v);
    // Byte by byte through push_back, whose fast path is inlined (resize() is an out-of-line call per
    // value: 4% of a sparse run's profile). Little-endian: the low bytes are the value.
    for (unsigned b = 0; b < width_; ++b) bytes_.push_back(static_cast<uint8_t>(v >> (8 * b)));
    if (v > max_ || size_ == 0) { if (v > max_) max_at_ = size_; max_ = std::max(max_, v); }
    ++size_;
  }

  /// Drops values from n on (used when resuming from a checkpoint or re-running a kernel).
  void truncate(std::size_t n) {
    if (n >= size_) return;
    bytes_.resize(n * width_);
    size_ = n;
    max_ = 0; max_at_ = 0;
    for (std::size_t i = 0; i < n; ++i) { uint32_t v = (*this)[i]; if (v > max_) { max_ = v; max_at_ = i; } }
  }

  /// The largest value (0 when empty).
  uint32_t max_value() const { return max_; }
  /// Smallest n with G(n) = max_value().
  uint64_t max_value_at() const { return max_at_; }
  /// One past the largest value the current width can hold.
  uint64_t limit() const { return width_ == 4 ? (uint64_t(1) << 32) : (uint64_t(1) << (8 * width_)); }

  /// G(from..to-1) widened to uint32_t (to is cut at size()).
  std::vector<uint32_t> values(std::size_t from, std::size_t to) const {
    std::vector<uint32_t> out;
    for (std::size_t i = from; i < to && i < size_; ++i) out.push_back((*this)[i]);
    return out;
  }
  /// Raw little-endian bytes (checkpoints).
  const std::vector<uint8_t>& raw() const { return bytes_; }
  /// Replaces the values by `bytes`, little-endian values of `width` bytes (checkpoints).
  void assign_raw(unsigned width, std::vector<uint8_t> bytes) {
    if (width != 1 && width != 2 && width != 4) throw std::invalid_argument("bad value width");
    if (bytes.size() % width != 0) throw std::invalid_argument("bad value bytes: not whole values");
    width_ = width; bytes_ = std::move(bytes); size_ = bytes_.size() / width_;
    max_ = 0; max_at_ = 0;
    for (std::size_t i = 0; i < size_; ++i) { uint32_t v = (*this)[i]; if (v > max_) { max_ = v; max_at_ = i; } }
  }

 private:
  void widen_for(uint32_t v) {
    unsigned w = v < (1u << 16) ? 2 : 4;
    if (w <= width_) w = 4;
    std::vector<uint8_t> wide(size_ * w);
    for (std::size_t i = 0; i < size_; ++i) {
      uint32_t x = (*this)[i];
      std::memcpy(wide.data() + i * w, &x, w);
    }
    bytes_.swap(wide);
    width_ = w;
  }

  std::vector<uint8_t> bytes_;
  std::size_t size_ = 0;
  unsigned width_ = 1;
  uint32_t max_ = 0;
  uint64_t max_at_ = 0;
};

}  // namespace sgp
