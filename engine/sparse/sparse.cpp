/// @brief Sparse-space kernel (Gangolli-Plambeck, Flammenkamp): O(rare positions) per value for splitting games.
//
// Why it is exact. Fix any mask s and call a value v rare when popcount(v & s) is even (0 is rare),
// common when it is odd; call a position rare or common by its value. Parity of popcount is additive
// under xor: parity((x ^ y) & s) = parity(x & s) xor parity(y & s). So a two-heap option
// G(a) ^ G(m - a) is common exactly when one of a, m - a is a rare position and the other is common.
// Every common-valued split option therefore has a rare position r on one side, and looping over the
// rare positions r < m marks ALL common options of the split m (it also marks some rare ones: pairs
// of two rare positions; marking a true option is always harmless). Single-heap options and
// whole-heap moves are marked directly. After that:
//   c* = the smallest common value not marked is the smallest common value that is no option;
//   G(n) = mex = min(c*, smallest rare v < c* that is no option).
// The rare values v < c* not yet marked need a witness pair G(a) ^ G(m - a) = v (necessarily two
// common positions, or a rare pair the first loop already saw); a scan over a from 1 stops as soon
// as every one of them is found, which in a sparse game takes a few steps because common-common
// pairs are the bulk of all pairs. Only when some rare v has no witness does the scan run through
// every pair; then G(n) = v is a new rare position, which happens rarely by construction.
// In Grundy's game some tens of rare values are still missing after the rare loop, and the last of
// them needs a few thousand pairs (its pairs of values are scarce); for one-byte values the scan
// therefore tests 32 pairs per step for membership in the whole missing set at once (AVX2, two byte
// table lookups), whatever its size. Looking the scarce values up in per-value position lists was
// tried and is slower: it trades cheap sequential pairs for random loads. On AVX-512 VBMI2 Grundy's
// game from heap 4096 on takes the rows instead (grundy_rows.hpp): the rare loops of 64 heaps at once
// and a ranked witness scan. Starting the scan elsewhere (from the middle pair, or at 10^5) or trying
// the witnesses of earlier heaps first was measured and needs more pairs, not fewer.
// Nothing above depends on which mask is used, so the mask is free to optimise (MaskPolicy,
// mask_policy.cpp: the mask, when it is checked again, when plain mexes pay more); mask 0 makes every
// value rare, and the kernel then computes plain mexes. Every step is sequential, so results never
// depend on thread counts.
//
// The position-parity variant, for games in which every mask leaves many rare positions because the
// class of G(p) follows the parity of p. It needs all split digits k of one parity; let q = k & 1.
// Write par(v) = parity(popcount(v & s)), pick t in {0, 1}, and give each position p the class
// c(p) = par(G(p)) xor t*((p + q) & 1); p is atypical when c(p) = 0 (with t = 0: rare, as above),
// typical when c(p) = 1. For a split m = a + b, ((a + q) & 1) xor ((b + q) & 1) = m & 1, so
// par(G(a) ^ G(b)) = par(G(a)) xor par(G(b)) = c(a) xor c(b) xor t*(m & 1). So an option of value
// class e(m) = 1 xor t*(m & 1) comes only from a pair with exactly one atypical position, and the loop
// over the atypical positions marks all of them; class w(m) = t*(m & 1) holds the values that need
// witnesses (typical-typical pairs, the bulk, give them). Everything above holds with "common" read
// as "class e(m)" and "rare" as "class w(m)", per heap: with t = 1 and m odd the two value classes swap
// roles. The splits of one heap must agree on that, hence one parity of k (heap n swaps when t = 1 and
// n - k is odd); when no split applies, only marked single moves are options and either assignment
// gives their mex. Grundy's forbidden pair (m/2, m/2) is two positions of one class, so its 0 is of
// class w(m) (m even: w(m) = 0 = par(0)).
// Why it pays, and why the shift by q: the mex is usually c*, of class e(m), and then
// c(n) = e(m) xor t*((n + q) & 1) = 1 xor t*((m + n + q) & 1) = 1 xor t*((k + q) & 1) = 1: a new
// typical position, for every split digit. Without the shift (c(p) = par(G(p)) xor t*(p & 1) for odd
// k too) it would be 0: almost every new position atypical. (The shift only changes which of the
// two position classes is listed; q cancels in every pair, so e(m) and w(m) stay as they are.)
// Measured below 2^14: 0.142 (k = 2) has 43% rare positions under its best t = 0 mask and 8% atypical
// ones under t = 1 (1357 below 2^18, the last at 117323); 0.104 (k = 1) 47% and 20 positions.
// The chooser rates both variants of every mask (mask_policy.cpp).
//
// The parts: this file holds the state (a function of the sequence alone), the mask in use and the heap
// loop; sparse_value.hpp the mex above for values of any width, sparse_bits.hpp the same mex in one or
// two register words; witness*.cpp the vector scans.
//
// Handled: finite octal codes (digits 0-7, d_0 in {0, 4}) with at least one split digit, and Grundy's
// game (split into two unequal heaps). Finite hexadecimal codes go to hex.cpp. Others get
// nullptr: infinite codes have options from every k, and non-splitting codes are O(k) per value already.
#include "engine/sparse/sparse.hpp"

#include <algorithm>
#include <type_traits>

#include "engine/config.hpp"
#include "engine/sparse/sparse_bits.hpp"
#include "engine/sparse/sparse_kernel.hpp"
#include "engine/sparse/sparse_value.hpp"
#include "engine/sparse/grundy_rows.hpp"
#include "sys/assert.hpp"

namespace sgp {

void SparseKernel::extend(NimSequence& seq, uint64_t n_end) {
  if (&seq != synced_seq_ || seq.size() != synced_size_ || (seq.size() && seq[seq.size() - 1] != synced_last_))
    resync(seq);
  // Grow geometrically: run_game extends in many blocks, and an exact reserve per block would copy
  // the whole store every time (quadratic, and page faults by the million).
  if (seq.raw().capacity() < n_end * seq.width()) seq.reserve(std::max<uint64_t>(n_end, 2 * seq.size()));
  pm_.reset();
  while (seq.size() < n_end) {
    switch (seq.width()) {
      case 1: run<uint8_t>(seq, n_end); break;
      case 2: run<uint16_t>(seq, n_end); break;
      default: run<uint32_t>(seq, n_end); break;
    }
  }
  synced_seq_ = &seq;
  synced_size_ = seq.size();
  synced_last_ = seq.size() ? seq[seq.size() - 1] : 0;
}

// The state is a function of the sequence alone, so any prefix (another kernel's, a checkpoint's)
// can be continued: rebuild histogram, mask and rare list from the values.
inline void SparseKernel::resync(const NimSequence& seq) {
  policy_.reset();
  total_work_ += work_.sparse;  // work() counts what was done, also before a resync
  work_ = SparseWork{};
  rev_.clear();
  rev16_.clear();
  win_.clear();  // Grundy's game's rows: their byte window and rare list are of the old sequence
  win_wide_.clear();
  rows_pos_.clear();
  rows_val_.clear();
  rows_upto_ = 1;
  rows_n_ = UINT64_MAX;
  for (std::size_t i = 0; i < seq.size(); ++i) count(seq[i], i);
  uint64_t n = seq.size();
  if (opt_.force_mask) {
    set_mask(seq, opt_.mask, opt_.position_parity && parity_ok_);
    next_check_ = UINT64_MAX;
  } else if (n < opt_.warmup) {
    set_mask(seq, 0, false);
    next_check_ = opt_.warmup;
  } else {
    set_mask(seq, 0, false);
    choose_mask(seq);
    next_check_ = n + policy_.check_gap(n);
  }
}

// Values below 2W by class, par(v) = 1 or 0 (common or rare under t = 0; under t = 1 swapped()
// says which is which for each heap); W = policy_.bound() is a power of two above every value,
// so every option is below W and G(n) <= W; a mask below W has values of both classes in [W, 2W),
// so c* exists.
inline void SparseKernel::value_lists() {
  par1_vals_.clear();
  par0_vals_.clear();
  for (uint32_t v = 0; v < 2 * policy_.bound(); ++v) (mask_ && !is_rare(v, mask_) ? par1_vals_ : par0_vals_).push_back(v);
  // The same split as bit words for sparse_bits: classes below W, and the first of each class at or
  // above W (no option reaches W, so those are never marked).
  par1_low_ = par0_low_ = 0;
  par1_above_ = par0_above_ = UINT32_MAX;
  for (uint32_t v = 0; v < 2 * policy_.bound(); ++v) {
    const bool rare = !mask_ || is_rare(v, mask_);
    if (v < policy_.bound() && v < 128) (rare ? par0_low_ : par1_low_) |= static_cast<unsigned __int128>(1) << v;
    if (v >= policy_.bound()) (rare ? par0_above_ : par1_above_) = std::min(rare ? par0_above_ : par1_above_, v);
  }
  if (vis_.size() < 2 * policy_.bound()) {
    vis_.assign(2 * policy_.bound(), 0);
    stamp_ = 0;
  }
}

// parity: t (only where parity_ok_); mask 0 (plain mexes) has no atypical list and ignores it.
inline void SparseKernel::set_mask(const NimSequence& seq, uint32_t mask, bool parity) {
  mask_ = mask;
  parity_ = mask != 0 && parity;
  ++mask_gen_;  // drops the batch: the rare list is rebuilt
  rare_pos_.clear();
  rare_val_.clear();
  if (mask_)
    for (std::size_t i = 1; i < seq.size(); ++i)
      if (atypical(i, seq[i])) { rare_pos_.push_back(i); rare_val_.push_back(seq[i]); }
  rare_limit_ = std::max<uint64_t>(2 * rare_pos_.size(), kSparseRareLimitMin);
  value_lists();
  grundy_tables();
}

// Takes the mask the policy picks (mask_policy.cpp); rebuilding the rare list only when it changes.
inline void SparseKernel::choose_mask(const NimSequence& seq) {
  const uint64_t n = seq.size();
  // The positions the mask in use lists: its rare list and position 0, which the histogram counts
  // (rare, and atypical unless t = 1 and q = 1); every position under mask 0.
  const uint64_t listed = mask_ ? rare_pos_.size() + atypical(0, 0) : n;
  total_work_ += work_.sparse;  // choose() zeroes work_
  const MaskInUse pick = policy_.choose(n, MaskInUse{mask_, parity_}, listed, work_);
  if (pick.mask != mask_ || pick.parity != parity_) set_mask(seq, pick.mask, pick.parity);
  rare_limit_ = std::max<uint64_t>(2 * rare_pos_.size(), kSparseRareLimitMin);
}

template <class T>
inline void SparseKernel::run(NimSequence& seq, uint64_t n_end) {
  const unsigned width = seq.width();
  for (uint64_t n = seq.size(); n < n_end; ++n) {
    if (n >= next_check_) {
      const bool was_plain = mask_ == 0;
      choose_mask(seq);
      // A mask taken up after plain mexes is a trial: checked again soon, so that one that does
      // not pay (dense games) costs little.
      const bool trial = was_plain && mask_;
      next_check_ = n + (trial ? policy_.trial_gap(n) : policy_.check_gap(n));
    }
    const T* g = seq.data<T>();
    uint32_t v;
    if (mask_) {
      if constexpr (std::is_same_v<T, uint8_t>) {
        // Grundy's game past twice its last rare position: 64 heaps' rare loops at once (grundy_rows.hpp;
        // UINT32_MAX when it does not apply or the heap needs a wider value).
        v = rows_ok_ && grundy_rows(g, n) ? grundy_value(g, n) : UINT32_MAX;
        if (v != UINT32_MAX) {
          // computed
        } else if (policy_.bound() <= 64) {
          // Every option below 64 (128): the option set fits in one register word (see sparse_bits).
          maybe_batch(g, n, n_end);
          v = sparse_bits<uint64_t>(g, n);
        } else if (policy_.bound() <= 128) {
          maybe_batch(g, n, n_end);
          v = sparse_bits<unsigned __int128>(g, n);
        } else {
          v = sparse_value(g, n);
        }
      } else {
        v = UINT32_MAX;
        if constexpr (std::is_same_v<T, uint16_t>)
          if (rows_ok_ && grundy_rows(g, n)) v = grundy_value(g, n);  // as above
        if (v == UINT32_MAX) v = sparse_value(g, n);
      }
      ++sparse_count_;
    } else {
      // No mask pays: the rest of the stretch up to the next mask check goes to the naive kernel,
      // which computes the same exact mexes and, on codes whose smallest move is >= 2, several heaps
      // at once on several threads. Its values enter the histogram like the kernel's own.
      const uint64_t end = std::min(n_end, next_check_);
      if (plain_ && n >= opt_.warmup && end >= n + kSparsePlainHandOver) {
        // The pairs the pair mex marks: about (m - k) / 2 per split digit k, summed over the heaps m.
        total_work_ += rules_.leave_two.size() * ((end - n) * (n + end) / 4);
        plain_->extend(seq, end);
        for (uint64_t i = n; i < seq.size(); ++i) count(seq[i], i);
        plain_count_ += seq.size() - n;
        return;  // the store may have widened: extend() dispatches again
      }
      v = plain_value(g, n);
      total_work_ += rules_.leave_two.size() * (n / 2);
      if (n >= opt_.warmup) ++plain_count_;
    }
    seq.push_back(v);
    count(v, n);
    if (mask_ && n >= 1 && atypical(n, v)) {  // heap 0 is no heap: never a split part
      // The rare loops stop at the first position past the split: the list must stay increasing.
      SGP_ASSERT(rare_pos_.empty() || rare_pos_.back() < n, "rare positions out of order");
      rare_pos_.push_back(n);
      rare_val_.push_back(v);
      if (rare_pos_.size() > rare_limit_ && !opt_.force_mask) next_check_ = n + 1;  // the mask stops paying
    }
    if (seq.width() != width) return;
  }
}

// The plain mex over every option, through the naive kernel's pair mex (vectorised, oneTBB for
// large heaps): the sparse kernel is then as fast as the naive one on games no mask makes sparse.
template <class T>
inline uint32_t SparseKernel::plain_value(const T* g, uint64_t n) {
  pm_.begin(policy_.bound());
  for (uint64_t k : rules_.take_whole)
    if (k == n) pm_.mark(0);
  for (uint64_t k : rules_.leave_one)
    if (k < n) pm_.mark(g[n - k]);
  SplitRange sp[kMaxSplitDigits];
  std::size_t ns = 0;
  for (uint64_t k : rules_.leave_two)
    if (k <= n && half(n - k) > 0) sp[ns++] = {n - k, half(n - k)};
  return pm_.finish(g, n, sp, ns);
}

std::unique_ptr<Kernel> make_sparse_kernel(const Game& game, const SparseOptions& options) {
  if (game.kind == GameKind::Grundy)
    return std::make_unique<SparseKernel>(MoveRules::grundy(), options, make_naive_kernel(game));
  if (game.kind != GameKind::TakeAndBreak) return nullptr;
  const TakeAndBreak& c = game.code;
  if (c.finite() && c.hexadecimal()) return make_sparse_hex_kernel(c, options);
  MoveRules r(c);
  if (!r.finite() || !r.splits()) return nullptr;
  if (r.leave_two.empty() || r.leave_two.size() > kMaxSplitDigits) return nullptr;
  // A forced t = 1 is exact only when a heap's splits agree on the parity of m (see the top).
  if (options.force_mask && options.position_parity && !one_split_parity(r)) return nullptr;
  return std::make_unique<SparseKernel>(std::move(r), options, make_naive_kernel(game));
}

// Hexadecimal codes are left out here: this also decides the default limits of sparse games, and the
// hexadecimal kernel is O(n^2) on most codes (hex.cpp); make_kernel picks it where it may pay. The
// conditions are make_sparse_kernel(game, options)'s for the default options.
bool sparse_kernel_applies(const Game& game) {
  if (game.kind == GameKind::Grundy) return true;
  if (game.kind != GameKind::TakeAndBreak || game.code.hexadecimal()) return false;
  const MoveRules r(game.code);
  return r.finite() && r.splits() && !r.leave_two.empty() && r.leave_two.size() <= kMaxSplitDigits;
}

std::unique_ptr<Kernel> make_sparse_kernel(const Game& game) {
  if (!sparse_kernel_applies(game)) return nullptr;
  return make_sparse_kernel(game, SparseOptions{});
}

std::unique_ptr<Kernel> make_sparse_kernel_with_mask(const Game& game, uint32_t mask, bool position_parity) {
  SparseOptions o;
  o.force_mask = true;
  o.mask = mask;
  o.position_parity = position_parity;
  return make_sparse_kernel(game, o);
}

}  // namespace sgp

