/// @brief Running a contest program from examples/contest on a given stdin, for the contest tests.
#pragma once
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace sgtest {

/// Runs <build>/examples/contest/NAME with `input` on stdin and returns its stdout ("<exit N>" appended
/// when the exit status is not 0).
inline std::string run_contest(const std::string& name, const std::string& input) {
  static int counter = 0;
  std::string base = std::string(SGPERIOD_BINARY_DIR) + "/contest_test_" + std::to_string(::getpid()) + "_" +
                     std::to_string(counter++);
  std::ofstream(base + ".in") << input;
  std::string cmd = std::string("'") + SGPERIOD_BINARY_DIR + "/examples/contest/" + name + "' <'" + base +
                    ".in' >'" + base + ".out'";
  int raw = std::system(cmd.c_str());
  std::ifstream in(base + ".out");
  std::ostringstream os;
  os << in.rdbuf();
  std::remove((base + ".in").c_str());
  std::remove((base + ".out").c_str());
  std::string out = os.str();
  int status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  if (status != 0) out += "<exit " + std::to_string(status) + ">";
  return out;
}

}  // namespace sgtest
