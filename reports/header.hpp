/// @brief Self-contained C++11 headers holding a game's nim-sequence: constexpr tables and lookup functions.
#pragma once
#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>

#include "period/analysis.hpp"

namespace sgp {

/// The header generator refuses a request (bad name, table too large); what() says why.
struct HeaderError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Most table entries (preperiod + period, or the whole prefix for an unproven game) a header may hold.
/// 2^24 one-byte entries is a 16 MiB array and a source file of about 50 MB: compilers take minutes and
/// gigabytes on more. 0.1777 (221 million values) is therefore refused, with this reason.
constexpr uint64_t kHeaderMaxEntries = uint64_t(1) << 24;

struct HeaderOptions {
  std::string name;       ///< the function name (a C++ identifier); empty: derived from the game
  std::string ns;         ///< enclosing namespace ("a::b" allowed); empty: none
  std::string command;    ///< the generator command, recorded in the comment block
  uint64_t max_entries = kHeaderMaxEntries;
};

/// A default function name for a game, distinct for distinct games: "kayles", "dawson_kayles", "octal_0_137",
/// "octal_0_r3" (0.[3]), "octal_4_0", "subtraction_2_3_7".
std::string default_header_name(const Game& game);
/// True for a C++ identifier that is not a keyword and does not start with an underscore.
bool valid_identifier(const std::string& s);
/// Why a name cannot be a header's function name (not an identifier, or a name C++ or the standard
/// library already uses, such as main); empty when it can.
std::string reserved_name_reason(const std::string& s);
/// Why a --namespace (a or a::b) cannot be used; empty when it can.
std::string namespace_reason(const std::string& ns);

/// Writes the header for a finished run. A proven game gets its preperiod and period tables and
/// functions valid for every n; any other game gets G(0..n_computed-1) and functions that throw
/// std::out_of_range beyond it. The output depends only on the run's values and the options.
/// Throws HeaderError when the name is not an identifier or the table would exceed max_entries.
void write_cpp_header(std::ostream& out, const RunResult& run, const HeaderOptions& options);

}  // namespace sgp
