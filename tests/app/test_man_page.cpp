/// @brief The man page docs/sgperiod.1 describes every subcommand the CLI lists in its --help.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>

#include "tests/cli_util.hpp"

TEST_CASE("the man page has a synopsis line and an entry for every subcommand", "[cli]") {
  const std::string man = sgtest::slurp(std::string(SGPERIOD_SOURCE_DIR) + "/docs/sgperiod.1");
  REQUIRE(man.rfind(".\\\"", 0) == 0);  // roff, starting with its comment line
  const auto help = sgtest::cli("--help");
  REQUIRE(help.status == 0);
  std::istringstream in(help.out.substr(help.out.find("Subcommands:")));
  std::string line;
  std::getline(in, line);
  int count = 0;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string name;
    if (!(words >> name)) continue;
    ++count;
    INFO("subcommand " << name);
    CHECK(man.find("\n.B sgperiod " + name + "\n") != std::string::npos);  // SYNOPSIS
    const bool entry = man.find("\n.BI \"" + name + " ") != std::string::npos || man.find("\n.B " + name + "\n") != std::string::npos;
    CHECK(entry);  // COMMANDS
  }
  CHECK(count >= 8);  // values run verify batch header census report solve, at least
}
