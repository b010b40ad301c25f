/// @file
/// @brief The misère quotient Q_n of a heap game, heap by heap: its monoid, P-portion and pretending map.
#pragma once
#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "misere/monoid.hpp"
#include "octal/rules.hpp"

namespace sgp::mq {

/// Calls f(parts, count) for every move of heap h of a take-and-break code: the non-empty heaps it
/// leaves, in increasing order (count 0: the heap is taken whole). Splits list their parts a <= b (<= c)
/// with a (and b) below `scan` only: past a proven period that is every class (misere/api), and
/// UINT64_MAX lists every move. A heap's options are sums of smaller heaps.
template <class F>
void for_each_option(const MoveRules& rules, uint64_t h, F&& f, uint64_t scan = UINT64_MAX) {
  const uint64_t top = rules.finite() ? std::min<uint64_t>(h, rules.largest) : h;
  for (uint64_t r = 0; r <= top; ++r) {
    const unsigned bits = rules.moves(r);
    if (!bits) continue;
    const uint64_t left = h - r;
    uint64_t parts[3];
    if (r >= 1 && (bits & MoveRules::kTakeWhole) && left == 0) f(parts, 0);
    if (r >= 1 && (bits & MoveRules::kLeaveOne) && left >= 1) parts[0] = left, f(parts, 1);
    if ((bits & MoveRules::kLeaveTwo) && left >= 2)
      for (uint64_t a = 1; 2 * a <= left && a < scan; ++a) parts[0] = a, parts[1] = left - a, f(parts, 2);
    if ((bits & MoveRules::kLeaveThree) && left >= 3)
      for (uint64_t a = 1; 3 * a <= left && a < scan; ++a)
        for (uint64_t b = a; a + 2 * b <= left && b < scan; ++b)
          parts[0] = a, parts[1] = b, parts[2] = left - a - b, f(parts, 3);
  }
}

/// Q_n for the heaps 0..n: a finite commutative monoid, its P-portion, the pretending map heap ->
/// element, each heap's option classes and each element's least word (the first position, in the order
/// of word_less, that the map sends to it).
struct Quotient {
  Monoid q;
  std::vector<uint8_t> p;                 ///< p[x] = 1: x is the class of misère P-positions
  std::vector<Elem> phi;                  ///< phi[h], heaps 0..n
  std::vector<std::vector<Elem>> trans;   ///< trans[h]: the classes of heap h's options, sorted
  std::vector<Word> least;                ///< least[x]: the least position in class x
};

/// A proven lower bound on |Q_n| (misere/bound.cpp), with its certificate when it came from a candidate:
/// positions pairwise inequivalent in A_n, each pair told apart by one of the summands (the sums' misère
/// outcomes differ), which any outcome search can check.
struct OrderBound {
  uint64_t at_least = 0;
  bool exact = false;             ///< the candidate passed the check: |Q_n| = at_least (past max_order)
  uint32_t a = 0, b = 0;          ///< positions with at most a copies of heap n, summands with at most b
  std::vector<Word> told_apart;   ///< at_least positions (empty when the bound is |Q_{n-1}|)
  std::vector<Word> summands;
};

/// Why the construction stopped before the heap asked for.
enum class Halt { None, MaxOrder, Candidate, Cancelled };

/// What the construction reached.
struct Construction {
  Quotient quotient;     ///< Q_n at the last heap n completed
  uint32_t heaps = 0;    ///< heaps 0..heaps-1 completed
  Halt halt = Halt::None;
  uint64_t halt_order = 0;     ///< the order or candidate size that passed its cap
  std::vector<uint32_t> orders;  ///< |Q_h| for every completed heap h
  std::vector<uint32_t> expansions;  ///< the heaps where the quotient grew
  /// Stopped inside heap n = heaps (MaxOrder or Candidate): a proven lower bound on |Q_n|, at least
  /// |Q_{n-1}| (misere/bound.cpp says why it holds). at_least 0 when the construction did not stop so.
  OrderBound stop_bound;
  /// Stopped inside heap n = heaps: the last candidate for Q_n, which classifies right (P-positions onto
  /// its P-portion) every position of heaps 0..n with at most frontier_copies heaps of n: its least
  /// failing position has one more (misere/bound.cpp, 1 and 2). UINT32_MAX when it passed the check (it
  /// is Q_n, and only its order passed the cap); 0 when there is none (empty), as when the failure
  /// has fewer than two heaps of n (positions without heap n are Q_{n-1}'s already).
  Quotient frontier;
  uint32_t frontier_copies = 0;
};

struct BuildLimits {
  uint32_t max_order = 2048;                  ///< stop when an order passes it
  uint64_t max_candidate = uint64_t(1) << 24;  ///< stop when a candidate product passes it
  /// Called after each heap with (heap, quotient); returning true stops the construction (a proof found).
  std::function<bool(uint32_t, const Quotient&)> after_heap;
  std::function<bool()> cancelled;            ///< polled between heaps and candidates
};

/// Q_0, Q_1, ..., Q_{heaps-1} of the game with these heap options (options.size() >= heaps).
Construction build_quotient(const MoveRules& options, uint32_t heaps, const BuildLimits& limits);

// ---- the steps (misere/candidate.cpp, misere/verify.cpp) ----

/// A candidate: a product monoid, its map on heaps 0..n and (after mark_and_reduce) its reduction.
struct Candidate {
  ProductMonoid pm;
  std::vector<uint64_t> phi;  ///< heaps 0..n
};

/// How mark_and_reduce ended.
enum class Marked {
  Done,           ///< `out` is the reduced candidate
  LargeProduct,   ///< the product passes max_candidate: nothing was built
  ManyClasses,    ///< the reduction has more than max_classes classes (out.q.order says how many): its
                  ///< dense table, 4 max_classes^2 bytes at most, was not built
};

/// Gives the candidate the P-portion that its least words force (each class takes the outcome its least
/// word has when every option is classified by the candidate) and reduces it.
Marked mark_and_reduce(const Candidate& c, const MoveRules& options, uint64_t max_candidate, uint64_t max_classes,
                       Quotient& out);

/// The classes of heap h's options under the quotient's map (heaps below h must be mapped).
std::vector<Elem> option_classes(const Quotient& q, const MoveRules& options, uint32_t h);

/// Given a candidate t for Q_n and its least failing position w: how many classes of Q_n the positions
/// with fewer copies of heap n than w has (which t classifies right) tell apart (0 when w has none).
OrderBound order_lower_bound(const Quotient& t, const Word& w, uint32_t n);

/// Per element, the least option sets of the positions the N-search met (used by the fast path of
/// conservative extensions: each is the option set of a real position).
using Antichains = std::vector<std::vector<Bits>>;

/// The least position (word_less) whose class disagrees with its outcome, or an empty word when every
/// position of heaps 0..n is classified right. Fills `chains` with the option sets met.
Word least_failure(const Quotient& q, Antichains* chains);

}  // namespace sgp::mq
