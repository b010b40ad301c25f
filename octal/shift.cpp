/// @brief The shift rule: the code b whose heap m - 1 is code a's heap m, when heap 1 of a has no move.
//
// Let a be a finite code in which heap 1 has no move (bit 1 of a_1 clear: a heap of one
// token can neither be taken whole nor split). Read every heap of a as one token more than a heap of a
// code b: heap m >= 1 of a is heap m - 1 of b, and heaps of one token are b's empty heaps. A move of a
// that removes k tokens from heap m and leaves j non-empty heaps h_1..h_j (allowed when a_k has bit 2^j)
// becomes, in b, a move from heap m - 1 that leaves the heaps h_i - 1, of which j' <= j are non-empty
// (the others were heaps of one token), and removes (m - 1) - sum (h_i - 1) = k + j - 1 tokens.
// Conversely a move of b removing K tokens and leaving j' non-empty heaps c_1..c_j' comes from every
// move of a with some j >= j' and k = K + 1 - j: the heaps c_i + 1 and j - j' heaps of one token. So the
// moves of b from heap m - 1 are exactly the images of a's moves from heap m when
//     b_K = OR over j with bit 2^j in a_{K+1-j} of (2^(j+1) - 1)    (bits for 0, 1, .., j heaps),
// with b_0 = 0 (K = 0 would need k = 1, j = 0: heap 1 taken whole, excluded). By induction on m, with
// G_a(1) = 0 = G_b(0) (heap 1 has no move in a), the options of heap m in a and of heap m - 1 in b have
// the same values, so G_a(m) = G_b(m - 1) for every m >= 1. Dawson's Kayles 0.07 is so Dawson's chess
// 0.137 (Winning Ways, ch. 4), one heap later. Soundness test: tests/octal/test_shift.cpp.
#include "octal/shift.hpp"

#include <cstdint>
#include <vector>

namespace sgp {

std::optional<TakeAndBreak> shifted_code(const TakeAndBreak& a) {
  if (!a.finite() || (a.digit(1) & 1)) return std::nullopt;
  std::vector<uint8_t> b(a.digits.size() + 3, 0);
  bool any = false;
  for (std::size_t k = 0; k < a.digits.size(); ++k)
    for (unsigned j = 0; j < 4; ++j)
      if (a.digits[k] & (1u << j)) {
        if (k + j < 1) return std::nullopt;  // cannot happen for a parsed code (d_0 only splits)
        b[k + j - 1] |= uint8_t((2u << j) - 1);
        any = true;
      }
  if (!any) return std::nullopt;  // the game without moves is its own shift
  TakeAndBreak out;
  out.digits = b;
  out.normalise();
  return out;
}

}  // namespace sgp
