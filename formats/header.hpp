/// @brief Self-contained C++11 headers holding a game's nim-sequence: constexpr tables and lookup functions.
#pragma once
#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "period/analysis.hpp"
#include "sgperiod/output.hpp"

namespace sgp {

// HeaderError, kHeaderMaxEntries and HeaderOptions are public (include/sgperiod/output.hpp).

/// True for a C++ identifier that is not a keyword and does not start with an underscore.
bool valid_identifier(const std::string& s);
/// Why a name cannot be a header's function name or namespace part; empty when it can. Refused: what is
/// no identifier; spellings the standard reserves ('_' first, '__' anywhere) or that would put '__' into
/// NAME_tables and the include guard (a trailing '_'); C++20 keywords and alternative tokens; the
/// standard library's global types (uint64_t, size_t, ...) and macros (INT8_MAX, SIZE_MAX, errno, NULL,
/// assert, ...); C library functions of one argument the header's overloads would clash with; main.
std::string reserved_name_reason(const std::string& s);
/// Why a --namespace (a or a::b) cannot be used, the sentence starting with `label` (the CLI flag, or
/// "namespace" for HeaderOptions::ns in the public API); empty when it can.
std::string namespace_reason(const std::string& ns, const char* label = "--namespace");
/// The parts of a namespace a or a::b (none for ""); throws HeaderError, worded as namespace_reason, for a
/// part that is empty or not a name the header may use.
std::vector<std::string> split_namespace(const std::string& ns, const char* label = "--namespace");

/// Writes the header for a finished run. A proven game gets its preperiod and period tables and
/// functions valid for every n; any other game gets G(0..n_computed-1) and functions that throw
/// std::out_of_range beyond it. The output depends only on the run's values and the options.
/// Throws HeaderError when the name is not an identifier or the table would exceed max_entries.
void write_lookup_header(std::ostream& out, const RunReport& run, const HeaderOptions& options);

}  // namespace sgp
