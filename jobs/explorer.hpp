/// @brief The census explorer from the census's records or from its tables: each class page's first values taken from the record or computed.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "reports/report.hpp"
#include "sgperiod/census.hpp"

namespace sgp {

/// Values each class page plots and lists: enough to see the pattern of most classes, cheap for all.
/// Codes whose moves leave three heaps (O(n^3) kernel) get kExplorerValuesCubic.
constexpr uint64_t kExplorerValues = 1024;
constexpr uint64_t kExplorerValuesCubic = 256;

/// The whole site from the census's records. Each class page shows the first of the record's
/// first_values when it has enough (a census's record), and computes them otherwise (a record read from
/// a table), so a census and its tables give the same pages. A representative that is not a game is
/// std::runtime_error naming its class.
std::vector<ReportFile> census_explorer(const std::vector<CensusEntry>& classes, const std::string& title,
                                        const std::string& command);

/// The whole site from the text of a CLASSES table and, when not empty, of its CODES table (`names` of
/// the two for errors): read back (formats/census.hpp), values computed, pages built.
std::vector<ReportFile> census_explorer(const std::string& classes_csv, const std::string& classes_name,
                                        const std::string& codes_csv, const std::string& codes_name,
                                        const std::string& title, const std::string& command);

}  // namespace sgp
