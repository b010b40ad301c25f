/// @brief The public census(): its checks, its journal, progress and costs around run_census, and its three tables.
#include "sgperiod/census.hpp"

#include <algorithm>
#include <memory>

#include "api/internal.hpp"
#include "census/census.hpp"
#include "census/census_journal.hpp"
#include "formats/census.hpp"

namespace sgp {

void check_census_settings(const CensusSettings& s, const CensusNames& names) {
  if (s.digits < 1 || s.digits > 4)
    throw InvalidInput(names.digits + " " + std::to_string(s.digits) + " is not in the range 1 to 4");
  if (s.hex && s.digits > 2)
    throw InvalidInput(names.hex + " takes " + names.digits + " 1 or 2 (2 * 16^3 codes of three-heap moves are out of reach)");
  if (s.budget && *s.budget < 64) throw InvalidInput(names.budget + " must be at least 64");
  // Only the root measures and writes costs: a worker goes on and the root's refusal ends the job.
  if (s.costs && s.distributor && s.distributor->root())
    throw InvalidInput(names.costs + " is measured by one process: run the census without " + names.distributor +
                       " to write it");
}

void CensusResult::write_classes_csv(std::ostream& out) const {
  out << census_csv_header() << '\n';
  for (std::size_t i = 0; i < classes_.size(); ++i) out << census_csv_row(classes_[i], i + 1) << '\n';
}

void CensusResult::write_codes_csv(std::ostream& out) const {
  out << census_codes_csv_header() << '\n';
  for (std::size_t i = 0; i < classes_.size(); ++i)
    for (const auto& row : census_codes_rows(classes_[i], i + 1)) out << row << '\n';
}

void CensusResult::write_costs_csv(std::ostream& out) const {
  out << census_cost_header() << '\n';
  for (const CensusEntry& r : runs_) out << census_cost_row(r) << '\n';
}

namespace {

CensusOptions census_options(const CensusSettings& s) {
  CensusOptions opt;
  opt.digits = s.digits;
  opt.hex = s.hex;
  opt.budget = s.budget.value_or(0);
  opt.candidate_limit = s.candidate_limit;
  opt.method = s.method;
  opt.distributor = s.distributor;
  // Cancellation is looked at inside every class's run too, so that a long class stops at its next block.
  const Progress cancel = api::cancel_check(s);
  if (cancel || s.class_progress)
    opt.run_progress = [cancel, &s](uint64_t done, uint64_t target) {
      if (cancel) cancel(done, target);
      if (s.class_progress) s.class_progress(done, target);
    };
  return opt;
}

// The journal of the settings, opened on the root (the runs it holds are taken as they are), or none.
std::unique_ptr<CensusJournal> open_journal(const CensusSettings& s, CensusOptions& opt) {
  if (s.journal.empty() || (s.distributor && !s.distributor->root())) return nullptr;
  auto journal = std::make_unique<CensusJournal>(s.journal, opt);
  if (s.on_journal) s.on_journal(CensusJournalState{journal->finished().size(), journal->dropped_torn_line()});
  opt.finished = &journal->finished();
  return journal;
}

}  // namespace

CensusResult census(const CensusSettings& settings) {
  return api::guarded(settings, [&] {
    check_census_settings(settings);
    if (api::cancel_requested(settings)) throw Cancelled();
    CensusOptions opt = census_options(settings);
    const std::unique_ptr<CensusJournal> journal = open_journal(settings, opt);
    std::size_t from_journal = 0;  // codes: a progress display leaves them out of its rate
    if (journal)
      for (const auto& f : journal->finished()) from_journal += f.second.members.size();
    CensusResult result;
    if (journal || settings.costs)
      opt.on_class = [&](const CensusEntry& c) {
        if (journal) journal->append(c);
        if (!settings.costs) return;
        result.runs_.push_back(c);
        result.runs_.back().first_values = std::vector<uint32_t>();  // freed: the costs table needs none
      };
    if (settings.progress || settings.on_progress)
      opt.progress = [&](std::size_t done, std::size_t total, std::size_t proven, std::size_t open) {
        if (settings.progress) settings.progress(done, total);
        if (settings.on_progress) settings.on_progress(CensusProgress{done, total, proven, open, from_journal});
      };
    result.classes_ = run_census(opt);
    if (settings.distributor && !settings.distributor->root()) return result;
    result.codes_ = census_codes(settings.digits, settings.hex).size();
    // Runs finish in any order; their table is in the canonical order of their representatives.
    std::sort(result.runs_.begin(), result.runs_.end(),
              [](const CensusEntry& a, const CensusEntry& b) { return canonical_less(a.representative, b.representative); });
    return result;
  });
}

}  // namespace sgp
