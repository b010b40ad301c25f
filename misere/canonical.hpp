/// @file
/// @brief Conway's misère canonical forms of impartial games: hash-consed records, sums, phyla and genera (derivation in canonical.cpp).
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "misere/genus.hpp"

namespace sgp::misere {

/// The phyla of CGSuite's misère canonical games (org/cgsuite/core/misere/Phylum.java), by the rules
/// of its MisereCanonicalGameOps.makeGameRecord, restated at the top of canonical.cpp. The order is
/// CGSuite's: a record's wildest option is the largest of its options' phyla.
enum class Phylum : uint8_t {
  NimHeap,              ///< the nim heap *n itself
  HereditarilyTame,     ///< tame genus, every option a nim heap or hereditarily tame
  ReversiblyTame,       ///< tame genus, tame after bypassing its wild options through tame ones
  Tameable,             ///< decides its genus in any sum with tame games (CGSuite's rule)
  HereditarilyRestive,  ///< restive genus (G+ < 2 < G-), every option a nim heap or hereditarily tame
  ReversiblyRestive,    ///< restive genus, restive after bypassing its other options
  Restless,             ///< restless genus (G- < 2 < G+), every option tame
  Wild,                 ///< everything else
};

/// CGSuite's name of a phylum in words: "nim heap", "hereditarily tame", ..., "wild".
const char* phylum_name(Phylum p);
/// Nim heaps, hereditarily and reversibly tame: the phyla whose genus is written g^m (nim heaps: g).
bool generally_tame(Phylum p);
/// The tame phyla and the two restive ones: CGSuite writes their genus with one superscript entry.
bool restive_or_tame(Phylum p);

/// The misère canonical forms met so far, each stored once: a record is its set of options (record
/// ids, sorted), with its birthday, G+, G- and phylum. Record 0 is the game 0. Two games are equal in
/// misère play (o-(G + X) = o-(H + X) for every X) exactly when their records are the same id.
class CanonicalForms {
 public:
  using Id = uint32_t;
  /// Thrown before a new record would make more than max_records (0 and *1, records 0 and 1, are
  /// always kept).
  struct CapReached {};

  explicit CanonicalForms(uint64_t max_records, std::function<void()> poll = {});

  /// The canonical form of the game whose options are these records (any order, repeats allowed).
  Id from_options(std::vector<Id> options);
  /// The nim heap *n.
  Id nim(uint32_t n);
  /// The canonical form of G + H.
  Id add(Id g, Id h);

  std::size_t size() const { return records_.size(); }
  /// Sums G + H (G, H not 0) memoized so far.
  std::size_t sums() const { return sum_count_; }
  /// The options of record g, sorted by id.
  const Id* options_begin(Id g) const { return options_.data() + records_[g].begin; }
  const Id* options_end(Id g) const { return options_begin(g) + records_[g].count; }
  std::size_t option_count(Id g) const { return records_[g].count; }
  uint32_t birthday(Id g) const { return records_[g].birthday; }
  uint32_t g_plus(Id g) const { return records_[g].g_plus; }    ///< the normal-play nim-value
  uint32_t g_minus(Id g) const { return records_[g].g_minus; }  ///< the misère nim-value
  Phylum phylum(Id g) const { return records_[g].phylum; }
  bool has_option(Id g, Id k) const;

  /// The genus of record g computed from its options: exact (a genus is an invariant of equality).
  const GenusValue& genus(Id g);
  /// CGSuite's notation of record g's genus: "n" for the nim heap *n, "g^m" for the other tame and
  /// restive phyla, the symbol built from the options' genera (read CGSuite's way) for the rest.
  std::string symbol(Id g);
  /// The superscript CGSuite builds for record g (one entry for tame and restive phyla, none for a
  /// nim heap), with k-th entries past it read by CGSuite's rule (cgsuite_digit).
  const std::vector<uint32_t>& cgsuite_sup(Id g);
  /// The k-th superscript entry of record g as CGSuite's Genus.supDigit reads it.
  uint32_t cgsuite_digit(Id g, std::size_t k);

 private:
  struct Record {
    uint64_t begin = 0;  // into options_
    uint32_t count = 0;
    uint32_t birthday = 0;
    uint32_t g_plus = 0, g_minus = 0;
    Phylum phylum = Phylum::NimHeap;
  };
  Id find(const std::vector<Id>& options, uint64_t h) const;
  Id reduce(const std::vector<Id>& options) const;
  Id make_record(const std::vector<Id>& options, uint64_t h);
  Id partner(const std::vector<Id>& s, uint32_t born, uint32_t gp, uint32_t gm);
  Phylum classify(const std::vector<Id>& options, uint32_t gp, uint32_t gm) const;
  void place(uint64_t h, Id id);
  std::size_t cgsuite_max_differ(Id g);

  uint64_t max_records_;
  std::function<void()> poll_;
  std::vector<Record> records_;
  std::vector<Id> options_;
  std::vector<uint64_t> slots_ = std::vector<uint64_t>(1024, 0);  // (hash >> 32) << 32 | (id + 1)
  std::vector<uint64_t> hashes_;                                  // each record's hash, for rehashing
  std::vector<Id> nims_;
  // The sums: open addressing, key (min << 32 | max) (never 0: 0 + G is not stored), value the record.
  struct SumSlot {
    uint64_t key = 0;
    Id value = 0;
  };
  std::vector<SumSlot> sum_slots_ = std::vector<SumSlot>(1024);  // key and value in one cache line
  std::size_t sum_count_ = 0;
  void store_sum(uint64_t key, Id sum);
  std::unordered_map<Id, GenusValue> genera_;
  std::unordered_map<Id, std::vector<uint32_t>> cgsuite_sups_;
};

/// The canonical form of each heap of a heap game, from the canonical sums of its options. Heaps are
/// computed in increasing order; when the record cap is reached every heap computed before stays exact.
class HeapForms {
 public:
  HeapForms(const Game& game, uint64_t max_records, std::function<void()> poll = {});
  /// The record of heap n (computing heaps below it first). Throws CanonicalForms::CapReached.
  CanonicalForms::Id heap(uint32_t n);
  CanonicalForms& forms() { return forms_; }

 private:
  HeapMoves moves_;
  CanonicalForms forms_;
  std::vector<CanonicalForms::Id> heaps_;
};

}  // namespace sgp::misere
