/// @brief `sgperiod header GAME -o FILE.hpp [--name NAME] [--namespace NS]`: a self-contained C++11 table header.
#include <iostream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "formats/header.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

void add_header_command(CLI::App& app) {
  struct Opts {
    std::string game, out, name, ns, limit, method = "auto";
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("header", "Write a self-contained C++11 header with G(n) for every n (if proven)");
  cmd->add_option("game", o->game, "The game: a code (0.77), S(1,3,4) or a name")->required();
  cmd->add_option("-o,--output", o->out, "The header file to write (atomically; '-' for stdout)")->required()->check(output_path());
  cmd->add_option("--name", o->name, "Function name (default: from the game, distinct for distinct games: kayles, octal_0_137, octal_0_r3 for 0.[3])");
  cmd->add_option("--namespace", o->ns, "Enclosing namespace, e.g. sgtables or a::b (default: none)");
  cmd->add_option("-n,--limit", o->limit, "Most values to compute (default depends on the game)");
  cmd->add_option("--method", o->method, "Kernel: naive, sparse or auto");
  add_common_options(cmd);
  cmd->footer(
      "A proven game gets constexpr tables of its preperiod and period, and NAME(n) / NAME(\"decimal\") valid\n"
      "for every n (decimal strings of any length are reduced modulo the period digit by digit). A proven\n"
      "arithmetic-periodic game (saltus s: G(n + p) = G(n) + s, as Nim and Lasker's Nim) returns unsigned long long\n"
      "and throws std::out_of_range where G(n) passes 2^64 - 1. A game that is not proven gets G(0..limit-1)\n"
      "and functions that throw std::out_of_range beyond it.\n"
      "Tables of more than 2^24 = 16777216 entries are refused (0.1777 would need 221 million): the source\n"
      "would exceed 50 MB and compilers take minutes and gigabytes on it.\n"
      "The output is reproducible byte for byte: no dates; the comment block records the normalised command.\n"
      "Example: sgperiod header kayles -o kayles.hpp --namespace sgtables");
  cmd->callback([o] {
    apply_threads();
    Game g = parse_game(o->game);
    Method m = parse_method(o->method);  // std::invalid_argument: exit 2 (main)
    uint64_t limit = parse_limit(o->limit);
    if (limit) check_memory(limit, 1, "--limit " + sys::quote_input(o->limit));
    HeaderOptions h;
    h.name = o->name.empty() ? default_header_name(g) : o->name;
    h.ns = o->ns;
    // Usage errors, refused before any work (exit 2).
    if (std::string why = reserved_name_reason(h.name); !why.empty()) throw UsageError("--name '" + sys::quote_input(h.name) + "' " + why);
    if (std::string why = namespace_reason(h.ns); !why.empty()) throw UsageError(why);
    // The recorded command leaves out the output path and options that do not change the file.
    h.command = "sgperiod header " + shell_quote(o->game) + " --name " + h.name;
    if (!h.ns.empty()) h.command += " --namespace " + h.ns;
    if (limit) h.command += " -n " + std::to_string(limit);
    RunSettings s;
    s.limit = limit;
    s.method = m;
    s.long_default = false;  // a table header: the first default limit, not run's 2^29
    s.front_tail = false;    // the header holds every value
    ProgressLine progress("header " + g.canonical());
    progress.set_degree(work_degree(g, m));
    s.progress = [&](uint64_t d, uint64_t t) { progress.update(d, t); };
    RunReport r = run(g, s);
    progress.finish();
    try {
      sys::write_file_atomically(o->out, [&](std::ostream& os) { write_lookup_header(os, r, h); });
    } catch (const HeaderError& e) {
      throw Failure(e.what());
    }
    if (!global().quiet && o->out != "-")
      std::cerr << o->out << ": " << r.canonical << ' ' << status_name(r.status)
                << (r.status == Status::Proven ? ", period " + std::to_string(r.periodicity.period) + ", preperiod " +
                                                     std::to_string(r.periodicity.preperiod)
                                               : ", " + std::to_string(r.values_computed) + " values")
                << '\n';
  });
}

}  // namespace sgp::cli
