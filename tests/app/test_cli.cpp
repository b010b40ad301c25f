/// @brief The CLI contract: outputs, refused inputs with their messages and exit codes, thread independence.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "tests/cli_util.hpp"
#include "tests/utf8_util.hpp"

using sgtest::cli;

TEST_CASE("values prints an OEIS b-file", "[cli]") {
  auto r = cli("values kayles -n 13");
  REQUIRE(r.status == 0);
  // Kayles 0.77, OEIS A002186: 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4.
  CHECK(r.out.find("# Nim-sequence (Sprague-Grundy values) G(n) of the heap game 0.77, offset 0\n") == 0);
  CHECK(r.out.find("\n0 0\n1 1\n2 2\n3 3\n4 1\n5 4\n6 3\n7 2\n8 1\n9 4\n10 2\n11 6\n12 4\n") != std::string::npos);
  CHECK(r.out.find("\n13 ") == std::string::npos);  // -n 13 is G(0..12), as everywhere
  CHECK(r.out.back() == '\n');
}

TEST_CASE("numbers may be written 1e3 and 2^10", "[cli]") {
  auto a = cli("values 0.07 -n 1024"), b = cli("values 0.07 -n 2^10"), c = cli("values 0.07 -n 1.024e3");
  REQUIRE(a.status == 0);
  // The header records the command, so compare the value lines only.
  auto body = [](const std::string& s) { return s.substr(s.find("\n0 0\n")); };
  CHECK(body(a.out) == body(b.out));
  CHECK(body(a.out) == body(c.out));
}

TEST_CASE("run prints the summary and the CSV row", "[cli]") {
  auto r = cli("run kayles --csv -");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("game,canonical,n_computed,status,period,preperiod,last_exception,saltus,max_value,max_value_at,candidate_period,candidate_preperiod,values_needed,seconds\n") == 0);
  CHECK(r.out.find("kayles,0.77,") != std::string::npos);
  CHECK(r.out.find(",proven,12,71,70,0,") != std::string::npos);
  auto s = cli("run 0.137");
  CHECK(s.out.find("period         34") != std::string::npos);
  CHECK(s.out.find("last exception 51") != std::string::npos);
}

TEST_CASE("run: a code that never splits gets the 2^24 default, and a candidate names its own proof window", "[cli][periods]") {
  // `run 'S(1,65536)'` stopped at 65536 values (the pair mex's 2^16, not the documented 2^24 for
  // codes that never split) and was left open. By hand: G(n) = n mod 2 below 65536; G(65536) = mex{G(65535),
  // G(0)} = mex{1, 0} = 2; then G(n) = G(n - 65537) by induction on n (the options n - 1 and n - 65536
  // fall at the same places of the cycle as those of n - 65537), so the period is 65537 from 0, minimal
  // as the value 2 appears once per period. The subtraction window (period/proof.cpp, d_K = 3 so n0' = 0)
  // checks 0 <= n < K = 65536, which needs 65536 + 65537 = 131073 values.
  auto r = cli("run 'S(1,65536)'");
  REQUIRE(r.status == 0);
  INFO(r.out);
  CHECK(r.out.find("limit 16777216)") != std::string::npos);
  CHECK(r.out.find("status         proven\n") != std::string::npos);
  CHECK(r.out.find("period         65537\n") != std::string::npos);
  CHECK(r.out.find("preperiod      0\n") != std::string::npos);
  CHECK(r.out.find("subtraction window: G(n+65537) = G(n) checked for 0 <= n < 65536") != std::string::npos);
  // Stopped at 2^16, the run sees period 2 from 0; its window checks 0 <= n < 65536 and so needs
  // 65536 + 2 values, which is what the message says. G(65536) = 2 then refutes it: no candidate left.
  r = cli("run 'S(1,65536)' -n 65536");
  CHECK(r.out.find("candidate      period 2, preperiod 0 (not proven: its proof needs 65538 values; run with -n 65538)") !=
        std::string::npos);
  r = cli("run 'S(1,65536)' -n 65538");
  CHECK(r.out.find("status         open") != std::string::npos);
  CHECK(r.out.find("period 2, preperiod 0") == std::string::npos);
}

TEST_CASE("output is identical for -t 1 and -t 2", "[cli][threads]") {
  auto one = cli("run 0.16 kayles 0.6 -n 2^15 --csv - -q -t 1 | cut -d, -f1-10");
  auto two = cli("run 0.16 kayles 0.6 -n 2^15 --csv - -q -t 2 | cut -d, -f1-10");
  REQUIRE(one.status == 0);
  REQUIRE(one.out.find("0.16,0.16,") != std::string::npos);  // not two empty outputs
  CHECK(one.out == two.out);
  auto v1 = cli("values 0.4 -n 70000 -t 1 --method naive"), v2 = cli("values 0.4 -n 70000 -t 2 --method naive");
  REQUIRE(v1.out.size() > 70000 * 4);
  CHECK(v1.out == v2.out);
}

TEST_CASE("refused inputs name the problem and exit with 2", "[cli]") {
  struct Case { const char* args; const char* message; };
  for (Case c : {Case{"run ''", "empty game"}, Case{"run 0.", "empty code"}, Case{"run 0.7x", "bad digit 'x'"},
                 Case{"run 3.07", "infinite game"}, Case{"run 'S()'", "S() has no moves"},
                 Case{"run 'S(1,0)'", "contains 0"}, Case{"run kayless", "unknown game 'kayless'"},
                 Case{"run kayles -n -5", "is negative"}, Case{"run kayles -n abc", "is not a number"},
                 Case{"run kayles -n 1.5", "not a whole number"}, Case{"values kayles -n 1e15", "GiB of memory"},
                 Case{"run kayles --method fast", "unknown method"}, Case{"run", "required"},
                 Case{"frobnicate", "frobnicate"},
                 Case{"values kayles -o /nonexistent-folder/x.txt", "folder '/nonexistent-folder' does not exist"}}) {
    auto r = cli(c.args);
    INFO(c.args << " -> " << r.err);
    CHECK(r.status == 2);
    CHECK(r.err.find(c.message) != std::string::npos);
    CHECK(r.err.find("Try 'sgperiod --help'") != std::string::npos);
  }
}

TEST_CASE("verify refuses -n 0 like every other command, and no -n means the default", "[cli][verify]") {
  std::string path = std::string(SGPERIOD_BINARY_DIR) + "/claims_n0_" + std::to_string(::getpid()) + ".csv";
  std::ofstream(path) << "game,preperiod,period\nkayles,71,12\n";
  std::vector<std::string> refused{"run kayles -n 0", "report kayles -n 0 -o '" + path + ".d'",
                                   "header kayles -n 0 -o '" + path + ".hpp'", "verify '" + path + "' -n 0",
                                   "verify '" + path + "' --limit 0"};
  for (const std::string& args : refused) {
    auto r = cli(args);
    INFO(args << " -> " << r.err);
    CHECK(r.status == 2);
    CHECK(r.err.find("--limit must be at least 1") != std::string::npos);
    CHECK(r.err.find("Try 'sgperiod --help'") != std::string::npos);
    CHECK(r.out.empty());
  }
  auto d = cli("verify '" + path + "' -q");
  std::remove(path.c_str());
  INFO(d.err);
  CHECK(d.status == 0);
  CHECK(d.out.find("\n2,kayles,0.77,71,12,0,proven,") != std::string::npos);
}

TEST_CASE("verify: proven, refuted with the counterexample, undecided, broken rows", "[cli][verify]") {
  std::string path = std::string(SGPERIOD_BINARY_DIR) + "/claims_" + std::to_string(::getpid()) + ".csv";
  // Winning Ways: Kayles has period 12 from 71 (last exception 70), Dawson's chess 0.137 period 34 from 52.
  std::ofstream(path) << "game,preperiod,period\n"
                         "# comment lines are skipped\n"
                         "kayles,71,12\n"
                         "kayles,100,24\n"
                         "kayles,70,12\n"
                         "0.137,52,17\n"
                         "nosuchgame,1,2\n"
                         "kayles,x,12\n"
                         "0.6,10,7\n";
  auto r = cli("verify '" + path + "' -n 2^12");
  std::remove(path.c_str());
  INFO(r.out << r.err);
  CHECK(r.status == 1);
  CHECK(r.out.find("\n3,kayles,0.77,71,12,0,proven,") != std::string::npos);
  CHECK(r.out.find("\n4,kayles,0.77,100,24,0,proven,") != std::string::npos);
  // 70 is the last exception (Winning Ways); G(70) = 6 in OEIS A002186.
  CHECK(r.out.find("\n5,kayles,0.77,70,12,0,refuted,70,6,") != std::string::npos);
  CHECK(r.out.find("\n6,0.137,0.137,52,17,0,refuted,") != std::string::npos);
  CHECK(r.out.find("\n7,nosuchgame,,,,,error,") != std::string::npos);
  CHECK(r.err.find(":7: unknown game 'nosuchgame'") != std::string::npos);
  CHECK(r.err.find(":8: preperiod 'x' is not a number") != std::string::npos);
  CHECK(r.out.find("\n9,0.6,0.6,10,7,0,refuted,") != std::string::npos);
}

TEST_CASE("verify: a claim beyond the limit is undecided with the values it needs", "[cli][verify]") {
  std::string path = std::string(SGPERIOD_BINARY_DIR) + "/claims_u_" + std::to_string(::getpid()) + ".csv";
  std::ofstream(path) << "game,preperiod,period\n0.16,105351,149459\n";
  auto r = cli("verify '" + path + "' -n 2^14");
  CHECK(r.status == 0);
  CHECK(r.out.find(",undecided,") != std::string::npos);
  CHECK(r.out.find("needs 509622 values") != std::string::npos);  // 2*105351 + 2*149459 + 2
  std::ofstream(path) << "game,period\nkayles,12\n";
  auto m = cli("verify '" + path + "'");
  std::remove(path.c_str());
  CHECK(m.status == 1);
  CHECK(m.err.find("no 'preperiod' column") != std::string::npos);
}

namespace {
// The verdict CSV's message column of an error row: the last field, CSV-quoted when it holds a comma.
std::string message_column(const std::string& row) {
  const std::size_t quote = row.find(",\"line ");
  if (quote != std::string::npos) return row.substr(quote + 2, row.size() - quote - 3);
  return row.substr(row.rfind(",line ") + 1);
}
}  // namespace

TEST_CASE("verify: a game with U+200B is named by its code point, the verdicts are UTF-8", "[cli][verify]") {
  sgtest::TempDir dir;
  sgtest::spit(dir / "c.csv", "game,preperiod,period\n0.\xe2\x80\x8b" "77,71,12\n");
  auto r = cli("verify '" + (dir / "c.csv") + "'");
  INFO(r.err);
  CHECK(r.status == 1);
  const std::string why = "bad character U+200B in code '0.\xe2\x80\x8b" "77' (digits are 0-7, or 0-9 and a-f for hexadecimal codes)";
  CHECK(r.err.find(dir / "c.csv" + ":2: " + why + "\n") != std::string::npos);
  CHECK(r.out.find("\n2,0.\xe2\x80\x8b" "77,,,,,error,,,,,,\"line 2: " + why + "\"\n") != std::string::npos);
  CHECK(sgtest::valid_utf8(r.out));
  CHECK(sgtest::valid_utf8(r.err));
}

TEST_CASE("verify: long and binary fields are quoted cut short", "[cli][verify]") {
  sgtest::TempDir dir;
  const std::string ten_mb(10 * 1024 * 1024, '1');
  // A 10 MB number: echoed neither into the verdicts nor onto stderr.
  sgtest::spit(dir / "n.csv", "game,preperiod,period\nkayles," + ten_mb + ",12\n");
  auto n = cli("verify '" + (dir / "n.csv") + "' -q");
  CHECK(n.status == 1);
  const std::string why = "preperiod '" + std::string(64, '1') + "... (10485760 bytes)' is too large (write 1000000, 1e6 or 2^20)";
  CHECK(n.err == "sgperiod: " + (dir / "n.csv") + ":2: " + why + "\nsgperiod: 1 broken row(s)\n");
  CHECK(n.out.size() < 1000);
  CHECK(n.out.find("\"line 2: " + why + "\"") != std::string::npos);
  // A 10 MB game: the game column keeps what was written (once); the message quotes it cut short.
  sgtest::spit(dir / "g.csv", "game,preperiod,period\nx" + ten_mb + ",71,12\n");
  auto g = cli("verify '" + (dir / "g.csv") + "'");
  CHECK(g.status == 1);
  CHECK(g.err.size() < 1000);
  CHECK(g.err.find(":2: unknown game 'x" + std::string(63, '1') + "... (10485761 bytes)' (") != std::string::npos);
  CHECK(g.out.size() < ten_mb.size() + 1000);
  // 5 KB of random bytes as a game (no byte that ends the field or the line): stderr stays clean text, and
  // the message column says what stderr says.
  std::mt19937 gen(36);
  std::string junk = "x";
  while (junk.size() < 5000) {
    const char c = static_cast<char>(gen() & 0xff);
    if (c != '\n' && c != '\r' && c != ',' && c != '"' && c != '\0') junk += c;
  }
  sgtest::spit(dir / "r.csv", "game,preperiod,period\n" + junk + ",71,12\n");
  auto b = cli("verify '" + (dir / "r.csv") + "'");
  CHECK(b.status == 1);
  const auto err = sgtest::lines(b.err);
  REQUIRE(err.size() == 2);
  CHECK(err[0].size() < 1000);
  CHECK(sgtest::clean_message(err[0]));
  const std::string prefix = "sgperiod: " + (dir / "r.csv") + ":2: ";
  REQUIRE(err[0].rfind(prefix, 0) == 0);
  const auto rows = sgtest::lines(b.out);
  REQUIRE(rows.size() == 2);
  CHECK(message_column(rows[1]) == "line 2: " + err[0].substr(prefix.size()));
}

TEST_CASE("verify: a NUL byte is refused naming the file and the line", "[cli][verify]") {
  sgtest::TempDir dir;
  // kayles,71,12<NUL> was read as kayles,71,12 and proven (exit 0).
  const std::string claims = std::string("game,preperiod,period\nkayles,71,12\0\nkayles,71,12\n", 49);
  sgtest::spit(dir / "c.csv", claims);
  const std::string why = ":2: a NUL byte at column 13 (a claims file is text; was it saved in another encoding, such as UTF-16?)\n";
  for (const std::string& source : {std::string("'") + (dir / "c.csv") + "'", std::string("-")}) {
    auto r = cli("verify " + source + " -q", claims);
    INFO(source << " -> " << r.err);
    CHECK(r.status == 1);
    CHECK(r.err.find("sgperiod: " + (source == "-" ? std::string("standard input") : dir / "c.csv") + why) != std::string::npos);
    CHECK(r.out.find("\n2,,,,,,error,") != std::string::npos);
    CHECK(r.out.find("\n3,kayles,0.77,71,12,0,proven,") != std::string::npos);
    CHECK(r.out.find('\0') == std::string::npos);
  }
}

TEST_CASE("failures leave no half-written output file", "[cli]") {
  std::string out = std::string(SGPERIOD_BINARY_DIR) + "/never_written.txt";
  std::remove(out.c_str());
  auto r = cli("values 0.7x -n 10 -o '" + out + "'");
  CHECK(r.status == 2);
  CHECK(access(out.c_str(), F_OK) != 0);
}
