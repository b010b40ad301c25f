/// @brief [reports] `sgperiod header`: generated C++11 headers compile cleanly and answer like the engine.
#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>

#include "engine/kernel.hpp"
#include "formats/header.hpp"
#include "formats/tables.hpp"
#include "period/analysis.hpp"
#include "tests/cli_util.hpp"

using namespace sgtest;

namespace {

const char* const kCompile = "g++ -std=c++11 -Wall -Wextra -Werror -pedantic -O1";

/// n mod p for a decimal string, nine digits at a time (a different route from the header's digit loop).
uint64_t decimal_mod(const std::string& s, uint64_t p) {
  uint64_t r = 0;
  for (std::size_t i = 0; i < s.size(); i += 9) {
    std::string chunk = s.substr(i, 9);
    uint64_t scale = 1;
    for (std::size_t k = 0; k < chunk.size(); ++k) scale *= 10;
    r = (r * (scale % p) + std::stoull(chunk) % p) % p;
  }
  return r;
}

/// Queries for a periodic game: every n < 10^5, n near 10^18 and 2^64, and 40-digit decimals.
struct Queries {
  std::vector<unsigned long long> ints;
  std::vector<std::string> decimals;
};

Queries make_queries() {
  Queries q;
  for (unsigned long long n = 0; n < 100000; ++n) q.ints.push_back(n);
  for (unsigned long long n = 1000000000000000000ULL - 40; n < 1000000000000000000ULL + 40; ++n) q.ints.push_back(n);
  q.ints.push_back(~0ULL);
  q.decimals = {"0", "7", "0000000000000000000000000000000000000070", "1000000000000000000",
                "18446744073709551615", "18446744073709551616", "99999999999999999999"};
  std::string base = "1234567890123456789012345678901234567890";  // 40 digits
  for (int k = 0; k < 60; ++k) {
    std::string s = base;
    s[39] = char('0' + k % 10);
    s[38] = char('0' + (k / 10) % 10);
    s[0] = char('1' + k % 9);
    q.decimals.push_back(s);
  }
  q.decimals.push_back(std::string(40, '9'));
  q.decimals.push_back("1" + std::string(39, '0'));
  return q;
}

/// Writes a program that includes `header`, asks every query, and prints one answer per line.
std::string query_program(const std::string& header, const std::string& fn, const Queries& q) {
  std::ostringstream os;
  os << "#include \"" << header << "\"\n#include <cstdio>\n";
  os << "static const unsigned long long ints[] = {";
  for (auto n : q.ints) os << n << "ULL,";
  os << "};\nstatic const char* const decimals[] = {";
  for (const auto& s : q.decimals) os << '"' << s << "\",";
  os << "};\nunsigned other_tu(unsigned long long n);\n";
  os << "int main() {\n"
     << "  for (unsigned long long n : ints) std::printf(\"%u\\n\", " << fn << "(n));\n"
     << "  for (const char* s : decimals) std::printf(\"%u\\n\", " << fn << "(s));\n"
     << "  std::printf(\"%u %u\\n\", " << fn << "(0), other_tu(5));\n"
     << "  return 0;\n}\n";
  return os.str();
}

/// Generates the header of `game` with the CLI, compiles a query program (two translation units, to
/// catch duplicate definitions) and checks every answer against the engine's values.
void check_game(const std::string& game, uint64_t period, uint64_t preperiod) {
  TempDir dir;
  REQUIRE(cli("header " + game + " -o '" + (dir / "t.hpp") + "' --name g --namespace ns::inner -q").status == 0);
  std::string text = slurp(dir / "t.hpp");
  CHECK(text.find("proven periodic: period " + std::to_string(period) + ", preperiod " + std::to_string(preperiod)) !=
        std::string::npos);
  CHECK(text.find("constexpr unsigned long long g_period = " + std::to_string(period) + "ULL;") != std::string::npos);

  Queries q = make_queries();
  spit(dir / "main.cpp", query_program(dir / "t.hpp", "ns::inner::g", q));
  spit(dir / "other.cpp", "#include \"" + (dir / "t.hpp") +
                              "\"\nstatic_assert(ns::inner::g(0ULL) == 0, \"constexpr\");\n"
                              "unsigned other_tu(unsigned long long n) { return ns::inner::g(n); }\n");
  REQUIRE(shell(std::string(kCompile) + " '" + (dir / "main.cpp") + "' '" + (dir / "other.cpp") + "' -o '" +
                (dir / "q") + "' 2>'" + (dir / "cc.err") + "'") == 0);
  INFO(slurp(dir / "cc.err"));
  REQUIRE(shell("'" + (dir / "q") + "' >'" + (dir / "answers") + "'") == 0);
  std::vector<std::string> got = lines(slurp(dir / "answers"));
  REQUIRE(got.size() == q.ints.size() + q.decimals.size() + 1);

  // The engine: G(0..10^5-1) directly; beyond, its value at the same place in the period.
  sgp::NimSequence seq = sgp::compute(sgp::parse_game(game), 100000);
  auto engine = [&](uint64_t residue_from_pre) { return seq[preperiod + residue_from_pre]; };
  std::size_t i = 0;
  for (auto n : q.ints) {
    unsigned want = n < 100000 ? seq[n] : engine((n - preperiod) % period);
    if (std::to_string(want) != got[i]) FAIL("G(" << n << ") = " << got[i] << ", engine " << want);
    ++i;
  }
  for (const auto& s : q.decimals) {
    std::string digits = s.substr(std::min(s.find_first_not_of('0'), s.size() - 1));
    unsigned want;
    if (digits.size() < 6)
      want = seq[std::stoull(digits)];
    else  // (n - preperiod) mod period from n mod period, computed in 9-digit chunks
      want = engine((decimal_mod(digits, period) + period - preperiod % period) % period);
    if (std::to_string(want) != got[i]) FAIL("G(\"" << s << "\") = " << got[i] << ", engine " << want);
    ++i;
  }
  CHECK(got[i] == "0 " + std::to_string(seq[5]));
}

}  // namespace

TEST_CASE("Kayles header: period 12, preperiod 71, compiles as C++11 and agrees with the engine", "[reports]") {
  check_game("kayles", 12, 71);  // Guy and Smith (1956): last exception 70
}

TEST_CASE("Dawson's Kayles and Dawson's chess headers agree with the engine", "[reports]") {
  // OEIS A002187 (Dawson's chess, 0.137): G(51) = 2 but G(85) = 9, and period 34 after that (Guy-Smith),
  // so the preperiod is 52. Dawson's Kayles 0.07 is the same sequence shifted by one: preperiod 53.
  check_game("dawson-chess", 34, 52);
  check_game("dawson-kayles", 34, 53);
}

TEST_CASE("a header is reproducible byte for byte, whatever the thread count", "[reports]") {
  TempDir dir;
  REQUIRE(cli("header 0.137 -o '" + (dir / "a.hpp") + "' --name dc -q -t 1").status == 0);
  REQUIRE(cli("header 0.137 -o '" + (dir / "b.hpp") + "' --name dc -q -t 2").status == 0);
  std::string a = slurp(dir / "a.hpp");
  CHECK(!a.empty());
  CHECK(a == slurp(dir / "b.hpp"));
  CHECK(a.find("// Generator: sgperiod header 0.137 --name dc\n") != std::string::npos);
  CHECK(a.find(dir.path()) == std::string::npos);  // the output path is not recorded
}

TEST_CASE("the build generates sgtables headers equal to the CLI's and the published values", "[reports]") {
  TempDir dir;
  struct T { const char* name; const char* game; const char* code; };
  for (T t : {T{"kayles", "kayles", "0.77"}, T{"dawson_kayles", "dawson-kayles", "0.07"},
              T{"dawson_chess", "dawson-chess", "0.137"}}) {
    std::string built = std::string(SGPERIOD_BINARY_DIR) + "/generated/sgtables/" + t.name + ".hpp";
    REQUIRE(exists(built));
    REQUIRE(cli(std::string("header ") + t.game + " -o '" + (dir / "x.hpp") + "' --name " + t.name +
                " --namespace sgtables -q")
                .status == 0);
    CHECK(slurp(built) == slurp(dir / "x.hpp"));

    // Compiled against OEIS terms (tests/data/published_sequences.txt), not against the engine.
    std::vector<unsigned> terms = published(t.code);
    REQUIRE(terms.size() > 80);
    std::ostringstream os;
    os << "#include \"sgtables/" << t.name << ".hpp\"\nint main() {\n  int bad = 0;\n";
    for (std::size_t n = 0; n < terms.size(); ++n)
      os << "  bad += sgtables::" << t.name << "(" << n << ") != " << terms[n] << "u;\n";
    os << "  return bad;\n}\n";
    spit(dir / "p.cpp", os.str());
    REQUIRE(shell(std::string(kCompile) + " -I'" + SGPERIOD_BINARY_DIR + "/generated' '" + (dir / "p.cpp") + "' -o '" +
                  (dir / "p") + "'") == 0);
    CHECK(shell("'" + (dir / "p") + "'") == 0);
  }
}

TEST_CASE("an unproven game gets a finite table and the functions refuse larger n", "[reports]") {
  TempDir dir;
  REQUIRE(cli("header grundy -n 500 -o '" + (dir / "g.hpp") + "' -q").status == 0);
  std::string text = slurp(dir / "g.hpp");
  CHECK(text.find("open: no period found up to n = 499") != std::string::npos);
  std::vector<unsigned> terms = published("grundy");
  REQUIRE(terms.size() > 50);
  std::ostringstream os;
  os << "#include \"" << (dir / "g.hpp") << "\"\n#include <stdexcept>\nint main() {\n  int bad = 0;\n";
  for (std::size_t n = 0; n < terms.size(); ++n) os << "  bad += grundy(" << n << ") != " << terms[n] << "u;\n";
  os << "  bad += grundy(\"499\") != grundy(499);\n"
     << "  try { grundy(500); ++bad; } catch (const std::out_of_range&) {}\n"
     << "  try { grundy(\"100000000000000000000000\"); ++bad; } catch (const std::out_of_range&) {}\n"
     << "  try { grundy(\"12x\"); ++bad; } catch (const std::invalid_argument&) {}\n"
     << "  try { grundy(-1); ++bad; } catch (const std::out_of_range&) {}\n"
     << "  return bad;\n}\n";
  spit(dir / "m.cpp", os.str());
  REQUIRE(shell(std::string(kCompile) + " '" + (dir / "m.cpp") + "' -o '" + (dir / "m") + "'") == 0);
  CHECK(shell("'" + (dir / "m") + "'") == 0);
}

TEST_CASE("oversized tables and bad names are refused with the reason", "[reports]") {
  sgp::RunOptions opt;
  sgp::RunReport r = sgp::run_game(sgp::parse_game("kayles"), opt);
  sgp::HeaderOptions h;
  h.max_entries = 50;  // Kayles needs 71 + 12
  std::ostringstream os;
  try {
    sgp::write_cpp_header(os, r, h);
    FAIL("no refusal");
  } catch (const sgp::HeaderError& e) {
    std::string m = e.what();
    CHECK(m.find("83 entries") != std::string::npos);
    CHECK(m.find("limit of 50") != std::string::npos);
  }
  h = {};
  h.name = "int";
  CHECK_THROWS_AS(sgp::write_cpp_header(os, r, h), sgp::HeaderError);
  h.name = "ok";
  h.ns = "a::2b";
  CHECK_THROWS_AS(sgp::write_cpp_header(os, r, h), sgp::HeaderError);

  TempDir dir;
  CHECK(cli("header kayles --name 'not-an-id' -o '" + (dir / "x.hpp") + "'").status == 2);
  CHECK(!exists(dir / "x.hpp"));
  CHECK(cli("header 0.9z -o '" + (dir / "x.hpp") + "'").status == 2);
}

TEST_CASE("distinct games get distinct default names and include guards", "[reports][header]") {
  // 0.1 and 0.[1] both got octal_0_1 (and one guard), so a program including both silently lost one:
  // octal_0_1(5) answered 0 where 0.[1] has 1.
  TempDir dir;
  REQUIRE(cli("header 0.1 -o '" + (dir / "a.hpp") + "' -q").status == 0);
  REQUIRE(cli("header '0.[1]' -n 100 -o '" + (dir / "b.hpp") + "' -q").status == 0);
  REQUIRE(cli("header 0.13 -o '" + (dir / "c.hpp") + "' -q").status == 0);
  REQUIRE(cli("header '0.[13]' -n 100 -o '" + (dir / "d.hpp") + "' -q").status == 0);
  const std::string a = slurp(dir / "a.hpp"), b = slurp(dir / "b.hpp");
  REQUIRE(a.find("constexpr unsigned octal_0_1(unsigned long long n)") != std::string::npos);
  REQUIRE(b.find("constexpr unsigned octal_0_r1(unsigned long long n)") != std::string::npos);
  // By hand: 0.1 only takes a whole heap of exactly 1, so G(1) = 1 and every other heap has no move;
  // 0.[1] takes a whole heap of any size, so G(n) = 1 for every n >= 1. The pair 0.13 / 0.[13] only has
  // to coexist in one program.
  std::ostringstream prog;
  prog << "#include \"" << (dir / "a.hpp") << "\"\n#include \"" << (dir / "b.hpp") << "\"\n#include \""
       << (dir / "c.hpp") << "\"\n#include \"" << (dir / "d.hpp") << "\"\n"
       << "int main() {\n  int bad = 0;\n"
       << "  bad += octal_0_1(1) != 1u; bad += octal_0_1(5) != 0u; bad += octal_0_1(0) != 0u;\n"
       << "  bad += octal_0_r1(5) != 1u; bad += octal_0_r1(99) != 1u; bad += octal_0_r1(0) != 0u;\n"
       << "  bad += octal_0_13(0) != 0u; bad += octal_0_r13(0) != 0u;\n  return bad;\n}\n";
  spit(dir / "m.cpp", prog.str());
  REQUIRE(shell(std::string(kCompile) + " '" + (dir / "m.cpp") + "' -o '" + (dir / "m") + "'") == 0);
  CHECK(shell("'" + (dir / "m") + "'") == 0);

  // Injective over many forms: codes with d0, tails, hexadecimal digits, subtraction sets.
  std::set<std::string> names;
  std::vector<std::string> games = {"0.[3]", "0.3", "0.[33]", "0.1[3]", "0.[13]", "0.13", "0.[1]", "0.1", "4.0",
                                    "4.[3]", "0.4", "8.0", "0.f", "0.[f]", "S(1,34)", "S(13,4)", "S(1,3,4)", "0.3033"};
  for (char d0 : std::string("048c"))
    for (const char* tail : {"", "[1]", "[7]", "[13]"})
      for (int x = 0; x < 16; ++x) games.push_back(std::string(1, d0) + "." + "0123456789abcdef"[x] + tail);
  std::set<std::string> canon;
  for (const auto& g : games) {
    sgp::Game game = sgp::parse_game(g);
    if (!canon.insert(game.canonical()).second) continue;  // the same game written twice
    INFO(g);
    CHECK(names.insert(sgp::default_header_name(game)).second);
  }
}

TEST_CASE("arithmetic-periodic games are tabled with their saltus and answer every n", "[reports][header]") {
  // header nim and header lasker said "open: no period found" and threw, while run proves them (tail
  // invariance). Closed forms (Winning Ways): Nim G(n) = n; Lasker's Nim G(4k+1) = 4k+1,
  // G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.
  TempDir dir;
  REQUIRE(cli("header nim -n 2000 -o '" + (dir / "n.hpp") + "' -q").status == 0);
  REQUIRE(cli("header lasker -o '" + (dir / "l.hpp") + "' -q").status == 0);
  const std::string n = slurp(dir / "n.hpp"), l = slurp(dir / "l.hpp");
  CHECK(n.find("proven arithmetic-periodic: period 1, preperiod 0, saltus 1") != std::string::npos);
  CHECK(l.find("proven arithmetic-periodic: period 4, preperiod 1, saltus 4") != std::string::npos);
  std::ostringstream prog;
  prog << "#include \"" << (dir / "n.hpp") << "\"\n#include \"" << (dir / "l.hpp") << "\"\n#include <stdexcept>\n"
       << "static_assert(lasker(7ULL) == 8ULL, \"constexpr\");\n"
       << "unsigned long long lk(unsigned long long n) { return n == 0 ? 0 : n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n; }\n"
       << "int main() {\n  int bad = 0;\n"
       << "  for (unsigned long long n = 0; n < 5000; ++n) { bad += nim(n) != n; bad += lasker(n) != lk(n); }\n"
       << "  const unsigned long long big[] = {1000000000000000000ULL, 1000000000000000001ULL, 1000000000000000002ULL,\n"
       << "      1000000000000000003ULL, 18446744073709551614ULL, 18446744073709551613ULL, 18446744073709551612ULL};\n"
       << "  for (unsigned long long n : big) { bad += nim(n) != n; bad += lasker(n) != lk(n); }\n"
       << "  bad += nim(\"18446744073709551615\") != 18446744073709551615ULL;\n"
       << "  bad += lasker(\"18446744073709551616\") != 18446744073709551615ULL;  // 2^64 = 4k+4: G = 2^64 - 1\n"
       << "  bad += lasker(\"0000000000000000000000018446744073709551612\") != 18446744073709551611ULL;\n"
       // G(2^64 - 1) = 2^64 and G(2^64) for Nim do not fit: they must throw, not wrap.
       << "  try { lasker(18446744073709551615ULL); ++bad; } catch (const std::out_of_range&) {}\n"
       << "  try { lasker(\"18446744073709551617\"); ++bad; } catch (const std::out_of_range&) {}\n"
       << "  try { nim(\"18446744073709551616\"); ++bad; } catch (const std::out_of_range&) {}\n"
       << "  try { nim(\"123456789012345678901234567890\"); ++bad; } catch (const std::out_of_range&) {}\n"
       << "  try { nim(-1); ++bad; } catch (const std::out_of_range&) {}\n"
       << "  return bad;\n}\n";
  spit(dir / "m.cpp", prog.str());
  REQUIRE(shell(std::string(kCompile) + " '" + (dir / "m.cpp") + "' -o '" + (dir / "m") + "' 2>'" + (dir / "cc.err") + "'") == 0);
  INFO(slurp(dir / "cc.err"));
  CHECK(shell("'" + (dir / "m") + "'") == 0);
}

TEST_CASE("header: reserved names and bad namespaces are usage errors (exit 2)", "[reports][header]") {
  TempDir dir;
  struct Case { std::string args, message; };
  // --name main was accepted and the header did not compile; --namespace ::a exited 1 without the hint.
  for (const Case& c : {Case{"--name main", "'main' is reserved"}, Case{"--name std", "is not a C++ identifier"},
                        Case{"--name 1x", "is not a C++ identifier"}, Case{"--name a__b", "is not a C++ identifier"},
                        Case{"--namespace ::a", "has an empty part"}, Case{"--namespace a::", "has an empty part"},
                        Case{"--namespace a::int", "'int' is not a C++ identifier"},
                        Case{"--namespace main", "'main' is reserved"}}) {
    auto r = cli("header kayles " + c.args + " -o '" + (dir / "x.hpp") + "'");
    INFO(c.args << " -> " << r.err);
    CHECK(r.status == 2);
    CHECK(r.err.find(c.message) != std::string::npos);
    CHECK(r.err.find("Try 'sgperiod") != std::string::npos);
    CHECK(!exists(dir / "x.hpp"));
  }
}

TEST_CASE("header: a game name holding a newline or a tab stays inside the comment block and compiles", "[reports][header]") {
  // The game text reaches the comment lines twice (Game: and Generator:). Printed raw, a newline in it
  // ended the comment and the rest of the name became code: the header did not compile.
  TempDir dir;
  const std::string h = dir / "g.hpp";
  auto r = cli("header \"$(printf '\\n\\t0.77')\" --name kay -o '" + h + "' -q");
  REQUIRE(r.status == 0);
  const std::string text = slurp(h);
  std::istringstream lines_in(text);
  std::string line;
  while (std::getline(lines_in, line) && line.rfind("#ifndef", 0) != 0) {
    INFO(line);
    CHECK((line.empty() || line.rfind("//", 0) == 0));
  }
  CHECK(text.find("// Game:      \\n\\t0.77 = 0.77\n") != std::string::npos);
  // The recorded command is a bash word that gives back the same text.
  CHECK(text.find("// Generator: sgperiod header $'\\n\\t0.77' --name kay\n") != std::string::npos);
  for (const std::string& word : {std::string("a'b\\\nc"), std::string("\x01\x7f x")}) {
    std::ofstream(dir / "q.sh") << "printf %s " << sgp::shell_quote(word) << "\n";
    REQUIRE(std::system(("bash '" + (dir / "q.sh") + "' > '" + (dir / "q.out") + "'").c_str()) == 0);
    CHECK(slurp(dir / "q.out") == word);
  }
  // G(0..3) = 0 1 2 3 for Kayles, by hand: heap 3 has options heap 2 (2), heaps 1+1 (0) and heap 1 (1).
  std::ofstream(dir / "use.cpp") << "#include \"g.hpp\"\nint main() { return kay(0) == 0 && kay(1) == 1 && kay(2) == 2 && kay(3) == 3 ? 0 : 1; }\n";
  REQUIRE(std::system((std::string(kCompile) + " -o '" + (dir / "use") + "' '" + (dir / "use.cpp") + "'").c_str()) == 0);
  CHECK(std::system(("'" + (dir / "use") + "'").c_str()) == 0);
}

TEST_CASE("header: C++20 keywords, standard types and macros, reserved spellings are refused and odd legal names compile as C++20", "[reports][header]") {
  // --name uint64_t (and requires, co_await, char8_t) was accepted, and the header did not
  // compile beside <cstdint> or under -std=c++20. The judge of each library name is the compiler, not
  // sgperiod: declared the way the header declares NAME, it must fail in g++ -std=c++20 beside the
  // standard headers. Names the standard reserves ([lex.name]: '__' anywhere, '_' then a capital) and
  // the '__' a trailing '_' makes in NAME_tables compile, so for them the standard is the source.
  TempDir dir;
  const std::string kCompile20 = "g++ -std=c++20 -Wall -Wextra -Werror -pedantic";
  const std::string includes =
      "#include <cassert>\n#include <cerrno>\n#include <climits>\n#include <cstddef>\n#include <cstdint>\n"
      "#include <cstdio>\n#include <cstdlib>\n#include <stdexcept>\n";
  struct Case { std::string name, message; bool compiler_refuses; };
  const std::string keyword = "is a C++ keyword", type = "is a type of the standard library",
                    macro = "is a macro of the standard library", reserved = "reserved for the implementation";
  for (const Case& c : {Case{"uint64_t", type, true}, Case{"requires", keyword, true}, Case{"co_await", keyword, true},
                        Case{"char8_t", keyword, true}, Case{"concept", keyword, true}, Case{"co_yield", keyword, true},
                        Case{"co_return", keyword, true}, Case{"consteval", keyword, true},
                        Case{"constinit", keyword, true}, Case{"bitand", keyword, true}, Case{"xor_eq", keyword, true},
                        Case{"int_least16_t", type, true}, Case{"uint_fast8_t", type, true},
                        Case{"uintptr_t", type, true}, Case{"intmax_t", type, true}, Case{"ptrdiff_t", type, true},
                        Case{"max_align_t", type, true}, Case{"INT8_MAX", macro, true}, Case{"UINT64_MAX", macro, true},
                        Case{"SIZE_MAX", macro, true}, Case{"INTMAX_MAX", macro, true}, Case{"UINT32_C", macro, true},
                        Case{"INT_MAX", macro, true}, Case{"ERANGE", macro, true}, Case{"EOF", macro, true},
                        Case{"assert", macro, true}, Case{"errno", macro, true}, Case{"NULL", macro, true},
                        Case{"_Table", reserved, false}, Case{"a__b", reserved, false}, Case{"kay_", "would then hold '__'", false}}) {
    auto r = cli("header kayles --name " + c.name + " -o '" + (dir / "x.hpp") + "'");
    INFO(c.name << " -> " << r.err);
    CHECK(r.status == 2);
    CHECK(r.err.find("--name '" + c.name + "' ") != std::string::npos);
    CHECK(r.err.find(c.message) != std::string::npos);
    CHECK(!exists(dir / "x.hpp"));
    if (!c.compiler_refuses) continue;
    spit(dir / "c.cpp", includes + "constexpr unsigned " + c.name + "(unsigned long long n) { return n == 0 ? 0u : 1u; }\n" +
                            "inline unsigned " + c.name + "(const char* s) { return s ? 0u : 1u; }\nint main() { return 0; }\n");
    CHECK(shell(kCompile20 + " -fsyntax-only '" + (dir / "c.cpp") + "' 2>/dev/null") != 0);
  }
  // The same check guards each part of --namespace.
  auto r = cli("header kayles --namespace sg::co_await -o '" + (dir / "x.hpp") + "'");
  CHECK(r.status == 2);
  CHECK(r.err.find("'co_await' is not a C++ identifier: 'co_await' is a C++ keyword") != std::string::npos);

  // Every <cstdint> name of the widths 8 to 64 ([cstdint.syn], C11 7.20), and C23's _WIDTH macros.
  for (const char* n : {"8", "16", "32", "64"}) {
    for (const std::string& t : {std::string("int") + n + "_t", std::string("uint") + n + "_t", std::string("int_least") + n + "_t",
                                 std::string("uint_least") + n + "_t", std::string("int_fast") + n + "_t", std::string("uint_fast") + n + "_t"})
      CHECK(sgp::reserved_name_reason(t).find(type) != std::string::npos);
    for (const std::string& i : {std::string("INT") + n, std::string("INT_LEAST") + n, std::string("INT_FAST") + n})
      for (const std::string& m : {i + "_MIN", i + "_MAX", i + "_WIDTH", "U" + i + "_MAX", "U" + i + "_WIDTH"})
        CHECK(sgp::reserved_name_reason(m).find(macro) != std::string::npos);
    CHECK(sgp::reserved_name_reason(std::string("INT") + n + "_C").find(macro) != std::string::npos);
    CHECK(sgp::reserved_name_reason(std::string("UINT") + n + "_C").find(macro) != std::string::npos);
  }
  for (const char* m : {"INTPTR_MIN", "INTPTR_MAX", "UINTPTR_MAX", "INTMAX_MIN", "UINTMAX_MAX", "PTRDIFF_MIN", "PTRDIFF_MAX",
                        "SIG_ATOMIC_MIN", "SIG_ATOMIC_MAX", "WCHAR_MIN", "WCHAR_MAX", "WINT_MIN", "WINT_MAX", "INTMAX_C", "UINTMAX_C"})
    CHECK(sgp::reserved_name_reason(m).find(macro) != std::string::npos);

  // Names next to the refused ones are legal, and the header compiles as C++20 after the standard
  // headers. Kayles G(0..3) = 0 1 2 3 by hand (heap 3: options heap 2, heaps 1 + 1, heap 1).
  const std::string h = dir / "odd.hpp";
  r = cli("header kayles --name uint64 --namespace co_awaits::Requires -o '" + h + "' -q");
  REQUIRE(r.status == 0);
  spit(dir / "use.cpp", includes + "#include \"odd.hpp\"\nusing co_awaits::Requires::uint64;\n"
                                   "int main() { return uint64(0) == 0 && uint64(1) == 1 && uint64(2) == 2 && uint64(\"3\") == 3 ? 0 : 1; }\n");
  REQUIRE(shell(kCompile20 + " -o '" + (dir / "use") + "' '" + (dir / "use.cpp") + "'") == 0);
  CHECK(shell("'" + (dir / "use") + "'") == 0);
}
