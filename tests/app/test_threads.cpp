/// @brief Thread invariance: every subcommand that takes --threads writes the same bytes with -t 1, -t 2 and -t 7.
#include <catch2/catch.hpp>

#include <string>

#include "tests/cli_util.hpp"

using namespace sgtest;

namespace {

// Runs `sgperiod ARGS -t T` for T = 1, 2, 7, each in its own folder (ARGS may name files in it as
// OUT/...), and returns what `collect` (shell text run in that folder, e.g. `cat OUT/*`) prints,
// with the exit status of the command first.
std::vector<std::string> outputs(const std::string& args, const std::string& collect) {
  std::vector<std::string> got;
  for (int t : {1, 2, 7}) {
    TempDir dir;
    std::string a = args;
    for (std::size_t at; (at = a.find("OUT")) != std::string::npos;) a.replace(at, 3, dir.path());
    // The options go before a pipe, if any (ARGS may end in "| cut ...").
    const std::string opts = " -q -t " + std::to_string(t);
    const std::size_t pipe = a.find(" |");
    a = pipe == std::string::npos ? a + opts : a.substr(0, pipe) + opts + a.substr(pipe);
    const CliResult r = cli(a);
    const std::string files = collect.empty() ? "" : [&] {
      std::string c = collect;
      for (std::size_t at; (at = c.find("OUT")) != std::string::npos;) c.replace(at, 3, dir.path());
      const std::string listing = dir / "collected.txt";
      shell("( " + c + " ) > '" + listing + "' 2>&1");
      return slurp(listing);
    }();
    // A run's summary ends with its elapsed seconds: the one line that may differ.
    std::string out;
    for (const auto& l : lines(r.out))
      if (l.find("  seconds ") != 0) out += l + "\n";
    got.push_back(std::to_string(r.status) + "\n" + out + "\n" + files);
  }
  return got;
}

void check_same(const std::string& args, const std::string& collect = "", int status = 0) {
  const auto got = outputs(args, collect);
  INFO("sgperiod " << args);
  REQUIRE(got.size() == 3);
  CHECK(got[0].substr(0, 2) == std::to_string(status) + "\n");  // a failure everywhere would also be "the same"
  CHECK(got[0].size() > 40);            // and wrote something
  CHECK(got[1] == got[0]);
  CHECK(got[2] == got[0]);
}

}  // namespace

TEST_CASE("threads: values, run, verify, header give the same bytes for -t 1, 2, 7", "[cli][threads]") {
  check_same("values 0.137 -n 2^16");
  check_same("values 'S(1,3,4)' -n 5000 --method naive");
  // The run CSV's last column is the elapsed time: cut off.
  check_same("run 0.137 0.16 kayles 4.07 -n 2^18 --csv - | cut -d, -f1-13");
  check_same("run 0.1777 -n 2^20 --bfile OUT/b.txt --stats OUT/s.csv --checkpoint OUT/c.ckpt", "cat OUT/b.txt OUT/s.csv OUT/c.ckpt | cksum");
  TempDir claims_dir;
  const std::string claims = claims_dir / "claims.csv";
  spit(claims, "game,preperiod,period\nkayles,71,12\n0.07,0,4\n0.16,0,5\n");
  // 0.07 and 0.16 have other periods: refuted claims, exit status 1, in every case.
  check_same("verify '" + claims + "' -n 2^16 -o OUT/v.csv", "cat OUT/v.csv", 1);
  check_same("header 0.137 -n 3000 -o OUT/h.hpp", "cat OUT/h.hpp");
}

TEST_CASE("threads: batch, census, report give the same bytes for -t 1, 2, 7", "[cli][threads]") {
  TempDir jobs_dir;
  const std::string jobs = jobs_dir / "jobs.csv";
  spit(jobs, "game,limit\n0.137,2^17\nkayles,5000\n\"S(1,3,4)\",3000\n0.16,2^18\nbad-game,10\n0.1777,2^19\n");
  // A bad row makes the exit status 1 in every case: compared too, with the rows.
  const auto got = outputs("batch '" + jobs + "' -o OUT/r.csv --bfile-dir OUT/b", "cat OUT/r.csv; cat OUT/b/* | cksum");
  CHECK(got[0].substr(0, 2) == "1\n");
  CHECK(got[0].find("0.1777") != std::string::npos);
  CHECK(got[1] == got[0]);
  CHECK(got[2] == got[0]);
  // The journal holds classes in the order they finished, which depends on the threads: not an output.
  check_same("census --digits 1 -o OUT/c.csv --codes OUT/k.csv --journal OUT/j --bfile-dir OUT/b",
             "cat OUT/c.csv OUT/k.csv; cat OUT/b/* | cksum");
  check_same("census --digits 2 --budget 4096 -o OUT/c.csv --codes OUT/k.csv", "cat OUT/c.csv OUT/k.csv");
  check_same("report 0.137 kayles -n 5000 -o OUT/rep", "cat OUT/rep/*");
}
