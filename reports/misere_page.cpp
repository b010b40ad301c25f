/// @file
/// @brief The misère section of a game's report page: the quotient as key rows, a Markdown list and an HTML table.
#include "reports/misere_page.hpp"

#include <algorithm>

#include "reports/html.hpp"

namespace sgp {

namespace {
constexpr std::size_t kMapShown = 64;  // heaps whose element a page lists (the CLI's summary shows as many)
constexpr const char* kIntro =
    "The misère quotient (Plambeck and Siegel): the sums of heaps, two of them identified when no sum added to "
    "both tells them apart in misère play (the last mover loses).";
}  // namespace

std::vector<std::pair<std::string, std::string>> misere_rows(const MisereReport& r) {
  std::vector<std::pair<std::string, std::string>> rows;
  std::string status = misere_status_name(r.status);
  if (r.status == MisereStatus::Proven)
    status += ": the quotient of the whole game (the misère periodicity theorem, map(n + " +
              std::to_string(r.map_period) + ") = map(n) checked for " +
              std::to_string(r.map_preperiod + r.map_period) + " <= n < " + std::to_string(r.check_to) + ")";
  else if (r.status == MisereStatus::Stopped)
    status += ": " + r.stop_reason;
  else
    status += ": exact for heaps 0.." + std::to_string(r.heaps_computed ? r.heaps_computed - 1 : 0) + ", no proof yet";
  rows.emplace_back("status", status);
  rows.emplace_back("heaps", std::to_string(r.heaps_computed) + " (Q_n exact for heaps 0.." +
                                 std::to_string(r.heaps_computed ? r.heaps_computed - 1 : 0) + ")");
  rows.emplace_back("order", std::to_string(r.order));
  rows.emplace_back("P-portion", std::to_string(r.p_portion_size) + ": `{" + r.p_portion_list() + "}`");
  rows.emplace_back("presentation", "`" + r.presentation() + "`");
  if (!r.generators.empty()) rows.emplace_back("generators", "`" + r.generator_list() + "`");
  if (r.status == MisereStatus::Proven)
    rows.emplace_back("map", "period " + std::to_string(r.map_period) + ", preperiod " + std::to_string(r.map_preperiod));
  rows.emplace_back("map of heaps 1..", "`" + r.map_list(kMapShown) + "`");
  return rows;
}

std::string misere_markdown(const MisereReport& r) {
  std::string o = "## Misère play\n\n" + std::string(kIntro) + "\n\n";
  for (const auto& [key, value] : misere_rows(r)) o += "- **" + key + "**: " + value + "\n";
  return o + "\n";
}

const MisereReport* misere_of(const ReportOptions& options, std::size_t i) {
  return i < options.misere.size() && !options.misere[i].canonical.empty() ? &options.misere[i] : nullptr;
}

std::string misere_html(const MisereReport& r) {
  return html_section("misere", "Misère play",
                      "<p>" + std::string(kIntro) + "</p>\n" + html_key_table(misere_rows(r)));
}

}  // namespace sgp
