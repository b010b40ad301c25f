/// @brief CallGuard: the GIL released around a library call, signals and the progress callback looked at between blocks.
#include "call_guard.hpp"

#include <string>

namespace sgpy {

CallGuard::CallGuard(py::object progress, py::object threads) : progress_(std::move(progress)) {
  if (!progress_.is_none() && !PyCallable_Check(progress_.ptr()))
    throw py::type_error("progress must be a callable progress(done, total) or None");
  if (!threads.is_none()) {
    if (!py::isinstance<py::int_>(threads) || py::isinstance<py::bool_>(threads))
      throw py::type_error("threads must be an int or None");
    const long long t = threads.cast<long long>();
    if (t < 0 || t > 4096)
      throw py::value_error("threads " + std::to_string(t) + " is out of range (0 or None: all cores; at most 4096)");
    threads_ = static_cast<unsigned>(t);
  }
}

CallGuard::~CallGuard() = default;

void CallGuard::poll(uint64_t done, uint64_t total) { poll_impl(done, total, true); }

void CallGuard::poll_impl(uint64_t done, uint64_t total, bool with_progress) {
  if (stopped_.load(std::memory_order_acquire)) throw Stopped{};
  // Only the calling thread runs Python's signal handlers (CPython runs them on the main thread only),
  // and the user's callback sees one thread's ordered counts.
  if (std::this_thread::get_id() != owner_) return;
  const auto now = std::chrono::steady_clock::now();
  const bool last = with_progress && done >= total;
  if (!last && now - last_poll_ < kPollInterval) return;
  last_poll_ = now;
  py::gil_scoped_acquire gil;
  if (PyErr_CheckSignals() != 0) keep_error_and_stop();
  if (with_progress && !progress_.is_none()) {
    if (PyObject* r = PyObject_CallFunction(progress_.ptr(), "KK", static_cast<unsigned long long>(done),
                                            static_cast<unsigned long long>(total)))
      Py_DECREF(r);
    else
      keep_error_and_stop();
  }
}

void CallGuard::report(uint64_t done, uint64_t total) {
  if (stopped_.load(std::memory_order_acquire)) throw Stopped{};
  if (progress_.is_none()) return;
  py::gil_scoped_acquire gil;
  if (PyObject* r = PyObject_CallFunction(progress_.ptr(), "KK", static_cast<unsigned long long>(done),
                                          static_cast<unsigned long long>(total)))
    Py_DECREF(r);
  else
    keep_error_and_stop();
}

void CallGuard::keep_error() {
  {
    std::lock_guard<std::mutex> g(error_lock_);
    if (!error_) error_.emplace();  // fetches the pending Python error (KeyboardInterrupt, the callback's)
    else PyErr_Clear();             // a later error of another thread: the first one is what stopped the call
  }
  stopped_.store(true, std::memory_order_release);
}

void CallGuard::keep_error_and_stop() {
  keep_error();
  throw Stopped{};
}

void CallGuard::watch_signals() {
  if (stopped_.load(std::memory_order_acquire)) return;
  py::gil_scoped_acquire gil;
  if (PyErr_CheckSignals() != 0) keep_error();
}

void CallGuard::raise_kept() {
  std::lock_guard<std::mutex> g(error_lock_);
  if (error_) throw *error_;
  // Stopped without a kept error cannot happen; say so rather than return nothing.
  throw std::runtime_error("sgperiod: the call was stopped without a Python error");
}

}  // namespace sgpy
