/// @brief Helpers for the [reports] tests: a fresh temp dir, running the CLI, reading files, published terms.
#pragma once
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace sgtest_reports {

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

/// Runs a shell command; returns its exit status (or -1 when it did not exit normally).
inline int shell(const std::string& cmd) {
  int rc = std::system(cmd.c_str());
  if (rc == -1 || !WIFEXITED(rc)) return -1;
  return WEXITSTATUS(rc);
}

/// Runs `sgperiod ARGS` with stdout and stderr sent to files in dir; returns the exit status.
inline int cli(const std::string& args, const TempDir& dir, const std::string& tag = "cli") {
  return shell(std::string("'") + SGPERIOD_CLI + "' " + args + " >'" + (dir / (tag + ".out")) + "' 2>'" +
               (dir / (tag + ".err")) + "'");
}

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

inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream is(text);
  std::string l;
  while (std::getline(is, l)) out.push_back(l);
  return out;
}

}  // namespace sgtest_reports
