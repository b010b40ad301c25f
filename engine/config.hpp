/// @brief Tuning constants of the engine, in one place (primesieve style). None affects results.
#pragma once
#include <cstddef>
#include <cstdint>

namespace sgp {

/// Pair loops of at least this many pairs run as oneTBB tasks (below it, task overhead dominates).
constexpr uint64_t kParallelPairThreshold = uint64_t(1) << 15;
/// Pairs per oneTBB task in a parallel pair loop.
constexpr uint64_t kParallelPairGrain = uint64_t(1) << 13;
/// Default limit of `run` for games the sparse kernel computes fast (0.1777's proof needs 443 million).
constexpr uint64_t kSparseDefaultLimit = uint64_t(1) << 29;
/// Smallest block between two progress reports / period checks.
constexpr uint64_t kProgressBlock = uint64_t(1) << 16;


// Sparse-space kernel (engine/sparse.cpp). None of these affects the values, only the speed.
/// Values computed with the plain mex (mask 0) before the first mask is chosen from the histogram.
constexpr uint64_t kSparseWarmup = uint64_t(1) << 10;
/// Smallest gap between two mask re-checks; a re-check costs a Walsh-Hadamard transform of the histogram.
constexpr uint64_t kSparseCheckMin = uint64_t(1) << 14;
/// Re-checks come at least every n / kSparseCheckDivisor values, so their cost stays a small fraction.
constexpr uint64_t kSparseCheckDivisor = 8;
/// A new mask replaces the current one only when it cuts the rare count below this fraction of the
/// current count: a switch costs a pass over the whole sequence to rebuild the rare list.
constexpr double kSparseSwitchGain = 0.75;
/// When even the best mask leaves more than this fraction of positions rare, the sparse loop costs
/// more than the plain mex over all pairs, so the kernel computes plain mexes until the next re-check.
constexpr double kSparseDenseFraction = 0.3;

/// Witness scan of the sparse kernel: pairs marked before the missing rare values are first re-checked;
/// the chunk doubles up to kSparseMaxChunk (a longer chunk wastes work after the last witness).
constexpr uint64_t kSparseFirstChunk = 8;
constexpr uint64_t kSparseMaxChunk = 256;
/// The 16-lane witness scan (one-byte values) compares every pair with each missing rare value; past
/// this many missing values the store-per-pair scan is cheaper.
constexpr std::size_t kSparseSimdMissing = 8;
/// Its reversed copy of the first values: built once n reaches 2 * kSparseRevMin, at most kSparseRevMax.
constexpr uint64_t kSparseRevMin = uint64_t(1) << 8;
constexpr uint64_t kSparseRevMax = uint64_t(1) << 16;
}  // namespace sgp
