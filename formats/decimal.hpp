/// @brief Bulk text output: unsigned integers in decimal by hand, lines gathered into large chunks before they reach the stream.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <ostream>
#include <string_view>
#include <vector>

#include "engine/config.hpp"
#include "sys/assert.hpp"

namespace sgp {

/// The number of decimal digits of v (1 for 0, 20 for 2^64 - 1).
inline unsigned decimal_digits(uint64_t v) {
  unsigned n = 1;
  for (;;) {
    if (v < 10) return n;
    if (v < 100) return n + 1;
    if (v < 1000) return n + 2;
    if (v < 10000) return n + 3;
    v /= 10000;
    n += 4;
  }
}

/// Writes v in decimal at p, exactly as std::to_string, and returns the end: decimal_digits(v) bytes,
/// no terminator. snprintf parses its format and goes through the locale machinery for every number,
/// several times the cost of a b-file line's other work.
inline char* write_decimal(char* p, uint64_t v) {
  static constexpr char kPairs[] =
      "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
      "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
      "8081828384858687888990919293949596979899";
  char* const end = p + decimal_digits(v);
  char* q = end;
  while (v >= 100) {
    const unsigned r = static_cast<unsigned>(v % 100);
    v /= 100;
    q -= 2;
    std::memcpy(q, kPairs + 2 * r, 2);
  }
  if (v >= 10) {
    q -= 2;
    std::memcpy(q, kPairs + 2 * v, 2);
  } else {
    *--q = static_cast<char>('0' + v);
  }
  return end;
}

/// Text written to a stream in chunks of about kOutputChunkBytes: writers put their lines straight into
/// the chunk (room() then advance()), so the stream sees one write() per chunk instead of one per line
/// (each a virtual call and a buffer copy, and per chunk the writer of sys/files.hpp hands the bytes
/// straight to the system). finish() writes what is left; text not finished is lost, so every writer
/// calls it before it writes to the stream by other means or returns.
class TextChunks {
 public:
  explicit TextChunks(std::ostream& out) : out_(out), buf_(kOutputChunkBytes + kOutputChunkSlack), end_(buf_.data()) {}
  TextChunks(const TextChunks&) = delete;
  TextChunks& operator=(const TextChunks&) = delete;

  /// Where the next `bytes` (at most kOutputChunkSlack) may be written; the chunk so far goes out first
  /// when it is full.
  char* room(std::size_t bytes) {
    SGP_ASSERT(bytes <= kOutputChunkSlack, "TextChunks::room asked for more than the slack past a chunk");
    (void)bytes;
    if (static_cast<std::size_t>(end_ - buf_.data()) >= kOutputChunkBytes) flush();
    return end_;
  }
  /// How many more bytes fit before the chunk is full: a loop may write that many with one room() call.
  std::size_t free_in_chunk() const {
    const std::ptrdiff_t used = end_ - buf_.data();
    return used >= static_cast<std::ptrdiff_t>(kOutputChunkBytes) ? 0 : kOutputChunkBytes - static_cast<std::size_t>(used);
  }
  /// The text up to `end` (a pointer into the room last given) is written.
  void advance(char* end) { end_ = end; }

  void append(std::string_view s) {
    if (s.size() > kOutputChunkSlack) {  // long text: as it is, after the chunk so far
      flush();
      out_.write(s.data(), static_cast<std::streamsize>(s.size()));
      return;
    }
    char* p = room(s.size());
    std::memcpy(p, s.data(), s.size());
    advance(p + s.size());
  }
  void append(char c) {
    char* p = room(1);
    *p = c;
    advance(p + 1);
  }
  void append_decimal(uint64_t v) { advance(write_decimal(room(20), v)); }

  /// Writes the chunk so far to the stream; its errors are the stream's (the caller checks it).
  void finish() { flush(); }

 private:
  void flush() {
    if (end_ != buf_.data()) out_.write(buf_.data(), end_ - buf_.data());
    end_ = buf_.data();
  }

  std::ostream& out_;
  std::vector<char> buf_;
  char* end_;
};

}  // namespace sgp
