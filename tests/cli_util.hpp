/// @brief Running the sgperiod binary from tests: exit status, stdout and stderr of one command line.
#pragma once
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace sgtest {

struct CliResult {
  int status = -1;
  std::string out, err;
};

inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

/// Runs `sgperiod ARGS` through the shell (ARGS is shell text, may end in a pipe), capturing both streams.
inline CliResult cli(const std::string& args, const std::string& stdin_text = "") {
  static int counter = 0;
  std::string base = std::string(SGPERIOD_BINARY_DIR) + "/cli_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
  std::string in = base + ".in", out = base + ".out", err = base + ".err";
  std::ofstream(in) << stdin_text;
  // The parentheses make the redirections apply to a whole pipeline such as "run ... | cut -d, -f1-10".
  std::string cmd = std::string("( '") + SGPERIOD_CLI + "' " + args + " ) <'" + in + "' >'" + out + "' 2>'" + err + "'";
  int raw = std::system(cmd.c_str());
  CliResult r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  std::remove(in.c_str());
  std::remove(out.c_str());
  std::remove(err.c_str());
  return r;
}

}  // namespace sgtest
