/// @brief The one place a thread count becomes a oneTBB limit: the CLI's -t and the library's `threads` option.
#pragma once
#include <memory>

namespace sgp {

/// Limits oneTBB to `threads` threads while it lives (0: no limit, every core). Results never depend on
/// it. Limits nest as oneTBB's global_control does: the smallest one alive applies.
class ThreadLimit {
 public:
  explicit ThreadLimit(unsigned threads);
  ~ThreadLimit();
  ThreadLimit(const ThreadLimit&) = delete;
  ThreadLimit& operator=(const ThreadLimit&) = delete;

 private:
  struct Control;
  std::unique_ptr<Control> control_;
};

}  // namespace sgp
