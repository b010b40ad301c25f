/// @brief [reports] `sgperiod report`: Markdown pages, index and SVG plots, checked for content and well-formedness.
#include <catch2/catch.hpp>

#include "period/analysis.hpp"
#include "reports/report.hpp"
#include "reports/svg.hpp"
#include "tests/cli_util.hpp"

using namespace sgtest;

namespace {

/// Minimal XML well-formedness: every tag opened is closed in order, nothing but entities after '&'.
bool well_formed(const std::string& x) {
  std::vector<std::string> stack;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (x[i] == '&') {
      std::size_t semi = x.find(';', i);
      std::string ent = x.substr(i, semi - i + 1);
      if (ent != "&amp;" && ent != "&lt;" && ent != "&gt;" && ent != "&quot;") return false;
    }
    if (x[i] != '<') continue;
    std::size_t end = x.find('>', i);
    if (end == std::string::npos) return false;
    std::string tag = x.substr(i + 1, end - i - 1);
    i = end;
    if (tag.empty() || tag[0] == '?' || tag[0] == '!') continue;
    if (tag.back() == '/') continue;
    std::string name = tag.substr(tag[0] == '/' ? 1 : 0, tag.find(' ') == std::string::npos ? std::string::npos
                                                                                         : tag.find(' ') - (tag[0] == '/'));
    if (tag[0] == '/') {
      if (stack.empty() || stack.back() != name) return false;
      stack.pop_back();
    } else {
      stack.push_back(name);
    }
  }
  return stack.empty();
}

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("the G(n) plot marks the preperiod and one period, one dot per heap size", "[reports]") {
  sgp::RunReport r = sgp::run_game(sgp::parse_game("kayles"), sgp::RunOptions{});
  std::string svg = sgp::svg_sequence_plot(r);
  CHECK(well_formed(svg));
  CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  // Kayles: preperiod 71, period 12 (Guy-Smith), so the lines sit at n = 71 and n = 83; 200 heap sizes.
  CHECK(svg.find("preperiod 71<") != std::string::npos);
  CHECK(svg.find("preperiod + period 83<") != std::string::npos);
  CHECK(count(svg, "<circle") == 200);
  std::string hist = sgp::svg_histogram(r);
  CHECK(well_formed(hist));
  CHECK(count(hist, "<rect x=") == 9);  // Kayles takes the values 0..8, each at least once
}

TEST_CASE("report writes index.md and a page with two plots per game", "[reports]") {
  TempDir dir;
  REQUIRE(cli("report kayles 'S(1,3,4)' grundy -n 3000 -q -o '" + (dir / "rep") + "'").status == 0);
  std::string index = slurp(dir / "rep/index.md");
  CHECK(index.find("[kayles](0.77.md)") != std::string::npos);
  CHECK(index.find("[S(1,3,4)](S_1_3_4_.md)") != std::string::npos);
  CHECK(index.find("| [grundy](grundy.md) | `grundy` | open |") != std::string::npos);
  for (const char* stem : {"0.77", "S_1_3_4_", "grundy"}) {
    std::string page = slurp(dir / ("rep/" + std::string(stem) + ".md"));
    REQUIRE(!page.empty());
    CHECK(page.find(std::string("](") + stem + "-values.svg)") != std::string::npos);
    CHECK(page.find(std::string("](") + stem + "-histogram.svg)") != std::string::npos);
    CHECK(well_formed(slurp(dir / ("rep/" + std::string(stem) + "-values.svg"))));
    CHECK(well_formed(slurp(dir / ("rep/" + std::string(stem) + "-histogram.svg"))));
  }
  std::string s134 = slurp(dir / "rep/S_1_3_4_.md");
  CHECK(s134.find("| Period | 7 |") != std::string::npos);
  // S(1,3,4) by hand: mex over n-1, n-3, n-4 gives 0 1 0 1 2 3 2, repeating from n = 0.
  CHECK(s134.find("0: 0 1 0 1 2 3 2\n") != std::string::npos);
  std::string kayles = slurp(dir / "rep/0.77.md");
  CHECK(kayles.find("| Preperiod | 71 (last exception n = 70) |") != std::string::npos);
  CHECK(kayles.find("71: 7 4 1 2 8 1 4 7 2 1 8 2\n") != std::string::npos);  // OEIS A002186, G(71..82)

  CHECK(cli("report kayles nonsense -o '" + (dir / "bad") + "'").status == 2);
  CHECK(!exists(dir / "bad/index.md"));
}
