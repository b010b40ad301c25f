/// @brief Plain-text outputs of a run: the run CSV row, OEIS b-files, and CSV field escaping.
#pragma once
#include <ostream>
#include <string>

#include "engine/sequence.hpp"
#include "period/analysis.hpp"

namespace sgp {

/// The run CSV columns, in order (later issues may append, never reorder).
const std::string& run_csv_header();
/// One CSV row for a run; `game` is the game as the user wrote it. seconds < 0 leaves that field empty
/// (batch output is then byte-identical between runs).
std::string run_csv_row(const RunResult& r, const std::string& game, bool with_seconds = true);
/// Quotes a CSV field when it holds a comma, quote or newline.
std::string csv_field(const std::string& s);

/// An OEIS b-file: '#' header lines (canonical game, offset 0, the generator), then "n G(n)" lines,
/// ASCII with LF and a trailing newline. `command` is recorded in the header (reproducible: no dates).
/// A canonical game name made safe as a file name stem: letters, digits, '.' and '-' kept, the rest '_'.
std::string bfile_stem(const std::string& canonical);
void write_bfile(std::ostream& out, const NimSequence& seq, const std::string& canonical, const std::string& command,
                 uint64_t count);

}  // namespace sgp
