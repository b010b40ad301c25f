/// @file
/// @brief The exceptions of the public API: one hierarchy under sgp::Error, messages as the CLI prints them.
#pragma once
#include <stdexcept>
#include <string>

namespace sgp {

/// Base of every exception the public API throws. what() is one sentence a program can show as it is:
/// it names the call's argument or settings field ("n must be at least 1"), where the `sgperiod` command
/// names its flag for the same problem ("-n must be at least 1"); problems of the input itself (a game,
/// a claim) read the same in both.
struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The caller's input is refused before any work: a malformed game (sgp::GameError), an unknown method,
/// a count of zero, a limit needing more memory than allowed, a kernel that does not handle the game.
/// The CLI exits with status 2 on these.
struct InvalidInput : Error {
  using Error::Error;
};

/// A computation stopped because its cancellation hook asked it to (ComputeOptions::cancel or
/// ComputeOptions::should_cancel). Nothing is returned; a later call starts again from the beginning.
struct Cancelled : Error {
  Cancelled() : Error("cancelled") {}
  /// With what was done before stopping ("checkpoint saved to 'FILE'").
  explicit Cancelled(const std::string& what) : Error(what) {}
};

}  // namespace sgp
