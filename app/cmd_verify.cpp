/// @brief `sgperiod verify CLAIMS.csv`: proven / refuted / undecided for each claimed (preperiod, period, saltus).
// fast-cpp-csv-parser copies file names with strncpy; g++ 12 warns about it inside the library's header.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstringop-truncation"
#include <libfccp/csv.h>
#pragma GCC diagnostic pop

#include <fstream>
#include <iostream>
#include <sstream>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "period/analysis.hpp"
#include "period/verify.hpp"
#include "reports/tables.hpp"

namespace sgp::cli {

namespace {

struct Row {
  uint64_t line = 0;
  std::string game, preperiod, period, saltus;
  std::string error;  ///< set when the line could not be read as a row (its other fields are empty)
};

// What to do about a line the CSV parser refused, by the kind of its complaint. A game such as S(2,3,7)
// holds commas, which split it into columns unless it is quoted.
std::string csv_hint(const std::string& what) {
  if (what.find("many columns") != std::string::npos) return "games holding commas must be quoted: \"S(2,3,7)\",0,5";
  if (what.find("few columns") != std::string::npos)
    return "every row needs as many fields as the header; leave an optional one empty: kayles,71,12,";
  if (what.find("not closed") != std::string::npos) return "a quote opened in this line is not closed";
  return "games holding commas must be quoted: \"S(2,3,7)\",0,5";
}

// Reads the claims with fast-cpp-csv-parser ('-': standard input). Lines starting with '#' and blank
// lines are dropped first (the parser has no comments); `lines` maps the parser's line numbers back to
// the file's. A line the parser refuses becomes a row with its error, in file order, so that it gets an
// `error` row in the verdicts like every other broken row.
std::vector<Row> read_claims(const std::string& path) {
  std::ifstream file;
  if (path != "-") {
    file.open(path);
    if (!file) throw Failure("cannot read claims file '" + path + "'");
  }
  std::istream& in = path == "-" ? std::cin : file;
  std::ostringstream kept;
  std::vector<uint64_t> lines{0};
  std::string text;
  for (uint64_t no = 1; std::getline(in, text); ++no) {
    if (!text.empty() && text.back() == '\r') text.pop_back();
    std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string::npos || text[first] == '#') continue;
    kept << text << '\n';
    lines.push_back(no);
  }
  const std::string name = path == "-" ? "standard input" : path;
  std::istringstream stream(kept.str());
  std::vector<Row> rows;
  try {
    io::CSVReader<4, io::trim_chars<' ', '\t'>, io::double_quote_escape<',', '"'>> csv(name, stream);
    csv.read_header(io::ignore_missing_column, "game", "preperiod", "period", "saltus");
    for (const char* col : {"game", "preperiod", "period"})
      if (!csv.has_column(col)) throw Failure("claims file '" + name + "' has no '" + col + "' column (header: game,preperiod,period[,saltus])");
    while (true) {
      Row r;
      try {
        if (!csv.read_row(r.game, r.preperiod, r.period, r.saltus)) break;
        r.line = lines.at(csv.get_file_line());
      } catch (const io::error::base& e) {
        r = Row{};
        r.line = csv.get_file_line() < lines.size() ? lines[csv.get_file_line()] : 0;
        std::string what = e.what();
        // The parser names its own line numbers (comments dropped) and the stream: say the file's line.
        if (std::size_t at = what.find(" in line "); at != std::string::npos) what = what.substr(0, at);
        if (std::size_t at = what.find(" in file "); at != std::string::npos) what = what.substr(0, at);
        r.error = "line " + std::to_string(r.line) + ": " + what + " (" + csv_hint(what) + ")";
      }
      rows.push_back(r);
    }
  } catch (const io::error::base& e) {
    throw Failure("claims file '" + name + "': " + e.what());
  }
  return rows;
}

// The CLI's one number grammar (app/common.cpp), with the line named.
uint64_t field_number(const std::string& s, const char* name, uint64_t line) {
  try {
    return parse_count(s, name);
  } catch (const UsageError& e) {
    throw std::invalid_argument("line " + std::to_string(line) + ": " + e.what());
  }
}

}  // namespace

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
    std::vector<std::string> errors;
    auto rows = read_claims(o->claims);
    const std::string name = o->claims == "-" ? "standard input" : o->claims;
    bool refuted = false;
    std::ostringstream table;
    table << "line,game,canonical,preperiod,period,saltus,verdict,counterexample,value_n,value_n_plus_period,"
             "values_needed,values_computed,message\n";
    for (const Row& r : rows) {
      try {
        if (!r.error.empty()) throw std::invalid_argument(r.error);
        Game g = parse_game(r.game);
        Periodicity claim;
        claim.preperiod = field_number(r.preperiod, "preperiod", r.line);
        claim.period = field_number(r.period, "period", r.line);
        if (claim.period == 0) throw std::invalid_argument("line " + std::to_string(r.line) + ": period must be at least 1");
        if (!r.saltus.empty()) claim.saltus = static_cast<int64_t>(field_number(r.saltus, "saltus", r.line));
        uint64_t lim = limit ? limit : default_limit(g, m);
        ClaimCheck c = verify_claim(g, claim, lim, m);
        refuted |= c.verdict == Verdict::Refuted;
        table << r.line << ',' << csv_field(r.game) << ',' << csv_field(g.canonical()) << ',' << claim.preperiod << ','
              << claim.period << ',' << claim.saltus << ',' << verdict_name(c.verdict) << ',';
        if (c.verdict == Verdict::Refuted) table << c.counterexample << ',' << c.value_n << ',' << c.value_n_plus_p;
        else table << ",,";
        table << ',' << c.values_needed << ',' << c.values_computed << ',' << csv_field(c.message) << '\n';
        if (!global().quiet)
          std::cerr << name << ":" << r.line << ": " << r.game << " preperiod " << claim.preperiod << " period "
                    << claim.period << ": " << verdict_name(c.verdict) << " (" << c.message << ")\n";
      } catch (const std::exception& e) {
        std::string msg = e.what();
        if (msg.rfind("line ", 0) != 0) msg = "line " + std::to_string(r.line) + ": " + msg;
        errors.push_back(name + ":" + msg.substr(5));
        table << r.line << ',' << csv_field(r.game) << ",,,,,error,,,,,," << csv_field(msg) << '\n';
      }
    }
    write_atomically(o->out, [&](std::ostream& os) { os << table.str(); });
    for (const auto& e : errors) std::cerr << "sgperiod: " << e << '\n';
    if (refuted || !errors.empty())
      throw Failure(std::string(refuted ? "a claim was refuted" : "") + (refuted && !errors.empty() ? "; " : "") +
                    (errors.empty() ? "" : std::to_string(errors.size()) + " broken row(s)"));
  });
}

}  // namespace sgp::cli
