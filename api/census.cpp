/// @brief The public census(): run_census with the CLI's checks, its classes as public entries, its two tables.
#include "sgperiod/census.hpp"

#include <mutex>

#include "api/internal.hpp"
#include "jobs/census.hpp"

namespace sgp {

struct CensusResult::Records {
  std::vector<CensusClass> classes;
};

void CensusResult::write_classes_csv(std::ostream& out) const {
  out << census_csv_header() << '\n';
  if (!records_) return;
  for (std::size_t i = 0; i < records_->classes.size(); ++i) out << census_csv_row(records_->classes[i], i + 1) << '\n';
}

void CensusResult::write_codes_csv(std::ostream& out) const {
  out << census_codes_csv_header() << '\n';
  if (!records_) return;
  for (std::size_t i = 0; i < records_->classes.size(); ++i)
    for (const auto& row : census_codes_rows(records_->classes[i], i + 1)) out << row << '\n';
}

CensusResult census(const CensusSettings& settings) {
  return api::guarded(settings, [&] {
    // The CLI's checks, in the words of CensusSettings (the CLI names its flags instead).
    if (settings.digits < 1 || settings.digits > 4)
      throw InvalidInput("digits " + std::to_string(settings.digits) + " is not in the range 1 to 4");
    if (settings.hex && settings.digits > 2)
      throw InvalidInput("hex takes digits 1 or 2, not " + std::to_string(settings.digits) +
                         " (2 * 16^3 codes of three-heap moves are out of reach)");
    if (settings.budget && settings.budget < 64)
      throw InvalidInput("budget must be at least 64, not " + std::to_string(settings.budget));
    if (api::cancel_requested(settings)) throw Cancelled();
    CensusOptions opt;
    opt.digits = settings.digits;
    opt.hex = settings.hex;
    opt.budget = settings.budget;
    opt.candidate_limit = settings.candidate_limit;
    opt.method = settings.method;
    if (settings.progress)
      opt.progress = [&](std::size_t done, std::size_t total, std::size_t, std::size_t) { settings.progress(done, total); };
    opt.run_progress = api::cancel_check(settings);
    auto records = std::make_shared<CensusResult::Records>();
    records->classes = run_census(opt);
    CensusResult result;
    result.codes_ = census_codes(settings.digits, settings.hex).size();
    for (const CensusClass& c : records->classes) {
      CensusEntry e;
      e.representative = c.representative;
      e.members = c.members;
      e.status = c.analysis.status;
      e.periodicity = c.analysis.periodicity;
      e.theorem = c.analysis.theorem;
      e.candidate = c.analysis.candidate;
      e.values_computed = c.values_computed;
      e.max_value = c.max_value;
      e.max_value_at = c.max_value_at;
      e.agrees_with = c.agrees_with;
      result.classes_.push_back(std::move(e));
    }
    result.records_ = std::move(records);
    return result;
  });
}

}  // namespace sgp
