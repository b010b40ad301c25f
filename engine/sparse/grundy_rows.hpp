/// @brief SparseKernel's heap rows of Grundy's game: the rare loops of 64 heaps at once, c* from slots, a 256-value witness scan.
//
// Included by sparse.cpp only (after sparse_value.hpp), like the other per-heap loops. Why it is the
// same mex as sparse_value's, for any mask with a bit below 256 and t = 0; "rare" and "common" below
// are under the rows' own mask, the kernel's with every bit from 8 on set (for Grundy's game's 254 that
// is Flammenkamp's 0111...10), with a rare list of its own: under 254 a value of 256 or more is rare
// whenever its bits 1..7 are, and those values, hundreds by heap 5 * 10^7 and more later, would each
// be a far rare position read one heap at a time (the kernel keeps 254: its rare count is no larger).
// Grundy's game has no single-heap moves and one split (k = 0): the options of heap n are
// G(a) ^ G(n - a), 1 <= a < n - a.
//   - A common option has exactly one rare part r (parity), so it is rv ^ G(n - r) for a rare position
//     r < n, r != n / 2 (r the smaller part, or the larger one); the rare loop over those r marks all of
//     them, and c* is the smallest common value it does not mark. It also meets rare options (two rare
//     parts); they are left to the witness scan.
//   - Every rare value below c* then starts missing, and the witness scan runs over every pair a = 1 ..
//     (n - 1) / 2, so a rare value it does not meet is no option: G(n) = c* when each has a witness,
//     else the smallest without one (a new rare position; the rows stop, as their rare list no longer
//     holds every rare position).
// The rows (grundy_avx512.cpp) do the rare loop for the rare positions r in [64, R) of 64 heaps at once,
// R = min(n / 2, kGrundyWindow - 64): their partners lie before the 64 heaps, and r < n / 2 is a legal
// smaller part for all of them. The rare positions below 64 (partners inside the 64 heaps) and from R
// on (far ones: Grundy's game has rare positions past heap 7 million, which are the larger part of
// some pairs and no part of others) are added one heap at a time, with the checks r < n and r != n / 2.
// A row holds while its mask and its rare list are the ones it was made with (the generation and the
// list's length). A heap whose common values below 256 are all options goes to sparse_value (and on to
// the wider store).
// Two-byte stores (Grundy's game passes 255 near heap 7.25 million, and values of 256 and more stay
// scarce): the rows and the vector scan read a byte window, the low bytes of the last kGrundyWindow
// values, and the first values reversed (all below 256, checked). A byte stands for its value except
// at the scarce positions p with G(p) >= 256, whose options with a rare position or a front value are
// at least 256, never c* (below 256 here) and never a missing value. The window holds 0 there, a rare
// value: with a rare position it gives a rare value, which the rows mark in no slot; and the vector
// scan reads such a partner as a common value (a second byte window marks them), which no table holds.
// The rare positions outside the rows and the scalar pairs read the full values. (Sending the heaps
// with such a partner in their rows to sparse_value instead cost 5% of the heaps near 2.4 * 10^8, 9,228
// values of 256 and more below it, each in the rows of 1,273 heaps.)
#pragma once
#include <algorithm>

#include "engine/cpu.hpp"
#include "engine/isa.hpp"
#include "engine/sparse/sparse_kernel.hpp"
#include "engine/sparse/witness_isa.hpp"

namespace sgp {

// The slots of the common values below 256 under mask_ (bit b of a common value follows from the
// mask's higher bits, so the other 7 bits name it), their inverse, and the rare values as bits.
inline void SparseKernel::grundy_tables() {
  const uint32_t s = mask_ & 0xFF;
  rows_ok_ = rules_.unequal_splits && s != 0 && !parity_;
  if (!rows_ok_) return;
  const unsigned b = static_cast<unsigned>(__builtin_ctz(s));
  for (uint64_t& w : rows_rare_) w = 0;
  for (uint32_t x = 0; x < 256; ++x) {
    const uint32_t slot = ((x >> (b + 1)) << b) | (x & ((1u << b) - 1));
    if (is_rare(x, s)) {
      rows_slot_[x] = 0xFF;
      rows_rare_[x >> 6] |= uint64_t(1) << (x & 63);
    } else {
      rows_slot_[x] = static_cast<uint8_t>(slot);
      rows_value_[slot] = static_cast<uint8_t>(x);
    }
  }
}

inline bool SparseKernel::rows_cover(uint64_t n) const {
  return n >= rows_n_ && n < rows_n_ + kGrundyRows && rows_gen_ == mask_gen_ && rows_nr_ == rows_pos_.size();
}

// The bytes of positions n - kGrundyWindow .. n - 1 (from 0 when n is smaller): a pointer to position n.
// One byte per value stores are their own window.
inline const uint8_t* SparseKernel::byte_window(const uint8_t* g, uint64_t n) { return g + n; }
inline const uint8_t* SparseKernel::byte_window(const uint16_t* g, uint64_t n) {
  const uint64_t from = n > kGrundyWindow ? n - kGrundyWindow : 0;
  uint64_t end = win_base_ + win_.size();
  if (win_.empty() || end > n || end < from) {  // a jump (resync, another path for a while): start again
    win_.clear();
    win_wide_.clear();
    win_.reserve(kGrundyWindow + kGrundySlide);
    win_wide_.reserve(kGrundyWindow + kGrundySlide);
    win_base_ = end = from;
  }
  if (win_.size() + (n - end) > kGrundyWindow + kGrundySlide) {  // slide: keep the last kGrundyWindow
    const std::size_t drop = static_cast<std::size_t>(from - win_base_);
    win_.erase(win_.begin(), win_.begin() + static_cast<std::ptrdiff_t>(drop));
    win_wide_.erase(win_wide_.begin(), win_wide_.begin() + static_cast<std::ptrdiff_t>(drop));
    win_base_ = from;
  }
  for (uint64_t p = end; p < n; ++p) {
    win_.push_back(g[p] > 0xFF ? 0 : static_cast<uint8_t>(g[p]));  // 0: rare, so its rows mark nothing
    win_wide_.push_back(g[p] > 0xFF ? 0xFF : 0);
  }
  return win_.data() + (n - win_base_);
}

// The rows' own rare list: the positions 1 .. n - 1 whose values are rare under rows_mask_, the
// kernel's mask with every bit from 8 on set (see the top), brought up to n as the heaps come.
template <class T>
inline void SparseKernel::rows_list(const T* g, uint64_t n) {
  const uint32_t want = mask_ | ~uint32_t(0xFF);
  if (rows_mask_ != want || rows_upto_ > n) {
    rows_mask_ = want;
    rows_pos_.clear();
    rows_val_.clear();
    rows_upto_ = 1;
  }
  for (uint64_t p = rows_upto_; p < n; ++p)
    if (is_rare(g[p], want)) {
      rows_pos_.push_back(p);
      rows_val_.push_back(g[p]);
    }
  rows_upto_ = std::max(rows_upto_, n);
}

// Makes the rows of heaps n .. n + 63 when they apply (see the top); returns whether heap n is covered.
template <class T>
inline bool SparseKernel::grundy_rows(const T* g, uint64_t n) {
#if SGP_X86_64
  if (!rows_ok_ || !have_vbmi2() || n < kGrundyRowsMin) return false;
  rows_list(g, n);
  if (rows_cover(n)) return true;
  const std::size_t nr = rows_pos_.size();
  const uint64_t* rp = rows_pos_.data();
  rows_near_ = static_cast<std::size_t>(std::lower_bound(rp, rp + nr, kGrundyRows) - rp);
  rows_end_ = static_cast<std::size_t>(std::lower_bound(rp, rp + nr, std::min(n / 2, kGrundyWindow - kGrundyRows)) - rp);
  rows_end_ = std::max(rows_end_, rows_near_);
  rows_rv_.resize(nr);
  for (std::size_t i = 0; i < nr; ++i) {
    if (i >= rows_near_ && i < rows_end_ && rows_val_[i] > 0xFF) return false;  // a row needs one-byte values
    rows_rv_[i] = static_cast<uint8_t>(rows_val_[i]);
  }
  const uint8_t* b = byte_window(g, n);
  witness_isa::grundy_rows(b, rp, rows_rv_.data(), rows_near_, rows_end_, rows_slot_, rows_w0_, rows_w1_);
  rows_n_ = n;
  rows_nr_ = nr;
  rows_gen_ = mask_gen_;
  return true;
#else
  (void)g, (void)n;
  return false;
#endif
}

// The first values reversed as bytes for the vector scan of two-byte stores (as ensure_rev); 0 while
// there is none, or when one of them does not fit a byte.
inline uint64_t SparseKernel::ensure_rev(const uint16_t* g, uint64_t n) {
  uint64_t r = rev_.size();
  if (r < kSparseRevMax && n >= 4 * std::max(r, kSparseRevMin / 2)) {
    r = std::min<uint64_t>(kSparseRevMax, uint64_t(1) << (63 - __builtin_clzll(n / 2)));
    rev_.resize(r);
    rev_wide_ = false;
    for (uint64_t i = 0; i < r; ++i) {
      rev_[i] = static_cast<uint8_t>(g[r - 1 - i]);
      rev_wide_ |= g[r - 1 - i] > 0xFF;
    }
  }
  return rev_wide_ ? 0 : r;
}

// Every common value below 256 an option (two-byte stores): c* lies above, among the options of the
// rare positions with two-byte partners or values. The whole rare loop once more with full values, into
// a set of the values below kGrundyWide; marks the options it meets (rare ones too) in `opts`. Returns c*,
// or UINT32_MAX when no common value below kGrundyWide is free (sparse_value takes the heap).
template <class T>
inline uint32_t SparseKernel::grundy_wide_cstar(const T* g, uint64_t n, uint64_t* opts) {
  for (std::size_t i = 0; i < rows_pos_.size() && rows_pos_[i] < n; ++i) {
    if (2 * rows_pos_[i] == n) continue;
    const uint32_t x = rows_val_[i] ^ g[n - rows_pos_[i]];
    if (x < kGrundyWide) opts[x >> 6] |= uint64_t(1) << (x & 63);
  }
  for (uint32_t v = 256; v < kGrundyWide; ++v)
    if (!is_rare(v, rows_mask_) && !(opts[v >> 6] >> (v & 63) & 1)) return v;
  return UINT32_MAX;
}

// G(n) for a heap the rows cover; UINT32_MAX when the rows cannot decide it (every common value below
// kGrundyWide an option).
template <class T>
inline uint32_t SparseKernel::grundy_value(const T* g, uint64_t n) {
  const std::size_t j = static_cast<std::size_t>(n - rows_n_);
  uint64_t w[2] = {rows_w0_[j], rows_w1_[j]};
  // The rare positions outside the rows, with their full values.
  auto mark = [&](std::size_t i) {
    const uint64_t r = rows_pos_[i];
    if (r >= n) return false;  // increasing: so are the rest
    if (2 * r == n) return true;  // (n / 2, n / 2) is no move
    const uint32_t x = rows_val_[i] ^ g[n - r];
    const uint32_t c = x > 0xFF ? 0xFF : rows_slot_[x];
    if (c < 128) w[c >> 6] |= uint64_t(1) << (c & 63);
    return true;
  };
  for (std::size_t i = 0; i < rows_near_; ++i) mark(i);
  for (std::size_t i = rows_end_; i < rows_pos_.size() && mark(i); ++i) {
  }
  const uint64_t hi = half(n);
  work_.sparse += rows_pos_.size();
  work_.plain += hi;
  // miss: the rare values below c*, each waiting for a witness (values below kGrundyWide).
  constexpr unsigned kWords = kGrundyWide / 64;
  uint64_t miss[kWords] = {};
  uint32_t cstar;
  if (~w[0]) {
    cstar = rows_value_[__builtin_ctzll(~w[0])];
  } else if (~w[1]) {
    cstar = rows_value_[64 + __builtin_ctzll(~w[1])];
  } else {
    if constexpr (sizeof(T) == 1) return UINT32_MAX;  // the store widens: sparse_value's part
    cstar = grundy_wide_cstar(g, n, miss);  // miss holds the options it met for now
    if (cstar == UINT32_MAX) return UINT32_MAX;
    for (uint32_t v = 0; v < cstar; ++v) {
      const uint64_t bit = uint64_t(1) << (v & 63);
      miss[v >> 6] = is_rare(v, rows_mask_) && !(miss[v >> 6] & bit) ? miss[v >> 6] | bit : miss[v >> 6] & ~bit;
    }
    for (uint32_t v = cstar; v < kGrundyWide; ++v) miss[v >> 6] &= ~(uint64_t(1) << (v & 63));
  }
  if (cstar < 256)
    for (unsigned k = 0; k < 4; ++k) {
      const uint32_t lo = 64 * k;
      miss[k] = cstar <= lo ? 0 : rows_rare_[k] & (cstar >= lo + 64 ? ~uint64_t(0) : (uint64_t(1) << (cstar - lo)) - 1);
    }
  auto none = [&] {
    uint64_t any = 0;
    for (unsigned k = 0; k < kWords; ++k) any |= miss[k];
    return !any;
  };
  if (none()) return cstar;
  uint64_t a = 1;
#if SGP_X86_64
  const uint64_t r = ensure_rev(g, n);
  if (r && (miss[0] | miss[1] | miss[2] | miss[3])) {
    const uint64_t from = a;
    const uint8_t* part = byte_window(g, n);
    const uint8_t* wide = nullptr;
    if constexpr (sizeof(T) == 2) wide = win_wide_.data() + (n - win_base_);
    a = witness_isa::grundy_scan(rev_.data() + r, part, wide, rows_value_[0], a, std::min(hi, r - 1), miss);
    work_.sparse += (a - from) / 16;
    if (none()) return cstar;
  }
#endif
  // The pairs the vector scan did not reach (all of them for values of 256 and more), in chunks.
  if (cstar >= 256) a = 1;
  while (a <= hi) {
    const uint64_t stop = std::min(hi + 1, a + kSparseMaxChunk);
    work_.sparse += stop - a;
    for (; a < stop; ++a) {
      const uint32_t x = g[a] ^ g[n - a];
      if (x < kGrundyWide) miss[x >> 6] &= ~(uint64_t(1) << (x & 63));
    }
    if (none()) return cstar;
  }
  for (unsigned k = 0; k < kWords; ++k)
    if (miss[k]) return 64 * k + static_cast<uint32_t>(__builtin_ctzll(miss[k]));
  return cstar;  // not reached: miss is not empty here
}

}  // namespace sgp
