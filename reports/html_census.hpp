/// @brief The census explorer: the CLASSES and CODES tables read back, and the HTML site built from them.
#pragma once
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "engine/sequence.hpp"
#include "reports/report.hpp"

namespace sgp {

// The explorer reads the census's own CSV rows, whether a census just wrote them (census --html) or
// they come from files (report --census): one reading, so both give the same pages byte for byte.

/// One class as the CLASSES table has it (fields as written; empty where the table leaves them empty).
struct ExplorerClass {
  std::size_t index = 0;
  std::string representative, status, period, preperiod, last_exception, saltus, values_computed, budget,
      max_value, max_value_at, rare_mask, rare_count, rare_last, candidate_period, candidate_preperiod,
      values_needed;
  std::vector<std::string> members;                          ///< CODE or CODE@OFFSET, in table order
  std::vector<std::pair<std::string, std::string>> agrees;   ///< (representative, n)
  std::vector<std::vector<std::string>> codes;               ///< its CODES rows: code,offset,rule,status,period,preperiod,values_computed
  NimSequence first;  ///< the representative's first values, for the plots (filled by the caller)
};

/// The classes of a CLASSES table. A wrong header, a line that does not split into its 20 fields or a
/// class number out of order is std::runtime_error "NAME line L: why".
std::vector<ExplorerClass> parse_census_classes(const std::string& csv, const std::string& name);
/// Adds the rows of a CODES table to their classes; the same errors (and a class number that is not in
/// `classes`).
void attach_census_codes(std::vector<ExplorerClass>& classes, const std::string& csv, const std::string& name);

/// The site: index.html (every class in a table, sortable and filterable by the script), per class
/// STEM.html and STEM-bfile.txt (the first values), the style sheet and the script. `title` heads the
/// index; `command` is printed at the foot of every page.
std::vector<ReportFile> build_census_site(const std::vector<ExplorerClass>& classes, const std::string& title,
                                          const std::string& command);

/// The number of digits after the point of a code ("0.137": 3): the index's digits filter.
std::size_t code_digits(const std::string& code);

}  // namespace sgp
