/// @brief The line formats of `sgperiod solve` and their dispatch to the model solvers.
#include "models/solve.hpp"

#include <functional>
#include <map>
#include <sstream>
#include <unordered_map>

#include "models/chomp.hpp"
#include "models/dag.hpp"
#include "models/every_sg.hpp"
#include "models/factor.hpp"
#include "models/linear.hpp"
#include "models/misc.hpp"
#include "models/multi_sg.hpp"
#include "models/nim.hpp"
#include "models/split.hpp"
#include "models/welter.hpp"
#include "models/wythoff.hpp"
#include "sys/quote.hpp"

namespace sgp::models {

namespace {
std::vector<std::string> tokens(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  std::string t;
  while (in >> t) out.push_back(t);
  return out;
}

uint64_t parse_u64(const std::string& t) {
  if (t.empty() || t.find_first_not_of("0123456789") != std::string::npos)
    throw InputError("'" + sys::quote_input(t) + "' is not a non-negative integer");
  if (t.size() > 20) throw InputError("'" + sys::quote_input(t) + "' does not fit in 64 bits");
  unsigned __int128 v = 0;
  for (char c : t) v = v * 10 + unsigned(c - '0');
  if (v > UINT64_MAX) throw InputError("'" + sys::quote_input(t) + "' does not fit in 64 bits");
  return uint64_t(v);
}

void need(const std::vector<uint64_t>& v, std::size_t count, const char* what) {
  if (v.size() != count)
    throw InputError("expected " + std::string(what) + " (" + std::to_string(count) + " numbers), got " +
                     std::to_string(v.size()) + " numbers");
}
uint32_t small(uint64_t v, uint64_t max, const char* what) {
  if (v > max) throw InputError(std::string(what) + " " + std::to_string(v) + " is above " + std::to_string(max));
  return uint32_t(v);
}

/// "u-v" or "u>v" edge tokens.
std::pair<uint32_t, uint32_t> edge(const std::string& t, char sep) {
  auto at = t.find(sep);
  if (at == std::string::npos) throw InputError("'" + sys::quote_input(t) + "' is not an edge written u" + std::string(1, sep) + "v");
  uint64_t u = parse_u64(t.substr(0, at)), v = parse_u64(t.substr(at + 1));
  return {small(u, 50000000, "vertex"), small(v, 50000000, "vertex")};
}

Answer with_sg(bool win, uint64_t g, std::string move = {}) {
  Answer a;
  a.first_wins = win;
  a.sg = std::to_string(g);
  a.move = std::move(move);
  return a;
}

using Handler = std::function<Answer(const std::string&, const SolveOptions&)>;
struct Entry {
  ModelInfo info;
  Handler run;
};

// Numbers of a line, for the handlers.
std::vector<uint64_t> nums(const std::string& l) { return parse_numbers(l); }

// Nim and the games that are Nim in disguise: coins on a strip, steps of a staircase, anti-SG sums.
void add_nim_like(std::vector<Entry>& v) {
  v.push_back({{"nim", "heap sizes", "Nim (normal play)"}, [=](auto& l, auto&) { return solve_nim(nums(l)); }});
  v.push_back({{"bash", "k, then heap sizes", "take 1..k from one heap"}, [=](auto& l, auto&) {
                 auto n = nums(l);
                 if (n.empty()) throw InputError("expected k and heap sizes");
                 uint64_t k = n[0];
                 n.erase(n.begin());
                 return solve_bash(n, k);
               }});
  v.push_back({{"misere-nim", "heap sizes", "Nim where the last mover loses (no SG column)"},
               [=](auto& l, auto&) { return solve_misere_nim(nums(l)); }});
  v.push_back({{"anti-sg", "SG values of the components", "Anti-SG sum under the SJ theorem (no SG column)"},
               [=](auto& l, auto&) { return solve_anti_sg(nums(l)); }});
  v.push_back({{"nimble", "squares of the coins (from 0, may repeat)", "Nimble"},
               [=](auto& l, auto&) { return solve_nimble(nums(l)); }});
  v.push_back({{"welter", "distinct squares of the coins, numbered from 0", "Welter's game"},
               [=](auto& l, auto&) { return solve_welter(nums(l)); }});
  v.push_back({{"silver-dollar", "distinct squares of the coins, numbered from 0", "silver dollar (no jumping)"},
               [=](auto& l, auto&) { return solve_silver_dollar(nums(l)); }});
  v.push_back({{"staircase", "coins on step 1 (next to the ground), step 2, ...", "staircase Nim"},
               [=](auto& l, auto&) { return solve_staircase(nums(l)); }});
  v.push_back({{"pebbles", "non-decreasing pile sizes", "Pebbles (Luogu P3480)"},
               [=](auto& l, auto&) { return solve_pebbles(nums(l)); }});
}

// Positions of two or more numbers: Wythoff's piles, Chomp's boards, the cutting game's sheets.
void add_board_games(std::vector<Entry>& v) {
  v.push_back({{"wythoff", "a b (any number of digits)", "Wythoff's game (no SG column)"}, [](auto& l, auto&) {
                 auto t = tokens(l);
                 if (t.size() != 2) throw InputError("expected two piles 'a b', got " + std::to_string(t.size()) + " fields");
                 return solve_wythoff(parse_big(t[0]), parse_big(t[1]));
               }});
  v.push_back({{"chomp", "rows cols", "Chomp on a rectangle (no SG column)"}, [=](auto& l, auto&) {
                 auto n = nums(l);
                 need(n, 2, "'rows cols'");
                 return solve_chomp(n[0], n[1]);
               }});
  v.push_back({{"divisor-chomp", "n", "Chomp on the divisors of n (no SG column)"}, [=](auto& l, auto&) {
                 auto n = nums(l);
                 need(n, 1, "'n'");
                 return solve_divisor_chomp(n[0]);
               }});
  v.push_back({{"cutting", "W H (2.." + std::to_string(kCuttingMax) + ")", "cutting game (POJ 2311)"}, [=](auto& l, auto&) {
                 auto n = nums(l);
                 need(n, 2, "'W H'");
                 return solve_cutting(small(n[0], kCuttingMax, "W"), small(n[1], kCuttingMax, "H"));
               }});
}

// Heaps that split or shrink by divisors and primes, and the Euclid game.
void add_number_games(std::vector<Entry>& v) {
  v.push_back({{"lasker", "heap sizes", "Lasker's Nim: take, or split a heap in two"},
               [=](auto& l, auto&) { return solve_lasker(nums(l)); }});
  v.push_back({{"beads", "heap sizes (1.." + std::to_string(kBeadsMax) + ")", "magic beads divisor game"},
               [=](auto& l, auto&) { return solve_beads(nums(l)); }});
  v.push_back({{"remove-prime", "the numbers (1..2^64-1)", "Remove the Prime"},
               [=](auto& l, auto&) { return solve_remove_prime(nums(l)); }});
  v.push_back({{"gg-mm", "x1 y1 x2 y2 ... (pairs)", "Every-SG Euclid game; the number column is the largest step"},
               [=](auto& l, auto&) {
                 auto n = nums(l);
                 if (n.size() % 2) throw InputError("expected pairs 'x y', got an odd count of numbers");
                 std::vector<std::pair<uint64_t, uint64_t>> g;
                 for (std::size_t i = 0; i < n.size(); i += 2) g.push_back({n[i], n[i + 1]});
                 return solve_gg_mm(g);
               }});
}

// Games on graphs: tokens on a DAG, Green Hackenbush.
void add_graph_games(std::vector<Entry>& v) {
  v.push_back({{"dag", "edges u>v ..., then ':' and the token vertices", "tokens on a DAG"}, [](auto& l, auto&) {
                 auto colon = l.find(':');
                 if (colon == std::string::npos) throw InputError("expected 'u>v ... : tokens'");
                 // Vertices are renumbered densely in order of appearance, so that a few edges between
                 // vertices numbered in the millions cost a few entries, not millions; the move names
                 // the vertices as typed.
                 std::unordered_map<uint32_t, uint32_t> dense;
                 std::vector<uint32_t> labels;
                 auto id = [&](uint32_t label) {
                   auto [it, added] = dense.emplace(label, uint32_t(labels.size()));
                   if (added) labels.push_back(label);
                   return it->second;
                 };
                 std::vector<std::pair<uint32_t, uint32_t>> edges;
                 for (auto& t : tokens(l.substr(0, colon))) {
                   auto [u, w] = edge(t, '>');
                   edges.push_back({id(u), id(w)});
                 }
                 std::vector<uint32_t> tok;
                 for (uint64_t t : parse_numbers(l.substr(colon + 1))) tok.push_back(id(small(t, 50000000, "token")));
                 return DagGame(labels.size(), edges).solve(tok, labels);
               }});
  v.push_back({{"hackenbush", "edges u-v ... (vertex 0 on the ground)", "Green Hackenbush"}, [](auto& l, auto&) {
                 std::vector<std::pair<uint32_t, uint32_t>> edges;
                 uint32_t n = 1;
                 for (auto& t : tokens(l)) {
                   edges.push_back(edge(t, '-'));
                   n = std::max({n, edges.back().first + 1, edges.back().second + 1});
                 }
                 return Hackenbush(n, edges, 0).solve();
               }});
}

// The split games of the engine's table, connect-line last (its input names chords, not heaps).
void add_split_games(std::vector<Entry>& v) {
  for (const std::string& name : SplitGame::names()) {
    if (name == "connect-line") continue;
    v.push_back({{name, "heap sizes (up to 10^18 when the period is proven)", "split game from the engine's table"},
                 [=](auto& l, auto& o) { return SplitGame::get(name, o.limit).solve(nums(l)); }});
  }
  v.push_back({{"connect-line", "n, then the end points x y of each drawn chord (points 0..n-1)",
                "CCPC 2025 F connect-line game"}, [=](auto& l, auto& o) {
                 auto n = nums(l);
                 if (n.empty() || n.size() % 2 == 0) throw InputError("expected 'n x1 y1 x2 y2 ...'");
                 std::vector<std::pair<uint64_t, uint64_t>> ch;
                 for (std::size_t i = 1; i < n.size(); i += 2) ch.push_back({n[i], n[i + 1]});
                 const SplitGame& g = SplitGame::get("connect-line", o.limit);
                 uint64_t x = 0;
                 for (uint64_t b : connect_line_blocks(n[0], ch)) x ^= g.sg(b);
                 return with_sg(x != 0, x);
               }});
}

// Contest problems with a rule of their own.
void add_contest_games(std::vector<Entry>& v) {
  v.push_back({{"take-apples", "S M N", "Take Apples (NC26003), piles (M, N, N) (no SG column)"}, [=](auto& l, auto&) {
                 auto n = nums(l);
                 need(n, 3, "'S M N'");
                 return solve_take_apples(n[0], n[1], n[2]);
               }});
  v.push_back({{"independent-nim", "a 0/1 string (spaces allowed)", "Independent Nim, ARC225 B (no SG column)"},
               [](auto& l, auto&) {
                 std::string bits;
                 for (char c : l) if (c != ' ' && c != '\t' && c != '\r') bits += c;
                 return solve_independent_nim(bits);
               }});
  v.push_back({{"merge-stones", "pile sizes (>= 1)", "take one stone or merge two piles, BZOJ 3895 (no SG column)"},
               [=](auto& l, auto&) {
                 Answer a;
                 a.first_wins = merge_game_first_wins(nums(l));
                 return a;
               }});
  v.push_back({{"hungergame", "stones in each closed box", "Hungergame, BZOJ 3759 (no SG column)"}, [=](auto& l, auto&) {
                 Answer a;
                 a.first_wins = hungergame_first_wins(nums(l));
                 return a;
               }});
}

// The models in the order `sgperiod solve --help` lists them.
const std::vector<Entry>& entries() {
  static const std::vector<Entry> e = [] {
    std::vector<Entry> v;
    add_nim_like(v);
    add_board_games(v);
    add_number_games(v);
    add_graph_games(v);
    add_split_games(v);
    add_contest_games(v);
    return v;
  }();
  return e;
}
}  // namespace

std::vector<uint64_t> parse_numbers(const std::string& line) {
  std::vector<uint64_t> out;
  for (auto& t : tokens(line)) out.push_back(parse_u64(t));
  return out;
}

const std::vector<ModelInfo>& solve_models() {
  static const std::vector<ModelInfo> m = [] {
    std::vector<ModelInfo> v;
    for (auto& e : entries()) v.push_back(e.info);
    return v;
  }();
  return m;
}

bool is_solve_model(const std::string& name) {
  for (auto& e : entries())
    if (e.info.name == name) return true;
  return false;
}

std::string solve_line(const std::string& model, const std::string& line, const SolveOptions& options) {
  // A NUL ends a C string: the line read and the line answered could differ, so it is refused outright.
  if (const std::size_t nul = line.find('\0'); nul != std::string::npos)
    throw InputError("a NUL byte at column " + std::to_string(nul + 1) +
                     " (positions are text; was the input saved in another encoding, such as UTF-16?)");
  for (auto& e : entries())
    if (e.info.name == model) return format_answer(e.run(line, options));
  throw InputError("unknown model '" + sys::quote_input(model) + "'");
}

std::string format_answer(const Answer& a) {
  std::string s = a.first_wins ? "N" : "P";
  if (a.sg) s += " " + *a.sg;
  if (!a.move.empty()) s += " " + a.move;
  return s;
}

}  // namespace sgp::models
