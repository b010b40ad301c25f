/// @brief 64-bit factorisation (deterministic Miller-Rabin, Pollard rho) and the "Remove the Prime" game.
#pragma once
#include <cstdint>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// Deterministic for every 64-bit n (Sinclair's seven bases).
bool is_prime_u64(uint64_t n);
/// The distinct prime factors of n >= 1, ascending (empty for 1). Pollard rho with Brent's cycle
/// finding and a fixed seed sequence, so results never depend on the run.
std::vector<uint64_t> distinct_prime_factors(uint64_t n);

/// Petrozavodsk Winter 2021 Day 5 G "Remove the Prime": a move picks a prime p and a contiguous run of
/// numbers all divisible by p and divides p out of them completely. Different primes never interact,
/// and for one prime each maximal run of multiples is a segment-deletion game with SG = its length.
/// The SG is the xor over primes of the run lengths; the move names p and the 1-based index range.
/// Numbers in [1, 2^64).
Answer solve_remove_prime(const std::vector<uint64_t>& a);

}  // namespace sgp::models
