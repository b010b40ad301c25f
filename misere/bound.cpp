/// @file
/// @brief A proven lower bound on |Q_n| from a candidate the check rejected: the classes that positions it still classifies right tell apart.
//
// When the construction stops inside heap n (an order or a candidate past its cap), Q_n itself is not
// known, but the last candidate T (with its map Phi) and its least failing position w say something
// exact about it.
//
// 1. Every position u with u < w (word_less) is classified right: u is a misère P-position iff Phi(u)
//    is in T's P-portion. That is what least_failure returns: the least misclassified position.
// 2. word_less compares the largest heap first, and w's largest heap is at most n. So a position u of
//    heaps 0..n with fewer copies of heap n than w has (u_n < w_n = c) satisfies u < w.
// 3. Split c - 1 = a + b. Let R be the classes of T whose least word has at most a copies of heap n,
//    and Z those with at most b. For x in R and z in Z, with X and Z' their least words, X + Z' has at
//    most c - 1 copies of heap n, so by 1 and 2 its misère outcome is read off T: X + Z' is a
//    P-position iff x z (T's product, = Phi(X + Z')) is in T's P-portion.
// 4. If x and y of R differ in the row (x z in P for z in Z), the positions X and Y have a common
//    summand Z' with different outcomes: they are not equivalent in A_n, so they lie in different
//    classes of Q_n. Hence |Q_n| is at least the number of distinct rows over R, for every split; the
//    bound is the largest over the splits a = 0..c-1.
// 5. |Q_n| >= |Q_{n-1}| as well (positions of A_{n-1} told apart by a summand of A_{n-1} stay apart in
//    A_n, since A_{n-1} is part of A_n): the caller takes the larger.
// Nothing here depends on how T was guessed or on T being a refinement of anything: only on the check's
// guarantee in 1. A candidate that failed with c = 0 (a failure without heap n) gives nothing.
#include <algorithm>

#include "misere/quotient.hpp"

namespace sgp::mq {

namespace {

uint32_t copies_of(const Word& w, uint32_t h) { return h < w.size() ? w[h] : 0; }

// The rows (x z in P, z in z_set) over x in r_set as bit strings; returns one x of each distinct row.
std::vector<Elem> distinct_rows(const Quotient& t, const std::vector<Elem>& r_set, const std::vector<Elem>& z_set) {
  const std::size_t words = (z_set.size() + 63) / 64;
  std::vector<uint64_t> rows(r_set.size() * words, 0);
  for (std::size_t i = 0; i < r_set.size(); ++i) {
    uint64_t* row = &rows[i * words];
    const Elem* products = &t.q.table[std::size_t(r_set[i]) * t.q.order];
    for (std::size_t j = 0; j < z_set.size(); ++j)
      if (t.p[products[z_set[j]]]) row[j >> 6] |= uint64_t(1) << (j & 63);
  }
  std::vector<uint32_t> order(r_set.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = uint32_t(i);
  auto row_less = [&](uint32_t x, uint32_t y) {
    const uint64_t* rx = &rows[std::size_t(x) * words];
    const uint64_t* ry = &rows[std::size_t(y) * words];
    return std::lexicographical_compare(rx, rx + words, ry, ry + words);
  };
  std::stable_sort(order.begin(), order.end(), row_less);
  std::vector<Elem> kept;
  for (std::size_t i = 0; i < order.size(); ++i)
    if (i == 0 || row_less(order[i - 1], order[i])) kept.push_back(r_set[order[i]]);
  std::sort(kept.begin(), kept.end());
  return kept;
}

}  // namespace

OrderBound order_lower_bound(const Quotient& t, const Word& w, uint32_t n) {
  OrderBound best;
  const uint32_t c = copies_of(w, n);
  std::vector<Elem> kept, summands;
  for (uint32_t a = 0; a < c; ++a) {
    const uint32_t b = c - 1 - a;
    std::vector<Elem> r_set, z_set;
    for (Elem x = 0; x < t.q.order; ++x) {
      const uint32_t k = copies_of(t.least[x], n);
      if (k <= a) r_set.push_back(x);
      if (k <= b) z_set.push_back(x);
    }
    std::vector<Elem> d = distinct_rows(t, r_set, z_set);
    if (d.size() > kept.size()) kept = std::move(d), summands = std::move(z_set), best.a = a, best.b = b;
  }
  best.at_least = kept.size();
  for (Elem x : kept) best.told_apart.push_back(t.least[x]);
  for (Elem z : summands) best.summands.push_back(t.least[z]);
  return best;
}

}  // namespace sgp::mq
