/// @brief The census explorer: the HTML site built from the census's records, an index of every class and a page per class.
#include "reports/html_census.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "period/analysis.hpp"  // count_values
#include "reports/html.hpp"
#include "reports/page_data.hpp"

namespace sgp {

namespace {

std::string status_cell(Status status) {
  const std::string s = status_name(status);
  return "<td class=\"" + s + "\">" + s + "</td>";
}

std::string number_or_empty(bool present, uint64_t v) { return present ? std::to_string(v) : std::string(); }

/// The class as a run (its figures, the page's first values), for the plots of html_value_sections.
RunReport as_run(const CensusEntry& c, const NimSequence& first) {
  RunReport r;
  r.canonical = c.representative;
  r.values = first;
  count_values(r);
  r.status = c.status;
  if (r.status != Status::Open) r.periodicity = c.periodicity;
  return r;
}

/// The key table of a class page: its status, pattern or candidate, and the sizes of its run.
std::vector<std::pair<std::string, std::string>> status_rows(const CensusEntry& c) {
  const std::string n = std::to_string(c.values_computed);
  const Periodicity& p = c.periodicity;
  std::vector<std::pair<std::string, std::string>> rows;
  rows.emplace_back("Representative", "`" + c.representative + "`");
  rows.emplace_back("Members", std::to_string(c.members.size()));
  if (c.status == Status::Open) {
    rows.emplace_back("Status", "open: no period proven up to n = " + std::to_string(c.values_computed - 1));
    if (c.candidate)
      rows.emplace_back("Candidate", "period " + std::to_string(c.candidate->period) + ", preperiod " +
                                         std::to_string(c.candidate->preperiod) + ", not proven: its proof needs " +
                                         std::to_string(c.candidate->values_needed) + " values");
  } else {
    rows.emplace_back("Status", (c.status == Status::Proven ? "**proven** periodic" : "observed: pattern seen, no theorem proves it") +
                                    std::string(", checked on the ") + n + " values the census computed");
    rows.emplace_back("Pattern", relation(p) + " for n &ge; " + std::to_string(p.preperiod));
    rows.emplace_back("Period", std::to_string(p.period));
    rows.emplace_back("Preperiod", std::to_string(p.preperiod) + " (last exception " +
                                       (p.last_exception() == -1 ? std::string("none") : "n = " + std::to_string(p.last_exception())) + ")");
    rows.emplace_back("Saltus", std::to_string(p.saltus));
  }
  rows.emplace_back("Values computed", n + " (budget " + std::to_string(c.budget) + ")");
  rows.emplace_back("Largest value", std::to_string(c.max_value) + " (first at n = " + std::to_string(c.max_value_at) + ")");
  if (c.rare.known)
    rows.emplace_back("Rare values", "mask " + std::to_string(c.rare.mask) + ": " + std::to_string(c.rare.count) +
                                         " rare positions, the last at n = " + std::to_string(c.rare.last));
  return rows;
}

/// The classes this one agrees with as far as compared, linked to their pages.
std::string agreements(const CensusEntry& c, const std::map<std::string, std::string>& page_of) {
  if (c.agrees_with.empty()) return {};
  std::string out = "<p>Equal as far as compared, without a proof that they agree for ever:</p>\n<ul>\n";
  for (const auto& [rep, upto] : c.agrees_with) {
    auto it = page_of.find(rep);
    const std::string name = "<code>" + html_escape(rep) + "</code>";
    out += "<li>" + (it == page_of.end() ? name : "<a href=\"" + html_escape(it->second) + "\">" + name + "</a>") +
           " on G(0.." + std::to_string(upto - 1) + ")</li>\n";
  }
  return out + "</ul>\n";
}

/// The members table: each member's own figures when it has them, otherwise its code and offset.
std::string members_table(const CensusEntry& c) {
  const bool figures =
      !c.members.empty() && std::all_of(c.members.begin(), c.members.end(), [](const CensusMember& m) { return !m.rule.empty(); });
  std::vector<std::vector<std::string>> rows;
  for (const CensusMember& m : c.members) {
    if (!figures) {
      rows.push_back({m.code, std::to_string(m.offset)});
      continue;
    }
    const bool pattern = m.status != Status::Open;
    rows.push_back({m.code, std::to_string(m.offset), m.rule, status_name(m.status), number_or_empty(pattern, m.periodicity.period),
                    number_or_empty(pattern, m.periodicity.preperiod), std::to_string(m.values_computed)});
  }
  if (figures) return html_table({"code", "offset", "rule", "status", "period", "preperiod", "values computed"}, rows, 4);
  return html_table({"code", "offset"}, rows, 1);
}

/// The plots and the first values, with the rare positions marked when the census found rare values.
std::string value_sections(const CensusEntry& c, const NimSequence& first) {
  const std::string n = std::to_string(c.values_computed);
  std::string body = "<p>The plots show the representative's first " + std::to_string(first.size()) +
                     " values, computed for this page; the census computed " + html_escape(n) + ".</p>\n";
  RareRule rule;
  if (c.rare.known) {
    rule.mask = c.rare.mask;
    rule.odd = true;
    rule.caption = "Rare positions among the first " + std::to_string(first.size()) + " heap sizes: the n where G(n) &amp; " +
                   std::to_string(c.rare.mask) + " has odd parity (the census's rare values: " + std::to_string(c.rare.count) +
                   " among all " + n + " values computed, the last at n = " + std::to_string(c.rare.last) + ").";
  }
  body += html_value_sections(as_run(c, first), PlotOptions{}, c.rare.known ? &rule : nullptr);
  return body + html_section("first", "First values", "<p>G(0.." + std::to_string(first.size() - 1) + "):</p>\n" +
                                                          html_values(first, 0, first.size()));
}

std::string class_page(const CensusEntry& c, std::size_t index, const NimSequence& first,
                       const std::map<std::string, std::string>& page_of, const std::string& stem, const std::string& command) {
  std::string body = "<h1>Class " + std::to_string(index) + ": " + html_escape(c.representative) + "</h1>\n";
  std::string status = html_key_table(status_rows(c)) + agreements(c, page_of);
  status += "<p><a href=\"" + html_escape(stem) + "-bfile.txt\" download>Download the b-file</a> (G(0.." +
            std::to_string(first.size() - 1) + ") of " + html_escape(c.representative) + ", OEIS format).</p>\n";
  body += html_section("status", "Status", status);
  body += html_section("members", "Members",
                       "<p>Codes whose nim-sequences are proven equal to the representative's, OFFSET heaps later.</p>\n" +
                           members_table(c));
  body += value_sections(c, first);
  return html_document("Class " + std::to_string(index) + ": " + c.representative + " - sgperiod census", body, command,
                       false);
}

const std::vector<std::pair<std::string, bool>>& index_columns() {
  static const std::vector<std::pair<std::string, bool>> c = {
      {"class", true},  {"representative", false}, {"members", true},         {"status", false},    {"period", true},
      {"preperiod", true}, {"saltus", true},       {"values computed", true}, {"max value", true}, {"rare count", true}};
  return c;
}

/// A class's row of the index: its number, representative, size, status and the figures to sort by.
std::string index_row(const CensusEntry& c, std::size_t index, const std::string& page) {
  std::string text = c.representative;
  for (const auto& m : c.members) text += " " + m.code + (m.offset ? "@" + std::to_string(m.offset) : "");
  const bool pattern = c.status != Status::Open;
  std::string row = "<tr data-status=\"" + std::string(status_name(c.status)) + "\" data-digits=\"" +
                    std::to_string(code_digits(c.representative)) + "\" data-text=\"" + html_escape(text) + "\">";
  row += "<td class=\"num\">" + std::to_string(index) + "</td><td><a href=\"" + html_escape(page) + "\"><code>" +
         html_escape(c.representative) + "</code></a></td><td class=\"num\">" + std::to_string(c.members.size()) +
         "</td>" + status_cell(c.status);
  const std::string cells[] = {number_or_empty(pattern, c.periodicity.period), number_or_empty(pattern, c.periodicity.preperiod),
                               pattern ? std::to_string(c.periodicity.saltus) : std::string(),
                               std::to_string(c.values_computed), std::to_string(c.max_value),
                               number_or_empty(c.rare.known, c.rare.count)};
  for (const std::string& v : cells) row += "<td class=\"num\">" + html_escape(v) + "</td>";
  return row + "</tr>\n";
}

}  // namespace

std::size_t code_digits(const std::string& code) {
  const std::size_t dot = code.find('.');
  return dot == std::string::npos ? 0 : code.size() - dot - 1;
}

namespace {

/// The index: counts by status and digits, the filters, and the table of every class.
std::string index_page(const std::vector<CensusEntry>& classes, const std::string& rows, const std::string& title,
                       const std::string& command) {
  std::map<std::string, std::size_t> per_status;
  std::map<std::size_t, std::size_t> per_digits;
  std::size_t codes = 0;
  for (const CensusEntry& c : classes) {
    ++per_status[status_name(c.status)];
    ++per_digits[code_digits(c.representative)];
    codes += c.members.size();
  }
  std::string counts;
  for (const char* s : {"proven", "observed", "open"})
    counts += std::string(counts.empty() ? "" : ", ") + "<span class=\"" + s + "\">" +
              std::to_string(per_status[s]) + " " + s + "</span>";
  std::string form = "<form id=\"filters\" class=\"filters\" hidden>\n<label>Status <select name=\"status\"><option value=\"\">all (" +
         std::to_string(classes.size()) + ")</option>";
  for (const char* s : {"proven", "observed", "open"})
    form += std::string("<option value=\"") + s + "\">" + s + " (" + std::to_string(per_status[s]) + ")</option>";
  form += "</select></label>\n<label>Digits <select name=\"digits\"><option value=\"\">all</option>";
  for (const auto& [d, k] : per_digits)
    form += "<option value=\"" + std::to_string(d) + "\">" + std::to_string(d) + " (" + std::to_string(k) + ")</option>";
  form += "</select></label>\n<label>Search <input type=\"search\" name=\"q\" placeholder=\"0.16, 4.3...\"></label>\n</form>\n";
  const std::string body =
      "<h1>" + html_escape(title) + "</h1>\n<p>" + std::to_string(classes.size()) + " classes of " + std::to_string(codes) +
      " codes. Codes share a class only on proof; the representative is the member with the smallest canonical "
      "form. Digits: of the representative's code.</p>\n<p class=\"counts\">" + counts + ".</p>\n" +
      "<noscript><p>Sorting and filtering need JavaScript; the whole table is below, in class order.</p></noscript>\n" +
      form +
      "<p id=\"shown\" aria-live=\"polite\"></p>\n<div class=\"scroll\"><table data-sortable id=\"classes\">\n"
      "<caption>Classes</caption>\n" + html_sortable_head(index_columns()) + "<tbody>\n" + rows + "</tbody>\n</table></div>\n";
  return html_document(title, body, command, true);
}

}  // namespace

std::vector<ReportFile> build_census_site(const std::vector<CensusEntry>& classes, const std::vector<NimSequence>& first,
                                          const std::string& title, const std::string& command) {
  std::vector<ReportFile> files = html_assets();
  std::vector<std::string> used, stems;
  std::map<std::string, std::string> page_of;
  for (const auto& c : classes) {
    stems.push_back(report_stem(c.representative, used));
    page_of[c.representative] = stems.back() + ".html";
  }
  std::string rows;
  for (std::size_t i = 0; i < classes.size(); ++i) {
    const CensusEntry& c = classes[i];
    files.push_back({stems[i] + ".html", class_page(c, i + 1, first[i], page_of, stems[i], command)});
    files.push_back({stems[i] + "-bfile.txt", page_bfile(first[i], c.representative, first[i].size())});
    rows += index_row(c, i + 1, page_of[c.representative]);
  }
  files.insert(files.begin(), ReportFile{"index.html", index_page(classes, rows, title, command)});
  return files;
}

}  // namespace sgp
