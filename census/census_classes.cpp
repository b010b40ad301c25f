/// @brief Codes into classes: rule classes joined before anything runs, classes merged after the runs only on proof.
#include "census/census_classes.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>
#include <utility>

#include "octal/redundant.hpp"
#include "octal/shift.hpp"
#include "sys/checked.hpp"

namespace sgp {

std::string census_canonical(const Game& g) {
  std::string s = g.canonical();
  if (!s.empty() && s.back() == '.') s += '0';  // the codes 4.0 and 0.0 print as "4." and "0."
  return s;
}

std::vector<std::string> census_codes(unsigned digits, bool hex) {
  static const char* symbols = "0123456789abcdef";
  const unsigned bits = hex ? 4 : 3;
  std::vector<std::string> codes;
  const uint64_t count = uint64_t(1) << (bits * digits);
  for (const char* lead : {"0.", "4."})
    for (uint64_t i = 0; i < count; ++i) {
      std::string s(digits, '0');
      for (unsigned k = 0; k < digits; ++k) s[digits - 1 - k] = symbols[(i >> (bits * k)) & ((1u << bits) - 1)];
      codes.push_back(lead + s);
    }
  return codes;
}

bool canonical_less(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return a.size() < b.size();
  return a < b;
}

CensusGames census_games(unsigned digits, bool hex) {
  CensusGames g;
  g.codes = census_codes(digits, hex);
  g.no_moves.assign(g.codes.size(), false);
  for (std::size_t i = 0; i < g.codes.size(); ++i) {
    try {
      g.games.push_back(parse_game(g.codes[i]));
    } catch (const GameError&) {
      Game none;
      none.kind = GameKind::TakeAndBreak;
      none.code.digits = {0};
      none.input = g.codes[i];
      g.games.push_back(none);
      g.no_moves[i] = true;
    }
    g.canonical.push_back(census_canonical(g.games[i]));
  }
  return g;
}

namespace {

// Union-find with potentials: pot(x) - pot(root) is the heap offset of x in its class.
struct OffsetSets {
  std::vector<std::size_t> parent;
  std::vector<int64_t> pot;  // relative to parent
  explicit OffsetSets(std::size_t n) : parent(n), pot(n, 0) { std::iota(parent.begin(), parent.end(), 0); }
  std::size_t find(std::size_t x) {
    if (parent[x] == x) return x;
    std::size_t r = find(parent[x]);
    pot[x] += pot[parent[x]];
    parent[x] = r;
    return r;
  }
  // Records pot(a) = pot(b) + d; false when they already share a class.
  bool link(std::size_t a, std::size_t b, int64_t d) {
    std::size_t ra = find(a), rb = find(b);
    if (ra == rb) return false;
    parent[ra] = rb;
    pot[ra] = pot[b] + d - pot[a];
    return true;
  }
};

// One canonical code is one game; redundant moves change no value; the shift rule links a code to its
// shift, one heap earlier.
void link_by_rules(const CensusGames& g, OffsetSets& sets) {
  std::map<std::string, std::size_t> index_of;
  for (std::size_t i = 0; i < g.codes.size(); ++i) {
    auto [it, fresh] = index_of.emplace(g.canonical[i], i);
    if (!fresh) sets.link(i, it->second, 0);
  }
  for (std::size_t i = 0; i < g.codes.size(); ++i) {
    if (g.no_moves[i]) continue;
    Game reduced;
    reduced.code = without_redundant_moves(g.games[i].code);
    auto it = index_of.find(census_canonical(reduced));
    if (it != index_of.end() && it->second != i) sets.link(i, it->second, 0);
  }
  for (std::size_t i = 0; i < g.codes.size(); ++i)
    if (auto b = g.no_moves[i] ? std::nullopt : shifted_code(g.games[i].code)) {
      Game shifted;
      shifted.code = *b;
      auto it = index_of.find(census_canonical(shifted));
      if (it != index_of.end()) sets.link(i, it->second, 1);  // G_i(n) = G_b(n - 1)
    }
}

}  // namespace

std::vector<RuleClass> rule_classes(const CensusGames& g) {
  OffsetSets sets(g.codes.size());
  link_by_rules(g, sets);
  std::map<std::size_t, std::size_t> class_of_root;
  std::vector<RuleClass> rules;
  for (std::size_t i = 0; i < g.codes.size(); ++i) {
    auto [it, fresh] = class_of_root.emplace(sets.find(i), rules.size());
    if (fresh) rules.emplace_back();
    rules[it->second].codes.push_back(i);
  }
  for (RuleClass& rc : rules) {
    rc.rep = rc.codes[0];
    for (std::size_t i : rc.codes) {
      sets.find(i);
      if (sets.pot[i] < sets.pot[rc.rep] ||
          (sets.pot[i] == sets.pot[rc.rep] && canonical_less(g.canonical[i], g.canonical[rc.rep])))
        rc.rep = i;
    }
    for (std::size_t i : rc.codes) rc.offsets.push_back(uint64_t(sets.pot[i] - sets.pot[rc.rep]));
    const Game& rep = g.games[rc.rep];
    rc.cost = rep.code.hexadecimal() ? 3 : rep.code.splits() ? 2 : 1;
  }
  return rules;
}

namespace {

// Both proven periodic without saltus and equal on G(0 .. max(n0, n0') + lcm(p, p') - 1) of the `kept`
// values compared: from there both repeat with period lcm(p, p'), so they agree for ever. Written so
// that nothing divides by 0 or wraps (the records may come from a journal).
bool agree_for_ever(const CensusEntry& a, const CensusEntry& b, uint64_t kept) {
  if (a.status != Status::Proven || b.status != Status::Proven || a.periodicity.saltus != 0 || b.periodicity.saltus != 0)
    return false;
  const uint64_t pa = a.periodicity.period, pb = b.periodicity.period;
  const auto l = pa && pb ? sys::checked_mul(pa / std::gcd(pa, pb), pb) : std::nullopt;
  const uint64_t pre = std::max(a.periodicity.preperiod, b.periodicity.preperiod);
  return l && *l <= kept && pre <= kept - *l;
}

struct Agreements {
  OffsetSets merged;  // runs proven to agree for ever
  std::vector<std::vector<std::pair<std::size_t, uint64_t>>> with;  // the others: (run, values equal)
  explicit Agreements(std::size_t n) : merged(n), with(n) {}
};

// Only runs whose first 64 values agree are compared further.
Agreements compare_runs(const std::vector<CensusEntry>& runs) {
  auto key = [](const std::vector<uint32_t>& v) {
    uint64_t h = 1469598103934665603ULL;
    for (std::size_t n = 0; n < std::min<std::size_t>(v.size(), 64); ++n) h = (h ^ v[n]) * 1099511628211ULL;
    return h;
  };
  std::map<uint64_t, std::vector<std::size_t>> buckets;
  for (std::size_t k = 0; k < runs.size(); ++k) buckets[key(runs[k].first_values)].push_back(k);
  Agreements out(runs.size());
  for (auto& [h, ks] : buckets)
    for (std::size_t x = 0; x < ks.size(); ++x)
      for (std::size_t y = x + 1; y < ks.size(); ++y) {
        const std::vector<uint32_t>& a = runs[ks[x]].first_values;
        const std::vector<uint32_t>& b = runs[ks[y]].first_values;
        const uint64_t kept = std::min(a.size(), b.size());
        const uint64_t n = uint64_t(std::mismatch(a.begin(), a.begin() + kept, b.begin()).first - a.begin());
        if (n < kept) continue;  // they differ
        if (agree_for_ever(runs[ks[x]], runs[ks[y]], kept)) out.merged.link(ks[y], ks[x], 0);
        else out.with[ks[x]].push_back({ks[y], n}), out.with[ks[y]].push_back({ks[x], n});
      }
  return out;
}

// One class from the runs merged into it: the run of the smallest representative stands for it, the
// others' representatives join by periodic agreement, members in enumeration order.
CensusEntry merged_class(const std::vector<RuleClass>& rules, std::vector<CensusEntry>& runs, const std::vector<std::size_t>& ks) {
  std::size_t best = ks[0];
  for (std::size_t k : ks)
    if (canonical_less(runs[k].representative, runs[best].representative)) best = k;
  std::vector<std::pair<std::size_t, CensusMember>> members;  // (enumeration index, member)
  for (std::size_t k : ks)
    for (std::size_t j = 0; j < rules[k].codes.size(); ++j) {
      CensusMember m = runs[k].members[j];
      if (k != best && m.rule == "representative") m.rule = "periodic agreement";
      members.push_back({rules[k].codes[j], m});
    }
  std::sort(members.begin(), members.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  CensusEntry c = std::move(runs[best]);
  c.members.clear();
  for (auto& m : members) c.members.push_back(std::move(m.second));
  return c;
}

}  // namespace

std::vector<CensusEntry> merge_classes(const std::vector<RuleClass>& rules, std::vector<CensusEntry> runs) {
  Agreements agree = compare_runs(runs);
  std::map<std::size_t, std::vector<std::size_t>> groups;  // merged root -> runs
  for (std::size_t k = 0; k < runs.size(); ++k) groups[agree.merged.find(k)].push_back(k);
  std::vector<CensusEntry> classes;
  std::vector<std::size_t> final_of(runs.size());  // run -> index in classes (before sorting)
  for (auto& [root, ks] : groups) {
    for (std::size_t k : ks) final_of[k] = classes.size();
    classes.push_back(merged_class(rules, runs, ks));
  }
  for (auto& [root, ks] : groups) {
    std::map<std::string, uint64_t> with;
    const std::size_t self = final_of[ks[0]];
    for (std::size_t k : ks)
      for (auto [other, n] : agree.with[k]) {
        const std::string& rep = classes[final_of[other]].representative;
        if (final_of[other] != self) with[rep] = std::max(with[rep], n);
      }
    for (auto& [rep, n] : with) classes[self].agrees_with.push_back({rep, n});
    std::sort(classes[self].agrees_with.begin(), classes[self].agrees_with.end(),
              [](const auto& a, const auto& b) { return canonical_less(a.first, b.first); });
  }
  std::sort(classes.begin(), classes.end(),
            [](const CensusEntry& a, const CensusEntry& b) { return canonical_less(a.representative, b.representative); });
  return classes;
}

}  // namespace sgp
