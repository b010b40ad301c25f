/// @file
/// @brief present: generators, relations and normal words of a quotient, in one documented normal form.
//
// Generators: going up the heaps, a heap whose class is not a product of the classes of the generators
// before it is the next generator (a, b, ..., z, then g27, g28, ...). Words over them are exponent vectors;
// they are ordered by degree (the number of factors), then by the exponent of the last generator, then of
// the one before, and so on (so words prefer early generators). The normal word of an element is its least
// word in this order. That order is compatible with products, so the normal words are closed under
// division, and the words that are not normal form an ideal. The relations are its minimal members w,
// each written w = (the normal word of w's element): a complete rewriting system, and so a presentation
// (the reduced Gröbner basis of the congruence for this order). Two quotients are isomorphic with the
// same generators in the same order iff these relations are the same text.
#include "misere/presentation.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace sgp::mq {

namespace {

using Exps = std::vector<uint32_t>;

bool exps_less(const Exps& a, const Exps& b) {
  uint64_t da = 0, db = 0;
  for (uint32_t e : a) da += e;
  for (uint32_t e : b) db += e;
  if (da != db) return da < db;
  for (std::size_t i = a.size(); i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i];
  return false;
}

std::string write(const Exps& w, const std::vector<std::string>& names) {
  std::string s;
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (!w[i]) continue;
    if (!s.empty()) s += ' ';
    s += names[i];
    if (w[i] > 1) s += '^' + std::to_string(w[i]);
  }
  return s.empty() ? "1" : s;
}

}  // namespace

Presentation present(const Quotient& q) {
  Presentation out;
  std::vector<Elem> gens;
  std::vector<uint8_t> reach(q.q.order, 0);
  reach[0] = 1;
  for (uint32_t h = 1; h < q.phi.size(); ++h) {
    if (reach[q.phi[h]]) continue;
    gens.push_back(q.phi[h]);
    out.generator_heaps.push_back(h);
    // close the reached set under the new generator
    for (bool grew = true; grew;) {
      grew = false;
      for (Elem x = 0; x < q.q.order; ++x)
        if (reach[x] && !reach[q.q.mul(x, q.phi[h])]) reach[q.q.mul(x, q.phi[h])] = 1, grew = true;
    }
  }
  for (std::size_t i = 0; i < gens.size(); ++i)
    out.names.push_back(i < 26 ? std::string(1, char('a' + i)) : "g" + std::to_string(i + 1));
  const std::size_t r = gens.size();
  std::vector<Exps> nf(q.q.order);
  std::vector<uint8_t> seen(q.q.order, 0);
  nf[0] = Exps(r, 0);
  seen[0] = 1;
  std::vector<Elem> frontier{0};
  while (!frontier.empty()) {
    std::map<Elem, Exps> found;
    for (Elem x : frontier)
      for (std::size_t i = 0; i < r; ++i) {
        const Elem y = q.q.mul(x, gens[i]);
        if (seen[y]) continue;
        Exps w = nf[x];
        ++w[i];
        auto it = found.find(y);
        if (it == found.end()) found.emplace(y, w);
        else if (exps_less(w, it->second)) it->second = w;
      }
    frontier.clear();
    for (auto& f : found) {
      seen[f.first] = 1;
      nf[f.first] = f.second;
      frontier.push_back(f.first);
    }
  }
  auto class_of = [&](const Exps& w) {
    Elem x = 0;
    for (std::size_t i = 0; i < r; ++i)
      for (uint32_t e = 0; e < w[i]; ++e) x = q.q.mul(x, gens[i]);
    return x;
  };
  std::set<Exps, bool (*)(const Exps&, const Exps&)> rel(exps_less);
  for (Elem x = 0; x < q.q.order; ++x)
    for (std::size_t i = 0; i < r; ++i) {
      Exps w = nf[x];
      ++w[i];
      if (nf[class_of(w)] == w) continue;
      bool minimal = true;
      for (std::size_t j = 0; j < r && minimal; ++j) {
        if (!w[j]) continue;
        Exps v = w;
        --v[j];
        if (nf[class_of(v)] != v) minimal = false;
      }
      if (minimal) rel.insert(w);
    }
  for (const Exps& w : rel) out.relations.push_back(write(w, out.names) + " = " + write(nf[class_of(w)], out.names));
  for (Elem x = 0; x < q.q.order; ++x) out.words.push_back(write(nf[x], out.names));
  return out;
}

}  // namespace sgp::mq
