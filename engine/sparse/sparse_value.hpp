/// @brief SparseKernel::sparse_value: the sparse mex for values of any width, with its witness scans.
//
// Included by sparse.cpp only, so that these per-heap loops compile into the one unit that runs them
// and inline into its heap loop. The derivation is at the top of sparse.cpp.
#pragma once
#include <algorithm>
#include <type_traits>

#include "engine/cpu.hpp"
#include "engine/isa.hpp"
#include "engine/sparse/sparse_kernel.hpp"
#include "engine/sparse/witness.hpp"
#include "engine/sparse/witness_isa.hpp"

namespace sgp {

template <class T>
inline void SparseKernel::mark_singles(const T* g, uint64_t n, uint32_t s) {
  for (uint64_t k : rules_.take_whole)
    if (k == n) vis_[0] = s;
  for (uint64_t k : rules_.leave_one)
    if (k < n) vis_[g[n - k]] = s;
}

inline SparseKernel::HeapSplits SparseKernel::splits_of(uint64_t n) const {
  HeapSplits sp;
  for (uint64_t k : rules_.leave_two) {
    if (k > n || half(n - k) == 0) continue;
    sp.ms[sp.ns] = n - k;
    sp.hs[sp.ns] = half(n - k);
    sp.lo = std::min(sp.lo, sp.hs[sp.ns]);
    sp.hi = std::max(sp.hi, sp.hs[sp.ns]);
    ++sp.ns;
  }
  return sp;
}

template <class T>
inline uint32_t SparseKernel::sparse_value(const T* g, uint64_t n) {
  const uint32_t s = next_stamp();
  mark_singles(g, n, s);
  const HeapSplits sp = splits_of(n);
  const uint64_t *ms = sp.ms, *hs = sp.hs;
  const std::size_t ns = sp.ns;
  const uint64_t lo = sp.lo, hi = sp.hi;
  const uint64_t* rp = rare_pos_.data();
  const uint32_t* rv = rare_val_.data();
  const std::size_t nr = rare_pos_.size();
  for (std::size_t j = 0; j < ns; ++j) {
    const uint64_t m = ms[j];
    const T* gm = g + m;
    // Rare positions are increasing; usually all lie below m, so test that once, not per element.
    std::size_t end = nr;
    if (end && rp[end - 1] >= m) end = static_cast<std::size_t>(std::lower_bound(rp, rp + nr, m) - rp);
    for (std::size_t i = 0; i < end; ++i) vis_[rv[i] ^ gm[-static_cast<int64_t>(rp[i])]] = s;
    work_.sparse += end;
    work_.plain += hs[j];
    if (rules_.unequal_splits && m % 2 == 0 && atypical(m / 2, g[m / 2])) {
      // r = m/2 met itself above, a move Grundy's game forbids; it marked 0, a value of the
      // witnessed class, so dropping that mark is safe: the witness scan re-derives 0 if a legal
      // pair gives it.
      vis_[0] = s - 1;
    }
  }
  // The heap's classes: "common" (every option marked by now) and "rare" (needs witnesses).
  const bool sw = swapped(n);
  const std::vector<uint32_t>& common_vals = sw ? par0_vals_ : par1_vals_;
  const std::vector<uint32_t>& rare_vals = sw ? par1_vals_ : par0_vals_;
  // c*: the smallest common value that is no option (every common option is marked by now).
  uint32_t cstar = UINT32_MAX;  // stays so only under a forced mask with no common value below 2W
  for (uint32_t c : common_vals)
    if (vis_[c] != s) { cstar = c; break; }
  // Rare values below c* still without a witness.
  missing_.clear();
  for (uint32_t v : rare_vals) {
    if (v >= cstar) break;
    if (vis_[v] != s) missing_.push_back(v);
  }
  if (missing_.empty()) return cstar;
  // 1. A short scan from a = 1 finds the witnesses of most missing values (pairs of frequent values).
  uint64_t a = 1, chunk = kSparseFirstChunk;
  scalar_scan(g, ms, hs, ns, lo, std::min(hi, kSparseScalarPrefix), s, a, chunk);
  if (missing_.empty()) return cstar;
#if SGP_X86_64
  if constexpr (std::is_same_v<T, uint16_t>) {
    // 2. Two-byte values, missing set below 256, on AVX2: the packed membership scan.
    if (missing_.back() < 256 && have_avx2()) {
      uint64_t from = a;
      a = member_scan16(g, n, ms, ns, lo, a, s);
      work_.sparse += (a - from) * ns / 16;
      if (missing_.empty()) return cstar;
    }
  }
#endif
#if defined(__SSE2__)
  if constexpr (std::is_same_v<T, uint8_t>) {
    if (missing_.back() < 256) {
      uint64_t from = a;
#if SGP_X86_64
      // 2. One-byte values on AVX2: the 32-lane set-membership scan, any number of missing values.
      if (have_avx2()) a = member_scan(g, n, ms, ns, lo, a, s);
      else
#endif
      // 2'. Few missing values: the 16-lane compare scan, no stores.
      if (missing_.size() <= kSparseSimdMissing) a = simd_scan(g, n, ms, ns, lo, a);
      work_.sparse += (a - from) * ns / 16;  // 16 or more pairs per instruction, no stores
      if (missing_.empty()) return cstar;
    }
  }
#endif
  // 3. Every pair that is left; without a witness, the smallest missing value is the mex.
  scalar_scan(g, ms, hs, ns, lo, hi, s, a, chunk);
  if (missing_.empty()) return cstar;
  return missing_.front();  // the smallest rare value without a witness: a new rare position
}

// The pairs as the shared witness scans (witness.hpp) take them: rev_end - 1 - x holds
// G(x) (the reversed copy), parts[j] - x holds G(m_j - x). Returns the last pair they may take (at
// most lo, and inside the reversed copy), 0 while there is no reversed copy.
inline uint64_t SparseKernel::witness_view(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo,
                      const uint8_t*& rev_end, const uint8_t** parts) {
  const uint64_t r = ensure_rev(g, n);
  rev_end = r ? rev_.data() + r : nullptr;
  for (std::size_t j = 0; j < ns; ++j) parts[j] = g + ms[j];
  return r ? std::min(lo, r - 1) : 0;
}

static_assert(kSparseSimdMissing <= kCompareValues, "compare_witness_scan takes at most kCompareValues values");
// compare_witness_scan from pair a on: bit t set when vals[t] (t < nv) was found; a moves on.
inline unsigned SparseKernel::compare_found(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t& a,
                       const uint8_t* vals, unsigned nv) {
  const uint8_t* rev_end;
  const uint8_t* parts[kMaxSplitDigits];
  const uint64_t limit = witness_view(g, n, ms, ns, lo, rev_end, parts);
  unsigned found = 0;
  if (limit) a = compare_witness_scan(rev_end, parts, ns, a, limit, vals, nv, found);
  return found;
}

// Witness scan over the pairs a..until in growing chunks: inside a chunk every pair is marked without
// a branch (a marked true option is harmless), and the missing list is pruned between chunks.
// Branching on each pair instead costs a misprediction per newly found value.
template <class T>
inline void SparseKernel::scalar_scan(const T* g, const uint64_t* ms, const uint64_t* hs, std::size_t ns, uint64_t lo, uint64_t until,
                 uint32_t s, uint64_t& a, uint64_t& chunk) {
  while (a <= until && !missing_.empty()) {
    uint64_t stop = std::min(until + 1, a + chunk);
    work_.sparse += (stop - a) * ns;
    uint64_t fast = std::min(stop, lo + 1);
    for (; a < fast; ++a)
      for (std::size_t j = 0; j < ns; ++j) vis_[g[a] ^ g[ms[j] - a]] = s;
    for (; a < stop; ++a)
      for (std::size_t j = 0; j < ns; ++j)
        if (a <= hs[j]) vis_[g[a] ^ g[ms[j] - a]] = s;
    std::size_t left = 0;
    for (uint32_t v : missing_)
      if (vis_[v] != s) missing_[left++] = v;
    missing_.resize(left);
    chunk = std::min<uint64_t>(2 * chunk, kSparseMaxChunk);
  }
}

// The reversed copy of the first values (rev_[i] = G(R - 1 - i)), built once n reaches
// 2 * kSparseRevMin and doubled as n doubles, at most kSparseRevMax; returns its size R.
inline uint64_t SparseKernel::ensure_rev(const uint8_t* g, uint64_t n) {
  uint64_t r = rev_.size();
  if (r < kSparseRevMax && n >= 4 * std::max(r, kSparseRevMin / 2)) {
    r = std::min<uint64_t>(kSparseRevMax, uint64_t(1) << (63 - __builtin_clzll(n / 2)));
    rev_.resize(r);
    for (uint64_t i = 0; i < r; ++i) rev_[i] = g[r - 1 - i];
  }
  return r;
}

#if SGP_X86_64
// The membership witness scans (witness_avx2.cpp); prune missing_ and return the first a not scanned.
inline uint64_t SparseKernel::member_scan(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a,
                     uint32_t s) {
  const uint64_t r = ensure_rev(g, n);
  if (r == 0) return a;
  return witness_isa::member_scan(g, rev_.data(), r, ms, ns, lo, a, s, missing_, vis_.data());
}
inline uint64_t SparseKernel::member_scan16(const uint16_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a,
                       uint32_t s) {
  uint64_t r = rev16_.size();
  if (r < kSparseRevMax && n >= 4 * std::max(r, kSparseRevMin / 2)) {
    r = std::min<uint64_t>(kSparseRevMax, uint64_t(1) << (63 - __builtin_clzll(n / 2)));
    rev16_.resize(r);
    for (uint64_t i = 0; i < r; ++i) rev16_[i] = g[r - 1 - i];
  }
  if (r == 0) return a;
  return witness_isa::member_scan16(g, rev16_.data(), r, ms, ns, lo, a, s, missing_, vis_.data());
}
#endif

// The witness scan for one-byte values and few missing values (machines without AVX2), a compare of
// each pair xor with each missing value (compare_witness_scan); prunes missing_ and returns the first
// a not scanned.
inline uint64_t SparseKernel::simd_scan(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a) {
  uint8_t vals[kCompareValues];  // the caller: at most kSparseSimdMissing missing values, each below 256
  unsigned nv = 0;
  for (; nv < kCompareValues && nv < missing_.size(); ++nv) vals[nv] = static_cast<uint8_t>(missing_[nv]);
  const unsigned found = compare_found(g, n, ms, ns, lo, a, vals, nv);
  std::size_t left = 0;
  for (std::size_t t = 0; t < nv; ++t)
    if (!(found >> t & 1)) missing_[left++] = missing_[t];
  missing_.resize(left);
  return a;
}

}  // namespace sgp
