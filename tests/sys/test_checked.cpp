/// @brief [sys] Checked and saturating sums and products, and decimal_value, at the edges of uint64.
#include <catch2/catch.hpp>

#include <string>

#include "sys/checked.hpp"

TEST_CASE("checked and saturating arithmetic at the edges of uint64", "[sys]") {
  CHECK(sgp::sys::checked_add(UINT64_MAX - 1, 1) == UINT64_MAX);
  CHECK_FALSE(sgp::sys::checked_add(UINT64_MAX, 1));
  CHECK(sgp::sys::checked_mul(uint64_t(1) << 32, (uint64_t(1) << 32) - 1) == UINT64_MAX - ((uint64_t(1) << 32) - 1));
  CHECK_FALSE(sgp::sys::checked_mul(uint64_t(1) << 32, uint64_t(1) << 32));
  CHECK(sgp::sys::sat_add(UINT64_MAX, 5) == sgp::sys::kSaturated);
  CHECK(sgp::sys::sat_mul(3, 6148914691236517206ull) == sgp::sys::kSaturated);  // 3 * ceil(2^64 / 3)
  CHECK(sgp::sys::sat_mul(3, 6148914691236517205ull) == UINT64_MAX);            // (2^64 - 1) / 3 exactly
}

TEST_CASE("decimal_value reads digits only, up to 2^64 - 1", "[sys]") {
  CHECK(sgp::sys::decimal_value("0") == 0u);
  CHECK(sgp::sys::decimal_value("18446744073709551615") == UINT64_MAX);
  CHECK(sgp::sys::decimal_value("000000000000000000000018446744073709551615") == UINT64_MAX);
  CHECK_FALSE(sgp::sys::decimal_value("18446744073709551616"));
  CHECK_FALSE(sgp::sys::decimal_value("99999999999999999999"));
  for (const char* bad : {"", "-1", "+1", " 1", "1 ", "5-3", "1e3", "0x10"}) {
    INFO(bad);
    CHECK_FALSE(sgp::sys::decimal_value(bad));
  }
}
