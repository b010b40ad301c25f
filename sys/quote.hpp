/// @brief User input quoted in messages: control and non-UTF-8 bytes escaped, characters kept whole, long text cut short.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace sgp::sys {

/// How many characters of one piece of input a message shows before it cuts it short.
constexpr std::size_t kQuotedChars = 64;
/// The same for a file name: any path the system accepts (PATH_MAX) is shown whole, since a cut one
/// would not say which file was meant.
constexpr std::size_t kQuotedPathChars = 4096;

/// `text` as a message shows it, between the quote marks the caller writes around it. Printable ASCII
/// and whole UTF-8 characters are kept as they are (so ordinary input reads exactly as typed); a control
/// character (C0, DEL, and the C1 range U+0080..U+009F) is written \n, \r, \t or \xNN, byte by byte; a
/// byte that does not belong to a valid UTF-8 character is written \xNN. Past `max_chars` characters (an
/// escape counting as one) the rest is dropped at a character boundary and "... (N bytes)" says how long
/// the whole input was. The result is valid UTF-8 without control characters, at most about
/// 8 * max_chars + 30 bytes long, and depends on nothing but its arguments.
std::string quote_input(std::string_view text, std::size_t max_chars = kQuotedChars);

/// A file name as a message shows it: quote_input with kQuotedPathChars.
inline std::string quote_path(std::string_view path) { return quote_input(path, kQuotedPathChars); }

/// A UTF-8 character found in text: its length in bytes (0 when the bytes at that place are not a
/// valid UTF-8 character: a stray continuation byte, a truncated sequence, an overlong form, a
/// surrogate, or a value past U+10FFFF) and its code point.
struct Utf8Char {
  std::size_t length = 0;
  char32_t code_point = 0;
};
/// The UTF-8 character that starts at text[pos] (length 0 when pos is past the end).
Utf8Char utf8_char_at(std::string_view text, std::size_t pos);

/// A code point written as Unicode writes it: U+200B, U+1F600.
std::string code_point_name(char32_t code_point);

}  // namespace sgp::sys
