/// @brief User input quoted in messages: escapes, whole UTF-8 characters, and the cut of long input.
#include "sys/quote.hpp"

#include <cstdio>

namespace sgp::sys {

Utf8Char utf8_char_at(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return {};
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[pos + i]); };
  const unsigned char b0 = byte(0);
  if (b0 < 0x80) return {1, b0};
  // The lead byte fixes the length and the smallest code point that length may encode (anything less
  // is an overlong form, refused as RFC 3629 refuses it).
  std::size_t n = 0;
  char32_t cp = 0, least = 0;
  if (b0 >= 0xc2 && b0 <= 0xdf) n = 2, cp = b0 & 0x1f, least = 0x80;
  else if (b0 >= 0xe0 && b0 <= 0xef) n = 3, cp = b0 & 0x0f, least = 0x800;
  else if (b0 >= 0xf0 && b0 <= 0xf4) n = 4, cp = b0 & 0x07, least = 0x10000;
  else return {};  // a continuation byte, 0xc0/0xc1 (always overlong) or 0xf5..0xff (past U+10FFFF)
  if (text.size() - pos < n) return {};
  for (std::size_t i = 1; i < n; ++i) {
    if ((byte(i) & 0xc0) != 0x80) return {};
    cp = (cp << 6) | (byte(i) & 0x3f);
  }
  if (cp < least || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return {};
  return {n, cp};
}

std::string code_point_name(char32_t code_point) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(code_point));
  return buf;
}

std::string quote_input(std::string_view text, std::size_t max_chars) {
  std::string out;
  const auto escape = [&](unsigned char b) {
    if (b == '\n') out += "\\n";
    else if (b == '\r') out += "\\r";
    else if (b == '\t') out += "\\t";
    else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", b);
      out += hex;
    }
  };
  std::size_t pos = 0, shown = 0;
  while (pos < text.size()) {
    if (shown == max_chars) {
      // The count of bytes tells a 10 MB field from a long line without echoing either.
      out += "... (" + std::to_string(text.size()) + " bytes)";
      break;
    }
    const Utf8Char c = utf8_char_at(text, pos);
    // A control character would move the cursor, ring the bell or end the line in a terminal, a log
    // or a CSV cell; a byte that is no character would make the whole message invalid UTF-8.
    const bool control = c.length != 0 && (c.code_point < 0x20 || (c.code_point >= 0x7f && c.code_point < 0xa0));
    if (c.length == 0) {
      escape(static_cast<unsigned char>(text[pos]));
      pos += 1;
    } else {
      if (control)
        for (std::size_t i = 0; i < c.length; ++i) escape(static_cast<unsigned char>(text[pos + i]));
      else
        out.append(text, pos, c.length);
      pos += c.length;
    }
    ++shown;
  }
  return out;
}

}  // namespace sgp::sys
