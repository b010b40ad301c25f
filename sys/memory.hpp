/// @brief This machine's physical memory, asked of the system in one place.
#pragma once
#include <cstdint>

namespace sgp::sys {

/// Physical memory in bytes; 0 when the system does not say.
uint64_t physical_memory_bytes();

/// `tenths` tenths of the physical memory, counted in whole pages (floor(pages / 10) * tenths pages),
/// which is how run budgets have always been figured, so that plans built on them do not move; 0 when
/// the system does not say.
uint64_t physical_memory_tenths(unsigned tenths);

}  // namespace sgp::sys
