/// @brief `sgperiod verify CLAIMS.csv`: proven / refuted / undecided for each claimed (preperiod, period, saltus).
#include <fstream>
#include <iterator>
#include <iostream>
#include <sstream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "app/mpi.hpp"
#include "formats/tables.hpp"
#include "jobs/verify.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

void add_verify_command(CLI::App& app) {
  struct Opts {
    std::string claims, limit, out = "-", method = "auto";
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("verify", "Check claimed periods: proven, refuted (first counterexample) or undecided");
  cmd->add_option("claims", o->claims, "CSV with columns game,preperiod,period[,saltus] ('-': standard input)")->required();
  cmd->add_option("-n,--limit", o->limit, "Most values to compute per claim (default depends on the game)");
  cmd->add_option("-o,--output", o->out, "Write the verdict CSV to FILE instead of stdout")->check(output_path());
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  add_common_options(cmd);
  cmd->footer("Each claim is checked as its values arrive: a counterexample stops it at once; a claim that holds is\n"
              "computed to what its theorem needs (at most the limit). A broken row (too many or too few columns, an\n"
              "unclosed quote, a bad number, an unknown game) gets an 'error' row naming the line; games holding\n"
              "commas must be quoted: \"S(2,3,7)\",0,5. Exit status 1 when a claim is refuted or a row is broken.\n"
              "Example: sgperiod verify claims.csv -n 2^20");
  cmd->callback([o] {
    apply_threads();
    Method m = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    uint64_t limit = parse_limit(o->limit);  // 0: not given, the game's default
    // Refused up front like every other command's limit: a claim may need all of it.
    if (limit) check_memory(limit, 1, "--limit " + o->limit);
    VerifyOptions opt;
    opt.method = m;
    opt.limit = limit;
    opt.parse_number = [](const std::string& text, const char* field) { return parse_count(text, field); };
    const std::string name = o->claims == "-" ? "standard input" : o->claims;
    const std::string shown_name = sys::quote_path(name);
    // Under mpirun only rank 0 reads the claims (standard input, a local file) and refuses a bad header
    // before any work is handed out; the workers get the text from it.
    opt.distributor = mpi_distributor();
    std::string text;
    if (!opt.distributor || opt.distributor->root()) {
      if (o->claims == "-")
        text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
      else
        text = read_input_file(o->claims, "claims file");
    }
    if (opt.distributor) {
      if (opt.distributor->root()) {
        std::istringstream check(text);
        read_claims(check, name);
      }
      text = opt.distributor->share(text);
    }
    std::istringstream in(text);
    const std::vector<ClaimRow> rows = read_claims(in, name);
    if (opt.distributor && !opt.distributor->root()) {
      run_verify(rows, opt);
      return;
    }
    ProgressLine progress("verify " + shown_name, "claims");
    std::size_t done = 0;
    const std::vector<ClaimOutcome> outcomes = run_verify(rows, opt, [&](const ClaimOutcome& c) {
      progress.finish();  // a redrawn progress line gives way to the claim's own line
      if (c.ok() && !global().quiet)
        std::cerr << shown_name << ":" << c.line << ": " << sys::quote_input(c.game) << " preperiod " << c.claim.preperiod << " period "
                  << c.claim.period << ": " << verdict_name(c.check.verdict) << " (" << c.check.message << ")\n";
      progress.update(++done, rows.size());
    });
    progress.finish();
    bool refuted = false;
    std::vector<std::string> errors;
    std::ostringstream table;
    table << verify_csv_header() << '\n';
    for (const ClaimOutcome& c : outcomes) {
      if (c.ok()) {
        refuted |= c.check.verdict == Verdict::Refuted;
        table << verify_csv_row(c.line, c.game, c.canonical, c.claim, c.check) << '\n';
      } else {
        errors.push_back(shown_name + ":" + c.error.substr(5));  // "claims.csv:3: why" for "line 3: why"
        table << verify_error_row(c.line, c.game, c.error) << '\n';
      }
    }
    sys::write_file_atomically(o->out, [&](std::ostream& os) { os << table.str(); });
    for (const auto& e : errors) std::cerr << "sgperiod: " << e << '\n';
    if (refuted || !errors.empty())
      throw Failure(std::string(refuted ? "a claim was refuted" : "") + (refuted && !errors.empty() ? "; " : "") +
                    (errors.empty() ? "" : std::to_string(errors.size()) + " broken row(s)"));
  });
}

}  // namespace sgp::cli
