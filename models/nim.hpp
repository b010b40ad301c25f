/// @brief Nim, Bash (take 1..k), misère Nim and the Anti-SG / SJ theorem for sums given by SG values.
#pragma once
#include <cstdint>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// Normal Nim on 64-bit heaps: SG = xor; the move brings one heap to heap ^ xor (heaps numbered from 1).
Answer solve_nim(const std::vector<uint64_t>& heaps);

/// Bash game on several heaps, each move takes 1..k from one heap: SG(n) = n mod (k+1), summed by xor.
uint64_t bash_sg(uint64_t n, uint64_t k);
Answer solve_bash(const std::vector<uint64_t>& heaps, uint64_t k);

/// Misère Nim (the last to move loses). N iff (some heap > 1 and xor != 0) or (all heaps <= 1 and an
/// even number of ones). No SG value: misère games have none in the normal-play sense.
bool misere_nim_first_wins(const std::vector<uint64_t>& heaps);
Answer solve_misere_nim(const std::vector<uint64_t>& heaps);

/// SJ theorem (Jia Zhihao): an Anti-SG sum whose play stops when every component has SG 0, given the
/// components' SG values. N iff (xor != 0 and some SG > 1) or (xor == 0 and every SG <= 1).
/// The move names a component and the SG value to move it to (reachable by the mex property).
bool sj_first_wins(const std::vector<uint64_t>& sg);
Answer solve_anti_sg(const std::vector<uint64_t>& sg);

}  // namespace sgp::models
