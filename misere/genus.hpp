/// @file
/// @brief Conway's genus g^(γ0 γ1 ...) of the heaps of a heap game, by an exact memoized search over sums of heaps.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "octal/game.hpp"
#include "octal/rules.hpp"

namespace sgp::misere {

/// A genus as CGSuite's Genus class holds it: the normal-play value and the superscript, the misère
/// values of G, G + *2, G + *2 + *2, ..., stored up to the point after which its last two entries
/// alternate forever (and never fewer than two of them). The derivation is at the top of genus.cpp.
struct GenusValue {
  uint32_t normal = 0;           ///< G+(G), the nim-value (Sprague-Grundy value in normal play)
  std::vector<uint32_t> sup;     ///< sup[k] = G-(G + k copies of *2); sup[0] = G-(G), the misère value

  /// The k-th superscript entry for any k (past the stored ones, the last two alternate).
  uint32_t digit(std::size_t k) const;
  /// True for the genera of tame games: g^(g, g^2, g, g^2, ...) for any g (g^2 the nim-sum g xor 2),
  /// and 0^(1 2 0 2 ...) and 1^(0 3 1 3 ...), the genera of *0 and *1 (Winning Ways ch. 13; CGSuite's
  /// test for a tame genus: G+ = G- or both below 2, with the tail forced by the tame rule).
  bool tame() const;
  /// CGSuite's notation of a genus built from options: "0^120", "4^146", "6^(1,9,10,8)" (commas and
  /// parentheses as soon as one superscript entry has two digits or more).
  std::string symbol() const;
  bool operator==(const GenusValue& o) const { return normal == o.normal && sup == o.sup; }
};

/// CGSuite's text of a genus: the nim-value, then "^" and the superscript entries when there are any,
/// with commas and parentheses as soon as one entry has two digits ("6^(1,9,10,8)").
std::string genus_symbol(uint32_t normal, const std::vector<uint32_t>& sup);

/// The least value `seen` does not mark (mex), and marking one (the bitmap grows as needed): the steps of
/// every genus recursion here (genus.cpp, canonical.cpp, phylum.cpp).
uint32_t mex_of(const std::vector<bool>& seen);
void mark_seen(std::vector<bool>& seen, uint32_t v);

/// The genus of G + *1 from that of G: every entry, the base too, xor 1 (derived in genus.cpp).
GenusValue plus_star(const GenusValue& g);

/// The genus of a game from the genera of its options (none: the game 0, genus 0^120). Exact for any
/// game: the recursion and why the stored length suffices are derived at the top of genus.cpp.
GenusValue genus_from_options(const std::vector<const GenusValue*>& options);

/// The moves of each heap of a game, as the multisets of non-empty heaps they leave, each sorted in
/// decreasing order and listed once. Heaps are computed on demand, in increasing order.
class HeapMoves {
 public:
  explicit HeapMoves(const Game& game);
  /// The distinct moves of heap n (heaps n' < n may be computed on the way).
  const std::vector<std::vector<uint32_t>>& of(uint32_t n);

 private:
  std::vector<std::vector<uint32_t>> enumerate(uint32_t n) const;
  Game game_;
  MoveRules rules_;  // codes and Grundy's game
  std::vector<std::vector<std::vector<uint32_t>>> moves_;
};

/// The positions' keys (lists of heap sizes) and their indices 0, 1, 2, ... in the order added: open
/// addressing over one array of 64-bit slots (32 bits of the hash, the index), the keys end to end in
/// one array, so that a look-up touches about two cache lines.
class PositionTable {
 public:
  static constexpr uint32_t kAbsent = 0xffffffff;
  static uint64_t hash(const std::u16string& key);
  /// The index of `key` (h = hash(key)), or kAbsent.
  uint32_t find(const std::u16string& key, uint64_t h) const;
  /// Adds `key` (not present) with the next index, size().
  void insert(const std::u16string& key, uint64_t h);
  std::size_t size() const { return starts_.size() - 1; }

 private:
  bool equal(uint32_t index, const std::u16string& key) const;
  void place(uint64_t h, uint32_t index);
  std::vector<uint64_t> slots_ = std::vector<uint64_t>(1024, 0);  // (hash >> 32) << 32 | (index + 1); 0: empty
  std::vector<char16_t> keys_;
  std::vector<uint32_t> starts_{0};  // key i is keys_[starts_[i], starts_[i + 1])
};

/// The exact search: every position met (a sum of heaps, its heaps with no move and its *1 heaps
/// dropped, sorted: see canonical) is kept with its genus and whether every follower has a tame genus, so a heap's genus costs its
/// followers that were not met before. Stops with CapReached when a new position would pass the cap;
/// what was kept stays exact, and the heaps computed before stay valid.
class GenusSearch {
 public:
  /// Thrown when a new position would make more than `max_positions`.
  struct CapReached {};

  GenusSearch(const Game& game, uint64_t max_positions, std::function<void()> poll = {});
  /// The genus of heap n (computing its followers). Throws CapReached at the cap; the search may go
  /// on afterwards only with a larger cap (it never does here).
  GenusValue heap(uint32_t n);
  /// True when the heap n, computed before, and every position it can reach have a tame genus.
  bool hereditarily_tame(uint32_t n);
  /// Positions kept so far (at most max_positions).
  std::size_t positions() const { return entries_.size(); }

 private:
  struct Entry {
    GenusValue genus;
    bool hereditarily_tame = false;
  };
  using Key = std::u16string;  // heap sizes, decreasing, each below 65536
  struct HeapRef {
    uint32_t index;   // the position kept
    bool plus_star;   // the heap is that position plus *1
  };
  uint32_t position(const Key& key);
  HeapRef heap_ref(uint32_t n);
  /// Brings a list of heaps to its key: heaps with no move and heaps that are *1 dropped, sizes
  /// decreasing; returns true when an odd number of *1 heaps was dropped (the sum is the key's
  /// position plus *1; the identities are derived in genus.cpp).
  bool canonical(Key& key);
  bool star(uint32_t h);  ///< heap h is the game *1: it has a move, and every move leaves no move

  HeapMoves moves_;
  uint64_t max_positions_;
  std::function<void()> poll_;
  PositionTable memo_;
  std::vector<Entry> entries_;
  std::vector<int8_t> star_;  // star(h), -1 until asked
};

}  // namespace sgp::misere
