/// @brief The shared steps of the public entry points: cancellation and memory checks.
#include "api/internal.hpp"

#include "sys/memory.hpp"

namespace sgp::api {

bool cancel_requested(const ComputeOptions& o) {
  return (o.cancel && o.cancel->load(std::memory_order_relaxed)) || (o.should_cancel && o.should_cancel());
}

Progress guarded_progress(const ComputeOptions& o) {
  if (!o.cancel && !o.should_cancel && !o.progress) return {};
  return [&o](uint64_t done, uint64_t target) {
    if (cancel_requested(o)) throw Cancelled();
    if (o.progress) o.progress(done, target);
  };
}

Progress cancel_check(const ComputeOptions& o) {
  if (!o.cancel && !o.should_cancel) return {};
  return [&o](uint64_t, uint64_t) {
    if (cancel_requested(o)) throw Cancelled();
  };
}

void check_memory(const ComputeOptions& o, uint64_t values, const std::string& what) {
  if (o.memory) {
    if (values > o.memory)
      throw InvalidInput(what + " of " + std::to_string(values) + " values needs at least " + std::to_string(values) +
                         " bytes (one per value while values fit a byte), more than the memory budget of " +
                         std::to_string(o.memory) + " bytes");
    return;
  }
  if (std::string why = sys::memory_shortfall(values, 1, what); !why.empty()) throw InvalidInput(why);
}

}  // namespace sgp::api
