/// @brief Fuzz harness: the CLI's number grammar (counts like 1e6 and 2^20, sizes like 8GiB, durations like 10m).
//
// Contract: a text is either accepted, and then the value written back in plain digits (with the unit
// for sizes) is accepted as the same value, or refused with a UsageError whose message names the option
// and quotes the text, as clean text however long the text (fuzz_util.hpp). Nothing else escapes (no
// std::out_of_range from a conversion, no abort), and no text takes more than a few microseconds (powers
// are computed by squaring, never by counting).
#include <cmath>
#include <cstring>

#include "app/common.hpp"
#include "tests/fuzz/fuzz_util.hpp"

using sgfuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string s = sgfuzz::text(data, size);
  try {
    const uint64_t v = sgp::cli::parse_count(s, "-n");
    require(sgp::cli::parse_count(std::to_string(v), "-n") == v, "a count does not read back", s);
  } catch (const sgp::cli::UsageError& e) {
    require(std::strncmp(e.what(), "-n '", 4) == 0, "a count refusal that does not name -n and the text", s);
    sgfuzz::require_clean(e.what(), s);
  }
  try {
    const uint64_t v = sgp::cli::parse_bytes(s, "--memory");
    require(v > 0, "a size of zero bytes accepted", s);
    require(sgp::cli::parse_bytes(std::to_string(v) + "B", "--memory") == v, "a size does not read back", s);
  } catch (const sgp::cli::UsageError& e) {
    require(std::strncmp(e.what(), "--memory '", 10) == 0, "a size refusal that does not name --memory", s);
    sgfuzz::require_clean(e.what(), s);
  }
  try {
    const double t = sgp::cli::parse_seconds(s, "--checkpoint-every");
    require(std::isfinite(t) && t > 0, "a duration that is not a positive number of seconds", s);
  } catch (const sgp::cli::UsageError& e) {
    require(std::strncmp(e.what(), "--checkpoint-every '", 20) == 0, "a duration refusal without the option", s);
    sgfuzz::require_clean(e.what(), s);
  }
  return 0;
}
