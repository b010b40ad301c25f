/// @brief The census explorer: the CLASSES and CODES tables read back, and the HTML site built from them.
#include "reports/html_census.hpp"

#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "reports/census.hpp"
#include "reports/html.hpp"
#include "reports/page_data.hpp"
#include "reports/tables.hpp"
#include "sys/checked.hpp"
#include "sys/quote.hpp"

namespace sgp {

namespace {

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

/// The data lines of a CSV table after its header, which must be `header`; each split into `fields` fields.
std::vector<std::pair<std::size_t, std::vector<std::string>>> csv_rows(const std::string& csv, const std::string& name,
                                                                      const std::string& header, std::size_t fields) {
  std::vector<std::pair<std::size_t, std::vector<std::string>>> rows;
  std::istringstream in(csv);
  std::string line;
  std::size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (number == 1) {
      if (line != header) throw std::runtime_error(name + " line 1: not the header of this census table (" + header + ")");
      continue;
    }
    if (line.empty()) continue;
    std::string why;
    auto f = split_csv_line(line, &why);
    if (!f) throw std::runtime_error(name + " line " + std::to_string(number) + ": " + why);
    if (f->size() != fields)
      throw std::runtime_error(name + " line " + std::to_string(number) + ": " + std::to_string(f->size()) +
                               " fields, the table has " + std::to_string(fields));
    rows.emplace_back(number, std::move(*f));
  }
  if (number == 0) throw std::runtime_error(name + ": empty (no header)");
  return rows;
}

std::string status_cell(const std::string& status) {
  return "<td class=\"" + html_escape(status) + "\">" + html_escape(status) + "</td>";
}

/// The class as a run (the table's figures, the page's first values), for the plots of html_value_sections.
RunReport as_run(const ExplorerClass& c) {
  RunReport r;
  r.canonical = c.representative;
  r.values = c.first;
  count_values(r);
  r.status = c.status == "proven" ? Status::Proven : c.status == "observed" ? Status::Observed : Status::Open;
  if (r.status != Status::Open) {
    r.periodicity.period = std::stoull(c.period);
    r.periodicity.preperiod = std::stoull(c.preperiod);
    r.periodicity.saltus = std::stoll(c.saltus);
  }
  return r;
}

std::string class_page(const ExplorerClass& c, const std::map<std::string, std::string>& page_of,
                       const std::string& stem, const std::string& command) {
  const std::string n = c.values_computed;
  std::vector<std::pair<std::string, std::string>> rows;
  rows.emplace_back("Representative", "`" + c.representative + "`");
  rows.emplace_back("Members", std::to_string(c.members.size()));
  if (c.status == "open") {
    rows.emplace_back("Status", "open: no period proven up to n = " + std::to_string(std::stoull(n) - 1));
    if (!c.candidate_period.empty())
      rows.emplace_back("Candidate", "period " + c.candidate_period + ", preperiod " + c.candidate_preperiod +
                                         ", not proven: its proof needs " + c.values_needed + " values");
  } else {
    rows.emplace_back("Status", (c.status == "proven" ? "**proven** periodic" : "observed: pattern seen, no theorem proves it") +
                                    std::string(", checked on the ") + n + " values the census computed");
    Periodicity p;
    p.period = std::stoull(c.period);
    p.saltus = std::stoll(c.saltus);
    rows.emplace_back("Pattern", relation(p) + " for n &ge; " + c.preperiod);
    rows.emplace_back("Period", c.period);
    rows.emplace_back("Preperiod", c.preperiod + " (last exception " +
                                       (c.last_exception == "-1" ? std::string("none") : "n = " + c.last_exception) + ")");
    rows.emplace_back("Saltus", c.saltus);
  }
  rows.emplace_back("Values computed", n + " (budget " + c.budget + ")");
  rows.emplace_back("Largest value", c.max_value + " (first at n = " + c.max_value_at + ")");
  if (!c.rare_mask.empty())
    rows.emplace_back("Rare values", "mask " + c.rare_mask + ": " + c.rare_count + " rare positions, the last at n = " +
                                         c.rare_last);
  std::string body = "<h1>Class " + std::to_string(c.index) + ": " + html_escape(c.representative) + "</h1>\n";
  std::string status = html_key_table(rows);
  if (!c.agrees.empty()) {
    status += "<p>Equal as far as compared, without a proof that they agree for ever:</p>\n<ul>\n";
    for (const auto& [rep, upto] : c.agrees) {
      auto it = page_of.find(rep);
      const std::string name = "<code>" + html_escape(rep) + "</code>";
      status += "<li>" + (it == page_of.end() ? name : "<a href=\"" + html_escape(it->second) + "\">" + name + "</a>") +
                " on G(0.." + std::to_string(std::stoull(upto) - 1) + ")</li>\n";
    }
    status += "</ul>\n";
  }
  status += "<p><a href=\"" + html_escape(stem) + "-bfile.txt\" download>Download the b-file</a> (G(0.." +
            std::to_string(c.first.size() - 1) + ") of " + html_escape(c.representative) + ", OEIS format).</p>\n";
  body += html_section("status", "Status", status);

  std::string table;
  if (!c.codes.empty()) {
    table = html_table({"code", "offset", "rule", "status", "period", "preperiod", "values computed"}, c.codes, 4);
  } else {
    std::vector<std::vector<std::string>> members;
    for (const std::string& m : c.members) {
      const std::size_t at = m.find('@');
      members.push_back({m.substr(0, at), at == std::string::npos ? "0" : m.substr(at + 1)});
    }
    table = html_table({"code", "offset"}, members, 1);
  }
  body += html_section("members", "Members",
                  "<p>Codes whose nim-sequences are proven equal to the representative's, OFFSET heaps later.</p>\n" + table);

  const RunReport r = as_run(c);
  body += "<p>The plots show the representative's first " + std::to_string(c.first.size()) +
          " values, computed for this page; the census computed " + html_escape(n) + ".</p>\n";
  RareRule rule;
  if (!c.rare_mask.empty()) {
    rule.mask = static_cast<uint32_t>(std::stoul(c.rare_mask));
    rule.odd = true;
    rule.caption = "Rare positions among the first " + std::to_string(c.first.size()) + " heap sizes: the n where G(n) &amp; " +
                   c.rare_mask + " has odd parity (the census's rare values: " + c.rare_count + " among all " + n +
                   " values computed, the last at n = " + c.rare_last + ").";
  }
  body += html_value_sections(r, PlotOptions{}, c.rare_mask.empty() ? nullptr : &rule);
  body += html_section("first", "First values", "<p>G(0.." + std::to_string(c.first.size() - 1) + "):</p>\n" +
                                               html_values(c.first, 0, c.first.size()));
  return html_document("Class " + std::to_string(c.index) + ": " + c.representative + " - sgperiod census", body, command,
                       false);
}

const std::vector<std::pair<std::string, bool>>& index_columns() {
  static const std::vector<std::pair<std::string, bool>> c = {
      {"class", true},  {"representative", false}, {"members", true},         {"status", false},    {"period", true},
      {"preperiod", true}, {"saltus", true},       {"values computed", true}, {"max value", true}, {"rare count", true}};
  return c;
}

}  // namespace

std::size_t code_digits(const std::string& code) {
  const std::size_t dot = code.find('.');
  return dot == std::string::npos ? 0 : code.size() - dot - 1;
}

namespace {

// A saltus: an optional '-' and a whole number within int64.
bool saltus_text(const std::string& t) {
  const bool neg = !t.empty() && t[0] == '-';
  const auto v = sys::decimal_value(neg ? t.substr(1) : t);
  return v && *v <= uint64_t(INT64_MAX);
}

}  // namespace

std::vector<ExplorerClass> parse_census_classes(const std::string& csv, const std::string& name) {
  std::vector<ExplorerClass> out;
  for (auto& [line, f] : csv_rows(csv, name, census_csv_header(), 20)) {
    const std::string where = name + " line " + std::to_string(line) + ": ";
    if (f[0] != std::to_string(out.size() + 1)) throw std::runtime_error(where + "class '" + sys::quote_input(f[0]) + "' out of order");
    if (f[4] != "proven" && f[4] != "observed" && f[4] != "open") throw std::runtime_error(where + "status '" + sys::quote_input(f[4]) + "'");
    const auto computed = sys::decimal_value(f[9]), period = sys::decimal_value(f[5]), preperiod = sys::decimal_value(f[6]);
    const bool numeric = computed && (f[4] == "open" || (period && preperiod && saltus_text(f[8])));
    if (!numeric) throw std::runtime_error(where + "period, preperiod, saltus or values_computed is not a number");
    // What the pages print and plot assumes a run's figures: at least one value computed, and a pattern
    // of period >= 1 that starts and repeats once within them (preperiod + period wrapped in the plots).
    if (*computed == 0) throw std::runtime_error(where + "values_computed is 0");
    if (f[4] != "open" && (*period == 0 || !sys::checked_add(*preperiod, *period) || *preperiod + *period > *computed))
      throw std::runtime_error(where + "period " + f[5] + " and preperiod " + f[6] + " do not fit the " + f[9] +
                               " values computed");
    ExplorerClass c;
    c.index = out.size() + 1;
    c.representative = f[1];
    c.members = words(f[3]);
    c.status = f[4];
    c.period = f[5], c.preperiod = f[6], c.last_exception = f[7], c.saltus = f[8], c.values_computed = f[9];
    c.budget = f[10], c.max_value = f[11], c.max_value_at = f[12];
    c.rare_mask = f[13], c.rare_count = f[14], c.rare_last = f[15];
    c.candidate_period = f[16], c.candidate_preperiod = f[17], c.values_needed = f[18];
    for (const std::string& a : words(f[19])) {
      const std::size_t colon = a.rfind(':');
      const auto upto = colon == std::string::npos ? std::nullopt : sys::decimal_value(a.substr(colon + 1));
      if (!upto || *upto == 0) throw std::runtime_error(where + "agrees_with '" + sys::quote_input(a) + "' is not REP:N (N >= 1)");
      c.agrees.emplace_back(a.substr(0, colon), a.substr(colon + 1));
    }
    out.push_back(std::move(c));
  }
  return out;
}

void attach_census_codes(std::vector<ExplorerClass>& classes, const std::string& csv, const std::string& name) {
  for (auto& [line, f] : csv_rows(csv, name, census_codes_csv_header(), 10)) {
    std::size_t k = 0;
    for (char ch : f[1]) k = ch >= '0' && ch <= '9' && k < classes.size() + 1 ? k * 10 + (ch - '0') : classes.size() + 1;
    if (f[1].empty() || k == 0 || k > classes.size())
      throw std::runtime_error(name + " line " + std::to_string(line) + ": class '" + sys::quote_input(f[1]) + "' is not in the classes table");
    classes[k - 1].codes.push_back({f[0], f[2], f[3], f[4], f[5], f[6], f[9]});
  }
}

std::vector<ReportFile> build_census_site(const std::vector<ExplorerClass>& classes, const std::string& title,
                                          const std::string& command) {
  std::vector<ReportFile> files = html_assets();
  std::vector<std::string> used, stems;
  std::map<std::string, std::string> page_of;
  for (const auto& c : classes) {
    stems.push_back(report_stem(c.representative, used));
    page_of[c.representative] = stems.back() + ".html";
  }
  std::map<std::string, std::size_t> per_status;
  std::map<std::size_t, std::size_t> per_digits;
  std::size_t codes = 0;
  std::string rows;
  for (std::size_t i = 0; i < classes.size(); ++i) {
    const ExplorerClass& c = classes[i];
    files.push_back({stems[i] + ".html", class_page(c, page_of, stems[i], command)});
    files.push_back({stems[i] + "-bfile.txt", page_bfile(c.first, c.representative, c.first.size())});
    ++per_status[c.status];
    ++per_digits[code_digits(c.representative)];
    codes += c.members.size();
    std::string text = c.representative;
    for (const auto& m : c.members) text += " " + m;
    rows += "<tr data-status=\"" + html_escape(c.status) + "\" data-digits=\"" +
            std::to_string(code_digits(c.representative)) + "\" data-text=\"" + html_escape(text) + "\">";
    rows += "<td class=\"num\">" + std::to_string(c.index) + "</td><td><a href=\"" + html_escape(page_of[c.representative]) +
            "\"><code>" + html_escape(c.representative) + "</code></a></td><td class=\"num\">" +
            std::to_string(c.members.size()) + "</td>" + status_cell(c.status);
    for (const std::string* v : {&c.period, &c.preperiod, &c.saltus, &c.values_computed, &c.max_value, &c.rare_count})
      rows += "<td class=\"num\">" + html_escape(*v) + "</td>";
    rows += "</tr>\n";
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
  files.insert(files.begin(), ReportFile{"index.html", html_document(title, body, command, true)});
  return files;
}

}  // namespace sgp
