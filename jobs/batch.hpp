/// @brief Batches: JOBS.csv rows `game,limit` run in parallel, results in job order, bad rows reported by line.
#pragma once
#include <cstdint>
#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "sgperiod/distribute.hpp"
#include "sgperiod/run.hpp"

namespace sgp {

/// One row of JOBS.csv. A row that cannot run keeps its text and says why in `error`.
struct BatchJob {
  std::size_t line = 0;        ///< 1-based line number in the JOBS file
  std::string game_text;       ///< the game as written
  std::string limit_text;      ///< the limit as written (empty: the game's default)
  std::optional<Game> game;    ///< set when the row is good
  uint64_t limit = 0;          ///< 0 = the first default limit (RunSettings::long_default false)
  std::string error;           ///< non-empty for a bad row: "line 3: unknown game 'foo'"
  bool ok() const { return error.empty(); }
};

/// Reads JOBS.csv: rows `game[,limit]`; an optional first row `game,limit` (a header) is skipped, as are
/// blank lines and lines starting with '#'. parse_limit turns the limit text into a count or throws
/// (its what() becomes the row's error). Bad rows are kept, with their error, so that the results keep
/// one row per job; a line holding a NUL byte is a bad row whose game_text is the line with the NUL
/// written \x00.
std::vector<BatchJob> parse_jobs(std::istream& in, const std::function<uint64_t(const std::string&)>& parse_limit);

struct BatchOptions {
  Method method = Method::Auto;
  bool with_seconds = false;  ///< fill the `seconds` column (then the output differs between runs)
  /// Called under a lock whenever a job starts or ends: jobs finished, jobs running, total.
  std::function<void(std::size_t done, std::size_t running, std::size_t total)> progress;
  /// Called from the worker thread with each good job's full result (b-files); may throw (the job then
  /// becomes an error row).
  std::function<void(const BatchJob&, const RunReport&)> on_result;
  /// Passed to every job's run (called between its blocks); what it throws, unless a std::exception,
  /// stops the whole batch (the CLI's interruption) instead of making the job an error row.
  std::function<void(uint64_t done, uint64_t target)> run_progress;
  /// Jobs spread over processes (MPI), largest limit first; each worker sends back its job's row. Every
  /// process calls run_batch with the same jobs; a worker gets an empty outcome. on_result must be empty
  /// (its b-files would be written by the workers).
  Distributor* distributor = nullptr;
};

/// The outcome of a batch: one run CSV row per job, in job order, and the errors (line-numbered).
struct BatchOutcome {
  std::vector<std::string> rows;
  std::vector<std::string> errors;
};

/// Runs every good job (oneTBB parallel_for, one job per task), in any order, and collects the rows in
/// job order. A bad or failed job gets the row `game,,,error,,,,,,,`. Rows never depend on thread count
/// unless with_seconds.
BatchOutcome run_batch(const std::vector<BatchJob>& jobs, const BatchOptions& options);

/// The row written for a job that could not run: the game as written and status `error`.
std::string batch_error_row(const BatchJob& job);

/// A file name for a job's b-file: "line<L>_<game with unsafe characters as '_'>.txt".
std::string batch_bfile_name(const BatchJob& job, const std::string& canonical);

}  // namespace sgp
