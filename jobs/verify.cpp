/// @brief Verify jobs: claims read with fast-cpp-csv-parser, each decided by the public verify(), bad rows named by their line.
#include "jobs/verify.hpp"

// fast-cpp-csv-parser copies file names with strncpy; g++ 12 warns about it inside the library's header.
// (clang has no such warning, and would warn about the unknown name.)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstringop-truncation"
#endif
#include <libfccp/csv.h>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "sys/checked.hpp"
#include "sys/quote.hpp"
#include "sys/text.hpp"

namespace sgp {

namespace {

// What to do about a line the CSV parser refused, by the kind of its complaint. A game such as S(2,3,7)
// holds commas, which split it into columns unless it is quoted.
std::string csv_hint(const std::string& what) {
  if (what.find("many columns") != std::string::npos) return "games holding commas must be quoted: \"S(2,3,7)\",0,5";
  if (what.find("few columns") != std::string::npos)
    return "every row needs as many fields as the header; leave an optional one empty: kayles,71,12,";
  if (what.find("not closed") != std::string::npos) return "a quote opened in this line is not closed";
  return "games holding commas must be quoted: \"S(2,3,7)\",0,5";
}

}  // namespace

// Lines starting with '#' and blank lines are dropped first (the parser has no comments); `lines` maps
// the parser's line numbers back to the file's. A line the parser refuses becomes a row with its error,
// so that it gets an `error` row in the verdicts like every other broken row.
// A byte order mark is dropped here, by the rule every line-oriented input follows (sys/text.hpp), so
// that the parser, which drops one wherever its text starts, never sees one after a dropped comment.
std::vector<ClaimRow> read_claims(std::istream& in, const std::string& name) {
  const std::string quoted_name = sys::quote_path(name);
  std::ostringstream kept;
  std::vector<uint64_t> lines{0};
  // The parser reads fields as C strings and would silently drop a NUL and what follows it in its field
  // (kayles,71,12<NUL> read as kayles,71,12): such lines never reach it and become error rows here.
  std::vector<ClaimRow> nul_rows;
  std::vector<uint64_t> misplaced_bom;
  std::string text;
  for (uint64_t no = 1; std::getline(in, text); ++no) {
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (!sys::drop_utf8_bom(text, no)) {
      if (lines.size() == 1) throw std::runtime_error("claims file '" + quoted_name + "': line " + std::to_string(no) + ": " + sys::kMisplacedBom);
      misplaced_bom.push_back(no);
    }
    std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string::npos || text[first] == '#') continue;
    if (const std::size_t nul = text.find('\0'); nul != std::string::npos) {
      const bool header = lines.size() == 1;
      const std::string why = "line " + std::to_string(no) + ": a NUL byte at column " + std::to_string(nul + 1) +
                              (header ? " of the header" : "") +
                              " (a claims file is text; was it saved in another encoding, such as UTF-16?)";
      if (header) throw std::runtime_error("claims file '" + quoted_name + "' " + why);
      ClaimRow r;
      r.line = no;
      r.error = why;
      nul_rows.push_back(r);
      continue;
    }
    kept << text << '\n';
    lines.push_back(no);
  }
  std::istringstream stream(kept.str());
  std::vector<ClaimRow> rows;
  std::size_t next_nul = 0;
  // Rows in file order: the NUL rows before the row the parser returns next.
  const auto add = [&](const ClaimRow& r) {
    while (next_nul < nul_rows.size() && nul_rows[next_nul].line < r.line) rows.push_back(nul_rows[next_nul++]);
    rows.push_back(r);
  };
  try {
    io::CSVReader<4, io::trim_chars<' ', '\t'>, io::double_quote_escape<',', '"'>> csv(name, stream);
    csv.read_header(io::ignore_missing_column, "game", "preperiod", "period", "saltus");
    for (const char* col : {"game", "preperiod", "period"})
      if (!csv.has_column(col))
        throw std::runtime_error("claims file '" + quoted_name + "' has no '" + col + "' column (header: game,preperiod,period[,saltus])");
    while (true) {
      ClaimRow r;
      try {
        if (!csv.read_row(r.game, r.preperiod, r.period, r.saltus)) break;
        r.line = lines.at(csv.get_file_line());
        if (std::find(misplaced_bom.begin(), misplaced_bom.end(), r.line) != misplaced_bom.end()) {
          const std::string game = r.game.substr(r.game.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0);
          r = ClaimRow{};
          r.line = lines.at(csv.get_file_line());
          r.game = game;
          r.error = "line " + std::to_string(r.line) + ": " + sys::kMisplacedBom;
        }
      } catch (const io::error::base& e) {
        r = ClaimRow{};
        r.line = csv.get_file_line() < lines.size() ? lines[csv.get_file_line()] : 0;
        std::string what = e.what();
        // The parser names its own line numbers (comments dropped) and the stream: say the file's line.
        if (std::size_t at = what.find(" in line "); at != std::string::npos) what = what.substr(0, at);
        if (std::size_t at = what.find(" in file "); at != std::string::npos) what = what.substr(0, at);
        r.error = "line " + std::to_string(r.line) + ": " + what + " (" + csv_hint(what) + ")";
      }
      add(r);
    }
  } catch (const io::error::base& e) {
    // The parser's text may quote a header field (an extra column's name), cut at its 512-byte buffer.
    throw std::runtime_error("claims file '" + quoted_name + "': " + sys::quote_input(e.what(), 512));
  }
  rows.insert(rows.end(), nul_rows.begin() + static_cast<std::ptrdiff_t>(next_nul), nul_rows.end());
  return rows;
}

namespace {

// A claim's outcome as a worker sends it: numbers, then strings as length:bytes (a game may hold anything).
void put(std::string& out, const std::string& s) { out += std::to_string(s.size()) + ':' + s; }
std::string encode(const ClaimOutcome& o) {
  std::ostringstream os;
  const ClaimCheck& c = o.check;
  os << o.line << ' ' << o.claim.preperiod << ' ' << o.claim.period << ' ' << o.claim.saltus << ' ' << int(c.verdict) << ' '
     << c.values_needed << ' ' << c.values_computed << ' ' << c.counterexample << ' ' << c.value_n << ' '
     << c.value_n_plus_p << ' ';
  std::string out = os.str();
  for (const std::string* s : {&o.game, &o.canonical, &o.error, &c.theorem, &c.message}) put(out, *s);
  return out;
}
ClaimOutcome decode(const std::string& text) {
  std::istringstream is(text);
  ClaimOutcome o;
  ClaimCheck& c = o.check;
  int verdict = 0;
  is >> o.line >> o.claim.preperiod >> o.claim.period >> o.claim.saltus >> verdict >> c.values_needed >>
      c.values_computed >> c.counterexample >> c.value_n >> c.value_n_plus_p;
  c.verdict = Verdict(verdict);
  is.get();
  for (std::string* s : {&o.game, &o.canonical, &o.error, &c.theorem, &c.message}) {
    std::size_t n = 0;
    if (!(is >> n) || is.get() != ':') throw std::runtime_error("verify: a worker sent a damaged outcome");
    s->resize(n);
    if (n && !is.read(&(*s)[0], std::streamsize(n))) throw std::runtime_error("verify: a worker sent a damaged outcome");
  }
  return o;
}

ClaimOutcome check_row(const ClaimRow& r, const VerifyOptions& opt) {
  ClaimOutcome o;
  o.line = r.line;
  o.game = r.game;
  try {
    if (!r.error.empty()) throw std::invalid_argument(r.error);
    Game g = parse_game(r.game);
    o.claim.preperiod = opt.parse_number(r.preperiod, "preperiod");
    o.claim.period = opt.parse_number(r.period, "period");
    if (o.claim.period == 0) throw std::invalid_argument("period must be at least 1");
    if (!r.saltus.empty()) {
      const uint64_t saltus = opt.parse_number(r.saltus, "saltus");
      // A saltus is signed in every record (Periodicity): past 2^63 - 1 it would print as negative.
      if (saltus > uint64_t(INT64_MAX))
        throw std::invalid_argument("saltus " + r.saltus + " is too large (at most 2^63 - 1)");
      o.claim.saltus = static_cast<int64_t>(saltus);
    }
    VerifySettings vs;
    vs.limit = opt.limit;
    vs.method = opt.method;
    o.check = verify(g, o.claim, vs);
    o.canonical = g.canonical();
  } catch (const std::exception& e) {
    // Every message names the line, whether the reader or the checks found the fault.
    const std::string msg = e.what();
    o = ClaimOutcome{};
    o.line = r.line;
    o.game = r.game;
    o.error = msg.rfind("line ", 0) == 0 ? msg : "line " + std::to_string(r.line) + ": " + msg;
  }
  return o;
}

}  // namespace

std::vector<ClaimOutcome> run_verify(const std::vector<ClaimRow>& rows, const VerifyOptions& opt,
                                     const std::function<void(const ClaimOutcome&)>& on_outcome) {
  std::vector<ClaimOutcome> out;
  if (!opt.distributor) {
    for (const ClaimRow& r : rows) {
      out.push_back(check_row(r, opt));
      if (on_outcome) on_outcome(out.back());
    }
    return out;
  }
  if (!opt.distributor->root()) {
    opt.distributor->run({}, [&](std::size_t i) { return encode(check_row(rows[i], opt)); }, {});
    return out;
  }
  // A claim needs about n0 + 2p values: the largest go out first; broken rows cost nothing.
  std::vector<uint64_t> size(rows.size(), 0);
  for (std::size_t i = 0; i < rows.size(); ++i) try {
      if (rows[i].error.empty())
        size[i] = sys::sat_add(opt.parse_number(rows[i].preperiod, "preperiod"),
                               sys::sat_mul(2, opt.parse_number(rows[i].period, "period")));
    } catch (const std::exception&) {
    }
  std::vector<std::size_t> order(rows.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return size[a] > size[b]; });
  std::vector<ClaimOutcome> slots(rows.size());
  std::vector<bool> known(rows.size(), false);
  opt.distributor->run(order, {}, [&](std::size_t i, const std::string& text) {
    slots[i] = decode(text);
    known[i] = true;
    while (out.size() < rows.size() && known[out.size()]) {
      out.push_back(slots[out.size()]);
      if (on_outcome) on_outcome(out.back());
    }
  });
  return out;
}

}  // namespace sgp
