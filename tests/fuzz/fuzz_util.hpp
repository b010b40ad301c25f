/// @brief What every fuzz harness shares: the input as text, and a contract check that crashes loudly.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

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

}  // namespace sgfuzz
