/// @brief [jobs] census, batch and verify through a Distributor (in-process root and workers): the same results as one process.
#include <catch2/catch.hpp>

#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "jobs/batch.hpp"
#include "jobs/census.hpp"
#include "jobs/distribute.hpp"
#include "jobs/verify.hpp"
#include "reports/census.hpp"

namespace {

// What app/mpi.cpp does over MPI, inside one process: a queue of items from the root, a queue of results
// back. The root hands its results to the job in reverse order of arrival, so that a job that relied on
// the order of arrival would show it.
struct Channel {
  std::mutex m;
  std::condition_variable cv;
  std::deque<long> items;
  std::deque<std::pair<std::size_t, std::string>> results;
};

class Root : public sgp::Distributor {
 public:
  explicit Root(Channel& c) : c_(c) {}
  bool root() const override { return true; }
  std::string share(const std::string& text) override { return text; }
  void run(const std::vector<std::size_t>& order, const std::function<std::string(std::size_t)>&,
           const std::function<void(std::size_t, const std::string&)>& done) override {
    {
      std::lock_guard<std::mutex> g(c_.m);
      for (std::size_t i : order) c_.items.push_back(long(i));
      c_.items.push_back(-1);
    }
    c_.cv.notify_all();
    std::unique_lock<std::mutex> g(c_.m);
    c_.cv.wait(g, [&] { return c_.results.size() == order.size(); });
    for (auto it = c_.results.rbegin(); it != c_.results.rend(); ++it) done(it->first, it->second);
    handed = order;
  }
  std::vector<std::size_t> handed;

 private:
  Channel& c_;
};

class Worker : public sgp::Distributor {
 public:
  explicit Worker(Channel& c) : c_(c) {}
  bool root() const override { return false; }
  std::string share(const std::string& text) override { return text; }
  void run(const std::vector<std::size_t>&, const std::function<std::string(std::size_t)>& compute,
           const std::function<void(std::size_t, const std::string&)>&) override {
    while (true) {
      long item;
      {
        std::unique_lock<std::mutex> g(c_.m);
        c_.cv.wait(g, [&] { return !c_.items.empty(); });
        item = c_.items.front();
        c_.items.pop_front();
      }
      if (item < 0) return;
      std::string r = compute(std::size_t(item));
      {
        std::lock_guard<std::mutex> g(c_.m);
        c_.results.push_back({std::size_t(item), r});
      }
      c_.cv.notify_all();
    }
  }

 private:
  Channel& c_;
};

// Runs `job` as a worker on its own thread and as the root here; returns the root's result.
template <class Options, class Job>
auto distributed(Options opt, Job job) {
  Channel c;
  Root root(c);
  Worker worker(c);
  Options wopt = opt;
  wopt.distributor = &worker;
  std::thread t([&] { job(wopt); });
  opt.distributor = &root;
  auto out = job(opt);
  t.join();
  return std::make_pair(out, root.handed);
}

std::vector<std::string> census_table(const std::vector<sgp::CensusClass>& classes) {
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
  opt.on_class = [&](const sgp::CensusClass&) { ++rule_classes; };
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
  std::map<std::string, sgp::CensusClass> finished;
  opt.on_class = [&](const sgp::CensusClass& c) {
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
