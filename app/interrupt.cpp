/// @brief Signal handlers that only set a flag: the work stops at its next block boundary, not mid-write.
#include "app/interrupt.hpp"

#include <csignal>

namespace sgp::cli {

namespace {
// Written only by the handler; sig_atomic_t is the one type a handler may store to portably.
volatile std::sig_atomic_t g_signal = 0;

extern "C" void on_signal(int sig) {
  // A second signal means the user does not want to wait for the block boundary: the default action
  // (termination) applies from here. Checkpoints and journals are written atomically, so even that is safe.
  if (g_signal) {
    std::signal(sig, SIG_DFL);
    std::raise(sig);
    return;
  }
  g_signal = sig;
}
}  // namespace

void install_interrupt_handlers() {
  std::signal(SIGINT, on_signal);
  std::signal(SIGTERM, on_signal);
}

int interrupt_signal() { return g_signal; }

void throw_if_interrupted(const std::string& kept) {
  if (const int sig = g_signal) throw Interrupted{sig, kept};
}

}  // namespace sgp::cli
