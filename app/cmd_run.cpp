/// @brief `sgperiod run GAME... [-n LIMIT]`: compute until the period is proven or LIMIT, and summarise.
#include <cstdio>
#include <iostream>
#include <sstream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "engine/checkpoint.hpp"
#include "engine/stats.hpp"
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
    std::string limit, csv, method = "auto", bfile, checkpoint, every = "10m", stats, memory;
    bool status = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("run", "Compute each game until its period is proven or the limit is reached");
  cmd->add_option("games", o->games, "Games: codes (0.77), S(1,3,4) or names")->required();
  cmd->add_option("-n,--limit", o->limit, "Most values to compute (default depends on the game; 1e6, 2^20 work)");
  cmd->add_option("--csv", o->csv, "Also write one CSV row per game to FILE ('-' for stdout)")->check(output_path());
  cmd->add_option("--bfile", o->bfile, "Also write the values as an OEIS b-file (one game only)")->check(output_path());
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  cmd->add_option("--checkpoint", o->checkpoint, "Resume from FILE if it exists, and save the values to it as the run goes (one game)")->check(output_path());
  cmd->add_option("--checkpoint-every", o->every, "Time between checkpoints: 30s, 10m, 1h (default 10m)");
  cmd->add_option("--stats", o->stats, "Write statistics at every power of two (max value, rare mask and count, histogram) as CSV")->check(output_path());
  cmd->add_option("--memory", o->memory, "Refuse a limit whose values would need more than SIZE (e.g. 8GiB)");
  cmd->add_flag("--status", o->status, "Show the progress line (percent, values/s, ETA) even on short runs");
  add_common_options(cmd);
  cmd->footer("Example: sgperiod run kayles 0.16 'S(2,3,7)' --csv results.csv\n"
              "Long run: sgperiod run 0.167 -n 2^30 --checkpoint 0.167.ckpt --checkpoint-every 10m --stats 0.167.csv\n"
              "(interrupt it at any time; the same command resumes from the checkpoint)");
  cmd->callback([o] {
    apply_threads();
    Method m = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    std::vector<Game> games;
    for (const auto& s : o->games) games.push_back(parse_game(s));  // refuse bad input before any work
    if (!o->bfile.empty() && games.size() != 1) throw UsageError("--bfile takes one game");
    if (!o->checkpoint.empty() && games.size() != 1) throw UsageError("--checkpoint takes one game");
    if (!o->stats.empty() && games.size() != 1) throw UsageError("--stats takes one game");
    double every = parse_seconds(o->every, "--checkpoint-every");
    uint64_t limit = parse_limit(o->limit);
    uint64_t estimate = 0;
    for (const Game& g : games)
      estimate = std::max(estimate, limit                                                       ? limit
                                    : g.kind == GameKind::TakeAndBreak && m != Method::Naive &&
                                              make_sparse_kernel(g)                             ? kSparseDefaultLimit
                                                                                                : default_limit(g, m));
    check_memory(estimate, 1, "--limit " + std::to_string(estimate));
    if (!o->memory.empty()) {
      uint64_t cap = parse_bytes(o->memory, "--memory");
      if (estimate > cap)
        throw UsageError("a limit of " + std::to_string(estimate) + " values needs at least " + std::to_string(estimate) +
                         " bytes (one per value while values fit a byte), more than --memory " + o->memory);
    }
    // Printed for runs asked to be long (a large -n) or watched (--status); a default run that turns out
    // long shows its progress line instead.
    if (!global().quiet && estimate >= (uint64_t(1) << 26) && (limit || o->status))
      std::fprintf(stderr, "memory estimate: %.2f GiB for up to %llu values (one byte each while values fit)\n",
                   static_cast<double>(estimate) / (1ull << 30), static_cast<unsigned long long>(estimate));
    std::vector<RunResult> results;
    double t0 = now_seconds();
    for (const Game& g : games) {
      RunOptions opt;
      opt.limit = limit;
      opt.method = m;
      opt.long_default = true;
      StatsAccumulator stats;
      if (!o->stats.empty()) opt.stats = &stats;
      ProgressLine progress("run " + g.canonical(), o->status);
      opt.progress = [&](uint64_t d, uint64_t t) { progress.update(d, t); };
      double last_save = now_seconds();
      if (!o->checkpoint.empty()) {
        if (FILE* f = std::fopen(o->checkpoint.c_str(), "rb")) {
          std::fclose(f);
          try {
            opt.initial = load_checkpoint(o->checkpoint, g);
          } catch (const CheckpointError& e) {
            throw Failure(std::string("refusing checkpoint: ") + e.what());
          }
          if (!global().quiet)
            std::fprintf(stderr, "resuming %s from %s: %zu values\n", g.canonical().c_str(), o->checkpoint.c_str(),
                         opt.initial.size());
        }
        opt.on_block = [&](const NimSequence& seq) {
          if (now_seconds() - last_save < every) return;
          save_checkpoint(o->checkpoint, g, seq);
          last_save = now_seconds();
        };
      }
      results.push_back(run_game(g, opt));
      if (!o->checkpoint.empty()) save_checkpoint(o->checkpoint, g, results.back().values);
      if (!o->stats.empty())
        write_atomically(o->stats, [&](std::ostream& os) { write_stats_csv(os, g.canonical(), stats.rows()); });
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
