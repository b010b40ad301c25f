/// @brief Saturating and checked arithmetic for sums and products of counts that users give (claims, limits, windows).
//
// Why saturate. Heap sizes, periods, preperiods and limits reach 2^64 - 1 from user input. A proof window
// computed modulo 2^64 once asked for 4 values where it needed 2^64 + 4, and so "proved" a false claim.
// A saturated result is never smaller than the true one, so a window or an estimate built from it can
// only ask for more: a saturated "values needed" is more than any prefix can hold (a prefix has fewer
// than 2^64 values), which turns every such claim into "undecided" without a special case.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

namespace sgp::sys {

/// The saturated value: "2^64 - 1 or more", never reached by a count of values held in memory.
constexpr uint64_t kSaturated = UINT64_MAX;

/// a + b, or nullopt when it does not fit in 64 bits.
inline std::optional<uint64_t> checked_add(uint64_t a, uint64_t b) {
  uint64_t r;
  if (__builtin_add_overflow(a, b, &r)) return std::nullopt;
  return r;
}

/// a * b, or nullopt when it does not fit in 64 bits.
inline std::optional<uint64_t> checked_mul(uint64_t a, uint64_t b) {
  uint64_t r;
  if (__builtin_mul_overflow(a, b, &r)) return std::nullopt;
  return r;
}

/// a + b, or kSaturated when it does not fit.
inline uint64_t sat_add(uint64_t a, uint64_t b) { return checked_add(a, b).value_or(kSaturated); }

/// a * b, or kSaturated when it does not fit.
inline uint64_t sat_mul(uint64_t a, uint64_t b) { return checked_mul(a, b).value_or(kSaturated); }

/// The value of a non-empty string of decimal digits (leading zeros allowed), or nullopt for anything
/// else and for values past 2^64 - 1 (std::stoull would throw std::out_of_range there, which no caller
/// expects, and std::stoull alone takes signs and spaces).
inline std::optional<uint64_t> decimal_value(const std::string& digits) {
  if (digits.empty()) return std::nullopt;
  uint64_t v = 0;
  for (char ch : digits) {
    if (ch < '0' || ch > '9') return std::nullopt;
    const auto ten = checked_mul(v, 10);
    const auto next = ten ? checked_add(*ten, uint64_t(ch - '0')) : std::nullopt;
    if (!next) return std::nullopt;
    v = *next;
  }
  return v;
}

}  // namespace sgp::sys
