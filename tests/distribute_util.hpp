/// @brief Test support for distributed jobs: an in-process root and worker over queues, as app/mpi.cpp over MPI.
#pragma once
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "sgperiod/distribute.hpp"

namespace sgtest {

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

}  // namespace sgtest
