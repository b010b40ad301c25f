/// @brief Recognising a computed sequence as the nim-sequence of a short take-and-break code.
#include "period/identify.hpp"

#include <string>

#include "engine/kernel.hpp"

namespace sgp {

std::optional<Game> identify_code(const NimSequence& seq, unsigned max_digits) {
  // Codes are tried on a short prefix first so that most are discarded after a few values.
  const uint64_t probe = std::min<uint64_t>(seq.size(), 64);
  for (unsigned D = 1; D <= max_digits; ++D) {
    uint64_t total = 1;
    for (unsigned i = 0; i < D; ++i) total *= 8;
    for (const char* d0 : {"0.", "4."})
      for (uint64_t c = 0; c < total; ++c) {
        std::string code = d0;
        for (unsigned i = D; i-- > 0;) code += static_cast<char>('0' + (c >> (3 * i)) % 8);
        if (code.back() == '0') continue;  // shorter code, tried already
        Game g;
        try { g = parse_game(code); } catch (const GameError&) { continue; }
        auto kernel = make_kernel(g);
        NimSequence s;
        kernel->extend(s, probe);
        bool same = true;
        for (uint64_t n = 0; n < probe && same; ++n) same = s[n] == seq[n];
        if (!same) continue;
        kernel->extend(s, seq.size());
        for (uint64_t n = probe; n < seq.size() && same; ++n) same = s[n] == seq[n];
        if (same) return g;
      }
  }
  return std::nullopt;
}

}  // namespace sgp
