/// @brief `sgperiod values GAME -n N`: G(0..N) as an OEIS b-file.
#include <iostream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "engine/kernel.hpp"
#include "reports/tables.hpp"

namespace sgp::cli {

void add_values_command(CLI::App& app) {
  struct Opts {
    std::string game, n = "1000", out = "-", method = "auto";
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("values", "Print G(0..N) as an OEIS b-file (lines 'n G(n)')");
  cmd->add_option("game", o->game, "The game: a code (0.77), S(1,3,4) or a name")->required();
  cmd->add_option("-n", o->n, "Largest heap size N (default 1000; 1e6 and 2^20 work)");
  cmd->add_option("-o,--output", o->out, "Write to FILE (atomically) instead of stdout")->check(output_path());
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  add_common_options(cmd);
  cmd->footer("Example: sgperiod values kayles -n 100");
  cmd->callback([o] {
    apply_threads();
    Game g = parse_game(o->game);
    uint64_t n = parse_count(o->n, "-n");
    if (n == UINT64_MAX) throw UsageError("-n is too large");
    check_memory(n + 1, 1, "-n " + o->n);
    Method m = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    NimSequence seq;
    auto kernel = make_kernel(g, m);
    ProgressLine progress("values " + g.canonical());
    extend_with_progress(*kernel, seq, n + 1, [&](uint64_t d, uint64_t t) { progress.update(d, t); });
    progress.finish();
    write_atomically(o->out, [&](std::ostream& os) { write_bfile(os, seq, g.canonical(), "sgperiod values " + g.canonical() + " -n " + std::to_string(n), n + 1); });
  });
}

}  // namespace sgp::cli
