/// @brief The public writers: b-files, run CSV rows and lookup headers from public reports, in the CLI's formats.
#include "sgperiod/output.hpp"

#include "api/internal.hpp"
#include "engine/stats.hpp"
#include "formats/header.hpp"
#include "formats/tables.hpp"
#include "sys/quote.hpp"

namespace sgp {

void write_bfile(std::ostream& out, const Game& game, const std::vector<uint32_t>& values) {
  NimSequence seq;
  seq.reserve(values.size());
  for (uint32_t v : values) seq.push_back(v);
  write_bfile(out, game, seq);
}

void write_bfile(std::ostream& out, const Game& game, const NimSequence& seq) {
  const std::string canonical = game.canonical();
  const std::string command = "sgperiod values " + shell_quote(canonical) + " -n " + std::to_string(seq.size());
  write_bfile(out, seq, canonical, command, seq.size());
}

void write_stats_csv(std::ostream& out, const RunReport& report) {
  write_stats_csv(out, report.canonical, report.statistics);
}

void write_cpp_header(std::ostream& out, const RunReport& report, const HeaderOptions& options) {
  if (report.values.size() != report.values_computed)
    throw HeaderError("the run of " + report.canonical + " kept no values (RunSettings::keep_values), which a header tables");
  HeaderOptions h = options;
  if (h.name.empty()) h.name = default_header_name(report.game);
  if (std::string why = reserved_name_reason(h.name); !why.empty())
    throw HeaderError("name '" + sys::quote_input(h.name) + "' " + why);
  if (std::string why = namespace_reason(h.ns, "namespace"); !why.empty()) throw HeaderError(why);
  write_lookup_header(out, report, h);
}

}  // namespace sgp
