/// @file
/// @brief Misère play: the misère quotient of a heap game computed heap by heap, proved finite where it is periodic, and sums of heaps answered from it.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sgperiod/game.hpp"
#include "sgperiod/options.hpp"

namespace sgp {

/// The most heaps and the largest order cap misere() takes (MisereSettings::heaps, max_order).
constexpr uint64_t kMisereMostHeaps = 100000, kMisereMostOrder = 65536;

/// True for the games misere() takes: finite octal and hexadecimal codes and subtraction games (not
/// Grundy's game, custom rules or infinite codes).
bool misere_takes(const Game& game);

/// Options of misere(): those of every computation (threads and method do not change anything here:
/// the construction runs on the calling thread), the heaps and the cap on the quotient's order.
struct MisereSettings : ComputeOptions {
  /// Compute Q_n for heaps 0..heaps-1 at most (stopping earlier once proven); 0 = 200. At most 100000.
  uint64_t heaps = 0;
  /// Stop when the quotient's order passes this. At most 65536. Candidates of up to twice this many
  /// elements are kept as dense tables, three at a time, with two copies of the quotient: about
  /// 57 max_order^2 bytes at most (224 MiB for the default 2048, 3.6 GiB for 8192), and misere()
  /// refuses a max_order whose tables this machine's memory or `ulimit -v` cannot hold.
  uint64_t max_order = 2048;
  /// Keep the frontier of a stop inside a heap (MisereReport::frontier: a table of up to 16 max_order^2
  /// bytes). misere_census() turns it off: it holds every code's report at once and writes rows only.
  bool frontier = true;
};

/// Where a misère quotient stands.
enum class MisereStatus {
  Proven,   ///< the quotient of the whole game: its map is periodic and the periodicity theorem applies
  Open,     ///< exact for heaps 0..heaps_computed-1; no proof yet
  Stopped,  ///< the order (or a candidate) passed the cap: exact for heaps 0..heaps_computed-1
};
/// "proven", "open" or "stopped".
const char* misere_status_name(MisereStatus s);

/// Where the construction stopped inside heap n (MisereStatus::Stopped), its last candidate for Q_n: a
/// monoid that still classifies right (sums of P-positions onto its P-portion) every sum of heaps 0..n
/// with at most `copies` heaps of n, since the check found its least misclassified position only among
/// sums with more; misere_outcome() answers those sums from it. Not a quotient: it may keep apart what
/// Q_n merges, and it says nothing about sums with more heaps of n.
struct MisereFrontier {
  uint64_t heap = 0;    ///< n
  /// 0: no frontier (no candidate, or its failure has fewer than two heaps of n); UINT64_MAX: every sum
  /// of heaps 0..n (the candidate passed the check: it is Q_n, and only its order passed the cap).
  uint64_t copies = 0;
  uint64_t order = 0;                 ///< the candidate's elements
  std::vector<uint8_t> p_portion;     ///< p_portion[x] = 1: sums mapped to x are P-positions
  std::vector<uint32_t> map;          ///< map[h]: heap h's element, h = 0..n
  std::vector<uint32_t> table;        ///< table[x * order + y] = x y
};

/// What misere() found: Q_n at the last heap n computed, written out.
struct MisereReport {
  Game game;                  ///< the game
  std::string canonical;      ///< its canonical form
  uint64_t heaps_computed = 0;  ///< Q_n is exact for heaps 0..heaps_computed-1
  MisereStatus status = MisereStatus::Open;
  uint64_t order = 0;           ///< |Q_n|
  uint64_t p_portion_size = 0;  ///< how many elements are P-positions
  std::vector<std::string> generators;  ///< "a", "b", ...: names of the generators
  std::vector<uint64_t> generator_heaps;  ///< the heap each generator stands for
  /// Relations in normal form: the reduced Gröbner basis of the quotient for the degree order that prefers
  /// early generators ("a^2 = 1", "b^3 = b"); the generators and these define the monoid.
  std::vector<std::string> relations;
  std::vector<std::string> elements;  ///< every element's normal word, element 0 = "1"
  std::vector<uint8_t> p_portion;     ///< p_portion[x] = 1 when element x is the class of P-positions
  std::vector<uint32_t> map;          ///< map[h]: heap h's element, h < heaps_computed
  std::vector<uint32_t> table;        ///< table[x * order + y] = x y
  std::vector<uint64_t> orders;       ///< |Q_h| for every heap h computed
  std::vector<uint64_t> expansions;   ///< the heaps where the quotient grew
  /// Proven: map[h + map_period] = map[h] for every h >= map_preperiod (0 and 0 otherwise).
  uint64_t map_preperiod = 0, map_period = 0;
  /// Proven: the theorem's condition was checked for heaps map_preperiod + map_period .. check_to - 1.
  uint64_t check_to = 0;
  std::string stop_reason;  ///< Stopped: what passed the cap, and next_order_at_least
  /// Stopped: a proven lower bound on the order of Q at the heap where it stopped (Q_heaps_computed), at
  /// least `order`: the classes that positions the last candidate still classifies right tell apart
  /// (misere/bound.cpp), or that order exactly when Q there was found and only its order passed the cap
  /// (stop_reason says which). 0 otherwise.
  uint64_t next_order_at_least = 0;
  MisereFrontier frontier;  ///< Stopped inside a heap: the sums with that heap still answered
  double seconds = 0;       ///< wall time

  /// Element of heap h: from the map (h < heaps_computed) or its proven period; throws sgp::InvalidInput
  /// past the computed heaps of an unproven quotient.
  uint32_t element_of_heap(uint64_t h) const;
  /// The presentation as one text: "<a, b | a^2 = 1, ...>".
  std::string presentation() const;
  /// The generators with their heaps: "a = heap 1, b = heap 2" (empty for the trivial quotient).
  std::string generator_list() const;
  /// The P-portion's elements: "a, b^2".
  std::string p_portion_list() const;
  /// The elements of heaps 1..shown-1 (at most the computed ones), separated by commas since an element
  /// such as "a b^2" holds spaces itself, with ", ..." when heaps are left out: "a, b, a b^2, ...".
  std::string map_list(std::size_t shown) const;
};

/// The misère quotient of a finite octal or hexadecimal code or a subtraction game, heap by heap, until
/// proven, the heaps asked for, or max_order. Throws sgp::InvalidInput for other games (Grundy's game,
/// custom rules, infinite codes) and bad settings, sgp::Cancelled when cancelled.
MisereReport misere(const Game& game, const MisereSettings& settings = {});
/// The same for a game as text; throws sgp::GameError for bad text.
MisereReport misere(const std::string& game, const MisereSettings& settings = {});

/// The misère outcome of a sum of heaps, read off a quotient, with a winning move when there is one.
struct MisereAnswer {
  bool p = false;                ///< true: the player to move loses
  bool terminal = false;         ///< N with no move at all: the player to move has won already
  std::size_t heap_index = 0;    ///< N: the move is on heaps[heap_index] ...
  std::vector<uint64_t> leaves;  ///< ... and leaves these heaps in its place (empty: takes it all)
};
/// Answers the sum of `heaps` from the report: exact for any heap size once proven; otherwise refused
/// (sgp::InvalidInput) past heaps_computed, except the sums the frontier answers.
MisereAnswer misere_outcome(const MisereReport& report, const std::vector<uint64_t>& heaps);

}  // namespace sgp
