/// @brief The census explorer from the census's records or from its tables: each class page's first values taken from the record or computed.
#include "jobs/explorer.hpp"

#include <tbb/parallel_for.h>

#include <stdexcept>

#include "sgperiod/compute.hpp"
#include "formats/census.hpp"
#include "reports/html_census.hpp"
#include "sgperiod/game.hpp"

namespace sgp {

namespace {

// The values each class page shows, computed in parallel where the record lacks them.
std::vector<NimSequence> explorer_values(const std::vector<CensusEntry>& classes) {
  std::vector<NimSequence> first(classes.size());
  std::vector<std::string> errors(classes.size());
  tbb::parallel_for(std::size_t(0), classes.size(), [&](std::size_t i) {
    const CensusEntry& c = classes[i];
    try {
      const Game game = parse_game(c.representative);
      const uint64_t count = work_degree(game) >= 3 ? kExplorerValuesCubic : kExplorerValues;
      if (c.first_values.size() >= count) {
        for (uint64_t n = 0; n < count; ++n) first[i].push_back(c.first_values[n]);
      } else {
        first[i] = nim_sequence(game, count);
      }
    } catch (const std::exception& e) {
      errors[i] = "class " + std::to_string(i + 1) + " '" + c.representative + "': " + e.what();
    }
  });
  // The first error in table order, whatever thread met it first.
  for (const std::string& e : errors)
    if (!e.empty()) throw std::runtime_error(e);
  return first;
}

}  // namespace

std::vector<ReportFile> census_explorer(const std::vector<CensusEntry>& classes, const std::string& title,
                                        const std::string& command) {
  return build_census_site(classes, explorer_values(classes), title, command);
}

std::vector<ReportFile> census_explorer(const std::string& classes_csv, const std::string& classes_name,
                                        const std::string& codes_csv, const std::string& codes_name,
                                        const std::string& title, const std::string& command) {
  std::vector<CensusEntry> classes = parse_census_classes(classes_csv, classes_name);
  if (!codes_csv.empty()) attach_census_codes(classes, codes_csv, codes_name);
  return census_explorer(classes, title, command);
}

}  // namespace sgp
