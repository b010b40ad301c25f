/// @brief The byte order mark rule of sys/text: dropped at the very start of an input, refused anywhere else, the same for solve, verify and batch.
#include <catch2/catch.hpp>

#include <string>

#include "sys/text.hpp"
#include "tests/cli_util.hpp"

using sgtest::cli;
using sgtest::lines;

namespace {
// EF BB BF: U+FEFF encoded in UTF-8 (RFC 3629, section 6), the mark some editors write first.
const std::string kBom = "\xEF\xBB\xBF";
}  // namespace

TEST_CASE("byte order mark: dropped from line 1 only, reported on any later line", "[sys]") {
  std::string first = kBom + "1 2 3";
  CHECK(sgp::sys::drop_utf8_bom(first, 1));
  CHECK(first == "1 2 3");
  std::string later = kBom + "1 2 3";
  CHECK_FALSE(sgp::sys::drop_utf8_bom(later, 2));
  CHECK(later == kBom + "1 2 3");  // left for the caller to refuse
  std::string inside = "1 " + kBom + "2";
  CHECK(sgp::sys::drop_utf8_bom(inside, 1));
  CHECK(inside == "1 " + kBom + "2");  // not at the start: not a mark, just bytes the parser refuses
  std::string part = "\xEF\xBB" "1";  // two of the three bytes are no mark
  CHECK(sgp::sys::drop_utf8_bom(part, 1));
  CHECK(part == "\xEF\xBB" "1");
  std::string empty;
  CHECK(sgp::sys::drop_utf8_bom(empty, 1));
}

TEST_CASE("byte order mark: solve accepts one at the very start, like verify and batch", "[sys][cli]") {
  // `printf '\xef\xbb\xbf1 2 3\n' | sgperiod solve nim` said "'\xef\xbb\xbf1' is not a
  // non-negative integer" while verify took the same mark. 1 ^ 2 ^ 3 = 0: a P-position (Bouton).
  auto r = cli("solve nim", kBom + "1 2 3\n");
  CHECK(r.status == 0);
  CHECK(r.out == "P 0\n");
  CHECK(r.err.empty());
  // The same with a comment first and a Windows line end: the mark belongs to the input, not to a line kind.
  r = cli("solve nim", kBom + "# heaps\r\n3 5\r\n");
  CHECK(r.status == 0);
  CHECK(r.out == "N 6 heap 2: 5 -> 3\n");  // 3 ^ 5 = 6; heap 2 holds bit 4: 5 -> 5 ^ 6 = 3
  // From a file (-i) the same way.
  sgtest::TempDir dir;
  sgtest::spit(dir / "in.txt", kBom + "1 2 3\n");
  r = cli("solve nim -i '" + (dir / "in.txt") + "'");
  CHECK(r.status == 0);
  CHECK(r.out == "P 0\n");

  // Kayles 0.77, G(0..3) = 0 1 2 3 by hand: verify proves period 12 from 71 (Guy-Smith 1956), batch runs
  // it; both with the mark first.
  r = cli("verify - -q", kBom + "game,preperiod,period\nkayles,71,12\n");
  CHECK(r.status == 0);
  CHECK(r.out.find("\n2,kayles,0.77,71,12,0,proven,") != std::string::npos);
  sgtest::spit(dir / "jobs.csv", kBom + "game,limit\nkayles\n");
  r = cli("batch '" + (dir / "jobs.csv") + "' -o - -q");
  CHECK(r.status == 0);
  REQUIRE(lines(r.out).size() == 2);  // the header and kayles: the marked header was a job named "\xEF\xBB\xBFgame"
  CHECK(lines(r.out)[1].rfind("kayles,0.77,", 0) == 0);
}

TEST_CASE("byte order mark: anywhere but the very start it is refused, naming the line", "[sys][cli]") {
  // solve: a bad line stops the answers with exit 1 and names it.
  auto r = cli("solve nim", "1 2\n" + kBom + "3 4\n");
  CHECK(r.status == 1);
  CHECK(r.out == "N 3 heap 2: 2 -> 1\n");
  CHECK(r.err.find("line 2: a UTF-8 byte order mark (EF BB BF) may only stand at the very start") != std::string::npos);
  r = cli("solve nim", "# first\n" + kBom + "1 2 3\n");  // a comment before it: no longer the start
  CHECK(r.status == 1);
  CHECK(r.err.find("line 2: a UTF-8 byte order mark") != std::string::npos);
  r = cli("solve nim", kBom + kBom + "1 2 3\n");  // only one mark is dropped
  CHECK(r.status == 1);

  // verify: the parser dropped a mark wherever the text it was given started, so a header after a
  // comment was read with its mark; now that is refused, and a marked claim is an error row.
  r = cli("verify - -q", "# claims\n" + kBom + "game,preperiod,period\nkayles,71,12\n");
  CHECK(r.status != 0);
  CHECK(r.err.find("line 2: a UTF-8 byte order mark") != std::string::npos);
  r = cli("verify - -q", "game,preperiod,period\nkayles,71,12\n" + kBom + "kayles,71,12\n");
  CHECK(r.status == 1);
  CHECK(r.out.find("\n2,kayles,0.77,71,12,0,proven,") != std::string::npos);
  CHECK(r.out.find("\n3,kayles,,,,,error,") != std::string::npos);
  CHECK(r.out.find("line 3: a UTF-8 byte order mark") != std::string::npos);

  // batch: the job on that line is an error row, the others run.
  sgtest::TempDir dir;
  sgtest::spit(dir / "jobs.csv", "game\nkayles\n" + kBom + "0.07\n");
  r = cli("batch '" + (dir / "jobs.csv") + "' -o - -q");
  CHECK(r.status == 1);
  REQUIRE(lines(r.out).size() == 3);
  CHECK(lines(r.out)[2].rfind("0.07,,,error,", 0) == 0);
  CHECK(r.err.find("line 3: a UTF-8 byte order mark") != std::string::npos);
}
