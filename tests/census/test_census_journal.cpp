/// @brief [census] The census journal: records read back exactly, a resumed census writes the same files, torn and damaged journals.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>

#include "census/census.hpp"
#include "census/census_journal.hpp"
#include "engine/bytes.hpp"
#include "formats/census.hpp"
#include "tests/cli_util.hpp"

using namespace sgtest;

namespace {
std::string classes_csv(const std::vector<sgp::CensusEntry>& classes) {
  std::string s = sgp::census_csv_header() + "\n";
  for (std::size_t i = 0; i < classes.size(); ++i) {
    s += sgp::census_csv_row(classes[i], i + 1) + "\n";
    for (const auto& row : sgp::census_codes_rows(classes[i], i + 1)) s += row + "\n";
  }
  return s;
}

sgp::CensusOptions small_census() {
  sgp::CensusOptions o;
  o.digits = 2;
  o.budget = 512;  // open and proven classes both occur at this budget (0.16 stays open, 0.07 is proven)
  return o;
}
}  // namespace

TEST_CASE("census journal: every class's record reads back to the same class, values included", "[jobs][census]") {
  sgp::CensusOptions o = small_census();
  std::vector<sgp::CensusEntry> finished;
  o.on_class = [&](const sgp::CensusEntry& c) { finished.push_back(c); };
  sgp::run_census(o);
  REQUIRE(finished.size() > 20);
  std::size_t open = 0, compressed = 0;
  for (const auto& c : finished) {
    const std::string rec = sgp::census_journal_record(c);
    auto back = sgp::parse_census_journal_record(rec);
    REQUIRE(back);
    CHECK(sgp::census_journal_record(*back) == rec);
    CHECK(sgp::census_csv_row(*back, 1) == sgp::census_csv_row(c, 1));
    CHECK(sgp::census_codes_rows(*back, 1) == sgp::census_codes_rows(c, 1));
    REQUIRE(back->first_values.size() == c.first_values.size());
    bool same = true;
    for (std::size_t n = 0; n < c.first_values.size(); ++n) same = same && back->first_values[n] == c.first_values[n];
    CHECK(same);
    open += c.status == sgp::Status::Open;
    // A proven class stores its values up to n0 + p only (the rest follows from its pattern).
    compressed += rec.size() < 2 * c.first_values.size();
    // One changed character fails the checksum.
    std::string bad = rec;
    bad[bad.size() / 2] = bad[bad.size() / 2] == '1' ? '2' : '1';
    CHECK_FALSE(sgp::parse_census_journal_record(bad));
  }
  CHECK(open > 0);
  CHECK(compressed > 0);
}

TEST_CASE("census journal: resumed from a torn journal, the census runs only what is missing and gives the same tables",
          "[jobs][census]") {
  TempDir dir;
  const std::string full = dir / "full.journal", part = dir / "part.journal";
  sgp::CensusOptions o = small_census();
  std::string reference;
  std::size_t all_classes = 0;
  {
    sgp::CensusJournal j(full, o);
    CHECK(j.finished().empty());
    sgp::CensusOptions oj = o;
    oj.on_class = [&](const sgp::CensusEntry& c) { j.append(c), ++all_classes; };
    reference = classes_csv(sgp::run_census(oj));
  }
  CHECK(reference == classes_csv(sgp::run_census(o)));  // the journal changes nothing
  auto rows = lines(slurp(full));
  REQUIRE(rows.size() == all_classes + 1);  // the header, then one line per class
  CHECK(rows[0] == sgp::census_journal_header(o));

  // A kill during the 11th record: ten whole records and half of the next.
  std::string text = rows[0] + "\n";
  for (std::size_t i = 1; i <= 10; ++i) text += rows[i] + "\n";
  text += rows[11].substr(0, rows[11].size() / 2);
  spit(part, text);
  std::size_t ran = 0;
  {
    sgp::CensusJournal j(part, o);
    CHECK(j.dropped_torn_line());
    CHECK(j.finished().size() == 10);
    sgp::CensusOptions oj = o;
    oj.finished = &j.finished();
    oj.on_class = [&](const sgp::CensusEntry& c) { j.append(c), ++ran; };
    CHECK(classes_csv(sgp::run_census(oj)) == reference);
  }
  CHECK(ran == all_classes - 10);
  // The torn half-line is gone: the journal is whole again, and complete.
  auto after = lines(slurp(part));
  CHECK(after.size() == all_classes + 1);
  {
    sgp::CensusJournal j(part, o);
    CHECK_FALSE(j.dropped_torn_line());
    CHECK(j.finished().size() == all_classes);
  }

  // Another budget: refused, not mixed.
  sgp::CensusOptions other = o;
  other.budget = 1024;
  CHECK_THROWS_AS(sgp::CensusJournal(part, other), std::invalid_argument);
  // A damaged record before the last: an error naming the line, never a silent recomputation.
  auto damaged = rows;
  damaged[3][20] = damaged[3][20] == '1' ? '2' : '1';
  std::string dtext;
  for (const auto& r : damaged) dtext += r + "\n";
  spit(part, dtext);
  CHECK_THROWS_WITH(sgp::CensusJournal(part, o), Catch::Contains("line 4"));
  // Not a journal at all.
  spit(part, "class,representative\n1,0.07\n");
  CHECK_THROWS_WITH(sgp::CensusJournal(part, o), Catch::Contains("not a census journal"));
}

TEST_CASE("census --journal after kill -9 writes the same files, and --bfile-dir writes each representative", "[jobs][census][cli]") {
  TempDir dir;
  const std::string common = "census --digits 2 -n 2048 -t 2 -q";
  REQUIRE(cli(common + " -o '" + (dir / "ref.csv") + "' --codes '" + (dir / "ref_codes.csv") + "'").status == 0);
  // Killed once the journal holds a few classes (or after the census ends, when it is faster than that).
  const std::string j = dir / "J";
  const std::string run = common + " -o '" + (dir / "a.csv") + "' --codes '" + (dir / "a_codes.csv") + "' --journal '" + j + "'";
  cli(run + " & pid=$!; while kill -0 $pid 2>/dev/null && [ \"$(wc -l < '" + j +
      "' 2>/dev/null || echo 0)\" -lt 4 ]; do sleep 0.01; done; kill -9 $pid; wait $pid; true");
  const std::size_t before = lines(slurp(j)).size();
  CHECK(before >= 4);
  auto resumed = cli(run + " --bfile-dir '" + (dir / "b") + "'");
  REQUIRE(resumed.status == 0);
  CHECK(slurp(dir / "a.csv") == slurp(dir / "ref.csv"));
  CHECK(slurp(dir / "a_codes.csv") == slurp(dir / "ref_codes.csv"));
  // One b-file per class, named after its representative; 0.07 is Dawson's Kayles, whose values are
  // OEIS A002187 one heap later (tests/data/published_sequences.txt).
  const auto classes = lines(slurp(dir / "ref.csv"));
  const auto kayles = lines(slurp(dir / "b/0.07.txt"));
  REQUIRE(kayles.size() > 12);
  CHECK(kayles[0].rfind("# ", 0) == 0);
  std::size_t at = 0;
  while (at < kayles.size() && kayles[at][0] == '#') ++at;
  const auto dawson = published("0.07");
  REQUIRE(dawson.size() > 100);
  REQUIRE(kayles.size() >= at + 100);
  for (unsigned n = 0; n < 100; ++n) CHECK(kayles[at + n] == std::to_string(n) + " " + std::to_string(dawson[n]));
  std::size_t files = 0;
  for (std::size_t i = 1; i < classes.size(); ++i) {
    const std::string rep = classes[i].substr(classes[i].find(',') + 1, classes[i].find(',', classes[i].find(',') + 1) - classes[i].find(',') - 1);
    files += exists(dir / ("b/" + rep + ".txt"));
  }
  CHECK(files == classes.size() - 1);
  // The journal of another budget is refused with exit 2, and the outputs are left alone.
  auto other = cli("census --digits 2 -n 4096 -q -o '" + (dir / "x.csv") + "' --journal '" + j + "'");
  CHECK(other.status == 2);
  CHECK(other.err.find("other census parameters") != std::string::npos);
  CHECK(!exists(dir / "x.csv"));
  // A device is no journal: it could not be read back (a place that cannot hold the file: exit 1).
  auto device = cli("census --digits 1 -q -o '" + (dir / "x.csv") + "' --journal /dev/null");
  CHECK(device.status == 1);
  CHECK(device.err.find("not a regular file") != std::string::npos);
}

namespace {
// A record with a correct checksum around any body, so that what is checked is the parser, not the sum.
std::string signed_record(const std::string& body) {
  const uint64_t sum = sgp::fnv1a(reinterpret_cast<const uint8_t*>(body.data()), body.size());
  char buf[24];
  std::snprintf(buf, sizeof buf, " *%016llx", static_cast<unsigned long long>(sum));
  return body + buf;
}
// "class" fields up to the members, then one member, then the stored values.
std::string record_body(const std::string& pattern, const std::string& values) {
  return "class 0.3 " + pattern + " 100 0 100 1 1 0 0 0 0 1 0.3 0 values " + pattern + " 100 " + values;
}
}  // namespace

TEST_CASE("census journal: records whose pattern cannot rebuild their values are refused, not read", "[jobs][census]") {
  // Hand-made: preperiod 1, period 3, saltus 0 over 0 1 2 0 gives 0 1 2 0 1 2 0 1 2 0 (ten values).
  auto good = sgp::parse_census_journal_record(signed_record(record_body("proven 3 1 0", "10 4 0 1 2 0")));
  REQUIRE(good);
  REQUIRE(good->first_values.size() == 10);
  const uint32_t want[10] = {0, 1, 2, 0, 1, 2, 0, 1, 2, 0};
  for (std::size_t n = 0; n < 10; ++n) CHECK(good->first_values[n] == want[n]);
  // A saltus of 1 with period 1 from 0: G(n) = n.
  auto line = sgp::parse_census_journal_record(signed_record(record_body("observed 1 0 1", "6 1 0")));
  REQUIRE(line);
  CHECK(line->first_values[5] == 5);
  for (const std::string& body : {
           record_body("proven 3 1 0", "10 0"),          // nothing stored: rebuilt from before G(0)
           record_body("proven 3 1 0", "10 3 0 1 2"),    // fewer than preperiod + period stored
           record_body("proven 0 0 0", "10 4 0 1 2 0"),  // period 0 cannot rebuild anything
           record_body("open 3 1 0", "10 4 0 1 2 0"),    // an open class has no pattern to rebuild with
           record_body("proven 3 1 4611686018427387904", "10 4 0 1 2 0"),  // a saltus that overflows
           record_body("proven 3 1 -1", "10 4 0 1 2 0"),                   // values below 0
           record_body("proven 3 1 0", "4294967296 4 0 1 2 0"),            // 2^32 values claimed
           // With every value stored, a proven period 0 was read, and merging
           // two such classes divided 0 by gcd(0, 0); a preperiod past the 100 values computed (or past
           // 2^63, whose last exception overflowed) is no run's either.
           record_body("proven 0 0 0", "4 4 0 1 2 0"),
           record_body("proven 3 101 0", "4 4 0 1 2 0"),
           record_body("proven 3 18446744073709551615 0", "4 4 0 1 2 0"),
       }) {
    INFO(body);
    CHECK_FALSE(sgp::parse_census_journal_record(signed_record(body)));
  }
}

TEST_CASE("census journal: a refused journal gives its file descriptor back", "[jobs][census]") {
  // The constructor threw after opening the file, and a constructor that throws runs no destructor:
  // every refused journal kept a descriptor open until the process ran out of them.
  auto open_fds = [] {
    std::size_t n = 0;
    for (const auto& e : std::filesystem::directory_iterator("/proc/self/fd")) n += !e.path().empty();
    return n;
  };
  TempDir dir;
  const std::string path = dir / "not-a-journal";
  spit(path, "this is not a journal\nsecond line\n");
  sgp::CensusOptions o;
  o.digits = 1;
  const std::size_t before = open_fds();
  for (int i = 0; i < 50; ++i) CHECK_THROWS_WITH(sgp::CensusJournal(path, o), Catch::Contains("is not a census journal"));
  CHECK(open_fds() == before);
}
