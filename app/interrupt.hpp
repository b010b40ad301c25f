/// @brief Ctrl-C and SIGTERM: a flag the long loops check between blocks, and the exit status 128 + signal.
#pragma once
#include <string>

namespace sgp::cli {

/// Thrown at a block boundary after SIGINT or SIGTERM. Deliberately not a std::exception, so that no
/// per-job or per-class handler (batch, census) mistakes it for a failure of its own work and carries on;
/// main reports `message` and exits with 128 + signal (130 for SIGINT, 143 for SIGTERM).
struct Interrupted {
  int signal;
  std::string message;  ///< what was kept, e.g. "checkpoint saved to F; the same command resumes"
};

/// Installs the handlers (main, before any subcommand runs). The handler only records the signal.
void install_interrupt_handlers();

/// The signal received (SIGINT, SIGTERM), or 0.
int interrupt_signal();

/// Throws Interrupted with `kept` as its message if a signal was received.
void throw_if_interrupted(const std::string& kept = "");

}  // namespace sgp::cli
