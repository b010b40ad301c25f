/// @brief The examples and the public headers include only <sgperiod/...>, the standard library and each other.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// The C++17 standard library headers, and the C headers it provides (C++ spelling).
const std::set<std::string>& standard_headers() {
  static const std::set<std::string> s = {
      "algorithm", "any", "array", "atomic", "bitset", "cassert", "cctype", "cerrno", "cfloat", "charconv", "chrono",
      "cinttypes", "climits", "cmath", "complex", "condition_variable", "cstddef", "cstdint", "cstdio", "cstdlib",
      "cstring", "ctime", "deque", "exception", "filesystem", "forward_list", "fstream", "functional", "future",
      "initializer_list", "iomanip", "ios", "iosfwd", "iostream", "istream", "iterator", "limits", "list", "locale",
      "map", "memory", "mutex", "new", "numeric", "optional", "ostream", "queue", "random", "ratio", "regex", "set",
      "shared_mutex", "sstream", "stack", "stdexcept", "streambuf", "string", "string_view", "system_error", "thread",
      "tuple", "type_traits", "typeindex", "typeinfo", "unordered_map", "unordered_set", "utility", "valarray",
      "variant", "vector"};
  return s;
}

// Every header a file includes, as written between the quotes or angle brackets.
std::vector<std::string> includes(const fs::path& file) {
  std::ifstream in(file);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) {
    const auto p = line.find_first_not_of(" \t");
    if (p == std::string::npos || line.compare(p, 8, "#include") != 0) continue;
    const auto open = line.find_first_of("<\"", p + 8);
    const auto close = line.find_first_of(">\"", open + 1);
    REQUIRE(open != std::string::npos);
    REQUIRE(close != std::string::npos);
    out.push_back(line.substr(open + 1, close - open - 1));
  }
  return out;
}

// Files of `dir` (not its subfolders) ending in one of `exts`.
std::vector<fs::path> files(const fs::path& dir, std::initializer_list<const char*> exts) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir))
    for (const char* x : exts)
      if (e.is_regular_file() && e.path().extension() == x) out.push_back(e.path());
  return out;
}

bool public_header(const std::string& inc) {
  return inc.rfind("sgperiod/", 0) == 0 && fs::exists(fs::path(SGPERIOD_SOURCE_DIR) / "include" / inc);
}

}  // namespace

// examples/contest/ is left out on purpose: the contest programs are judge submissions built on the model
// solvers (models/), which are not part of the public API, and on the build-time tables (sgtables/).
TEST_CASE("examples use only the public headers", "[api]") {
  const fs::path dir = fs::path(SGPERIOD_SOURCE_DIR) / "examples";
  const auto sources = files(dir, {".cpp", ".hpp"});
  REQUIRE(sources.size() >= 2);  // custom_rules.cpp and crosses_and_crosses.hpp at least
  for (const auto& f : sources)
    for (const std::string& inc : includes(f)) {
      INFO(f.filename().string() << " includes " << inc);
      // A header of the examples themselves (checked by this same loop), a public header, or the standard library.
      const bool local = inc.find('/') == std::string::npos && fs::exists(dir / inc);
      CHECK((local || public_header(inc) || standard_headers().count(inc) == 1));
    }
}

TEST_CASE("public headers include only the standard library and each other", "[api]") {
  const fs::path dir = fs::path(SGPERIOD_SOURCE_DIR) / "include" / "sgperiod";
  const auto headers = files(dir, {".hpp", ".in"});
  REQUIRE(headers.size() >= 10);
  for (const auto& f : headers)
    for (const std::string& inc : includes(f)) {
      INFO(f.filename().string() << " includes " << inc);
      // version.hpp is generated from version.hpp.in into the build tree.
      CHECK((public_header(inc) || inc == "sgperiod/version.hpp" || standard_headers().count(inc) == 1));
    }
  // The umbrella header includes every topic header.
  std::set<std::string> umbrella;
  for (const auto& inc : includes(dir / "sgperiod.hpp")) umbrella.insert(inc);
  for (const auto& f : headers) {
    const std::string name = "sgperiod/" + f.filename().replace_extension(f.extension() == ".in" ? "" : ".hpp").string();
    if (name != "sgperiod/sgperiod.hpp") CHECK(umbrella.count(name) == 1);
  }
}
