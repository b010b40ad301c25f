/// @brief Little-endian byte writer and a bounds-checked reader that names the field it could not read.
#pragma once
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

namespace sgp {

/// Appends integers little-endian (so files are the same on every machine).
struct ByteWriter {
  std::vector<uint8_t>& out;
  template <class U>
  void put(U v) {
    for (std::size_t i = 0; i < sizeof(U); ++i) out.push_back(static_cast<uint8_t>(static_cast<uint64_t>(v) >> (8 * i)));
  }
  void bytes(const uint8_t* p, std::size_t n) { out.insert(out.end(), p, p + n); }
  template <class U>
  void vec(const std::vector<U>& v) {
    put<uint64_t>(v.size());
    for (const U& x : v) put<U>(x);
  }
};

/// Reads what ByteWriter wrote; running past the end throws std::runtime_error naming the field.
struct ByteReader {
  const uint8_t* p;
  const uint8_t* end;
  template <class U>
  U get(const char* field) {
    need(sizeof(U), field);
    U v = 0;
    for (std::size_t i = 0; i < sizeof(U); ++i) v |= static_cast<U>(static_cast<U>(p[i]) << (8 * i));
    p += sizeof(U);
    return v;
  }
  void bytes(uint8_t* dst, std::size_t n, const char* field) {
    need(n, field);
    std::memcpy(dst, p, n);
    p += n;
  }
  /// A vector written by ByteWriter::vec; `most` bounds its length (a corrupt length is refused, not allocated).
  template <class U>
  std::vector<U> vec(const char* field, uint64_t most) {
    const uint64_t n = get<uint64_t>(field);
    if (n > most || n > static_cast<uint64_t>(end - p) / sizeof(U))
      throw std::runtime_error(std::string("field '") + field + "' has an impossible length " + std::to_string(n));
    std::vector<U> v(n);
    for (U& x : v) x = get<U>(field);
    return v;
  }
  void need(std::size_t n, const char* field) const {
    if (static_cast<std::size_t>(end - p) < n) throw std::runtime_error(std::string("data ends inside field '") + field + "'");
  }
};

/// FNV-1a, 64 bits: the checksum of checkpoint files and census journal lines (catches torn and edited
/// data; not a defence against deliberate tampering). `h` chains several pieces.
inline uint64_t fnv1a(const uint8_t* p, std::size_t n, uint64_t h = 14695981039346656037ull) {
  for (std::size_t i = 0; i < n; ++i) { h ^= p[i]; h *= 1099511628211ull; }
  return h;
}

}  // namespace sgp
