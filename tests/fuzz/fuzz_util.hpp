/// @brief What every fuzz harness shares: the input as text, and a contract check that crashes loudly.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "tests/utf8_util.hpp"

namespace sgfuzz {

// Inputs longer than this are cut: every parser here reads a line or a file of lines, and a longer text
// only makes each run slower without reaching new code. (Unbounded allocation is caught by libFuzzer's
// -rss_limit_mb and -malloc_limit_mb, which `make fuzz` sets.)
constexpr std::size_t kMaxInput = 1 << 14;

inline std::string text(const uint8_t* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size < kMaxInput ? size : kMaxInput);
}

// A broken contract is a crash, so that libFuzzer keeps the input and stops: abort, with what broke.
[[noreturn]] inline void broken(const std::string& what, const std::string& input) {
  std::fprintf(stderr, "contract broken: %s\ninput (%zu bytes): %s\n", what.c_str(), input.size(), input.c_str());
  std::abort();
}

inline void require(bool ok, const std::string& what, const std::string& input) {
  if (!ok) broken(what, input);
}

// A refusal must say something: an exception with an empty message is as useless to a user as a crash.
inline void require_message(const std::exception& e, const std::string& input) {
  require(e.what() != nullptr && e.what()[0] != '\0', "a refusal without a message", input);
}

// A message that quotes input (sys::quote_input) is UTF-8 text without a control byte, and short
// whatever the input: no NUL cuts it, no escape sequence reaches the terminal, no half
// character breaks a CSV cell.
constexpr std::size_t kMaxMessage = 1 << 13;
inline void require_clean(const std::string& message, const std::string& input) {
  require(sgtest::clean_message(message), "a message with a control byte or invalid UTF-8", input);
  require(message.size() <= kMaxMessage, "a message that echoes too much input", input);
}

}  // namespace sgfuzz
