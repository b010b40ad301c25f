/// @file
/// @brief genus(): Conway's genus symbol of each heap of a heap game in misère play, tame and wild heaps marked.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sgperiod/game.hpp"
#include "sgperiod/options.hpp"

namespace sgp {

/// How far genus() searches.
struct GenusSettings {
  /// Heaps 0..max_heap (at most 65535).
  uint64_t max_heap = 20;
  /// The most positions (sums of heaps) the exact search keeps; it stops before passing it, with every
  /// heap computed until then exact. At most 2^31; about 100 bytes each (the default: about 100 MB).
  uint64_t max_positions = 1000000;
};

/// What is known of a heap's tameness (Winning Ways ch. 13, On Numbers and Games ch. 12).
enum class Tameness {
  Tame,       ///< hereditarily tame: it and every position it can reach have tame genera, so in a sum
              ///< with other such games it plays as a misère Nim heap of its genus
  Wild,       ///< its genus is not a tame genus, so it is equivalent to no tame game
  TameGenus,  ///< tame genus, but a position it can reach is wild: tame through reversible moves or
              ///< wild, not decided by this search (it needs misère canonical forms)
};

/// "tame", "wild", "tame genus".
const char* tameness_name(Tameness t);

/// The genus of one heap: g^(γ0 γ1 ...), γk the misère value of the heap plus k copies of *2.
struct HeapGenus {
  uint64_t heap = 0;
  uint32_t normal = 0;   ///< the nim-value G+ (normal play)
  uint32_t misere = 0;   ///< the misère nim-value G- (0: a misère P-position)
  /// γ0, γ1, ... up to the entry after which the last two alternate forever (at least two entries).
  std::vector<uint32_t> superscript;
  /// CGSuite's notation of a genus built from a game's options: "0^120", "4^146", "6^(1,9,10,8)".
  std::string symbol;
  Tameness tameness = Tameness::Wild;  ///< see Tameness
};

/// Why genus() stopped.
enum class GenusStop {
  MaxHeap,       ///< every heap up to max_heap was computed
  MaxPositions,  ///< the next heap needed more positions than max_positions
};

/// The result of genus().
struct GenusReport {
  std::string game;               ///< canonical name of the game
  std::vector<HeapGenus> heaps;   ///< heaps 0, 1, ..., each exact; heaps.size() - 1 is the last reached
  uint64_t positions = 0;         ///< positions (sums of heaps) the search kept
  GenusStop stop = GenusStop::MaxHeap;  ///< why it stopped
  std::string stopped;            ///< the same in words, with the heap it stopped at
  double seconds = 0;             ///< wall-clock time of the search
};

/// The genus of heaps 0..settings.max_heap of `game` (a take-and-break code, a subtraction game,
/// Grundy's game or custom rules), by an exact memoized search over sums of heaps (the derivation is
/// in misere/genus.cpp). Stops cleanly before max_positions positions, returning the heaps done.
/// Throws sgp::InvalidInput for max_heap above 65535 or max_positions 0 or above 2^31, sgp::GameError for a custom
/// game's move that does not shrink, sgp::Cancelled when options' hooks ask it to stop (checked every
/// 4096 positions); options.threads is not used (one thread).
GenusReport genus(const Game& game, const GenusSettings& settings = {}, const ComputeOptions& options = {});

/// The report as text, one heap per line:
/// ```
/// 0.77 genus, heaps 0..20
///   heap  genus    tameness
///      0  0^120    tame
///      5  4^146    wild
///   ...
///   positions  1234
///   stopped    every heap up to 20 computed
///   seconds    0.003
/// ```
std::string genus_text(const GenusReport& report);

}  // namespace sgp
