/// @brief Fuzz harness: game notation (octal and hexadecimal codes, infinite codes, S(...), names).
//
// Contract: parse_game either refuses with an sgp::InvalidInput that has a message, or gives a game whose
// canonical form parses to a game with the same canonical form (the notation round-trips), and whose
// first values can be computed; a refusal's message is clean text (fuzz_util.hpp). Only the first 64
// values: the point is the parser and the rules it builds, not the kernels (tests/engine/ cross-checks
// those against the naive definition).
#include "engine/kernel.hpp"
#include "sgperiod/errors.hpp"
#include "sgperiod/game.hpp"
#include "tests/fuzz/fuzz_util.hpp"

using sgfuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string s = sgfuzz::text(data, size < 256 ? size : 256);
  sgp::Game g;
  try {
    g = sgp::parse_game(s);
  } catch (const sgp::InvalidInput& e) {
    sgfuzz::require_message(e, s);
    sgfuzz::require_clean(e.what(), s);
    return 0;
  }
  const std::string c = g.canonical();
  require(!c.empty(), "an empty canonical form", s);
  sgp::Game again;
  try {
    again = sgp::parse_game(c);
  } catch (const sgp::InvalidInput& e) {
    sgfuzz::broken(std::string("the canonical form is refused: ") + e.what(), s);
  }
  require(again.canonical() == c, "the canonical form does not round-trip: " + c + " -> " + again.canonical(), s);
  const sgp::NimSequence v = sgp::compute(g, 64);
  require(v.size() == 64 && v[0] == 0, "G(0) is not 0, or fewer values than asked", s);
  return 0;
}
