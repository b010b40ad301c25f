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
// Nothing above depends on which mask is used, so the mask is free to optimise: the one minimising the
// rare count comes from a Walsh-Hadamard transform of the histogram (sparse_mask.cpp). Mask 0 makes
// every value rare; the kernel then computes plain mexes (used for the first values, and whenever no
// mask makes the game sparse). Every step is sequential, so results never depend on thread counts.
//
// Handled: finite octal codes (digits 0-7, d_0 in {0, 4}) with at least one split digit, and Grundy's
// game (split into two unequal heaps). Others get nullptr: hexadecimal codes need three-heap options,
// infinite codes have options from every k, and non-splitting codes are O(k) per value already.
#include <algorithm>
#include <cmath>
#include <type_traits>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "engine/sparse.hpp"

namespace sgp {
namespace {

constexpr std::size_t kMaxSplitDigits = 64;  // longer codes splitting in more ways go to the naive kernel

struct Rules {
  bool unequal = false;          // Grundy's game: the two heaps must differ
  std::vector<uint64_t> whole;   // k >= 1 with d_k & 1: heap k -> nothing
  std::vector<uint64_t> single;  // k >= 1 with d_k & 2: heap n -> heap n - k
  std::vector<uint64_t> split;   // k >= 0 with d_k & 4: heap n -> two heaps summing to n - k
};

class SparseKernel final : public Kernel {
 public:
  SparseKernel(Rules rules, const SparseOptions& opt) : rules_(std::move(rules)), opt_(opt) {}
  const char* name() const override { return "sparse"; }

  void extend(NimSequence& seq, uint64_t n_end) override {
    if (&seq != synced_seq_ || seq.size() != synced_size_ || (seq.size() && seq[seq.size() - 1] != synced_last_))
      resync(seq);
    seq.reserve(n_end);
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
    bound_ = 1;
    rev_.clear();
    for (std::size_t i = 0; i < seq.size(); ++i) count(seq[i]);
    uint64_t n = seq.size();
    if (opt_.force_mask) {
      set_mask(seq, opt_.mask);
      next_check_ = UINT64_MAX;
    } else if (n < opt_.warmup) {
      set_mask(seq, 0);
      next_check_ = opt_.warmup;
    } else {
      set_mask(seq, 0);
      choose_mask(seq);
      next_check_ = n + check_gap(n);
    }
  }

  uint64_t check_gap(uint64_t n) const { return std::max<uint64_t>(opt_.check_min, n / kSparseCheckDivisor); }

  void count(uint32_t v) {
    if (v >= bound_) {
      while (v >= bound_) bound_ <<= 1;
      hist_.resize(bound_, 0);
      value_lists();
    }
    ++hist_[v];
  }

  // Values below 2W by class; W = bound_ is a power of two above every value, so every option is
  // below W and G(n) <= W; a mask below W always has a common value in [W, 2W), so c* exists.
  void value_lists() {
    common_vals_.clear();
    rare_vals_.clear();
    for (uint32_t v = 0; v < 2 * bound_; ++v) (mask_ && !is_rare(v, mask_) ? common_vals_ : rare_vals_).push_back(v);
    if (vis_.size() < 2 * bound_) {
      vis_.assign(2 * bound_, 0);
      stamp_ = 0;
    }
  }

  void set_mask(const NimSequence& seq, uint32_t mask) {
    mask_ = mask;
    rare_pos_.clear();
    rare_val_.clear();
    if (mask_)
      for (std::size_t i = 1; i < seq.size(); ++i)
        if (is_rare(seq[i], mask_)) { rare_pos_.push_back(i); rare_val_.push_back(seq[i]); }
    rare_limit_ = std::max<uint64_t>(2 * rare_pos_.size(), 64);
    value_lists();
  }

  // Picks the mask with the fewest rare positions; keeps the current one unless the gain pays for
  // rebuilding the rare list; falls back to plain mexes when no mask makes the game sparse.
  void choose_mask(const NimSequence& seq) {
    uint64_t n = seq.size();
    MaskChoice best = best_sparse_mask(hist_);
    uint64_t current = mask_ ? rare_pos_.size() + 1 : n;  // +1: position 0, counted by the histogram
    if (static_cast<double>(best.rare) > kSparseDenseFraction * static_cast<double>(n)) {
      if (mask_) set_mask(seq, 0);
    } else if (best.mask != mask_ && static_cast<double>(best.rare) < kSparseSwitchGain * static_cast<double>(current)) {
      set_mask(seq, best.mask);
    }
    rare_limit_ = std::max<uint64_t>(2 * rare_pos_.size(), 64);
  }

  template <class T>
  void run(NimSequence& seq, uint64_t n_end) {
    const unsigned width = seq.width();
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      if (n >= next_check_) {
        choose_mask(seq);
        next_check_ = n + check_gap(n);
      }
      const T* g = seq.data<T>();
      uint32_t v = mask_ ? sparse_value(g, n) : plain_value(g, n);
      seq.push_back(v);
      count(v);
      if (mask_ && n >= 1 && is_rare(v, mask_)) {  // heap 0 is no heap: never a split part
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
    for (uint64_t k : rules_.whole)
      if (k == n) vis_[0] = s;
    for (uint64_t k : rules_.single)
      if (k < n) vis_[g[n - k]] = s;
  }

  // Highest a with (a, m - a) a legal split, a <= m - a; 0 when m cannot be split.
  uint64_t half(uint64_t m) const { return rules_.unequal ? (m ? (m - 1) / 2 : 0) : m / 2; }

  template <class T>
  uint32_t plain_value(const T* g, uint64_t n) {
    const uint32_t s = next_stamp();
    mark_singles(g, n, s);
    for (uint64_t k : rules_.split) {
      if (k > n) continue;
      uint64_t m = n - k;
      for (uint64_t a = 1, hi = half(m); a <= hi; ++a) vis_[g[a] ^ g[m - a]] = s;
    }
    uint32_t v = 0;
    while (vis_[v] == s) ++v;
    return v;
  }

  template <class T>
  uint32_t sparse_value(const T* g, uint64_t n) {
    const uint32_t s = next_stamp();
    mark_singles(g, n, s);
    // The splits of this heap: m = n - k and the last left part half(m); `lo` is the smallest half,
    // below which every split takes part in every step of the witness scan.
    uint64_t ms[kMaxSplitDigits], hs[kMaxSplitDigits];
    std::size_t ns = 0;
    uint64_t lo = UINT64_MAX, hi = 0;
    for (uint64_t k : rules_.split) {
      if (k > n || half(n - k) == 0) continue;
      ms[ns] = n - k;
      hs[ns] = half(n - k);
      lo = std::min(lo, hs[ns]);
      hi = std::max(hi, hs[ns]);
      ++ns;
    }
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
      if (rules_.unequal && m % 2 == 0 && is_rare(g[m / 2], mask_)) {
        // r = m/2 met itself above, a move Grundy's game forbids; it marked 0, a rare value, so
        // dropping that mark is safe: the witness scan re-derives 0 if a legal pair gives it.
        vis_[0] = s - 1;
      }
    }
    // c*: the smallest common value that is no option (every common option is marked by now).
    uint32_t cstar = UINT32_MAX;  // stays so only under a forced mask with no common value below 2W
    for (uint32_t c : common_vals_)
      if (vis_[c] != s) { cstar = c; break; }
    // Rare values below c* still without a witness.
    missing_.clear();
    for (uint32_t v : rare_vals_) {
      if (v >= cstar) break;
      if (vis_[v] != s) missing_.push_back(v);
    }
    if (missing_.empty()) return cstar;
    uint64_t a = 1;
#if defined(__SSE2__)
    if constexpr (std::is_same_v<T, uint8_t>) {
      if (missing_.size() <= kSparseSimdMissing && missing_.back() < 256) {
        a = simd_scan(g, n, ms, ns, lo);
        if (missing_.empty()) return cstar;
      }
    }
#endif
    // Witness scan in growing chunks: inside a chunk every pair is marked without a branch (a marked
    // true option is harmless), and the missing list is pruned between chunks. Branching on each
    // pair instead costs a misprediction per newly found value.
    uint64_t chunk = kSparseFirstChunk;
    while (a <= hi) {
      uint64_t stop = std::min(hi + 1, a + chunk);
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
      if (missing_.empty()) return cstar;
      chunk = std::min<uint64_t>(2 * chunk, kSparseMaxChunk);
    }
    return missing_.front();  // the smallest rare value without a witness: a new rare position
  }

#if defined(__SSE2__)
  // The witness scan for one-byte values, 16 pairs at a time: a pair (a, m - a) needs G(a) for
  // increasing a against G(m - a) for decreasing a, so the lanes of G(a) come from a reversed copy of
  // the prefix (rev_[i] = G(R - 1 - i)). Each lane xor is compared with every missing value (few by
  // then): no stores at all. Prunes missing_ and returns the first a not scanned.
  uint64_t simd_scan(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo) {
    uint64_t r = rev_.size();
    if (r < kSparseRevMax && n >= 4 * std::max(r, kSparseRevMin / 2)) {  // r doubles as n does
      r = std::min<uint64_t>(kSparseRevMax, uint64_t(1) << (63 - __builtin_clzll(n / 2)));
      rev_.resize(r);
      for (uint64_t i = 0; i < r; ++i) rev_[i] = g[r - 1 - i];
    }
    if (r == 0) return 1;
    const uint64_t limit = std::min(lo, r - 1);  // last a: every split takes it, and it is in rev_
    const std::size_t nm = missing_.size();
    __m128i want[kSparseSimdMissing];
    for (std::size_t t = 0; t < nm; ++t) want[t] = _mm_set1_epi8(static_cast<char>(missing_[t]));
    const unsigned all = (1u << nm) - 1;
    unsigned found = 0;
    uint64_t a = 1;
    for (; a + 15 <= limit && found != all; a += 16) {
      // lane i holds the pair a' = a + 15 - i
      __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i*>(rev_.data() + r - 16 - a));
      __m128i hit[kSparseSimdMissing];
      for (std::size_t t = 0; t < nm; ++t) hit[t] = _mm_setzero_si128();
      for (std::size_t j = 0; j < ns; ++j) {
        __m128i x = _mm_xor_si128(y, _mm_loadu_si128(reinterpret_cast<const __m128i*>(g + ms[j] - a - 15)));
        for (std::size_t t = 0; t < nm; ++t) hit[t] = _mm_or_si128(hit[t], _mm_cmpeq_epi8(x, want[t]));
      }
      for (std::size_t t = 0; t < nm; ++t)
        if (_mm_movemask_epi8(hit[t])) found |= 1u << t;
    }
    std::size_t left = 0;
    for (std::size_t t = 0; t < nm; ++t)
      if (!(found >> t & 1)) missing_[left++] = missing_[t];
    missing_.resize(left);
    return a;
  }
#endif

  Rules rules_;
  SparseOptions opt_;
  const NimSequence* synced_seq_ = nullptr;
  uint64_t synced_size_ = 0;
  uint32_t synced_last_ = 0;

  uint32_t mask_ = 0;
  std::vector<uint64_t> rare_pos_;  // rare positions >= 1, increasing (empty when mask_ == 0)
  std::vector<uint32_t> rare_val_;  // their values
  uint64_t rare_limit_ = 64;        // re-check the mask once the rare list grows past this
  uint64_t next_check_ = 0;

  std::vector<uint64_t> hist_;  // hist_[v] = #positions with value v, size bound_
  uint32_t bound_ = 1;          // power of two above every value
  std::vector<uint32_t> common_vals_, rare_vals_;
  std::vector<uint32_t> vis_;      // vis_[v] == stamp_: v is an option of the current heap
  std::vector<uint32_t> missing_;  // rare values below c* without a witness yet, increasing
  std::vector<uint8_t> rev_;       // the first values reversed, for the 16-lane witness scan
  uint32_t stamp_ = 0;
};

}  // namespace

std::unique_ptr<Kernel> make_sparse_kernel(const Game& game, const SparseOptions& options) {
  Rules r;
  if (game.kind == GameKind::Grundy) {
    r.unequal = true;
    r.split.push_back(0);
    return std::make_unique<SparseKernel>(std::move(r), options);
  }
  if (game.kind != GameKind::TakeAndBreak) return nullptr;
  const TakeAndBreak& c = game.code;
  if (!c.finite() || c.hexadecimal() || !c.splits()) return nullptr;
  for (uint64_t k = 0; k < c.digits.size(); ++k) {
    unsigned d = c.digits[k];
    if (k >= 1 && (d & 1)) r.whole.push_back(k);
    if (k >= 1 && (d & 2)) r.single.push_back(k);
    if (d & 4) r.split.push_back(k);
  }
  if (r.split.empty() || r.split.size() > kMaxSplitDigits) return nullptr;
  return std::make_unique<SparseKernel>(std::move(r), options);
}

std::unique_ptr<Kernel> make_sparse_kernel(const Game& game) { return make_sparse_kernel(game, SparseOptions{}); }

std::unique_ptr<Kernel> make_sparse_kernel_with_mask(const Game& game, uint32_t mask) {
  SparseOptions o;
  o.force_mask = true;
  o.mask = mask;
  return make_sparse_kernel(game, o);
}

}  // namespace sgp
