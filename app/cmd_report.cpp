/// @brief `sgperiod report GAME... -o DIR`: a Markdown page per game with SVG plots, and an index.
#include <tbb/parallel_for.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "jobs/explorer.hpp"
#include "reports/html.hpp"
#include "reports/report.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

namespace {

// The games' runs side by side (one oneTBB task each), with a progress line counting games.
std::vector<RunReport> run_in_parallel(const std::vector<Game>& games, const RunSettings& s) {
  std::vector<RunReport> runs(games.size());
  ProgressLine progress("report", "games");
  std::mutex lock;
  uint64_t done = 0;
  tbb::parallel_for(std::size_t(0), games.size(), [&](std::size_t i) {
    runs[i] = run(games[i], s);
    std::lock_guard<std::mutex> g(lock);
    progress.update(++done, games.size());
  });
  progress.finish();
  return runs;
}

// --misere: each game's misère quotient with misere()'s defaults, side by side; games it does not take
// (Grundy's game, infinite codes, custom rules) keep an empty report, and their pages no section.
std::vector<MisereReport> misere_in_parallel(const std::vector<Game>& games) {
  std::vector<MisereReport> out(games.size());
  ProgressLine progress("report --misere", "games");
  std::mutex lock;
  uint64_t done = 0;
  tbb::parallel_for(std::size_t(0), games.size(), [&](std::size_t i) {
    if (misere_takes(games[i])) out[i] = misere(games[i]);
    std::lock_guard<std::mutex> g(lock);
    progress.update(++done, games.size());
  });
  progress.finish();
  return out;
}

}  // namespace

void add_report_command(CLI::App& app) {
  struct Opts {
    std::vector<std::string> games;
    std::string dir, limit, method = "auto", points = "4000", census, codes;
    bool html = false, stats = false, misere = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("report", "Write a Markdown page with SVG plots per game, and index.md, into DIR");
  cmd->add_option("games", o->games, "Games: codes (0.77), S(1,3,4) or names (or --census)");
  cmd->add_option("-o,--output", o->dir, "The report directory (created if missing)")->required()->check(output_dir());
  cmd->add_option("-n,--limit", o->limit, "Most values to compute per game (default depends on the game)");
  cmd->add_option("--plot-points", o->points, "Most heap sizes in a G(n) plot (default 4000)");
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  cmd->add_flag("--html", o->html, "Also write index.html and an HTML page per game (opens from file://, no network)");
  cmd->add_flag("--stats", o->stats, "Record statistics at every power of two (largest value, rare mask and count) on each page");
  cmd->add_flag("--misere", o->misere,
                "Add a misère section to each page of a finite code or subtraction game: its misère quotient as "
                "`sgperiod misere` computes it (order, P-portion, presentation, map, proven or not)");
  cmd->add_option("--census", o->census, "Instead of games: the census explorer (with --html) from a census CLASSES.csv")
      ->check(CLI::ExistingFile);
  cmd->add_option("--codes", o->codes, "With --census: the census CODES.csv, for each class's members table")
      ->check(CLI::ExistingFile);
  add_common_options(cmd);
  cmd->footer(
      "Files: DIR/index.md, and per game STEM.md, STEM-values.svg (G(n) against n, preperiod shaded, dashed\n"
      "lines at the preperiod and one period later) and STEM-histogram.svg; STEM is the canonical code.\n"
      "The SVG is drawn by sgperiod itself; pages render in a browser's Markdown viewer and on code hosts.\n"
      "--html adds index.html (a sortable table), per game STEM.html (status, plots inline, rare positions of\n"
      "sparse games, statistics with --stats, first values) and STEM-bfile.txt, and sgperiod.css, sgperiod.js.\n"
      "--census CLASSES.csv [--codes CODES.csv] --html builds the census explorer from a census's tables\n"
      "instead: index.html (every class, sortable, filtered by status, digits and text; the view is kept in\n"
      "the URL: index.html#sort=period&dir=desc&status=proven&digits=2&q=0.1) and a page per class with the\n"
      "representative's first 1024 values computed for it.\n"
      "Example: sgperiod report kayles dawson-kayles 0.16 -o report --html\n"
      "         sgperiod report --census results/census-3-classes.csv --codes results/census-3-codes.csv -o explorer --html");
  cmd->callback([o] {
    apply_threads();
    if (!o->census.empty()) {
      if (!o->games.empty()) throw UsageError("give games or --census, not both");
      if (!o->html) throw UsageError("--census builds the HTML census explorer: add --html");
      if (!o->limit.empty() || o->stats)
        throw UsageError("--census reads the census's figures: -n and --stats go with games");
      const auto read = [](const std::string& path) { return read_input_file(path, "census table"); };
      const auto base = [](const std::string& path) { return std::filesystem::path(path).filename().string(); };
      // The tables by file name only: the pages say the same wherever the files were.
      std::string command = "sgperiod report --census " + shell_quote(base(o->census));
      if (!o->codes.empty()) command += " --codes " + shell_quote(base(o->codes));
      std::vector<ReportFile> files;
      try {
        files = census_explorer(read(o->census), o->census, o->codes.empty() ? "" : read(o->codes), o->codes,
                                "sgperiod census explorer", command + " --html");
      } catch (const std::runtime_error& e) {
        throw Failure(e.what());
      }
      create_output_dir(o->dir, "-o");
      write_report_files(o->dir, files);
      if (!global().quiet) std::cerr << "report: " << files.size() << " files in " << sys::quote_path(o->dir) << "/ (open index.html)\n";
      return;
    }
    if (o->games.empty()) throw UsageError("report needs games (or --census CLASSES.csv --html)");
    if (!o->codes.empty()) throw UsageError("--codes goes with --census");
    Method m = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    std::vector<Game> games;
    for (const auto& s : o->games) games.push_back(parse_game(s));  // refuse bad input before any work
    uint64_t limit = parse_limit(o->limit);
    if (limit) check_memory(limit, games.size(), "--limit " + sys::quote_input(o->limit));
    ReportOptions ro;
    ro.plot.max_points = parse_count(o->points, "--plot-points");
    if (ro.plot.max_points < 2) throw UsageError("--plot-points must be at least 2");
    ro.command = "sgperiod report";
    for (const auto& s : o->games) ro.command += " " + shell_quote(s);
    if (limit) ro.command += " -n " + std::to_string(limit);
    if (o->stats) ro.command += " --stats";
    if (o->misere) ro.command += " --misere";

    RunSettings s;
    s.limit = limit;
    s.method = m;
    s.long_default = false;  // a report of many games: the first default limit, not run's 2^29
    s.front_tail = false;    // the pages plot every value
    s.statistics = o->stats;
    const std::vector<RunReport> runs = run_in_parallel(games, s);
    if (o->misere) ro.misere = misere_in_parallel(games);
    std::error_code ec;
    std::filesystem::create_directories(o->dir, ec);
    if (ec) throw Failure("cannot create report directory '" + sys::quote_path(o->dir) + "': " + ec.message());
    std::vector<std::vector<SequenceStats>> stats;
    if (o->stats)
      for (const RunReport& r : runs) stats.push_back(r.statistics);
    std::vector<ReportFile> files = build_report(runs, o->games, ro, stats);
    if (o->html) {
      std::vector<ReportFile> html = build_html_report(runs, o->games, ro, stats);
      files.insert(files.end(), html.begin(), html.end());
    }
    write_report_files(o->dir, files);
    if (!global().quiet) std::cerr << "report: " << files.size() << " files in " << sys::quote_path(o->dir) << "/ (open " << (o->html ? "index.html" : "index.md") << ")\n";
  });
}

}  // namespace sgp::cli
