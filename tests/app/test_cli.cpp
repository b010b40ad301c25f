/// @brief The CLI contract: outputs, refused inputs with their messages and exit codes, thread independence.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "tests/cli_util.hpp"

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
  // Issue 36: run 'S(1,65536)' stopped at 65536 values (the pair mex's 2^16, not the README's 2^24 for
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

TEST_CASE("failures leave no half-written output file", "[cli]") {
  std::string out = std::string(SGPERIOD_BINARY_DIR) + "/never_written.txt";
  std::remove(out.c_str());
  auto r = cli("values 0.7x -n 10 -o '" + out + "'");
  CHECK(r.status == 2);
  CHECK(access(out.c_str(), F_OK) != 0);
}
