/// @brief The census explorer: the HTML site (an index of every class, a page per class) built from the census's records.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "sgperiod/sequence.hpp"
#include "reports/report.hpp"
#include "sgperiod/census.hpp"

namespace sgp {

// The pages are built from the records, whether a census just computed them (census --html) or they
// were read back from its tables (report --census, formats/census.hpp): a record read back is the one
// written, so both give the same pages byte for byte. A page shows what the tables hold (no theorem).

/// The site: index.html (every class in a table, sortable and filterable by the script), per class
/// STEM.html and STEM-bfile.txt, the style sheet and the script. `first[i]` are the values class i's
/// page plots and lists (jobs/explorer.hpp chooses them). A class whose members carry their own figures
/// (a rule: from the census or a CODES table) lists them; otherwise its members' codes and offsets.
/// `title` heads the index; `command` is printed at the foot of every page.
std::vector<ReportFile> build_census_site(const std::vector<CensusEntry>& classes, const std::vector<NimSequence>& first,
                                          const std::string& title, const std::string& command);

/// The number of digits after the point of a code ("0.137": 3): the index's digits filter.
std::size_t code_digits(const std::string& code);

}  // namespace sgp
