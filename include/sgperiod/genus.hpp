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
  /// The most positions (sums of heaps) the exact search keeps for the heaps past max_records; it stops
  /// before passing it, with every heap computed until then exact. At most 2^31; about 100 bytes each.
  uint64_t max_positions = 1000000;
  /// The most misère canonical forms (records) kept: each heap's canonical form is built from the
  /// canonical sums of its options, which decides its phylum and CGSuite's notation. Past this cap the
  /// heaps left go to the search above, their phylum not decided. At most 2^31 (0 and *1 are always
  /// kept); 1 to 2.5 KB each with the sums memoized on the way (the default: up to about 250 MB).
  uint64_t max_records = 100000;
};

/// The phylum of a heap's misère canonical form, as CGSuite classifies it (its Phylum enum; the rules
/// are restated in misere/phylum.cpp). It decides how CGSuite writes the genus.
enum class Phylum {
  NimHeap,              ///< the nim heap *n itself: written "n"
  HereditarilyTame,     ///< tame genus, every option a nim heap or hereditarily tame: written "g^m"
  ReversiblyTame,       ///< tame genus, tame through reversible moves: written "g^m"
  Tameable,             ///< tame genus, not tame, decides its genus among tame games: written in full
  HereditarilyRestive,  ///< restive genus (G+ < 2 < G-), every option a nim heap or hereditarily tame: "g^m"
  ReversiblyRestive,    ///< restive genus, restive through reversible moves: written "g^m"
  Restless,             ///< restless genus (G- < 2 < G+), every option tame: written in full
  Wild,                 ///< any other: written in full
  NotDecided,           ///< past max_records: no canonical form, the genus written in full
};

/// "nim heap", "hereditarily tame", "reversibly tame", "tameable", "hereditarily restive",
/// "reversibly restive", "restless", "wild", "not decided".
const char* phylum_name(Phylum p);

/// What is known of a heap's tameness (Winning Ways ch. 13, On Numbers and Games ch. 12).
enum class Tameness {
  Tame,            ///< hereditarily tame: its canonical form is a nim heap or hereditarily tame (or, past
                   ///< max_records, it and every position it can reach have tame genera), so in a sum
                   ///< with other tame games it plays as misère Nim on its genus
  ReversiblyTame,  ///< tame through reversible moves: its canonical form is reversibly tame
  Wild,            ///< not tame: its genus is not tame, or its canonical form is of a phylum other than
                   ///< the three tame ones (restive heaps are not tame either)
  TameGenus,       ///< past max_records: tame genus, but a position it can reach is wild; tame or not is
                   ///< not decided without its canonical form
};

/// "tame", "reversibly tame", "wild", "tame genus".
const char* tameness_name(Tameness t);

/// The genus of one heap: g^(γ0 γ1 ...), γk the misère value of the heap plus k copies of *2.
struct HeapGenus {
  uint64_t heap = 0;
  uint32_t normal = 0;   ///< the nim-value G+ (normal play)
  uint32_t misere = 0;   ///< the misère nim-value G- (0: a misère P-position)
  /// γ0, γ1, ... up to the entry after which the last two alternate forever (at least two entries).
  std::vector<uint32_t> superscript;
  /// The genus as CGSuite writes it, by the phylum: "3" (the nim heap *3), "2^2" (tame or restive:
  /// one entry), "4^146", "6^(1,9,10,8)" (the other phyla: the entries up to where the last two
  /// alternate, as CGSuite builds them from the options). Past max_records (phylum NotDecided) the
  /// full symbol of `superscript` ("3^31" where CGSuite may write "3").
  std::string symbol;
  Tameness tameness = Tameness::Wild;  ///< see Tameness
  Phylum phylum = Phylum::NotDecided;  ///< see Phylum
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
  uint64_t records = 0;           ///< misère canonical forms kept
  uint64_t canonical_heaps = 0;   ///< heaps 0..canonical_heaps-1 have their canonical form (a phylum)
  uint64_t positions = 0;         ///< positions (sums of heaps) the search past max_records kept
  GenusStop stop = GenusStop::MaxHeap;  ///< why it stopped
  std::string stopped;            ///< the same in words, with the heap it stopped at
  double seconds = 0;             ///< wall-clock time of the search
};

/// The genus of heaps 0..settings.max_heap of `game` (a take-and-break code, a subtraction game,
/// Grundy's game or custom rules). Each heap's misère canonical form is built from the canonical sums
/// of its options (misere/canonical.cpp), which gives its exact genus, its phylum and CGSuite's
/// notation; past max_records the heaps left go to an exact memoized search over sums of heaps
/// (misere/genus.cpp), their phylum not decided, which stops cleanly before max_positions positions,
/// returning the heaps done. Throws sgp::InvalidInput for max_heap above 65535 or max_records or
/// max_positions 0 or above 2^31, sgp::GameError for a custom game's move that does not shrink,
/// sgp::Cancelled when options' hooks ask it to stop (checked every 4096 records or positions);
/// options.progress is called after each heap with (heaps done, max_heap + 1); options.threads is not
/// used (one thread).
GenusReport genus(const Game& game, const GenusSettings& settings = {}, const ComputeOptions& options = {});

/// The report as text, one heap per line:
/// ```
/// 0.77 genus, heaps 0..20
///   heap  genus  tameness  phylum
///      0  0      tame      nim heap
///      5  4^146  wild      wild
///      6  3      tame      nim heap
///   ...
///   records    1234 (canonical forms of heaps 0..20)
///   stopped    every heap up to 20 computed
///   seconds    0.003
/// ```
/// A heap reaching wild positions may still equal a nim heap (Kayles' heap 6 is *3 in misère play:
/// its wild options reverse), and then it is tame: tameness and phylum are those of the canonical
/// form. Past max_records the heaps left say "not decided" and a line `positions` gives the
/// search's count.
std::string genus_text(const GenusReport& report);

}  // namespace sgp
