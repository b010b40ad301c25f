/// @brief Tuning constants of the engine, in one place (primesieve style); only the last section changes results.
//
// Every constant is here with its reason and at most one figure, grouped by the kernel it tunes. All of
// them except those in the last section ("Constants that change results or outputs") change only the
// speed: the values, verdicts and result files are the same for any setting, since every kernel
// computes the exact mex whatever its thresholds, block sizes and thread counts. One visible trace is
// left: the sparse kernel's mask choice decides whether a run's method reads "sparse" or
// "sparse+naive", and run_game picks a run's default limit by that name (see the sparse section).
// The measurements that justified the choices are in docs/engine-measurements.md.
#pragma once
#include <cstddef>
#include <cstdint>

namespace sgp {

// ---------------------------------------------------------------------------------------------------
// Naive kernel, bitset pair loop (three-heap codes, NaiveCodeKernel in engine/dense/naive.cpp).

/// Pair loops of at least this many pairs run as oneTBB tasks (below it, task overhead dominates).
constexpr uint64_t kParallelPairThreshold = uint64_t(1) << 15;
/// Pairs per oneTBB task in a parallel pair loop.
constexpr uint64_t kParallelPairGrain = uint64_t(1) << 13;

// ---------------------------------------------------------------------------------------------------
// Dense pair mex (PairMex, engine/dense/pair_mex.cpp), where neither the filter scan nor the window scan
// runs: every pair is marked for the first part of the pairs (the marking prefix), then only the few
// values still unmarked are searched for in the rest (the candidate search), with vector compares, no
// stores.

/// The marking prefix: at least kPairMarkMin pairs, at least 1 / 2^kPairMarkShift of them; most values
/// show up there.
constexpr uint64_t kPairMarkMin = uint64_t(1) << 8;
constexpr unsigned kPairMarkShift = 4;
/// At most this many unmarked values are searched for; each costs one compare per pair.
constexpr std::size_t kPairCandidates = 4;
/// After a failed candidate search the next 1, 2, 4, ... (at most this many) heaps mark every pair:
/// games whose values near the mex occur only late among the pairs (0.007) stop paying for searches.
constexpr uint64_t kPairMaxBackoff = 64;
/// Marking every pair runs as oneTBB tasks (one mark array each) from this many pairs on.
constexpr uint64_t kPairMarkParallel = uint64_t(1) << 15;
/// Pairs per block of the vectorised loops (the xor buffer lives on the stack, in L1).
constexpr std::size_t kPairBlock = 256;
/// The candidate search over the rest of the pairs, and the filter scan (one part per thread), run as
/// oneTBB tasks from this many pairs on.
constexpr uint64_t kPairScanParallel = uint64_t(1) << 15;
/// Pairs per oneTBB task of that search.
constexpr uint64_t kPairScanGrain = uint64_t(1) << 13;

// ---------------------------------------------------------------------------------------------------
// Filter scan (filter_mex, engine/dense/pair_filter.cpp and filter_simd.hpp): with AVX-512 (BW, VBMI,
// VBMI2), the values not yet seen as a bit table in registers, one table look-up per pair and no store.

/// Heaps of at least this many pairs take the filter scan (below it, marking every pair costs less than
/// the scan's fixed work and its log).
constexpr uint64_t kPairFilterMin = 256;
/// The filter scan clears the values it logged from its table once this many are logged: each clear
/// costs a store and reload of the table, and a longer log catches the same values again. Smaller logs
/// measured slower, larger ones no faster.
constexpr std::size_t kPairFilterFlush = 128;
/// From kPairNarrowMin pairs on, the filter scan takes the first 1 / 2^kPairNarrowShift of the pairs with
/// its whole table, and the rest with only kPairNarrowCandidates of the values left at a time (the narrow
/// scan; another group when all of one are found). After a quarter of the pairs the mex is nearly always
/// among the first 32 values left (0.007 near 2^17: the 14th, median), so one group almost always
/// decides; a shorter prefix leaves too many candidates, a longer one costs more than it saves.
constexpr uint64_t kPairNarrowMin = uint64_t(1) << 11;
constexpr unsigned kPairNarrowShift = 2;
constexpr std::size_t kPairNarrowCandidates = 32;
/// The narrow scans' starting guess of the mex's rank among the candidates (NarrowRank, in whole
/// ranks; it then follows the game's own ranks).
constexpr int64_t kNarrowRankStart = 14;
/// The pair mex's reversed copy of the sequence has room for twice the heap, at least kPairRevMin
/// values, so that it is rebuilt only each time n doubles.
constexpr uint64_t kPairRevMin = 4096;

// ---------------------------------------------------------------------------------------------------
// Window scan (PairMex::window_finish, engine/dense/pair_window.cpp): with AVX2 but not AVX-512, the
// values not yet seen, a few 128-value windows at a time, as byte-shuffle tables.

/// Heaps of at least kPairWindowMin pairs and values below kWindowMaxBound go through the window scan;
/// heaps below kPairWindowMin pairs (n < 2048) are a negligible part of a long run.
constexpr uint64_t kPairWindowMin = 1024;
constexpr uint64_t kWindowMaxBound = uint64_t(1) << 16;
/// The first pairs are marked one by one (at least kWindowPrefixMin, at least 1 / 2^kWindowPrefixShift
/// of them): with four-byte stamps an eighth and a quarter do alike, shorter and longer prefixes worse.
constexpr uint64_t kWindowPrefixMin = 256;
constexpr unsigned kWindowPrefixShift = 3;
/// Windows per scan over the rest: the windows above the mex cost hits for nothing, so few (2 and 3 do
/// alike, 4 is slower).
constexpr std::size_t kWindowGroup = 2;
/// Codes with more than this many split digits keep the marking (the scan's per-split arrays).
constexpr std::size_t kWindowMaxSplits = 64;

// ---------------------------------------------------------------------------------------------------
// Heap batches (PairBatch, engine/dense/pair_batch.cpp; BatchRun in engine/dense/batch_run.cpp): two-byte
// values on AVX-512, many heaps sharing each pass over the sequence.

/// From kBatchMinPairs pairs per heap on, kBatchHeaps heaps at once (shared out among the threads), the
/// pairs walked in chunks of kBatchChunk values of a: a chunk of both copies of the sequence
/// (2 x 16 KiB) stays in L1 while every heap of the batch scans it; a chunk past L1 loses that, and the
/// number of heaps per batch matters little.
constexpr uint64_t kBatchMinPairs = uint64_t(1) << 11;
constexpr std::size_t kBatchHeaps = 256;
constexpr uint64_t kBatchChunk = 8192;
/// A batch's heaps take the whole table over the first 1 / 2^kBatchPrefixShift of their pairs: with the
/// narrow scan's loads from L1, a half beats the single heap's quarter.
constexpr unsigned kBatchPrefixShift = 1;

// ---------------------------------------------------------------------------------------------------
// Heap waves (WaveRun, engine/dense/wave_run.cpp): two-heap codes whose smallest move
// kmin is at least 2 compute the heaps n .. n + kmin - 1 at once, one per thread.

/// Waves start once a heap has this many pairs; below it a heap costs too little for the threads'
/// hand-over. Waves beat the pair loops as tasks inside one heap at every size above it, so a heap's
/// loops run as tasks inside a wave only when oneTBB allows more threads than the wave uses.
constexpr uint64_t kWaveMinPairs = uint64_t(1) << 9;
/// Waves start only for at least this many heaps (each start copies the sequence once).
constexpr uint64_t kWaveMinRun = 64;
/// At most this many threads (and never more than kmin) compute heaps at once.
constexpr uint64_t kWaveMaxThreads = 64;
/// Heaps per block of a wave run (the threads meet once per block, and the next block is dealt out by
/// their speeds in this one).
constexpr std::size_t kWaveBlock = std::size_t(1) << 12;
/// The latest values of a wave, one cache line each (the slots), where the threads pick up each other's
/// heaps: a cache line moving between cores costs a good part of a heap's scan, so each value crosses
/// once, in a line of its own.
constexpr std::size_t kWaveSlots = 64;
/// A thread waiting for a heap reads the clock every kWaveSpinCheck pauses; once it has waited
/// kWaveHelpFactor times its own last heap's time (at least kWaveHelpMinMicros), the other thread has
/// likely lost its core, and it computes that heap itself.
constexpr unsigned kWaveSpinCheck = 16;
constexpr unsigned kWaveHelpFactor = 4;
constexpr unsigned kWaveHelpMinMicros = 50;

// ---------------------------------------------------------------------------------------------------
// Three-heap options (triple_mex, engine/dense/triples.hpp), for the naive and hexadecimal kernels.

/// Words of candidates triple_mex clears at once, lowest first: a wider window reads more words per a,
/// a narrower one needs more passes over a.
constexpr std::size_t kTripleWindow = 4;

// ---------------------------------------------------------------------------------------------------
// Sparse-space kernel (engine/sparse/sparse.cpp; the mask choice in engine/sparse/mask_policy.cpp, also
// in engine/sparse/hex.cpp). None of
// these affects the values, only the speed, and which kernel the outputs name: a plain mex computed
// after the warm-up makes the method "sparse+naive" instead of "sparse", and a run without a limit
// whose method is not "sparse" after its first block gets the naive default limit (run_game).

// The mask choice.
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
/// and vector steps; plain: the pairs it would mark). Counted, not timed: the same on every machine.
constexpr double kSparseWorkRatio = 0.5;
/// A mask taken up after plain mexes is checked again after max(kSparseTrialMin, n / kSparseTrialDivisor)
/// values, so that a mask that does not pay is dropped quickly.
constexpr uint64_t kSparseTrialMin = uint64_t(1) << 8;
constexpr uint64_t kSparseTrialDivisor = 64;
/// The position-parity variant (t = 1) replaces the best plain mask only when its atypical count is
/// below this fraction of that mask's rare count: a margin, so that games t = 0 serves keep their
/// masks, and a game whose two counts are close does not flip between them at every re-check.
constexpr double kSparseParityGain = 0.5;
/// ... and only when at most this fraction of the positions is atypical: the games the variant serves
/// have values in the hundreds, past the vector witness scans, and the scalar scans cost more per pair
/// than the plain mex, which the counted work does not see (the 0.005 family, 6.7% atypical, runs
/// slower than with plain mexes).
constexpr double kSparseParityDense = 0.04;
/// Each mask in a row that did not pay doubles the wait for the next one (plain mexes until 2n, 4n, ...),
/// up to 2^kSparseMaxFailures n: a game that is dense for a while may turn sparse later.
constexpr unsigned kSparseMaxFailures = 6;
/// The mask is checked again at once when its rare list grows past twice its length at the last check,
/// or past kSparseRareLimitMin (short lists grow by large factors without meaning much).
constexpr uint64_t kSparseRareLimitMin = 64;
/// Stretches of at least this many plain mexes (no mask pays) go to the naive kernel (its heap waves).
constexpr uint64_t kSparsePlainHandOver = 256;

// The witness scan and the rare loop.
/// Witness scan: pairs marked before the missing rare values are first re-checked; the chunk doubles
/// up to kSparseMaxChunk (a longer chunk wastes work after the last witness).
constexpr uint64_t kSparseFirstChunk = 8;
constexpr uint64_t kSparseMaxChunk = 256;
/// The witness scan marks its first kSparseScalarPrefix pairs one by one before a vector scan takes
/// the rest: the AVX2 membership scan costs the same per pair however many values are missing, so it
/// should start early.
constexpr uint64_t kSparseScalarPrefix = 8;
/// Without AVX-512 VBMI, the one-word path (sparse_bits) marks its first kSparseBitsPrefix pairs with
/// shifts and ors before the AVX2 scans (a pair costs a few register operations there, no store): it
/// pays where several rare values are missing per heap (0.167) and costs little where few are (0.1777).
/// With VBMI the byte-permute scan starts at the first pair instead.
constexpr uint64_t kSparseBitsPrefix = 24;
/// Without AVX2, the 16-lane witness scan (one-byte values) compares every pair with each missing rare
/// value; past this many missing values the store-per-pair scan is cheaper.
constexpr std::size_t kSparseSimdMissing = 8;  // at most kCompareValues (engine/sparse/witness.hpp)
/// The rare loop of the one- and two-word paths runs for kRareBatch (engine/sparse/witness.hpp: 8, the
/// register layout) consecutive heaps at once (AVX2), when at least this many rare positions lie
/// beyond the batch (sparse kernel and front-plus-tail).
constexpr std::size_t kSparseBatchMinRare = 8;
/// Its reversed copy of the first values: built once n reaches 2 * kSparseRevMin, at most kSparseRevMax.
constexpr uint64_t kSparseRevMin = uint64_t(1) << 8;
constexpr uint64_t kSparseRevMax = uint64_t(1) << 16;
/// Grundy's game past twice its last rare position (engine/sparse/grundy_rows.hpp): the rare loops of
/// kGrundyRows heaps at once (64: one byte lane each in an AVX-512 register), from heap kGrundyRowsMin
/// on (below it the reversed copy of the witness scan is short and the heaps are few).
constexpr uint64_t kGrundyRows = 64;
constexpr uint64_t kGrundyRowsMin = uint64_t(1) << 12;
/// Two-byte stores: the byte window holds the last kGrundyWindow values (the partners of every rare
/// position below kGrundyWindow - kGrundyRows, and of the whole reversed copy) and slides every
/// kGrundySlide values.
constexpr uint64_t kGrundyWindow = uint64_t(1) << 17;
constexpr uint64_t kGrundySlide = uint64_t(1) << 20;
/// ... and when every common value below 256 is an option, c* is looked for below kGrundyWide.
constexpr uint32_t kGrundyWide = 1024;

// ---------------------------------------------------------------------------------------------------
// Front-plus-tail runs (FrontTailRun, engine/sparse/fronttail.cpp; period/longrun.cpp). The sizes that
// decide where a run switches and how far it can go are in the last section.

/// Witness scan: pairs between two tests of "every missing value found".
constexpr uint64_t kWitnessCheck = 8;
/// Witness scan without AVX-512 VBMI: pairs marked one by one before the vector compares, the same
/// number as in the sparse kernel's one-word path, for the same reason.
constexpr uint64_t kWitnessPrefix = kSparseBitsPrefix;
/// Values per block between progress reports and checkpoint checks: how often, never what they hold.
constexpr uint64_t kFrontTailBlock = uint64_t(1) << 22;

// ---------------------------------------------------------------------------------------------------
// The run loop (extend_with_progress in engine/kernel.cpp, run_game in period/analysis.cpp).

/// Smallest block between two progress reports / period checks (how often, never what they find).
constexpr uint64_t kProgressBlock = uint64_t(1) << 16;
/// BlockPacer (engine/kernel.hpp): the first block, and the time a block aims at. A block of kProgressBlock
/// values of a three-heap code near heap 65536 (0.8) took minutes, and a cancel or progress line waited for
/// it; the pacer shrinks such blocks until one takes about kProgressSeconds, and grows cheap ones back
/// to the kProgressBlock rule above within a few blocks.
constexpr uint64_t kProgressFirstStep = uint64_t(1) << 10;
constexpr double kProgressSeconds = 0.5;
/// run_game analyses a prefix beside the kernel (on a copy) only up to this many values, so that the
/// copy never dominates the memory of very long runs (those analyse in place).
constexpr uint64_t kPipelineMaxCopy = uint64_t(1) << 30;

// ---------------------------------------------------------------------------------------------------
// Output writers (TextChunks, formats/decimal.hpp): b-files and header tables. Only how the bytes reach
// the stream, never which bytes.

/// Bytes gathered before one write to the stream: large enough that the per-write costs (a virtual
/// call, a system call) vanish against the formatting, small enough to stay in the core's L2 cache
/// while the system copies it into the page cache.
constexpr std::size_t kOutputChunkBytes = std::size_t(1) << 20;
/// Room past a full chunk: a writer may put this many bytes (a few lines) after one check for space.
constexpr std::size_t kOutputChunkSlack = 4096;

// ===================================================================================================
// Constants that change results or outputs. Unlike everything above, these decide how many values a
// run computes by default, when it stops with a message, and where a run past memory switches to
// front-plus-tail (and so how far it can go and what it analyses).

/// Default limits by what a game costs per value (default_limit, period/analysis.cpp): finite codes that
/// never split (O(k) per value), games the sparse kernel handles (a first limit: run_game raises it to
/// kSparseDefaultLimit when the kernel turns out sparse; 0.16's proof needs 509,622 values), infinite
/// codes (O(n) options per value, O(n^2) in all).
constexpr uint64_t kNonSplittingDefaultLimit = uint64_t(1) << 24;
constexpr uint64_t kSparseFirstLimit = uint64_t(1) << 20;
constexpr uint64_t kInfiniteDefaultLimit = uint64_t(1) << 13;
/// run_game's first block: after it, the kernel's name decides the default limit (above and below).
constexpr uint64_t kFirstBlock = 4096;
/// Default limit for splitting games that only the O(n^2) kernel computes.
constexpr uint64_t kNaiveDefaultLimit = uint64_t(1) << 16;
/// Default limit for hexadecimal codes: their values mostly grow like n / 2 or n / 3, and the
/// three-heap options cost about n W / 64 word steps per value, so a run grows like n^3.
constexpr uint64_t kHexDefaultLimit = uint64_t(1) << 14;
/// Default limit of `run` for games the sparse kernel computes fast (0.1777's proof needs 443 million).
constexpr uint64_t kSparseDefaultLimit = uint64_t(1) << 29;
/// The three-heap pair sets may take at most this share of the machine's memory; beyond, the run stops
/// with a message (engine/dense/triples.hpp).
constexpr double kTripleSetsMemoryShare = 0.75;
/// Front-plus-tail, for limits past --memory (period/longrun.cpp). Bytes per value of the full run
/// before the switch: the store, the room it grows into, the pipeline's copy.
constexpr uint64_t kFullRunBytesPerValue = 4;
/// The front: at least this many values (every rare position and witness part must lie below it)...
constexpr uint64_t kFrontTailMinFront = uint64_t(1) << 16;
/// ... at most this many (a checkpoint holds the front and the ring: ~3 x front bytes per save) ...
constexpr uint64_t kFrontTailMaxFront = uint64_t(1) << 24;
/// ... and about 1 / kFrontTailFrontShare of the memory budget in between.
constexpr uint64_t kFrontTailFrontShare = 16;

}  // namespace sgp
