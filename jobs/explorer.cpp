/// @brief The census explorer's data: the CSV tables read back and each representative's first values computed.
#include "jobs/explorer.hpp"

#include <tbb/parallel_for.h>

#include <stdexcept>

#include "engine/kernel.hpp"
#include "sgperiod/game.hpp"

namespace sgp {

void compute_explorer_values(std::vector<ExplorerClass>& classes,
                             const std::function<const NimSequence*(const ExplorerClass&)>& known) {
  std::vector<std::string> errors(classes.size());
  tbb::parallel_for(std::size_t(0), classes.size(), [&](std::size_t i) {
    ExplorerClass& c = classes[i];
    try {
      const Game game = parse_game(c.representative);
      const uint64_t count = work_degree(game) >= 3 ? kExplorerValuesCubic : kExplorerValues;
      const NimSequence* have = known ? known(c) : nullptr;
      if (have && have->size() >= count) {
        c.first.clear();
        for (uint64_t n = 0; n < count; ++n) c.first.push_back((*have)[n]);
      } else {
        c.first = compute(game, count);
      }
    } catch (const std::exception& e) {
      errors[i] = "class " + std::to_string(c.index) + " '" + c.representative + "': " + e.what();
    }
  });
  // The first error in table order, whatever thread met it first.
  for (const std::string& e : errors)
    if (!e.empty()) throw std::runtime_error(e);
}

std::vector<ReportFile> census_explorer(const std::string& classes_csv, const std::string& classes_name,
                                        const std::string& codes_csv, const std::string& codes_name,
                                        const std::string& title, const std::string& command,
                                        const std::function<const NimSequence*(const ExplorerClass&)>& known) {
  std::vector<ExplorerClass> classes = parse_census_classes(classes_csv, classes_name);
  if (!codes_csv.empty()) attach_census_codes(classes, codes_csv, codes_name);
  compute_explorer_values(classes, known);
  return build_census_site(classes, title, command);
}

}  // namespace sgp
