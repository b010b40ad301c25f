/// @brief What a game's page says, computed once: the Markdown page and the HTML page both render from it.
#include "reports/page_data.hpp"

#include <algorithm>
#include <map>

namespace sgp {

std::string relation(const Periodicity& p) {
  return "G(n + " + std::to_string(p.period) + ") = G(n)" + (p.saltus ? " + " + std::to_string(p.saltus) : "");
}

std::vector<std::pair<std::string, std::string>> summary_rows(const RunReport& r, const std::string& input) {
  std::vector<std::pair<std::string, std::string>> rows;
  const Periodicity& p = r.periodicity;
  const uint64_t N = r.values_computed;
  const auto num = [](auto v) { return std::to_string(v); };
  rows.emplace_back("Game", "`" + input + "`" + (input != r.canonical ? " = `" + r.canonical + "`" : ""));
  switch (r.status) {
    case Status::Proven: rows.emplace_back("Status", "**proven** periodic (" + r.theorem + ")"); break;
    case Status::Observed: rows.emplace_back("Status", "observed: pattern seen, no theorem proves it"); break;
    case Status::Open:
      rows.emplace_back("Status", "open: no period proven up to n = " + num(N ? N - 1 : 0));
      if (r.candidate)
        rows.emplace_back("Candidate", "period " + num(r.candidate->period) + ", preperiod " +
                                           num(r.candidate->preperiod) + ", not proven: its proof needs " +
                                           num(r.candidate->values_needed) + " values");
      break;
  }
  if (r.status != Status::Open) {
    rows.emplace_back("Period", num(p.period));
    rows.emplace_back("Preperiod", num(p.preperiod) + " (last exception " +
                                       (p.preperiod ? "n = " + num(p.preperiod - 1) : std::string("none")) + ")");
    rows.emplace_back("Saltus", num(p.saltus));
    rows.emplace_back("Checked", relation(p) + " for " + num(r.check_from) + " &le; n &lt; " + num(r.check_to));
  }
  rows.emplace_back("Values computed", num(N) + " (limit " + num(r.limit) + ")");
  rows.emplace_back("Largest value",
                    num(r.values.max_value()) + " (first at n = " + num(r.values.max_value_at()) + ")");
  rows.emplace_back("Method", r.method);
  return rows;
}

std::string plot_caption(const RunReport& r, const PlotOptions& plot) {
  const Periodicity& p = r.periodicity;
  const uint64_t shown = plot_end(r, plot);
  std::string s = "Heap sizes 0 to " + std::to_string(shown ? shown - 1 : 0) + " of " + std::to_string(r.values_computed) +
                  " computed.";
  if (r.status != Status::Open)
    s += " Shaded: the preperiod (n &lt; " + std::to_string(p.preperiod) +
         ") and one period after it; dashed lines at n = " + std::to_string(p.preperiod) +
         " and n = " + std::to_string(p.preperiod + p.period) +
         (p.preperiod + p.period >= shown ? " (beyond the plot)" : "") + ".";
  return s;
}

std::vector<ValueCount> value_counts(const RunReport& r) {
  std::map<uint32_t, ValueCount> counts;
  for (uint64_t n = 0; n < r.values.size(); ++n) {
    ValueCount& c = counts[r.values[n]];
    c.value = r.values[n];
    ++c.count;
    c.last = n;
  }
  std::vector<ValueCount> out;
  for (const auto& kv : counts) out.push_back(kv.second);
  return out;
}

std::vector<ListedRange> listed_ranges(const RunReport& r, uint64_t max_listed) {
  const Periodicity& p = r.periodicity;
  std::vector<ListedRange> out;
  if (r.status == Status::Open) {
    const uint64_t end = std::min<uint64_t>(r.values_computed, max_listed);
    out.push_back({"First values", "G(0.." + std::to_string(end ? end - 1 : 0) + ")", 0, end});
    return out;
  }
  if (p.preperiod == 0) {
    out.push_back({"Preperiod", "None: the pattern holds from n = 0.", 0, 0});
  } else {
    const uint64_t pre_end = std::min<uint64_t>(p.preperiod, max_listed);
    out.push_back({"Preperiod",
                   "G(0.." + std::to_string(p.preperiod - 1) + ")" +
                       (pre_end < p.preperiod ? ", first " + std::to_string(pre_end) + " shown" : ""),
                   0, pre_end});
  }
  const uint64_t per_end = std::min<uint64_t>(p.preperiod + p.period, p.preperiod + max_listed);
  out.push_back({"Period",
                 "G(" + std::to_string(p.preperiod) + ".." + std::to_string(p.preperiod + p.period - 1) + ")" +
                     (per_end < p.preperiod + p.period ? ", first " + std::to_string(max_listed) + " shown" : "") +
                     ", then " + relation(p),
                 p.preperiod, per_end});
  return out;
}

std::string value_lines(const NimSequence& v, uint64_t from, uint64_t to) {
  std::string out;
  const unsigned per_line = 20;
  const std::size_t width = std::to_string(to ? to - 1 : 0).size();
  for (uint64_t n = from; n < to; n += per_line) {
    const std::string idx = std::to_string(n);
    out += std::string(width - idx.size(), ' ') + idx + ":";
    for (uint64_t k = n; k < std::min<uint64_t>(n + per_line, to); ++k) out += ' ' + std::to_string(v[k]);
    out += '\n';
  }
  return out;
}

std::vector<uint64_t> rare_positions(const NimSequence& v, uint32_t mask, bool odd, uint64_t end) {
  std::vector<uint64_t> out;
  for (uint64_t n = odd ? 0 : 1; n < std::min<uint64_t>(end, v.size()); ++n)
    if (__builtin_parity(v[n] & mask) == (odd ? 1 : 0)) out.push_back(n);
  return out;
}

const std::vector<std::string>& report_index_columns() {
  static const std::vector<std::string> c = {"game",   "canonical",     "status",         "period",
                                             "preperiod", "saltus", "largest value", "values computed"};
  return c;
}

std::vector<std::string> report_index_cells(const RunReport& r, const std::string& input) {
  const bool per = r.status != Status::Open;
  const auto opt = [per](uint64_t v) { return per ? std::to_string(v) : std::string(); };
  return {input,
          r.canonical,
          status_name(r.status),
          opt(r.periodicity.period),
          opt(r.periodicity.preperiod),
          per ? std::to_string(r.periodicity.saltus) : std::string(),
          std::to_string(r.values.max_value()),
          std::to_string(r.values_computed)};
}

const std::vector<std::string>& stats_columns() {
  static const std::vector<std::string> c = {"n", "largest value", "rare mask", "rare count", "last rare n",
                                             "distinct values"};
  return c;
}

std::vector<std::string> stats_cells(const SequenceStats& s) {
  std::size_t distinct = 0;
  for (uint64_t c : s.histogram) distinct += c != 0;
  return {std::to_string(s.n),          std::to_string(s.max_value), std::to_string(s.rare_mask),
          std::to_string(s.rare_count), std::to_string(s.last_rare), std::to_string(distinct)};
}

}  // namespace sgp
