/// @brief [sys] The memory query: the machine's bytes, and the share of it in whole pages that run budgets use.
#include <unistd.h>

#include <catch2/catch.hpp>

#include "sys/memory.hpp"

TEST_CASE("physical memory: pages times the page size, shares counted in whole pages", "[sys]") {
  const long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGE_SIZE);
  REQUIRE(pages > 0);
  REQUIRE(page > 0);
  const uint64_t p = static_cast<uint64_t>(pages), s = static_cast<uint64_t>(page);
  CHECK(sgp::sys::physical_memory_bytes() == p * s);
  // The budget of `run` (90%): nine of every ten pages, as it was figured before this query was shared.
  CHECK(sgp::sys::physical_memory_tenths(9) == p / 10 * 9 * s);
  CHECK(sgp::sys::physical_memory_tenths(9) <= sgp::sys::physical_memory_bytes() / 10 * 9);
  CHECK(sgp::sys::physical_memory_tenths(0) == 0);
}
