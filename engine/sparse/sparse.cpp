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
// tried and is slower: it trades cheap sequential pairs for random loads.
// Where the sparse loop does more work than the plain mex would (counted, not timed: 0.007, and
// Grundy's game while n is small), the kernel computes plain mexes until n doubles (quadruples after
// two such failures in a row, and so on).
// Nothing above depends on which mask is used, so the mask is free to optimise: the one minimising the
// rare count comes from a Walsh-Hadamard transform of the histogram (mask.cpp). Mask 0 makes
// every value rare; the kernel then computes plain mexes (used for the first values, and whenever no
// mask makes the game sparse). Every step is sequential, so results never depend on thread counts.
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
// The chooser rates both variants of every mask from the histograms of the positions with p + q even
// and odd (mask.cpp) and takes t = 1 only when it cuts the count below kSparseParityGain times
// the best t = 0 count, so the games t = 0 serves keep their masks, and when at most
// kSparseParityDense of the positions are atypical: the games it serves have values in the hundreds,
// past the vector witness scans, and the work count below does not see that the scalar scans cost
// more per pair than the plain mex (0.005: 6.7% atypical at 2^18, slower than plain mexes there;
// 2.5% at 2^20, faster).
//
// Handled: finite octal codes (digits 0-7, d_0 in {0, 4}) with at least one split digit, and Grundy's
// game (split into two unequal heaps). Finite hexadecimal codes go to hex.cpp. Others get
// nullptr: infinite codes have options from every k, and non-splitting codes are O(k) per value already.
#include <algorithm>
#include <cmath>
#include <type_traits>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif
#include <cstring>

#include "engine/dense/pair_mex.hpp"
#include "engine/sparse/sparse.hpp"
#include "engine/sparse/witness.hpp"
#include "engine/sparse/witness_isa.hpp"
#include "octal/rules.hpp"

namespace sgp {
namespace {

constexpr std::size_t kMaxSplitDigits = 64;  // longer codes splitting in more ways go to the naive kernel

// The position-parity variant needs the splits of a heap to agree on the parity of m = n - k.
bool one_split_parity(const MoveRules& r) { return !r.leave_two.empty() && MoveRules::one_parity(r.leave_two); }

class SparseKernel final : public Kernel {
 public:
  SparseKernel(MoveRules rules, const SparseOptions& opt, std::unique_ptr<Kernel> plain)
      : rules_(std::move(rules)), opt_(opt), plain_(std::move(plain)) {
    for (uint64_t k : rules_.leave_two) max_split_ = std::max(max_split_, k);
    parity_ok_ = one_split_parity(rules_);
    split_q_ = parity_ok_ ? rules_.leave_two.front() & 1 : 0;
  }
  // What computed the values past the warm-up: the sparse loop, the plain mex (the naive kernel's
  // pair loop, for games no mask makes sparse), or both.
  const char* name() const override {
    if (plain_count_ == 0) return "sparse";
    return sparse_count_ == 0 ? "naive" : "sparse+naive";
  }

  void extend(NimSequence& seq, uint64_t n_end) override {
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

 private:
  // The state is a function of the sequence alone, so any prefix (another kernel's, a checkpoint's)
  // can be continued: rebuild histogram, mask and rare list from the values.
  void resync(const NimSequence& seq) {
    hist_.assign(2, 0);
    hist_odd_.assign(parity_ok_ ? 2 : 0, 0);
    bound_ = 1;
    plain_until_ = sparse_work_ = plain_equiv_ = 0;
    failures_ = 0;
    rev_.clear();
    rev16_.clear();
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
      next_check_ = n + check_gap(n);
    }
  }

  uint64_t check_gap(uint64_t n) const { return std::max<uint64_t>(opt_.check_min, n / kSparseCheckDivisor); }

  // Value v at position p; the histogram of the positions with p + q odd only where t = 1 may be chosen.
  void count(uint32_t v, uint64_t p) {
    if (v >= bound_) {
      while (v >= bound_) bound_ <<= 1;
      hist_.resize(bound_, 0);
      if (parity_ok_) hist_odd_.resize(bound_, 0);
      value_lists();
    }
    ++hist_[v];
    if (parity_ok_ && ((p + split_q_) & 1)) ++hist_odd_[v];
  }

  // Values below 2W by class, par(v) = 1 or 0 (common or rare under t = 0; under t = 1 swapped()
  // says which is which for each heap); W = bound_ is a power of two above every value,
  // so every option is below W and G(n) <= W; a mask below W has values of both classes in [W, 2W),
  // so c* exists.
  void value_lists() {
    par1_vals_.clear();
    par0_vals_.clear();
    for (uint32_t v = 0; v < 2 * bound_; ++v) (mask_ && !is_rare(v, mask_) ? par1_vals_ : par0_vals_).push_back(v);
    // The same split as bit words for sparse_bits: classes below W, and the first of each class at or
    // above W (no option reaches W, so those are never marked).
    par1_low_ = par0_low_ = 0;
    par1_above_ = par0_above_ = UINT32_MAX;
    for (uint32_t v = 0; v < 2 * bound_; ++v) {
      const bool rare = !mask_ || is_rare(v, mask_);
      if (v < bound_ && v < 128) (rare ? par0_low_ : par1_low_) |= static_cast<unsigned __int128>(1) << v;
      if (v >= bound_) (rare ? par0_above_ : par1_above_) = std::min(rare ? par0_above_ : par1_above_, v);
    }
    if (vis_.size() < 2 * bound_) {
      vis_.assign(2 * bound_, 0);
      stamp_ = 0;
    }
  }

  // Whether position p with value v goes into the list (rare, or atypical under t = 1).
  bool atypical(uint64_t p, uint32_t v) const { return is_atypical(p + split_q_, v, mask_, parity_); }

  // parity: t (only where parity_ok_); mask 0 (plain mexes) has no atypical list and ignores it.
  void set_mask(const NimSequence& seq, uint32_t mask, bool parity) {
    mask_ = mask;
    parity_ = mask != 0 && parity;
    ++mask_gen_;  // drops the batch: the rare list is rebuilt
    rare_pos_.clear();
    rare_val_.clear();
    if (mask_)
      for (std::size_t i = 1; i < seq.size(); ++i)
        if (atypical(i, seq[i])) { rare_pos_.push_back(i); rare_val_.push_back(seq[i]); }
    rare_limit_ = std::max<uint64_t>(2 * rare_pos_.size(), 64);
    value_lists();
  }

  // Picks the mask with the fewest rare positions; keeps the current one unless the gain pays for
  // rebuilding the rare list; falls back to plain mexes when no mask makes the game sparse.
  void choose_mask(const NimSequence& seq) {
    uint64_t n = seq.size();
    // The work of the sparse loop since the last check against the pairs a plain mex would have
    // marked: where the mask does not pay in practice (0.007: a quarter of the positions rare, and
    // long witness scans), compute plain mexes until n has doubled (quadrupled after two failures in
    // a row, ...). Counted, not timed, so the choice is the same on every machine and thread count.
    const bool costly = mask_ && plain_equiv_ > 0 &&
                        static_cast<double>(sparse_work_) > kSparseWorkRatio * static_cast<double>(plain_equiv_);
    sparse_work_ = plain_equiv_ = 0;
    if (costly) {  // each failure in a row doubles the wait: 2n, 4n, 8n, ...
      set_mask(seq, 0, false);
      failures_ = std::min(failures_ + 1, 6u);
      plain_until_ = n << failures_;
    } else if (mask_) {
      failures_ = 0;
    }
    if (n < plain_until_) return;
    MaskChoice best;
    bool parity = false;
    if (!parity_ok_) {
      best = best_sparse_mask(hist_);
    } else {
      // Both variants; the t = 0 choice is the one best_sparse_mask makes, and t = 1 must beat it
      // clearly. The histograms split the positions by the parity of p + q.
      std::vector<uint64_t> even(hist_);
      for (std::size_t v = 0; v < even.size(); ++v) even[v] -= hist_odd_[v];
      const SparseChoices c = best_sparse_masks(even, hist_odd_);
      parity = static_cast<double>(c.parity.rare) < kSparseParityGain * static_cast<double>(c.plain.rare) &&
               static_cast<double>(c.parity.rare) <= kSparseParityDense * static_cast<double>(n);
      best = parity ? c.parity : c.plain;
    }
    // + position 0, counted by the histogram (rare, and atypical unless t = 1 and q = 1)
    uint64_t current = mask_ ? rare_pos_.size() + atypical(0, 0) : n;
    if (static_cast<double>(best.rare) > kSparseDenseFraction * static_cast<double>(n)) {
      if (mask_) set_mask(seq, 0, false);
    } else if ((best.mask != mask_ || parity != parity_) &&
               static_cast<double>(best.rare) < kSparseSwitchGain * static_cast<double>(current)) {
      set_mask(seq, best.mask, parity);
    }
    rare_limit_ = std::max<uint64_t>(2 * rare_pos_.size(), 64);
  }

  template <class T>
  void run(NimSequence& seq, uint64_t n_end) {
    const unsigned width = seq.width();
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      if (n >= next_check_) {
        const bool was_plain = mask_ == 0;
        choose_mask(seq);
        // A mask taken up after plain mexes is a trial: checked again soon, so that one that does
        // not pay (dense games) costs little.
        const bool trial = was_plain && mask_;
        next_check_ = n + (trial ? std::max<uint64_t>(kSparseTrialMin, n / kSparseTrialDivisor) : check_gap(n));
      }
      const T* g = seq.data<T>();
      uint32_t v;
      if (mask_) {
        if constexpr (std::is_same_v<T, uint8_t>) {
          // Every option below 64 (128): the option set fits in one register word (see sparse_bits).
          if (bound_ <= 64) {
            maybe_batch(g, n, n_end);
            v = sparse_bits<uint64_t>(g, n);
          }
          else if (bound_ <= 128) {
            maybe_batch(g, n, n_end);
            v = sparse_bits<unsigned __int128>(g, n);
          }
          else v = sparse_value(g, n);
        } else {
          v = sparse_value(g, n);
        }
        ++sparse_count_;
      } else {
        // No mask pays: the rest of the stretch up to the next mask check goes to the naive kernel,
        // which computes the same exact mexes and, on codes whose smallest move is >= 2, several heaps
        // at once on several threads. Its values enter the histogram like the kernel's own.
        const uint64_t end = std::min(n_end, next_check_);
        if (plain_ && n >= opt_.warmup && end >= n + kSparsePlainHandOver) {
          plain_->extend(seq, end);
          for (uint64_t i = n; i < seq.size(); ++i) count(seq[i], i);
          plain_count_ += seq.size() - n;
          return;  // the store may have widened: extend() dispatches again
        }
        v = plain_value(g, n);
        if (n >= opt_.warmup) ++plain_count_;
      }
      seq.push_back(v);
      count(v, n);
      if (mask_ && n >= 1 && atypical(n, v)) {  // heap 0 is no heap: never a split part
        rare_pos_.push_back(n);
        rare_val_.push_back(v);
        if (rare_pos_.size() > rare_limit_ && !opt_.force_mask) next_check_ = n + 1;  // the mask stops paying
      }
      if (seq.width() != width) return;
    }
  }

  uint32_t next_stamp() {
    if (++stamp_ == 0) {  // wrapped: old stamps could collide with new ones
      std::fill(vis_.begin(), vis_.end(), 0);
      stamp_ = 1;
    }
    return stamp_;
  }

  template <class T>
  void mark_singles(const T* g, uint64_t n, uint32_t s) {
    for (uint64_t k : rules_.take_whole)
      if (k == n) vis_[0] = s;
    for (uint64_t k : rules_.leave_one)
      if (k < n) vis_[g[n - k]] = s;
  }

  // Highest a with (a, m - a) a legal split, a <= m - a; 0 when m cannot be split.
  uint64_t half(uint64_t m) const { return rules_.unequal_splits ? (m ? (m - 1) / 2 : 0) : m / 2; }

  // The plain mex over every option, through the naive kernel's pair mex (vectorised, oneTBB for
  // large heaps): the sparse kernel is then as fast as the naive one on games no mask makes sparse.
  template <class T>
  uint32_t plain_value(const T* g, uint64_t n) {
    pm_.begin(bound_);
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

  // The splits of a heap: m = n - k and the last left part half(m); `lo` is the smallest half, below
  // which every split takes part in every step of the witness scan.
  struct HeapSplits {
    uint64_t ms[kMaxSplitDigits], hs[kMaxSplitDigits];
    std::size_t ns = 0;
    uint64_t lo = UINT64_MAX, hi = 0;
  };
  HeapSplits splits_of(uint64_t n) const {
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

  // Under t = 1 the heaps n with n - k odd swap the roles of the value classes: par(v) = 0 is then
  // the class the atypical loop marks completely (c*), par(v) = 1 the one that needs witnesses.
  bool swapped(uint64_t n) const { return parity_ && ((n + split_q_) & 1); }

  template <class T>
  uint32_t sparse_value(const T* g, uint64_t n) {
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
      sparse_work_ += end;
      plain_equiv_ += hs[j];
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
#if defined(__x86_64__) && defined(__GNUC__)
    if constexpr (std::is_same_v<T, uint16_t>) {
      // 2. Two-byte values, missing set below 256, on AVX2: the packed membership scan.
      if (missing_.back() < 256 && have_avx2()) {
        uint64_t from = a;
        a = member_scan16(g, n, ms, ns, lo, a, s);
        sparse_work_ += (a - from) * ns / 16;
        if (missing_.empty()) return cstar;
      }
    }
#endif
#if defined(__SSE2__)
    if constexpr (std::is_same_v<T, uint8_t>) {
      if (missing_.back() < 256) {
        uint64_t from = a;
#if defined(__x86_64__) && defined(__GNUC__)
        // 2. One-byte values on AVX2: the 32-lane set-membership scan, any number of missing values.
        if (have_avx2()) a = member_scan(g, n, ms, ns, lo, a, s);
        else
#endif
        // 2'. Few missing values: the 16-lane compare scan, no stores.
        if (missing_.size() <= kSparseSimdMissing) a = simd_scan(g, n, ms, ns, lo, a);
        sparse_work_ += (a - from) * ns / 16;  // 16 or more pairs per instruction, no stores
        if (missing_.empty()) return cstar;
      }
    }
#endif
    // 3. Every pair that is left; without a witness, the smallest missing value is the mex.
    scalar_scan(g, ms, hs, ns, lo, hi, s, a, chunk);
    if (missing_.empty()) return cstar;
    return missing_.front();  // the smallest rare value without a witness: a new rare position
  }

  // The rare loop of sparse_bits for kRareBatch heaps at once (batch_rare_options, derivation in
  // witness_avx2.cpp; values 64..127 in a second word per heap). The rare positions below the
  // batch size (their partners lie inside the batch) and those found after the batch was made
  // (appended at the end of the list) stay in each heap's scalar loop. The batch is tied to the mask
  // generation: a new mask rebuilds the rare list and drops it.
  bool batch_covers(uint64_t n) const {
    return n >= batch_n_ && n < batch_n_ + kRareBatch && batch_gen_ == mask_gen_;
  }

#if defined(__x86_64__) && defined(__GNUC__)
  template <bool kWide>
  void make_batch(const uint8_t* g, uint64_t n) {
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
  void maybe_batch(const uint8_t* g, uint64_t n, uint64_t n_end) {
#if defined(__x86_64__) && defined(__GNUC__)
    if (batch_covers(n) || rules_.unequal_splits || !have_avx2() || n + kRareBatch > n_end ||
        n + kRareBatch > next_check_ || rare_pos_.empty())
      return;
    if (rare_pos_.back() + max_split_ >= n) return;
    if (bound_ <= 64)
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
  uint32_t sparse_bits(const uint8_t* g, uint64_t n) {
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
      sparse_work_ += end;
      plain_equiv_ += hs[j];
      if (rules_.unequal_splits && m % 2 == 0 && atypical(m / 2, g[m / 2]))
        opts &= ~static_cast<Bits>(1);  // as in sparse_value
    }
    const bool sw = swapped(n);  // the heap's classes, as in sparse_value
    const Bits common_low = static_cast<Bits>(sw ? par0_low_ : par1_low_);
    const Bits rare_low = static_cast<Bits>(sw ? par1_low_ : par0_low_);
    const uint32_t common_above = sw ? par0_above_ : par1_above_, rare_above = sw ? par1_above_ : par0_above_;
    const Bits free_common = ~opts & common_low;
    const uint32_t cstar = free_common ? low(free_common) : common_above;
    const uint32_t fallback = cstar < bound_ ? cstar : std::min(cstar, rare_above);
    Bits missing = ~opts & rare_low;
    if (cstar < bound_) missing &= bit(cstar) - 1;
    if (!missing) return fallback;
    // 1. The scalar scan of pairs a .. until, all marked without a branch: the first pairs when there
    // is no VBMI, and whatever the vector scans leave (step 3).
    uint64_t a = 1;
    auto scan = [&](uint64_t until) {
      Bits found = 0;
      uint64_t fast = std::min(until + 1, lo + 1);
      sparse_work_ += (until + 1 > a ? until + 1 - a : 0) * ns;
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
#if defined(__x86_64__) && defined(__GNUC__)
    if (have_avx2()) {
      uint64_t from = a;
      a = permute_scan(g, n, ms, ns, lo, a, missing);
      sparse_work_ += (a - from) * ns / 16;
      if (!missing) return fallback;
    }
#endif
    // 3. Every pair that is left, in chunks so that a found set stops the scan early.
    for (uint64_t chunk = kSparseMaxChunk; a <= hi && missing;) scan(std::min(hi, a + chunk - 1));
    return missing ? low(missing) : fallback;
  }

  // Whether a bit set has at most `most` values.
  template <class Bits>
  static bool at_most(Bits b, std::size_t most) {
    for (std::size_t c = 0; b; b &= b - 1)
      if (++c > most) return false;
    return true;
  }

  // The pairs as the shared witness scans (witness.hpp) take them: rev_end - 1 - x holds
  // G(x) (the reversed copy), parts[j] - x holds G(m_j - x). Returns the last pair they may take (at
  // most lo, and inside the reversed copy), 0 while there is no reversed copy.
  uint64_t witness_view(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo,
                        const uint8_t*& rev_end, const uint8_t** parts) {
    const uint64_t r = ensure_rev(g, n);
    rev_end = r ? rev_.data() + r : nullptr;
    for (std::size_t j = 0; j < ns; ++j) parts[j] = g + ms[j];
    return r ? std::min(lo, r - 1) : 0;
  }

  // compare_witness_scan from pair a on: bit t set when vals[t] (t < nv) was found; a moves on.
  static_assert(kSparseSimdMissing <= kCompareValues, "compare_witness_scan takes at most kCompareValues values");
  unsigned compare_found(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t& a,
                         const uint8_t* vals, unsigned nv) {
    const uint8_t* rev_end;
    const uint8_t* parts[kMaxSplitDigits];
    const uint64_t limit = witness_view(g, n, ms, ns, lo, rev_end, parts);
    unsigned found = 0;
    if (limit) a = compare_witness_scan(rev_end, parts, ns, a, limit, vals, nv, found);
    return found;
  }

#if defined(__x86_64__) && defined(__GNUC__)
  // The witness scan of sparse_bits while every value is below 128 (permute_witness_scan, witness.hpp):
  // 64 pairs per split and step on AVX-512 VBMI (witness_avx512.cpp), 32 on AVX2 (witness_avx2.cpp),
  // from the reversed copy. Found values leave
  // `missing`; returns the first a not scanned.
  template <class Bits>
  uint64_t permute_scan(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a,
                        Bits& missing) {
    const uint8_t* rev_end;
    const uint8_t* parts[kMaxSplitDigits];
    const uint64_t limit = witness_view(g, n, ms, ns, lo, rev_end, parts);
    return limit ? permute_witness_scan(rev_end, parts, ns, a, limit, missing) : a;
  }

#endif

  // Witness scan over the pairs a..until in growing chunks: inside a chunk every pair is marked without
  // a branch (a marked true option is harmless), and the missing list is pruned between chunks.
  // Branching on each pair instead costs a misprediction per newly found value.
  template <class T>
  void scalar_scan(const T* g, const uint64_t* ms, const uint64_t* hs, std::size_t ns, uint64_t lo, uint64_t until,
                   uint32_t s, uint64_t& a, uint64_t& chunk) {
    while (a <= until && !missing_.empty()) {
      uint64_t stop = std::min(until + 1, a + chunk);
      sparse_work_ += (stop - a) * ns;
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
  uint64_t ensure_rev(const uint8_t* g, uint64_t n) {
    uint64_t r = rev_.size();
    if (r < kSparseRevMax && n >= 4 * std::max(r, kSparseRevMin / 2)) {
      r = std::min<uint64_t>(kSparseRevMax, uint64_t(1) << (63 - __builtin_clzll(n / 2)));
      rev_.resize(r);
      for (uint64_t i = 0; i < r; ++i) rev_[i] = g[r - 1 - i];
    }
    return r;
  }

#if defined(__x86_64__) && defined(__GNUC__)
  // The membership witness scans (witness_avx2.cpp); prune missing_ and return the first a not scanned.
  uint64_t member_scan(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a,
                       uint32_t s) {
    const uint64_t r = ensure_rev(g, n);
    if (r == 0) return a;
    return witness_isa::member_scan(g, rev_.data(), r, ms, ns, lo, a, s, missing_, vis_.data());
  }
  uint64_t member_scan16(const uint16_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a,
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
  uint64_t simd_scan(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a) {
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

  MoveRules rules_;
  SparseOptions opt_;
  std::unique_ptr<Kernel> plain_;  // the naive kernel, for long stretches without a mask
  uint64_t max_split_ = 0;  // largest k of a split digit
  const NimSequence* synced_seq_ = nullptr;
  uint64_t synced_size_ = 0;
  uint32_t synced_last_ = 0;

  uint32_t mask_ = 0;
  bool parity_ = false;     // t: the position-parity variant is in use (then "rare" below means atypical)
  bool parity_ok_ = false;  // every split digit k has one parity: t = 1 is allowed
  uint64_t split_q_ = 0;    // q: the parity of every split digit k (parity_ok_)
  std::vector<uint64_t> rare_pos_;  // rare positions >= 1, increasing (empty when mask_ == 0)
  std::vector<uint32_t> rare_val_;  // their values
  uint64_t rare_limit_ = 64;        // re-check the mask once the rare list grows past this
  uint64_t next_check_ = 0;
  uint64_t plain_until_ = 0;  // no mask before this n: the last one did not pay
  unsigned failures_ = 0;     // masks in a row that did not pay
  uint64_t sparse_work_ = 0;  // stores and scalar witness pairs of the sparse loop since the last check
  uint64_t plain_equiv_ = 0;  // pairs the plain mex would have marked for the same values

  unsigned __int128 par1_low_ = 0, par0_low_ = 0;  // bit v: v < min(W, 128) has par(v) = 1 / 0
  uint32_t par1_above_ = UINT32_MAX, par0_above_ = UINT32_MAX;  // first value >= W with par 1 / 0
  std::vector<uint64_t> hist_;      // hist_[v] = #positions with value v, size bound_
  std::vector<uint64_t> hist_odd_;  // the same for the odd positions only (empty unless parity_ok_)
  uint32_t bound_ = 1;              // power of two above every value
  std::vector<uint32_t> par1_vals_, par0_vals_;  // values below 2W with par(v) = 1 / 0 (all in par0 for mask 0)
  std::vector<uint32_t> vis_;      // vis_[v] == stamp_: v is an option of the current heap
  std::vector<uint32_t> missing_;  // rare values below c* without a witness yet, increasing
  std::vector<uint8_t> rev_;       // the first values reversed, for the 16-lane witness scan
  std::vector<uint16_t> rev16_;    // the same for two-byte values (member_scan16)
  uint32_t stamp_ = 0;
  // The batch of make_batch: option words of heaps batch_n_ .. + kRareBatch - 1 from the rare
  // positions [batch_near_, batch_nr_) under mask generation batch_gen_.
  uint64_t batch_opts_[kRareBatch] = {};
  uint64_t batch_high_[kRareBatch] = {};  // bits of values 64..127 (zero for a batch made while W <= 64)
  uint64_t batch_n_ = UINT64_MAX;
  std::size_t batch_near_ = 0, batch_nr_ = 0;
  uint64_t mask_gen_ = 0, batch_gen_ = UINT64_MAX;
  PairMex pm_;                 // the plain mex (mask 0)
  uint64_t sparse_count_ = 0;  // values computed by the sparse loop
  uint64_t plain_count_ = 0;   // values computed by the plain mex after the warm-up
};

}  // namespace

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
// hexadecimal kernel is O(n^2) on most codes (hex.cpp); make_kernel picks it where it may pay.
std::unique_ptr<Kernel> make_sparse_kernel(const Game& game) {
  if (game.kind == GameKind::TakeAndBreak && game.code.hexadecimal()) return nullptr;
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
