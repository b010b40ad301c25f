/// @brief Test support for messages that quote user input: UTF-8 validity by the Unicode table, and what a clean message is.
#pragma once
#include <cstddef>
#include <string>

namespace sgtest {

/// Whether `text` is well-formed UTF-8, checked against the table of well-formed byte sequences of the
/// Unicode Standard (chapter 3, table 3-7) rather than by decoding, so that it shares nothing with
/// sys/quote.cpp, which it checks.
inline bool valid_utf8(const std::string& text) {
  const auto in = [](unsigned char b, unsigned lo, unsigned hi) { return b >= lo && b <= hi; };
  std::size_t i = 0;
  while (i < text.size()) {
    const auto b = [&](std::size_t k) { return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0u; };
    const bool more = i + 1 < text.size();
    if (b(0) <= 0x7f) { i += 1; continue; }
    if (in(b(0), 0xc2, 0xdf) && more && in(b(1), 0x80, 0xbf)) { i += 2; continue; }
    const bool three = i + 2 < text.size() && in(b(2), 0x80, 0xbf);
    if (three && ((b(0) == 0xe0 && in(b(1), 0xa0, 0xbf)) || (in(b(0), 0xe1, 0xec) && in(b(1), 0x80, 0xbf)) ||
                  (b(0) == 0xed && in(b(1), 0x80, 0x9f)) || (in(b(0), 0xee, 0xef) && in(b(1), 0x80, 0xbf)))) {
      i += 3;
      continue;
    }
    const bool four = three && i + 3 < text.size() && in(b(3), 0x80, 0xbf);
    if (four && ((b(0) == 0xf0 && in(b(1), 0x90, 0xbf)) || (in(b(0), 0xf1, 0xf3) && in(b(1), 0x80, 0xbf)) ||
                 (b(0) == 0xf4 && in(b(1), 0x80, 0x8f)))) {
      i += 4;
      continue;
    }
    return false;
  }
  return true;
}

/// What a message that quotes input may hold: well-formed UTF-8 without a control character (no NUL that
/// would cut it, no escape sequence for the terminal, no line break inside it).
inline bool clean_message(const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7f) return false;
    // C1 controls U+0080..U+009F are C2 80..C2 9F in UTF-8.
    if (c == 0xc2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) <= 0x9f) return false;
  }
  return valid_utf8(text);
}

}  // namespace sgtest
