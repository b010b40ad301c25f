/// @brief SparseKernel::sparse_bits: the sparse mex in one or two register words (one-byte values below 64 or 128), and its heap batches.
//
// Included by sparse.cpp only, so that these per-heap loops compile into the one unit that runs them
// and inline into its heap loop. The derivation is at the top of sparse.cpp; the batch's rare loop
// and the permute scan are in witness_avx2.cpp and witness_avx512.cpp.
#pragma once
#include <algorithm>

#include "engine/cpu.hpp"
#include "engine/isa.hpp"
#include "engine/sparse/sparse_kernel.hpp"
#include "engine/sparse/witness.hpp"
#include "engine/sparse/witness_isa.hpp"

namespace sgp {

#if SGP_X86_64
template <bool kWide>
inline void SparseKernel::make_batch(const uint8_t* g, uint64_t n) {
  const uint64_t* rp = rare_pos_.data();
  const std::size_t nr = rare_pos_.size();
  const std::size_t near = static_cast<std::size_t>(std::lower_bound(rp, rp + nr, kRareBatch) - rp);
  if (nr - near < kSparseBatchMinRare) return;  // too few far rare positions to pay for a batch
  const uint8_t* bases[kMaxSplitDigits];
  std::size_t ns = 0;
  for (uint64_t k : rules_.leave_two) bases[ns++] = g + n - k;
  batch_rare_options(bases, ns, rp, rare_val_.data(), near, nr, kWide, batch_opts_, batch_high_);
  batch_n_ = n;
  batch_near_ = near;
  batch_nr_ = nr;
  batch_gen_ = mask_gen_;
}
#endif

// A batch pays when there are enough far rare positions, and it is valid when every rare position
// is below every split of the batch's heaps (r < n - k) and no mask re-check falls inside it.
inline void SparseKernel::maybe_batch(const uint8_t* g, uint64_t n, uint64_t n_end) {
#if SGP_X86_64
  if (batch_covers(n) || rules_.unequal_splits || !have_avx2() || n + kRareBatch > n_end ||
      n + kRareBatch > next_check_ || rare_pos_.empty())
    return;
  if (rare_pos_.back() + max_split_ >= n) return;
  if (policy_.bound() <= 64)
    make_batch<false>(g, n);
  else
    make_batch<true>(g, n);
#else
  (void)g, (void)n, (void)n_end;
#endif
}

// The same algorithm as sparse_value while every value is below 64 (or 128): the options of the heap
// are one word held in registers (Bits = uint64_t, or unsigned __int128), marked with shifts and ors
// instead of stores into the stamp table, and c* and the missing rare values come from two bit
// operations instead of walks over the value lists. 0.1777 (values below 64) and 0.167 (below 128)
// spend most of their time here. Options are below W, so values at or above W are never marked: the
// answer when every missing value below W gets a witness is the smaller of the first common and the
// first rare value at or above W (`fallback`).
template <class Bits>
inline uint32_t SparseKernel::sparse_bits(const uint8_t* g, uint64_t n) {
  auto bit = [](uint32_t x) { return static_cast<Bits>(1) << x; };
  auto low = [](Bits b) { return lowest_bit(b); };
  Bits opts = 0;
  for (uint64_t k : rules_.take_whole)
    if (k == n) opts |= 1;
  for (uint64_t k : rules_.leave_one)
    if (k < n) opts |= bit(g[n - k]);
  const HeapSplits sp = splits_of(n);
  const uint64_t *ms = sp.ms, *hs = sp.hs;
  const std::size_t ns = sp.ns;
  const uint64_t lo = sp.lo, hi = sp.hi;
  const uint64_t* rp = rare_pos_.data();
  const uint32_t* rv = rare_val_.data();
  const std::size_t nr = rare_pos_.size();
  // Rare positions [skip_from, skip_to) are already in the batch's option word for this heap.
  std::size_t skip_from = nr, skip_to = nr;
  if (batch_covers(n)) {
    opts |= static_cast<Bits>(batch_opts_[n - batch_n_]);
    if constexpr (sizeof(Bits) > 8) opts |= static_cast<Bits>(batch_high_[n - batch_n_]) << 64;
    skip_from = batch_near_;
    skip_to = batch_nr_;
  }
  for (std::size_t j = 0; j < ns; ++j) {
    const uint64_t m = ms[j];
    const uint8_t* gm = g + m;
    std::size_t end = nr;
    if (end && rp[end - 1] >= m) end = static_cast<std::size_t>(std::lower_bound(rp, rp + nr, m) - rp);
    Bits o0 = 0, o1 = 0;  // two chains: the or latency is not the bound
    auto loop = [&](std::size_t i, std::size_t stop) {
      for (; i + 1 < stop; i += 2) {
        o0 |= bit(rv[i] ^ gm[-static_cast<int64_t>(rp[i])]);
        o1 |= bit(rv[i + 1] ^ gm[-static_cast<int64_t>(rp[i + 1])]);
      }
      if (i < stop) o0 |= bit(rv[i] ^ gm[-static_cast<int64_t>(rp[i])]);
    };
    loop(0, std::min(end, skip_from));
    loop(std::max<std::size_t>(skip_to, std::min(end, skip_from)), end);
    opts |= o0 | o1;
    work_.sparse += end;
    work_.plain += hs[j];
    if (rules_.unequal_splits && m % 2 == 0 && atypical(m / 2, g[m / 2]))
      opts &= ~static_cast<Bits>(1);  // as in sparse_value
  }
  const bool sw = swapped(n);  // the heap's classes, as in sparse_value
  const Bits common_low = static_cast<Bits>(sw ? par0_low_ : par1_low_);
  const Bits rare_low = static_cast<Bits>(sw ? par1_low_ : par0_low_);
  const uint32_t common_above = sw ? par0_above_ : par1_above_, rare_above = sw ? par1_above_ : par0_above_;
  const Bits free_common = ~opts & common_low;
  const uint32_t cstar = free_common ? low(free_common) : common_above;
  const uint32_t fallback = cstar < policy_.bound() ? cstar : std::min(cstar, rare_above);
  Bits missing = ~opts & rare_low;
  if (cstar < policy_.bound()) missing &= bit(cstar) - 1;
  if (!missing) return fallback;
  // 1. The scalar scan of pairs a .. until, all marked without a branch: the first pairs when there
  // is no VBMI, and whatever the vector scans leave (step 3).
  uint64_t a = 1;
  auto scan = [&](uint64_t until) {
    Bits found = 0;
    uint64_t fast = std::min(until + 1, lo + 1);
    work_.sparse += (until + 1 > a ? until + 1 - a : 0) * ns;
    for (; a < fast; ++a)
      for (std::size_t j = 0; j < ns; ++j) found |= bit(g[a] ^ g[ms[j] - a]);
    for (; a <= until; ++a)
      for (std::size_t j = 0; j < ns; ++j)
        if (a <= hs[j]) found |= bit(g[a] ^ g[ms[j] - a]);
    missing &= ~found;
  };
  // 2. On AVX-512 VBMI: one byte permute per 64 pairs, whatever the missing set, from the first pair
  // on (64 pairs at once cost less than the scalar prefix; witness_avx512.cpp). On AVX2 alone: the
  // scalar prefix, then two byte shuffles per 32 pairs, whatever the missing set (witness_avx2.cpp).
  // The rest (past the reversed copy, or the last pairs) goes to step 3.
  const bool vbmi = have_vbmi();
  if (!vbmi) {
    scan(std::min(hi, kSparseBitsPrefix));
    if (!missing) return fallback;
  }
#if SGP_X86_64
  if (have_avx2()) {
    uint64_t from = a;
    a = permute_scan(g, n, ms, ns, lo, a, missing);
    work_.sparse += (a - from) * ns / 16;
    if (!missing) return fallback;
  }
#endif
  // 3. Every pair that is left, in chunks so that a found set stops the scan early.
  for (uint64_t chunk = kSparseMaxChunk; a <= hi && missing;) scan(std::min(hi, a + chunk - 1));
  return missing ? low(missing) : fallback;
}

#if SGP_X86_64
// The witness scan of sparse_bits while every value is below 128 (permute_witness_scan, witness.hpp):
// 64 pairs per split and step on AVX-512 VBMI (witness_avx512.cpp), 32 on AVX2 (witness_avx2.cpp),
// from the reversed copy. Found values leave
// `missing`; returns the first a not scanned.
template <class Bits>
inline uint64_t SparseKernel::permute_scan(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a,
                      Bits& missing) {
  const uint8_t* rev_end;
  const uint8_t* parts[kMaxSplitDigits];
  const uint64_t limit = witness_view(g, n, ms, ns, lo, rev_end, parts);
  if (!limit) return a;
  // The ranked scan straight from here, as permute_witness_scan would choose it: most heaps of the sparse
  // games go there, and the extra call level cost about 3% of their time.
  if (have_vbmi2()) return witness_isa::ranked_scan(rev_end, parts, ns, a, limit, missing);
  return permute_witness_scan(rev_end, parts, ns, a, limit, missing);
}
#endif

}  // namespace sgp
