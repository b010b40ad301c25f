/// @brief `sgperiod solve MODEL`: positions of a classic model on stdin, one answer line each (logic in models/).
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "models/solve.hpp"
#include "sgperiod/misere.hpp"
#include "sys/checked.hpp"
#include "sys/quote.hpp"
#include "sys/text.hpp"

namespace sgp::cli {

namespace {

// One line of `solve misere`: heap sizes separated by blanks.
std::vector<uint64_t> misere_sum(const std::string& line, uint64_t number) {
  std::vector<uint64_t> heaps;
  std::istringstream in(line);
  std::string word;
  while (in >> word) {
    const auto v = sys::decimal_value(word);
    if (!v)
      throw UsageError("line " + std::to_string(number) + ": '" + sys::quote_input(word) +
                       "' is not a heap size (a sum of heaps is written '3 5 7')");
    heaps.push_back(*v);
  }
  return heaps;
}

std::string misere_line(const MisereReport& r, const std::vector<uint64_t>& heaps, uint64_t number) {
  MisereAnswer a;
  try {
    a = misere_outcome(r, heaps);
  } catch (const InvalidInput& e) {
    throw UsageError("line " + std::to_string(number) + ": " + e.what());
  }
  if (a.p) return "P";
  if (a.terminal) return "N (no move: the player to move has won)";
  std::string s = "N heap " + std::to_string(a.heap_index + 1) + ": " + std::to_string(heaps[a.heap_index]) + " ->";
  if (a.leaves.empty()) return s + " 0";
  for (std::size_t i = 0; i < a.leaves.size(); ++i) s += (i ? " + " : " ") + std::to_string(a.leaves[i]);
  return s;
}

void solve_misere(const std::string& game, const std::string& heaps, const std::string& max_order, const std::string& input) {
  if (game.empty()) throw UsageError("solve misere needs a game: sgperiod solve misere 0.77");
  const MisereSettings s = misere_settings(heaps, max_order);
  const Game g = parse_game(game);
  if (!misere_takes(g))
    throw UsageError("misère quotients take finite octal or hexadecimal codes and subtraction games, not '" +
                     sys::quote_input(game) + "'");
  const MisereReport r = misere(g, s);
  std::istringstream file;
  if (input != "-") file.str(read_input_file(input, "input"));
  std::istream& in = input == "-" ? std::cin : file;
  std::string line, out;
  uint64_t number = 0;
  try {
    while (std::getline(in, line)) {
      ++number;
      if (!sys::drop_utf8_bom(line, number)) throw UsageError("line " + std::to_string(number) + ": " + sys::kMisplacedBom);
      auto first = line.find_first_not_of(" \t\r");
      if (first == std::string::npos || line[first] == '#') continue;
      out += misere_line(r, misere_sum(line, number), number) + "\n";
      if (out.size() > (1u << 16)) std::cout << out, out.clear();
    }
  } catch (...) {
    std::cout << out << std::flush;
    throw;
  }
  std::cout << out << std::flush;
}

}  // namespace

void add_solve_command(CLI::App& app) {
  struct Opts {
    std::string model, game, input = "-", limit = "4096", heaps, max_order;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("solve", "Answer positions of a classic model: who wins, SG value, a winning move");
  cmd->add_option("model", o->model, "The model (see the list below)")->required();
  cmd->add_option("game", o->game, "With 'misere': the heap game (a finite octal or hexadecimal code, S(...))");
  cmd->add_option("-n,--heaps", o->heaps, "With 'misere': most heaps of the quotient (default 200)");
  cmd->add_option("--max-order", o->max_order, "With 'misere': the cap on the quotient's order (default 2048)");
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
  footer += "  misere GAME     heap sizes\n" + std::string(18, ' ') +
            "a sum of heaps of GAME in misère play, from its misère quotient (sgperiod misere);\n" +
            std::string(18, ' ') + "any heap once the quotient is proven, else heaps it computed and, stopped\n" +
            std::string(18, ' ') + "inside heap n, sums with as many heaps of n as its frontier answers;\n" +
            std::string(18, ' ') + "a bad line: exit 2\n";
  footer += "\nExample: printf '3 4 5\\n1 2 3\\n' | sgperiod solve nim";
  cmd->footer(footer);
  cmd->callback([o] {
    if (o->model == "misere") return solve_misere(o->game, o->heaps, o->max_order, o->input);
    if (!o->game.empty()) throw UsageError("unexpected argument '" + sys::quote_input(o->game) + "' after the model");
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
