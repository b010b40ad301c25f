/// @brief The census tables: a class per row with its members and agreements, each code's own figures, the costs; CLASSES and CODES read back.
#include "formats/census.hpp"

#include <cstdio>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "formats/tables.hpp"
#include "sys/checked.hpp"
#include "sys/quote.hpp"

namespace sgp {

const std::string& census_csv_header() {
  static const std::string h =
      "class,representative,size,members,status,period,preperiod,last_exception,saltus,values_computed,budget,"
      "max_value,max_value_at,rare_mask,rare_count,rare_last,candidate_period,candidate_preperiod,values_needed,"
      "agrees_with";
  return h;
}

namespace {
void pattern_fields(std::ostream& os, Status st, const Periodicity& p) {
  if (st != Status::Open)
    os << p.period << ',' << p.preperiod << ',' << p.last_exception() << ',' << p.saltus;
  else
    os << ",,,";
}
}  // namespace

std::string census_csv_row(const CensusEntry& c, std::size_t index) {
  std::ostringstream os;
  std::string members, agrees;
  for (const auto& m : c.members)
    members += (members.empty() ? "" : " ") + m.code + (m.offset ? "@" + std::to_string(m.offset) : "");
  for (const auto& [rep, n] : c.agrees_with) agrees += (agrees.empty() ? "" : " ") + rep + ":" + std::to_string(n);
  os << index << ',' << csv_field(c.representative) << ',' << c.members.size() << ',' << csv_field(members) << ','
     << status_name(c.status) << ',';
  pattern_fields(os, c.status, c.periodicity);
  os << ',' << c.values_computed << ',' << c.budget << ',' << c.max_value << ',' << c.max_value_at << ',';
  if (c.rare.known) os << c.rare.mask << ',' << c.rare.count << ',' << c.rare.last;
  else os << ",,";
  os << ',';
  if (c.status == Status::Open && c.candidate)
    os << c.candidate->period << ',' << c.candidate->preperiod << ',' << c.candidate->values_needed;
  else
    os << ",,";
  os << ',' << agrees;
  return os.str();
}

const std::string& census_codes_csv_header() {
  static const std::string h = "code,class,offset,rule,status,period,preperiod,last_exception,saltus,values_computed";
  return h;
}

std::vector<std::string> census_codes_rows(const CensusEntry& c, std::size_t index) {
  std::vector<std::string> rows;
  for (const auto& m : c.members) {
    std::ostringstream os;
    os << m.code << ',' << index << ',' << m.offset << ',' << m.rule << ',' << status_name(m.status) << ',';
    pattern_fields(os, m.status, m.periodicity);
    os << ',' << m.values_computed;
    rows.push_back(os.str());
  }
  return rows;
}

const std::string& census_cost_header() {
  static const std::string h = "representative,codes,status,kernel,values_computed,work,seconds";
  return h;
}

std::string census_cost_row(const CensusEntry& c) {
  std::ostringstream os;
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3f", c.seconds);
  os << csv_field(c.representative) << ',' << c.members.size() << ',' << status_name(c.status) << ','
     << (c.kernel.empty() ? "none" : c.kernel) << ',' << c.values_computed << ',' << c.work << ',' << seconds;
  return os.str();
}

void write_census_bfile(std::ostream& out, const CensusEntry& c, std::size_t index, const std::string& origin) {
  NimSequence seq;
  seq.reserve(c.first_values.size());
  for (uint32_t v : c.first_values) seq.push_back(v);
  const std::string command = "sgperiod values " + c.representative + " -n " + std::to_string(seq.size()) + "  # " +
                              origin + ", class " + std::to_string(index);
  write_bfile(out, seq, c.representative, command, seq.size());
}

std::string census_bfile_name(const CensusEntry& c) { return bfile_stem(c.representative) + ".txt"; }

// The readers. Every field the writers above fill is checked where the pages use it as a number, so
// that what they print and plot is a run's figures; the messages name the table and the line.
namespace {

using Row = std::vector<std::string>;

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

/// The data lines of a CSV table after its header, which must be `header`; each split into `fields` fields.
std::vector<std::pair<std::size_t, Row>> csv_rows(const std::string& csv, const std::string& name,
                                                  const std::string& header, std::size_t fields) {
  std::vector<std::pair<std::size_t, Row>> rows;
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

std::optional<Status> status_of(const std::string& s) {
  for (Status st : {Status::Proven, Status::Observed, Status::Open})
    if (s == status_name(st)) return st;
  return std::nullopt;
}

// A saltus: an optional '-' and a whole number within int64.
std::optional<int64_t> saltus_value(const std::string& t) {
  const bool neg = !t.empty() && t[0] == '-';
  const auto v = sys::decimal_value(neg ? t.substr(1) : t);
  if (!v || *v > uint64_t(INT64_MAX)) return std::nullopt;
  return neg ? -int64_t(*v) : int64_t(*v);
}

// The pattern of a row that has one (fields period, preperiod, saltus), or nullopt when one is no number.
std::optional<Periodicity> pattern_of(const std::string& period, const std::string& preperiod, const std::string& saltus) {
  const auto p = sys::decimal_value(period), n0 = sys::decimal_value(preperiod);
  const auto s = saltus_value(saltus);
  if (!p || !n0 || !s) return std::nullopt;
  return Periodicity{*p, *n0, *s};
}

// Numbers that a row either gives all of or leaves all empty (rare values, a candidate).
std::optional<std::vector<uint64_t>> all_or_none(const Row& f, std::size_t from, std::size_t count, bool& given) {
  given = !f[from].empty();
  std::vector<uint64_t> v;
  for (std::size_t i = from; given && i < from + count; ++i) {
    const auto x = sys::decimal_value(f[i]);
    if (!x) return std::nullopt;
    v.push_back(*x);
  }
  return v;
}

CensusMember member_of(const std::string& token, const std::string& where) {
  CensusMember m;
  const std::size_t at = token.find('@');
  m.code = token.substr(0, at);
  if (at != std::string::npos) {
    const auto offset = sys::decimal_value(token.substr(at + 1));
    if (!offset || m.code.empty()) throw std::runtime_error(where + "member '" + sys::quote_input(token) + "' is not CODE or CODE@OFFSET");
    m.offset = *offset;
  }
  return m;
}

// The figures of a CLASSES row beyond those of its first checks: members, sizes of the run, rare values,
// candidate.
void rest_of_class(CensusEntry& c, const Row& f, const std::string& where) {
  for (const std::string& token : words(f[3])) c.members.push_back(member_of(token, where));
  const auto budget = sys::decimal_value(f[10]), max = sys::decimal_value(f[11]), at = sys::decimal_value(f[12]);
  if (!budget || !max || !at) throw std::runtime_error(where + "budget, max_value or max_value_at is not a number");
  c.budget = *budget, c.max_value = *max, c.max_value_at = *at;
  bool given = false;
  const auto rare = all_or_none(f, 13, 3, given);
  if (!rare || (given && (*rare)[0] > UINT32_MAX))
    throw std::runtime_error(where + "rare_mask, rare_count or rare_last is not a number");
  if (given) c.rare = RareValues{true, uint32_t((*rare)[0]), (*rare)[1], (*rare)[2]};
  const auto candidate = all_or_none(f, 16, 3, given);
  if (!candidate) throw std::runtime_error(where + "candidate_period, candidate_preperiod or values_needed is not a number");
  if (given) c.candidate = Candidate{(*candidate)[0], (*candidate)[1], (*candidate)[2]};
}

CensusEntry class_of_row(const Row& f, std::size_t index, const std::string& where) {
  if (f[0] != std::to_string(index)) throw std::runtime_error(where + "class '" + sys::quote_input(f[0]) + "' out of order");
  const auto status = status_of(f[4]);
  if (!status) throw std::runtime_error(where + "status '" + sys::quote_input(f[4]) + "'");
  const auto computed = sys::decimal_value(f[9]);
  const auto pattern = *status == Status::Open ? std::optional<Periodicity>(Periodicity{}) : pattern_of(f[5], f[6], f[8]);
  if (!computed || !pattern) throw std::runtime_error(where + "period, preperiod, saltus or values_computed is not a number");
  // What the pages print and plot assumes a run's figures: at least one value computed, and a pattern
  // of period >= 1 that starts and repeats once within them (preperiod + period wrapped in the plots).
  if (*computed == 0) throw std::runtime_error(where + "values_computed is 0");
  if (*status != Status::Open && (pattern->period == 0 || !sys::checked_add(pattern->preperiod, pattern->period) ||
                                  pattern->preperiod + pattern->period > *computed))
    throw std::runtime_error(where + "period " + f[5] + " and preperiod " + f[6] + " do not fit the " + f[9] +
                             " values computed");
  CensusEntry c;
  c.representative = f[1];
  c.status = *status;
  c.periodicity = *pattern;
  c.values_computed = *computed;
  for (const std::string& a : words(f[19])) {
    const std::size_t colon = a.rfind(':');
    const auto upto = colon == std::string::npos ? std::nullopt : sys::decimal_value(a.substr(colon + 1));
    if (!upto || *upto == 0) throw std::runtime_error(where + "agrees_with '" + sys::quote_input(a) + "' is not REP:N (N >= 1)");
    c.agrees_with.emplace_back(a.substr(0, colon), *upto);
  }
  rest_of_class(c, f, where);
  return c;
}

}  // namespace

std::vector<CensusEntry> parse_census_classes(const std::string& csv, const std::string& name) {
  std::vector<CensusEntry> out;
  for (auto& [line, f] : csv_rows(csv, name, census_csv_header(), 20))
    out.push_back(class_of_row(f, out.size() + 1, name + " line " + std::to_string(line) + ": "));
  return out;
}

void attach_census_codes(std::vector<CensusEntry>& classes, const std::string& csv, const std::string& name) {
  std::vector<bool> replaced(classes.size(), false);
  for (auto& [line, f] : csv_rows(csv, name, census_codes_csv_header(), 10)) {
    const std::string where = name + " line " + std::to_string(line) + ": ";
    std::size_t k = 0;
    for (char ch : f[1]) k = ch >= '0' && ch <= '9' && k < classes.size() + 1 ? k * 10 + (ch - '0') : classes.size() + 1;
    if (f[1].empty() || k == 0 || k > classes.size())
      throw std::runtime_error(where + "class '" + sys::quote_input(f[1]) + "' is not in the classes table");
    CensusMember m;
    m.code = f[0];
    m.rule = f[3];
    const auto status = status_of(f[4]);
    if (!status) throw std::runtime_error(where + "status '" + sys::quote_input(f[4]) + "'");
    m.status = *status;
    const auto offset = sys::decimal_value(f[2]), computed = sys::decimal_value(f[9]);
    const auto pattern = m.status == Status::Open ? std::optional<Periodicity>(Periodicity{}) : pattern_of(f[5], f[6], f[8]);
    if (!offset || !computed || !pattern)
      throw std::runtime_error(where + "offset, period, preperiod, saltus or values_computed is not a number");
    m.offset = *offset, m.values_computed = *computed, m.periodicity = *pattern;
    if (!replaced[k - 1]) classes[k - 1].members.clear(), replaced[k - 1] = true;
    classes[k - 1].members.push_back(std::move(m));
  }
}

}  // namespace sgp
