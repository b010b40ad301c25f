/// @brief `sgperiod values GAME -n N`: G(0..N-1) as an OEIS b-file.
#include <iostream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "formats/tables.hpp"
#include "sgperiod/compute.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

void add_values_command(CLI::App& app) {
  struct Opts {
    std::string game, n = "1000", out = "-", method = "auto";
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("values", "Print G(0..N-1) as an OEIS b-file (lines 'n G(n)')");
  cmd->add_option("game", o->game, "The game: a code (0.77), S(1,3,4) or a name")->required();
  cmd->add_option("-n", o->n, "Values to compute: G(0..N-1), the same -n as every subcommand (default 1000; 1e6 and 2^20 work)");
  cmd->add_option("-o,--output", o->out, "Write to FILE (atomically) instead of stdout")->check(output_path());
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  add_common_options(cmd);
  cmd->footer("Example: sgperiod values kayles -n 100   (G(0) .. G(99))");
  cmd->callback([o] {
    apply_threads();
    Game g = parse_game(o->game);
    uint64_t n = parse_count(o->n, "-n");
    if (n == 0) throw UsageError("-n must be at least 1 (G(0..N-1) has N values)");
    ComputeOptions opt;
    opt.size_words = "-n " + sys::quote_input(o->n);
    opt.method = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    ProgressLine progress("values " + g.canonical());
    progress.set_degree(work_degree(g, opt.method));
    opt.progress = [&](uint64_t d, uint64_t t) { progress.update(d, t); };
    const NimSequence seq = nim_sequence(g, n, opt);
    progress.finish();
    const std::string command = "sgperiod values " + shell_quote(g.canonical()) + " -n " + std::to_string(n);
    sys::write_file_atomically(o->out, [&](std::ostream& os) { write_bfile(os, seq, g.canonical(), command, n); });
  });
}

}  // namespace sgp::cli
