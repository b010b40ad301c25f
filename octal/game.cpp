/// @brief Parsing and canonical forms of heap-game descriptions.
#include "octal/game.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

#include "sys/quote.hpp"

namespace sgp {
namespace {

using sys::quote_input;

constexpr uint64_t kMaxCodeDigits = 1u << 16;  // longer codes are almost surely typos

char digit_char(unsigned d) { return "0123456789abcdef"[d & 15]; }

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

// Surrounding white space is dropped and letters are folded to lower case. White space inside a
// description is refused rather than dropped: '0.7 7' is more likely two games typed as one than 0.77,
// and 'S(1 2 3)' would otherwise read as S(123). The one exception is a space after a comma of S(...),
// as in S(1, 3, 4), where nothing can be misread.
std::string normalise_text(const std::string& s) {
  auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
  std::size_t b = 0, e = s.size();
  while (b < e && space(s[b])) ++b;
  while (e > b && space(s[e - 1])) --e;
  std::string out;
  for (std::size_t i = b; i < e; ++i) {
    char c = s[i];
    // A NUL would end the text wherever it reaches a C string (a C caller, a message), so that the game
    // computed and the game named could differ.
    if (c == '\0')
      throw GameError("game '" + quote_input(s) + "' contains a NUL byte at position " + std::to_string(i - b + 1) +
                      " (a game is text: a code such as 0.77 or a name such as kayles)");
    if (space(c)) {
      const bool subtraction = out.rfind("s(", 0) == 0 || out.rfind("s-(", 0) == 0;
      if (!out.empty() && out.back() == ',' && subtraction) continue;
      std::string hint = subtraction ? " (separate the removals of a subtraction game by commas: S(1,2,3))"
                                                 : " (write the code or name without spaces, e.g. 0.77 or dawson-kayles)";
      throw GameError("game '" + quote_input(s) + "' contains a space at position " + std::to_string(i - b + 1) + hint);
    }
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

// Parses "[0-9a-f]*" starting at text[pos] (pos advanced), naming the first bad character.
std::vector<uint8_t> parse_digits(const std::string& text, std::size_t& pos, const std::string& stop,
                                  const std::string& original) {
  std::vector<uint8_t> out;
  while (pos < text.size() && stop.find(text[pos]) == std::string::npos) {
    int d = digit_value(text[pos]);
    if (d < 0) {
      // A character beyond ASCII is named by its code point: it may be invisible (U+200B) or look like a
      // digit (U+0660), and one of its bytes alone would be no character at all.
      const sys::Utf8Char c = sys::utf8_char_at(text, pos);
      const std::string bad = c.length > 1 ? "bad character " + sys::code_point_name(c.code_point)
                                           : "bad digit '" + quote_input(text.substr(pos, 1)) + "'";
      throw GameError(bad + " in code '" + quote_input(original) + "' (digits are 0-7, or 0-9 and a-f for hexadecimal codes)");
    }
    out.push_back(static_cast<uint8_t>(d));
    if (out.size() > kMaxCodeDigits) throw GameError("code '" + quote_input(original) + "' is too long");
    ++pos;
  }
  return out;
}

// S(1,3,4): remove 1, 3 or 4 (the code 0.3033). S-(2,3,7): remove any number but 2, 3 and 7 (an all-but
// subtraction game: the infinite code 0.3003330[3]); S-() removes any number, Nim.
Game parse_subtraction(const std::string& t, const std::string& original) {
  const bool all_but = t.rfind("s-(", 0) == 0;
  const std::string form = all_but ? "S-(2,3,7)" : "S(1,3,4)";
  const std::size_t open = all_but ? 3 : 2;
  if (t.size() < open + 1 || t.back() != ')') throw GameError("subtraction game '" + quote_input(original) + "' must look like " + form);
  std::string body = t.substr(open, t.size() - open - 1);
  if (body.empty() && all_but) {
    Game g;
    g.kind = GameKind::TakeAndBreak;
    g.input = original;
    g.code.digits = {0};
    g.code.tail = {3};
    g.code.subtraction_form = true;
    return g;
  }
  if (body.empty()) throw GameError("subtraction set of '" + quote_input(original) + "' is empty: S() has no moves");
  std::set<uint64_t> values;
  std::stringstream ss(body);
  std::string item;
  while (std::getline(ss, item, ',')) {
    if (item.empty() || !std::all_of(item.begin(), item.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
      throw GameError("subtraction set of '" + quote_input(original) + "' has a bad element '" + quote_input(item) + "' (positive integers only)");
    if (item.size() > 7) throw GameError("subtraction element " + quote_input(item) + " in '" + quote_input(original) + "' is too large (at most " + std::to_string(kMaxCodeDigits) + ")");
    uint64_t v = std::stoull(item);
    if (v == 0) throw GameError("subtraction set of '" + quote_input(original) + "' contains 0: removing nothing would make the game infinite");
    if (v > kMaxCodeDigits) throw GameError("subtraction element " + quote_input(item) + " in '" + quote_input(original) + "' is too large (at most " + std::to_string(kMaxCodeDigits) + ")");
    values.insert(v);
  }
  if (!body.empty() && body.back() == ',') throw GameError("subtraction set of '" + quote_input(original) + "' ends with a comma");
  Game g;
  g.kind = GameKind::TakeAndBreak;
  g.input = original;
  if (all_but) {
    g.code.digits.assign(*values.rbegin() + 1, 3);
    g.code.digits[0] = 0;
    for (uint64_t v : values) g.code.digits[v] = 0;
    g.code.tail = {3};
    g.code.normalise();  // S-(2,3,7) = 0.3003330[3]; the digits past the last exception join the tail
  } else {
    g.code.digits.assign(*values.rbegin() + 1, 0);
    for (uint64_t v : values) g.code.digits[v] = 3;
  }
  g.code.subtraction_form = true;
  return g;
}

Game parse_code(const std::string& t, const std::string& original) {
  std::size_t dot = t.find('.');
  if (dot == std::string::npos) throw GameError("unknown game '" + quote_input(original) + "' (not a name, a code like 0.77, S(...) or S-(...); see 'sgperiod --help')");
  Game g;
  g.input = original;
  std::string head = t.substr(0, dot);
  unsigned d0 = 0;
  const sys::Utf8Char lead = sys::utf8_char_at(head, 0);
  if (lead.length > 1 && lead.length == head.size())
    throw GameError("bad character " + sys::code_point_name(lead.code_point) + " before the point in code '" +
                    quote_input(original) + "'");
  if (head.size() > 1) throw GameError("code '" + quote_input(original) + "' has more than one digit before the point");
  if (head.size() == 1) {
    int v = digit_value(head[0]);
    if (v < 0) throw GameError("bad digit '" + quote_input(head) + "' before the point in code '" + quote_input(original) + "'");
    d0 = static_cast<unsigned>(v);
  }
  if (d0 & 3)
    throw GameError("d0 = " + std::string(1, digit_char(d0)) + " in code '" + quote_input(original) +
                    "' is meaningless: bits 1 and 2 of d0 would remove nothing and leave the heap as it was, "
                    "an infinite game (d0 may only be 0, 4, 8 or c)");
  std::size_t pos = dot + 1;
  auto digits = parse_digits(t, pos, "[", original);
  std::vector<uint8_t> tail;
  if (pos < t.size()) {  // "[tail]"
    ++pos;
    tail = parse_digits(t, pos, "]", original);
    if (pos >= t.size()) throw GameError("code '" + quote_input(original) + "' has '[' without a closing ']'");
    if (pos + 1 != t.size()) throw GameError("code '" + quote_input(original) + "' has characters after the repeating tail ']'");
    if (tail.empty()) throw GameError("code '" + quote_input(original) + "' has an empty repeating tail '[]'");
  }
  if (digits.empty() && tail.empty()) throw GameError("empty code '" + quote_input(original) + "': no digits after the point");
  g.code.digits.clear();
  g.code.digits.push_back(static_cast<uint8_t>(d0));
  g.code.digits.insert(g.code.digits.end(), digits.begin(), digits.end());
  g.code.tail = tail;
  g.code.normalise();
  // An all-zero code such as 0.0 is the game with no moves (G = 0 everywhere): a census of every code
  // with D digits lists it, and whatever the program prints must parse back.
  return g;
}

}  // namespace

uint64_t TakeAndBreak::last_digit() const {
  for (std::size_t k = digits.size(); k-- > 0;)
    if (digits[k]) return k;
  return 0;
}

bool TakeAndBreak::hexadecimal() const {
  auto has8 = [](uint8_t d) { return (d & 8) != 0; };
  return std::any_of(digits.begin(), digits.end(), has8) || std::any_of(tail.begin(), tail.end(), has8);
}

bool TakeAndBreak::splits() const {
  auto sp = [](uint8_t d) { return (d & 12) != 0; };
  return std::any_of(digits.begin(), digits.end(), sp) || std::any_of(tail.begin(), tail.end(), sp);
}

void TakeAndBreak::normalise() {
  if (digits.empty()) digits.push_back(0);
  if (!tail.empty()) {
    // Shortest repeating unit of the tail.
    for (std::size_t u = 1; u <= tail.size(); ++u) {
      if (tail.size() % u) continue;
      bool ok = true;
      for (std::size_t i = u; i < tail.size() && ok; ++i) ok = tail[i] == tail[i - u];
      if (ok) { tail.resize(u); break; }
    }
    if (std::all_of(tail.begin(), tail.end(), [](uint8_t d) { return d == 0; })) tail.clear();
  }
  if (!tail.empty()) {
    // Absorb finite digits that merely start the repetition early: 0.3[3] -> 0.[3].
    while (digits.size() > 1 && digits.back() == tail.back()) {
      std::rotate(tail.rbegin(), tail.rbegin() + 1, tail.rend());
      digits.pop_back();
    }
  } else {
    while (digits.size() > 1 && digits.back() == 0) digits.pop_back();
  }
}

std::string TakeAndBreak::code_string() const {
  std::string s(1, digit_char(digits[0]));
  s += '.';
  for (std::size_t k = 1; k < digits.size(); ++k) s += digit_char(digits[k]);
  // "4." would not parse back (the point needs a digit after it): the code with no digit after the
  // point prints as 4.0.
  if (digits.size() == 1 && tail.empty()) s += '0';
  if (!tail.empty()) {
    s += '[';
    for (uint8_t d : tail) s += digit_char(d);
    s += ']';
  }
  return s;
}

std::string TakeAndBreak::canonical() const {
  if (!subtraction_form) return code_string();
  // An all-but game lists what it may not remove: the zero digits before the tail [3].
  const bool all_but = !tail.empty();
  std::string s = all_but ? "S-(" : "S(";
  bool first = true;
  for (std::size_t k = 1; k < digits.size(); ++k)
    if (all_but ? digits[k] == 0 : digits[k] != 0) {
      if (!first) s += ',';
      s += std::to_string(k);
      first = false;
    }
  return s + ")";
}

std::string Game::canonical() const {
  switch (kind) {
    case GameKind::TakeAndBreak: return code.canonical();
    case GameKind::Grundy: return "grundy";
    case GameKind::Custom: return custom ? custom->name() : input;
  }
  return input;
}

Game Game::from_custom(std::shared_ptr<const HeapGame> g) {
  if (!g) throw GameError("a custom game needs its rules: Game::from_custom was given a null HeapGame");
  Game out;
  out.kind = GameKind::Custom;
  out.input = g->name();
  out.custom = std::move(g);
  return out;
}

const std::vector<NamedGame>& named_games() {
  static const std::vector<NamedGame> names = {
      {"kayles", "0.77", "Kayles: knock down one pin or two adjacent pins"},
      {"dawson-kayles", "0.07", "Dawson's Kayles: knock down two adjacent pins"},
      {"dawson-chess", "0.137", "Dawson's chess (pawns on a 3 x n board)"},
      {"treblecross", "0.007", "Treblecross, one-dimensional tic-tac-toe (Crosses and Crosses)"},
      {"nim", "0.[3]", "Nim: take any number from one heap"},
      {"lasker", "4.[3]", "Lasker's Nim: take any number, or split a heap into two"},
      {"grundy", "grundy", "Grundy's game: split a heap into two unequal heaps"},
  };
  return names;
}

Game parse_game(const std::string& text) {
  std::string t = normalise_text(text);
  if (t.empty()) throw GameError("empty game description");
  for (const auto& n : named_games())
    if (t == n.name || (t == "lasker-nim" && std::string(n.name) == "lasker")) {
      if (std::string(n.code) == "grundy") {
        Game g;
        g.kind = GameKind::Grundy;
        g.input = text;
        return g;
      }
      Game g = parse_code(n.code, n.code);
      g.input = text;
      return g;
    }
  if (t.rfind("s(", 0) == 0 || t.rfind("s-(", 0) == 0) return parse_subtraction(t, text);
  return parse_code(t, text);
}

}  // namespace sgp
