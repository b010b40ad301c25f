/// @file
/// @brief The misère quotients Q_0, Q_1, ... of a heap game, heap by heap, each one exact.
//
// What is computed. A_n is the set of sums of heaps of sizes 0..n (closed under options: a heap's options
// are sums of smaller heaps). G and H of A_n are equivalent when o-(G + X) = o-(H + X) for every X in A_n
// (o- the misère outcome; a position without a move is an N-position). The classes form a commutative
// monoid Q_n, the misère quotient (T. E. Plambeck, "Taming the wild in impartial combinatorial games",
// INTEGERS 5 (2005) G05; T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games",
// J. Combin. Theory Ser. A 115 (2008), arXiv math/0609825), with its P-portion and the pretending map
// heap -> class.
//
// Why a candidate that passes the check is Q_n. Let Q be a finite commutative monoid, P a subset and
// phi a map from heaps 0..n onto generators of Q, extended to positions as the product Phi. If every
// position K has K a P-position iff Phi(K) in P (checked by least_failure, misere/verify.cpp), then
// Phi(G) = Phi(H) implies G equivalent to H (o-(G + X) is read off Phi(G) Phi(X)), and G, H are
// equivalent iff Phi(G) z and Phi(H) z lie on the same side of P for every z in Q (each z is some
// Phi(X)). So Q_n is Q with x and y merged when xz and yz agree for all z: the reduction, which
// mark_and_reduce (misere/candidate.cpp) performs. Every quotient this file returns passed that check;
// how the candidate was guessed does not matter for exactness, only for speed.
//
// How candidates are guessed (the method of Plambeck and Siegel's MisereSolver, in CGSuite, redone):
//  1. A heap with no option is the game 0: its image is 1.
//  2. Conservative extension: heap n may be equivalent to an existing class x, and then Q_n = Q_{n-1}
//     with phi(n) = x. Such x must lie on the side of P heap n lies on and pass the check (P) for the new
//     heap: Z_x and Z_t disjoint for t in T_n. Fast path (mex interpolation, Plambeck-Siegel): when T_n
//     contains the option set M of some position K of A_{n-1} of class x, the pair of a position with
//     heap n contains the pair of the same position with K in place of each heap n, so the check (N)
//     for A_n follows from the one done for A_{n-1}. Otherwise the full check decides.
//  3. Expansion: Q_{n-1} x <g | g^4 = g^2>, heap n -> g, marked and reduced. When the check finds a least
//     failing position w, every smaller position is classified right, and stays right in any candidate
//     that refines this one (the marking decides each class by its least word, whose options are smaller).
//     A refinement multiplies by a cyclic factor for a heap of w (index w_h + 1, period 2, or
//     2 ((w_h - 3) / 2) from index 8 on, as MisereSolver widens its periods), the factor kept beside the
//     heap's class (a refinement) or put in its place (MisereSolver's recalibration: often much smaller).
//     Of the single heaps of w, either way, the smallest candidate that puts w on its right side is taken;
//     when none does, every heap of w gets its factor beside its class, which makes w the least word of
//     its class, hence classified right. Rounds stop at a cap on the candidates' size and on their
//     number (then the construction reports where it stopped and claims nothing beyond); whatever the
//     path, only a candidate that passes the check is returned. A stop still bounds |Q_n| from below
//     by what the last candidate and its least failure prove (misere/bound.cpp).
#include "misere/quotient.hpp"

#include <algorithm>

namespace sgp::mq {

namespace {

// Refinement rounds for one heap before the construction gives up (a candidate that only chases ever
// larger exponents, as for an infinite quotient).
constexpr uint32_t kMaxRounds = 2000;

Elem class_of(const Quotient& q, const Word& w) {
  Elem x = 0;
  for (std::size_t h = 0; h < w.size(); ++h)
    for (uint32_t i = 0; i < w[h]; ++i) x = q.q.mul(x, q.phi[h]);
  return x;
}

bool heap_p(const Quotient& q, const std::vector<Elem>& t) {
  if (t.empty()) return false;
  for (Elem y : t)
    if (q.p[y]) return false;
  return true;
}

struct Builder {
  Builder(const MoveRules& o, const BuildLimits& l) : options(o), limits(l) {}
  const MoveRules& options;
  const BuildLimits& limits;
  Quotient cur{};
  Antichains chains{};
  bool chains_valid = false;
  OrderBound stop_bound{};  // set when expand() stops inside a heap
  Quotient frontier{};      // the candidate kept at such a stop (Construction::frontier)
  uint32_t frontier_copies = 0;

  Bits zset(Elem x) const {
    Bits z(cur.q.order);
    for (Elem y = 0; y < cur.q.order; ++y)
      if (cur.p[cur.q.mul(x, y)]) z.set(y);
    return z;
  }

  // Step 2: the class heap n is equivalent to, or -1.
  int64_t conservative(uint32_t n) {
    const auto& t = cur.trans[n];
    const bool want = heap_p(cur, t);
    std::vector<Bits> zt;
    for (Elem y : t) zt.push_back(zset(y));
    Bits tb(cur.q.order);
    for (Elem y : t) tb.set(y);
    std::vector<Elem> slow;
    for (Elem x = 0; x < cur.q.order; ++x) {
      if (bool(cur.p[x]) != want) continue;
      const Bits zx = zset(x);
      bool ok = true;
      for (const Bits& z : zt)
        if (zx.intersects(z)) ok = false;
      if (!ok) continue;
      if (chains_valid)
        for (const Bits& m : chains[x])
          if (m.subset_of(tb)) return x;
      slow.push_back(x);
    }
    for (Elem x : slow) {
      cur.phi[n] = x;
      Antichains fresh;
      if (least_failure(cur, &fresh).empty()) {
        chains = std::move(fresh);
        chains_valid = true;
        return x;
      }
    }
    return -1;
  }

  // A cyclic factor for a heap: index and period.
  struct Factor {
    uint32_t heap, index, period;
  };

  // A candidate from q where each heap of `freed` gets its cyclic factor: beside its class (keep, a
  // refinement of q) or in place of it (the heap's image becomes the factor's generator alone, as
  // MisereSolver recalibrates: often far smaller, with no promise of refining q).
  static Candidate refine(const Quotient& q, const std::vector<Factor>& freed, bool keep) {
    Candidate c;
    c.pm.base = &q.q;
    for (const auto& f : freed) {
      c.pm.index.push_back(f.index);
      c.pm.period.push_back(f.period);
    }
    c.pm.layout();
    c.phi.resize(q.phi.size());
    for (uint32_t h = 0; h < q.phi.size(); ++h) {
      int comp = -1;
      for (std::size_t i = 0; i < freed.size(); ++i)
        if (freed[i].heap == h) comp = int(i);
      c.phi[h] = c.pm.generator(comp >= 0 && !keep ? 0 : q.phi[h], comp);
    }
    return c;
  }

  // The factor for heap h of a failure with w_h copies: exponents up to w_h kept apart; in place of
  // the heap's class it must also map onto that class's powers (index and period dividing).
  static Factor factor(const Quotient& q, uint32_t h, uint32_t copies, bool keep) {
    uint32_t index = copies + 1;
    uint32_t period = index >= 8 ? 2 * ((index - 4) / 2) : 2;
    if (!keep) {
      std::vector<Elem> powers{0};
      for (;;) {
        const Elem next = q.q.mul(powers.back(), q.phi[h]);
        auto it = std::find(powers.begin(), powers.end(), next);
        if (it != powers.end()) {
          const uint32_t i0 = uint32_t(it - powers.begin()), p0 = uint32_t(powers.size()) - i0;
          index = std::max(index, i0);
          const uint32_t need = p0 % 2 ? 2 * p0 : p0;
          if (period % need) period = need * ((period + need - 1) / need);
          break;
        }
        powers.push_back(next);
      }
    }
    return {h, index, period};
  }

  // Where the construction stops when candidate c could not be marked (m is not Done; `reduced` is what
  // mark_and_reduce left, the count of its classes when there were too many).
  static Halt halted(Marked m, const Candidate& c, const Quotient& reduced, uint64_t& halt_order) {
    if (m == Marked::LargeProduct) return halt_order = c.pm.size(), Halt::Candidate;
    return halt_order = reduced.q.order, Halt::MaxOrder;
  }

  // What a stop inside heap n still proves about |Q_n|: the last candidate checked (with its least
  // failing position) bounds it from below, and |Q_{n-1}| does. The candidate is kept (moved: the
  // caller is done with it) for the positions it still classifies right.
  void bound_at_stop(Quotient* trial, const Word* w, uint32_t n) {
    stop_bound = OrderBound();
    if (trial && w) {
      stop_bound = order_lower_bound(*trial, *w, n);
      const uint32_t copies = n < w->size() ? (*w)[n] : 0;
      if (copies >= 2) frontier = std::move(*trial), frontier_copies = copies - 1;
    }
    if (stop_bound.at_least <= cur.q.order) stop_bound = OrderBound{cur.q.order, false, 0, 0, {}, {}};
  }

  // Step 3. Returns Halt::None when cur became Q_n.
  Halt expand(uint32_t n, uint64_t& halt_order) {
    Quotient trial;
    uint32_t rounds = 0;
    // An intermediate candidate may be larger than Q_n, up to twice the cap; its dense table (4 bytes a
    // product) is what the cap protects, so a larger one is stopped before its table is built.
    const uint64_t most = 2 * uint64_t(limits.max_order);
    // cur.phi[n] = 1 (build_quotient set it); the factor makes heap n its generator g. cur stays as it is
    // until trial replaces it, after c is done with.
    const Candidate c = refine(cur, {{n, 2, 2}}, true);
    if (const Marked m = mark_and_reduce(c, options, limits.max_candidate, most, trial); m != Marked::Done)
      return bound_at_stop(nullptr, nullptr, n), halted(m, c, trial, halt_order);
    for (;;) {
      if (limits.cancelled && limits.cancelled()) return Halt::Cancelled;
      Antichains fresh;
      const Word w = least_failure(trial, &fresh);
      if (w.empty()) {
        // trial is Q_n itself here: its order is the bound, exactly.
        if (trial.q.order > limits.max_order) {
          stop_bound = OrderBound{trial.q.order, true, 0, 0, {}, {}};
          frontier_copies = UINT32_MAX;
          frontier = std::move(trial);
          return halt_order = frontier.q.order, Halt::MaxOrder;
        }
        cur = std::move(trial);
        chains = std::move(fresh);
        chains_valid = true;
        return Halt::None;
      }
      const bool claimed = trial.p[class_of(trial, w)];
      std::vector<uint32_t> support;
      for (uint32_t h = 0; h < w.size(); ++h)
        if (w[h]) support.push_back(h);
      if (++rounds > kMaxRounds) return halt_order = trial.q.order, bound_at_stop(&trial, &w, n), Halt::Candidate;
      // The smallest candidate, among single heaps of w freed either way, that puts w on its right side.
      Quotient next, best;
      bool done = false;
      for (uint32_t h : support)
        for (bool keep : {false, true}) {
          Candidate r = refine(trial, {factor(trial, h, w[h], keep)}, keep);
          if (mark_and_reduce(r, options, limits.max_candidate, most, next) != Marked::Done) continue;
          if (bool(next.p[class_of(next, w)]) != claimed && (!done || next.q.order < best.q.order)) {
            best = std::move(next);
            done = true;
          }
        }
      if (!done) {
        std::vector<Factor> all;
        for (uint32_t h : support) all.push_back(factor(trial, h, w[h], true));
        const Candidate r = refine(trial, all, true);
        if (const Marked m = mark_and_reduce(r, options, limits.max_candidate, most, best); m != Marked::Done) {
          const Halt h = halted(m, r, best, halt_order);  // before trial, which r refers to, is moved away
          bound_at_stop(&trial, &w, n);
          return h;
        }
      }
      trial = std::move(best);
    }
  }
};

}  // namespace

Construction build_quotient(const MoveRules& options, uint32_t heaps, const BuildLimits& limits) {
  Construction out;
  Builder b(options, limits);
  b.cur.p = {0};
  b.cur.phi = {0};
  b.cur.trans = {{}};
  b.cur.least = {Word()};
  out.heaps = 1;
  out.orders.push_back(1);
  for (uint32_t n = 1; n < heaps; ++n) {
    if (limits.cancelled && limits.cancelled()) {
      out.halt = Halt::Cancelled;
      break;
    }
    Quotient saved;
    b.cur.phi.push_back(0);
    b.cur.trans.push_back(option_classes(b.cur, options, n));
    const int64_t kept = b.cur.trans[n].empty() ? 0 : b.conservative(n);
    if (kept >= 0) b.cur.phi[n] = Elem(kept);
    if (kept < 0) {
      saved = b.cur;
      saved.phi.pop_back();
      saved.trans.pop_back();
      b.cur.phi[n] = 0;
      out.halt = b.expand(n, out.halt_order);
      if (out.halt != Halt::None) {
        out.stop_bound = std::move(b.stop_bound);
        out.frontier = std::move(b.frontier);
        out.frontier_copies = b.frontier_copies;
        b.cur = std::move(saved);
        break;
      }
      out.expansions.push_back(n);
    }
    out.heaps = n + 1;
    out.orders.push_back(b.cur.q.order);
    if (limits.after_heap && limits.after_heap(n, b.cur)) break;
  }
  out.quotient = std::move(b.cur);
  return out;
}

}  // namespace sgp::mq
