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
/// later start, is a true claim). With `progress`, the values are computed in blocks and progress(done,
/// goal) is called between them, goal being the limit or, once known, what the proof needs (an exception
/// it throws leaves verify_claim, which then has no verdict).
ClaimCheck verify_claim(const Game& game, const Periodicity& claim, uint64_t limit, Method method = Method::Auto,
                        const Progress& progress = {});

}  // namespace sgp
