/// @brief [reports][html] The HTML reports: escaping, row counts, reproducible bytes, the census tables read back, the CLI's --html options.
#include <catch2/catch.hpp>

#include <regex>
#include <stdexcept>

#include "census/census.hpp"
#include "formats/census.hpp"
#include "formats/tables.hpp"
#include "jobs/explorer.hpp"
#include "reports/html.hpp"
#include "reports/html_census.hpp"
#include "reports/report.hpp"
#include "tests/cli_util.hpp"

using namespace sgtest;

namespace {

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

const sgp::ReportFile* find(const std::vector<sgp::ReportFile>& files, const std::string& path) {
  for (const auto& f : files)
    if (f.path == path) return &f;
  return nullptr;
}

// Nothing that changes from one run, machine or checkout to the next: no date, no time, no folder.
void check_reproducible_text(const std::vector<sgp::ReportFile>& files) {
  const std::regex date(R"((19|20)\d\d-[01]\d-[0-3]\d|\d\d:\d\d:\d\d)");
  for (const auto& f : files) {
    INFO(f.path);
    CHECK(!std::regex_search(f.text, date));
    CHECK(f.text.find(SGPERIOD_SOURCE_DIR) == std::string::npos);
    CHECK(f.text.find(SGPERIOD_BINARY_DIR) == std::string::npos);
    CHECK(f.text.find("/tmp/") == std::string::npos);
  }
}

const std::string kResults = std::string(SGPERIOD_SOURCE_DIR) + "/results/";

}  // namespace

TEST_CASE("HTML text: Markdown cells converted, everything else escaped", "[reports][html]") {
  CHECK(sgp::md_inline_html("`S(2,3,7)`") == "<code>S(2,3,7)</code>");
  CHECK(sgp::md_inline_html("**proven** periodic") == "<strong>proven</strong> periodic");
  CHECK(sgp::md_inline_html("0 &le; n &lt; 5") == "0 &le; n &lt; 5");
  CHECK(sgp::md_inline_html("a & b < c > \"d\"") == "a &amp; b &lt; c &gt; &quot;d&quot;");
  CHECK(sgp::md_inline_html("`<b>&amp;`") == "<code>&lt;b&gt;&amp;amp;</code>");  // code is literal
  CHECK(sgp::md_inline_html("`open") == "<code>open</code>");                      // an unpaired marker is closed
  CHECK(sgp::html_escape("<script>") == "&lt;script&gt;");
}

TEST_CASE("report --html pages: one index row per game, names escaped, the same bytes twice", "[reports][html]") {
  std::vector<sgp::RunReport> runs;
  for (const char* g : {"kayles", "S(2,3,7)", "grundy"}) {
    sgp::RunOptions opt;
    opt.limit = 3000;
    runs.push_back(sgp::run_game(sgp::parse_game(g), opt));
  }
  // The names as a user might have written them: markup must come out as text.
  const std::vector<std::string> inputs = {"<b>kayles</b>", "S(2,3,7)", "grundy & \"co\""};
  sgp::ReportOptions ro;
  ro.command = "sgperiod report <b>kayles</b> 'S(2,3,7)'";
  const auto files = sgp::build_html_report(runs, inputs, ro);
  REQUIRE(find(files, "index.html"));
  const std::string& index = find(files, "index.html")->text;
  CHECK(count(index, "<tr data-status=") == 3);
  CHECK(index.find("<a href=\"0.77.html\">&lt;b&gt;kayles&lt;/b&gt;</a>") != std::string::npos);
  CHECK(index.find("<a href=\"S_2_3_7_.html\">S(2,3,7)</a>") != std::string::npos);
  CHECK(index.find("grundy &amp; &quot;co&quot;") != std::string::npos);
  CHECK(index.find("<b>") == std::string::npos);
  CHECK(index.find("sgperiod report &lt;b&gt;kayles&lt;/b&gt;") != std::string::npos);  // the footer's command
  for (const char* page : {"0.77.html", "S_2_3_7_.html", "grundy.html", "0.77-bfile.txt", "sgperiod.css", "sgperiod.js"})
    CHECK(find(files, page));
  const std::string& kayles = find(files, "0.77.html")->text;
  CHECK(kayles.rfind("<!DOCTYPE html>\n<html lang=\"en\">", 0) == 0);
  CHECK(kayles.find("<b>") == std::string::npos);
  CHECK(kayles.find("<title>&lt;b&gt;kayles&lt;/b&gt; - sgperiod report</title>") != std::string::npos);
  // Values, histogram (and rare positions when sparse), each an image named by its title.
  CHECK(count(kayles, "<svg role=\"img\"") >= 2);
  CHECK(count(kayles, "<svg role=\"img\"") == count(kayles, "<svg "));
  CHECK(count(kayles, "font-size=\"12\">\n<title>") == count(kayles, "<svg "));
  // The same figures as the Markdown page: Kayles' period 12 from n = 71 (Guy and Smith), G(71..82).
  CHECK(kayles.find("<th scope=\"row\">Preperiod</th><td>71 (last exception n = 70)</td>") != std::string::npos);
  CHECK(kayles.find("71: 7 4 1 2 8 1 4 7 2 1 8 2\n") != std::string::npos);
  CHECK(find(files, "0.77-bfile.txt")->text.find("\n2999 ") != std::string::npos);
  CHECK(files.size() == 2 + 1 + 2 * 3);
  const auto again = sgp::build_html_report(runs, inputs, ro);
  REQUIRE(again.size() == files.size());
  for (std::size_t i = 0; i < files.size(); ++i) {
    CHECK(again[i].path == files[i].path);
    CHECK(again[i].text == files[i].text);
  }
  check_reproducible_text(files);
}

TEST_CASE("the census explorer of results/census-3: a row and a page per class", "[reports][html]") {
  const std::string classes = slurp(kResults + "census-3-classes.csv"), codes = slurp(kResults + "census-3-codes.csv");
  auto parsed = sgp::parse_census_classes(classes, "classes.csv");
  REQUIRE(parsed.size() == lines(classes).size() - 1);
  const auto from_classes = parsed;
  sgp::attach_census_codes(parsed, codes, "codes.csv");
  std::size_t members = 0, member_rows = 0;
  for (std::size_t i = 0; i < parsed.size(); ++i) {
    members += from_classes[i].members.size();
    // The CODES rows of a class are its members of the CLASSES table, with their own figures.
    REQUIRE(parsed[i].members.size() == from_classes[i].members.size());
    for (std::size_t j = 0; j < parsed[i].members.size(); ++j) {
      CHECK(parsed[i].members[j].code == from_classes[i].members[j].code);
      CHECK(parsed[i].members[j].offset == from_classes[i].members[j].offset);
      CHECK(from_classes[i].members[j].rule.empty());
      member_rows += !parsed[i].members[j].rule.empty();
    }
  }
  CHECK(members == 1024);  // 2 * 8^3 codes, each in one class
  CHECK(member_rows == 1024);
  const auto files = sgp::census_explorer(classes, "classes.csv", codes, "codes.csv", "census", "sgperiod report --census x");
  const std::string& index = find(files, "index.html")->text;
  CHECK(count(index, "<tr data-status=") == parsed.size());
  // The proven rows are the CSV's own: its status column (the fifth), read here line by line.
  std::size_t proven = 0;
  for (const auto& line : lines(classes))
    if (auto f = sgp::split_csv_line(line, nullptr); f && f->size() > 4 && (*f)[4] == "proven") ++proven;
  REQUIRE(proven > 0);
  CHECK(count(index, "<tr data-status=\"proven\"") == proven);
  CHECK(index.find("<option value=\"proven\">proven (" + std::to_string(proven) + ")</option>") != std::string::npos);
  CHECK(files.size() == 3 + 2 * parsed.size());
  // Kayles' class page: the period and preperiod as published, and the first 1024 values listed.
  const sgp::ReportFile* kayles = find(files, "0.77.html");
  REQUIRE(kayles);
  CHECK(kayles->text.find("<th scope=\"row\">Period</th><td>12</td>") != std::string::npos);
  CHECK(kayles->text.find("1020: ") != std::string::npos);
  const auto again = sgp::census_explorer(classes, "classes.csv", codes, "codes.csv", "census", "sgperiod report --census x");
  REQUIRE(again.size() == files.size());
  for (std::size_t i = 0; i < files.size(); ++i) CHECK(again[i].text == files[i].text);
  check_reproducible_text(files);
}

TEST_CASE("the explorer reads back what the census writes, and refuses other tables by line", "[reports][html]") {
  sgp::CensusOptions opt;
  opt.digits = 1;
  const auto classes = sgp::run_census(opt);
  std::string csv = sgp::census_csv_header() + "\n";
  for (std::size_t i = 0; i < classes.size(); ++i) csv += sgp::census_csv_row(classes[i], i + 1) + "\n";
  std::string codes = sgp::census_codes_csv_header() + "\n";
  for (std::size_t i = 0; i < classes.size(); ++i)
    for (const auto& row : sgp::census_codes_rows(classes[i], i + 1)) codes += row + "\n";
  auto parsed = sgp::parse_census_classes(csv, "c.csv");
  REQUIRE(parsed.size() == classes.size());
  sgp::attach_census_codes(parsed, codes, "k.csv");
  for (std::size_t i = 0; i < parsed.size(); ++i) {
    INFO(classes[i].representative);
    CHECK(parsed[i].representative == classes[i].representative);
    CHECK(parsed[i].members.size() == classes[i].members.size());
    CHECK(parsed[i].status == classes[i].status);
    // A record read back writes the rows it was read from.
    CHECK(sgp::census_csv_row(parsed[i], i + 1) == sgp::census_csv_row(classes[i], i + 1));
    CHECK(sgp::census_codes_rows(parsed[i], i + 1) == sgp::census_codes_rows(classes[i], i + 1));
  }
  // So the census's records and its two tables give the same site (census --html, report --census).
  const auto live = sgp::census_explorer(classes, "census", "cmd");
  const auto read = sgp::census_explorer(csv, "c.csv", codes, "k.csv", "census", "cmd");
  REQUIRE(live.size() == read.size());
  for (std::size_t i = 0; i < live.size(); ++i) {
    CHECK(live[i].path == read[i].path);
    CHECK(live[i].text == read[i].text);
  }
  const auto error_of = [](const std::string& text) {
    try {
      sgp::parse_census_classes(text, "t.csv");
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error_of("class,representative\n1,0.0\n").find("t.csv line 1:") == 0);
  CHECK(error_of(sgp::census_csv_header() + "\n1,0.0,1\n").find("t.csv line 2: 3 fields") == 0);
  CHECK(error_of(sgp::census_csv_header() + "\n2,0.0,1,0.0,proven,1,0,-1,0,4096,1,0,0,,,,,,,\n").find("out of order") !=
        std::string::npos);
  CHECK(error_of(sgp::census_csv_header() + "\n1,0.0,1,0.0,proven,x,0,-1,0,4096,1,0,0,,,,,,,\n").find("not a number") !=
        std::string::npos);
  CHECK(error_of("") == "t.csv: empty (no header)");
  // Numbers past 2^64 escaped as std::out_of_range ("stoull"), 0 values printed
  // "up to n = 18446744073709551615", "5-3" passed as a saltus, and preperiod + period wrapped in the plots.
  const std::string head = sgp::census_csv_header() + "\n";
  for (const char* row : {"1,0.0,1,0.0,proven,1,0,-1,0,99999999999999999999999,1,0,0,,,,,,,",
                                 "1,0.0,1,0.0,proven,1,0,-1,5-3,4096,1,0,0,,,,,,,",
                                 "1,0.0,1,0.0,proven,18446744073709551615,18446744073709551615,-1,0,4096,1,0,0,,,,,,,"}) {
    INFO(row);
    CHECK(error_of(head + row + "\n").find("t.csv line 2: ") == 0);
  }
  CHECK(error_of(head + "1,0.0,1,0.0,open,,,,,0,1,0,0,,,,,,,\n") == "t.csv line 2: values_computed is 0");
  CHECK(error_of(head + "1,0.0,1,0.0,proven,0,0,-1,0,4096,1,0,0,,,,,,,\n").find("do not fit the 4096 values") !=
        std::string::npos);
  CHECK(error_of(head + "1,0.0,1,0.0,proven,1,0,-1,0,4096,1,0,0,,,,,,,0.1:0\n").find("is not REP:N") != std::string::npos);
  // The fields a page prints as numbers are read as numbers, members as CODE or CODE@OFFSET.
  CHECK(error_of(head + "1,0.0,1,0.0,proven,1,0,-1,0,4096,x,0,0,,,,,,,\n") ==
        "t.csv line 2: budget, max_value or max_value_at is not a number");
  CHECK(error_of(head + "1,0.0,1,0.0@x,proven,1,0,-1,0,4096,1,0,0,,,,,,,\n") ==
        "t.csv line 2: member '0.0@x' is not CODE or CODE@OFFSET");
  CHECK(error_of(head + "1,0.0,1,0.0,proven,1,0,-1,0,4096,1,0,0,3,,,,,,\n") ==
        "t.csv line 2: rare_mask, rare_count or rare_last is not a number");
  CHECK(error_of(head + "1,0.0,1,0.0,open,,,,,4096,1,0,0,,,,7,,,\n") ==
        "t.csv line 2: candidate_period, candidate_preperiod or values_needed is not a number");
  std::vector<sgp::CensusEntry> none;
  CHECK_THROWS_WITH(sgp::attach_census_codes(none, sgp::census_codes_csv_header() + "\n0.1,1,0,representative,proven,1,2,1,0,4096\n", "k.csv"),
                    Catch::Contains("k.csv line 2: class '1' is not in the classes table"));
}

TEST_CASE("report --census and census --html from the command line", "[reports][html][cli]") {
  TempDir dir;
  const std::string classes = kResults + "census-3-classes.csv", codes = kResults + "census-3-codes.csv";
  auto ok = cli("report --census '" + classes + "' --codes '" + codes + "' -o '" + (dir / "site") + "' --html -q");
  REQUIRE(ok.status == 0);
  CHECK(count(slurp(dir / "site/index.html"), "<tr data-status=") == lines(slurp(classes)).size() - 1);
  CHECK(slurp(dir / "site/index.html").find("sgperiod report --census census-3-classes.csv --codes census-3-codes.csv --html") !=
        std::string::npos);
  CHECK(cli("report --census '" + classes + "' -o '" + (dir / "x") + "'").status == 2);              // needs --html
  CHECK(cli("report kayles --census '" + classes + "' -o '" + (dir / "x") + "' --html").status == 2);  // not both
  CHECK(cli("report kayles --codes '" + codes + "' -o '" + (dir / "x") + "'").status == 2);
  CHECK(cli("report -o '" + (dir / "x") + "'").status == 2);  // neither games nor --census
  CHECK(cli("report --census '" + classes + "' -o '" + (dir / "x") + "' --html --stats").status == 2);
  spit(dir / "bad.csv", sgp::census_csv_header() + "\n1,0.0\n");
  auto bad = cli("report --census '" + (dir / "bad.csv") + "' -o '" + (dir / "x") + "' --html");
  CHECK(bad.status == 1);
  CHECK(bad.err.find("bad.csv line 2: 2 fields") != std::string::npos);
  CHECK(!exists(dir / "x/index.html"));

  REQUIRE(cli("census --digits 1 -q -o '" + (dir / "c.csv") + "' --html '" + (dir / "live") + "'").status == 0);
  const std::string live = slurp(dir / "live/index.html");
  CHECK(count(live, "<tr data-status=") == lines(slurp(dir / "c.csv")).size() - 1);
  CHECK(live.find("sgperiod census --digits 1 --html") != std::string::npos);
  CHECK(exists(dir / "live/0.4.html"));  // 0.4, period 34 from n = 54 (0.137 shifted)
}
