/// @brief The census explorer's data: the CSV tables read back and each representative's first values computed.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "reports/html_census.hpp"

namespace sgp {

/// Values each class page plots and lists: enough to see the pattern of most classes, cheap for all.
/// Codes whose moves leave three heaps (O(n^3) kernel) get kExplorerValuesCubic.
constexpr uint64_t kExplorerValues = 1024;
constexpr uint64_t kExplorerValuesCubic = 256;

/// Fills every class's `first` values, in parallel. `known` may return values already computed for a
/// class (a census's prefix); they are used when there are enough, so a census and its CSV files give
/// the same pages. A representative that is not a game is std::runtime_error naming its class.
void compute_explorer_values(std::vector<ExplorerClass>& classes,
                             const std::function<const NimSequence*(const ExplorerClass&)>& known = {});

/// The whole site from the text of a CLASSES table and, when not empty, of its CODES table (`names` of
/// the two for errors): read, values computed, pages built.
std::vector<ReportFile> census_explorer(const std::string& classes_csv, const std::string& classes_name,
                                        const std::string& codes_csv, const std::string& codes_name,
                                        const std::string& title, const std::string& command,
                                        const std::function<const NimSequence*(const ExplorerClass&)>& known = {});

}  // namespace sgp
