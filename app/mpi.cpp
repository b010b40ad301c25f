/// @brief The Distributor over MPI: rank 0 hands out items on request and gathers results; without MPI, a stub.
#include "app/mpi.hpp"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>

#ifdef SGPERIOD_WITH_MPI
// The C interface only: the C++ bindings (removed in MPI-3) need a library we do not link.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#include <tbb/global_control.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <chrono>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "app/common.hpp"
#include "app/interrupt.hpp"
#include "sys/clock.hpp"
#endif

namespace sgp::cli {

#ifndef SGPERIOD_WITH_MPI

void mpi_start(int&, char**&) {}
Distributor* mpi_distributor() { return nullptr; }
int mpi_end(int rc) { return rc; }

#else

namespace {

// Worker to root: "THREADS ITEM WAITED\n" and ITEM's result (ITEM -1: the thread's first request;
// WAITED: microseconds the thread spent in MPI for its previous request, for --time). Root to
// worker: the next item, or -1 for "no more". Every request gets exactly one answer, so the root knows
// when each worker thread has been let go.
constexpr int kTagAsk = 1, kTagItem = 2;

class MpiDistributor : public Distributor {
 public:
  MpiDistributor(int rank, int size) : rank_(rank), size_(size) {}
  bool root() const override { return rank_ == 0; }
  // False until this process's part of the collective work is over: then a failure may end alone.
  bool settled() const { return settled_; }
  int rank() const { return rank_; }
  /// The root's account of the communication, for --time.
  /// Items: from hand-out to result, as rank 0 sees them (compute plus two messages).
  std::string account() const {
    std::vector<double> t = item_seconds_;
    std::sort(t.begin(), t.end());
    double sum = 0;
    for (double x : t) sum += x;
    char line[512];
    std::snprintf(line, sizeof line,
                  "MPI: %d ranks, %zu messages, %.1f KiB of results; worker threads waited %.3f s in MPI in all "
                  "(their last wait not counted); rank 0 spent %.3f s taking results in\n"
                  "MPI: %zu items, %.3f s in all, median %.4f s, 90th percentile %.4f s, longest %.3f s\n",
                  size_, messages_, double(bytes_) / 1024, waited_, handling_, t.size(), sum,
                  t.empty() ? 0 : t[t.size() / 2], t.empty() ? 0 : t[t.size() * 9 / 10], t.empty() ? 0 : t.back());
    return line;
  }

  std::string share(const std::string& text) override {
    unsigned long long n = text.size();
    MPI_Bcast(&n, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
    std::string out = root() ? text : std::string(n, '\0');
    // Sent in pieces: an MPI count is an int.
    for (unsigned long long at = 0; at < n;) {
      const int piece = int(std::min<unsigned long long>(n - at, 1u << 30));
      MPI_Bcast(&out[at], piece, MPI_CHAR, 0, MPI_COMM_WORLD);
      at += unsigned(piece);
    }
    return out;
  }

  void run(const std::vector<std::size_t>& order, const std::function<std::string(std::size_t)>& compute,
           const std::function<void(std::size_t, const std::string&)>& done) override {
    if (root()) serve(order, done);
    else work(compute);
    settled_ = true;
  }

 private:
  // The root sleeps between polls instead of blocking in MPI_Recv, which spins a core that the
  // workers need (ranks usually outnumber cores by one); a millisecond is nothing beside a class.
  void serve(const std::vector<std::size_t>& order, const std::function<void(std::size_t, const std::string&)>& done) {
    std::vector<long> threads(std::size_t(size_), 0), released(std::size_t(size_), 0);
    std::size_t next = 0, received = 0;
    int finished_ranks = 0;
    std::vector<double> started(order.empty() ? 0 : *std::max_element(order.begin(), order.end()) + 1, 0);
    while (received < order.size() || finished_ranks < size_ - 1) {
      int flag = 0;
      MPI_Status st;
      MPI_Iprobe(MPI_ANY_SOURCE, kTagAsk, MPI_COMM_WORLD, &flag, &st);
      if (!flag) {
        throw_if_interrupted();
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        continue;
      }
      int len = 0;
      MPI_Get_count(&st, MPI_CHAR, &len);
      std::string msg(std::size_t(len), '\0');
      MPI_Recv(&msg[0], len, MPI_CHAR, st.MPI_SOURCE, kTagAsk, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      const std::size_t eol = msg.find('\n');
      long t = 0, item = -1, waited = 0;
      std::istringstream(msg.substr(0, eol)) >> t >> item >> waited;
      ++messages_;
      bytes_ += std::size_t(len);
      waited_ += double(waited) * 1e-6;
      const std::size_t src = std::size_t(st.MPI_SOURCE);
      threads[src] = t;
      if (item >= 0) {
        const double t0 = seconds();
        item_seconds_.push_back(t0 - started[std::size_t(item)]);
        done(std::size_t(item), msg.substr(eol + 1));
        handling_ += seconds() - t0;
        ++received;
      }
      long answer = -1;
      if (next < order.size()) answer = long(order[next]), started[order[next++]] = seconds();
      else if (++released[src] == threads[src]) ++finished_ranks;
      MPI_Send(&answer, 1, MPI_LONG, st.MPI_SOURCE, kTagItem, MPI_COMM_WORLD);
    }
  }

  void work(const std::function<std::string(std::size_t)>& compute) {
    // -t, and the cores the launcher bound this rank to (mpirun binds a rank to one core unless told
    // --bind-to none): asking for items no thread can start would idle other workers at the end.
    const long threads = long(std::max<std::size_t>(
        1, std::min<std::size_t>(tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism),
                                 std::size_t(tbb::this_task_arena::max_concurrency()))));
    std::mutex lock;  // MPI_THREAD_SERIALIZED: one thread in MPI at a time
    auto loop = [&] {
      long item = -1, waited = 0;
      std::string result;
      try {
        while (true) {
          const std::string msg =
              std::to_string(threads) + ' ' + std::to_string(item) + ' ' + std::to_string(waited) + '\n' + result;
          long next = -1;
          const double t0 = seconds();
          {
            std::lock_guard<std::mutex> g(lock);
            MPI_Send(msg.data(), int(msg.size()), MPI_CHAR, 0, kTagAsk, MPI_COMM_WORLD);
            MPI_Recv(&next, 1, MPI_LONG, 0, kTagItem, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
          }
          waited = long((seconds() - t0) * 1e6);
          if (next < 0) return;
          item = next;
          result = compute(std::size_t(item));
        }
      } catch (const std::exception& e) {
        abort_job(std::string(e.what()), 1);
      } catch (const Interrupted& i) {
        abort_job("interrupted", 128 + i.signal);
      } catch (...) {
        abort_job("unknown failure", 1);
      }
    };
    tbb::task_group tg;
    for (long t = 0; t < threads; ++t) tg.run(loop);
    tg.wait();
  }

  // A worker that cannot finish its item ends the job at once: the root would wait for that item.
  [[noreturn]] void abort_job(const std::string& why, int rc) {
    std::fprintf(stderr, "sgperiod: rank %d: %s\n", rank_, why.c_str());
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, rc);
    std::abort();
  }

  static double seconds() { return sys::seconds_now(); }

  int rank_, size_;
  bool settled_ = false;
  std::size_t messages_ = 0, bytes_ = 0;
  double waited_ = 0, handling_ = 0;
  std::vector<double> item_seconds_;
};

std::unique_ptr<MpiDistributor> g_distributor;
bool g_started = false;
std::ostringstream g_held;  // a worker's stdout and stderr
std::streambuf* g_out = nullptr;
std::streambuf* g_err = nullptr;

}  // namespace

void mpi_start(int& argc, char**& argv) {
  // Only under a launcher: a plain run must not pay MPI's start-up nor change in any way.
  if (!std::getenv("OMPI_COMM_WORLD_SIZE") && !std::getenv("PMIX_RANK") && !std::getenv("PMI_SIZE")) return;
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  g_started = true;
  if (provided < MPI_THREAD_SERIALIZED) {
    std::fprintf(stderr, "sgperiod: this MPI library cannot serve worker threads (MPI_THREAD_SERIALIZED)\n");
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size < 2) return;
  g_distributor = std::make_unique<MpiDistributor>(rank, size);
  if (rank > 0) {
    g_out = std::cout.rdbuf(g_held.rdbuf());
    g_err = std::cerr.rdbuf(g_held.rdbuf());
  }
}

Distributor* mpi_distributor() { return g_distributor.get(); }

int mpi_end(int rc) {
  if (!g_started) return rc;
  if (g_out) std::cout.rdbuf(g_out), std::cerr.rdbuf(g_err);
  if (rc != 0 && g_distributor && !g_distributor->settled()) {
    // A failure on one rank would leave the others waiting for it: the whole job ends. A worker first
    // gives rank 0 five seconds to fail the same way (a usage error, refused on every rank) and print it once.
    if (!g_distributor->root()) {
      std::this_thread::sleep_for(std::chrono::seconds(5));
      std::string held = g_held.str();
      if (held.rfind("sgperiod: ", 0) == 0) held.erase(0, 10);
      if (rc < 128 && !held.empty()) std::fprintf(stderr, "sgperiod: rank %d: %s", g_distributor->rank(), held.c_str());
    }
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, rc);
  }
  if (g_distributor && g_distributor->root() && g_distributor->settled() && global().time)
    std::fputs(g_distributor->account().c_str(), stderr);
  MPI_Finalize();
  return rc;
}

#endif

}  // namespace sgp::cli
