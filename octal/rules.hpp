/// @brief MoveRules: a heap game's moves decoded once from its code, for every kernel and every period theorem.
#pragma once
#include <cstdint>
#include <vector>

#include "octal/game.hpp"

namespace sgp {

/// What a move of a take-and-break code (or Grundy's game) may do, by the number k of tokens removed.
/// Kernels, proof windows, the period theorems and the front-plus-tail run take this instead of the
/// digits, so that the meaning of a digit's bits is written down once (here) and every consumer lists its
/// removal sizes the same way. The code rewrites of octal/shift.cpp and octal/redundant.cpp read digits,
/// as their result is another code computed from the digits' bits; the test suite's independent
/// reference (tests/reference.hpp) keeps its own decoding.
struct MoveRules {
  // The bits of a digit d_k, as Winning Ways defines them.
  static constexpr unsigned kTakeWhole = 1;   ///< remove a whole heap of exactly k
  static constexpr unsigned kLeaveOne = 2;    ///< remove k, leave one non-empty heap
  static constexpr unsigned kLeaveTwo = 4;    ///< remove k, leave two non-empty heaps
  static constexpr unsigned kLeaveThree = 8;  ///< remove k, leave three non-empty heaps (hexadecimal)

  /// Removal sizes k < prefix, in increasing order, by what the move leaves. take_whole and leave_one
  /// never hold 0 (d_0 may only split); leave_two and leave_three may (split without removing).
  std::vector<uint64_t> take_whole, leave_one, leave_two, leave_three;
  uint64_t prefix = 1;  ///< the sizes k < prefix are listed above (the written digits, d_0 included)
  /// Infinite codes: the moves of every k >= prefix, tail[(k - prefix) % tail.size()] (bits as above).
  std::vector<uint8_t> tail;
  uint64_t smallest = 0;  ///< smallest k >= 1 with a move, 0 when d_0 splits or there is no move
  uint64_t largest = 0;   ///< largest k with a move (finite codes; 0 for the game with no moves)
  unsigned max_heaps_left = 1;  ///< most non-empty heaps one move leaves: 1, 2 or 3
  bool unequal_splits = false;  ///< Grundy's game: split one heap into two unequal heaps, nothing else

  MoveRules() = default;
  /// Decodes a take-and-break code (implicit, so that a code can be passed where rules are expected).
  MoveRules(const TakeAndBreak& code);  // NOLINT(google-explicit-constructor)
  /// Grundy's game: every heap splits into two unequal non-empty heaps (the split of "remove 0").
  static MoveRules grundy();

  bool finite() const { return tail.empty(); }
  bool splits() const { return max_heaps_left >= 2; }
  bool three_heaps() const { return max_heaps_left >= 3; }
  /// The move bits of removal size k (any k >= 0).
  unsigned moves(uint64_t k) const {
    if (k < prefix) return moves_[k];
    if (tail.empty()) return 0;
    return tail[(k - prefix) % tail.size()];
  }
  /// True when every size in `sizes` has the same parity (empty: true).
  static bool one_parity(const std::vector<uint64_t>& sizes);

 private:
  std::vector<uint8_t> moves_{0};  ///< moves(k) for k < prefix (default: the game with no moves, as TakeAndBreak)
};

}  // namespace sgp
