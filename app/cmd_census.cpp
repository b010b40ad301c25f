/// @brief `sgperiod census --digits D -n N -o FILE.csv`: every code 0.d1..dD and 4.d1..dD, grouped into classes.
#include <iostream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "reports/census.hpp"

namespace sgp::cli {

void add_census_command(CLI::App& app) {
  struct Opts {
    std::string n = "2^14", out, method = "auto";
    unsigned digits = 2;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("census", "Classify every code 0.d1..dD and 4.d1..dD by its nim-sequence up to N");
  cmd->add_option("--digits", o->digits, "D: digits after the point (2 * 8^D codes)")->check(CLI::Range(1, 4));
  cmd->add_option("-n", o->n, "Values per code, G(0..N-1) (default 2^14)");
  cmd->add_option("-o,--output", o->out, "FILE.csv (written atomically; '-' for stdout)")->required()->check(output_path());
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  add_common_options(cmd);
  cmd->footer(
      "Codes with identical G(0..N-1) form a class. The representative is the member whose canonical form is\n"
      "smallest: shorter first, then ASCII order (so 0.7 < 0.16 < 4.1). Columns: class, representative, size,\n"
      "members (codes as enumerated, space-separated), status (proven / observed / open, of the\n"
      "representative), period, preperiod, saltus (empty when open), limit N, max_value, max_value_at,\n"
      "rare_mask, rare_count, rare_last (when fewer than 1% of the values have odd parity under some mask).\n"
      "D = 2 with N = 2^14 takes about a second on 2 cores; D = 3 (1024 codes) and D = 4 (8192) take longer\n"
      "(progress on stderr).\n"
      "Example: sgperiod census --digits 2 -n 2^14 -o census2.csv");
  cmd->callback([o] {
    apply_threads();
    CensusOptions opt;
    opt.digits = o->digits;
    opt.n = parse_count(o->n, "-n");
    if (opt.n < 2) throw UsageError("-n must be at least 2");
    check_memory(opt.n * (uint64_t(2) << (3 * o->digits)), 1, "-n " + o->n + " for " +
                 std::to_string(uint64_t(2) << (3 * o->digits)) + " codes");
    opt.method = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    ProgressLine progress("census D=" + std::to_string(o->digits), "codes");
    opt.progress = [&](std::size_t d, std::size_t t) { progress.update(d, t); };
    double t0 = now_seconds();
    std::vector<CensusClass> classes = run_census(opt);
    progress.finish();
    write_atomically(o->out, [&](std::ostream& os) {
      os << census_csv_header() << '\n';
      for (std::size_t i = 0; i < classes.size(); ++i) os << census_csv_row(classes[i], i + 1, opt.n) << '\n';
    });
    if (!global().quiet)
      std::cerr << "census: " << (std::size_t(2) << (3 * o->digits)) << " codes, " << classes.size() << " classes\n";
    if (global().time) std::fprintf(stderr, "Seconds: %.3f\n", now_seconds() - t0);
  });
}

}  // namespace sgp::cli
