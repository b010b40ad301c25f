/// @file
/// @brief The files the CLI writes, from the public results: OEIS b-files, run CSV rows, C++ lookup headers.
#pragma once
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "sgperiod/errors.hpp"
#include "sgperiod/game.hpp"
#include "sgperiod/run.hpp"

namespace sgp {

/// The run CSV columns, in order (later versions may append, never reorder), without a newline:
/// game,canonical,n_computed,status,period,preperiod,last_exception,saltus,max_value,max_value_at,
/// candidate_period,candidate_preperiod,values_needed,seconds
const std::string& run_csv_header();
/// One CSV row for a run, without a newline, as `sgperiod run --csv` writes it; `game` is the game as
/// the user wrote it. With with_seconds false the seconds field is empty (rows are then reproducible).
std::string run_csv_row(const RunReport& report, const std::string& game, bool with_seconds = true);

/// The OEIS b-file of G(0..values.size()-1) that `sgperiod values GAME -n N` writes, byte for byte:
/// '#' header lines (canonical game, offset 0, the command), then "n G(n)" lines, LF, trailing newline.
void write_bfile(std::ostream& out, const Game& game, const std::vector<uint32_t>& values);
/// The same from a NimSequence (RunReport::values), without widening it.
void write_bfile(std::ostream& out, const Game& game, const NimSequence& values);

/// The statistics of a run (RunReport::statistics, RunSettings::statistics) as `sgperiod run --stats`
/// writes them: header "game,n,max_value,rare_mask,rare_count,last_rare,histogram", a line per row, the
/// histogram as "v:count" pairs of the non-zero counts joined by ';'.
void write_stats_csv(std::ostream& out, const RunReport& report);

/// The header generator refuses a request (bad name, table too large); what() says why.
struct HeaderError : Error {
  using Error::Error;
};

/// Most table entries (preperiod + period, or the whole prefix for an unproven game) a header may hold.
/// 2^24 one-byte entries is a 16 MiB array and a source file of about 50 MB: compilers take minutes and
/// gigabytes on more. 0.1777 (221 million values) is therefore refused, with this reason.
constexpr uint64_t kHeaderMaxEntries = uint64_t(1) << 24;

/// Options of write_cpp_header().
struct HeaderOptions {
  std::string name;       ///< the function name (a C++ identifier); empty: derived from the game
  std::string ns;         ///< enclosing namespace ("a::b" allowed); empty: none
  std::string command;    ///< the generator command, recorded in the comment block
  uint64_t max_entries = kHeaderMaxEntries;  ///< tables larger than this are refused
};

/// A default function name for a game, distinct for distinct games: "kayles", "dawson_kayles", "octal_0_137",
/// "octal_0_r3" (0.[3]), "octal_4_0", "subtraction_2_3_7".
std::string default_header_name(const Game& game);
/// Writes the header `sgperiod header` writes for a finished run. A proven game gets its preperiod and
/// period tables and functions valid for every n; any other game gets G(0..n-1) and functions that
/// throw std::out_of_range beyond it. Throws sgp::HeaderError when the name is not an identifier or
/// the table would exceed max_entries.
void write_cpp_header(std::ostream& out, const RunReport& report, const HeaderOptions& options);

}  // namespace sgp
