/// @brief `sgperiod solve MODEL`: positions of a classic model on stdin, one answer line each (logic in models/).
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "models/solve.hpp"
#include "sys/quote.hpp"
#include "sys/text.hpp"

namespace sgp::cli {

void add_solve_command(CLI::App& app) {
  struct Opts {
    std::string model, input = "-", limit = "4096";
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("solve", "Answer positions of a classic model: who wins, SG value, a winning move");
  cmd->add_option("model", o->model, "The model (see the list below)")->required();
  cmd->add_option("-i,--input", o->input, "Read positions from FILE instead of stdin");
  cmd->add_option("--limit", o->limit,
                  "Values to compute for split games without a proven period (default 4096); larger heaps are refused");
  std::string footer =
      "Input: one position per line; empty lines and lines starting with '#' are skipped, and a UTF-8 byte\n"
      "order mark may start the input (nowhere else).\n"
      "Output: one line per position: 'N' or 'P' (the player to move wins / loses), then the SG value\n"
      "when the model has one, then a winning move in words (heaps and piles numbered from 1, squares\n"
      "and vertices from 0). A bad line stops with exit status 1 and names the line.\n\nModels and line formats:\n";
  for (auto& m : sgp::models::solve_models())
    footer += "  " + m.name + std::string(m.name.size() < 16 ? 16 - m.name.size() : 1, ' ') + m.format + "\n" +
              std::string(18, ' ') + m.description + "\n";
  footer += "\nExample: printf '3 4 5\\n1 2 3\\n' | sgperiod solve nim";
  cmd->footer(footer);
  cmd->callback([o] {
    if (!sgp::models::is_solve_model(o->model))
      throw UsageError("unknown model '" + sys::quote_input(o->model) + "' (see 'sgperiod solve --help')");
    sgp::models::SolveOptions opt;
    opt.limit = parse_count(o->limit, "--limit");
    if (opt.limit < 16) throw UsageError("--limit must be at least 16");
    check_memory(opt.limit, 4, "--limit " + sys::quote_input(o->limit));
    std::istringstream file;
    if (o->input != "-") file.str(read_input_file(o->input, "input"));
    std::istream& in = o->input == "-" ? std::cin : file;
    std::string line;
    uint64_t number = 0;
    std::string out;
    while (std::getline(in, line)) {
      ++number;
      if (!sys::drop_utf8_bom(line, number)) {
        std::cout << out << std::flush;
        throw Failure("line " + std::to_string(number) + ": " + sys::kMisplacedBom);
      }
      auto first = line.find_first_not_of(" \t\r");
      if (first == std::string::npos || line[first] == '#') continue;
      try {
        out += sgp::models::solve_line(o->model, line, opt) + "\n";
      } catch (const sgp::models::InputError& e) {
        std::cout << out << std::flush;
        throw Failure("line " + std::to_string(number) + ": " + e.what());
      }
      if (out.size() > (1u << 16)) { std::cout << out; out.clear(); }
    }
    std::cout << out << std::flush;
  });
}

}  // namespace sgp::cli
