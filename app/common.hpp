/// @brief Shared pieces of the CLI: number parsing, errors and exit codes, thread setup, atomic output.
#pragma once
#include <CLI/CLI.hpp>

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>

namespace sgp::cli {

/// A usage error (bad option value, bad game, ...): exit status 2 with "Try 'sgperiod --help'".
struct UsageError : std::runtime_error { using std::runtime_error::runtime_error; };
/// A failure while working (I/O, refused claim, ...): exit status 1.
struct Failure : std::runtime_error { using std::runtime_error::runtime_error; };

/// Options every subcommand shares.
struct Global {
  int threads = 0;       ///< 0 = all cores
  bool quiet = false;
  bool time = false;
};
Global& global();

/// Counts written 1000000, 1e6, 2^20, 10**6 or 1'000'000; refuses negatives, fractions and junk.
uint64_t parse_count(const std::string& text, const std::string& what);
/// An optional -n/--limit: 0 when not given (the game's default), otherwise at least 1.
uint64_t parse_limit(const std::string& text);
/// Sizes written 8GiB, 512MiB, 1e9 (bytes).
uint64_t parse_bytes(const std::string& text, const std::string& what);
/// Durations written 10m, 30s, 1h.
double parse_seconds(const std::string& text, const std::string& what);

/// Refuses a limit whose values cannot fit in memory, naming the sizes.
void check_memory(uint64_t values, uint64_t bytes_per_value, const std::string& what);
/// 90% of this machine's physical memory in bytes (0 when unknown): what runs may plan to use.
uint64_t usable_memory();

/// Applies -t/--threads for the rest of the process (call at the start of a command).
void apply_threads();

/// The command line as typed, for the headers of generated files.
std::string& command_line();

/// A CLI11 check for output paths: '-' or a file whose folder exists and is writable, so that a long
/// computation is not lost to a typo in the output path.
CLI::Validator output_path();

/// Adds -t/--threads, -q/--quiet and --time to a subcommand.
void add_common_options(CLI::App* cmd);

/// Writes a file through a temporary file and a rename, so readers never see half of it.
/// path "-" writes to stdout.
void write_atomically(const std::string& path, const std::function<void(std::ostream&)>& body);

/// stderr progress line: percent, rate, ETA; throttled; nothing when quiet.
class ProgressLine {
 public:
  explicit ProgressLine(std::string label, bool always = false);
  void update(uint64_t done, uint64_t target);
  void finish();
 private:
  std::string label_;
  double start_, last_ = -1;
  bool shown_ = false;
  bool always_ = false;
};

double now_seconds();

}  // namespace sgp::cli
