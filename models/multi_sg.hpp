/// @brief Multi-SG games (one move leaves several games): cutting paper, Lasker's Nim, magic beads, segment deletion.
#pragma once
#include <cstdint>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// POJ 2311 cutting game: a W x H sheet, a straight cut splits one sheet in two, and whoever cuts off
/// a 1 x 1 piece wins. Cutting off a strip of width 1 hands the opponent that win, so the game that
/// matters only cuts into pieces with both sides >= 2; SG(w, h) = mex of SG(k, h) ^ SG(w-k, h) and
/// SG(w, k) ^ SG(w, h-k) over 2 <= k <= side-2. W, H in [2, kCuttingMax].
inline constexpr uint32_t kCuttingMax = 600;
uint64_t cutting_sg(uint32_t w, uint32_t h);
Answer solve_cutting(uint32_t w, uint32_t h);

/// Lasker's Nim (HDU 3032 "Nim or not Nim?"): take from one heap, or split a heap into two non-empty
/// heaps. SG(4k+1) = 4k+1, SG(4k+2) = 4k+2, SG(4k+3) = 4k+4, SG(4k+4) = 4k+3. Any 64-bit heaps; the
/// value is 128 bits wide because SG(2^64 - 1) = 2^64.
uint128 lasker_sg(uint64_t n);
Answer solve_lasker(const std::vector<uint64_t>& heaps);

/// Magic beads (Luogu P10506): a heap p > 1 is replaced by heaps of all its proper divisors, one of
/// which is then removed. SG from the recurrence; heaps in [1, kBeadsMax].
inline constexpr uint32_t kBeadsMax = 2000000;
uint64_t beads_sg(uint32_t n);
Answer solve_beads(const std::vector<uint64_t>& heaps);

/// Deleting any non-empty contiguous piece of a segment of length L leaves segments l and r with
/// l + r < L; SG(L) = L (all of 0..L-1 via (0, t); l ^ r <= l + r < L rules out L).
inline uint64_t segment_sg(uint64_t len) { return len; }

}  // namespace sgp::models
