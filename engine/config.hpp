/// @brief Tuning constants of the engine, in one place (primesieve style). None affects results.
#pragma once
#include <cstddef>
#include <cstdint>

namespace sgp {

/// Pair loops of at least this many pairs run as oneTBB tasks (below it, task overhead dominates).
constexpr uint64_t kParallelPairThreshold = uint64_t(1) << 15;
/// Pairs per oneTBB task in a parallel pair loop.
constexpr uint64_t kParallelPairGrain = uint64_t(1) << 13;
/// Default limit for splitting games that only the O(n^2) kernel computes (about a second at 2^16).
constexpr uint64_t kNaiveDefaultLimit = uint64_t(1) << 16;
/// Default limit for hexadecimal codes: their values mostly grow like n / 2 or n / 3, and the
/// three-heap options cost about n W / 64 word steps per value (0.8 to 2^14: 2.3 s; 0.b8: about a minute).
constexpr uint64_t kHexDefaultLimit = uint64_t(1) << 14;
/// Default limit of `run` for games the sparse kernel computes fast (0.1777's proof needs 443 million).
constexpr uint64_t kSparseDefaultLimit = uint64_t(1) << 29;

// Dense pair mex (PairMex in engine/naive.cpp). With AVX-512: a filter scan, the values not yet seen
// as a bit table in registers, one table look-up per pair. Without: every pair is marked for the first
// part of the pairs, then only the few values still unmarked are searched for in the rest, with vector
// compares, no stores.
/// The marked prefix: at least kPairMarkMin pairs, at least 1 / 2^kPairMarkShift of them.
constexpr uint64_t kPairMarkMin = uint64_t(1) << 8;
constexpr unsigned kPairMarkShift = 4;
/// With AVX2 but not AVX-512, heaps of at least kPairWindowMin pairs and values below kWindowMaxBound
/// go through the window scan (pair_window.cpp): the first pairs marked (at least kWindowPrefixMin, at
/// least 1 / 2^kWindowPrefixShift of them), then kWindowGroup 128-value windows of the values not yet
/// seen per scan over the rest. Codes with more than kWindowMaxSplits split digits keep the marking.
/// Measured on 0.007 to 2^17, 1 thread, AMD EPYC without AVX-512 (interleaved runs). With one-byte
/// stores in the prefix (since replaced): a prefix of 1/8 0.96-0.98 s, 1/16 1.01 s, 1/4 1.14 s, 1/32
/// 1.08 s, 1/64 1.11 s; groups of 2 and 3 windows alike (0.98 s), 4 windows 1.27 s against 1.06 s (the
/// windows above the mex cost hits for nothing). With four-byte stamps (mark_pairs_v): 1/8 and 1/4 alike
/// (0.85-0.87 s). Heaps below kPairWindowMin pairs (n < 2048) are a negligible part of a long run.
constexpr uint64_t kPairWindowMin = 1024;
constexpr uint64_t kWindowMaxBound = uint64_t(1) << 16;
constexpr uint64_t kWindowPrefixMin = 256;
constexpr unsigned kWindowPrefixShift = 3;
constexpr std::size_t kWindowGroup = 2;
constexpr std::size_t kWindowMaxSplits = 64;
/// At most this many unmarked values are searched for; each costs one compare per pair.
constexpr std::size_t kPairCandidates = 4;
/// After a failed candidate search the next 1, 2, 4, ... (at most this many) heaps mark every pair.
constexpr uint64_t kPairMaxBackoff = 64;
/// Marking every pair runs as oneTBB tasks (one mark array each) from this many pairs on.
constexpr uint64_t kPairMarkParallel = uint64_t(1) << 15;
/// Pairs per block of the vectorised loops (the xor buffer lives on the stack, in L1).
constexpr std::size_t kPairBlock = 256;
/// With AVX-512 (BW, VBMI, VBMI2), heaps of at least kPairFilterMin pairs go through the filter scan
/// instead (below it, marking every pair costs less than the scan's fixed work and its log).
constexpr uint64_t kPairFilterMin = 256;
/// The filter scan clears the values it logged from its table once this many are logged (each clear
/// costs a store and reload of the table). 0.007 to 2^17 in heap batches, 1 thread: 32 0.38-0.39 s,
/// 64 0.36-0.37 s, 128 0.35-0.36 s, 256 0.35-0.36 s.
constexpr std::size_t kPairFilterFlush = 128;
/// From kPairNarrowMin pairs on, the filter scan takes the first 1 / 2^kPairNarrowShift of the pairs with
/// its whole table, and the rest with only kPairNarrowCandidates of the values left at a time (the narrow
/// scan; another group when all of one are found). 0.007 near 2^17: after a quarter the mex is the 14th
/// value left (median; 37th at the 99th percentile), 1.02 groups of 32 per heap. Measured on 0.007 to
/// 2^17, 1 thread: a quarter with 24 or 32 candidates 0.36-0.38 s, 48: 0.38-0.46 s, an eighth with 64
/// or 96: 0.49-0.58 s, a half with 32: 0.34-0.45 s.
constexpr uint64_t kPairNarrowMin = uint64_t(1) << 11;
constexpr unsigned kPairNarrowShift = 2;
constexpr std::size_t kPairNarrowCandidates = 32;
/// The search over the rest of the pairs, and the filter scan (one part per thread), run as oneTBB
/// tasks from this many pairs on.
constexpr uint64_t kPairScanParallel = uint64_t(1) << 15;
/// Pairs per oneTBB task of that search.
constexpr uint64_t kPairScanGrain = uint64_t(1) << 13;
/// Two-heap codes whose smallest move kmin is at least 2 compute the heaps n .. n + kmin - 1 at once,
/// one per thread (NaiveCodeKernel::run_waves), once a heap has this many pairs; below it a heap costs
/// too little for the threads' hand-over. Measured on 0.007 with 2 threads (2-core x86-64): waves pay
/// from about 256 pairs (1.3x at heap 1024, 1.8x at 2^16); at 2^18 waves gave 1.7x where the pair
/// loops as tasks inside one heap gave 1.4x, so the waves take every size, and a heap's loops run as
/// tasks inside a wave only when oneTBB allows more threads than the wave uses.
constexpr uint64_t kWaveMinPairs = uint64_t(1) << 9;
/// Waves start only for at least this many heaps (each start copies the sequence once).
constexpr uint64_t kWaveMinRun = 64;
/// At most this many threads (and never more than kmin) compute heaps at once.
constexpr uint64_t kWaveMaxThreads = 64;
/// Heaps per block of a wave run (the threads meet once per block, and the next block is dealt out by
/// their speeds in this one).
constexpr std::size_t kWaveBlock = std::size_t(1) << 12;
/// The latest values of a wave, one cache line each, where the threads pick up each other's heaps (a
/// cache line moving between cores costs about 350 ns one way on the 2-core test machine, a tenth of a
/// heap of 0.007 near 2^17).
constexpr std::size_t kWaveSlots = 64;
/// A thread waiting for a heap reads the clock every kWaveSpinCheck pauses; once it has waited
/// kWaveHelpFactor times its own last heap's time (at least kWaveHelpMinMicros), the other thread has
/// likely lost its core, and it computes that heap itself.
constexpr unsigned kWaveSpinCheck = 16;
constexpr unsigned kWaveHelpFactor = 4;
constexpr unsigned kWaveHelpMinMicros = 50;
/// Heap batches (PairBatch, engine/pair_batch.cpp; NaiveCodeKernel::run_batches): two-byte values on
/// AVX-512, from kBatchMinPairs pairs per heap on, kBatchHeaps heaps at once (shared out among the
/// threads), the pairs walked in chunks of kBatchChunk values of a: a chunk of both copies of the
/// sequence (2 x 16 KiB) stays in L1 while every heap of the batch scans it. Measured on 0.007 to 2^17
/// (`sgperiod values 0.007 -n 131071 --method naive`, interleaved runs): chunks of 4096 0.355 s, 8192
/// 0.350 s, 16384 0.392 s (past L1) on 1 thread; 64, 256 or 1024 heaps within noise of each other.
constexpr uint64_t kBatchMinPairs = uint64_t(1) << 11;
constexpr std::size_t kBatchHeaps = 256;
constexpr uint64_t kBatchChunk = 8192;
/// A batch's heaps take the whole table over the first 1 / 2^kBatchPrefixShift of their pairs: with the
/// narrow scan's loads from L1, a half (0.37 s on 0.007, 1 thread) beats a quarter (0.41 s); 3/8 to
/// 3/4 within noise of a half.
constexpr unsigned kBatchPrefixShift = 1;
/// Smallest block between two progress reports / period checks.
constexpr uint64_t kProgressBlock = uint64_t(1) << 16;
/// run_game analyses a prefix beside the kernel (on a copy) only up to this many values, so that the
/// copy never dominates the memory of very long runs (those analyse in place).
constexpr uint64_t kPipelineMaxCopy = uint64_t(1) << 30;

// Front-plus-tail runs (engine/fronttail.cpp, period/longrun.cpp), for limits past --memory.
/// Bytes per value of the full run before the switch: the store, the room it grows into, the pipeline's copy.
constexpr uint64_t kFullRunBytesPerValue = 4;
/// The front: at least this many values (every rare position and witness part must lie below it)...
constexpr uint64_t kFrontTailMinFront = uint64_t(1) << 16;
/// ... at most this many (a checkpoint holds the front and the ring: ~3 x front bytes per save) ...
constexpr uint64_t kFrontTailMaxFront = uint64_t(1) << 24;
/// ... and about 1 / kFrontTailFrontShare of the memory budget in between.
constexpr uint64_t kFrontTailFrontShare = 16;
/// Values per block between progress reports and checkpoint checks of a front-plus-tail run.
constexpr uint64_t kFrontTailBlock = uint64_t(1) << 22;

// Three-heap options (engine/triples.hpp).
/// Words of candidates triple_mex clears at once, lowest first: a wider window reads more words per a,
/// a narrower one needs more passes over a (0.b8 to 8000: 7.1 s with 2 words, 4.9 s with 8; 0.8:
/// 0.43 s and 0.63 s).
constexpr std::size_t kTripleWindow = 4;
/// The pair sets may take at most this share of the machine's memory; beyond, the run stops with a message.
constexpr double kTripleSetsMemoryShare = 0.75;

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

/// The mask is dropped until n doubles (more after repeated failures) when the sparse loop did more
/// than this times the work of the plain mex since the last check (work: stores, scalar witness pairs
/// and vector steps; plain: the pairs it would mark).
constexpr double kSparseWorkRatio = 0.5;
/// A mask taken up after plain mexes is checked again after max(kSparseTrialMin, n / kSparseTrialDivisor)
/// values, so that a mask that does not pay is dropped quickly.
constexpr uint64_t kSparseTrialMin = uint64_t(1) << 8;
constexpr uint64_t kSparseTrialDivisor = 64;

/// Witness scan of the sparse kernel: pairs marked before the missing rare values are first re-checked;
/// the chunk doubles up to kSparseMaxChunk (a longer chunk wastes work after the last witness).
constexpr uint64_t kSparseFirstChunk = 8;
constexpr uint64_t kSparseMaxChunk = 256;
/// The witness scan marks its first kSparseScalarPrefix pairs one by one before a vector scan takes
/// the rest (measured on Grundy's game: 8 beats 64 and 256, the AVX2 membership scan costs the same
/// per pair however many values are missing).
constexpr uint64_t kSparseScalarPrefix = 8;
/// Without AVX-512 VBMI, the one-word path (sparse_bits) marks its first kSparseBitsPrefix pairs with
/// shifts and ors before the AVX2 scans (a pair costs a few register operations there, no store).
/// Measured: 24 takes 18% off 0.167 (about 7 rare values missing per heap) and adds 2% to 0.1777
/// (about 2); 64 hurts both. With VBMI the byte-permute scan starts at the first pair instead (0.167
/// to 2^25: 3.1 s against 3.6 s with the prefix).
constexpr uint64_t kSparseBitsPrefix = 24;
/// Without AVX2, the 16-lane witness scan (one-byte values) compares every pair with each missing rare
/// value; past this many missing values the store-per-pair scan is cheaper.
constexpr std::size_t kSparseSimdMissing = 8;  // at most kCompareValues (engine/sparse_simd.hpp)
/// Stretches of at least this many plain mexes (no mask pays) go to the naive kernel (its heap waves).
constexpr uint64_t kSparsePlainHandOver = 256;
/// The rare loop of the one- and two-word paths runs for kRareBatch (engine/sparse_simd.hpp: 8, the
/// register layout) consecutive heaps at once (AVX2), when at least this many rare positions lie
/// beyond the batch (sparse kernel and front-plus-tail).
constexpr std::size_t kSparseBatchMinRare = 8;
/// Its reversed copy of the first values: built once n reaches 2 * kSparseRevMin, at most kSparseRevMax.
constexpr uint64_t kSparseRevMin = uint64_t(1) << 8;
constexpr uint64_t kSparseRevMax = uint64_t(1) << 16;
/// The position-parity variant (t = 1) replaces the best plain mask only when its atypical count is
/// below this fraction of that mask's rare count: a margin, so that games t = 0 serves keep their
/// masks, and a game whose two counts are close does not flip between them at every re-check.
constexpr double kSparseParityGain = 0.5;
/// ... and only when at most this fraction of the positions is atypical. Measured at 2^18: every game
/// with at most 1.2% atypical positions ran 2.8 to 46 times faster than with plain mexes; the 0.005
/// family (6.7%: values near 1024, scalar witness scans) 1.4 times slower.
constexpr double kSparseParityDense = 0.04;
}  // namespace sgp
