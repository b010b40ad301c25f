/// @brief Census of all short codes: rule classes run to proof in parallel, then classes merged only on proof.
#include "jobs/census.hpp"

#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <atomic>
#include <numeric>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <map>
#include <mutex>

#include "jobs/census_journal.hpp"
#include "octal/redundant.hpp"
#include "octal/shift.hpp"
#include "sys/checked.hpp"

namespace sgp {

RareValues rare_values(const NimSequence& seq) {
  RareValues out;
  const uint64_t n = seq.size();
  if (n == 0 || seq.max_value() >= 4096) return out;  // masks cost O(values^2): skip huge ranges
  uint32_t span = 1;
  while (span <= seq.max_value()) span <<= 1;
  std::vector<uint64_t> count(span, 0);
  for (uint64_t i = 0; i < n; ++i) ++count[seq[i]];
  uint64_t best = UINT64_MAX;
  uint32_t best_mask = 0;
  for (uint32_t x = 1; x < span; ++x) {
    uint64_t odd = 0;
    for (uint32_t v = 0; v < span; ++v)
      if (count[v] && (__builtin_popcount(v & x) & 1)) odd += count[v];
    if (odd > 0 && odd < best) best = odd, best_mask = x;
  }
  if (best_mask == 0 || best * 100 > n) return out;
  out.known = true;
  out.mask = best_mask;
  out.count = best;
  for (uint64_t i = n; i-- > 0;)
    if (__builtin_popcount(seq[i] & best_mask) & 1) { out.last = i; break; }
  return out;
}

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

// The member's own figures: S(n) = 0 below the offset, G_rep(n - offset) from it; its pattern is the
// representative's with the smallest preperiod that S allows.
void own_figures(CensusMember& m, const RunReport& r) {
  m.status = r.status;
  m.values_computed = r.values.size() + m.offset;
  if (r.status == Status::Open) return;
  const uint64_t o = m.offset, p = r.periodicity.period;
  const int64_t s = r.periodicity.saltus;
  auto S = [&](uint64_t n) -> int64_t { return n < o ? 0 : int64_t(r.values[n - o]); };
  uint64_t n0 = r.periodicity.preperiod + o;
  while (n0 > 0 && n0 - 1 + p < m.values_computed && S(n0 - 1 + p) == S(n0 - 1) + s) --n0;
  m.periodicity = r.periodicity;
  m.periodicity.preperiod = n0;
}

struct RuleClass {
  std::vector<std::size_t> codes;  // enumeration indices
  std::size_t rep = 0;
  int cost = 0;  // expected cost class: 3 hexadecimal, 2 splitting, 1 otherwise
  CensusClass result;
};

}  // namespace

std::vector<CensusClass> run_census(const CensusOptions& opt) {
  const std::vector<std::string> codes = census_codes(opt.digits, opt.hex);
  std::vector<Game> games;
  std::vector<std::string> canon;
  std::vector<bool> no_moves(codes.size(), false);
  for (std::size_t i = 0; i < codes.size(); ++i) {
    try {
      games.push_back(parse_game(codes[i]));
    } catch (const GameError&) {
      // 0.00...0: the parser refuses a game without moves, but the census lists it: G(n) = 0 for all n.
      Game g;
      g.kind = GameKind::TakeAndBreak;
      g.code.digits = {0};
      g.input = codes[i];
      games.push_back(g);
      no_moves[i] = true;
    }
    canon.push_back(census_canonical(games[i]));
  }

  // Rule classes: one canonical code is one game; redundant moves change no value; the shift rule links
  // a code to its shift.
  OffsetSets sets(codes.size());
  std::map<std::string, std::size_t> index_of;
  for (std::size_t i = 0; i < codes.size(); ++i) {
    auto [it, fresh] = index_of.emplace(canon[i], i);
    if (!fresh) sets.link(i, it->second, 0);
  }
  // Codes whose moves differ only by redundant ones (octal/redundant.cpp) have the same values.
  for (std::size_t i = 0; i < codes.size(); ++i) {
    if (no_moves[i]) continue;
    Game reduced;
    reduced.code = without_redundant_moves(games[i].code);
    auto it = index_of.find(census_canonical(reduced));
    if (it != index_of.end() && it->second != i) sets.link(i, it->second, 0);
  }
  for (std::size_t i = 0; i < codes.size(); ++i)
    if (auto b = no_moves[i] ? std::nullopt : shifted_code(games[i].code)) {
      Game gb;
      gb.code = *b;
      auto it = index_of.find(census_canonical(gb));
      if (it != index_of.end()) sets.link(i, it->second, 1);  // G_i(n) = G_b(n - 1)
    }
  std::map<std::size_t, std::size_t> class_of_root;
  std::vector<RuleClass> rules;
  for (std::size_t i = 0; i < codes.size(); ++i) {
    auto [it, fresh] = class_of_root.emplace(sets.find(i), rules.size());
    if (fresh) rules.emplace_back();
    rules[it->second].codes.push_back(i);
  }
  for (RuleClass& rc : rules) {
    rc.rep = rc.codes[0];
    for (std::size_t i : rc.codes) {
      sets.find(i);
      if (sets.pot[i] < sets.pot[rc.rep] || (sets.pot[i] == sets.pot[rc.rep] && canonical_less(canon[i], canon[rc.rep])))
        rc.rep = i;
    }
    const Game& g = games[rc.rep];
    rc.cost = g.code.hexadecimal() ? 3 : g.code.splits() ? 2 : 1;
  }

  // Run every rule class's representative, expected longest first, as many at once as there are threads.
  std::vector<std::size_t> order(rules.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return rules[a].cost > rules[b].cost; });
  std::mutex lock;
  std::size_t done = 0, proven = 0, open = 0;
  auto tally = [&](const RuleClass& rc) {  // under the lock, or before the workers start
    done += rc.codes.size();
    proven += rc.result.analysis.status == Status::Proven;
    open += rc.result.analysis.status == Status::Open;
  };
  std::vector<bool> resumed(rules.size(), false);
  if (opt.finished)
    for (std::size_t k = 0; k < rules.size(); ++k) {
      auto it = opt.finished->find(canon[rules[k].rep]);
      if (it == opt.finished->end()) continue;
      const CensusClass& c = it->second;
      bool same = c.members.size() == rules[k].codes.size();
      for (std::size_t j = 0; same && j < c.members.size(); ++j) same = c.members[j].code == codes[rules[k].codes[j]];
      if (!same)
        throw std::runtime_error("the journal's class " + c.representative + " has other members than this census gives it");
      rules[k].result = c;
      resumed[k] = true;
      tally(rules[k]);
    }
  if (opt.progress && done) opt.progress(done, codes.size(), proven, open);
  std::vector<std::size_t> pending;
  for (std::size_t k : order)
    if (!resumed[k]) pending.push_back(k);
  auto compute = [&](RuleClass& rc) {
    CensusClass& c = rc.result;
    RunReport& r = c.analysis;
    if (no_moves[rc.rep]) {
      r.game = games[rc.rep];
      r.limit = 4096;
      for (uint64_t n = 0; n < r.limit; ++n) r.values.push_back(0);
      analyse(r);
    } else {
      RunOptions ro;
      ro.limit = opt.budget;
      ro.sparse_budget = kCensusSparseBudget;
      ro.naive_budget = kCensusNaiveBudget;
      ro.work_budget = kCensusWorkBudget;
      ro.sparse_cap = kCensusSparseCap;
      ro.candidate_limit = opt.candidate_limit;
      ro.method = opt.method;
      ro.pipeline = false;  // classes already run side by side
      ro.progress = opt.run_progress;
      r = run_game(games[rc.rep], ro);
    }
    r.canonical = c.representative = canon[rc.rep];
    c.rare = rare_values(r.values);
    for (std::size_t i : rc.codes) {
      CensusMember m;
      m.code = codes[i];
      m.offset = uint64_t(sets.pot[i] - sets.pot[rc.rep]);
      m.rule = i == rc.rep                 ? "representative"
               : m.offset                  ? "shift"
               : canon[i] == canon[rc.rep] ? "same game"
                                           : "redundant move";
      own_figures(m, r);
      c.members.push_back(m);
    }
    c.values_computed = r.values.size();
    c.max_value = r.max_value;
    c.max_value_at = r.max_value_at;
    for (uint64_t n = 0; n < std::min<uint64_t>(r.values.size(), kCensusAgreePrefix); ++n) c.prefix.push_back(r.values[n]);
    r.values = NimSequence();  // the class keeps its prefix only
  };
  auto finished = [&](const RuleClass& rc) {  // under the lock, or on the distributor's root thread
    tally(rc);
    if (opt.on_class) opt.on_class(rc.result);
    if (opt.progress) opt.progress(done, codes.size(), proven, open);
  };
  if (opt.distributor) {
    // A worker sends each class as its journal record: what the root would read back from its journal
    // on a resume, so a distributed run, a local run and a resumed one agree byte for byte.
    if (!opt.distributor->root()) {
      opt.distributor->run({}, [&](std::size_t k) {
        compute(rules[k]);
        return census_journal_record(rules[k].result);
      }, {});
      return {};
    }
    opt.distributor->run(pending, {}, [&](std::size_t k, const std::string& record) {
      std::optional<CensusClass> c = parse_census_journal_record(record);
      if (!c || c->representative != canon[rules[k].rep])
        throw std::runtime_error("census: a worker sent a damaged record for class " + canon[rules[k].rep]);
      rules[k].result = std::move(*c);
      finished(rules[k]);
    });
  } else {
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    std::exception_ptr failure;
    auto work = [&] {
      try {
        for (std::size_t k; !failed && (k = next.fetch_add(1)) < pending.size();) {
          compute(rules[pending[k]]);
          std::lock_guard<std::mutex> g(lock);
          finished(rules[pending[k]]);
        }
      } catch (...) {  // a run that failed (memory) or a journal that could not be written
        std::lock_guard<std::mutex> g(lock);
        if (!failed.exchange(true)) failure = std::current_exception();
      }
    };
    tbb::task_group tg;
    const int workers = std::max(1, tbb::this_task_arena::max_concurrency());
    for (int w = 0; w < workers; ++w) tg.run(work);
    tg.wait();
    if (failure) std::rethrow_exception(failure);
  }

  // Classes whose kept values agree: merged when both are proven periodic without saltus and agree on
  // G(0 .. max(n0, n0') + lcm(p, p') - 1): from there both repeat with period lcm(p, p'), so they agree
  // for ever. Otherwise they are listed in agrees_with, with how far they agree.
  auto key = [](const NimSequence& v) {
    uint64_t h = 1469598103934665603ULL;
    for (std::size_t n = 0; n < std::min<std::size_t>(v.size(), 64); ++n) h = (h ^ v[n]) * 1099511628211ULL;
    return h;
  };
  std::map<uint64_t, std::vector<std::size_t>> buckets;
  for (std::size_t k = 0; k < rules.size(); ++k) buckets[key(rules[k].result.prefix)].push_back(k);
  OffsetSets merged(rules.size());
  std::vector<std::vector<std::pair<std::size_t, uint64_t>>> agree(rules.size());
  for (auto& [h, ks] : buckets)
    for (std::size_t x = 0; x < ks.size(); ++x)
      for (std::size_t y = x + 1; y < ks.size(); ++y) {
        const RunReport& A = rules[ks[x]].result.analysis;
        const RunReport& B = rules[ks[y]].result.analysis;
        const NimSequence& a = rules[ks[x]].result.prefix;
        const NimSequence& b = rules[ks[y]].result.prefix;
        const uint64_t L = std::min(a.size(), b.size());
        uint64_t n = 0;
        while (n < L && a[n] == b[n]) ++n;
        if (n < L) continue;  // they differ
        bool forever = false;
        if (A.status == Status::Proven && B.status == Status::Proven && A.periodicity.saltus == 0 &&
            B.periodicity.saltus == 0) {
          // Both repeat with l = lcm(pa, pb) from the later preperiod on, so agreeing on that preperiod
          // plus l values makes them agree for ever. Written so that nothing divides by 0 or wraps
          // (the records may come from a journal).
          const uint64_t pa = A.periodicity.period, pb = B.periodicity.period;
          const auto l = pa && pb ? sys::checked_mul(pa / std::gcd(pa, pb), pb) : std::nullopt;
          const uint64_t pre = std::max(A.periodicity.preperiod, B.periodicity.preperiod);
          forever = l && *l <= L && pre <= L - *l;
        }
        if (forever) merged.link(ks[y], ks[x], 0);
        else agree[ks[x]].push_back({ks[y], n}), agree[ks[y]].push_back({ks[x], n});
      }

  std::map<std::size_t, std::vector<std::size_t>> groups;  // merged root -> rule classes
  for (std::size_t k = 0; k < rules.size(); ++k) groups[merged.find(k)].push_back(k);
  std::vector<CensusClass> classes;
  std::map<std::size_t, std::size_t> final_of;  // rule class -> index in classes (before sorting)
  for (auto& [root, ks] : groups) {
    std::size_t best = ks[0];
    for (std::size_t k : ks)
      if (canonical_less(rules[k].result.representative, rules[best].result.representative)) best = k;
    CensusClass c = rules[best].result;
    std::vector<std::pair<std::size_t, CensusMember>> members;  // (enumeration index, member)
    for (std::size_t k : ks)
      for (std::size_t j = 0; j < rules[k].codes.size(); ++j) {
        CensusMember m = rules[k].result.members[j];
        if (k != best && m.rule == "representative") m.rule = "periodic agreement";
        members.push_back({rules[k].codes[j], m});
      }
    std::sort(members.begin(), members.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    c.members.clear();
    for (auto& m : members) c.members.push_back(m.second);
    for (std::size_t k : ks) final_of[k] = classes.size();
    classes.push_back(std::move(c));
  }
  for (auto& [root, ks] : groups) {
    std::map<std::string, uint64_t> with;
    const std::size_t self = final_of[ks[0]];
    for (std::size_t k : ks)
      for (auto [other, n] : agree[k]) {
        const std::string& rep = classes[final_of[other]].representative;
        if (final_of[other] != self) with[rep] = std::max(with[rep], n);
      }
    for (auto& [rep, n] : with) classes[self].agrees_with.push_back({rep, n});
    std::sort(classes[self].agrees_with.begin(), classes[self].agrees_with.end(),
              [](const auto& a, const auto& b) { return canonical_less(a.first, b.first); });
  }
  std::sort(classes.begin(), classes.end(), [](const CensusClass& a, const CensusClass& b) {
    return canonical_less(a.representative, b.representative);
  });
  return classes;
}

}  // namespace sgp
