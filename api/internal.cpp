/// @brief The shared steps of the public entry points: cancellation, memory checks, result conversions.
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

RunReport to_report(const RunResult& r, bool keep_values) {
  RunReport p;
  p.game = r.game;
  p.canonical = r.canonical;
  if (keep_values) p.values = r.values.values(0, r.values.size());
  p.values_computed = r.n_computed();
  p.status = r.status;
  p.periodicity = r.periodicity;
  p.theorem = r.theorem;
  p.check_from = r.check_from;
  p.check_to = r.check_to;
  p.limit = r.limit;
  p.candidate = r.candidate;
  p.method = r.method;
  p.seconds = r.seconds;
  p.max_value = r.max_value();
  p.max_value_at = r.max_value_at();
  return p;
}

RunResult to_result(const RunReport& p) {
  RunResult r;
  r.game = p.game;
  r.canonical = p.canonical;
  r.values.reserve(p.values.size());
  for (uint32_t v : p.values) r.values.push_back(v);
  // A report without its values still knows their count and maximum: the record that carries those
  // without the values is the front-plus-tail summary, which the CSV row reads the same way.
  if (p.values.size() != p.values_computed) {
    FrontTailSummary s;
    s.count = p.values_computed;
    s.max_value = p.max_value;
    s.max_value_at = p.max_value_at;
    r.front_tail = s;
  }
  r.status = p.status;
  r.periodicity = p.periodicity;
  r.theorem = p.theorem;
  r.check_from = p.check_from;
  r.check_to = p.check_to;
  r.limit = p.limit;
  r.candidate = p.candidate;
  r.method = p.method;
  r.seconds = p.seconds;
  return r;
}

}  // namespace sgp::api
