/// @brief `sgperiod run GAME... [-n LIMIT]`: compute until the period is proven or LIMIT, and summarise.
#include <cstdio>
#include <iostream>
#include <optional>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "app/interrupt.hpp"
#include "sgperiod/output.hpp"
#include "sgperiod/run.hpp"
#include "reports/run_text.hpp"
#include "formats/tables.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

namespace {

struct RunOpts {
  std::vector<std::string> games;
  std::string limit, csv, method = "auto", bfile, checkpoint, every = "10m", stats, memory, keep_states;
};

// The flags as the library's settings, and the games, refused before any work.
RunSettings run_settings(const RunOpts& o, Method method, const std::vector<Game>& games) {
  if (!o.bfile.empty() && games.size() != 1) throw UsageError("--bfile takes one game");
  if (!o.checkpoint.empty() && games.size() != 1) throw UsageError("--checkpoint takes one game");
  if (!o.stats.empty() && games.size() != 1) throw UsageError("--stats takes one game");
  one_stdout({{"--csv", o.csv}, {"--bfile", o.bfile}, {"--stats", o.stats}, {"--checkpoint", o.checkpoint}});
  if (o.checkpoint == "-") throw UsageError("--checkpoint needs a file: a checkpoint is read back on resume, which '-' cannot be");
  if (!o.checkpoint.empty()) require_regular_file(o.checkpoint, "--checkpoint");
  RunSettings s;
  s.method = method;
  s.checkpoint.file = o.checkpoint;
  s.checkpoint.every_seconds = parse_seconds(o.every, "--checkpoint-every");
  s.checkpoint.keep_states = o.keep_states.empty() ? 0 : parse_count(o.keep_states, "--keep-states");
  if (s.checkpoint.keep_states && o.checkpoint.empty()) throw UsageError("--keep-states needs --checkpoint FILE (the states are FILE.<n>)");
  s.limit = parse_limit(o.limit);
  s.memory = o.memory.empty() ? 0 : parse_bytes(o.memory, "--memory");
  s.limit_words = "--limit";
  s.memory_words = "--memory " + sys::quote_input(o.memory);
  s.statistics = !o.stats.empty();
  s.verbose = global().status;
  s.front_tail = games.size() == 1;  // front-plus-tail takes one game
  s.notice = [](const std::string& line) {
    if (!global().quiet) std::fprintf(stderr, "%s\n", line.c_str());
  };
  for (const Game& g : games)
    if (outline_run(g, s).front_tail && !o.bfile.empty())
      throw UsageError("--bfile needs every value, but this run keeps only the first and the last (past --memory)");
  return s;
}

// One game's run with its progress line; with a checkpoint, a signal is handled at the next block
// boundary: the checkpoint is saved first, then the run stops.
RunReport run_one(const Game& g, RunSettings s) {
  ProgressLine progress("run " + g.canonical(), "values");
  progress.set_degree(work_degree(g, s.method));
  if (!s.checkpoint.file.empty()) {
    progress.set_interruptible(false);
    s.should_cancel = [] { return interrupt_signal() != 0; };
  }
  s.progress = [&](uint64_t d, uint64_t t) { progress.update(d, t); };
  try {
    RunReport r = run(g, s);
    progress.finish();
    return r;
  } catch (const Cancelled& e) {
    throw Interrupted{interrupt_signal(), std::string(e.what()) + "; the same command resumes"};
  }
}

void write_run_files(const RunOpts& o, const std::vector<RunReport>& results) {
  if (!o.csv.empty())
    sys::write_file_atomically(o.csv, [&](std::ostream& os) {
      os << run_csv_header() << '\n';
      for (std::size_t i = 0; i < results.size(); ++i) os << run_csv_row(results[i], o.games[i]) << '\n';
    });
  if (!o.bfile.empty())
    sys::write_file_atomically(o.bfile, [&](std::ostream& os) {
      write_bfile(os, results[0].values, results[0].canonical,
                  "sgperiod values " + shell_quote(results[0].canonical) + " -n " + std::to_string(results[0].values_computed),
                  results[0].values_computed);
    });
}

}  // namespace

void add_run_command(CLI::App& app) {
  auto o = std::make_shared<RunOpts>();
  auto* cmd = app.add_subcommand("run", "Compute each game until its period is proven or the limit is reached");
  cmd->add_option("games", o->games, "Games: codes (0.77), S(1,3,4) or names")->required();
  cmd->add_option("-n,--limit", o->limit, "Most values to compute (default depends on the game; 1e6, 2^20 work)");
  cmd->add_option("--csv", o->csv, "Also write one CSV row per game to FILE ('-' for stdout)")->check(output_path());
  cmd->add_option("--bfile", o->bfile, "Also write the values as an OEIS b-file (one game only)")->check(output_path());
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  cmd->add_option("--checkpoint", o->checkpoint, "Resume from FILE if it exists, and save the values to it as the run goes (one game)")->check(output_path());
  cmd->add_option("--checkpoint-every", o->every, "Time between checkpoints: 30s, 10m, 1h (default 10m)");
  cmd->add_option("--keep-states", o->keep_states,
                  "With --checkpoint: also keep the state at the first block past every multiple of N values, as "
                  "FILE.<n> (a checkpoint of G(0..n-1) to start a later run or chunk from; small past --memory)");
  cmd->add_option("--stats", o->stats, "Write statistics at every power of two (max value, rare mask and count, histogram) as CSV")->check(output_path());
  cmd->add_option("--memory", o->memory, "Memory budget (e.g. 8GiB; default 90% of this machine): a longer run of a sparse octal game goes on front-plus-tail, anything else is refused");
  add_common_options(cmd);
  cmd->footer("Example: sgperiod run kayles 0.16 'S(2,3,7)' --csv results.csv\n"
              "Long run: sgperiod run 0.167 -n 2^30 --checkpoint 0.167.ckpt --checkpoint-every 10m --stats 0.167.csv\n"
              "(interrupt it at any time; the same command resumes from the checkpoint)");
  cmd->callback([o] {
    apply_threads();
    const Method m = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    std::vector<Game> games;
    for (const auto& s : o->games) games.push_back(parse_game(s));  // refuse bad input before any work
    const RunSettings settings = run_settings(*o, m, games);
    // With data on stdout, the summaries go to stderr, where they cannot be mistaken for the data.
    const bool data_on_stdout = o->csv == "-" || o->bfile == "-" || o->stats == "-";
    std::ostream& summary_out = data_on_stdout ? std::cerr : std::cout;
    std::vector<RunReport> results;
    double t0 = now_seconds();
    for (const Game& g : games) {
      results.push_back(run_one(g, settings));
      if (!o->stats.empty())
        sys::write_file_atomically(o->stats, [&](std::ostream& os) { write_stats_csv(os, results.back()); });
      if (!data_on_stdout || !global().quiet) summary_out << run_summary(results.back()) << std::flush;
    }
    write_run_files(*o, results);
    if (global().time) std::fprintf(stderr, "Seconds: %.3f\n", now_seconds() - t0);
  });
}

}  // namespace sgp::cli
