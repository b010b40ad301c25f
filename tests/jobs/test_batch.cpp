/// @brief [jobs] `sgperiod batch`: job order, byte-identical results, bad rows by line number, b-files.
#include <catch2/catch.hpp>

#include <sstream>

#include "formats/tables.hpp"
#include "jobs/batch.hpp"
#include "tests/cli_util.hpp"

using namespace sgtest;

namespace {

std::vector<std::string> fields(const std::string& row) {
  std::string why;
  auto f = sgp::split_csv_line(row, &why);
  REQUIRE(f);
  return *f;
}

}  // namespace

TEST_CASE("CSV lines split with RFC 4180 quoting", "[reports]") {
  CHECK(fields("kayles,1e4") == std::vector<std::string>{"kayles", "1e4"});
  CHECK(fields("\"S(1,3,4)\",100") == std::vector<std::string>{"S(1,3,4)", "100"});
  CHECK(fields(" 0.77 ") == std::vector<std::string>{"0.77"});
  CHECK(fields("\"a\"\"b\",") == std::vector<std::string>{"a\"b", ""});
  std::string why;
  CHECK(!sgp::split_csv_line("\"S(1,3", &why));
  CHECK(why == "unterminated quote");
}

TEST_CASE("batch runs every job, keeps JOBS order, is byte-identical for 1 and 2 threads", "[jobs]") {
  TempDir dir;
  spit(dir / "jobs.csv",
       "game,limit\n"           // line 1: header
       "kayles\n"               // line 2
       "\"S(1,3,4)\",2000\n"    // line 3
       "\n"                     // line 4: blank
       "# a comment\n"          // line 5
       "not-a-game,100\n"       // line 6: bad game
       "dawson-kayles\n"        // line 7
       "0.07,-5\n"              // line 8: bad limit
       "0.137,1e3\n");          // line 9
  auto one = cli("batch '" + (dir / "jobs.csv") + "' -o '" + (dir / "r1.csv") + "' -t 1 -q");
  auto two = cli("batch '" + (dir / "jobs.csv") + "' -o '" + (dir / "r2.csv") + "' -t 2 -q");
  CHECK(one.status == 1);  // bad rows: reported, the rest still runs
  CHECK(two.status == 1);
  const std::string& err = one.err;
  CHECK(err.find("line 6") != std::string::npos);
  CHECK(err.find("not-a-game") != std::string::npos);
  CHECK(err.find("line 8") != std::string::npos);
  std::string r1 = slurp(dir / "r1.csv");
  CHECK(r1 == slurp(dir / "r2.csv"));
  auto rows = lines(r1);
  REQUIRE(rows.size() == 7);  // header + 6 jobs
  CHECK(rows[0] == sgp::run_csv_header());
  auto col = [&](std::size_t row, const std::string& name) {
    auto head = fields(rows[0]);
    auto f = fields(rows[row]);
    REQUIRE(f.size() == head.size());
    for (std::size_t i = 0; i < head.size(); ++i)
      if (head[i] == name) return f[i];
    FAIL("no column " << name);
    return std::string();
  };
  // Kayles: period 12, last exception 70 (Guy and Smith 1956).
  CHECK(col(1, "game") == "kayles");
  CHECK(col(1, "status") == "proven");
  CHECK(col(1, "period") == "12");
  CHECK(col(1, "preperiod") == "71");
  CHECK(col(1, "seconds").empty());  // left empty: byte-identical output
  // S(1,3,4): 0 1 0 1 2 3 2 repeating from n = 0 (hand mex computation).
  CHECK(col(2, "game") == "S(1,3,4)");
  CHECK(col(2, "period") == "7");
  CHECK(col(2, "preperiod") == "0");
  CHECK(col(3, "game") == "not-a-game");
  CHECK(col(3, "status") == "error");
  CHECK(col(4, "period") == "34");  // Dawson's Kayles: A002187 shifted by one, last exception 52
  CHECK(col(4, "preperiod") == "53");
  CHECK(col(5, "status") == "error");
  CHECK(col(6, "game") == "0.137");
  CHECK(col(6, "n_computed") == "1000");
}

TEST_CASE("batch --time-column fills seconds and --bfile-dir writes OEIS b-files", "[jobs]") {
  TempDir dir;
  spit(dir / "jobs.csv", "kayles,500\n0.07\n");
  REQUIRE(cli("batch '" + (dir / "jobs.csv") + "' -o '" + (dir / "r.csv") + "' --time-column --bfile-dir '" +
              (dir / "b") + "' -q")
              .status == 0);
  auto rows = lines(slurp(dir / "r.csv"));
  REQUIRE(rows.size() == 3);
  CHECK(fields(rows[1]).back().find('.') != std::string::npos);  // "0.012"
  std::string b = slurp(dir / "b/line1_0.77.txt");
  REQUIRE(!b.empty());
  CHECK(b.back() == '\n');
  CHECK(b.find('\r') == std::string::npos);
  std::vector<unsigned> terms = published("0.77");
  std::size_t n = 0;
  for (const auto& l : lines(b)) {
    if (l.empty() || l[0] == '#') continue;
    std::istringstream is(l);
    std::size_t k;
    unsigned v;
    is >> k >> v;
    CHECK(k == n);
    if (n < terms.size()) CHECK(v == terms[n]);
    ++n;
  }
  CHECK(n == 500);
  CHECK(exists(dir / "b/line2_0.07.txt"));
}

TEST_CASE("batch refuses a missing JOBS file and leaves no output", "[jobs]") {
  TempDir dir;
  auto r = cli("batch '" + (dir / "missing.csv") + "' -o '" + (dir / "r.csv") + "'");
  CHECK(r.status == 1);  // an input that cannot be read is a failure, as for verify and solve
  CHECK(!exists(dir / "r.csv"));
  CHECK(r.err.find("cannot read JOBS file '" + (dir / "missing.csv") + "': No such file or directory") != std::string::npos);
  // A folder is named as such, by every command that reads an input file.
  for (const std::string& args : {"batch '" + dir.path() + "' -o '" + (dir / "r.csv") + "'",
                                  "verify '" + dir.path() + "' -o '" + (dir / "r.csv") + "'",
                                  "solve nim -i '" + dir.path() + "'"}) {
    INFO(args);
    auto f = cli(args);
    CHECK(f.status == 1);
    CHECK(f.err.find("'" + dir.path() + "': it is a folder") != std::string::npos);
  }
  CHECK(!exists(dir / "r.csv"));
}

TEST_CASE("batch: a NUL byte makes its row an error naming the line, and the other jobs run", "[jobs]") {
  // kayles<NUL>,100: a C string would stop at the NUL; the row must not run as some other game.
  const std::string text = std::string("0.07,100\n") + std::string("kayles\0,100\n", 12) + "kayles,100\n";
  std::istringstream in(text);
  const auto jobs = sgp::parse_jobs(in, [](const std::string& t) { return std::stoull(t); });
  REQUIRE(jobs.size() == 3);
  CHECK(jobs[0].ok());
  CHECK_FALSE(jobs[1].ok());
  CHECK_FALSE(jobs[1].game.has_value());
  CHECK(jobs[1].error ==
        "line 2: a NUL byte at column 7 (a JOBS file is text; was it saved in another encoding, such as UTF-16?)");
  CHECK(jobs[1].game_text == "kayles\\x00,100");  // the error row's game column: escaped, never the byte itself
  CHECK(jobs[2].ok());
  TempDir dir;
  spit(dir / "jobs.csv", text);
  auto r = cli("batch '" + (dir / "jobs.csv") + "' -o '" + (dir / "r.csv") + "' -q");
  CHECK(r.status == 1);
  CHECK(r.err.find("batch " + (dir / "jobs.csv") + ": line 2: a NUL byte at column 7") != std::string::npos);
  const auto rows = lines(slurp(dir / "r.csv"));
  REQUIRE(rows.size() == 4);
  CHECK(rows[2].rfind("\"kayles\\x00,100\",,,error,", 0) == 0);  // CSV-quoted: the escaped line holds a comma
  CHECK(slurp(dir / "r.csv").find('\0') == std::string::npos);
}
