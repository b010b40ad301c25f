/// @brief SparseKernel, private to engine/sparse/: members defined in sparse.cpp and in the two mex files it includes.
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/config.hpp"
#include "engine/isa.hpp"
#include "engine/dense/pair_mex.hpp"
#include "engine/kernel.hpp"
#include "engine/sparse/mask.hpp"
#include "engine/sparse/mask_policy.hpp"
#include "engine/sparse/sparse.hpp"
#include "engine/sparse/witness.hpp"
#include "octal/rules.hpp"

namespace sgp {

constexpr std::size_t kMaxSplitDigits = 64;  // longer codes splitting in more ways go to the naive kernel

// The position-parity variant needs the splits of a heap to agree on the parity of m = n - k.
inline bool one_split_parity(const MoveRules& r) { return !r.leave_two.empty() && MoveRules::one_parity(r.leave_two); }

class SparseKernel final : public Kernel {
 public:
  SparseKernel(MoveRules rules, const SparseOptions& opt, std::unique_ptr<Kernel> plain)
      : rules_(std::move(rules)), opt_(opt), plain_(std::move(plain)),
        parity_ok_(one_split_parity(rules_)), split_q_(parity_ok_ ? rules_.leave_two.front() & 1 : 0),
        policy_(parity_ok_, split_q_, opt.check_min) {
    for (uint64_t k : rules_.leave_two) max_split_ = std::max(max_split_, k);
  }
  // What computed the values past the warm-up: the sparse loop, the plain mex (the naive kernel's
  // pair loop, for games no mask makes sparse), or both.
  ComputedBy computed_by() const override {
    if (plain_count_ == 0) return ComputedBy::Sparse;
    return sparse_count_ == 0 ? ComputedBy::Naive : ComputedBy::SparseAndNaive;
  }

  void extend(NimSequence& seq, uint64_t n_end) override;
  uint64_t work() const override { return total_work_ + work_.sparse; }

 private:
  // sparse.cpp: the state, a function of the sequence alone; the mask in use; the heap loop.
  void resync(const NimSequence& seq);
  void count(uint32_t v, uint64_t p) {  // value v at position p
    if (policy_.count(v, p)) value_lists();
  }
  void value_lists();
  // Whether position p with value v goes into the list (rare, or atypical under t = 1).
  bool atypical(uint64_t p, uint32_t v) const { return is_atypical(p + split_q_, v, mask_, parity_); }
  void set_mask(const NimSequence& seq, uint32_t mask, bool parity);
  void choose_mask(const NimSequence& seq);
  template <class T>
  void run(NimSequence& seq, uint64_t n_end);
  template <class T>
  uint32_t plain_value(const T* g, uint64_t n);

  // sparse_value.hpp: the sparse mex for any value width, and its witness scans.
  // The splits of a heap: m = n - k and the last left part half(m); `lo` is the smallest half, below
  // which every split takes part in every step of the witness scan.
  struct HeapSplits {
    uint64_t ms[kMaxSplitDigits], hs[kMaxSplitDigits];
    std::size_t ns = 0;
    uint64_t lo = UINT64_MAX, hi = 0;
  };
  uint32_t next_stamp() {
    if (++stamp_ == 0) {  // wrapped: old stamps could collide with new ones
      std::fill(vis_.begin(), vis_.end(), 0);
      stamp_ = 1;
    }
    return stamp_;
  }
  // Highest a with (a, m - a) a legal split, a <= m - a; 0 when m cannot be split.
  uint64_t half(uint64_t m) const { return rules_.unequal_splits ? (m ? (m - 1) / 2 : 0) : m / 2; }
  // Under t = 1 the heaps n with n - k odd swap the roles of the value classes: par(v) = 0 is then
  // the class the atypical loop marks completely (c*), par(v) = 1 the one that needs witnesses.
  bool swapped(uint64_t n) const { return parity_ && ((n + split_q_) & 1); }
  template <class T>
  void mark_singles(const T* g, uint64_t n, uint32_t s);
  HeapSplits splits_of(uint64_t n) const;
  template <class T>
  uint32_t sparse_value(const T* g, uint64_t n);
  uint64_t witness_view(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo,
                        const uint8_t*& rev_end, const uint8_t** parts);
  unsigned compare_found(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t& a,
                         const uint8_t* vals, unsigned nv);
  template <class T>
  void scalar_scan(const T* g, const uint64_t* ms, const uint64_t* hs, std::size_t ns, uint64_t lo, uint64_t until,
                   uint32_t s, uint64_t& a, uint64_t& chunk);
  uint64_t ensure_rev(const uint8_t* g, uint64_t n);
#if SGP_X86_64
  uint64_t member_scan(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a,
                       uint32_t s);
  uint64_t member_scan16(const uint16_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a,
                         uint32_t s);
#endif
  uint64_t simd_scan(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a);

  // grundy_rows.hpp: Grundy's game past twice its last rare position, 64 heaps' rare loops at once.
  void grundy_tables();
  bool rows_cover(uint64_t n) const;
  const uint8_t* byte_window(const uint8_t* g, uint64_t n);
  const uint8_t* byte_window(const uint16_t* g, uint64_t n);
  uint64_t ensure_rev(const uint16_t* g, uint64_t n);
  template <class T>
  void rows_list(const T* g, uint64_t n);
  template <class T>
  bool grundy_rows(const T* g, uint64_t n);
  template <class T>
  uint32_t grundy_wide_cstar(const T* g, uint64_t n, uint64_t* opts);
  template <class T>
  uint32_t grundy_value(const T* g, uint64_t n);

  // sparse_bits.hpp: the same mex in one or two register words, and its heap batches.
  // The rare loop of sparse_bits for kRareBatch heaps at once (batch_rare_options, derivation in
  // witness_avx2.cpp; values 64..127 in a second word per heap). The rare positions below the
  // batch size (their partners lie inside the batch) and those found after the batch was made
  // (appended at the end of the list) stay in each heap's scalar loop. The batch is tied to the mask
  // generation: a new mask rebuilds the rare list and drops it.
  bool batch_covers(uint64_t n) const {
    return n >= batch_n_ && n < batch_n_ + kRareBatch && batch_gen_ == mask_gen_;
  }
#if SGP_X86_64
  template <bool kWide>
  void make_batch(const uint8_t* g, uint64_t n);
#endif
  void maybe_batch(const uint8_t* g, uint64_t n, uint64_t n_end);
  template <class Bits>
  uint32_t sparse_bits(const uint8_t* g, uint64_t n);
#if SGP_X86_64
  template <class Bits>
  uint64_t permute_scan(const uint8_t* g, uint64_t n, const uint64_t* ms, std::size_t ns, uint64_t lo, uint64_t a,
                        Bits& missing);
#endif

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
  MaskPolicy policy_;       // histograms, mask choice, re-check gaps (mask_policy.cpp)
  SparseWork work_;         // the sparse loop's counted work since the last check, for policy_
  std::vector<uint64_t> rare_pos_;  // rare positions >= 1, increasing (empty when mask_ == 0)
  std::vector<uint32_t> rare_val_;  // their values
  uint64_t rare_limit_ = kSparseRareLimitMin;  // re-check the mask once the rare list grows past this
  uint64_t next_check_ = 0;

  unsigned __int128 par1_low_ = 0, par0_low_ = 0;  // bit v: v < min(W, 128) has par(v) = 1 / 0
  uint32_t par1_above_ = UINT32_MAX, par0_above_ = UINT32_MAX;  // first value >= W with par 1 / 0
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
  // Grundy's game's rows (grundy_rows.hpp): the common values' slots under mask_ & 0xff, their values,
  // the rare values below 256 as bits; the rows of heaps rows_n_ .. + kGrundyRows - 1 (two option words
  // each), made under mask generation rows_gen_ with rows_nr_ positions of the rows' own rare list, of
  // which [rows_near_, rows_end_) are in the rows (grundy_rows.hpp says which).
  bool rows_ok_ = false;
  uint8_t rows_slot_[256] = {};
  uint8_t rows_value_[128] = {};
  uint64_t rows_rare_[4] = {};
  uint64_t rows_w0_[kGrundyRows] = {}, rows_w1_[kGrundyRows] = {};
  std::vector<uint8_t> rows_rv_;  // the rare values as bytes
  uint64_t rows_n_ = UINT64_MAX, rows_gen_ = UINT64_MAX;
  std::size_t rows_nr_ = 0, rows_near_ = 0, rows_end_ = 0;
  uint32_t rows_mask_ = 0;              // the rows' mask: mask_ with the bits from 8 on set
  std::vector<uint64_t> rows_pos_;      // the positions 1 .. rows_upto_ - 1 rare under rows_mask_
  std::vector<uint32_t> rows_val_;      // their values
  uint64_t rows_upto_ = 1;
  std::vector<uint8_t> win_;         // two-byte stores: G(win_base_ ..) where it fits a byte, else 0
  std::vector<uint8_t> win_wide_;    // and 0xff where that value passes 255, else 0
  uint64_t win_base_ = 0;
  bool rev_wide_ = false;            // rev_ was made from values of which one passes 255
  PairMex pm_;                 // the plain mex (mask 0)
  uint64_t sparse_count_ = 0;  // values computed by the sparse loop
  uint64_t plain_count_ = 0;   // values computed by the plain mex after the warm-up
  uint64_t total_work_ = 0;    // work() before work_: every check's sparse work, and the plain mexes' pairs
};

}  // namespace sgp
