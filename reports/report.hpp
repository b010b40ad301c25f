/// @brief Markdown reports: one page per game (summary, SVG plots, preperiod and period tables) and an index.
#pragma once
#include <string>
#include <vector>

#include "sgperiod/statistics.hpp"
#include "sgperiod/misere.hpp"
#include "sgperiod/run.hpp"
#include "reports/svg.hpp"

namespace sgp {

/// A file of the report: its path relative to the report directory, and its text.
struct ReportFile {
  std::string path;
  std::string text;
};

struct ReportOptions {
  std::string command;        ///< the generator command, printed at the foot of every page
  PlotOptions plot;
  uint64_t max_listed = 2000; ///< most values listed in a page's tables (preperiod, period, or the prefix)
  /// `--misere`: misere[i] is runs[i]'s misère quotient, shown in a section of its pages; a report with an
  /// empty canonical (a game the quotient does not take) or an empty vector: no section.
  std::vector<MisereReport> misere;
};

/// The file stem of a game's page: the canonical code with characters unsafe in file names as '_'
/// ("0.77", "S_2_3_7_"); a stem already used gets "-2", "-3", ...
std::string report_stem(const std::string& canonical, std::vector<std::string>& used);

/// Every file of a report on `runs` (inputs[i] is how the user wrote runs[i]'s game): index.md, and per
/// game STEM.md, STEM-values.svg, STEM-histogram.svg. The text depends only on the runs and the options.
/// stats[i], when given and not empty, adds runs[i]'s statistics at every power of two (`--stats`).
std::vector<ReportFile> build_report(const std::vector<RunReport>& runs, const std::vector<std::string>& inputs,
                                     const ReportOptions& options,
                                     const std::vector<std::vector<SequenceStats>>& stats = {});

}  // namespace sgp
