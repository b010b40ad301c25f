/// @file
/// @brief Heap options, and a candidate product monoid given the P-portion its least words force, then reduced.
//
// A candidate is a product monoid C with a map heap -> C (misere/monoid.hpp). Its P-portion is read off
// the positions themselves: positions are listed in the order of word_less (the largest heap counts
// first), which lists every option of a position before it (an option replaces one heap by smaller
// ones) and is compatible with sums (u < v implies u + w < v + w). The first position of each class,
// its least word, decides the class: P when it has options and none of them falls in a class already
// marked P. Every option's class is marked by then, since the least word of that class comes no later
// than the option, which comes before the position. A listing that meets a class already marked stops
// extending that word: each extension has a smaller word in the same class (compatibility). Whether
// the marking is right for every position is decided afterwards by least_failure (misere/verify.cpp).
//
// The reduction merges x and y when xz and yz lie on the same side of the P-portion for every z of the
// image: the coarsest partition refining {P, not P} that multiplication by each heap's image respects
// (Moore's refinement; z ranges over products of heap images, so this is the condition for every z).
// Reduction never changes which side a position's class is on, so a position the candidate classifies
// right stays right.
#include <algorithm>

#include "misere/quotient.hpp"
#include "sys/assert.hpp"

namespace sgp::mq {

std::vector<Elem> option_classes(const Quotient& q, const MoveRules& options, uint32_t h) {
  std::vector<Elem> t;
  for_each_option(options, h, [&](const uint64_t* parts, int count) {
    Elem x = 0;
    for (int i = 0; i < count; ++i) x = q.q.mul(x, q.phi[parts[i]]);
    t.push_back(x);
  });
  std::sort(t.begin(), t.end());
  t.erase(std::unique(t.begin(), t.end()), t.end());
  return t;
}

namespace {

// The listing of least words (see the top of the file), over the heaps that can start a new class.
struct Marker {
  const ProductMonoid& pm;
  const std::vector<uint64_t>& phi;
  const std::vector<std::vector<uint64_t>>& trans;
  std::vector<uint32_t> heaps;   // ascending; the listing goes from the last
  std::vector<int32_t> id;       // candidate element -> marked index, -1
  std::vector<uint64_t> elems;   // marked index -> candidate element
  std::vector<uint8_t> is_p;
  std::vector<Word> least;
  std::vector<std::pair<int32_t, uint32_t>> parent;  // marked index -> (marked index, letter) it extends
  std::pair<int32_t, uint32_t> pending{-1, 0};
  Word word;

  void visit(uint64_t x, const std::vector<uint64_t>& m) {
    bool p = !m.empty();
    for (uint64_t y : m) {
      SGP_ASSERT(id[y] >= 0, "an option's class is marked before the position");
      if (is_p[id[y]]) p = false;
    }
    id[x] = int32_t(elems.size());
    elems.push_back(x);
    is_p.push_back(p);
    least.push_back(word);
    parent.push_back(pending);
  }

  void list(int i, uint64_t x, std::vector<uint64_t> m) {
    if (i < 0) return visit(x, m);
    const uint32_t h = heaps[i];
    uint32_t added = 0;
    for (;;) {
      list(i - 1, x, m);
      const uint64_t x2 = pm.mul(x, phi[h]);
      pending = {id[x], uint32_t(i)};
      if (id[x2] >= 0) break;
      std::vector<uint64_t> m2;
      m2.reserve(m.size() + trans[h].size());
      for (uint64_t y : m) m2.push_back(pm.mul(y, phi[h]));
      for (uint64_t t : trans[h]) m2.push_back(pm.mul(x, t));
      std::sort(m2.begin(), m2.end());
      m2.erase(std::unique(m2.begin(), m2.end()), m2.end());
      ++word[h];
      ++added;
      x = x2;
      m.swap(m2);
    }
    word[h] -= added;
  }
};

// Moore's refinement of {P, not P} by multiplication with the letters: each round splits classes by the
// row (class of x, class of x g for every letter g), until a round splits nothing. Rows live in one flat
// array and are found again through an open-addressing table of row numbers (compared in full, so a hash
// collision costs time, never a wrong merge). Classes are numbered by their first member.
std::vector<uint32_t> refine(const std::vector<uint8_t>& is_p, const std::vector<std::vector<uint32_t>>& next,
                             std::size_t letters, uint32_t& classes) {
  const std::size_t n = is_p.size(), width = letters + 1;
  std::vector<uint32_t> cls(n), nc(n), rows(n * width), first;
  for (std::size_t x = 0; x < n; ++x) cls[x] = is_p[x] == is_p[0] ? 0 : 1;
  classes = 1;
  for (std::size_t x = 0; x < n; ++x)
    if (cls[x]) classes = 2;
  std::size_t cap = 1;
  while (cap < 2 * n) cap <<= 1;
  std::vector<int64_t> slot(cap);
  for (;;) {
    std::fill(slot.begin(), slot.end(), -1);
    first.clear();
    for (std::size_t x = 0; x < n; ++x) {
      uint32_t* row = &rows[x * width];
      row[0] = cls[x];
      for (std::size_t g = 0; g < letters; ++g) row[g + 1] = cls[next[x][g]];
      uint64_t h = 1469598103934665603ull;
      for (std::size_t j = 0; j < width; ++j) h = (h ^ row[j]) * 1099511628211ull;
      std::size_t i = std::size_t(h ^ (h >> 29)) & (cap - 1);
      for (;; i = (i + 1) & (cap - 1)) {
        if (slot[i] < 0) {
          slot[i] = int64_t(first.size());
          nc[x] = uint32_t(first.size());
          first.push_back(uint32_t(x));
          break;
        }
        const uint32_t* other = &rows[std::size_t(first[slot[i]]) * width];
        if (std::equal(row, row + width, other)) {
          nc[x] = uint32_t(slot[i]);
          break;
        }
      }
    }
    const uint32_t count = uint32_t(first.size());
    cls.swap(nc);
    if (count == classes) return cls;
    classes = count;
  }
}

}  // namespace

Marked mark_and_reduce(const Candidate& c, const MoveRules& options, uint64_t max_candidate, uint64_t max_classes,
                       Quotient& out) {
  const uint64_t size = c.pm.size();
  if (size > max_candidate) return Marked::LargeProduct;
  const uint32_t n = uint32_t(c.phi.size() - 1);
  std::vector<std::vector<uint64_t>> trans(n + 1);
  for (uint32_t h = 1; h <= n; ++h) {
    for_each_option(options, h, [&](const uint64_t* parts, int count) {
      uint64_t x = 0;
      for (int i = 0; i < count; ++i) x = c.pm.mul(x, c.phi[parts[i]]);
      trans[h].push_back(x);
    });
    std::sort(trans[h].begin(), trans[h].end());
    trans[h].erase(std::unique(trans[h].begin(), trans[h].end()), trans[h].end());
  }
  Marker mk{c.pm, c.phi, trans, {}, std::vector<int32_t>(size, -1), {}, {}, {}, {}, {-1, 0}, Word(n + 1, 0)};
  std::vector<uint64_t> letters;
  for (uint32_t h = 1; h <= n; ++h) {
    if (trans[h].empty()) continue;
    if (std::find(letters.begin(), letters.end(), c.phi[h]) != letters.end()) continue;
    letters.push_back(c.phi[h]);
    mk.heaps.push_back(h);
  }
  mk.list(int(mk.heaps.size()) - 1, 0, {});
  const std::size_t count = mk.elems.size();
  // The letters that end some least word generate every class (each class is its parent's times its
  // letter), so a partition respected by them is respected by every product: the only letters needed.
  std::vector<int32_t> slot(letters.size(), -1);
  std::vector<uint64_t> gens;
  for (const auto& par : mk.parent)
    if (par.first >= 0 && slot[par.second] < 0) slot[par.second] = int32_t(gens.size()), gens.push_back(letters[par.second]);
  std::vector<std::vector<uint32_t>> next(count);
  for (std::size_t x = 0; x < count; ++x)
    for (uint64_t g : gens) {
      const int32_t y = mk.id[c.pm.mul(mk.elems[x], g)];
      SGP_ASSERT(y >= 0, "the marked classes are closed under products");
      next[x].push_back(uint32_t(y));
    }
  uint32_t classes = 0;
  const std::vector<uint32_t> cls = refine(mk.is_p, next, gens.size(), classes);
  if (classes > max_classes) {
    out = Quotient();
    out.q.order = classes;
    return Marked::ManyClasses;
  }
  std::vector<uint32_t> rep(classes, UINT32_MAX);
  for (std::size_t x = 0; x < count; ++x)
    if (rep[cls[x]] == UINT32_MAX) rep[cls[x]] = uint32_t(x);
  // The table row by row: class b extends the class of its least word's parent by one letter, and
  // multiplication by a letter is well defined on classes (the reduction respects it).
  out.q.order = classes;
  out.q.table.assign(std::size_t(classes) * classes, 0);
  std::vector<std::vector<uint32_t>> step(gens.size(), std::vector<uint32_t>(classes));
  for (uint32_t a = 0; a < classes; ++a)
    for (std::size_t g = 0; g < gens.size(); ++g) step[g][a] = cls[next[rep[a]][g]];
  for (uint32_t a = 0; a < classes; ++a) out.q.table[a] = a;  // 1 * a
  for (uint32_t b = 1; b < classes; ++b) {
    // b = pb g, so b a = (pb a) g: row b is row pb stepped by g.
    const auto par = mk.parent[rep[b]];
    SGP_ASSERT(par.first >= 0 && cls[par.first] < b, "a class extends an earlier one");
    const Elem* from = &out.q.table[std::size_t(cls[par.first]) * classes];
    Elem* row = &out.q.table[std::size_t(b) * classes];
    const uint32_t* st = step[slot[par.second]].data();
    for (uint32_t a = 0; a < classes; ++a) row[a] = st[from[a]];
  }
  out.p.assign(classes, 0);
  out.least.assign(classes, Word());
  for (uint32_t a = 0; a < classes; ++a) {
    out.p[a] = mk.is_p[rep[a]];
    out.least[a] = mk.least[rep[a]];
  }
  out.phi.assign(n + 1, 0);
  for (uint32_t h = 1; h <= n; ++h) out.phi[h] = trans[h].empty() ? 0 : cls[mk.id[c.phi[h]]];
  out.trans.assign(n + 1, {});
  for (uint32_t h = 1; h <= n; ++h) out.trans[h] = option_classes(out, options, h);
  return Marked::Done;
}

}  // namespace sgp::mq
