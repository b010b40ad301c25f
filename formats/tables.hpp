/// @brief Plain-text tables: the run CSV row, the verdict CSV row, OEIS b-files, CSV fields quoted and split.
#pragma once
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "engine/sequence.hpp"
#include "period/analysis.hpp"
#include "period/verify.hpp"
#include "sgperiod/output.hpp"

namespace sgp {

// run_csv_header() and run_csv_row() are public (include/sgperiod/output.hpp), written in tables.cpp.
/// The verdict CSV columns of `verify`, in order.
const std::string& verify_csv_header();
/// The row of a decided claim: its line and game as written, the canonical game, the claim and its check.
std::string verify_csv_row(uint64_t line, const std::string& game, const std::string& canonical, const Periodicity& claim,
                           const ClaimCheck& check);
/// The row of a claim that could not be checked: verdict `error`, `message` ("line N: why") last.
std::string verify_error_row(uint64_t line, const std::string& game, const std::string& message);

/// One shell word: the text itself when it holds only characters no shell treats specially, otherwise
/// the text in single quotes (a quote inside written '\''), so that recorded commands can be pasted;
/// a text with a control character in bash's $'...' form, so that it stays on one line.
std::string shell_quote(const std::string& word);

/// The text with each control character written as an escape (\n, \r, \t, \xHH), for a text printed
/// inside a comment line; with `quote`, backslashes and single quotes are escaped too (for $'...').
std::string escape_controls(const std::string& text, bool quote = false);

/// Quotes a CSV field when it holds a comma, quote or newline.
std::string csv_field(const std::string& s);
/// Splits one CSV line into fields (RFC 4180 quoting: "S(1,3,4)" is one field). Returns nullopt and
/// sets *why for an unterminated quote or text after a closing quote.
std::optional<std::vector<std::string>> split_csv_line(const std::string& line, std::string* why);

/// An OEIS b-file: '#' header lines (canonical game, offset 0, the generator), then "n G(n)" lines,
/// ASCII with LF and a trailing newline. `command` is recorded in the header (reproducible: no dates).
/// A canonical game name made safe as a file name stem: letters, digits, '.' and '-' kept, the rest '_'.
std::string bfile_stem(const std::string& canonical);
void write_bfile(std::ostream& out, const NimSequence& seq, const std::string& canonical, const std::string& command,
                 uint64_t count);

}  // namespace sgp
