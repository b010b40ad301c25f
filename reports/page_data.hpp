/// @brief What a game's page says, computed once: the Markdown page and the HTML page both render from it.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "sgperiod/statistics.hpp"
#include "sgperiod/run.hpp"
#include "reports/svg.hpp"

namespace sgp {

// Cell texts are Markdown inline text (`code`, **strong**, the entities &le; &lt; &gt; &amp;): the
// Markdown page writes them as they are, the HTML page converts them with md_inline_html (html.hpp).

/// "G(n + p) = G(n)[ + s]".
std::string relation(const Periodicity& p);

/// The summary table of a game's page: (key, value) rows.
std::vector<std::pair<std::string, std::string>> summary_rows(const RunReport& r, const std::string& input);

/// The sentence under the G(n) plot: which heap sizes it shows, and what is shaded and marked.
std::string plot_caption(const RunReport& r, const PlotOptions& plot);

/// How often each value occurs among the computed values, and the last n where it does, by value.
struct ValueCount {
  uint32_t value = 0;
  uint64_t count = 0, last = 0;
};
std::vector<ValueCount> value_counts(const RunReport& r);
/// Most distinct values listed in a table of counts; beyond it the pages say only how many there are.
constexpr std::size_t kMaxCountedValues = 64;

/// A listed range of values: "Preperiod", "Period" or "First values", the sentence before it, and
/// G(from..to-1) (from == to: nothing listed, the caption says why).
struct ListedRange {
  std::string title, caption;
  uint64_t from = 0, to = 0;
};
std::vector<ListedRange> listed_ranges(const RunReport& r, uint64_t max_listed);
/// G(from..to-1) as lines of 20 values, each led by its first n (right-aligned) and a colon.
std::string value_lines(const NimSequence& v, uint64_t from, uint64_t to);

/// The n < end whose value is rare under `mask`: odd parity of G(n) & mask when `odd` (the census's
/// rare values), even parity otherwise (the sparse kernel's, as `--stats` records them; n = 0 left out).
std::vector<uint64_t> rare_positions(const NimSequence& v, uint32_t mask, bool odd, uint64_t end);

/// The columns of a report's index, and one game's cells (the first is the game as written).
const std::vector<std::string>& report_index_columns();
std::vector<std::string> report_index_cells(const RunReport& r, const std::string& input);

/// The statistics table of `run --stats` / `report --stats`: columns, then one row of cells per power of two.
const std::vector<std::string>& stats_columns();
std::vector<std::string> stats_cells(const SequenceStats& s);

}  // namespace sgp
