/// @brief `sgperiod run GAME... [-n LIMIT]`: compute until the period is proven or LIMIT, and summarise.
#include <cstdio>
#include <iostream>
#include <sstream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "period/analysis.hpp"
#include "reports/tables.hpp"

namespace sgp::cli {

namespace {

std::string summary(const RunResult& r) {
  std::ostringstream os;
  auto line = [&](const char* key, const std::string& v) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "  %-15s", key);
    os << buf << v << '\n';
  };
  os << r.game.input << '\n';
  line("canonical", r.canonical);
  line("values", std::to_string(r.n_computed()) + " computed (G(0.." + std::to_string(r.n_computed() - 1) + "), limit " +
                     std::to_string(r.limit) + ")");
  const Periodicity& p = r.periodicity;
  switch (r.status) {
    case Status::Proven: line("status", "proven"); break;
    case Status::Observed: line("status", "observed (pattern seen, no theorem proves it)"); break;
    case Status::Open: line("status", "open (no period up to n = " + std::to_string(r.n_computed() - 1) + ")"); break;
  }
  if (r.status != Status::Open) {
    line("period", std::to_string(p.period));
    line("preperiod", std::to_string(p.preperiod));
    line("last exception", p.preperiod ? std::to_string(p.last_exception()) : "none");
    line("saltus", std::to_string(p.saltus));
    std::string rel = "G(n+" + std::to_string(p.period) + ") = G(n)" + (p.saltus ? " + " + std::to_string(p.saltus) : "");
    if (r.status == Status::Proven)
      line("theorem", r.theorem + ": " + rel + " checked for " + std::to_string(r.check_from) + " <= n < " +
                          std::to_string(r.check_to));
    else
      line("observed", rel + " for " + std::to_string(r.check_from) + " <= n < " + std::to_string(r.check_to));
  }
  line("max value", std::to_string(r.values.max_value()) + " (first at n = " + std::to_string(r.values.max_value_at()) + ")");
  line("method", r.method);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", r.seconds);
  line("seconds", buf);
  return os.str();
}

}  // namespace

void add_run_command(CLI::App& app) {
  struct Opts {
    std::vector<std::string> games;
    std::string limit, csv, method = "auto", bfile;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("run", "Compute each game until its period is proven or the limit is reached");
  cmd->add_option("games", o->games, "Games: codes (0.77), S(1,3,4) or names")->required();
  cmd->add_option("-n,--limit", o->limit, "Most values to compute (default depends on the game; 1e6, 2^20 work)");
  cmd->add_option("--csv", o->csv, "Also write one CSV row per game to FILE ('-' for stdout)");
  cmd->add_option("--bfile", o->bfile, "Also write the values as an OEIS b-file (one game only)");
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  add_common_options(cmd);
  cmd->footer("Example: sgperiod run kayles 0.16 'S(2,3,7)' --csv results.csv");
  cmd->callback([o] {
    apply_threads();
    Method m;
    try { m = parse_method(o->method); } catch (const std::invalid_argument& e) { throw UsageError(e.what()); }
    std::vector<Game> games;
    for (const auto& s : o->games) games.push_back(parse_game(s));  // refuse bad input before any work
    if (!o->bfile.empty() && games.size() != 1) throw UsageError("--bfile takes one game");
    uint64_t limit = o->limit.empty() ? 0 : parse_count(o->limit, "--limit");
    if (!o->limit.empty() && limit == 0) throw UsageError("--limit must be at least 1");
    if (limit) check_memory(limit, 1, "--limit " + o->limit);
    std::vector<RunResult> results;
    double t0 = now_seconds();
    for (const Game& g : games) {
      RunOptions opt;
      opt.limit = limit;
      opt.method = m;
      ProgressLine progress("run " + g.canonical());
      opt.progress = [&](uint64_t d, uint64_t t) { progress.update(d, t); };
      results.push_back(run_game(g, opt));
      progress.finish();
      if (o->csv != "-") std::cout << summary(results.back()) << std::flush;
    }
    if (!o->csv.empty())
      write_atomically(o->csv, [&](std::ostream& os) {
        os << run_csv_header() << '\n';
        for (std::size_t i = 0; i < results.size(); ++i) os << run_csv_row(results[i], o->games[i]) << '\n';
      });
    if (!o->bfile.empty())
      write_atomically(o->bfile, [&](std::ostream& os) {
        write_bfile(os, results[0].values, results[0].canonical,
                    "sgperiod values " + results[0].canonical + " -n " + std::to_string(results[0].n_computed() - 1),
                    results[0].n_computed());
      });
    if (global().time) std::fprintf(stderr, "Seconds: %.3f\n", now_seconds() - t0);
  });
}

}  // namespace sgp::cli
