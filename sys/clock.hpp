/// @file
/// @brief The one monotonic clock in seconds: block pacing, checkpoint intervals, progress and --time.
#pragma once
#include <chrono>

namespace sgp::sys {

/// Seconds on the steady clock: only differences mean anything (never a date, so outputs stay reproducible).
inline double seconds_now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace sgp::sys
