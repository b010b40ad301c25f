/// @brief `sgperiod run GAME... [-n LIMIT]`: compute until the period is proven or LIMIT, and summarise.
#include <cstdio>
#include <iostream>
#include <optional>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "app/interrupt.hpp"
#include "engine/checkpoint.hpp"
#include "engine/stats.hpp"
#include "period/analysis.hpp"
#include "period/longrun.hpp"
#include "reports/run_text.hpp"
#include "reports/tables.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

void add_run_command(CLI::App& app) {
  struct Opts {
    std::vector<std::string> games;
    std::string limit, csv, method = "auto", bfile, checkpoint, every = "10m", stats, memory, keep_states;
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
    Method m = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    std::vector<Game> games;
    for (const auto& s : o->games) games.push_back(parse_game(s));  // refuse bad input before any work
    if (!o->bfile.empty() && games.size() != 1) throw UsageError("--bfile takes one game");
    if (!o->checkpoint.empty() && games.size() != 1) throw UsageError("--checkpoint takes one game");
    if (!o->stats.empty() && games.size() != 1) throw UsageError("--stats takes one game");
    one_stdout({{"--csv", o->csv}, {"--bfile", o->bfile}, {"--stats", o->stats}, {"--checkpoint", o->checkpoint}});
    if (o->checkpoint == "-") throw UsageError("--checkpoint needs a file: a checkpoint is read back on resume, which '-' cannot be");
    if (!o->checkpoint.empty()) require_regular_file(o->checkpoint, "--checkpoint");
    // With data on stdout, the summaries go to stderr, where they cannot be mistaken for the data.
    const bool data_on_stdout = o->csv == "-" || o->bfile == "-" || o->stats == "-";
    std::ostream& summary_out = data_on_stdout ? std::cerr : std::cout;
    double every = parse_seconds(o->every, "--checkpoint-every");
    const uint64_t keep_every = o->keep_states.empty() ? 0 : parse_count(o->keep_states, "--keep-states");
    if (keep_every && o->checkpoint.empty()) throw UsageError("--keep-states needs --checkpoint FILE (the states are FILE.<n>)");
    uint64_t limit = parse_limit(o->limit);
    uint64_t estimate = 0;
    for (const Game& g : games)
      estimate = std::max(estimate, run_limit_estimate(g, m, limit));
    // Past the budget (--memory, or this machine's memory), a sparse octal game goes on front-plus-tail
    // (period/longrun.hpp); anything else is refused before any work. A front-plus-tail checkpoint
    // always continues that way: the middle of its sequence is gone.
    const uint64_t budget = o->memory.empty() ? usable_memory() : parse_bytes(o->memory, "--memory");
    bool resume_ft = false;
    if (!o->checkpoint.empty())
      if (FILE* f = std::fopen(o->checkpoint.c_str(), "rb")) {
        std::fclose(f);
        try {
          resume_ft = read_checkpoint_info(o->checkpoint).layout == CheckpointLayout::FrontTail;
        } catch (const CheckpointError& e) {
          throw Failure(std::string("refusing checkpoint: ") + e.what());
        }
      }
    std::optional<FrontTailPlan> plan;
    if ((budget && estimate > budget) || resume_ft) {
      if (games.size() == 1 && limit && m != Method::Naive) plan = plan_front_tail(games[0], limit, budget ? budget : estimate);
      if (!plan && !resume_ft) {
        const std::string why =
            " (front-plus-tail, which keeps only the first and the last values, takes one finite octal code with a split digit, "
            "an explicit -n and a budget of at least 4 MiB)";
        if (!o->memory.empty())
          throw UsageError("a limit of " + std::to_string(estimate) + " values needs at least " + std::to_string(estimate) +
                           " bytes (one per value while values fit a byte), more than --memory " + sys::quote_input(o->memory) + why);
        check_memory(estimate, 1, "--limit " + std::to_string(estimate));
      }
      if (!o->bfile.empty()) throw UsageError("--bfile needs every value, but this run keeps only the first and the last (past --memory)");
      if (resume_ft && !plan) plan = FrontTailPlan{};
    }
    // Printed for runs asked to be long (a large -n) or watched (--status); a default run that turns out
    // long shows its progress line instead.
    if (!global().quiet && plan && !resume_ft)
      std::fprintf(stderr,
                   "memory estimate: %.2f GiB: G(0..%llu) in full, then front-plus-tail to %llu keeping the first %llu "
                   "values and the last %llu\n",
                   static_cast<double>(plan->bytes) / (1ull << 30), static_cast<unsigned long long>(plan->switch_at - 1),
                   static_cast<unsigned long long>(limit), static_cast<unsigned long long>(plan->front),
                   static_cast<unsigned long long>(FrontTailRun::ring_for(games[0], plan->front)));
    else if (!global().quiet && !plan && estimate >= (uint64_t(1) << 26) && (limit || global().status))
      std::fprintf(stderr, "memory estimate: %.2f GiB for up to %llu values (one byte each while values fit)\n",
                   static_cast<double>(estimate) / (1ull << 30), static_cast<unsigned long long>(estimate));
    std::vector<RunReport> results;
    double t0 = now_seconds();
    for (const Game& g : games) {
      RunOptions opt;
      opt.limit = limit;
      opt.method = m;
      opt.long_default = true;
      StatsAccumulator stats;
      if (!o->stats.empty()) opt.stats = &stats;
      ProgressLine progress("run " + g.canonical(), "values");
      progress.set_degree(work_degree(g, m));
      // With a checkpoint, a signal is handled at the block boundary below: saved first, then stopped.
      if (!o->checkpoint.empty()) progress.set_interruptible(false);
      const std::string kept = "checkpoint saved to " + sys::quote_path(o->checkpoint) + "; the same command resumes";
      opt.progress = [&](uint64_t d, uint64_t t) { progress.update(d, t); };
      double last_save = now_seconds();
      // The states kept for a later chunked proof (docs/record-runs.md): the first block boundary at or
      // past each multiple of keep_every, named by the exact number of values it holds.
      uint64_t next_keep = 0;
      auto keep_state = [&](uint64_t n, const auto& save) {
        if (!keep_every) return;
        if (!next_keep) next_keep = (n / keep_every + 1) * keep_every;
        if (n < next_keep) return;
        save(o->checkpoint + "." + std::to_string(n));
        next_keep = (n / keep_every + 1) * keep_every;
      };
      std::optional<FrontTailRun> resumed;
      // A checkpoint is never replaced by a shorter one: a run with a smaller -n than the file holds
      // (say -n 1000 after -n 2^22) computes and reports its own values and leaves the file as it was.
      uint64_t file_holds = 0;
      auto save_main = [&](const auto& values_or_run) {
        if (values_or_run.size() < file_holds) return;
        save_checkpoint(o->checkpoint, g, values_or_run);
        last_save = now_seconds();
      };
      if (!o->checkpoint.empty()) {
        if (FILE* f = std::fopen(o->checkpoint.c_str(), "rb")) {
          std::fclose(f);
          try {
            if (resume_ft) resumed = load_front_tail_checkpoint(o->checkpoint, g);
            else opt.initial = load_checkpoint(o->checkpoint, g);
          } catch (const CheckpointError& e) {
            throw Failure(std::string("refusing checkpoint: ") + e.what());
          }
          file_holds = resumed ? resumed->size() : opt.initial.size();
          if (!global().quiet)
            std::fprintf(stderr, "resuming %s from %s: %llu values%s\n", g.canonical().c_str(), o->checkpoint.c_str(),
                         static_cast<unsigned long long>(file_holds), resumed ? " (front-plus-tail)" : "");
        }
        opt.on_block = [&](const NimSequence& seq) {
          keep_state(seq.size(), [&](const std::string& path) { save_checkpoint(path, g, seq); });
          const int sig = interrupt_signal();
          if (!sig && now_seconds() - last_save < every) return;
          save_main(seq);
          if (sig) throw Interrupted{sig, kept};
        };
      }
      if (plan) {
        FrontTailOptions fto;
        fto.plan = *plan;
        fto.resume = std::move(resumed);
        if (!o->checkpoint.empty())
          fto.on_block = [&](const FrontTailRun& run, bool final) {
            keep_state(run.size(), [&](const std::string& path) { save_checkpoint(path, g, run); });
            const int sig = interrupt_signal();
            if (!final && !sig && now_seconds() - last_save < every) return;
            save_main(run);
            if (sig) throw Interrupted{sig, kept};
          };
        opt.limit = limit;
        try {
          results.push_back(run_game_front_tail(g, opt, std::move(fto)));
        } catch (const FrontTailError& e) {
          throw Failure(std::string(e.what()) + (o->checkpoint.empty() ? "" : "; every value before it is in " + sys::quote_path(o->checkpoint)));
        }
      } else {
        results.push_back(run_game(g, opt));
      }
      // A run past memory saved its own state; a full one saves its values (a proven run stops early).
      if (!o->checkpoint.empty() && !results.back().front_tail) save_main(results.back().values);
      if (!o->checkpoint.empty() && results.back().values_computed < file_holds && !global().quiet)
        std::fprintf(stderr, "%s keeps its %llu values: this run stopped at %llu, and a checkpoint is never shortened\n",
                     sys::quote_path(o->checkpoint).c_str(), static_cast<unsigned long long>(file_holds),
                     static_cast<unsigned long long>(results.back().values_computed));
      if (!o->stats.empty())
        sys::write_file_atomically(o->stats, [&](std::ostream& os) { write_stats_csv(os, g.canonical(), stats.rows()); });
      progress.finish();
      if (!data_on_stdout || !global().quiet) summary_out << run_summary(results.back()) << std::flush;
    }
    if (!o->csv.empty())
      sys::write_file_atomically(o->csv, [&](std::ostream& os) {
        os << run_csv_header() << '\n';
        for (std::size_t i = 0; i < results.size(); ++i) os << run_csv_row(results[i], o->games[i]) << '\n';
      });
    if (!o->bfile.empty())
      sys::write_file_atomically(o->bfile, [&](std::ostream& os) {
        write_bfile(os, results[0].values, results[0].canonical,
                    "sgperiod values " + shell_quote(results[0].canonical) + " -n " + std::to_string(results[0].values_computed),
                    results[0].values_computed);
      });
    if (global().time) std::fprintf(stderr, "Seconds: %.3f\n", now_seconds() - t0);
  });
}

}  // namespace sgp::cli
