/// @brief The filter scan of the pair mex: the values not yet seen as a bit table in AVX-512 registers (used by PairMex).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/dense/pair_mex.hpp"
#include "engine/isa.hpp"

#if SGP_X86_64 && !defined(SGP_NO_FILTER)
#define SGP_FILTER 1
#endif

namespace sgp {

/// This CPU has AVX-512 BW, VBMI and VBMI2 (and the build targets x86-64): filter_mex may run.
bool filter_supported();

/// The mex of a heap's options in a two-heap game (PairMex::finish): `marks` are the options that are no
/// split (all below `bound`), the splits' pairs (a, m - a) read G(a) = g[a] and G(m - a) = rp[-(m - a)]
/// (rp: the reversed copy). T is one or two bytes; the result is the exact mex whatever `parts` (threads
/// for the pair loops, 1 inside a wave) and `group_size` (candidates per narrow scan, at most
/// kPairNarrowCandidates) are. `rank`: set to the number of candidates below the mex (0 when the narrow
/// scans did not run). `prefetch`: a cache line to fetch once the first part of the pairs is done (the
/// value a wave thread waits for next), or nullptr. `tabs`: scratch.
template <class T>
uint32_t filter_mex(const T* g, const T* rp, const SplitRange* splits, std::size_t count, uint64_t last, uint64_t bound,
                    const std::vector<uint32_t>& marks, std::size_t parts, std::size_t group_size, std::size_t& rank,
                    const void* prefetch, std::vector<uint16_t>& tabs);

}  // namespace sgp
