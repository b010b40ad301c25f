/// @file
/// @brief Heap games: take-and-break codes (octal/hexadecimal, finite or with a repeating tail), Grundy's game, custom rules.
#pragma once
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "sgperiod/errors.hpp"

namespace sgp {

/// Thrown for malformed or meaningless game descriptions; what() names the input and the problem.
struct GameError : InvalidInput {
  using InvalidInput::InvalidInput;
};

/// A take-and-break code 0.d1d2...dk (CGSuite: TakeAndBreak). Digit d_k governs removing k tokens:
/// bit 1 = may take a whole heap of exactly k, bit 2 = leave one non-empty heap, bit 4 = leave two
/// non-empty heaps, bit 8 = leave three (hexadecimal codes). d_0 (before the point) may only split
/// (bits 4 and 8): taking nothing and leaving one heap would make the game infinite.
struct TakeAndBreak {
  std::vector<uint8_t> digits{0};  ///< digits[k] = d_k for k < digits.size(); digits[0] = d_0
  std::vector<uint8_t> tail;       ///< repeating tail: d_k for k >= digits.size() (empty: finite code)
  /// Written as S(...) (every non-zero digit is 3) or as an all-but game S-(...) (digits 0 or 3, tail [3]).
  bool subtraction_form = false;

  /// d_k, for any k >= 0.
  unsigned digit(uint64_t k) const {
    if (k < digits.size()) return digits[k];
    if (tail.empty()) return 0;
    return tail[(k - digits.size()) % tail.size()];
  }
  /// True for a code without a repeating tail.
  bool finite() const { return tail.empty(); }
  /// Largest k with d_k != 0 (finite codes; 0 for the empty game).
  uint64_t last_digit() const;
  /// True when some digit uses bit 8 (split into three heaps).
  bool hexadecimal() const;
  /// True when some digit (or d_0) lets a move leave two or more heaps.
  bool splits() const;
  /// Canonical code: trailing zeros dropped, shortest tail, hexadecimal digits a-f when needed;
  /// subtraction games print as S(a,b,...), all-but subtraction games as S-(a,b,...).
  std::string canonical() const;
  /// The code in digit form, even for subtraction games (S(1,3,4) -> 0.3033).
  std::string code_string() const;
  /// Brings the representation to its canonical form (called by the parser).
  void normalise();
};

/// Receives the moves of a custom heap game: each move leaves a list of heaps (empty heaps are allowed
/// and count as nothing). Every heap left must be smaller than the heap moved from.
class MoveSink {
 public:
  virtual ~MoveSink() = default;
  /// One move: it leaves the `count` heaps sizes[0..count-1].
  virtual void heaps(const uint64_t* sizes, std::size_t count) = 0;
  /// One move, its heaps written out: out({left, right}).
  void operator()(std::initializer_list<uint64_t> sizes) { heaps(sizes.begin(), sizes.size()); }
};

/// A heap game given by its move generator (the C++ API for custom rules). Heap n's moves must
/// depend only on n, and each must leave heaps smaller than n.
class HeapGame {
 public:
  virtual ~HeapGame() = default;
  /// The name printed with every result (Game::canonical() of a custom game).
  virtual std::string name() const = 0;
  /// Sends every move of heap n to `out`. A move that leaves a heap of n or more tokens stops the
  /// computation with an sgp::GameError naming the game and the heaps. Any exception moves() throws
  /// leaves the library's call as it was thrown.
  virtual void moves(uint64_t n, MoveSink& out) const = 0;
};

/// What a Game is.
enum class GameKind {
  TakeAndBreak,  ///< a take-and-break code (Game::code)
  Grundy,        ///< Grundy's game: split one heap into two unequal heaps
  Custom,        ///< rules given by a HeapGame (Game::custom)
};

/// Any game the engine computes: what the user wrote, and what it means.
struct Game {
  GameKind kind = GameKind::TakeAndBreak;  ///< which of the fields below describes the game
  TakeAndBreak code;                       ///< kind == TakeAndBreak
  std::shared_ptr<const HeapGame> custom;  ///< kind == Custom
  std::string input;                       ///< as written by the user (or the custom game's name)

  /// The canonical description printed with every result: "0.77", "0.[3]", "S(2,3,7)", "S-(2,3,7)", "grundy".
  std::string canonical() const;
  /// True for finite take-and-break codes whose periodicity theorems apply.
  bool finite_code() const { return kind == GameKind::TakeAndBreak && code.finite(); }

  /// The game of custom rules; its canonical form and input are g->name().
  static Game from_custom(std::shared_ptr<const HeapGame> g);
};

/// Parses a game: a code (0.77, .137, 4.07, 0.[3], 0.f), a subtraction game S(1,3,4), an all-but
/// subtraction game S-(2,3,7) (remove any number but 2, 3 or 7: the code 0.3003330[3]), or a name
/// (kayles, dawson-kayles, dawson-chess, treblecross, grundy, nim, lasker). Throws GameError.
Game parse_game(const std::string& text);

/// The named games and their codes, for help texts.
struct NamedGame {
  const char* name;         ///< "kayles"
  const char* code;         ///< what it stands for: "0.77"
  const char* description;  ///< one line for help texts
};
/// Every name parse_game() accepts, with its code.
const std::vector<NamedGame>& named_games();

}  // namespace sgp
