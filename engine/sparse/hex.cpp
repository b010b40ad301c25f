/// @brief Sparse-space kernel for hexadecimal codes: rare and common classes with three-heap splits, exact for any mask.
//
// Why the octal argument needs more here. Write par(v) = parity(popcount(v & s)) for the mask s; it
// is additive under xor. Give each position p the class c(p) = par(G(p)) ^ t*(p & 1) ^ u with t, u in
// {0, 1}; p is atypical (listed) when c(p) = 0, typical when c(p) = 1. For an option that removes k
// and leaves j heaps x_1 + ... + x_j = m = n - k,
//   par(option) = par(G(x_1)) ^ ... ^ par(G(x_j)) = c(x_1) ^ ... ^ c(x_j) ^ t*(m & 1) ^ (j & 1)*u,
// since the t*(x_i & 1) add up to t*(m & 1) and u appears j times. The bulk of the options, those with
// every part typical, have par = (j & 1) ^ t*(m & 1) ^ (j & 1)*u; every option of the other class,
//   e_j(m) = 1 ^ (j & 1)*(1 ^ u) ^ t*(m & 1),  so e_2(m) = 1 ^ t*(m & 1),  e_3(m) = u ^ t*(m & 1),
// has an atypical part. Looping over the atypical positions r therefore marks every option of class
// e: two heaps G(r) ^ G(m - r), three heaps G(r) ^ P(m - r) (P(t) = the pair values of t, kept as
// bitsets: engine/dense/triples.hpp). This is exact only when the splits of one heap agree on e:
//   - t = 0: e_2 = 1 and e_3 = u, so u = 1 if the code has two-heap splits (u is free otherwise);
//   - t = 1: e_2 = 1 ^ (n ^ k2) & 1 and e_3 = u ^ (n ^ k3) & 1, so all three-heap digits k3 share one
//     parity, all two-heap digits k2 share one, and u = 1 ^ (k2 ^ k3) & 1 (u free without k2).
// Then, per heap: c* = the smallest value of class e not marked is no option; the values of the other
// class below c* not marked need a witness among the bulk (pairs scanned one by one, then triples by
// triple_mex); G(n) = min(c*, the smallest of them without one). Exact for every (s, t, u) above;
// mask 0 (every value rare) is the plain mex: every pair marked, the triples by triple_mex.
//
// Why it seldom pays, and what the kernel does about it. When the mex is c*, of class e, the new
// position's class is c(n) = e ^ t*(n & 1) ^ u; for three-heap splits that is t*(k3 & 1): with t = 0
// or an even k3 every such new position is atypical, and the typical ones come only from mexes that
// needed a full witness scan, so only t = 1 with odd k3 can pay; the kernel chooses among those only
// (the others are exact too, and the tests force them). A mask that splits no value apart (0.a has
// values 0 and 1; mask 2 with u = 1 leaves no position atypical) would otherwise look perfect.
// The hexadecimal games we ran (0.8, 0.08, 0.28, 0.38, 0.48, 0.88, 0.9, 0.b8, 0.c, 8.0 to 4000) are
// arithmetic-periodic instead: their values grow like n / 2 or n / 3 and no mask keeps the atypical
// positions rare over the whole history. So the kernel rates every allowed (s, t, u) from the
// histograms of the even and odd positions (best_affine_mask, one Walsh-Hadamard transform each) and
// uses the plain mex when the best leaves more than kSparseDenseFraction of the positions atypical, or
// when since the last check its counted work (pairs and set words of the atypical loops, witness pairs)
// exceeded kSparseWorkRatio of the least the plain mex does (every pair, one pass over a per
// three-heap split): then until n doubles (quadruples after two such checks in a row, ...).
// Method::Auto takes this kernel only for the codes where some t = 1 variant is exact
// (sparse_hex_may_pay); on the others it would compute plain mexes all along, so the naive kernel does.
// Where a variant pays (0.f, 4.8, 0.a: period 2, no atypical position under mask 1) the kernel is many
// times faster than the naive one; on arithmetic-periodic codes (0.c8, 0.9) the masks tried do not pay,
// and after the trials it computes plain mexes at about the naive kernel's speed. Every step is
// sequential: values never depend on the thread count.
#include <algorithm>
#include <memory>
#include <vector>

#include "engine/config.hpp"
#include "engine/sparse/sparse.hpp"
#include "engine/dense/triples.hpp"
#include "octal/rules.hpp"

namespace sgp {
namespace {

// The moves, with the two questions the class variants ask of them.
struct HexRules : MoveRules {
  explicit HexRules(const TakeAndBreak& c) : MoveRules(c) {}
  // Whether the class variant (t, u) marks every option of class e for every heap (see the top).
  bool exact(bool t, bool u) const {
    if (!t) return leave_two.empty() || u;
    if (!one_parity(leave_three) || !one_parity(leave_two)) return false;
    return leave_two.empty() || u == (1 ^ ((leave_two.front() ^ leave_three.front()) & 1));
  }
  // Whether choose() may take (t, u): exact, and able to pay, t = 1 with odd three-heap digits (see the top).
  bool choosable(bool t, bool u) const { return t && (leave_three.front() & 1) && exact(t, u); }
};

class SparseHexKernel final : public Kernel {
 public:
  SparseHexKernel(HexRules r, const SparseOptions& o) : rules_(std::move(r)), opt_(o) {
    for (int t = 0; t < 2; ++t)
      for (int u = 0; u < 2; ++u) allowed_[t][u] = rules_.choosable(t, u);
  }
  uint64_t work() const override { return total_work_ + sparse_work_; }
  ComputedBy computed_by() const override {
    if (plain_count_ == 0) return ComputedBy::Sparse;
    return sparse_count_ == 0 ? ComputedBy::Naive : ComputedBy::SparseAndNaive;
  }

  void extend(NimSequence& seq, uint64_t n_end) override {
    if (&seq != synced_seq_ || seq.size() != vals_.size() || (seq.size() && seq[seq.size() - 1] != vals_.back()))
      resync(seq);
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      if (n >= next_check_) choose(n);
      const uint32_t v = value(n);
      seq.push_back(v);
      add(n, v);
      if (mask_ && n >= 1 && atypical(n, v)) atyp_.push_back(n);
    }
    synced_seq_ = &seq;
  }

 private:
  // Every piece of state follows from the values, so any prefix can be continued.
  void resync(const NimSequence& seq) {
    vals_.clear();
    even_.assign(1, 0);
    odd_.assign(1, 0);
    bound_ = 64;
    pairs_.clear();
    set_mask(0, false, false);
    for (uint64_t i = 0; i < seq.size(); ++i) add(i, seq[i]);
    const uint64_t n = seq.size();
    if (opt_.force_mask) {
      set_mask(opt_.mask, opt_.position_parity, opt_.flip);
      next_check_ = UINT64_MAX;
    } else {
      next_check_ = std::max<uint64_t>(n, opt_.warmup);
    }
    plain_until_ = 0;
    failures_ = 0;
    total_work_ += sparse_work_;  // work() counts what was done, also before a resync
    sparse_work_ = plain_equiv_ = 0;
  }

  void add(uint64_t p, uint32_t v) {
    vals_.push_back(v);
    while (v >= bound_) bound_ <<= 1;
    if (even_.size() < bound_) {
      even_.resize(bound_, 0);
      odd_.resize(bound_, 0);
    }
    ++(p & 1 ? odd_ : even_)[v];
  }

  bool par(uint32_t v) const { return __builtin_parity(v & mask_); }
  bool atypical(uint64_t p, uint32_t v) const { return par(v) == (((t_ && (p & 1)) ? 1 : 0) ^ (u_ ? 1 : 0)); }

  void set_mask(uint32_t mask, bool t, bool u) {
    mask_ = mask;
    t_ = mask && t;
    u_ = mask && u;
    low_ = 0;
    for (unsigned b = 0; b < 64; ++b)
      if (!__builtin_parity(b & mask_ & 63)) low_ |= uint64_t(1) << b;
    atyp_.clear();
    if (mask_)
      for (uint64_t p = 1; p < vals_.size(); ++p)
        if (atypical(p, vals_[p])) atyp_.push_back(p);
  }

  // The best allowed variant from the histograms; the plain mex when it is dense or did not pay.
  void choose(uint64_t n) {
    next_check_ = n + std::max<uint64_t>(opt_.check_min, n / kSparseCheckDivisor);
    const bool costly = mask_ && plain_equiv_ > 0 &&
                        static_cast<double>(sparse_work_) > kSparseWorkRatio * static_cast<double>(plain_equiv_);
    total_work_ += sparse_work_;
    sparse_work_ = plain_equiv_ = 0;
    if (costly) {  // each failure in a row doubles the wait: 2n, 4n, 8n, ...
      set_mask(0, false, false);
      failures_ = std::min(failures_ + 1, 6u);
      plain_until_ = n << failures_;
    } else if (mask_) {
      failures_ = 0;
    }
    if (n < plain_until_) return;
    const AffineChoice best = best_affine_mask(even_, odd_, allowed_);
    if (static_cast<double>(best.atypical) > kSparseDenseFraction * static_cast<double>(n)) {
      if (mask_) set_mask(0, false, false);
    } else if (best.mask != mask_ || best.t != t_ || best.u != u_) {
      // A new variant is checked again soon: it may cost more than it saves (kSparseTrialMin).
      set_mask(best.mask, best.t, best.u);
      next_check_ = n + std::max<uint64_t>(kSparseTrialMin, n / kSparseTrialDivisor);
    }
  }

  uint32_t value(uint64_t n) {
    const uint32_t* g = vals_.data();
    pairs_.widen(bound_ / 64);
    while (pairs_.size() < n) pairs_.append(vals_);  // P(t) for t <= n - 1
    const std::size_t words = bound_ / 64;
    marks_.assign(2 * words, 0);
    auto mark = [&](uint32_t v) { marks_[v >> 6] |= uint64_t(1) << (v & 63); };
    for (uint64_t k : rules_.take_whole)
      if (n == k) mark(0);
    for (uint64_t k : rules_.leave_one)
      if (n > k) mark(g[n - k]);
    ms_.clear();
    for (uint64_t k : rules_.leave_three)
      if (n >= k + 3) ms_.push_back(n - k);
    if (!mask_) {
      ++plain_count_;
      for (uint64_t m : ms_) total_work_ += m;  // at least a pass per three-heap split
      for (uint64_t k : rules_.leave_two) {
        if (n < k + 2) continue;
        const uint64_t m = n - k;
        total_work_ += m / 2;
        for (uint64_t a = 1; 2 * a <= m; ++a) mark(g[a] ^ g[m - a]);
      }
      cand_.resize(words);
      for (std::size_t i = 0; i < words; ++i) cand_[i] = ~marks_[i];
      return static_cast<uint32_t>(triple_mex(cand_.data(), words, pairs_, g, ms_.data(), ms_.size(), live_));
    }

    ++sparse_count_;
    // What the plain mex would do at least: mark every pair, and pass once over a per three-heap split.
    for (uint64_t k : rules_.leave_two)
      if (n >= k + 2) plain_equiv_ += (n - k) / 2;
    for (uint64_t m : ms_) plain_equiv_ += m;
    // The class e of this heap: any split that applies gives it (they agree); without one, either.
    bool e = false;
    if (!rules_.leave_two.empty() && n >= rules_.leave_two.front() + 2)
      e = 1 ^ (t_ && ((n - rules_.leave_two.front()) & 1));
    else if (!ms_.empty())
      e = u_ ^ (t_ && ((n - rules_.leave_three.front()) & 1));
    const std::size_t na = atyp_.size();
    for (uint64_t k : rules_.leave_two) {
      if (n < k + 2) continue;
      const uint64_t m = n - k;
      for (std::size_t i = 0; i < na && atyp_[i] < m; ++i) mark(g[atyp_[i]] ^ g[m - atyp_[i]]);
      sparse_work_ += na;
    }
    for (uint64_t m : ms_) {
      for (std::size_t i = 0; i < na && atyp_[i] + 2 <= m; ++i) or_xor_translated(marks_.data(), pairs_, m - atyp_[i], g[atyp_[i]]);
      sparse_work_ += na * words;
    }
    // c*: the first value of class e not marked (values from 2W on are never marked).
    uint64_t cstar = 0;
    for (uint64_t i = 0;; ++i) {
      const uint64_t free = class_word(i, e) & (i < marks_.size() ? ~marks_[i] : ~uint64_t(0));
      if (free) {
        cstar = 64 * i + static_cast<uint64_t>(__builtin_ctzll(free));
        break;
      }
    }
    // The other class below c*, not marked: each needs a witness among the bulk.
    const std::size_t cw = static_cast<std::size_t>((cstar + 63) / 64);
    cand_.assign(cw, 0);
    uint64_t left = 0;
    for (std::size_t i = 0; i < cw; ++i) {
      uint64_t w = class_word(i, !e) & ~(i < marks_.size() ? marks_[i] : 0);
      if (64 * (i + 1) > cstar) w &= (uint64_t(1) << (cstar & 63)) - 1;  // cstar % 64 != 0 here
      cand_[i] = w;
      left += static_cast<uint64_t>(__builtin_popcountll(w));
    }
    for (uint64_t k : rules_.leave_two) {
      if (n < k + 2) continue;
      const uint64_t m = n - k;
      uint64_t a = 1;
      for (; left && 2 * a <= m; ++a) {
        const uint32_t x = g[a] ^ g[m - a];
        if (x < cstar && (cand_[x >> 6] >> (x & 63) & 1)) {
          cand_[x >> 6] &= ~(uint64_t(1) << (x & 63));
          --left;
        }
      }
      sparse_work_ += a - 1;
    }
    if (!left) return static_cast<uint32_t>(cstar);
    const uint64_t t = triple_mex(cand_.data(), cw, pairs_, g, ms_.data(), ms_.size(), live_);
    return static_cast<uint32_t>(std::min(t, cstar));
  }

  // Bit b set when par(64 i + b) == e.
  uint64_t class_word(uint64_t i, bool e) const {
    const bool high = __builtin_parity(static_cast<uint32_t>((64 * i) & mask_));
    return (high ^ e) ? ~low_ : low_;
  }

  HexRules rules_;
  SparseOptions opt_;
  bool allowed_[2][2] = {};  // the variants choose() may take
  std::vector<uint32_t> vals_;            // G(0..)
  std::vector<uint64_t> even_, odd_;      // histograms of the even and odd positions
  uint64_t bound_ = 64;                   // W: a power of two (>= 64) above every value
  PairSets pairs_;                        // P(0..n-1)
  uint32_t mask_ = 0;                     // 0: plain mex
  bool t_ = false, u_ = false;            // the class variant (see the top)
  uint64_t low_ = ~uint64_t(0);           // bits b < 64 with par(b) = 0
  std::vector<uint64_t> atyp_;            // atypical positions >= 1, increasing
  std::vector<uint64_t> marks_, cand_;    // options marked / values still without a witness
  std::vector<uint64_t> ms_;              // heaps left by the three-heap splits of this heap
  std::vector<uint32_t> live_;            // scratch for triple_mex
  uint64_t next_check_ = 0, plain_until_ = 0;
  unsigned failures_ = 0;  // checks in a row at which the mask had not paid
  uint64_t sparse_work_ = 0, plain_equiv_ = 0;  // counted since the last check (see the top)
  uint64_t total_work_ = 0;                     // work() before sparse_work_, and the plain mexes' pairs
  uint64_t sparse_count_ = 0, plain_count_ = 0;
  const NimSequence* synced_seq_ = nullptr;
};

}  // namespace

bool sparse_hex_may_pay(const TakeAndBreak& c) {
  if (!c.finite() || !c.hexadecimal()) return false;
  const HexRules r(c);
  return r.choosable(true, false) || r.choosable(true, true);
}

std::unique_ptr<Kernel> make_sparse_hex_kernel(const TakeAndBreak& c, const SparseOptions& options) {
  if (!c.finite() || !c.hexadecimal()) return nullptr;
  HexRules r(c);
  if (options.force_mask && options.mask && !r.exact(options.position_parity, options.flip)) return nullptr;
  return std::make_unique<SparseHexKernel>(std::move(r), options);
}

}  // namespace sgp
