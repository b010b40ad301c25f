/// @brief CallGuard: one long library call run without the GIL, stoppable by Ctrl-C, reporting to a Python progress callback.
#pragma once
#include <pybind11/pybind11.h>


#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include "sgperiod/errors.hpp"

namespace sgpy {

namespace py = pybind11;

/// Thrown through the library (between blocks) once the call is to stop; CallGuard::call turns it back
/// into the Python exception that stopped it. Not a std::exception, so that no handler in the library
/// that turns std::exception into a row or a message swallows it.
struct Stopped {};

/// Created under the GIL by each binding that computes. The library calls poll() between blocks (its
/// Progress hooks): on the thread that made the call, at most every kPollInterval, poll takes the GIL,
/// runs Python's pending signal handlers (Ctrl-C raises KeyboardInterrupt there) and calls the user's
/// progress(done, total). A Python exception from either is kept, the call is marked stopped and
/// Stopped is thrown; other threads of the same call (census workers) then throw Stopped at their next
/// poll. The values computed so far are dropped with the call: nothing half-done reaches Python.
class CallGuard {
 public:
  /// `progress`: None or a callable (done, total). `threads`: None or 0 for every core, else 1..4096,
  /// checked here and applied by the library for the duration of the call (ComputeOptions::threads;
  /// results never depend on it).
  CallGuard(py::object progress, py::object threads);
  CallGuard(const CallGuard&) = delete;
  CallGuard& operator=(const CallGuard&) = delete;
  ~CallGuard();

  /// Runs f() without the GIL; a Stopped from it becomes the kept Python exception.
  template <class F>
  auto call(F&& f) -> decltype(f()) {
    try {
      py::gil_scoped_release nogil;
      return f();
    } catch (const Stopped&) {
      raise_kept();
    } catch (const sgp::Cancelled&) {  // stopped by stop_requested() after saving a checkpoint
      if (stop_requested()) raise_kept();
      throw;
    }
  }

  /// Runs f() on a thread of its own without the GIL, while the calling thread looks at pending signals
  /// every kPollInterval and marks the call stopped on Ctrl-C: for calls whose work may all run on
  /// oneTBB's worker threads (the census), which never pass through the calling thread's poll().
  template <class F>
  auto call_watched(F&& f) -> decltype(f()) {
    std::optional<decltype(f())> result;
    std::exception_ptr failure;
    {
      py::gil_scoped_release nogil;
      std::mutex lock;
      std::condition_variable finished;
      bool done = false;
      std::thread worker([&] {
        try {
          result.emplace(f());
        } catch (...) {
          failure = std::current_exception();
        }
        std::lock_guard<std::mutex> g(lock);
        done = true;
        finished.notify_one();
      });
      std::unique_lock<std::mutex> wait(lock);
      while (!finished.wait_for(wait, kPollInterval, [&] { return done; })) {
        wait.unlock();
        watch_signals();
        wait.lock();
      }
      wait.unlock();
      worker.join();
    }
    // Ctrl-C seen while the work ended anyway (or failed for another reason) still raises KeyboardInterrupt.
    if (stopped_.load(std::memory_order_acquire)) raise_kept();
    if (failure) std::rethrow_exception(failure);
    return std::move(*result);
  }

  /// Between blocks, from any thread, without the GIL (see the class comment).
  void poll(uint64_t done, uint64_t total);
  /// The same, but a stop is only recorded (stop_requested()), not thrown: for runs with a checkpoint,
  /// which the library saves before it stops (sgp::Cancelled, raised as the kept Python exception).
  void poll_softly(uint64_t done, uint64_t total) {
    try {
      poll(done, total);
    } catch (const Stopped&) {
    }
  }
  /// The thread count for ComputeOptions::threads (0: every core).
  unsigned threads() const { return threads_; }
  /// True once Ctrl-C or a callback's exception asked the call to stop.
  bool stop_requested() const { return stopped_.load(std::memory_order_acquire); }
  /// Pending signals only, no progress call: for hooks whose counts are not the call's own (a census
  /// class's values, while the census reports codes).
  void check() { poll_impl(0, 0, false); }
  /// Calls progress(done, total) now from any thread (census classes finish on worker threads).
  void report(uint64_t done, uint64_t total);

 private:
  void poll_impl(uint64_t done, uint64_t total, bool with_progress);
  /// Under the GIL, with a Python error set: keeps it, marks the call stopped, throws Stopped.
  [[noreturn]] void keep_error_and_stop();
  /// Takes the GIL and runs pending signal handlers; an error is kept and the call marked stopped.
  void watch_signals();
  void keep_error();
  [[noreturn]] void raise_kept();

  static constexpr std::chrono::milliseconds kPollInterval{50};

  py::object progress_;
  unsigned threads_ = 0;
  std::thread::id owner_ = std::this_thread::get_id();
  std::atomic<bool> stopped_{false};
  std::chrono::steady_clock::time_point last_poll_ = std::chrono::steady_clock::now();
  std::mutex error_lock_;
  std::optional<py::error_already_set> error_;
};

}  // namespace sgpy
