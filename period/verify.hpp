/// @brief Checking a published claim "G has period p and preperiod n0 (and saltus s)": proven, refuted or undecided.
#pragma once
#include <cstdint>
#include <string>

#include "engine/kernel.hpp"
#include "period/periodicity.hpp"
#include "sgperiod/verify.hpp"

namespace sgp {

// Verdict, verdict_name and ClaimCheck are public (include/sgperiod/verify.hpp).

/// Computes what the claim needs (at most `limit` values) and decides it. A claim is proven when a
/// theorem's window for exactly (p, n0) holds; it need not be minimal (a multiple of the period, or a
/// later start, is a true claim). `progress`, when set, is called between blocks of values (and may throw
/// to stop).
ClaimCheck verify_claim(const Game& game, const Periodicity& claim, uint64_t limit, Method method = Method::Auto,
                        const Progress& progress = {});

}  // namespace sgp
