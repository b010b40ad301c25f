/// @brief The kernel benchmark's baseline (timestamp mex over every option), one copy per loop alignment.
//
// Why several copies. The baseline is a few scalar loops whose speed on the Zen 5 machine of the interleaved series
// depends on where their tops fall against 64-byte fetch blocks, which moves whenever the library
// grows: the same source took 0.007 to 2^17 in 2.4 s to 4.9 s across that series' builds (4.7-4.9 s in
// one whose library had grown by 16 bytes), 0.f to 2^12 in 1.4 s in one build and 2.1 s in another,
// and in one run the three copies below took 2.36, 2.39 and 3.23 s on 0.007. No one alignment was the
// fastest for every game. A ratio against an unlucky placement is inflated by up to 40%. So each copy
// (loops16.cpp, loops32.cpp, loops64.cpp, compiled with -falign-functions=64 and -falign-loops=16, 32,
// 64) holds the same code (baseline_body.hpp), and bench_kernels times every copy on every game and takes
// the fastest as the baseline: every ratio is against the best of the three.
// Placement is not the only cause: in the ranked-scan Zen 5 series the three copies ran alike at 4.7-4.8 s for 0.007 in some
// runs and alike at 2.8 s in others, and a standalone copy at fixed addresses did the same (4.23 s once,
// 2.6-2.8 s around it), so the machine's slow phases move the baseline too; the median of interleaved
// rounds only damps them.
#pragma once

#include <cstdint>
#include <vector>

#include "octal/game.hpp"

namespace sgp {
namespace bench {

std::vector<uint32_t> baseline_loops16(const Game& g, uint64_t count);
std::vector<uint32_t> baseline_loops32(const Game& g, uint64_t count);
std::vector<uint32_t> baseline_loops64(const Game& g, uint64_t count);

}  // namespace bench
}  // namespace sgp
