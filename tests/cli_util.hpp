/// @brief Test support for the sgperiod binary: the one CLI runner (exit status, stdout and stderr of one command
/// line), a self-removing temp dir, shell and file helpers, and the published OEIS terms.
#pragma once
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

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

inline void spit(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

inline bool exists(const std::string& path) { return ::access(path.c_str(), F_OK) == 0; }

/// The lines of a text, without their '\n'.
inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream is(text);
  std::string l;
  while (std::getline(is, l)) out.push_back(l);
  return out;
}

/// Runs a shell command; returns its exit status (or -1 when it did not exit normally).
inline int shell(const std::string& cmd) {
  int rc = std::system(cmd.c_str());
  if (rc == -1 || !WIFEXITED(rc)) return -1;
  return WEXITSTATUS(rc);
}

/// Shell text that bounds the memory of the commands after it to `mib` MiB: `ulimit -v`, or in a sanitizer
/// build (whose runtime reserves terabytes of address space at start-up, so that any `ulimit -v` kills it)
/// the sanitizer's own cap on one allocation, which a request past the bound turns into an abort.
inline std::string memory_cap(unsigned long mib) {
#if defined(SGPERIOD_SANITIZED)
  return "export ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}max_allocation_size_mb=" + std::to_string(mib) + "\"; ";
#else
  return "ulimit -v " + std::to_string(mib * 1024) + "; ";
#endif
}

/// Runs `sgperiod ARGS` through the shell (ARGS is shell text, may end in a pipe), capturing both streams.
/// STDIN_TEXT is the command's standard input (empty by default).
inline CliResult cli(const std::string& args, const std::string& stdin_text = "") {
  static int counter = 0;
  std::string base = std::string(SGPERIOD_BINARY_DIR) + "/cli_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
  std::string in = base + ".in", out = base + ".out", err = base + ".err";
  spit(in, stdin_text);
  // The parentheses make the redirections apply to a whole pipeline such as "run ... | cut -d, -f1-10".
  CliResult r;
  r.status = shell(std::string("( '") + SGPERIOD_CLI + "' " + args + " ) <'" + in + "' >'" + out + "' 2>'" + err + "'");
  r.out = slurp(out);
  r.err = slurp(err);
  std::remove(in.c_str());
  std::remove(out.c_str());
  std::remove(err.c_str());
  return r;
}

/// A fresh directory under $TMPDIR (or /tmp), removed when the object dies.
class TempDir {
 public:
  TempDir() {
    const char* base = std::getenv("TMPDIR");
    std::string tmpl = std::string(base && *base ? base : "/tmp") + "/sgperiod-reports-XXXXXX";
    std::vector<char> buf(tmpl.begin(), tmpl.end());
    buf.push_back('\0');
    if (!mkdtemp(buf.data())) throw std::runtime_error("mkdtemp failed");
    path_ = buf.data();
  }
  ~TempDir() { std::system(("rm -rf '" + path_ + "'").c_str()); }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  std::string operator/(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

/// The published terms of a game from tests/data/published_sequences.txt (OEIS data, offset 0).
inline std::vector<unsigned> published(const std::string& game) {
  std::ifstream in(std::string(SGPERIOD_SOURCE_DIR) + "/tests/data/published_sequences.txt");
  std::string line;
  std::vector<unsigned> terms;
  bool inside = false;
  while (std::getline(in, line)) {
    if (line.rfind("# ", 0) == 0) {
      if (inside) break;
      std::istringstream is(line.substr(2));
      std::string g;
      is >> g;
      inside = g == game;
      continue;
    }
    if (!inside) continue;
    if (line.empty()) break;
    std::istringstream is(line);
    unsigned v;
    while (is >> v) terms.push_back(v);
  }
  return terms;
}

}  // namespace sgtest
