/// @brief `sgperiod census --digits D -o CLASSES.csv`: every code 0.d1..dD and 4.d1..dD settled, classes by proof.
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "app/interrupt.hpp"
#include "app/mpi.hpp"
#include "formats/census.hpp"
#include "jobs/explorer.hpp"
#include "sgperiod/census.hpp"
#include "sgperiod/misere_census.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

namespace {

struct Opts {
  std::string budget, out, codes, method = "auto", candidate = "2^29", journal, bfile_dir, html, costs;
  unsigned digits = 2;
  bool hex = false;
  bool misere = false;
  std::string heaps, max_order;  // --misere
};

const char* const kFooter =
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
    "Example: sgperiod census --digits 3 -o classes.csv --codes codes.csv";

void add_options(CLI::App* cmd, Opts& o) {
  cmd->add_option("--digits", o.digits, "D: digits after the point (2 * 8^D codes; 2 * 16^D with --hex)")
      ->check(CLI::Range(1, 4));
  cmd->add_flag("--hex", o.hex,
                "Hexadecimal digits 0..f (D = 1 or 2; D = 2 takes about half an hour of CPU time, see below)");
  cmd->add_option("-n,--budget", o.budget,
                  "Most values per class before it is reported open, the same for every class (default: by work "
                  "where the sparse kernel runs, see below; 2^17 where only the pair mex works, 2^14 for codes "
                  "whose moves leave three heaps)");
  cmd->add_option("--candidate-limit", o.candidate,
                  "Follow a candidate period to its proof when that needs at most this many values (default 2^29)");
  cmd->add_option("-o,--output", o.out, "CLASSES.csv (written atomically; '-' for stdout)")->required()->check(output_path());
  cmd->add_option("--codes", o.codes, "CODES.csv: one row per code with its own figures")->check(output_path());
  cmd->add_option("--journal", o.journal,
                  "Record each finished class in FILE (appended, synced, checksummed); the same command with the "
                  "same FILE after an interruption goes on where it stopped");
  cmd->add_option("--bfile-dir", o.bfile_dir,
                  "Also write each representative's first values (at most 65536) as an OEIS b-file into DIR")
      ->check(output_dir());
  cmd->add_option("--html", o.html,
                  "Also write the census explorer into DIR: index.html (every class, sortable and filterable) and a "
                  "page per class (as `report --census CLASSES.csv --codes CODES.csv --html` writes it)")
      ->check(output_dir());
  cmd->add_option("--costs", o.costs,
                  "Also write what each run cost into FILE (CSV, a row per rule class computed here, i.e. codes "
                  "joined by rules before anything runs: representative, codes, status, kernel, values_computed, "
                  "work, seconds; classes from a journal are left out). Seconds depend on "
                  "the machine: this file is for planning, not for reproducing")
      ->check(output_path());
  cmd->add_option("--method", o.method, "Kernel: naive, sparse or auto");
  cmd->add_flag("--misere", o.misere,
                "Instead: the misère quotient of every code (as `misere` computes it), one row per code in -o "
                "(the columns of `misere --csv`, seconds left empty so that the table is reproducible)");
  cmd->add_option("--heaps", o.heaps, "With --misere: most heaps per code (default 200, as `misere -n`)");
  cmd->add_option("--max-order", o.max_order, "With --misere: stop a code when its quotient's order passes K (default 512)");
  add_common_options(cmd);
  cmd->footer(kFooter);
}

// The library refuses settings in the words of the flags.
CensusNames flag_names() {
  CensusNames n;
  n.digits = "--digits";
  n.hex = "--hex";
  n.budget = "--budget";
  n.costs = "--costs";
  n.distributor = "mpirun";
  return n;
}

// The flags as the library's settings, checked by it (on every rank under mpirun).
CensusSettings settings_of(const Opts& o) {
  CensusSettings s;
  s.digits = o.digits;
  s.hex = o.hex;
  if (!o.budget.empty()) s.budget = parse_count(o.budget, "--budget");
  s.candidate_limit = parse_count(o.candidate, "--candidate-limit");
  s.method = parse_method(o.method);  // sgp::InvalidInput: exit 2 (main)
  s.journal = o.journal;
  s.costs = !o.costs.empty();
  // Under mpirun a worker runs the classes it is given and writes nothing; rank 0 does the rest.
  s.distributor = mpi_distributor();
  check_census_settings(s, flag_names());
  // A class that runs long checks for Ctrl-C / SIGTERM between its blocks too; the journal keeps
  // every class finished before it.
  s.class_progress = [](uint64_t, uint64_t) { throw_if_interrupted(); };
  return s;
}

// Outputs that would overwrite each other or the journal; on the root, a journal that could not be
// read back.
void check_outputs(const Opts& o, bool root) {
  if (!o.codes.empty()) one_stdout({{"-o", o.out}, {"--codes", o.codes}});
  if (!o.journal.empty() && (o.journal == o.out || o.journal == o.codes))
    throw UsageError("--journal '" + sys::quote_path(o.journal) + "' must be another file than the outputs");
  if (!root) return;
  if (!o.costs.empty() && (o.costs == o.out || o.costs == o.codes || o.costs == o.journal))
    throw UsageError("--costs '" + sys::quote_path(o.costs) + "' must be another file than the outputs and the journal");
  if (!o.journal.empty()) require_regular_file(o.journal, "--journal");
}

// The census on the root: the journal's notices, the progress line, what an interruption kept.
CensusResult run_on_root(const Opts& o, CensusSettings s, double& t0) {
  const std::string label = "census D=" + std::to_string(o.digits) + (o.hex ? " hex" : "");
  // The progress line and --time start once the journal is read: reading it is no part of the rate.
  std::optional<ProgressLine> progress;
  const auto start = [&] { progress.emplace(label, "codes"), t0 = now_seconds(); };
  if (o.journal.empty()) start();
  s.on_journal = [&](const CensusJournalState& j) {
    if (!global().quiet) {
      if (j.dropped_torn_record)
        std::cerr << "census: journal " << sys::quote_path(o.journal) << ": dropped its last record, cut short; that class runs again\n";
      if (j.classes)
        std::cerr << "census: journal " << sys::quote_path(o.journal) << ": " << j.classes << " classes already finished, going on\n";
    }
    start();
  };
  // Codes settled by the journal are left out of the rate and the ETA.
  s.on_progress = [&](const CensusProgress& p) {
    const std::size_t kept = p.codes_from_journal;
    progress->update(p.codes_done - kept, p.codes_total - kept,
                     std::to_string(p.proven) + " classes proven, " + std::to_string(p.open) + " open" +
                         (kept ? ", " + std::to_string(kept) + " codes from the journal" : ""));
  };
  try {
    CensusResult result = census(s);
    progress->finish();
    return result;
  } catch (Interrupted& i) {
    i.message = o.journal.empty() ? "nothing kept (--journal FILE keeps the finished classes)"
                                  : "finished classes are kept in " + sys::quote_path(o.journal) + "; the same command goes on from there";
    throw;
  }
}

// The explorer from the census's records, and a b-file per class.
void write_pages(const Opts& o, const CensusSettings& s, const CensusResult& r) {
  const std::string origin = "census --digits " + std::to_string(o.digits) + (o.hex ? " --hex" : "");
  if (!o.html.empty()) {
    const std::string command = "sgperiod " + origin + (s.budget ? " -n " + std::to_string(*s.budget) : "") + " --html";
    std::vector<ReportFile> files = census_explorer(r.classes(), "sgperiod census explorer", command);
    create_output_dir(o.html, "--html");
    write_report_files(o.html, files);
  }
  if (!o.bfile_dir.empty()) {
    create_output_dir(o.bfile_dir, "--bfile-dir");
    for (std::size_t i = 0; i < r.classes().size(); ++i) {
      const CensusEntry& c = r.classes()[i];
      sys::write_file_atomically(o.bfile_dir + "/" + census_bfile_name(c),
                                 [&](std::ostream& os) { write_census_bfile(os, c, i + 1, origin); });
    }
  }
}

void write_outputs(const Opts& o, const CensusSettings& s, const CensusResult& r) {
  sys::write_file_atomically(o.out, [&](std::ostream& os) { r.write_classes_csv(os); });
  if (!o.codes.empty()) sys::write_file_atomically(o.codes, [&](std::ostream& os) { r.write_codes_csv(os); });
  if (!o.costs.empty()) sys::write_file_atomically(o.costs, [&](std::ostream& os) { r.write_costs_csv(os); });
  write_pages(o, s, r);
  if (!global().quiet) {
    std::size_t proven = 0, open = 0;
    for (const auto& c : r.classes()) proven += c.status == Status::Proven, open += c.status == Status::Open;
    std::cerr << "census: " << r.codes() << " codes, " << r.classes().size() << " classes: " << proven << " proven, "
              << open << " open, " << r.classes().size() - proven - open << " observed\n";
  }
}

// census --misere: every code's misère quotient through the library, one CSV row per code.
void run_misere_census(const Opts& o, const CLI::App& cmd) {
  for (const char* only : {"--budget", "--candidate-limit", "--codes", "--journal", "--bfile-dir", "--html", "--costs", "--method"})
    if (cmd.count(only)) throw UsageError(std::string(only) + " goes with the normal-play census, not --misere");
  if (mpi_distributor()) throw UsageError("census --misere runs on one machine: start it without mpirun");
  MisereCensusSettings s;
  static_cast<MisereSettings&>(s) = misere_settings(o.heaps, o.max_order, "--heaps");
  if (o.max_order.empty()) s.max_order = MisereCensusSettings().max_order;
  s.digits = o.digits;
  s.hex = o.hex;
  ProgressLine progress("census --misere", "codes");
  s.progress = [&](uint64_t d, uint64_t t) { progress.update(d, t); };
  s.should_cancel = [] { return interrupt_signal() != 0; };
  const double t0 = now_seconds();
  std::vector<MisereReport> reports;
  try {
    reports = misere_census(s);
  } catch (const Cancelled&) {
    throw Interrupted{interrupt_signal(), "interrupted; nothing was written"};
  }
  progress.finish();
  sys::write_file_atomically(o.out, [&](std::ostream& os) {
    os << misere_csv_header() << '\n';
    for (const MisereReport& r : reports) os << misere_csv_row(r, r.game.input, false) << '\n';
  });
  if (!global().quiet) {
    std::size_t proven = 0, stopped = 0;
    for (const MisereReport& r : reports) {
      proven += r.status == MisereStatus::Proven;
      stopped += r.status == MisereStatus::Stopped;
    }
    std::cerr << "census --misere: " << reports.size() << " codes: " << proven << " proven, "
              << reports.size() - proven - stopped << " open, " << stopped << " stopped at the order cap\n";
  }
  if (global().time) std::fprintf(stderr, "Seconds: %.3f\n", now_seconds() - t0);
}

}  // namespace

void add_census_command(CLI::App& app) {
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("census", "Settle every code 0.d1..dD and 4.d1..dD and group them into classes by proof");
  add_options(cmd, *o);
  cmd->callback([o, cmd] {
    apply_threads();
    if (o->misere) return run_misere_census(*o, *cmd);
    if (!o->heaps.empty() || !o->max_order.empty()) throw UsageError("--heaps and --max-order go with --misere");
    const CensusSettings s = settings_of(*o);
    const bool root = !s.distributor || s.distributor->root();
    check_outputs(*o, root);
    if (!root) {
      census(s);
      return;
    }
    double t0 = 0;
    const CensusResult result = run_on_root(*o, s, t0);
    write_outputs(*o, s, result);
    if (global().time) std::fprintf(stderr, "Seconds: %.3f\n", now_seconds() - t0);
  });
}

}  // namespace sgp::cli
