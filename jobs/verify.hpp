/// @brief Verify jobs: a claims CSV read row by row and every claim decided by the public verify(), broken rows kept as errors.
#pragma once
#include <cstdint>
#include <functional>
#include <istream>
#include <string>
#include <vector>

#include "sgperiod/distribute.hpp"
#include "sgperiod/verify.hpp"

namespace sgp {

/// One row of a claims file, its fields as written. A line the CSV reader refused keeps only its line
/// number and the reason, "line N: why (hint)", in `error`.
struct ClaimRow {
  uint64_t line = 0;
  std::string game, preperiod, period, saltus;
  std::string error;
};

/// Reads claims with the header game,preperiod,period[,saltus] (columns in any order) from `in`; `name`
/// names the source in messages ("standard input" for '-'). Blank lines and lines starting with '#' are
/// skipped; line numbers are the file's. A header without a required column, one the reader cannot
/// parse, or one holding a NUL byte, is a std::runtime_error; a bad line after it (a line holding a NUL
/// byte among them) becomes a row with its error, in file order.
std::vector<ClaimRow> read_claims(std::istream& in, const std::string& name);

struct VerifyOptions {
  uint64_t limit = 0;  ///< most values to compute per claim (0: the game's default_limit)
  Method method = Method::Auto;
  /// Reads the preperiod, period and saltus fields (`field` is the column's name); throws on bad text,
  /// and its what() becomes the row's error.
  std::function<uint64_t(const std::string& text, const char* field)> parse_number;
  /// Claims spread over processes (MPI), largest n0 + 2p first; every process calls run_verify with the
  /// same rows, a worker gets no outcomes. on_outcome is still called in row order on the root.
  Distributor* distributor = nullptr;
};

/// What became of one row: its claim checked, or why it could not be.
struct ClaimOutcome {
  uint64_t line = 0;
  std::string game;       ///< as written
  std::string canonical;  ///< the game's canonical form (empty for an error)
  Periodicity claim;
  ClaimCheck check;
  std::string error;  ///< "line N: why" when the row could not be checked
  bool ok() const { return error.empty(); }
};

/// Checks the rows in order, one claim at a time (each claim's values are its own), and calls
/// `on_outcome` after each, as soon as it and the rows before it are known. An error in one row never stops the others.
std::vector<ClaimOutcome> run_verify(const std::vector<ClaimRow>& rows, const VerifyOptions& options,
                                     const std::function<void(const ClaimOutcome&)>& on_outcome = {});

}  // namespace sgp
