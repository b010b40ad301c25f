/// @brief HTML pages of `sgperiod report --html`: a sortable index and one page per game, from the data of the Markdown pages.
#include <algorithm>

#include "engine/stats.hpp"  // sequence_stats
#include "reports/html.hpp"
#include "reports/misere_page.hpp"
#include "reports/page_data.hpp"

namespace sgp {

namespace {

std::string game_page(const RunReport& r, const std::string& input, const std::string& stem, const ReportOptions& opt,
                      const std::vector<SequenceStats>& stats, const MisereReport* misere) {
  std::string body = "<h1>" + html_escape(input != r.canonical ? input + " (" + r.canonical + ")" : r.canonical) +
                     "</h1>\n";
  const uint64_t in_bfile = std::min<uint64_t>(r.values.size(), kHtmlBfileValues);
  body += html_section("status", "Status",
                  html_key_table(summary_rows(r, input)) + "<p><a href=\"" + html_escape(stem) +
                      "-bfile.txt\" download>Download the b-file</a> (G(0.." + std::to_string(in_bfile ? in_bfile - 1 : 0) +
                      "), OEIS format).</p>\n");
  // Sparse games: the rare values as the sparse kernel sees them, over every computed value.
  const std::vector<SequenceStats> whole = stats.empty() ? sequence_stats(r.values) : stats;
  RareRule rule;
  const SequenceStats* last = whole.empty() ? nullptr : &whole.back();
  const bool sparse = last && last->n >= 100 && last->rare_mask && last->rare_count * 100 < last->n;
  if (sparse) {
    rule.mask = last->rare_mask;
    rule.caption = "Rare positions: the n &lt; " + std::to_string(last->n) + " (n &gt; 0) where G(n) &amp; " +
                   std::to_string(rule.mask) + " has even parity, " + std::to_string(last->rare_count) +
                   " of them (the sparse kernel's rare values).";
  }
  body += html_value_sections(r, opt.plot, sparse ? &rule : nullptr);
  if (!stats.empty()) {
    std::vector<std::vector<std::string>> rows;
    for (const auto& s : stats) rows.push_back(stats_cells(s));
    body += html_section("stats", "Statistics at powers of two", html_table(stats_columns(), rows, 0));
  }
  if (misere) body += misere_html(*misere);
  int k = 0;
  for (const ListedRange& l : listed_ranges(r, opt.max_listed)) {
    const bool none = l.from == l.to && r.status != Status::Open;
    body += html_section("range" + std::to_string(++k), l.title,
                    "<p>" + md_inline_html(l.caption) + (none ? "" : ":") + "</p>\n" +
                        (none ? "" : html_values(r.values, l.from, l.to)));
  }
  return html_document(input + " - sgperiod report", body, opt.command, false);
}

}  // namespace

std::string html_value_sections(const RunReport& r, const PlotOptions& plot, const RareRule* rare) {
  std::string o = html_section("plot", "G(n) against n", html_figure(svg_sequence_plot(r, plot), plot_caption(r, plot)));
  const uint64_t N = r.values_computed;
  std::string values = html_figure(svg_histogram(r, plot), "How often each value occurs among G(0.." +
                                                                std::to_string(N ? N - 1 : 0) + ").");
  const std::vector<ValueCount> counts = value_counts(r);
  if (counts.size() <= kMaxCountedValues) {
    std::vector<std::vector<std::string>> rows;
    for (const auto& c : counts) rows.push_back({std::to_string(c.value), std::to_string(c.count), std::to_string(c.last)});
    values += html_table({"value", "count among G(0.." + std::to_string(N ? N - 1 : 0) + ")", "last n"}, rows, 0);
  } else {
    values += "<p>" + std::to_string(counts.size()) + " distinct values.</p>\n";
  }
  o += html_section("values", "Values", values);
  if (rare) {
    const std::vector<uint64_t> at = rare_positions(r.values, rare->mask, rare->odd, r.values.size());
    o += html_section("rare", "Rare positions",
                 html_figure(svg_rare_plot(r.values, at, r.values.size(),
                                           "Rare values of " + r.canonical + " (mask " + std::to_string(rare->mask) + ")",
                                           plot),
                             rare->caption));
  }
  return o;
}

std::vector<ReportFile> build_html_report(const std::vector<RunReport>& runs, const std::vector<std::string>& inputs,
                                          const ReportOptions& opt, const std::vector<std::vector<SequenceStats>>& stats) {
  std::vector<ReportFile> files = html_assets();
  std::vector<std::string> used;
  std::string rows;
  const auto& columns = report_index_columns();
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const RunReport& r = runs[i];
    const std::string stem = report_stem(r.canonical, used);
    files.push_back({stem + ".html", game_page(r, inputs[i], stem, opt, i < stats.size() ? stats[i] : std::vector<SequenceStats>(),
                                               misere_of(opt, i))});
    files.push_back({stem + "-bfile.txt",
                     page_bfile(r.values, r.canonical, std::min<uint64_t>(r.values.size(), kHtmlBfileValues))});
    const std::vector<std::string> cells = report_index_cells(r, inputs[i]);
    rows += "<tr data-status=\"" + cells[2] + "\" data-text=\"" + html_escape(cells[0] + " " + cells[1]) + "\">";
    rows += "<td><a href=\"" + html_escape(stem) + ".html\">" + html_escape(cells[0]) + "</a></td><td><code>" +
            html_escape(cells[1]) + "</code></td><td class=\"" + cells[2] + "\">" + cells[2] + "</td>";
    for (std::size_t c = 3; c < cells.size(); ++c) rows += "<td class=\"num\">" + cells[c] + "</td>";
    rows += "</tr>\n";
  }
  std::vector<std::pair<std::string, bool>> head;
  for (std::size_t c = 0; c < columns.size(); ++c) head.emplace_back(columns[c], c >= 3);
  const std::string body = "<h1>sgperiod report</h1>\n<p>" + std::to_string(runs.size()) + " game" +
                           (runs.size() == 1 ? "" : "s") +
                           ". Proven: a periodicity theorem checked on the computed values; observed: a pattern "
                           "without proof; open: no period within the limit.</p>\n<p id=\"shown\" aria-live=\"polite\"></p>\n"
                           "<div class=\"scroll\"><table data-sortable>\n<caption>Games</caption>\n" + html_sortable_head(head) +
                           "<tbody>\n" + rows + "</tbody>\n</table></div>\n";
  files.insert(files.begin(), ReportFile{"index.html", html_document("sgperiod report", body, opt.command, true)});
  return files;
}

}  // namespace sgp
