/// @brief Shared pieces of the CLI: number parsing, errors and exit codes, thread setup, output checks, progress.
#pragma once
#include <CLI/CLI.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "formats/tables.hpp"  // shell_quote
#include "reports/report.hpp"  // ReportFile

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
  bool status = false;   ///< --status: the progress line from the start, also on short runs
};
Global& global();

/// Counts written 1000000, 1'000'000, 1e6, 2.5e6, 2^20 or 10**6 (the grammar is beside the definition);
/// refuses signs, hexadecimal, nan, fractions and junk with a message naming `what` and ending in `hint`.
uint64_t parse_count(const std::string& text, const std::string& what,
                     const std::string& hint = "write 1000000, 1e6 or 2^20");
/// An optional -n/--limit: 0 when not given (the game's default), otherwise at least 1.
uint64_t parse_limit(const std::string& text);
/// Sizes written 8GiB, 512MiB, 1e9 (bytes); zero is refused.
uint64_t parse_bytes(const std::string& text, const std::string& what);
/// Durations written 10m, 30s, 1h; zero is refused.
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
/// The same check for an output folder (batch --bfile-dir, report -o): '-' and '' are refused.
CLI::Validator output_dir();
/// Creates an output folder (and its parents) named by `option`; an error that names both when it cannot.
void create_output_dir(const std::string& dir, const std::string& option);

/// Writes the files of a report into `dir` (which exists), each atomically; the index pages last, so
/// that a reader of an index never finds a link to a missing page.
void write_report_files(const std::string& dir, const std::vector<ReportFile>& files);

/// Refuses two outputs sent to standard output at once, naming the options (each pair is "--csv", path).
void one_stdout(const std::vector<std::pair<std::string, std::string>>& outputs);

/// Adds -t/--threads, -q/--quiet, --time and --status to a subcommand.
void add_common_options(CLI::App* cmd);

/// The progress of a long command on stderr: done/target, percent, rate and ETA, in the unit counted
/// ("values", "codes", "jobs"). On a terminal one line redrawn in place at most twice a second; into a
/// file or a pipe a plain line at most every 10 s, so that a log stays readable. Runs shorter than a
/// second print nothing unless --status; nothing at all with --quiet.
class ProgressLine {
 public:
  explicit ProgressLine(std::string label, std::string unit = "values");
  /// The ETA assumes the work to reach n grows as n^degree (1: linear; 2 or 3 for the pair loops of
  /// split and infinite codes, whose cost per heap grows with the heap).
  void set_degree(unsigned degree) { degree_ = degree ? degree : 1; }
  /// By default update() throws Interrupted after SIGINT/SIGTERM; a caller that must save state first
  /// (run --checkpoint) turns that off and checks the signal itself.
  void set_interruptible(bool on) { interruptible_ = on; }
  void update(uint64_t done, uint64_t target, const std::string& extra = "");
  void finish();
 private:
  std::string label_, unit_;
  double start_, last_ = -1;
  unsigned degree_ = 1;
  bool shown_ = false;
  bool always_ = false;
  bool terminal_ = false;
  bool interruptible_ = true;
};

double now_seconds();

/// A file that is read back later (checkpoint, journal) must be a regular file or not exist yet: a
/// device (/dev/null, /dev/full) or a folder would take the writes and give nothing back. Failure (exit 1).
void require_regular_file(const std::string& path, const std::string& option);

/// The whole text of an input file, or a Failure (exit 1) that names it as `what` ("JOBS file",
/// "claims file", ...) and says why: the system's reason, or that it is a folder.
std::string read_input_file(const std::string& path, const std::string& what);

}  // namespace sgp::cli
