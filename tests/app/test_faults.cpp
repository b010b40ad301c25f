/// @brief Resource limits: under `ulimit -v` a run is refused up front or fails with a message and exit 1, never an uncaught std::bad_alloc.
#include <catch2/catch.hpp>

#include <string>

#include "tests/cli_util.hpp"

using namespace sgtest;

// These tests are about `ulimit -v` itself (sys/memory reads it, and a failed allocation must become a
// message), so they cannot run in a sanitizer build, whose runtime reserves terabytes of address space at
// start-up and dies under any such limit. There, memory bounds are tested by allocation size instead
// (tests/cli_util.hpp, memory_cap).
#if !defined(SGPERIOD_SANITIZED)

namespace {

// Runs `sgperiod ARGS` through /bin/sh with an address-space limit of `kib` KiB; the status and stderr.
CliResult limited(unsigned long kib, const std::string& args) {
  TempDir dir;
  const std::string err = dir / "err.txt";
  CliResult r;
  r.status = shell("/bin/sh -c \"ulimit -v " + std::to_string(kib) + "; '" + SGPERIOD_CLI + "' " + args +
                   " >/dev/null 2>'" + err + "'\"");
  r.err = slurp(err);
  return r;
}

}  // namespace

// 300 MiB of address space: enough to start (the binary, TBB, the stacks), far too little for 2^29 or
// 2^30 one-byte values.
TEST_CASE("ulimit -v: a limit the budget knows is too small is refused before any work", "[cli][faults]") {
  const CliResult r = limited(300 * 1024, "values 0.1777 -n 2^29 -q");
  INFO(r.err);
  CHECK(r.status == 2);
  CHECK(r.err.find("-n 2^29") != std::string::npos);  // names the argument
  CHECK(r.err.find("ulimit -v") != std::string::npos);  // and the limit that is too small
  CHECK(r.err.find("std::bad_alloc") == std::string::npos);
}

TEST_CASE("ulimit -v: an allocation that fails mid-run is a message naming the command and the fix, exit 1", "[cli][faults]") {
  for (const std::string args : {"run 0.1777 -n 2^30 -q", "values 0.1777 -n 2^28 --method sparse -q"}) {
    const CliResult r = limited(300 * 1024, args);
    INFO(args << ": " << r.err);
    CHECK(r.status == 1);
    CHECK(r.err.find("out of memory") != std::string::npos);
    CHECK(r.err.find("sgperiod: " + args.substr(0, args.find(' ')) + ": ") != std::string::npos);
    CHECK(r.err.find("smaller -n") != std::string::npos);
    CHECK(r.err.find("std::bad_alloc") == std::string::npos);
  }
}

// The tables of a misère quotient's construction take up to 57 max_order^2 bytes: 3.6 GiB for
// --max-order 8192, refused up front under a 300 MiB limit, while the default (224 MiB) still runs.
TEST_CASE("ulimit -v: a misere max-order whose tables cannot fit is refused before any work", "[cli][faults][misere]") {
  CliResult r = limited(300 * 1024, "misere 0.137 -n 40 --max-order 8192");
  INFO(r.err);
  CHECK(r.status == 2);
  CHECK(r.err.find("max_order 8192") != std::string::npos);
  CHECK(r.err.find("ulimit -v") != std::string::npos);
  r = limited(300 * 1024, "misere 0.75 -n 30");
  CHECK(r.status == 0);
}

TEST_CASE("ulimit -v: a run within the limit still works", "[cli][faults]") {
  const CliResult r = limited(300 * 1024, "run 0.1777 -n 2^20 -q");
  INFO(r.err);
  CHECK(r.status == 0);
}

#endif  // !SGPERIOD_SANITIZED
