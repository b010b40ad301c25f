/// @brief [sys] The one atomic write: new and replaced files, links kept, big and small writes, failures that name the file.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <filesystem>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "sys/files.hpp"
#include "tests/cli_util.hpp"

using sgtest::slurp;
using sgtest::spit;
using sgtest::TempDir;

namespace {
// Every name in a folder, to see that no temporary file was left behind.
std::vector<std::string> names(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(dir)) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

// What write_file_atomically threw, or "" when it returned.
std::string failure(const std::string& path, const std::function<void(std::ostream&)>& body) {
  try {
    sgp::sys::write_file_atomically(path, body);
  } catch (const sgp::sys::FileError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("atomic write: a new file, a replaced file, and no temporary file left", "[sys]") {
  TempDir dir;
  sgp::sys::write_file_atomically(dir / "a.txt", [](std::ostream& os) { os << "first\n"; });
  CHECK(slurp(dir / "a.txt") == "first\n");
  sgp::sys::write_file_atomically(dir / "a.txt", [](std::ostream& os) { os << "second\n"; });
  CHECK(slurp(dir / "a.txt") == "second\n");
  CHECK(names(dir.path()) == std::vector<std::string>{"a.txt"});
}

TEST_CASE("atomic write: small pieces and blocks larger than the buffer arrive in order", "[sys]") {
  TempDir dir;
  std::string expected;
  const std::string block(300000, 'x');  // larger than the stream's buffer: written around it
  sgp::sys::write_file_atomically(dir / "big.bin", [&](std::ostream& os) {
    for (int i = 0; i < 50000; ++i) os << i % 10;
    os.write(block.data(), static_cast<std::streamsize>(block.size()));
    os << "end";
  });
  for (int i = 0; i < 50000; ++i) expected += char('0' + i % 10);
  expected += block + "end";
  CHECK(slurp(dir / "big.bin") == expected);
}

TEST_CASE("atomic write through a symbolic link replaces the target and keeps the link", "[sys]") {
  TempDir dir;
  spit(dir / "real.txt", "old\n");
  REQUIRE(::symlink("real.txt", (dir / "link.txt").c_str()) == 0);
  sgp::sys::write_file_atomically(dir / "link.txt", [](std::ostream& os) { os << "new\n"; });
  struct stat st;
  REQUIRE(::lstat((dir / "link.txt").c_str(), &st) == 0);
  CHECK(S_ISLNK(st.st_mode));
  CHECK(slurp(dir / "real.txt") == "new\n");
  CHECK(names(dir.path()) == std::vector<std::string>{"link.txt", "real.txt"});
}

TEST_CASE("atomic write: a full device, a directory and an empty path fail, naming the file", "[sys]") {
  // /dev/full answers every write with ENOSPC, as a full disk would.
  const std::string full = failure("/dev/full", [](std::ostream& os) { os << std::string(100000, 'x'); });
  CHECK(full.find("cannot write '/dev/full'") != std::string::npos);
  CHECK(full.find("No space left on device") != std::string::npos);
  // Even a write small enough to stay in the buffer until the end.
  CHECK(failure("/dev/full", [](std::ostream& os) { os << "x"; }).find("cannot write '/dev/full'") != std::string::npos);
  TempDir dir;
  REQUIRE(::mkdir((dir / "sub").c_str(), 0755) == 0);
  CHECK(failure(dir / "sub", [](std::ostream& os) { os << "x"; }) == "cannot write '" + dir / "sub" + "': it is a directory");
  const std::string missing = dir / "missing/a.txt";  // its folder does not exist
  CHECK(failure(missing, [](std::ostream& os) { os << "x"; }).find("cannot write '" + missing + "': cannot create") == 0);
  CHECK_THROWS_AS(sgp::sys::write_file_atomically("", [](std::ostream& os) { os << "x"; }), std::invalid_argument);
}

TEST_CASE("atomic write: a body that throws leaves the old file whole and no temporary file", "[sys]") {
  TempDir dir;
  spit(dir / "a.txt", "old\n");
  CHECK_THROWS_WITH(sgp::sys::write_file_atomically(dir / "a.txt",
                                                    [](std::ostream& os) {
                                                      os << "half";
                                                      throw std::runtime_error("body failed");
                                                    }),
                    "body failed");
  CHECK(slurp(dir / "a.txt") == "old\n");
  CHECK(names(dir.path()) == std::vector<std::string>{"a.txt"});
}
