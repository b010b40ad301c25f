/// @brief Every test case is one ctest test: no name may hold a character ctest's registration cuts at.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

// catch_discover_tests passes each name to ctest as a list, and a ';' splits it: the test registered
// under the first half matched no test case and "passed" in 0.01 s without running anything (two census
// tests did, until their names lost the semicolon). A name is checked here, in the source.
TEST_CASE("test names hold no semicolon, so that ctest runs every test case it lists", "[tests]") {
  const std::regex test_case(R"re(TEST_CASE\("([^"]*)")re");
  std::size_t names = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(std::string(SGPERIOD_SOURCE_DIR) + "/tests")) {
    if (e.path().extension() != ".cpp") continue;
    std::ifstream in(e.path());
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (std::sregex_iterator it(text.begin(), text.end(), test_case), end; it != end; ++it) {
      ++names;
      INFO(e.path().string() << ": " << (*it)[1]);
      CHECK((*it)[1].str().find(';') == std::string::npos);
    }
  }
  CHECK(names > 200);
}
