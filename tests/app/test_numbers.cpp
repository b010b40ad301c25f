/// @brief The one number grammar of the CLI: counts, sizes and durations, accepted with their value or refused with the problem named.
#include <catch2/catch.hpp>
#include <string>

#include "tests/cli_util.hpp"

using sgtest::cli;

namespace {
// The number of value lines `values kayles -n TEXT` prints, or -1 when it refused.
long values_printed(const std::string& text) {
  auto r = cli("values kayles -n " + text);
  if (r.status != 0) return -1;
  long n = 0;
  for (const auto& l : sgtest::lines(r.out)) n += !l.empty() && l[0] != '#';
  return n;
}
}  // namespace

TEST_CASE("numbers: each accepted form means its value", "[cli][numbers]") {
  struct Case { const char* text; long value; };
  for (Case c : {Case{"12", 12}, Case{"\"1'000\"", 1000}, Case{"1_000", 1000}, Case{"1e3", 1000}, Case{"2.5e3", 2500},
                 Case{"1E2", 100}, Case{"1e+2", 100}, Case{"2^10", 1024}, Case{"10**3", 1000}, Case{"' 10'", 10},
                 Case{"'10 '", 10}, Case{"0012", 12}, Case{"1.000e1", 10},
                 // Powers are computed directly: these busy-looped for ever (one multiplication per unit of e).
                 Case{"'1^1000000000000000000'", 1}, Case{"1^99999999999999999999999", 1},
                 // Leading zeros in a base or an exponent are digits like any other.
                 Case{"0000000000000000000000002^3", 8}, Case{"2^0000000000000000000000003", 8},
                 Case{"1e0000002", 100}}) {
    INFO(c.text);
    CHECK(values_printed(c.text) == c.value);
  }
}

TEST_CASE("numbers: refused forms name the option and the problem (exit 2)", "[cli][numbers]") {
  struct Case { std::string args, message; };
  for (const Case& c : {
           Case{"values kayles -n nan", "-n 'nan' is not a number (write 1000000, 1e6 or 2^20)"},
           Case{"values kayles -n inf", "is not a number"}, Case{"values kayles -n 0x10", "'0x10' is not a number"},
           Case{"values kayles -n +5", "'+5' has a sign"}, Case{"values kayles -n -5", "'-5' is negative"},
           Case{"values kayles -n 1.5", "not a whole number"}, Case{"values kayles -n 1e-3", "not a whole number"},
           Case{"values kayles -n \"1''0\"", "is not a number"}, Case{"values kayles -n _1", "is not a number"},
           Case{"values kayles -n 2^64", "'2^64' is too large"}, Case{"values kayles -n 18446744073709551616", "too large"},
           Case{"values kayles -n 1e99999", "too large"}, Case{"values kayles -n 0^99999999999", "-n must be at least 1"},
           // A base past 2^64 - 1 was handed to std::stoull, whose out_of_range aborted the program.
           Case{"values kayles -n 99999999999999999999^1", "'99999999999999999999^1' is too large"},
           Case{"values kayles -n 18446744073709551616^0", "is too large"},
           Case{"values kayles -n 0", "-n must be at least 1"}, Case{"values kayles -n ''", "is empty"},
           Case{"run kayles --memory -1GiB", "--memory '-1GiB': the number '-1' is negative (write 8GiB, 512MiB or 1e9)"},
           Case{"run kayles --memory 0", "--memory '0' is zero"},
           Case{"run kayles --checkpoint-every 0s", "--checkpoint-every '0s' is zero"},
           Case{"run kayles --checkpoint-every x", "(write 30s, 10m or 1h)"},
           Case{"solve treblecross --limit 1^99999999999999", "--limit must be at least 16"}}) {
    auto r = cli(c.args, "5\n");
    INFO(c.args << " -> " << r.err);
    CHECK(r.status == 2);
    CHECK(r.err.find(c.message) != std::string::npos);
    CHECK(r.err.find("Try 'sgperiod") != std::string::npos);
  }
}

TEST_CASE("numbers: refusals quote the text escaped and cut short", "[cli][numbers]") {
  // 100 000 digits (an argument may hold up to 128 KiB): the message shows 64 and the length.
  auto r = cli("values kayles -n " + std::string(100000, '9'));
  CHECK(r.status == 2);
  CHECK(r.err == "sgperiod: -n '" + std::string(64, '9') +
                     "... (100000 bytes)' is too large (write 1000000, 1e6 or 2^20)\nTry 'sgperiod --help'\n");
  // A control byte and a byte that is no UTF-8 (printf writes them): escaped, never written raw.
  r = cli("run kayles --memory \"$(printf '1\\033[2J\\377')\"");
  CHECK(r.status == 2);
  CHECK(r.err.rfind("sgperiod: --memory '1\\x1b[2J\\xff': the number '1\\x1b[2J\\xff' is not a number (write 8GiB, 512MiB or 1e9)\n", 0) == 0);
}
