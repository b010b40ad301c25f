/// @file
/// @brief The phylum of a misère canonical record by CGSuite's rules, its genus and CGSuite's notation of it, and the canonical form of each heap.
///
/// Tame and restive (Conway, On Numbers and Games, ch. 12; Winning Ways, 2nd ed., vol. 2, ch. 13). A
/// genus is tame when it is g^(g, g^2, g, ...) or 0^(1 2 0 2 ...), 1^(0 3 1 3 ...) (genus.cpp): the
/// genera of misère Nim positions. A game is tame when it plays, in sums with tame games, as misère
/// Nim on its genus: the nim heaps, the hereditarily tame games (tame genus, every option tame), and
/// games made tame by bypassing reversible moves. A restive game has G+ < 2 < G- ("ambivalent nim
/// heaps", ONAG p. 146); restless is the other way round (G- < 2 < G+).
///
/// The phylum rules, as CGSuite's MisereCanonicalGameOps.makeGameRecord assigns them (its Phylum.java
/// names them), restated: with gp = G+, gm = G- of the record, its genus kind is tame when gp = gm or
/// both are below 2, else restive when gp < 2, else restless when gm < 2, else wild.
///  1. Every option generally tame (nim heap, hereditarily or reversibly tame): let w be the largest
///     of their phyla. A tame kind is a nim heap when w is the nim heap and (gp > 1 or gp != gm) (the
///     record is then {*0, ..., *(gp-1)}: any other set of nim heaps of that genus reduces, and
///     0^0, 1^1 are *2+*2, *2+*2+*1, not heaps); otherwise hereditarily tame when w is at most
///     hereditarily tame, else reversibly tame. A restive kind is hereditarily restive when w is at
///     most hereditarily tame, else reversibly restive. A restless kind is restless. A wild kind is wild.
///  2. Some option not generally tame, and the kind tame or restive: the record is reversibly tame
///     (tame kind) or reversibly restive (restive kind) when every such option s has an option s'
///     (generally tame for a tame kind; tame or restive for a restive kind) through which it reverses
///     as far as the genus sees: G-(s') = gm and G+(s') = gp, and for a restive kind moreover G+(s') and
///     G-(s') each below 2 or in gm's pair {gm, gm xor 1}; and the generally tame options alone give
///     the same gp and gm (a mex over no option being 0 here). A tame kind that fails may still be
///     tameable: each such s tameable itself, or with a tameable s' of the same G- and G+ (its values
///     then join the tame options' ones, and must give gp and gm unless the union is empty and gp = 0).
///     CGSuite reads a tameable option's values without the *1 it may carry in its own storage, so its
///     tameable verdict may differ from this one on such options; no notation depends on it (tameable
///     records are written in full, like wild ones), and the reversibly tame test never reads it.
///  3. Anything else is wild.
/// G and G + *1. CGSuite stores a game and the game plus *1 as one record (the second as the first's
/// odd partner) with one phylum, computed by the rules above for the one it built first: the one that
/// is an option of the other (an option is built before its game; G + *1 has the option G unless its
/// form reduces, and then G has the option G + *1, as *3 has *3 + *1 = *2). The rules alone can differ
/// on the two: 3^1431 (restless) plus *1 is 2^0520, whose option 3^1431 is not tame, so the rules call
/// it wild. So a new record that is P + *1 for one of its options P (CanonicalForms::partner: the
/// options of P plus *1, and P) takes P's phylum. Which phylum each member gets then decides how its
/// parents are classified and written, so this is what makes the tables agree with CGSuite's.
///
/// CGSuite's notation (Genus.java, toOutput and the two constructors). A nim heap *n is written "n". A
/// tame or restive record is written "gp^gm", its later entries read as tame (gp xor 2, gp, ...: the
/// true genus of a tame game) or, for the restive phyla, by CGSuite's rule: (gm < 4 ? gm : gp) xor 2,
/// then alternating. Every other record is written with the superscript built from its options'
/// genera, as read by those rules, by the recursion of genus.cpp computed up to the largest "last
/// differing" index of the options plus 2 (for a nim heap of base below 2 that index is 2, for the other
/// tame records 2 when gp < 2 != gm... precisely: gp < 2 and gm != gp; for restive records 1 when gm < 4
/// else 2), then trimmed while the last entry equals the one two before (at least two kept). genus()
/// computes the exact genus apart from this notation; the tests compare both.
#include <algorithm>

#include "misere/canonical.hpp"

namespace sgp::misere {

const char* phylum_name(Phylum p) {
  switch (p) {
    case Phylum::NimHeap: return "nim heap";
    case Phylum::HereditarilyTame: return "hereditarily tame";
    case Phylum::ReversiblyTame: return "reversibly tame";
    case Phylum::Tameable: return "tameable";
    case Phylum::HereditarilyRestive: return "hereditarily restive";
    case Phylum::ReversiblyRestive: return "reversibly restive";
    case Phylum::Restless: return "restless";
    case Phylum::Wild: return "wild";
  }
  return "?";
}

bool generally_tame(Phylum p) {
  return p == Phylum::NimHeap || p == Phylum::HereditarilyTame || p == Phylum::ReversiblyTame;
}

bool restive_or_tame(Phylum p) {
  return generally_tame(p) || p == Phylum::HereditarilyRestive || p == Phylum::ReversiblyRestive;
}

namespace {

enum class Kind { Tame, Restive, Restless, Wild };

}  // namespace

Phylum CanonicalForms::classify(const std::vector<Id>& s, uint32_t gp, uint32_t gm) const {
  const Kind kind = (gp == gm || (gp | gm) < 2) ? Kind::Tame
                    : gp < 2                    ? Kind::Restive
                    : gm < 2                    ? Kind::Restless
                                                : Kind::Wild;
  bool all_tame = true;
  Phylum w = Phylum::NimHeap;
  for (Id o : s) {
    all_tame = all_tame && generally_tame(phylum(o));
    w = std::max(w, phylum(o));
  }
  if (all_tame) {  // rule 1
    if (kind == Kind::Tame)
      return (w == Phylum::NimHeap && (gp > 1 || gp != gm)) ? Phylum::NimHeap
             : w <= Phylum::HereditarilyTame               ? Phylum::HereditarilyTame
                                                           : Phylum::ReversiblyTame;
    if (kind == Kind::Restive)
      return w <= Phylum::HereditarilyTame ? Phylum::HereditarilyRestive : Phylum::ReversiblyRestive;
    return kind == Kind::Restless ? Phylum::Restless : Phylum::Wild;
  }
  if (kind != Kind::Tame && kind != Kind::Restive) return Phylum::Wild;
  // Rule 2: the possible phyla, narrowed option by option.
  bool reversible = true, tameable = kind == Kind::Tame;
  std::vector<bool> plus, minus, tameable_plus, tameable_minus;
  for (Id o : s) {
    if (generally_tame(phylum(o))) {
      mark_seen(plus, g_plus(o));
      mark_seen(minus, g_minus(o));
      continue;
    }
    bool m_found = false, p_found = false, m_tameable = false, p_tameable = false;
    if (tameable && phylum(o) == Phylum::Tameable) {
      mark_seen(tameable_plus, g_plus(o));
      mark_seen(tameable_minus, g_minus(o));
      m_tameable = p_tameable = true;
    }
    for (const Id* t = options_begin(o); t != options_end(o); ++t) {
      const Phylum q = phylum(*t);
      const uint32_t tm = g_minus(*t), tp = g_plus(*t);
      if (kind == Kind::Tame && generally_tame(q)) {
        m_found = m_found || tm == gm;
        p_found = p_found || tp == gp;
      } else if (kind == Kind::Restive && restive_or_tame(q)) {
        m_found = m_found || (tm == gm && (tp < 2 || ((tp ^ gm) < 2)));
        p_found = p_found || (tp == gp && (tm < 2 || ((tm ^ gm) < 2)));
      } else if (tameable && q == Phylum::Tameable) {
        m_tameable = m_tameable || tm == gm;
        p_tameable = p_tameable || tp == gp;
      }
    }
    if (!(m_found && p_found)) {
      reversible = false;
      tameable = tameable && m_tameable && p_tameable;
      if (!tameable) return Phylum::Wild;
    }
  }
  if (reversible && (mex_of(plus) != gp || mex_of(minus) != gm)) reversible = false;
  if (reversible) return kind == Kind::Tame ? Phylum::ReversiblyTame : Phylum::ReversiblyRestive;
  if (tameable) {
    const bool any = std::find(plus.begin(), plus.end(), true) != plus.end();
    for (std::size_t v = 0; v < tameable_plus.size(); ++v)
      if (tameable_plus[v]) mark_seen(plus, static_cast<uint32_t>(v));
    for (std::size_t v = 0; v < tameable_minus.size(); ++v)
      if (tameable_minus[v]) mark_seen(minus, static_cast<uint32_t>(v));
    const bool any_after = any || std::find(tameable_plus.begin(), tameable_plus.end(), true) != tameable_plus.end();
    if ((mex_of(plus) != gp || mex_of(minus) != gm) && (any_after || gp > 0)) tameable = false;
  }
  return tameable ? Phylum::Tameable : Phylum::Wild;
}

const GenusValue& CanonicalForms::genus(Id g) {
  if (auto it = genera_.find(g); it != genera_.end()) return it->second;
  const std::vector<Id> opts(options_begin(g), options_end(g));
  for (Id o : opts) genus(o);  // first, so that the pointers below stay valid (node-based map)
  std::vector<const GenusValue*> genera;
  for (Id o : opts) genera.push_back(&genera_.at(o));
  return genera_.emplace(g, genus_from_options(genera)).first->second;
}

std::size_t CanonicalForms::cgsuite_max_differ(Id g) {
  const Phylum p = phylum(g);
  if (generally_tame(p)) return (g_plus(g) < 2 && (p == Phylum::NimHeap || g_minus(g) != g_plus(g))) ? 2 : 1;
  if (restive_or_tame(p)) return g_minus(g) < 4 ? 1 : 2;
  return cgsuite_sup(g).size() - 1;
}

uint32_t CanonicalForms::cgsuite_digit(Id g, std::size_t k) {
  const Phylum p = phylum(g);
  const uint32_t alt = (k & 1) ? 2 : 0;
  if (p == Phylum::NimHeap) return (k == 0 && g_plus(g) < 2) ? 1 - g_plus(g) : g_plus(g) ^ alt;
  if (k == 0 && restive_or_tame(p)) return g_minus(g);
  if (generally_tame(p)) return g_plus(g) ^ alt;
  if (restive_or_tame(p)) return (g_minus(g) < 4 ? g_minus(g) : g_plus(g)) ^ alt;
  const std::vector<uint32_t>& sup = cgsuite_sup(g);
  if (k < sup.size()) return sup[k];
  const std::size_t n = sup.size();
  return sup[n - 2 + ((n ^ k) & 1)];
}

const std::vector<uint32_t>& CanonicalForms::cgsuite_sup(Id g) {
  if (auto it = cgsuite_sups_.find(g); it != cgsuite_sups_.end()) return it->second;
  std::vector<uint32_t> sup;
  const Phylum p = phylum(g);
  if (restive_or_tame(p)) {
    if (p != Phylum::NimHeap) sup.push_back(g_minus(g));
    return cgsuite_sups_.emplace(g, std::move(sup)).first->second;
  }
  const std::vector<Id> opts(options_begin(g), options_end(g));  // not empty: 0 is a nim heap
  std::size_t last = 1;
  for (Id o : opts) last = std::max(last, cgsuite_max_differ(o));
  last += 2;
  sup.resize(last + 1);
  std::vector<bool> seen;
  for (Id o : opts) mark_seen(seen, cgsuite_digit(o, 0));
  sup[0] = mex_of(seen);
  for (std::size_t k = 1; k <= last; ++k) {
    seen.assign(seen.size(), false);
    mark_seen(seen, sup[k - 1]);
    mark_seen(seen, sup[k - 1] ^ 1);
    for (Id o : opts) mark_seen(seen, cgsuite_digit(o, k));
    sup[k] = mex_of(seen);
  }
  while (last > 1 && sup[last] == sup[last - 2]) --last;
  sup.resize(last + 1);
  return cgsuite_sups_.emplace(g, std::move(sup)).first->second;
}

std::string CanonicalForms::symbol(Id g) { return genus_symbol(g_plus(g), cgsuite_sup(g)); }

HeapForms::HeapForms(const Game& game, uint64_t max_records, std::function<void()> poll)
    : moves_(game), forms_(max_records, std::move(poll)) {}

CanonicalForms::Id HeapForms::heap(uint32_t n) {
  while (heaps_.size() <= n) {
    std::vector<CanonicalForms::Id> options;
    for (const auto& move : moves_.of(static_cast<uint32_t>(heaps_.size()))) {
      CanonicalForms::Id sum = 0;
      for (uint32_t left : move) sum = forms_.add(sum, heaps_[left]);
      options.push_back(sum);
    }
    heaps_.push_back(forms_.from_options(std::move(options)));
  }
  return heaps_[n];
}

}  // namespace sgp::misere
