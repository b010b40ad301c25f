/// @brief `sgperiod census --digits D -o CLASSES.csv`: every code 0.d1..dD and 4.d1..dD settled, classes by proof.
#include <algorithm>
#include <iostream>
#include <memory>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "app/interrupt.hpp"
#include "app/mpi.hpp"
#include "jobs/census.hpp"
#include "jobs/census_journal.hpp"
#include "jobs/explorer.hpp"
#include "reports/census.hpp"
#include "reports/tables.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

void add_census_command(CLI::App& app) {
  struct Opts {
    std::string budget, out, codes, method = "auto", candidate = "2^29", journal, bfile_dir, html, costs;
    unsigned digits = 2;
    bool hex = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("census", "Settle every code 0.d1..dD and 4.d1..dD and group them into classes by proof");
  cmd->add_option("--digits", o->digits, "D: digits after the point (2 * 8^D codes; 2 * 16^D with --hex)")
      ->check(CLI::Range(1, 4));
  cmd->add_flag("--hex", o->hex,
                "Hexadecimal digits 0..f (D = 1 or 2; D = 2 takes about half an hour of CPU time, see below)");
  cmd->add_option("-n,--budget", o->budget,
                  "Most values per class before it is reported open, the same for every class (default: by work "
                  "where the sparse kernel runs, see below; 2^17 where only the pair mex works, 2^14 for codes "
                  "whose moves leave three heaps)");
  cmd->add_option("--candidate-limit", o->candidate,
                  "Follow a candidate period to its proof when that needs at most this many values (default 2^29)");
  cmd->add_option("-o,--output", o->out, "CLASSES.csv (written atomically; '-' for stdout)")->required()->check(output_path());
  cmd->add_option("--codes", o->codes, "CODES.csv: one row per code with its own figures")->check(output_path());
  cmd->add_option("--journal", o->journal,
                  "Record each finished class in FILE (appended, synced, checksummed); the same command with the "
                  "same FILE after an interruption goes on where it stopped");
  cmd->add_option("--bfile-dir", o->bfile_dir,
                  "Also write each representative's first values (at most 65536) as an OEIS b-file into DIR")
      ->check(output_dir());
  cmd->add_option("--html", o->html,
                  "Also write the census explorer into DIR: index.html (every class, sortable and filterable) and a "
                  "page per class (as `report --census CLASSES.csv --codes CODES.csv --html` writes it)")
      ->check(output_dir());
  cmd->add_option("--costs", o->costs,
                  "Also write what each run cost into FILE (CSV, a row per rule class computed here, i.e. codes "
                  "joined by rules before anything runs: representative, codes, status, kernel, values_computed, "
                  "work, seconds; classes from a journal are left out). Seconds depend on "
                  "the machine: this file is for planning, not for reproducing")
      ->check(output_path());
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  add_common_options(cmd);
  cmd->footer(
      "Each class is run the way `run` runs a game: growing blocks until its period is proven, a candidate\n"
      "followed to exactly the values its proof needs (up to --candidate-limit), or the budget spent (then\n"
      "open, with the candidate and what its proof needs). Classes run side by side, expected longest first.\n"
      "Codes are in one class only on proof: the same canonical code (0.1 and 0.10); redundant moves (a move\n"
      "whose value another move always gives: 0.405 and 0.406 are 0.404); the shift rule (a code\n"
      "whose heap 1 has no move is a code with every heap one token smaller: G_0.07(n) = G_0.137(n - 1),\n"
      "written 0.070@1 among 0.137's members); or both proven periodic and agreeing on G(0..n0 + lcm(p, p')).\n"
      "Classes that agree as far as compared without such a proof stay apart, listed in agrees_with\n"
      "(REP:N: equal on G(0..N-1)). The representative is the member at offset 0 with the smallest canonical\n"
      "form (shorter first, then ASCII order). CLASSES columns: class, representative, size, members, status,\n"
      "period, preperiod, last_exception (-1: periodic from 0), saltus, values_computed, budget, max_value,\n"
      "max_value_at, rare_mask, rare_count, rare_last, candidate_period, candidate_preperiod, values_needed,\n"
      "agrees_with. --codes columns: code, class, offset, rule, status, period, preperiod, last_exception,\n"
      "saltus, values_computed (each code's own figures, at its own heap sizes).\n"
      "With --journal, a census stopped by Ctrl-C, kill -9 or a power cut loses only the classes that were\n"
      "running; the same command again writes the same files as an uninterrupted run. --bfile-dir names the\n"
      "b-files after the representatives (0.137.txt). --html DIR writes the census explorer (index.html, a\n"
      "page per class) from the same rows, as `report --census CLASSES.csv --codes CODES.csv --html` would.\n"
      "Default budget where the sparse kernel runs: 2^24 values, unless the kernel's counted work (stores,\n"
      "option and witness pairs: the same on every machine and for any thread count) passes 2^34 first\n"
      "(from 2^17 values on); past 2^24 the class doubles while the next doubling keeps the work within 2^34,\n"
      "up to 2^28 values. The budget column gives where each class stopped. So 0.104 (pattern from heap\n"
      "197,769,598) is proven, and 0.143, whose rare values make each value dearer, stops at 2^20.\n"
      "D = 2 takes seconds, D = 3 (1024 codes) about 4 minutes on 2 cores, D = 4 (8192) about 20 (results/).\n"
      "With --hex, a code whose moves leave three heaps costs up to about a minute (2^14 values, work growing\n"
      "like n^3): D = 1 (32 codes) takes about 15 s, D = 2 (512 codes) about 27 CPU-minutes (some 14 minutes\n"
      "on 2 idle cores).\n"
      "Example: sgperiod census --digits 3 -o classes.csv --codes codes.csv");
  cmd->callback([o] {
    apply_threads();
    CensusOptions opt;
    opt.digits = o->digits;
    opt.hex = o->hex;
    if (opt.hex && opt.digits > 2) throw UsageError("--hex takes --digits 1 or 2 (2 * 16^3 codes of three-heap moves are out of reach)");
    if (!o->budget.empty()) {
      opt.budget = parse_count(o->budget, "--budget");
      if (opt.budget < 64) throw UsageError("--budget must be at least 64");
    }
    opt.candidate_limit = parse_count(o->candidate, "--candidate-limit");
    opt.method = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    if (!o->codes.empty()) one_stdout({{"-o", o->out}, {"--codes", o->codes}});
    if (!o->journal.empty() && (o->journal == o->out || o->journal == o->codes))
      throw UsageError("--journal '" + sys::quote_path(o->journal) + "' must be another file than the outputs");
    // Under mpirun a worker runs the classes it is given and writes nothing; rank 0 does the rest.
    opt.distributor = mpi_distributor();
    if (opt.distributor && !opt.distributor->root()) {
      opt.run_progress = [](uint64_t, uint64_t) { throw_if_interrupted(); };
      run_census(opt);
      return;
    }
    if (!o->costs.empty() && opt.distributor)
      throw UsageError("--costs is measured by one process: run the census without mpirun to write it");
    if (!o->costs.empty() && (o->costs == o->out || o->costs == o->codes || o->costs == o->journal))
      throw UsageError("--costs '" + sys::quote_path(o->costs) + "' must be another file than the outputs and the journal");
    if (!o->journal.empty()) require_regular_file(o->journal, "--journal");
    const std::size_t total = census_codes(opt.digits, opt.hex).size();
    std::unique_ptr<CensusJournal> journal;
    if (!o->journal.empty()) {
      journal = std::make_unique<CensusJournal>(o->journal, opt);
      if (!global().quiet) {
        if (journal->dropped_torn_line())
          std::cerr << "census: journal " << sys::quote_path(o->journal) << ": dropped its last record, cut short; that class runs again\n";
        if (!journal->finished().empty())
          std::cerr << "census: journal " << sys::quote_path(o->journal) << ": " << journal->finished().size()
                    << " classes already finished, going on\n";
      }
      opt.finished = &journal->finished();
    }
    // Cost rows in the order the classes finish; sorted by representative when written.
    std::vector<std::pair<std::string, std::string>> costs;
    if (journal || !o->costs.empty())
      opt.on_class = [&](const CensusClass& c) {
        if (journal) journal->append(c);
        if (!o->costs.empty()) costs.emplace_back(c.representative, census_cost_row(c));
      };
    ProgressLine progress("census D=" + std::to_string(o->digits) + (opt.hex ? " hex" : ""), "codes");
    // Codes settled by the journal are left out of the rate and the ETA.
    std::size_t from_journal = 0;
    if (journal)
      for (const auto& f : journal->finished()) from_journal += f.second.members.size();
    opt.progress = [&](std::size_t d, std::size_t t, std::size_t proven, std::size_t open) {
      progress.update(d - from_journal, t - from_journal,
                      std::to_string(proven) + " classes proven, " + std::to_string(open) + " open" +
                          (from_journal ? ", " + std::to_string(from_journal) + " codes from the journal" : ""));
    };
    // A class that runs long checks for Ctrl-C / SIGTERM between its blocks too; the journal keeps
    // every class finished before it.
    opt.run_progress = [](uint64_t, uint64_t) { throw_if_interrupted(); };
    double t0 = now_seconds();
    std::vector<CensusClass> classes;
    try {
      classes = run_census(opt);
    } catch (Interrupted& i) {
      i.message = journal ? "finished classes are kept in " + sys::quote_path(o->journal) + "; the same command goes on from there"
                          : "nothing kept (--journal FILE keeps the finished classes)";
      throw;
    }
    progress.finish();
    // The tables as text once: the CSV files, and what the explorer reads (the same rows).
    std::string classes_csv = census_csv_header() + '\n', codes_csv = census_codes_csv_header() + '\n';
    for (std::size_t i = 0; i < classes.size(); ++i) {
      classes_csv += census_csv_row(classes[i], i + 1) + '\n';
      for (const auto& row : census_codes_rows(classes[i], i + 1)) codes_csv += row + '\n';
    }
    sys::write_file_atomically(o->out, [&](std::ostream& os) { os << classes_csv; });
    if (!o->codes.empty()) sys::write_file_atomically(o->codes, [&](std::ostream& os) { os << codes_csv; });
    if (!o->costs.empty()) {
      std::sort(costs.begin(), costs.end(), [](const auto& a, const auto& b) { return canonical_less(a.first, b.first); });
      sys::write_file_atomically(o->costs, [&](std::ostream& os) {
        os << census_cost_header() << '\n';
        for (const auto& c : costs) os << c.second << '\n';
      });
    }
    if (!o->html.empty()) {
      std::string command = "sgperiod census --digits " + std::to_string(o->digits) + (opt.hex ? " --hex" : "");
      if (!o->budget.empty()) command += " -n " + std::to_string(opt.budget);
      // The census's prefixes spare recomputing the values the class pages show.
      std::vector<ReportFile> files = census_explorer(
          classes_csv, "classes", codes_csv, "codes", "sgperiod census explorer", command + " --html",
          [&](const ExplorerClass& e) { return &classes[e.index - 1].prefix; });
      create_output_dir(o->html, "--html");
      write_report_files(o->html, files);
    }
    if (!o->bfile_dir.empty()) {
      create_output_dir(o->bfile_dir, "--bfile-dir");
      const std::string origin = "census --digits " + std::to_string(o->digits) + (opt.hex ? " --hex" : "");
      for (std::size_t i = 0; i < classes.size(); ++i) {
        const CensusClass& c = classes[i];
        const std::string command = "sgperiod values " + c.representative + " -n " + std::to_string(c.prefix.size()) +
                                    "  # " + origin + ", class " + std::to_string(i + 1);
        sys::write_file_atomically(o->bfile_dir + "/" + bfile_stem(c.representative) + ".txt", [&](std::ostream& os) {
          write_bfile(os, c.prefix, c.representative, command, c.prefix.size());
        });
      }
    }
    if (!global().quiet) {
      std::size_t proven = 0, open = 0;
      for (const auto& c : classes) proven += c.analysis.status == Status::Proven, open += c.analysis.status == Status::Open;
      std::cerr << "census: " << total << " codes, " << classes.size() << " classes: " << proven << " proven, "
                << open << " open, " << classes.size() - proven - open << " observed\n";
    }
    if (global().time) std::fprintf(stderr, "Seconds: %.3f\n", now_seconds() - t0);
  });
}

}  // namespace sgp::cli
