/// @brief The public census(): its journal (resumed, torn, refused), its costs, its progress and a distributor, against runs without them.
#include <catch2/catch.hpp>

#include <sgperiod/sgperiod.hpp>

#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "tests/cli_util.hpp"
#include "tests/distribute_util.hpp"

using namespace sgtest;

namespace {

// Both tables of a result: what must not depend on how the classes were obtained.
std::string tables(const sgp::CensusResult& r) {
  std::ostringstream os;
  r.write_classes_csv(os);
  r.write_codes_csv(os);
  return os.str();
}

// Open and proven classes both occur at this budget (0.16 stays open, 0.07 is proven).
sgp::CensusSettings small_census() {
  sgp::CensusSettings s;
  s.digits = 2;
  s.budget = 512;
  return s;
}

// The fields of a CSV line without quotes (the census's codes hold no comma).
std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out(1);
  for (char ch : line) {
    if (ch == ',') out.emplace_back();
    else out.back().push_back(ch);
  }
  return out;
}

std::size_t codes_of(const std::vector<sgp::CensusEntry>& entries) {
  std::size_t n = 0;
  for (const auto& e : entries) n += e.members.size();
  return n;
}

}  // namespace

TEST_CASE("census journal: resumed from a whole, a torn or no journal, the same classes as without one", "[api][census]") {
  const std::string reference = tables(sgp::census(small_census()));
  TempDir dir;
  sgp::CensusSettings s = small_census();
  s.journal = dir / "census.journal";
  s.costs = true;
  std::vector<sgp::CensusJournalState> opened;
  s.on_journal = [&](const sgp::CensusJournalState& j) { opened.push_back(j); };
  const sgp::CensusResult first = sgp::census(s);
  CHECK(tables(first) == reference);
  REQUIRE(opened.size() == 1);
  CHECK(opened[0].classes == 0);
  CHECK_FALSE(opened[0].dropped_torn_record);
  // A header line, then one line per run.
  const auto rows = lines(slurp(s.journal));
  const std::size_t runs = first.runs().size();
  REQUIRE(runs > 11);
  CHECK(rows.size() == runs + 1);

  // A kill during the 11th record: ten whole records and half of the next. The ten are taken as they
  // are; the census makes only the other runs, the torn one among them.
  std::string text = rows[0] + "\n";
  for (std::size_t i = 1; i <= 10; ++i) text += rows[i] + "\n";
  text += rows[11].substr(0, rows[11].size() / 2);
  spit(s.journal, text);
  std::vector<sgp::CensusProgress> seen;
  s.on_progress = [&](const sgp::CensusProgress& p) { seen.push_back(p); };
  const sgp::CensusResult resumed = sgp::census(s);
  CHECK(tables(resumed) == reference);
  REQUIRE(opened.size() == 2);
  CHECK(opened[1].classes == 10);
  CHECK(opened[1].dropped_torn_record);
  CHECK(resumed.runs().size() == runs - 10);
  // The runs made are those whose records the journal lacked: a record is "class REP ...".
  std::set<std::string> kept, made, all;
  for (std::size_t i = 1; i <= 10; ++i) kept.insert(rows[i].substr(6, rows[i].find(' ', 6) - 6));
  for (const auto& r : resumed.runs()) made.insert(r.representative);
  for (const auto& r : first.runs()) all.insert(r.representative);
  CHECK(kept.size() == 10);
  for (const auto& rep : all) CHECK(kept.count(rep) + made.count(rep) == 1);
  // The codes from the journal are the first progress, and counted apart; every code is settled once.
  REQUIRE(!seen.empty());
  CHECK(seen.front().codes_done == seen.front().codes_from_journal);
  CHECK(seen.front().codes_from_journal + codes_of(resumed.runs()) == resumed.codes());
  CHECK(seen.back().codes_done == seen.back().codes_total);
  CHECK(lines(slurp(s.journal)).size() == runs + 1);  // whole again, and complete

  // A complete journal: nothing runs, the same classes.
  seen.clear();
  const sgp::CensusResult again = sgp::census(s);
  CHECK(tables(again) == reference);
  CHECK(again.runs().empty());
  CHECK(opened.back().classes == runs);
  REQUIRE(seen.size() == 1);
  CHECK(seen[0].codes_done == again.codes());
}

TEST_CASE("census journal: other settings, a damaged line, a device: refused before anything runs", "[api][census]") {
  TempDir dir;
  sgp::CensusSettings s;
  s.digits = 1;
  s.journal = dir / "j";
  sgp::census(s);
  sgp::CensusSettings other = s;
  other.budget = 1024;
  CHECK_THROWS_AS(sgp::census(other), sgp::InvalidInput);
  CHECK_THROWS_WITH(sgp::census(other), Catch::Contains("belongs to other census parameters"));
  auto rows = lines(slurp(s.journal));
  REQUIRE(rows.size() > 3);
  rows[1][10] = rows[1][10] == '1' ? '2' : '1';
  std::string text;
  for (const auto& r : rows) text += r + "\n";
  spit(s.journal, text);
  try {
    sgp::census(s);
    FAIL("a damaged journal was read");
  } catch (const sgp::InvalidInput&) {
    FAIL("a damaged journal is no input error");
  } catch (const sgp::Error& e) {
    CHECK(std::string(e.what()).find("line 2 is damaged") != std::string::npos);
  }
  s.journal = "/dev/null";
  CHECK_THROWS_WITH(sgp::census(s), Catch::Contains("is not a regular file"));
}

TEST_CASE("census costs: a run per rule class, each class's representative among them, the CLI's table", "[api][census]") {
  sgp::CensusSettings s;
  s.digits = 1;
  CHECK(sgp::census(s).runs().empty());  // kept only when asked for
  s.costs = true;
  const sgp::CensusResult r = sgp::census(s);
  // Every code in exactly one run; runs join into classes, so there are at least as many.
  CHECK(codes_of(r.runs()) == r.codes());
  CHECK(r.codes() == 16);
  CHECK(r.runs().size() >= r.classes().size());
  std::map<std::string, const sgp::CensusEntry*> run_of;
  for (const auto& run : r.runs()) {
    CHECK(run.first_values.empty());
    CHECK(run.seconds >= 0);
    run_of[run.representative] = &run;
  }
  CHECK(run_of.size() == r.runs().size());
  for (const auto& c : r.classes()) {
    INFO(c.representative);
    REQUIRE(run_of.count(c.representative));
    CHECK(run_of[c.representative]->status == c.status);
    CHECK(run_of[c.representative]->values_computed == c.values_computed);
  }
  // 0.0 has no moves: no option of any heap is ever looked at.
  REQUIRE(run_of.count("0.0"));
  CHECK(run_of["0.0"]->work == 0);
  // The sparse kernel counts its work (0.5, 0.6, 0.7 and codes 4.x here).
  std::size_t sparse = 0;
  for (const auto& run : r.runs()) sparse += run.kernel.rfind("sparse", 0) == 0 && run.work > 0;
  CHECK(sparse >= 3);
  // The CLI writes the same table but for the measured columns (work and seconds differ run to run).
  std::ostringstream table;
  r.write_costs_csv(table);
  TempDir dir;
  REQUIRE(cli("census --digits 1 -q -o '" + (dir / "c.csv") + "' --costs '" + (dir / "costs.csv") + "'").status == 0);
  const auto ours = lines(table.str()), theirs = lines(slurp(dir / "costs.csv"));
  REQUIRE(ours.size() == r.runs().size() + 1);
  REQUIRE(theirs.size() == ours.size());
  for (std::size_t i = 0; i < ours.size(); ++i) {
    auto a = fields(ours[i]), b = fields(theirs[i]);
    REQUIRE(a.size() == 7);
    REQUIRE(b.size() == 7);
    if (i > 0) a.resize(5), b.resize(5);
    CHECK(a == b);
  }
}

TEST_CASE("census progress: codes counted up to all of them, proven and open runs as the runs say", "[api][census]") {
  sgp::CensusSettings s;
  s.digits = 2;
  s.costs = true;
  std::vector<sgp::CensusProgress> seen;
  std::vector<std::pair<uint64_t, uint64_t>> plain;
  s.on_progress = [&](const sgp::CensusProgress& p) { seen.push_back(p); };
  s.progress = [&](uint64_t done, uint64_t total) { plain.emplace_back(done, total); };
  const sgp::CensusResult r = sgp::census(s);
  REQUIRE(seen.size() == r.runs().size());  // one call per run, none from a journal
  REQUIRE(plain.size() == seen.size());
  for (std::size_t i = 0; i < seen.size(); ++i) {
    CHECK(seen[i].codes_total == 128);
    CHECK(seen[i].codes_from_journal == 0);
    CHECK(plain[i] == std::make_pair(uint64_t(seen[i].codes_done), uint64_t(128)));
    if (i > 0) CHECK(seen[i].codes_done > seen[i - 1].codes_done);
  }
  std::size_t proven = 0, open = 0;
  for (const auto& run : r.runs()) proven += run.status == sgp::Status::Proven, open += run.status == sgp::Status::Open;
  CHECK(seen.back().codes_done == 128);
  CHECK(seen.back().proven == proven);
  CHECK(seen.back().open == open);
}

TEST_CASE("census class_progress: what it throws ends the census and leaves it as it is", "[api][census]") {
  struct Enough {};
  sgp::CensusSettings s;
  s.digits = 2;
  int calls = 0;
  std::mutex lock;
  // Thrown once a class passes its first 8192 values (some of the 128 codes are not proven by then).
  s.class_progress = [&](uint64_t done, uint64_t) {
    std::lock_guard<std::mutex> g(lock);
    ++calls;
    if (done >= 8192) throw Enough{};
  };
  CHECK_THROWS_AS(sgp::census(s), Enough);
  CHECK(calls > 0);
}

TEST_CASE("census over a distributor: the root gets the classes of one process, a worker nothing, costs refused", "[api][census]") {
  sgp::CensusSettings s;
  s.digits = 2;
  const std::string local = tables(sgp::census(s));
  Channel c;
  Root root(c);
  Worker worker(c);
  sgp::CensusSettings ws = s, rs = s;
  ws.distributor = &worker;
  rs.distributor = &root;
  sgp::CensusResult on_worker;
  std::thread t([&] { on_worker = sgp::census(ws); });
  const sgp::CensusResult on_root = sgp::census(rs);
  t.join();
  CHECK(tables(on_root) == local);
  CHECK(on_worker.classes().empty());
  CHECK(!root.handed.empty());
  rs.costs = true;
  CHECK_THROWS_WITH(sgp::census(rs),
                    "costs is measured by one process: run the census without a distributor to write it");
}
