/// @brief `sgperiod batch JOBS.csv -o RESULTS.csv`: run many games in parallel, one run CSV row per job.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "app/interrupt.hpp"
#include "app/mpi.hpp"
#include "formats/tables.hpp"
#include "jobs/batch.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

void add_batch_command(CLI::App& app) {
  struct Opts {
    std::string jobs, out, method = "auto", bfile_dir;
    bool time_column = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("batch", "Run the games of JOBS.csv in parallel; write one run CSV row per job");
  cmd->add_option("jobs", o->jobs, "JOBS.csv: rows 'game,limit' (limit optional; header row 'game,limit' allowed)")
      ->required();
  cmd->add_option("-o,--output", o->out, "RESULTS.csv (written atomically; '-' for stdout)")->required()->check(output_path());
  cmd->add_option("--bfile-dir", o->bfile_dir, "Also write each job's values as an OEIS b-file into DIR "
                                               "(line<L>_<game>.txt)")->check(output_dir());
  cmd->add_flag("--time-column", o->time_column,
                "Fill the 'seconds' column (left empty by default so that RESULTS is byte-identical between runs)");
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  add_common_options(cmd);
  cmd->footer(
      "RESULTS has the columns of 'run --csv', one row per job in the order of JOBS, whatever the thread count.\n"
      "A bad row (unknown game, bad limit) is reported on stderr with its line number, gets status 'error'\n"
      "in RESULTS, and the other jobs still run; the exit status is then 1.\n"
      "Games holding commas must be quoted: \"S(1,3,4)\",1e5\n"
      "Example: sgperiod batch jobs.csv -o results.csv -t 2");
  cmd->callback([o] {
    apply_threads();
    BatchOptions opt;
    opt.method = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    opt.with_seconds = o->time_column;
    opt.distributor = mpi_distributor();
    if (opt.distributor && !o->bfile_dir.empty())
      throw UsageError("--bfile-dir is not available under mpirun (the values stay on the workers); run without it");
    // Under mpirun only rank 0 reads JOBS (a file the other nodes may not see) and sends its text on.
    std::string text;
    if (!opt.distributor || opt.distributor->root()) {
      text = read_input_file(o->jobs, "JOBS file");
    }
    if (opt.distributor) text = opt.distributor->share(text);
    std::istringstream in(text);
    std::vector<BatchJob> jobs = parse_jobs(in, [](const std::string& s) {
      uint64_t n = parse_count(s, "limit");
      check_memory(n, 1, "limit " + sys::quote_input(s));
      return n;
    });
    if (opt.distributor && !opt.distributor->root()) {
      opt.run_progress = [](uint64_t, uint64_t) { throw_if_interrupted(); };
      run_batch(jobs, opt);
      return;
    }
    if (!o->bfile_dir.empty()) {
      create_output_dir(o->bfile_dir, "--bfile-dir");
      opt.on_result = [o](const BatchJob& job, const RunReport& r) {
        std::string path = o->bfile_dir + "/" + batch_bfile_name(job, r.canonical);
        // The same values again by one command that can be pasted; where they came from after the '#'.
        std::string command = "sgperiod values " + shell_quote(r.canonical) + " -n " + std::to_string(r.values_computed) +
                              "  # batch " + shell_quote(o->jobs) + ", line " + std::to_string(job.line);
        sys::write_file_atomically(path,
                                   [&](std::ostream& os) { write_bfile(os, r.values, r.canonical, command, r.values_computed); });
      };
    }
    ProgressLine progress("batch", "jobs");
    opt.progress = [&](std::size_t d, std::size_t r, std::size_t t) { progress.update(d, t, std::to_string(r) + " running"); };
    opt.run_progress = [](uint64_t, uint64_t) { throw_if_interrupted("nothing written; the same command runs the batch again"); };
    double t0 = now_seconds();
    BatchOutcome res = run_batch(jobs, opt);
    progress.finish();
    sys::write_file_atomically(o->out, [&](std::ostream& os) {
      os << run_csv_header() << '\n';
      for (const auto& row : res.rows) os << row << '\n';
    });
    if (global().time) std::fprintf(stderr, "Seconds: %.3f\n", now_seconds() - t0);
    for (const auto& e : res.errors) std::cerr << "sgperiod: batch " << sys::quote_path(o->jobs) << ": " << e << '\n';
    if (!res.errors.empty())
      throw Failure(std::to_string(res.errors.size()) + " of " + std::to_string(jobs.size()) +
                    " jobs could not run; their rows in " + sys::quote_path(o->out) + " have status 'error'");
  });
}

}  // namespace sgp::cli
