/// @brief Census of all short codes: rule classes run to proof in parallel (or handed out by a Distributor), then merged only on proof.
#include "census/census.hpp"

#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <numeric>
#include <optional>
#include <stdexcept>

#include "census/census_journal.hpp"
#include "period/analysis.hpp"

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

namespace {

// The budgets of every class's run, in one place: a plan of runs may replace them.
RunOptions census_run_options(const CensusOptions& opt) {
  RunOptions ro;
  ro.limit = opt.budget;
  ro.census = CensusPolicy{kCensusSparseBudget, kCensusNaiveBudget, kCensusWorkBudget, kCensusSparseCap};
  ro.candidate_limit = opt.candidate_limit;
  ro.method = opt.method;
  ro.pipeline = false;  // classes already run side by side
  ro.progress = opt.run_progress;
  return ro;
}

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

// The census's run of one rule class: its representative's run, and the record of the class.
class Runs {
 public:
  Runs(const CensusOptions& opt, const CensusGames& g, const std::vector<RuleClass>& rules)
      : runs(rules.size()), opt_(opt), g_(g), rules_(rules) {}

  /// Takes the runs an earlier census finished (a journal); returns the others, expected longest first.
  std::vector<std::size_t> resume();
  /// Runs `pending` on the threads of this process.
  void run_here(const std::vector<std::size_t>& pending);
  /// The root: hands `pending` out and files the records the workers send back.
  void hand_out(Distributor& d, const std::vector<std::size_t>& pending);
  /// A worker: runs what the root hands it and sends back each record.
  void work_for(Distributor& d);

  std::vector<CensusEntry> runs;  // by rule class

 private:
  CensusEntry compute(const RuleClass& rc) const;
  void finished(std::size_t k);  // under the lock, or on the distributor's root thread

  const CensusOptions& opt_;
  const CensusGames& g_;
  const std::vector<RuleClass>& rules_;
  std::size_t done_ = 0, proven_ = 0, open_ = 0;
};

CensusEntry Runs::compute(const RuleClass& rc) const {
  RunReport r;
  if (g_.no_moves[rc.rep]) {
    r.game = g_.games[rc.rep];
    r.limit = 4096;
    for (uint64_t n = 0; n < r.limit; ++n) r.values.push_back(0);
    analyse(r);
    count_values(r);
  } else {
    r = run_game(g_.games[rc.rep], census_run_options(opt_));
  }
  CensusEntry c;
  c.representative = g_.canonical[rc.rep];
  for (std::size_t j = 0; j < rc.codes.size(); ++j) {
    const std::size_t i = rc.codes[j];
    CensusMember m;
    m.code = g_.codes[i];
    m.offset = rc.offsets[j];
    m.rule = i == rc.rep ? "representative"
             : m.offset ? "shift"
             : g_.canonical[i] == c.representative ? "same game"
                                                   : "redundant move";
    own_figures(m, r);
    c.members.push_back(m);
  }
  c.status = r.status;
  c.periodicity = r.periodicity;
  c.theorem = r.theorem;
  c.candidate = r.candidate;
  c.budget = r.limit;
  c.values_computed = r.values.size();
  c.max_value = r.max_value;
  c.max_value_at = r.max_value_at;
  c.rare = rare_values(r.values);
  c.first_values = r.values.values(0, std::min<uint64_t>(r.values.size(), kCensusAgreePrefix));
  c.kernel = r.method;
  c.work = r.work;
  c.seconds = r.seconds;
  return c;
}

void Runs::finished(std::size_t k) {
  done_ += rules_[k].codes.size();
  proven_ += runs[k].status == Status::Proven;
  open_ += runs[k].status == Status::Open;
  if (opt_.on_class) opt_.on_class(runs[k]);
  if (opt_.progress) opt_.progress(done_, g_.codes.size(), proven_, open_);
}

std::vector<std::size_t> Runs::resume() {
  std::vector<bool> resumed(rules_.size(), false);
  if (opt_.finished)
    for (std::size_t k = 0; k < rules_.size(); ++k) {
      auto it = opt_.finished->find(g_.canonical[rules_[k].rep]);
      if (it == opt_.finished->end()) continue;
      const CensusEntry& c = it->second;
      bool same = c.members.size() == rules_[k].codes.size();
      for (std::size_t j = 0; same && j < c.members.size(); ++j) same = c.members[j].code == g_.codes[rules_[k].codes[j]];
      if (!same)
        throw std::runtime_error("the journal's class " + c.representative + " has other members than this census gives it");
      runs[k] = c;
      resumed[k] = true;
      done_ += rules_[k].codes.size();
      proven_ += c.status == Status::Proven;
      open_ += c.status == Status::Open;
    }
  if (opt_.progress && done_) opt_.progress(done_, g_.codes.size(), proven_, open_);
  std::vector<std::size_t> order(rules_.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return rules_[a].cost > rules_[b].cost; });
  std::vector<std::size_t> pending;
  for (std::size_t k : order)
    if (!resumed[k]) pending.push_back(k);
  return pending;
}

void Runs::run_here(const std::vector<std::size_t>& pending) {
  std::mutex lock;
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr failure;
  auto work = [&] {
    try {
      for (std::size_t k; !failed && (k = next.fetch_add(1)) < pending.size();) {
        CensusEntry c = compute(rules_[pending[k]]);
        std::lock_guard<std::mutex> g(lock);
        runs[pending[k]] = std::move(c);
        finished(pending[k]);
      }
    } catch (...) {  // a run that failed (memory), a journal that could not be written, a stop
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

// A worker sends each class as its journal record: what the root would read back from its journal on
// a resume, so a distributed run, a local run and a resumed one agree byte for byte.
void Runs::hand_out(Distributor& d, const std::vector<std::size_t>& pending) {
  d.run(pending, {}, [&](std::size_t k, const std::string& record) {
    std::optional<CensusEntry> c = parse_census_journal_record(record);
    if (!c || c->representative != g_.canonical[rules_[k].rep])
      throw std::runtime_error("census: a worker sent a damaged record for class " + g_.canonical[rules_[k].rep]);
    runs[k] = std::move(*c);
    finished(k);
  });
}

void Runs::work_for(Distributor& d) {
  d.run({}, [&](std::size_t k) { return census_journal_record(compute(rules_[k])); }, {});
}

}  // namespace

std::vector<CensusEntry> run_census(const CensusOptions& opt) {
  const CensusGames games = census_games(opt.digits, opt.hex);
  const std::vector<RuleClass> rules = rule_classes(games);
  Runs r(opt, games, rules);
  if (opt.distributor && !opt.distributor->root()) {
    r.work_for(*opt.distributor);
    return {};
  }
  const std::vector<std::size_t> pending = r.resume();
  if (opt.distributor) r.hand_out(*opt.distributor, pending);
  else r.run_here(pending);
  return merge_classes(rules, std::move(r.runs));
}

}  // namespace sgp
