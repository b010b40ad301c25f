/// @file
/// @brief The public misere() and misere_outcome(): settings checked, the construction run heap by heap, its proof, the report written out.
#include "sgperiod/misere.hpp"

#include <algorithm>
#include <chrono>

#include "api/internal.hpp"
#include "misere/periodic.hpp"
#include "misere/presentation.hpp"
#include "misere/quotient.hpp"
#include "octal/rules.hpp"
#include "sys/checked.hpp"
#include "sys/memory.hpp"

namespace sgp {

namespace {

constexpr uint64_t kDefaultHeaps = 200, kMostHeaps = kMisereMostHeaps, kMostOrder = kMisereMostOrder;

void check_game(const Game& game) {
  if (!misere_takes(game))
    throw InvalidInput("misère quotients take finite octal or hexadecimal codes and subtraction games; '" +
                       game.canonical() + "' is " +
                       (game.kind == GameKind::Grundy   ? "Grundy's game"
                        : game.kind == GameKind::Custom ? "a game of custom rules"
                                                        : "an infinite code"));
}

std::string named(const MisereSettings& s, const char* what) { return s.size_words.empty() ? what : s.size_words; }

// The frontier's table (up to (2 max_order)^2 products) is moved out of c, not copied.
void fill(MisereReport& r, mq::Construction& c, bool with_frontier) {
  const mq::Quotient& q = c.quotient;
  r.heaps_computed = c.heaps;
  r.order = q.q.order;
  r.p_portion.assign(q.p.begin(), q.p.end());
  for (uint8_t b : q.p) r.p_portion_size += b;
  r.map.assign(q.phi.begin(), q.phi.end());
  r.table.assign(q.q.table.begin(), q.q.table.end());
  r.orders.assign(c.orders.begin(), c.orders.end());
  r.expansions.assign(c.expansions.begin(), c.expansions.end());
  const mq::Presentation pr = mq::present(q);
  r.generators = pr.names;
  r.generator_heaps.assign(pr.generator_heaps.begin(), pr.generator_heaps.end());
  r.relations = pr.relations;
  r.elements = pr.words;
  if (c.frontier_copies == 0 || !with_frontier) return;
  MisereFrontier& f = r.frontier;
  f.heap = c.heaps;
  f.copies = c.frontier_copies == UINT32_MAX ? UINT64_MAX : c.frontier_copies;
  f.order = c.frontier.q.order;
  f.p_portion.assign(c.frontier.p.begin(), c.frontier.p.end());
  f.map.assign(c.frontier.phi.begin(), c.frontier.phi.end());
  f.table = std::move(c.frontier.q.table);
}

// What the frontier answers, as stop_reason and the refusals say it.
std::string frontier_reach(const MisereFrontier& f) {
  const std::string n = std::to_string(f.heap);
  if (f.copies == UINT64_MAX) return "every sum of heaps 0.." + n + " is answered from Q_" + n + " itself";
  return "sums with at most " + std::to_string(f.copies) + (f.copies == 1 ? " heap of " : " heaps of ") + n +
         " are answered from the last candidate for Q_" + n + " (" + std::to_string(f.order) +
         " elements), which classifies them right";
}

// True when the sum holds heap n of the frontier, at most as often as it answers, and no larger heap.
bool on_frontier(const MisereReport& r, const std::vector<uint64_t>& heaps) {
  const MisereFrontier& f = r.frontier;
  if (r.status != MisereStatus::Stopped || f.copies == 0) return false;
  uint64_t copies = 0;
  for (uint64_t h : heaps) {
    if (h > f.heap) return false;
    copies += h == f.heap;
  }
  return copies > 0 && copies <= f.copies;
}

// The outcome of the sum of `heaps` in a monoid (order, table, P-portion, heap -> element), with a winning
// move: an option whose element is in the P-portion (options of a heap h are listed with parts below
// `scan(h)` only, which the caller knows to repeat the classes of the others).
template <class Element, class Scan>
MisereAnswer answer(const MisereReport& report, const std::vector<uint64_t>& heaps, uint64_t order,
                    const std::vector<uint32_t>& table, const std::vector<uint8_t>& p_portion, Element element,
                    Scan scan) {
  const std::size_t n = heaps.size();
  std::vector<uint32_t> el(n);
  for (std::size_t i = 0; i < n; ++i) el[i] = element(heaps[i]);
  auto mul = [&](uint32_t x, uint32_t y) { return table[std::size_t(x) * order + y]; };
  std::vector<uint32_t> before(n + 1, 0), after(n + 1, 0);
  for (std::size_t i = 0; i < n; ++i) before[i + 1] = mul(before[i], el[i]);
  for (std::size_t i = n; i-- > 0;) after[i] = mul(after[i + 1], el[i]);
  MisereAnswer a;
  a.p = p_portion[before[n]];
  if (a.p) return a;
  const MoveRules rules(report.game.code);
  for (std::size_t i = 0; i < n; ++i) {
    const uint32_t rest = mul(before[i], after[i + 1]);
    bool found = false;
    mq::for_each_option(
        rules, heaps[i],
        [&](const uint64_t* parts, int count) {
          if (found) return;
          uint32_t x = rest;
          for (int j = 0; j < count; ++j) x = mul(x, element(parts[j]));
          if (p_portion[x]) {
            found = true;
            a.heap_index = i;
            a.leaves.assign(parts, parts + count);
          }
        },
        scan(heaps[i]));
    if (found) return a;
  }
  bool moves = false;
  for (uint64_t h : heaps) mq::for_each_option(rules, h, [&](const uint64_t*, int) { moves = true; }, 2);
  if (!moves) return a.terminal = true, a;
  throw Error("no winning move found from an N-position of " + report.canonical + " (a defect of the quotient)");
}

}  // namespace

bool misere_takes(const Game& game) { return game.kind == GameKind::TakeAndBreak && game.code.finite(); }

const char* misere_status_name(MisereStatus s) {
  switch (s) {
    case MisereStatus::Proven: return "proven";
    case MisereStatus::Open: return "open";
    case MisereStatus::Stopped: return "stopped";
  }
  return "open";
}

uint32_t MisereReport::element_of_heap(uint64_t h) const {
  if (h < map.size()) return map[h];
  if (status != MisereStatus::Proven)
    throw InvalidInput("heap " + std::to_string(h) + " is past the heaps computed for " + canonical + " (0.." +
                       std::to_string(heaps_computed - 1) + ", quotient not proven" +
                       (frontier.copies ? "; " + frontier_reach(frontier) : "") + ")");
  const uint64_t first = map_preperiod;
  return map[first + (h - first) % map_period];
}

std::string MisereReport::presentation() const {
  std::string s = "<";
  for (std::size_t i = 0; i < generators.size(); ++i) s += (i ? ", " : "") + generators[i];
  s += generators.empty() ? "|" : " |";
  for (std::size_t i = 0; i < relations.size(); ++i) s += (i ? ", " : " ") + relations[i];
  return s + ">";
}

std::string MisereReport::generator_list() const {
  std::string s;
  for (std::size_t i = 0; i < generators.size(); ++i)
    s += (i ? ", " : "") + generators[i] + " = heap " + std::to_string(generator_heaps[i]);
  return s;
}

std::string MisereReport::p_portion_list() const {
  std::string s;
  for (std::size_t x = 0; x < p_portion.size(); ++x)
    if (p_portion[x]) s += (s.empty() ? "" : ", ") + elements[x];
  return s;
}

std::string MisereReport::map_list(std::size_t shown) const {
  shown = std::min(shown, map.size());
  std::string s;
  for (std::size_t h = 1; h < shown; ++h) s += (h > 1 ? ", " : "") + elements[map[h]];
  return s + (shown < map.size() ? ", ..." : "");
}

MisereReport misere(const Game& game, const MisereSettings& settings) {
  return api::guarded(settings, [&] {
    check_game(game);
    const uint64_t heaps = settings.heaps ? settings.heaps : kDefaultHeaps;
    if (heaps > kMostHeaps)
      throw InvalidInput(named(settings, "heaps") + " must be at most " + std::to_string(kMostHeaps) + ", not " +
                         std::to_string(heaps));
    if (settings.max_order < 2 || settings.max_order > kMostOrder)
      throw InvalidInput("max_order must be between 2 and " + std::to_string(kMostOrder) + ", not " +
                         std::to_string(settings.max_order));
    // The construction's tables at their largest, 4 bytes a product: three candidates of up to 2 max_order
    // classes each (the one being refined, the best refinement so far and the one being built;
    // misere/quotient.cpp stops a larger one before building it), two copies of the quotient of up to
    // max_order (the one extended and the one kept if the extension stops), and the verification's
    // bit sets (one bit per pair of classes): 48 + 8 + 1/2 bytes per max_order^2, rounded up to 57.
    const uint64_t m = settings.max_order;
    if (std::string why = sys::memory_shortfall(m * m, 57,
                                                "max_order " + std::to_string(m) +
                                                    ": the construction's tables (57 bytes per max_order^2)");
        !why.empty())
      throw InvalidInput(why + " (ask for a smaller max_order)");
    const auto start = std::chrono::steady_clock::now();
    const MoveRules rules(game.code);
    MisereReport r;
    r.game = game;
    r.canonical = game.canonical();
    std::optional<mq::MapProof> proof;
    mq::BuildLimits limits;
    limits.max_order = uint32_t(settings.max_order);
    limits.cancelled = [&] { return api::cancel_requested(settings); };
    limits.after_heap = [&](uint32_t n, const mq::Quotient& q) {
      if (settings.progress) settings.progress(n + 1, heaps);
      proof = mq::prove_map_period(q.phi, rules);
      return proof.has_value();
    };
    mq::Construction c = mq::build_quotient(rules, uint32_t(heaps), limits);
    if (c.halt == mq::Halt::Cancelled) throw Cancelled();
    fill(r, c, settings.frontier);
    if (proof) {
      r.status = MisereStatus::Proven;
      r.map_preperiod = proof->preperiod;
      r.map_period = proof->period;
      r.check_to = proof->last + 1;
    } else if (c.halt == mq::Halt::MaxOrder || c.halt == mq::Halt::Candidate) {
      r.status = MisereStatus::Stopped;
      r.stop_reason = c.halt == mq::Halt::MaxOrder
                          ? "at heap " + std::to_string(c.heaps) + " the quotient (or a candidate for it) passed max_order " +
                                std::to_string(settings.max_order) + " (" + std::to_string(c.halt_order) + ")"
                          : "at heap " + std::to_string(c.heaps) + " a candidate of " + std::to_string(c.halt_order) +
                                " elements passed the construction's cap";
      r.next_order_at_least = c.stop_bound.at_least;
      r.stop_reason += "; Q_" + std::to_string(c.heaps) + (c.stop_bound.exact ? " has exactly " : " has at least ") +
                       std::to_string(c.stop_bound.at_least) + " elements (proved)";
      if (r.frontier.copies) r.stop_reason += "; " + frontier_reach(r.frontier);
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  });
}

MisereReport misere(const std::string& game, const MisereSettings& settings) {
  return misere(parse_game(game), settings);
}

MisereAnswer misere_outcome(const MisereReport& report, const std::vector<uint64_t>& heaps) {
  if (on_frontier(report, heaps)) {
    const MisereFrontier& f = report.frontier;
    return answer(report, heaps, f.order, f.table, f.p_portion, [&](uint64_t h) { return f.map[h]; },
                  [](uint64_t) { return UINT64_MAX; });
  }
  // Past the computed heaps (a proven map), splits with a smaller part of preperiod + period or more
  // repeat the classes of smaller ones: subtract the period from the smaller part and add it to the larger.
  const uint64_t scan = report.status == MisereStatus::Proven ? std::max<uint64_t>(1, report.map_preperiod) + report.map_period
                                                              : UINT64_MAX;
  return answer(report, heaps, report.order, report.table, report.p_portion,
                [&](uint64_t h) { return report.element_of_heap(h); },
                [&](uint64_t h) { return h < report.heaps_computed ? UINT64_MAX : scan; });
}

}  // namespace sgp
