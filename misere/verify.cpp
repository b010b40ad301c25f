/// @file
/// @brief least_failure: the least position a candidate quotient classifies wrong, or none (the check that makes it exact).
//
// A candidate (Q, P, phi) classifies every position K of heaps 0..n right (K is a misère P-position iff
// Phi(K) is in P, Phi the product of the heap images) exactly when, for every position K:
//   (P) if Phi(K) is in P, K has an option and no option K' has Phi(K') in P;
//   (N) if Phi(K) is not in P, K has no option or some option K' has Phi(K') in P.
// (Induction on positions: K is a P-position iff it has options and none is a P-position.)
//
// (P) is a finite check: an option of K = L + heap h is L + (an option of h), whose class is y t with
// y = Phi(L) and t in T_h (the classes of h's options), and Phi(K) = y phi(h). As L ranges over all
// positions, y ranges over all of Q (every class has a position), so (P) says: no y, h, t with y phi(h)
// and y t both in P. With Z_x = {z : x z in P} that is Z_phi(h) and Z_t disjoint for every h and t in T_h;
// a failure names y = z, and the least failing position is least[z] + h.
//
// (N) depends on more than Phi(K): on the set M(K) of the classes of K's options. Adding a heap j maps
// (Phi(K), M(K)) to (Phi(K) phi(j), M(K) phi(j) + Phi(K) T_j), so the pair evolves without looking back,
// and (N) at K reads: M(K) empty (only the empty position: heaps without options map to 1 and are left
// out) or Phi(K) in P or M(K) meets P. Enlarging M only helps (N); so a position whose pair (x, M) has an
// earlier position with (x, M') and M' a non-empty subset of M need not be extended: each extension
// K + V has the extension K' + V, with the same class, a smaller option set and a smaller word. Listed in
// the order of word_less, the first failure met is therefore the least failing position, and meeting
// none proves (N) for every position. A heap j whose image equals that of a smaller heap i with T_i a
// subset of T_j is left out for the same reason (replacing j by i gives a smaller word and a smaller M).
// The option sets kept (per class, the minimal ones met) are real positions' option sets, which the
// fast path of conservative extensions uses (misere/quotient.cpp).
#include <algorithm>

#include "misere/quotient.hpp"

namespace sgp::mq {

namespace {

Bits zset(const Quotient& q, Elem x) {
  Bits z(q.q.order);
  for (Elem y = 0; y < q.q.order; ++y)
    if (q.p[q.q.mul(x, y)]) z.set(y);
  return z;
}

Word plus_heap(Word w, uint32_t h) {
  if (w.size() <= h) w.resize(std::size_t(h) + 1, 0);
  ++w[h];
  return w;
}

// The least failure of (P).
Word least_p_failure(const Quotient& q) {
  std::vector<Bits> z(q.q.order);
  std::vector<uint8_t> have(q.q.order, 0);
  auto get = [&](Elem x) -> const Bits& {
    if (!have[x]) z[x] = zset(q, x), have[x] = 1;
    return z[x];
  };
  Word best;
  for (uint32_t h = 1; h < q.phi.size(); ++h) {
    if (q.trans[h].empty()) continue;
    const Bits& zh = get(q.phi[h]);
    if (zh.empty()) continue;
    for (Elem t : q.trans[h]) {
      const Bits& zt = get(t);
      for (std::size_t i = 0; i < zh.w.size(); ++i) {
        uint64_t both = zh.w[i] & zt.w[i];
        while (both) {
          const Elem y = Elem(i * 64 + __builtin_ctzll(both));
          both &= both - 1;
          Word w = plus_heap(q.least[y], h);
          if (best.empty() || word_less(w, best)) best = std::move(w);
        }
      }
    }
  }
  return best;
}

struct NSearch {
  const Quotient& q;
  Bits pbits;
  std::vector<uint32_t> heaps;
  Antichains chains;
  Word word;
  Word failure;

  // Keeps M as a least option set of class x; false when an earlier non-empty one is contained in it.
  bool incorporate(Elem x, const Bits& m) {
    auto& list = chains[x];
    for (const Bits& old : list)
      if (old.subset_of(m)) return false;
    list.erase(std::remove_if(list.begin(), list.end(), [&](const Bits& old) { return m.subset_of(old); }),
               list.end());
    list.push_back(m);
    return true;
  }

  bool list_from(int i, Elem x, const Bits& m) {
    if (i < 0) {
      if (!q.p[x] && !m.empty() && !m.intersects(pbits)) {
        failure = word;
        return true;
      }
      return false;
    }
    const uint32_t h = heaps[i];
    const Elem g = q.phi[h];
    uint32_t added = 0;
    Bits cur = m;
    bool found = false;
    for (;;) {
      if (list_from(i - 1, x, cur)) {
        found = true;
        break;
      }
      Bits next(q.q.order);
      for (std::size_t k = 0; k < cur.w.size(); ++k) {
        uint64_t v = cur.w[k];
        while (v) {
          next.set(q.q.mul(Elem(k * 64 + __builtin_ctzll(v)), g));
          v &= v - 1;
        }
      }
      for (Elem t : q.trans[h]) next.set(q.q.mul(x, t));
      x = q.q.mul(x, g);
      if (!incorporate(x, next)) break;
      ++word[h];
      ++added;
      cur.w.swap(next.w);
    }
    if (!found) word[h] -= added;
    return found;
  }
};

}  // namespace

Word least_failure(const Quotient& q, Antichains* chains) {
  Word pf = least_p_failure(q);
  const uint32_t n = uint32_t(q.phi.size() - 1);
  NSearch s{q, Bits(q.q.order), {}, Antichains(q.q.order), Word(std::size_t(n) + 1, 0), {}};
  for (Elem x = 0; x < q.q.order; ++x)
    if (q.p[x]) s.pbits.set(x);
  for (uint32_t h = 1; h <= n; ++h) {
    if (q.trans[h].empty()) continue;
    bool dominated = false;
    for (uint32_t j : s.heaps)
      if (q.phi[j] == q.phi[h] && std::includes(q.trans[h].begin(), q.trans[h].end(), q.trans[j].begin(), q.trans[j].end())) {
        dominated = true;
        break;
      }
    if (!dominated) s.heaps.push_back(h);
  }
  s.list_from(int(s.heaps.size()) - 1, 0, Bits(q.q.order));
  if (chains) *chains = std::move(s.chains);
  Word nf = std::move(s.failure);
  if (nf.empty()) return pf;
  if (pf.empty()) return nf;
  return word_less(nf, pf) ? nf : pf;
}

}  // namespace sgp::mq
