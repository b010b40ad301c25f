/// @brief The public API's errors (one hierarchy, messages naming the call's arguments) and its cancellation hooks.
#include <catch2/catch.hpp>

#include <sgperiod/sgperiod.hpp>

#include <atomic>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "tests/cli_util.hpp"

namespace {

// The message the library gives for a call, as the CLI prints it: "sgperiod: " + what().
template <class Call>
std::string message_of(Call&& call) {
  try {
    call();
  } catch (const sgp::Error& e) {
    return std::string("sgperiod: ") + e.what();
  }
  return "(no exception)";
}

// The first line the CLI prints on stderr for a command that fails.
std::string cli_message(const std::string& args, int want_status) {
  const auto r = sgtest::cli(args);
  CHECK(r.status == want_status);
  return r.err.substr(0, r.err.find('\n'));
}

}  // namespace

TEST_CASE("errors: bad games are sgp::GameError, an sgp::InvalidInput, with the CLI's message", "[api]") {
  for (const char* game : {"0.7x", "S()", "S(0,1)", "1.5", "0.[", "frobnicate", ""}) {
    INFO(game);
    CHECK_THROWS_AS(sgp::parse_game(game), sgp::GameError);
    CHECK_THROWS_AS(sgp::values(game, 10), sgp::InvalidInput);
    CHECK(message_of([&] { sgp::run(game); }) == cli_message(std::string("run '") + game + "'", 2));
  }
}

TEST_CASE("errors: bad requests are sgp::InvalidInput naming the call's argument, not a CLI flag", "[api]") {
  // The library said "-n must be at least 1" to a C++ caller who never typed a flag.
  const std::string zero = message_of([] { sgp::values("0.77", 0); });
  CHECK(zero.rfind("sgperiod: n must be at least 1", 0) == 0);
  CHECK(cli_message("values kayles -n 0", 2).rfind("sgperiod: -n must be at least 1", 0) == 0);
  // 2^40 values are more than this machine (or any budget below it) holds: refused naming n.
  sgp::ComputeOptions budget;
  budget.memory = uint64_t(1) << 30;
  const std::string huge = message_of([&] { sgp::values("0.77", uint64_t(1) << 40, budget); });
  CHECK(huge.rfind("sgperiod: n of 1099511627776 values needs", 0) == 0);
  const std::string huge_machine = message_of([&] { sgp::values("0.77", uint64_t(1) << 40); });
  CHECK(huge_machine.find("-n") == std::string::npos);
  CHECK(huge_machine.find("n of 1099511627776 values") != std::string::npos);
  sgp::ComputeOptions sparse;
  sparse.method = sgp::Method::Sparse;
  // The sparse kernel does not handle Nim (0.[3], an infinite code): a problem of the game, said alike.
  CHECK_THROWS_AS(sgp::values("nim", 100, sparse), sgp::InvalidInput);
  CHECK(message_of([&] { sgp::values("nim", 100, sparse); }) == cli_message("values nim -n 100 --method sparse", 2));
  sgp::CensusSettings hex3;
  hex3.digits = 3;
  hex3.hex = true;
  CHECK_THROWS_AS(sgp::census(hex3), sgp::InvalidInput);
  CHECK(message_of([&] { sgp::census(hex3); }) ==
        "sgperiod: hex takes digits 1 or 2 (2 * 16^3 codes of three-heap moves are out of reach)");
  sgp::CensusSettings five;
  five.digits = 5;
  CHECK(message_of([&] { sgp::census(five); }) == "sgperiod: digits 5 is not in the range 1 to 4");
  sgp::CensusSettings tiny;
  tiny.budget = 10;
  CHECK(message_of([&] { sgp::census(tiny); }) == "sgperiod: budget must be at least 64");
  tiny.budget = 0;  // given, unlike no budget at all (the defaults)
  CHECK(message_of([&] { sgp::census(tiny); }) == "sgperiod: budget must be at least 64");
  // The same checks are the CLI's, in the words of its flags.
  sgp::CensusNames flags;
  flags.digits = "--digits", flags.hex = "--hex", flags.budget = "--budget";
  CHECK(message_of([&] { sgp::check_census_settings(hex3, flags); }) ==
        cli_message("census --digits 3 --hex -o -", 2));
  CHECK(message_of([&] { sgp::check_census_settings(tiny, flags); }) == cli_message("census --digits 1 -n 0 -o -", 2));
  CHECK_THROWS_AS(sgp::verify("kayles", sgp::Periodicity{0, 0, 0}), sgp::InvalidInput);
  // More values than the budget allows: refused before any work, naming the argument and both sizes.
  sgp::ComputeOptions small;
  small.memory = 1000;
  const std::string m = message_of([&] { sgp::values("kayles", 1001, small); });
  CHECK(m.rfind("sgperiod: n of 1001 values", 0) == 0);
  CHECK(m.find("1000 bytes") != std::string::npos);
  CHECK_NOTHROW(sgp::values("kayles", 1000, small));
  sgp::RunSettings run_small;
  run_small.memory = 1000;
  run_small.limit = 5000;
  CHECK(message_of([&] { sgp::run("kayles", run_small); }).rfind("sgperiod: limit of 5000 values", 0) == 0);
  // A header name C++ already uses.
  sgp::HeaderOptions h;
  h.name = "main";
  std::ostringstream out;
  CHECK_THROWS_AS(sgp::write_cpp_header(out, sgp::run("kayles"), h), sgp::HeaderError);
  CHECK(message_of([&] { sgp::write_cpp_header(out, sgp::run("kayles"), h); }).rfind("sgperiod: name 'main' ", 0) == 0);
  CHECK(cli_message("header kayles --name main -o /dev/null", 2).rfind("sgperiod: --name 'main' ", 0) == 0);
  sgp::HeaderOptions ns;
  ns.ns = "a::::b";
  CHECK(message_of([&] { sgp::write_cpp_header(out, sgp::run("kayles"), ns); }).rfind("sgperiod: namespace 'a::::b' has an empty part", 0) == 0);
  CHECK(cli_message("header kayles --namespace a::::b -o /dev/null", 2).rfind("sgperiod: --namespace 'a::::b' has an empty part", 0) == 0);
}

TEST_CASE("errors: custom rules that are missing are sgp::InvalidInput, not a crash", "[api]") {
  // Game::from_custom(nullptr) then values() dereferenced the null pointer.
  CHECK_THROWS_AS(sgp::values(sgp::Game::from_custom(nullptr), 5), sgp::InvalidInput);
  CHECK_THROWS_AS(sgp::Game::from_custom(nullptr), sgp::GameError);
  // A Game filled in by hand with no rules: refused by every entry point that computes.
  sgp::Game by_hand;
  by_hand.kind = sgp::GameKind::Custom;
  by_hand.input = "no rules";
  CHECK_THROWS_AS(sgp::values(by_hand, 5), sgp::InvalidInput);
  CHECK_THROWS_AS(sgp::run(by_hand), sgp::InvalidInput);
  CHECK_THROWS_AS(sgp::verify(by_hand, sgp::Periodicity{1, 0, 0}), sgp::InvalidInput);
}

TEST_CASE("errors: custom rules whose moves do not shrink the heap are refused, naming the game", "[api]") {
  struct Stays final : sgp::HeapGame {
    std::string name() const override { return "stays"; }
    void moves(uint64_t n, sgp::MoveSink& out) const override { out({n}); }
  };
  const sgp::Game g = sgp::Game::from_custom(std::make_shared<Stays>());
  const std::string m = message_of([&] { sgp::values(g, 10); });
  CHECK(m.find("custom game 'stays'") != std::string::npos);
  CHECK(m.find("not smaller") != std::string::npos);
}

TEST_CASE("cancel: a raised flag or a true should_cancel stops values, run, verify and census", "[api]") {
  std::atomic<bool> stop{true};
  sgp::ComputeOptions flagged;
  flagged.cancel = &stop;
  CHECK_THROWS_AS(sgp::values("kayles", 1000, flagged), sgp::Cancelled);
  sgp::RunSettings rs;
  rs.cancel = &stop;
  CHECK_THROWS_AS(sgp::run("kayles", rs), sgp::Cancelled);
  sgp::VerifySettings vs;
  vs.cancel = &stop;
  CHECK_THROWS_AS(sgp::verify("kayles", sgp::Periodicity{12, 71, 0}, vs), sgp::Cancelled);
  sgp::CensusSettings cs;
  cs.digits = 1;
  cs.cancel = &stop;
  CHECK_THROWS_AS(sgp::census(cs), sgp::Cancelled);
  stop = false;
  CHECK(sgp::values("kayles", 1000, flagged).size() == 1000);

  // Asked in the middle: the computation stops at the next block, long before its end. Grundy's game to
  // 2^20 takes many blocks (of at least 2^16 values); a cancel at the second block must end it there.
  int calls = 0;
  sgp::ComputeOptions polled;
  polled.should_cancel = [&] { return ++calls > 2; };
  uint64_t last_done = 0;
  polled.progress = [&](uint64_t done, uint64_t) { last_done = done; };
  CHECK_THROWS_AS(sgp::values("grundy", 1 << 20, polled), sgp::Cancelled);
  CHECK(calls == 3);
  CHECK(last_done > 0);
  CHECK(last_done < (1 << 20));

  // The census checks the hook inside every class's run, from its worker threads.
  std::atomic<int> census_calls{0};
  sgp::CensusSettings later;
  later.digits = 2;
  later.should_cancel = [&] { return ++census_calls > 3; };
  CHECK_THROWS_AS(sgp::census(later), sgp::Cancelled);
  // Cancelled is an sgp::Error like every other failure of the API.
  sgp::ComputeOptions always;
  always.should_cancel = [] { return true; };
  CHECK_THROWS_AS(sgp::values("kayles", 10, always), sgp::Error);
}

TEST_CASE("cancel: values of a three-heap code report and stop within small blocks", "[api]") {
  // values("0.8", 100000) once computed a first block of 65536 heaps (minutes: a heap's
  // three-heap options cost O(n^2)) before its first progress report or cancellation check.
  std::vector<uint64_t> seen;
  sgp::ComputeOptions o;
  o.threads = 1;
  o.progress = [&](uint64_t done, uint64_t) { seen.push_back(done); };
  o.should_cancel = [&] { return seen.size() >= 3; };
  CHECK_THROWS_AS(sgp::values("0.8", 100000, o), sgp::Cancelled);
  REQUIRE(seen.size() == 3);
  CHECK(seen[0] == 1024);  // kProgressFirstStep
  // Each block at most 4 times the last: 1024 + 4096 + 16384 at the most.
  CHECK(seen[2] <= 21504);
}

TEST_CASE("errors: a header from a hand-made report whose pattern does not fit its values is refused", "[api]") {
  // Preperiod 2^64 - 1 and period 12 made a table of 11 entries that read
  // values far past the report's; period 0 divided by zero in the generated lookup.
  sgp::RunReport r = sgp::run("kayles");
  REQUIRE(r.status == sgp::Status::Proven);
  std::ostringstream out;
  CHECK_NOTHROW(sgp::write_cpp_header(out, r, {}));
  for (auto [pre, per] : {std::pair<uint64_t, uint64_t>{UINT64_MAX, 12}, {71, 0}, {r.values.size(), 12}}) {
    INFO(pre << " " << per);
    sgp::RunReport bad = r;
    bad.periodicity.preperiod = pre;
    bad.periodicity.period = per;
    std::ostringstream o;
    CHECK_THROWS_AS(sgp::write_cpp_header(o, bad, {}), sgp::HeaderError);
    CHECK(o.str().empty());
  }
}
