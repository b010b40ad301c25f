/// @brief Fuzz harness: the names of generated headers (function name, namespace, the game text in the comment block).
//
// The input is three fields split at the first two newlines: a function name, a namespace, and a game
// text. Contract: a name or namespace the checks accept gives a header; one they refuse is refused by
// the writer too (HeaderError); a game text the parser accepts keeps every line of the comment block a
// comment (a newline in it once ended the comment and the rest became code). Tables are from one
// Kayles run, computed once: the values are not what is fuzzed.
#include <sstream>

#include "formats/header.hpp"
#include "formats/tables.hpp"
#include "period/analysis.hpp"
#include "sgperiod/errors.hpp"
#include "sgperiod/game.hpp"
#include "tests/fuzz/fuzz_util.hpp"

using sgfuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  static const sgp::RunReport kayles = [] {
    sgp::RunOptions opt;
    return sgp::run_game(sgp::parse_game("kayles"), opt);
  }();
  const std::string s = sgfuzz::text(data, size < 512 ? size : 512);
  const std::size_t a = s.find('\n'), b = a == std::string::npos ? a : s.find('\n', a + 1);
  const std::string name = s.substr(0, a);
  const std::string ns = a == std::string::npos ? "" : s.substr(a + 1, b == std::string::npos ? b : b - a - 1);
  const std::string game_text = b == std::string::npos ? "kayles" : s.substr(b + 1);

  sgp::RunReport run = kayles;
  try {
    const sgp::Game g = sgp::parse_game(game_text);
    if (g.canonical() == kayles.canonical) run.game = g;  // same values, another way to write the game
  } catch (const sgp::InvalidInput&) {
  }
  sgp::HeaderOptions o;
  o.name = name;
  o.ns = ns;
  o.command = "sgperiod header " + sgp::shell_quote(game_text);  // as app/cmd_header.cpp records it
  const bool name_ok = name.empty() || sgp::reserved_name_reason(name).empty();
  const bool ns_ok = ns.empty() || sgp::namespace_reason(ns).empty();
  std::ostringstream out;
  try {
    sgp::write_cpp_header(out, run, o);
  } catch (const sgp::HeaderError& e) {
    require(!(name_ok && ns_ok), std::string("a checked name and namespace refused: ") + e.what(), s);
    return 0;
  }
  require(name_ok, "a header written under a name the checks refuse", s);
  require(ns_ok, "a header written in a namespace the checks refuse", s);
  const std::string h = out.str();
  std::istringstream lines(h);
  std::string line;
  while (std::getline(lines, line) && line.rfind("#ifndef", 0) != 0)
    require(line.empty() || line.rfind("//", 0) == 0, "a comment-block line that is not a comment: " + line, s);
  return 0;
}
