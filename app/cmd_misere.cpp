/// @file
/// @brief `sgperiod misere GAME... [-n HEAPS] [--max-order K] [--csv FILE]`: misère quotients, heap by heap, and their proof.
#include <cstdio>
#include <iostream>
#include <sstream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "app/interrupt.hpp"
#include "sgperiod/genus.hpp"
#include "sgperiod/misere.hpp"
#include "sgperiod/misere_census.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

namespace {

struct MisereOpts {
  std::vector<std::string> games;
  std::string heaps, max_order, csv, genus_positions, genus_records;
  bool genus = false;
};

// The genus table of --genus: heaps 0..N-1 (-n, default 21: heaps 0..20), exact, within the record and
// position caps.
GenusSettings genus_settings(const MisereOpts& o, const MisereSettings& s) {
  GenusSettings g;
  g.max_heap = o.heaps.empty() ? 20 : s.heaps - 1;
  if (!o.genus_positions.empty()) {
    g.max_positions = parse_count(o.genus_positions, "--genus-positions");
    if (g.max_positions == 0 || g.max_positions > (uint64_t(1) << 31))
      throw UsageError("--genus-positions must be between 1 and 2^31, not " + sys::quote_input(o.genus_positions));
  }
  if (!o.genus_records.empty()) {
    g.max_records = parse_count(o.genus_records, "--genus-records");
    if (g.max_records == 0 || g.max_records > (uint64_t(1) << 31))
      throw UsageError("--genus-records must be between 1 and 2^31, not " + sys::quote_input(o.genus_records));
  }
  return g;
}

std::string summary(const MisereReport& r) {
  std::ostringstream os;
  char secs[32];
  std::snprintf(secs, sizeof secs, "%.3f", r.seconds);
  os << r.canonical << "\n";
  os << "  heaps          " << r.heaps_computed << " (Q_n exact for heaps 0.." << r.heaps_computed - 1 << ")\n";
  os << "  status         " << misere_status_name(r.status) << "\n";
  os << "  order          " << r.order << "\n";
  os << "  P-portion      " << r.p_portion_size << " element" << (r.p_portion_size == 1 ? "" : "s") << "\n";
  os << "  presentation   " << r.presentation() << "\n";
  if (!r.generators.empty()) os << "  generators     " << r.generator_list() << "\n";
  os << "  P              {" << r.p_portion_list() << "}\n";
  if (r.status == MisereStatus::Proven) {
    os << "  map period     " << r.map_period << "\n";
    os << "  map preperiod  " << r.map_preperiod << "\n";
    os << "  theorem        misère periodicity: map(n + " << r.map_period << ") = map(n) checked for "
       << r.map_preperiod + r.map_period << " <= n < " << r.check_to << "\n";
  }
  if (r.status == MisereStatus::Stopped) os << "  stopped        " << r.stop_reason << "\n";
  os << "  map 1..        " << r.map_list(64) << "\n";
  os << "  seconds        " << secs << "\n";
  return os.str();
}

// The genus table of one game, with its own progress line (the search counts heaps too).
GenusReport genus_of(const Game& g, const GenusSettings& settings) {
  ProgressLine progress("genus " + g.canonical(), "heaps");
  ComputeOptions options;
  options.progress = [&](uint64_t d, uint64_t t) { progress.update(d, t); };
  try {
    GenusReport r = genus(g, settings, options);
    progress.finish();
    return r;
  } catch (const Cancelled&) {
    throw Interrupted{interrupt_signal(), "interrupted"};
  }
}

}  // namespace

/// The settings of `misere` and `solve misere` from their flags.
MisereSettings misere_settings(const std::string& heaps, const std::string& max_order, const std::string& heaps_flag) {
  MisereSettings s;
  if (!heaps.empty()) {
    s.heaps = parse_count(heaps, heaps_flag);
    if (s.heaps < 2) throw UsageError(heaps_flag + " must be at least 2 (heaps 0 and 1)");
    if (s.heaps > kMisereMostHeaps)
      throw UsageError(heaps_flag + " " + sys::quote_input(heaps) + " is more than " + std::to_string(kMisereMostHeaps) + " heaps");
  }
  if (!max_order.empty()) {
    s.max_order = parse_count(max_order, "--max-order");
    if (s.max_order < 2 || s.max_order > kMisereMostOrder)
      throw UsageError("--max-order must be between 2 and " + std::to_string(kMisereMostOrder) + ", not " +
                       sys::quote_input(max_order));
  }
  s.size_words = heaps_flag;
  return s;
}

void add_misere_command(CLI::App& app) {
  auto o = std::make_shared<MisereOpts>();
  auto* cmd = app.add_subcommand("misere", "Misère quotients of heap games, heap by heap, proved periodic where they are");
  cmd->add_option("games", o->games, "Games: finite octal or hexadecimal codes (0.77), S(1,3,4) or names")->required();
  cmd->add_option("-n,--heaps", o->heaps, "Most heaps to compute, 0..N-1 (default 200, at most 100000); stops when proven");
  cmd->add_option("--max-order", o->max_order, "Stop when the quotient's order passes K (default 2048)");
  cmd->add_option("--csv", o->csv, "Also write one CSV row per game to FILE ('-' for stdout)")->check(output_path());
  cmd->add_flag("--genus", o->genus,
                "Also print each heap's genus (Conway) as CGSuite writes it, tame or wild, and the phylum of its "
                "misère canonical form, heaps 0..N-1 (-n; default 0..20)");
  cmd->add_option("--genus-records", o->genus_records,
                  "With --genus: most misère canonical forms kept (default 100000, up to about 250 MB); past it the heaps "
                  "left get their genus from the search over sums, phylum not decided");
  cmd->add_option("--genus-positions", o->genus_positions,
                  "With --genus: most sums of heaps the search past --genus-records keeps (default 1000000, about "
                  "120 MB); it stops at the last heap it finished");
  add_common_options(cmd);
  cmd->footer("Example: sgperiod misere 0.75 kayles 4.7 -n 60 --csv misere.csv\n"
              "         sgperiod misere dawson-kayles --genus -n 30");
  cmd->callback([o] {
    const MisereSettings base = misere_settings(o->heaps, o->max_order);
    if (!o->genus && !o->genus_positions.empty()) throw UsageError("--genus-positions goes with --genus");
    if (!o->genus && !o->genus_records.empty()) throw UsageError("--genus-records goes with --genus");
    const GenusSettings genus_base = genus_settings(*o, base);
    std::vector<Game> games;
    for (const auto& s : o->games) games.push_back(parse_game(s));
    for (const Game& g : games)
      if (!misere_takes(g))
        throw UsageError("misère quotients take finite octal or hexadecimal codes and subtraction games, not '" +
                         sys::quote_input(g.input) + "'");
    std::ostream& summary_out = o->csv == "-" ? std::cerr : std::cout;
    std::vector<MisereReport> results;
    const double t0 = now_seconds();
    for (const Game& g : games) {
      ProgressLine progress("misere " + g.canonical(), "heaps");
      MisereSettings s = base;
      s.progress = [&](uint64_t d, uint64_t t) { progress.update(d, t); };
      try {
        results.push_back(misere(g, s));
      } catch (const Cancelled&) {
        throw Interrupted{interrupt_signal(), "interrupted"};
      }
      progress.finish();
      if (o->csv != "-" || !global().quiet) summary_out << summary(results.back()) << std::flush;
      if (o->genus) summary_out << genus_text(genus_of(g, genus_base)) << std::flush;
    }
    if (!o->csv.empty())
      sys::write_file_atomically(o->csv, [&](std::ostream& os) {
        os << misere_csv_header() << '\n';
        for (std::size_t i = 0; i < results.size(); ++i) os << misere_csv_row(results[i], o->games[i]) << '\n';
      });
    if (global().time) std::fprintf(stderr, "Seconds: %.3f\n", now_seconds() - t0);
  });
}

}  // namespace sgp::cli
