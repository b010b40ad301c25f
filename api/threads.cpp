/// @brief ThreadLimit: a tbb::global_control on max_allowed_parallelism, kept out of every header.
#include "api/threads.hpp"

#include <tbb/global_control.h>

namespace sgp {

struct ThreadLimit::Control {
  tbb::global_control limit;
  explicit Control(unsigned threads) : limit(tbb::global_control::max_allowed_parallelism, threads) {}
};

ThreadLimit::ThreadLimit(unsigned threads) {
  if (threads > 0) control_ = std::make_unique<Control>(threads);
}

ThreadLimit::~ThreadLimit() = default;

}  // namespace sgp
