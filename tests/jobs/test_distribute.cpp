/// @brief [jobs] census, batch and verify through a Distributor (in-process root and workers): the same results as one process.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <sstream>

#include "census/census.hpp"
#include "formats/census.hpp"
#include "jobs/batch.hpp"
#include "jobs/verify.hpp"
#include "tests/distribute_util.hpp"

using sgtest::distributed;

namespace {

std::vector<std::string> census_table(const std::vector<sgp::CensusEntry>& classes) {
  std::vector<std::string> rows;
  for (std::size_t i = 0; i < classes.size(); ++i) {
    rows.push_back(sgp::census_csv_row(classes[i], i + 1));
    for (const auto& r : sgp::census_codes_rows(classes[i], i + 1)) rows.push_back(r);
  }
  return rows;
}

}  // namespace

TEST_CASE("census through a distributor: the same tables as one process, classes handed out longest first", "[jobs]") {
  sgp::CensusOptions opt;
  opt.digits = 2;
  std::size_t rule_classes = 0;  // the one-process census reports each rule class once as it finishes
  opt.on_class = [&](const sgp::CensusEntry&) { ++rule_classes; };
  const auto local = census_table(sgp::run_census(opt));
  opt.on_class = nullptr;
  auto [classes, handed] = distributed(opt, [](const sgp::CensusOptions& o) { return sgp::run_census(o); });
  CHECK(census_table(classes) == local);
  // Every rule class handed out once.
  REQUIRE(rule_classes > 0);
  CHECK(handed.size() == rule_classes);
  CHECK(std::set<std::size_t>(handed.begin(), handed.end()).size() == handed.size());
}

TEST_CASE("census through a distributor resumes from a journal's classes and hands out only the others", "[jobs]") {
  sgp::CensusOptions opt;
  opt.digits = 1;
  std::map<std::string, sgp::CensusEntry> finished;
  opt.on_class = [&](const sgp::CensusEntry& c) {
    if (finished.size() < 3) finished[c.representative] = c;
  };
  const auto local = census_table(sgp::run_census(opt));
  opt.on_class = nullptr;
  opt.finished = &finished;
  auto [classes, handed] = distributed(opt, [](const sgp::CensusOptions& o) { return sgp::run_census(o); });
  CHECK(census_table(classes) == local);
  sgp::CensusOptions all;
  all.digits = 1;
  auto [unused, handed_all] = distributed(all, [](const sgp::CensusOptions& o) { return sgp::run_census(o); });
  CHECK(handed.size() + 3 == handed_all.size());
}

TEST_CASE("batch through a distributor: the same rows and errors, largest limit first", "[jobs]") {
  std::istringstream in("game,limit\nkayles,1000\nnosuch,10\n0.137,5000\n\"S(1,3,4)\",200\n0.16,3000\n");
  const auto jobs = sgp::parse_jobs(in, [](const std::string& s) { return std::stoull(s); });
  sgp::BatchOptions opt;
  const auto local = sgp::run_batch(jobs, opt);
  auto [out, handed] = distributed(opt, [&](const sgp::BatchOptions& o) { return sgp::run_batch(jobs, o); });
  CHECK(out.rows == local.rows);
  CHECK(out.errors == local.errors);
  // The bad row is never handed out; the others by limit: 0.137 (5000), 0.16, kayles, S(1,3,4).
  CHECK(handed == std::vector<std::size_t>{2, 4, 0, 3});
}

TEST_CASE("verify through a distributor: the same outcomes, reported in row order", "[jobs]") {
  std::istringstream in("game,preperiod,period\nkayles,71,12\nkayles,70,12\nnosuch,1,1\n0.16,0,149459\n");
  const auto rows = sgp::read_claims(in, "claims");
  sgp::VerifyOptions opt;
  opt.parse_number = [](const std::string& t, const char*) { return std::stoull(t); };
  const auto local = sgp::run_verify(rows, opt);
  std::vector<uint64_t> lines;
  auto [out, handed] = distributed(opt, [&](const sgp::VerifyOptions& o) {
    return sgp::run_verify(rows, o, [&](const sgp::ClaimOutcome& c) {
      if (o.distributor->root()) lines.push_back(c.line);
    });
  });
  REQUIRE(out.size() == local.size());
  for (std::size_t i = 0; i < out.size(); ++i) {
    CHECK(out[i].line == local[i].line);
    CHECK(out[i].game == local[i].game);
    CHECK(out[i].canonical == local[i].canonical);
    CHECK(out[i].error == local[i].error);
    CHECK(out[i].check.verdict == local[i].check.verdict);
    CHECK(out[i].check.message == local[i].check.message);
    CHECK(out[i].check.counterexample == local[i].check.counterexample);
    CHECK(out[i].check.values_computed == local[i].check.values_computed);
  }
  CHECK(lines == std::vector<uint64_t>{2, 3, 4, 5});
  CHECK(local[0].check.verdict == sgp::Verdict::Proven);
  CHECK(local[1].check.verdict == sgp::Verdict::Refuted);
  CHECK(!local[2].ok());
  // 0.16's claim (n0 + 2p = 298918) goes first, then kayles 71,12 (95) and 70,12 (94).
  CHECK(handed.front() == 3);
}
