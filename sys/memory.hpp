/// @brief This machine's physical memory, asked of the system in one place.
#pragma once
#include <cstdint>
#include <string>

namespace sgp::sys {

/// Physical memory in bytes; 0 when the system does not say.
uint64_t physical_memory_bytes();

/// `tenths` tenths of the physical memory, counted in whole pages (floor(pages / 10) * tenths pages),
/// which is how run budgets have always been figured, so that plans built on them do not move; 0 when
/// the system does not say.
uint64_t physical_memory_tenths(unsigned tenths);

/// Why `values` values of `bytes_per_value` bytes each cannot be planned on this machine (more than 90% of
/// its memory), as one sentence starting with `what` ("-n 1e12 of ... values needs at least ... GiB, but
/// this machine has ... GiB of memory"); empty when they fit or the memory is unknown. The CLI and the
/// library refuse such a request with this text.
std::string memory_shortfall(uint64_t values, uint64_t bytes_per_value, const std::string& what);

}  // namespace sgp::sys
