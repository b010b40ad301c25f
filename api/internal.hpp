/// @brief What every public entry point does around the engine: thread limit, cancellation, exceptions, result types.
#pragma once
#include <exception>
#include <string>
#include <utility>

#include "api/threads.hpp"
#include "engine/kernel.hpp"
#include "period/analysis.hpp"
#include "sgperiod/errors.hpp"
#include "sgperiod/options.hpp"
#include "sgperiod/run.hpp"

namespace sgp::api {

/// True when the caller asked to stop (either hook of ComputeOptions).
bool cancel_requested(const ComputeOptions& o);

/// The progress the engine calls between blocks: first the cancellation hooks (throwing sgp::Cancelled),
/// then the caller's progress. Empty when the caller set neither.
Progress guarded_progress(const ComputeOptions& o);

/// Only the cancellation hooks, for runs whose progress is counted otherwise (the census's classes).
Progress cancel_check(const ComputeOptions& o);

/// Refuses `values` values (one byte each at least) past the caller's budget or 90% of this machine,
/// in the CLI's words; `what` names the request ("-n 100").
void check_memory(const ComputeOptions& o, uint64_t values, const std::string& what);

/// Runs `body` with the caller's thread limit, turning the engine's exceptions into the public kinds
/// with the same message: std::invalid_argument (bad input) becomes sgp::InvalidInput, any other
/// std::exception but std::bad_alloc becomes sgp::Error; sgp::Error and its kinds pass as they are.
template <class Body>
auto guarded(const ComputeOptions& o, Body&& body) -> decltype(body()) {
  ThreadLimit limit(o.threads);
  try {
    return body();
  } catch (const CustomGameFailure& f) {  // a custom game's own exception, as it was thrown
    std::rethrow_exception(f.inner);
  } catch (const Error&) {
    throw;
  } catch (const std::bad_alloc&) {
    throw;
  } catch (const std::invalid_argument& e) {
    throw InvalidInput(e.what());
  } catch (const std::exception& e) {
    throw Error(e.what());
  }
}

}  // namespace sgp::api
