/// @brief Front-plus-tail: the sparse-space mex with the first F values and a ring of the last L, for runs past memory.
//
// Why it is exact, and when it must stop. The sparse-space argument (engine/sparse/sparse.cpp) with a
// fixed mask: for heap n, split digit k and m = n - k, every common-valued option G(a) ^ G(m - a) has a
// rare position on one side, so the loop over the rare positions r marks every common option, and
//   G(n) = min(c*, smallest rare value below c* with no witness pair),
// c* the smallest common value not marked. What it reads:
//   - G(r) for the rare positions r and G(a) for witness parts a: all of them below the front F, if
//     (A1) every rare position is below F, and (A2) every missing rare value has a witness with a < F;
//   - the partners G(m - r), G(m - a) and the single-heap options G(n - k): positions of at least
//     n - kmax - F + 1 (r, a < F, k <= kmax), so the last L >= F + kmax + 1 values hold all of them.
// Nothing in the middle is ever read, so it is not kept: memory is F + 2L bytes (the ring is stored
// twice over, at p mod L and p mod L + L, so any window of L consecutive positions is one contiguous
// run, and the partner loops need no wrap-around test).
// The assumptions are checked, not hoped for. (A2): the witness scan stops at a = F - 1; a missing
// value still without a witness there cannot be decided (it may have a witness further on, or be
// the mex), so the run stops with FrontTailError naming n. (A1) for the future: G(n) itself rare would
// make n a rare position past the front (its later partners lie in the middle), so that stops the run
// too. Values past one byte stop it as well (the ring is one byte per value). When the run returns a
// value it is therefore the exact mex, the same the full-memory kernels give; tests compare them.
// The mask is chosen once, from the histogram of the full prefix (the best of mask.cpp), and
// frozen: a new mask would reclassify positions in the middle, which are gone. Its bits at and above
// W (the power of two above every value so far) classify nothing yet; they are set, which makes the
// next new value, W itself, common (0.167 reaches 64 only at n = 332,129,728). Everything is
// sequential and a function of the kept state, so a checkpoint of that state resumes to the same values.
#include "engine/sparse/fronttail.hpp"
#include "engine/isa.hpp"

#include <algorithm>
#include <array>
#include <type_traits>
#if SGP_X86_64
#include <immintrin.h>
#endif

#include "engine/bytes.hpp"
#include "engine/sparse/sparse.hpp"
#include "engine/sparse/witness.hpp"

namespace sgp {
namespace {

using U128 = unsigned __int128;
struct B256 {
  uint64_t w[4] = {};
};

inline void add(uint64_t& s, uint32_t x) { s |= uint64_t(1) << x; }
inline void add(U128& s, uint32_t x) { s |= static_cast<U128>(1) << x; }
inline void add(B256& s, uint32_t x) { s.w[x >> 6] |= uint64_t(1) << (x & 63); }
inline void join(uint64_t& s, uint64_t t) { s |= t; }
inline void join(U128& s, U128 t) { s |= t; }
inline void join(B256& s, const B256& t) { for (int i = 0; i < 4; ++i) s.w[i] |= t.w[i]; }
inline uint64_t andnot(uint64_t a, uint64_t b) { return a & ~b; }
inline U128 andnot(U128 a, U128 b) { return a & ~b; }
inline B256 andnot(const B256& a, const B256& b) {
  B256 r;
  for (int i = 0; i < 4; ++i) r.w[i] = a.w[i] & ~b.w[i];
  return r;
}
inline bool any(uint64_t s) { return s != 0; }
inline bool any(U128 s) { return s != 0; }
inline bool any(const B256& s) { return (s.w[0] | s.w[1] | s.w[2] | s.w[3]) != 0; }
inline uint32_t lowest(uint64_t s) { return lowest_bit(s); }
inline uint32_t lowest(U128 s) { return lowest_bit(s); }
inline uint32_t lowest(const B256& s) {
  for (uint32_t i = 0; i < 4; ++i)
    if (s.w[i]) return 64 * i + static_cast<uint32_t>(__builtin_ctzll(s.w[i]));
  return 256;
}
// Values below x (x <= 256).
inline void keep_below(uint64_t& s, uint32_t x) { if (x < 64) s &= (uint64_t(1) << x) - 1; }
inline void keep_below(U128& s, uint32_t x) { if (x < 128) s &= (static_cast<U128>(1) << x) - 1; }
inline void keep_below(B256& s, uint32_t x) {
  for (uint32_t i = 0; i < 4; ++i) {
    if (x <= 64 * i) s.w[i] = 0;
    else if (x < 64 * (i + 1)) s.w[i] &= (uint64_t(1) << (x - 64 * i)) - 1;
  }
}
template <class Bits> Bits from_words(const uint64_t* w);
template <> uint64_t from_words<uint64_t>(const uint64_t* w) { return w[0]; }
template <> U128 from_words<U128>(const uint64_t* w) { return static_cast<U128>(w[0]) | (static_cast<U128>(w[1]) << 64); }
template <> B256 from_words<B256>(const uint64_t* w) {
  B256 b;
  for (int i = 0; i < 4; ++i) b.w[i] = w[i];
  return b;
}

// kWitnessCheck and kWitnessPrefix, the witness scan's tuning, are in engine/config.hpp.
constexpr std::size_t kMaxSplits = 64;     // codes with more split digits use the scalar loops only

// The values of `missing` in increasing order into vals; false (vals partly written) when there are more
// than kCompareValues of them, too many for the compare scan.
template <class Bits>
inline bool list_values(Bits missing, uint8_t (&vals)[kCompareValues], unsigned& nv) {
  for (nv = 0; any(missing) && nv < kCompareValues; ++nv) {
    vals[nv] = static_cast<uint8_t>(lowest(missing));
    Bits one{};
    add(one, vals[nv]);
    missing = andnot(missing, one);
  }
  return !any(missing);
}

// Takes out of `missing` the listed values the compare scan found a witness for (bit t of found: vals[t]).
template <class Bits>
inline void take_found(Bits& missing, const uint8_t* vals, unsigned nv, unsigned found) {
  for (unsigned t = 0; t < nv; ++t)
    if (found >> t & 1) {
      Bits one{};
      add(one, vals[t]);
      missing = andnot(missing, one);
    }
}

[[noreturn]] void undecided(uint64_t n, uint32_t rare, uint64_t front) {
  throw FrontTailError("front-plus-tail cannot decide G(" + std::to_string(n) + "): rare value " + std::to_string(rare) +
                       " has no witness pair with a part below the front (" + std::to_string(front) +
                       " values); the scheme's assumption broke. Rerun with a larger --memory (a larger front) or in full memory");
}

}  // namespace

bool FrontTailRun::handles(const MoveRules& r) { return r.finite() && !r.three_heaps() && r.splits(); }

bool FrontTailRun::handles(const Game& game) { return game.kind == GameKind::TakeAndBreak && handles(MoveRules(game.code)); }

FrontTailRun::FrontTailRun(const Game& game) {
  if (game.kind == GameKind::TakeAndBreak) rules_ = MoveRules(game.code);
  if (game.kind != GameKind::TakeAndBreak || !handles(rules_))
    throw FrontTailError("front-plus-tail handles finite octal codes with a split digit only, not " + game.canonical());
}

// The ring must hold L >= F + kmax + 1 values (see the top); digits.size() is kmax + 1, so this ring is
// one value longer than it must be. Kept so: the ring's length is part of every checkpoint.
uint64_t FrontTailRun::ring_for(const Game& game, uint64_t front) {
  const uint64_t need = front + (game.kind == GameKind::TakeAndBreak ? game.code.digits.size() : 0) + 1;
  uint64_t l = 1;
  while (l < need) l <<= 1;
  return l;
}

uint64_t FrontTailRun::bytes_for(const Game& game, uint64_t front) { return 2 * front + 2 * ring_for(game, front) + (uint64_t(1) << 20); }

FrontTailRun::FrontTailRun(const Game& game, const NimSequence& prefix, uint64_t front) : FrontTailRun(game) {
  n_ = start_ = prefix.size();
  ring_len_ = ring_for(game, front);
  if (front < 2 || n_ < ring_len_ || n_ < front)
    throw FrontTailError("front-plus-tail needs a prefix of at least " + std::to_string(std::max(ring_len_, front)) +
                         " values to start from (front " + std::to_string(front) + "), got " + std::to_string(n_));
  if (prefix.width() != 1)
    throw FrontTailError("front-plus-tail keeps one byte per value; the prefix already has value " +
                         std::to_string(prefix.max_value()));
  front_.resize(front);
  for (uint64_t i = 0; i < front; ++i) front_[i] = static_cast<uint8_t>(prefix[i]);
  frev_.assign(front_.rbegin(), front_.rend());
  ring_.assign(2 * ring_len_, 0);
  for (uint64_t p = n_ - ring_len_; p < n_; ++p) put(p, static_cast<uint8_t>(prefix[p]));
  stats_.feed(prefix);
  max_at_ = prefix.max_value_at();
  // The mask of the statistics: the best for positions 1..n0-1 (heap 0 is never a split part).
  const SequenceStats last = stats_.rows().back();
  mask_ = last.rare_mask;
  if (mask_ == 0) throw FrontTailError("front-plus-tail needs a sparse game: no mask makes " + game.canonical() + " sparse");
  for (uint64_t p = 1; p < n_; ++p)
    if (is_rare(prefix[p], mask_)) {
      if (p >= front)
        throw FrontTailError("front-plus-tail: rare position " + std::to_string(p) + " (value " + std::to_string(prefix[p]) +
                             ", mask " + std::to_string(mask_) + ") is not below the front of " + std::to_string(front) +
                             " values; a larger --memory gives a larger front");
      rare_pos_.push_back(p);
      rare_val_.push_back(prefix[p]);
    }
  uint32_t w = 1;
  while (w <= prefix.max_value()) w <<= 1;
  // Mask bits at and above W classify no value so far, so they are free: all set, the first value W
  // (the only new value that can come first: options lie below W) is common, not a rare position.
  mask_ |= 0xffu & ~(w - 1);
  set_bound(w);
}

void FrontTailRun::set_bound(uint32_t w) {
  bound_ = w;
  // (Called once the rare list is complete, and at every doubling: the batch starts afresh.)
  batch_near_ = static_cast<std::size_t>(std::lower_bound(rare_pos_.begin(), rare_pos_.end(), uint64_t(kRareBatch)) -
                                         rare_pos_.begin());
  batch_n_ = UINT64_MAX;
  std::fill(common_bits_, common_bits_ + 4, 0);
  std::fill(rare_bits_, rare_bits_ + 4, 0);
  common_above_ = rare_above_ = UINT32_MAX;
  for (uint32_t v = 0; v < 2 * w; ++v) {
    const bool rare = is_rare(v, mask_);
    if (v < w) (rare ? rare_bits_ : common_bits_)[v >> 6] |= uint64_t(1) << (v & 63);
    else if (rare) rare_above_ = std::min(rare_above_, v);
    else common_above_ = std::min(common_above_, v);
  }
}

uint32_t FrontTailRun::value(uint64_t n) const {
  if (n < front_.size()) return front_[n];
  if (n < n_ && n + ring_len_ >= n_) return ring_[n & (ring_len_ - 1)];
  throw std::out_of_range("G(" + std::to_string(n) + ") is not kept by the front-plus-tail run (front " +
                          std::to_string(front_.size()) + ", last " + std::to_string(ring_len_) + " of " + std::to_string(n_) + ")");
}

template <class Bits>
inline Bits FrontTailRun::plain_options(uint64_t n, std::size_t& nr) const {
  const uint8_t* win = ring_.data() + (n & (ring_len_ - 1));  // win[i] = G(n - L + i)
  Bits opts{};
  for (uint64_t k : rules_.take_whole)
    if (k == n) add(opts, 0);
  for (uint64_t k : rules_.leave_one) add(opts, win[ring_len_ - k]);
  nr = rare_pos_.size();
  // The rare positions from batch_near_ on are in the batch's option words (see extend).
  if constexpr (!std::is_same_v<Bits, B256>) {
    if (n >= batch_n_ && n < batch_n_ + kRareBatch) {
      opts |= static_cast<Bits>(batch_lo_[n - batch_n_]);
      if constexpr (sizeof(Bits) > 8) opts |= static_cast<Bits>(batch_hi_[n - batch_n_]) << 64;
      nr = batch_near_;
    }
  }
  return opts;
}

// The rare loop and the witness scans are the run's innermost loops and stay here whole, in one function
// with the values they share (opts, missing, a); what went out to helpers runs once per heap or per scan.
template <class Bits>
uint32_t FrontTailRun::next_value() {
  const uint64_t n = n_;
  // win[i] = G(n - L + i) for 0 <= i < L; the partner of part a in split m is win[m - (n - L) - a].
  const uint8_t* win = ring_.data() + (n & (ring_len_ - 1));
  auto tail = [&](uint64_t p) { return win + (p - (n - ring_len_)); };
  std::size_t nr;
  Bits opts = plain_options<Bits>(n, nr);
  const uint64_t* rp = rare_pos_.data();
  const uint32_t* rv = rare_val_.data();
  for (uint64_t k : rules_.leave_two) {
    const uint8_t* gm = tail(n - k);
    Bits o0{}, o1{};  // two chains: the or latency is not the bound
    std::size_t i = 0;
    for (; i + 1 < nr; i += 2) {
      add(o0, rv[i] ^ gm[-static_cast<int64_t>(rp[i])]);
      add(o1, rv[i + 1] ^ gm[-static_cast<int64_t>(rp[i + 1])]);
    }
    if (i < nr) add(o0, rv[i] ^ gm[-static_cast<int64_t>(rp[i])]);
    join(opts, o0);
    join(opts, o1);
  }
  const Bits free_common = andnot(from_words<Bits>(common_bits_), opts);
  const uint32_t cstar = any(free_common) ? lowest(free_common) : common_above_;
  const uint32_t fallback = cstar < bound_ ? cstar : std::min(cstar, rare_above_);
  Bits missing = andnot(from_words<Bits>(rare_bits_), opts);
  keep_below(missing, cstar);
  if (!any(missing)) return fallback;
  // Witnesses among the pairs (a, m - a) with a below the front: the first few one by one, then (few
  // values missing, AVX2) 32 pairs per step compared with each missing value, no stores.
  // Parts a < F only. Past a split's half, (a, m - a) is the same pair again: harmless, and a < m
  // holds because m >= n - kmax >= L - kmax > F.
  const uint8_t* f = front_.data();
  const uint64_t last = front_.size() - 1;
  std::array<const uint8_t*, kMaxSplits> gms{};
  const std::size_t ns = rules_.leave_two.size();
  const bool vec = ns <= kMaxSplits;  // the vector scans take the splits' pointers from gms
  for (std::size_t j = 0; j < ns && vec; ++j) gms[j] = tail(n - rules_.leave_two[j]);
  uint64_t a = 1;
  // Values below 128: on AVX-512 VBMI the byte-permute scan from the first pair (witness_avx512.cpp),
  // on AVX2 alone the byte-shuffle scan after the scalar prefix (witness_avx2.cpp), as in the sparse
  // kernel.
  constexpr bool kTable = !std::is_same_v<Bits, B256>;
  const bool vbmi = have_vbmi();
  if constexpr (kTable)
    if (vec && vbmi) a = permute_witness_scan(frev_.data() + front_.size(), gms.data(), ns, a, last, missing);
  auto scalar = [&](uint64_t until) {
    while (a <= until && any(missing)) {
      const uint64_t stop = std::min(until, a + kWitnessCheck - 1);
      Bits found{};
      for (uint64_t k : rules_.leave_two) {
        const uint8_t* gm = tail(n - k);
        for (uint64_t b = a; b <= stop; ++b) add(found, f[b] ^ gm[-static_cast<int64_t>(b)]);
      }
      missing = andnot(missing, found);
      a = stop + 1;
    }
  };
  scalar(std::min(last, kWitnessPrefix));
  if constexpr (kTable)
    if (vec && !vbmi && any(missing)) a = permute_witness_scan(frev_.data() + front_.size(), gms.data(), ns, a, last, missing);
#if SGP_X86_64
  while (any(missing) && vec && a + 31 <= last && have_avx2()) {
    uint8_t vals[kCompareValues];
    unsigned nv = 0;
    if (!list_values(missing, vals, nv)) {  // too many missing for the compares: one more scalar stretch
      scalar(std::min(last, a + 255));
      continue;
    }
    unsigned found = 0;
    a = compare_witness_scan(frev_.data() + front_.size(), gms.data(), ns, a, last, vals, nv, found);
    take_found(missing, vals, nv, found);
    break;
  }
#endif
  scalar(last);
  if (!any(missing)) {
    deepest_ = std::max(deepest_, a - 1);
    return fallback;
  }
  undecided(n, lowest(missing), front_.size());
}

void FrontTailRun::extend(uint64_t n_end) {
  while (n_ < n_end) {
    // The rare loop for the next kRareBatch heaps at once (witness_avx2.cpp): the rare list is
    // frozen, every rare position is below the front and the front below the ring, so the partners
    // G(n + h - k - r) (r >= kRareBatch) are computed and contiguous in the mirrored ring. Kept
    // across extend calls; a resumed run (deserialize) starts without one.
    if (bound_ <= 128 && (n_ < batch_n_ || n_ >= batch_n_ + kRareBatch) && have_avx2() &&
        rules_.leave_two.size() <= kMaxSplits && rare_pos_.size() - batch_near_ >= kSparseBatchMinRare) {
      const uint8_t* win = ring_.data() + (n_ & (ring_len_ - 1));  // win[i] = G(n - L + i)
      std::array<const uint8_t*, kMaxSplits> bases{};
      for (std::size_t j = 0; j < rules_.leave_two.size(); ++j) bases[j] = win + (ring_len_ - rules_.leave_two[j]);
      batch_rare_options(bases.data(), rules_.leave_two.size(), rare_pos_.data(), rare_val_.data(), batch_near_,
                         rare_pos_.size(), bound_ > 64, batch_lo_, batch_hi_);
      batch_n_ = n_;
    }
    // The narrowest word that holds every option (all below W).
    const uint32_t v = bound_ <= 64 ? next_value<uint64_t>() : bound_ <= 128 ? next_value<U128>() : next_value<B256>();
    if (v >= 256)
      throw FrontTailError("front-plus-tail: G(" + std::to_string(n_) + ") = " + std::to_string(v) +
                           " does not fit the one byte per value the scheme keeps");
    if (is_rare(v, mask_))
      throw FrontTailError("front-plus-tail: G(" + std::to_string(n_) + ") = " + std::to_string(v) + " is rare under mask " +
                           std::to_string(mask_) + ": a rare position past the front breaks the scheme's assumption");
    put(n_, static_cast<uint8_t>(v));
    if (v > stats_.max_value()) max_at_ = n_;
    stats_.push(v);
    ++n_;
    if (v >= bound_) set_bound(2 * bound_);  // v == W: the options of later heaps may reach 2W
  }
}

std::vector<uint8_t> FrontTailRun::serialize() const {
  std::vector<uint8_t> out;
  ByteWriter w{out};
  w.put<uint64_t>(start_);
  w.put<uint64_t>(n_);
  w.put<uint64_t>(front_.size());
  w.put<uint64_t>(ring_len_);
  w.put<uint32_t>(mask_);
  w.put<uint32_t>(bound_);
  w.put<uint64_t>(max_at_);
  w.put<uint64_t>(deepest_);
  w.bytes(front_.data(), front_.size());
  for (uint64_t p = n_ - ring_len_; p < n_; ++p) w.put<uint8_t>(ring_[p & (ring_len_ - 1)]);
  stats_.save(out);
  return out;
}

FrontTailRun FrontTailRun::deserialize(const Game& game, const uint8_t* p, std::size_t size) {
  FrontTailRun r(game);
  ByteReader in{p, p + size};
  r.start_ = in.get<uint64_t>("start");
  r.n_ = in.get<uint64_t>("count");
  const uint64_t front = in.get<uint64_t>("front");
  r.ring_len_ = in.get<uint64_t>("ring");
  r.mask_ = in.get<uint32_t>("mask");
  const uint32_t bound = in.get<uint32_t>("bound");
  r.max_at_ = in.get<uint64_t>("max at");
  r.deepest_ = in.get<uint64_t>("deepest witness");
  // The front is bounded before ring_for sees it: a crafted front near 2^64 made its doubling loop run
  // for ever (l wrapped to 0) or its sum wrap to a tiny ring.
  if (front < 2 || front > kFrontTailMaxFront || r.ring_len_ != ring_for(game, front) || r.n_ < r.start_ ||
      r.start_ < r.ring_len_ || r.mask_ == 0 ||
      bound == 0 || bound > 256 || (bound & (bound - 1)) != 0 || r.max_at_ >= r.n_)
    throw std::runtime_error("fields 'start', 'count', 'front', 'ring', 'mask' or 'bound' are inconsistent");
  in.need(front + r.ring_len_, "values");
  r.front_.resize(front);
  in.bytes(r.front_.data(), front, "front values");
  r.frev_.assign(r.front_.rbegin(), r.front_.rend());
  r.ring_.assign(2 * r.ring_len_, 0);
  for (uint64_t q = r.n_ - r.ring_len_; q < r.n_; ++q) r.put(q, in.get<uint8_t>("ring values"));
  r.stats_ = StatsAccumulator::load(in.p, in.end);
  if (in.p != in.end) throw std::runtime_error("bytes follow the last field");
  if (r.stats_.consumed() != r.n_ || r.stats_.max_value() >= bound)
    throw std::runtime_error("field 'stats' does not match the values");
  for (uint64_t q = 1; q < front; ++q)
    if (is_rare(r.front_[q], r.mask_)) {
      r.rare_pos_.push_back(q);
      r.rare_val_.push_back(r.front_[q]);
    }
  r.set_bound(bound);
  return r;
}

}  // namespace sgp
