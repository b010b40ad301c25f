/// @file
/// @brief What every computation of the public API takes: kernel method, threads, memory, progress, cancellation.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

namespace sgp {

/// The kernel that computes the values. Every method gives the same values; they differ in speed only.
enum class Method {
  Auto,    ///< the fastest kernel that handles the game
  Naive,   ///< the plain mex of every option (any game)
  Sparse,  ///< the sparse-space kernel (take-and-break codes it handles; others are refused)
};
/// "auto", "naive" or "sparse".
const char* method_name(Method m);
/// The method of that name; any other text is sgp::InvalidInput ("unknown method 'fast' (naive, sparse or auto)").
Method parse_method(const std::string& name);

/// Called between blocks of values with the values done so far and the current target. It may throw to
/// stop the computation: sgp::Error and its kinds pass through as they are, any other standard
/// exception becomes an sgp::Error with the same message.
using Progress = std::function<void(uint64_t done, uint64_t target)>;

/// Options shared by values(), run(), verify() and census(). Results never depend on `threads`.
struct ComputeOptions {
  /// Threads the computation may use; 0 = every core. Applies for the duration of the call.
  unsigned threads = 0;
  /// The kernel; Method::Sparse on a game the sparse kernel does not handle throws sgp::InvalidInput.
  Method method = Method::Auto;
  /// Most bytes the values may take (one per value while the values fit a byte); 0 = 90% of this
  /// machine's memory. A request past it throws sgp::InvalidInput before any work. values(), run() and
  /// verify() check their limit against it; census() bounds each class by its budget instead.
  uint64_t memory = 0;
  /// Called between blocks (from the calling thread for values() and run(), from worker threads for
  /// census(): keep it thread-safe there).
  Progress progress;
  /// When set and true, the computation stops at the next block boundary and throws sgp::Cancelled.
  const std::atomic<bool>* cancel = nullptr;
  /// When set and returning true, the same as `cancel` (for hosts that poll, such as a signal check).
  std::function<bool()> should_cancel;
  /// How messages name the size asked for, for front ends with words of their own (the CLI passes its
  /// option as typed: "-n '1e6'"); empty: the argument's name ("n", "limit").
  std::string size_words;
};

}  // namespace sgp
