/// @brief The census tables: a class per row with its members and agreements, and each code's own figures.
#include "reports/census.hpp"

#include <cstdio>
#include <sstream>

#include "reports/tables.hpp"

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

std::string census_csv_row(const CensusClass& c, std::size_t index) {
  std::ostringstream os;
  const RunReport& r = c.analysis;
  std::string members, agrees;
  for (const auto& m : c.members)
    members += (members.empty() ? "" : " ") + m.code + (m.offset ? "@" + std::to_string(m.offset) : "");
  for (const auto& [rep, n] : c.agrees_with) agrees += (agrees.empty() ? "" : " ") + rep + ":" + std::to_string(n);
  os << index << ',' << csv_field(c.representative) << ',' << c.members.size() << ',' << csv_field(members) << ','
     << status_name(r.status) << ',';
  pattern_fields(os, r.status, r.periodicity);
  os << ',' << c.values_computed << ',' << r.limit << ',' << c.max_value << ',' << c.max_value_at << ',';
  if (c.rare.known) os << c.rare.mask << ',' << c.rare.count << ',' << c.rare.last;
  else os << ",,";
  os << ',';
  if (r.status == Status::Open && r.candidate)
    os << r.candidate->period << ',' << r.candidate->preperiod << ',' << r.candidate->values_needed;
  else
    os << ",,";
  os << ',' << agrees;
  return os.str();
}

const std::string& census_codes_csv_header() {
  static const std::string h = "code,class,offset,rule,status,period,preperiod,last_exception,saltus,values_computed";
  return h;
}

std::vector<std::string> census_codes_rows(const CensusClass& c, std::size_t index) {
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

std::string census_cost_row(const CensusClass& c) {
  std::ostringstream os;
  const RunReport& r = c.analysis;
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3f", r.seconds);
  os << csv_field(c.representative) << ',' << c.members.size() << ',' << status_name(r.status) << ','
     << (r.method.empty() ? "none" : r.method) << ',' << c.values_computed << ',' << r.work << ',' << seconds;
  return os.str();
}

}  // namespace sgp
