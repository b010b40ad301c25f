/// @brief `sgperiod report GAME... -o DIR`: a Markdown page per game with SVG plots, and an index.
#include <tbb/parallel_for.h>

#include <filesystem>
#include <iostream>
#include <mutex>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "reports/report.hpp"
#include "sys/files.hpp"

namespace sgp::cli {

void add_report_command(CLI::App& app) {
  struct Opts {
    std::vector<std::string> games;
    std::string dir, limit, method = "auto", points = "4000";
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("report", "Write a Markdown page with SVG plots per game, and index.md, into DIR");
  cmd->add_option("games", o->games, "Games: codes (0.77), S(1,3,4) or names")->required();
  cmd->add_option("-o,--output", o->dir, "The report directory (created if missing)")->required()->check(output_dir());
  cmd->add_option("-n,--limit", o->limit, "Most values to compute per game (default depends on the game)");
  cmd->add_option("--plot-points", o->points, "Most heap sizes in a G(n) plot (default 4000)");
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  add_common_options(cmd);
  cmd->footer(
      "Files: DIR/index.md, and per game STEM.md, STEM-values.svg (G(n) against n, preperiod shaded, dashed\n"
      "lines at the preperiod and one period later) and STEM-histogram.svg; STEM is the canonical code.\n"
      "The SVG is drawn by sgperiod itself; pages render in a browser's Markdown viewer and on code hosts.\n"
      "Example: sgperiod report kayles dawson-kayles 0.16 -o report");
  cmd->callback([o] {
    apply_threads();
    Method m = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    std::vector<Game> games;
    for (const auto& s : o->games) games.push_back(parse_game(s));  // refuse bad input before any work
    uint64_t limit = parse_limit(o->limit);
    if (limit) check_memory(limit, games.size(), "--limit " + o->limit);
    ReportOptions ro;
    ro.plot.max_points = parse_count(o->points, "--plot-points");
    if (ro.plot.max_points < 2) throw UsageError("--plot-points must be at least 2");
    ro.command = "sgperiod report";
    for (const auto& s : o->games) ro.command += " " + shell_quote(s);
    if (limit) ro.command += " -n " + std::to_string(limit);

    std::vector<RunResult> runs(games.size());
    ProgressLine progress("report", "games");
    std::mutex lock;
    uint64_t done = 0;
    tbb::parallel_for(std::size_t(0), games.size(), [&](std::size_t i) {
      RunOptions opt;
      opt.limit = limit;
      opt.method = m;
      runs[i] = run_game(games[i], opt);
      std::lock_guard<std::mutex> g(lock);
      progress.update(++done, games.size());
    });
    progress.finish();
    std::error_code ec;
    std::filesystem::create_directories(o->dir, ec);
    if (ec) throw Failure("cannot create report directory '" + o->dir + "': " + ec.message());
    std::vector<ReportFile> files = build_report(runs, o->games, ro);
    // Pages first, the index last: a reader of index.md never finds a link to a missing page.
    for (std::size_t i = 1; i <= files.size(); ++i) {
      const ReportFile& f = files[i % files.size()];
      sys::write_file_atomically(o->dir + "/" + f.path, [&](std::ostream& os) { os << f.text; });
    }
    if (!global().quiet) std::cerr << "report: " << files.size() << " files in " << o->dir << "/ (open index.md)\n";
  });
}

}  // namespace sgp::cli
