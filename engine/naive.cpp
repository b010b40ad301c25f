/// @brief The naive kernel: G(n) = mex of every option, for take-and-break codes, Grundy's game and custom rules.
//
// Options of a heap n under a code d_0 d_1 d_2 ...: for every k <= n with d_k != 0 and m = n - k,
//   bit 1: m == 0                -> value 0
//   bit 2: m >= 1                -> G(m)
//   bit 4: m = a + b, a, b >= 1  -> G(a) ^ G(b)          (pairs a <= b: m/2 of them)
//   bit 8: m = a + b + c >= 3    -> G(a) ^ G(b) ^ G(c)
// Every option value is below W, the smallest power of two above the largest value so far (xor of
// numbers below a power of two stays below it), so the mex is at most W and a bitset of W + 1 bits
// over values decides it. For three heaps we keep P(m), the set of values G(a) ^ G(b) with a + b = m,
// as a bitset per m; the three-heap values of m are then { G(a) ^ x : x in P(m - a) }.
// For large m the pair loop is split over oneTBB tasks, each marking its own bitset; the union does
// not depend on how the range was split, so the values are identical for any thread count.
//
// Two-heap games (every octal code, Grundy's game) go through PairMex instead, which decides the same
// mex with far less work per pair. Every option lies below W, so the mex is the smallest value below
// W that is no option, or W. G(m - a) for increasing a is read from a reversed copy of the sequence,
// so both operands of the xor are contiguous and ascending.
//
// With AVX-512 (BW, VBMI, VBMI2, checked at run time) and one- or two-byte values, heaps of at least
// kPairFilterMin pairs take the filter scan (finish_filter). The values of a window (the 1024 values
// from `base` for two-byte values, all 256 for one-byte values) not given by mark() form a bit table
// held in registers (two registers of 32 words, or one of 64 bytes). A block of 32 pairs (64 for one
// byte) costs one xor, one table look-up per lane (a register permute indexed by the low bits of the
// value and a shift or bit select by its high bits; a value outside the window misses by
// construction, no range check) and a compress of the lanes that hit into a log: no store per pair.
// Once kPairFilterFlush values are logged they are cleared from the table, so each value present is
// logged only a few times however often it occurs (0.007 at 2^17: about 1000 values logged per heap
// of 65536 pairs). After every pair, a value left in the table is no option and every value below it
// in the window is one (and the windows below ended empty): the smallest value left is the mex. An
// empty table means the mex lies above the window; the scan stops there and the next window starts
// (values below its base wrap around to misses). Measured on 0.007 (n = 2^17, 1 thread, Zen 5): 0.31
// to 0.40 s against 1.11 to 1.14 s for the marking below, which stores one mark per pair (about one
// pair per cycle); about 60% of the time is the look-up loop (3 to 4 cycles per 32 pairs, the
// compress its most expensive instruction), 30% clearing logged values.
// Large heaps outside a wave split the pairs into one part per thread, each with a copy of the
// starting table; a value is left when no part found it (the AND of the parts' tables), which does
// not depend on how the pairs were split.
//
// Without AVX-512 (and for four-byte values) the pairs are marked one by one only for a prefix
// (kPairMarkMin pairs, or 1/16 of them); most values show up there. The values still unmarked after
// it, in increasing order, are the candidates: the mex is one of them or above all of them. For the
// remaining pairs only those (at most kPairCandidates) are searched for, by comparing a block of pair
// xors with each, a loop the compiler vectorises (16 to 32 pairs per instruction, no stores). Then:
//   - a candidate never found is no option, and every value below it is one (marked, or a candidate
//     found), so the smallest candidate not found is the mex;
//   - all found and the candidates were every unmarked value below W: the mex is W;
//   - all found otherwise: the remaining pairs are marked one by one and the mex read off. Games
//     where this keeps happening (0.007: the values just below the mex occur only late among the
//     pairs) skip the search for a while (doubling back-off) and mark every pair.
// Marking runs as oneTBB tasks for large heaps too, each task with its own marks, or-ed afterwards.
// The search over the remaining pairs runs as oneTBB tasks for large heaps; which candidates occur
// somewhere does not depend on the split of the range, so the values are identical for any thread
// count.
//
// Several heaps at once (NaiveCodeKernel::run_waves): with kmin the smallest move (d_kmin != 0, kmin >= 1
// and d_0 = 0), heap n's options read only G(0..n - kmin), so the heaps n .. n + kmin - 1 need nothing
// from each other. Two-heap codes with kmin >= 2 give each thread (at most kmin of them) its own PairMex
// and let it take the next heap whose options are all known; a heap costs only microseconds, far too
// little to split its pairs over threads, but many heaps keep every thread busy. Each value is the exact
// mex of its heap's options, so the values are identical for any thread count.
#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_reduce.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <limits>
#include <memory>
#include <stdexcept>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "engine/config.hpp"
#include "engine/kernel.hpp"
#include "engine/sparse.hpp"
#include "engine/sparse_simd.hpp"

// The vectorised loops are compiled twice, for AVX2 and for the base x86-64, and picked at load time.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define SGP_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define SGP_CLONES
#endif

namespace sgp {
namespace {

// Set while a thread computes a heap of a wave (NaiveCodeKernel::run_waves) and every thread oneTBB
// allows has a heap of its own: PairMex then keeps its loops on this thread.
thread_local bool t_in_wave = false;

// Pairs (a, m - a) for lo <= a <= hi, with G(a) = g[a] and G(m - a) = r[a] (r = reversed copy - m).
template <class T>
inline __attribute__((always_inline)) void mark_impl(const T* g, const T* r, uint64_t lo, uint64_t hi, uint32_t* seen,
                                                      uint32_t stamp) {
  T buf[kPairBlock];
  for (uint64_t a = lo; a <= hi; a += kPairBlock) {
    const std::size_t len = static_cast<std::size_t>(std::min<uint64_t>(kPairBlock, hi + 1 - a));
    const T* x = g + a;
    const T* y = r + a;
    for (std::size_t i = 0; i < len; ++i) buf[i] = static_cast<T>(x[i] ^ y[i]);
    std::size_t i = 0;
    for (; i + 8 <= len; i += 8) {  // unrolled: the loop is bound by one store per pair
      seen[buf[i]] = stamp;
      seen[buf[i + 1]] = stamp;
      seen[buf[i + 2]] = stamp;
      seen[buf[i + 3]] = stamp;
      seen[buf[i + 4]] = stamp;
      seen[buf[i + 5]] = stamp;
      seen[buf[i + 6]] = stamp;
      seen[buf[i + 7]] = stamp;
    }
    for (; i < len; ++i) seen[buf[i]] = stamp;
  }
}

// The same pairs compared with the candidates not yet in `found` (bit t: cand[t] occurs); returns
// `found` with the candidates seen added. Stops early once all are found.
template <class T>
inline __attribute__((always_inline)) unsigned scan_impl(const T* g, const T* r, uint64_t lo, uint64_t hi,
                                                         const uint32_t* cand, unsigned nc, unsigned found) {
  const unsigned all = (1u << nc) - 1;
  T buf[kPairBlock];
  for (uint64_t a = lo; a <= hi && found != all; a += kPairBlock) {
    const std::size_t len = static_cast<std::size_t>(std::min<uint64_t>(kPairBlock, hi + 1 - a));
    const T* x = g + a;
    const T* y = r + a;
    for (std::size_t i = 0; i < len; ++i) buf[i] = static_cast<T>(x[i] ^ y[i]);
    for (unsigned t = 0; t < nc; ++t) {
      if (found >> t & 1) continue;
      const T c = static_cast<T>(cand[t]);
      T hit = 0;
      for (std::size_t i = 0; i < len; ++i) hit |= static_cast<T>(buf[i] == c);
      if (hit) found |= 1u << t;
    }
  }
  return found;
}

SGP_CLONES void mark_pairs_v(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp) {
  mark_impl(g, r, lo, hi, seen, stamp);
}
SGP_CLONES void mark_pairs_v(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp) {
  mark_impl(g, r, lo, hi, seen, stamp);
}
SGP_CLONES void mark_pairs_v(const uint32_t* g, const uint32_t* r, uint64_t lo, uint64_t hi, uint32_t* seen, uint32_t stamp) {
  mark_impl(g, r, lo, hi, seen, stamp);
}
SGP_CLONES unsigned scan_pairs_v(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, const uint32_t* c, unsigned nc, unsigned f) {
  return scan_impl(g, r, lo, hi, c, nc, f);
}
SGP_CLONES unsigned scan_pairs_v(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, const uint32_t* c, unsigned nc, unsigned f) {
  return scan_impl(g, r, lo, hi, c, nc, f);
}
SGP_CLONES unsigned scan_pairs_v(const uint32_t* g, const uint32_t* r, uint64_t lo, uint64_t hi, const uint32_t* c, unsigned nc, unsigned f) {
  return scan_impl(g, r, lo, hi, c, nc, f);
}

// ---- The filter scan (AVX-512 BW, VBMI, VBMI2; picked at run time) ----
// The values of the current window not yet seen among the options form a bit table that lives in
// registers; a block of pairs costs a few vector instructions: xor, a table look-up per lane, and a
// compress of the lanes that hit the table into a log. Once kPairFilterFlush values are logged they
// are cleared from the table, so a value is logged only a few times, however often it occurs.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(SGP_NO_FILTER)
#define SGP_FILTER 1
#define SGP_AVX512 __attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,popcnt,bmi,bmi2")))

bool filter_supported() {
  static const bool yes = have_vbmi() && __builtin_cpu_supports("avx512vbmi2");  // VBMI2: the word compress
  return yes;
}

// Two-byte values, a window of 1024 values from `base`: x = v - base is in the table when bit x >> 6
// of word x & 63 is set (words 0..31 in t0, 32..63 in t1). A look-up is one two-register word permute
// indexed by x (only its low 6 bits count) and a shift by x >> 6, which is 16 or more, so a miss, for
// every x >= 1024: no range check. Below `base`, v - base wraps around to x >= 1024 too.
SGP_AVX512 inline __attribute__((always_inline)) bool flush16(uint16_t* tab, __m512i& t0, __m512i& t1,
                                                              const uint16_t* log, const uint16_t* end) {
  _mm512_storeu_si512(tab, t0);
  _mm512_storeu_si512(tab + 32, t1);
  for (const uint16_t* q = log; q < end; ++q) tab[*q & 63] &= static_cast<uint16_t>(~(1u << (*q >> 6)));
  t0 = _mm512_loadu_si512(tab);
  t1 = _mm512_loadu_si512(tab + 32);
  const __m512i any = _mm512_or_si512(t0, t1);
  return _mm512_test_epi16_mask(any, any) != 0;
}

// Removes from tab the values G(a) ^ G(m - a) - base for lo <= a <= hi (r = reversed copy - m); false
// (and the table partly updated) once the table is empty.
template <bool kBase>
SGP_AVX512 bool filter_scan16(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, uint16_t* tab, uint32_t base) {
  alignas(64) uint16_t log[kPairFilterFlush + 32];
  __m512i t0 = _mm512_loadu_si512(tab), t1 = _mm512_loadu_si512(tab + 32);
  const __m512i one = _mm512_set1_epi16(1), vb = _mm512_set1_epi16(static_cast<short>(base));
  uint16_t* p = log;
  uint64_t a = lo;
  for (; a + 32 <= hi + 1; a += 32) {
    __m512i v = _mm512_xor_si512(_mm512_loadu_si512(g + a), _mm512_loadu_si512(r + a));
    if (kBase) v = _mm512_sub_epi16(v, vb);
    const __m512i w = _mm512_srlv_epi16(_mm512_permutex2var_epi16(t0, v, t1), _mm512_srli_epi16(v, 6));
    const __mmask32 k = _mm512_test_epi16_mask(w, one);
    _mm512_storeu_si512(p, _mm512_maskz_compress_epi16(k, v));
    p += __builtin_popcount(k);
    if (__builtin_expect(p - log >= static_cast<std::ptrdiff_t>(kPairFilterFlush), 0)) {
      if (!flush16(tab, t0, t1, log, p)) return false;
      p = log;
    }
  }
  if (a <= hi) {
    const __mmask32 valid = static_cast<__mmask32>((uint64_t(1) << (hi + 1 - a)) - 1);
    __m512i v = _mm512_xor_si512(_mm512_maskz_loadu_epi16(valid, g + a), _mm512_maskz_loadu_epi16(valid, r + a));
    if (kBase) v = _mm512_sub_epi16(v, vb);
    const __m512i w = _mm512_srlv_epi16(_mm512_permutex2var_epi16(t0, v, t1), _mm512_srli_epi16(v, 6));
    const __mmask32 k = _mm512_mask_test_epi16_mask(valid, w, one);
    _mm512_storeu_si512(p, _mm512_maskz_compress_epi16(k, v));
    p += __builtin_popcount(k);
  }
  return flush16(tab, t0, t1, log, p);
}

// The smallest x in a two-byte table, or 1024: the first b with a word holding bit b, then the first such word.
SGP_AVX512 uint32_t filter_first16(const uint16_t* tab) {
  const __m512i t0 = _mm512_loadu_si512(tab), t1 = _mm512_loadu_si512(tab + 32);
  for (uint32_t b = 0; b < 16; ++b) {
    const __m512i bit = _mm512_set1_epi16(static_cast<short>(1u << b));
    const uint64_t col = uint64_t(_mm512_test_epi16_mask(t0, bit)) | uint64_t(_mm512_test_epi16_mask(t1, bit)) << 32;
    if (col) return 64 * b + static_cast<uint32_t>(__builtin_ctzll(col));
  }
  return 1024;
}

// One-byte values (all below 256, one window): x is in the table when bit x & 3 of byte x >> 2 is set.
// A look-up is a byte permute by x >> 2 (a word shift: the bits it brings in sit above the 6 index
// bits) and a byte permute of 1 << (x & 3) from a constant table.
SGP_AVX512 inline __attribute__((always_inline)) bool flush8(uint8_t* tab, __m512i& t, const uint8_t* log,
                                                             const uint8_t* end) {
  _mm512_storeu_si512(tab, t);
  for (const uint8_t* q = log; q < end; ++q) tab[*q >> 2] &= static_cast<uint8_t>(~(1u << (*q & 3)));
  t = _mm512_loadu_si512(tab);
  return _mm512_test_epi8_mask(t, t) != 0;
}

// vpermb (the unmasked intrinsic trips GCC 12's -Wmaybe-uninitialized; all-ones zero-masking is the same).
SGP_AVX512 inline __attribute__((always_inline)) __m512i permb(__m512i idx, __m512i table) {
  return _mm512_maskz_permutexvar_epi8(~__mmask64(0), idx, table);
}

SGP_AVX512 bool filter_scan8(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, uint8_t* tab) {
  alignas(64) uint8_t log[kPairFilterFlush + 64];
  __m512i t = _mm512_loadu_si512(tab);
  const __m512i bit = _mm512_set1_epi32(0x08040201);  // byte i: 1 << (i & 3)
  uint8_t* p = log;
  uint64_t a = lo;
  for (; a + 64 <= hi + 1; a += 64) {
    const __m512i v = _mm512_xor_si512(_mm512_loadu_si512(g + a), _mm512_loadu_si512(r + a));
    const __m512i w = permb(_mm512_srli_epi16(v, 2), t);
    const __mmask64 k = _mm512_test_epi8_mask(w, permb(v, bit));
    _mm512_storeu_si512(p, _mm512_maskz_compress_epi8(k, v));
    p += __builtin_popcountll(k);
    if (__builtin_expect(p - log >= static_cast<std::ptrdiff_t>(kPairFilterFlush), 0)) {
      if (!flush8(tab, t, log, p)) return false;
      p = log;
    }
  }
  if (a <= hi) {
    const __mmask64 valid = (uint64_t(1) << (hi + 1 - a)) - 1;
    const __m512i v = _mm512_xor_si512(_mm512_maskz_loadu_epi8(valid, g + a), _mm512_maskz_loadu_epi8(valid, r + a));
    const __m512i w = permb(_mm512_srli_epi16(v, 2), t);
    const __mmask64 k = _mm512_mask_test_epi8_mask(valid, w, permb(v, bit));
    _mm512_storeu_si512(p, _mm512_maskz_compress_epi8(k, v));
    p += __builtin_popcountll(k);
  }
  return flush8(tab, t, log, p);
}

// A filter table: 64 words (the two-byte layout; the one-byte layout uses the first 64 bytes). Always
// accessed as words or as bytes, never as wider integers (aliasing).
struct FilterTable {
  alignas(64) uint16_t h[64];
};

// The window of values a filter table covers, and where x sits in it (see filter_scan16 / filter_scan8).
template <class T>
struct FilterLayout;
template <>
struct FilterLayout<uint8_t> {
  static constexpr uint64_t kWindow = 256;
  static void clear(FilterTable& t, uint32_t x) {
    uint8_t* b = reinterpret_cast<uint8_t*>(t.h);
    b[x >> 2] &= static_cast<uint8_t>(~(1u << (x & 3)));
  }
  static void fill(FilterTable& t, uint64_t count) {  // every x < count <= 256: x = 4 j + i, i < 4
    uint8_t* b = reinterpret_cast<uint8_t*>(t.h);
    std::memset(b, 0, sizeof t.h);
    std::memset(b, 0x0F, count / 4);
    if (count % 4) b[count / 4] = static_cast<uint8_t>((1u << (count % 4)) - 1);
  }
  static uint64_t first(const FilterTable& t) {  // the smallest x in the table, or kWindow
    for (uint64_t q = 0; q < 8; ++q) {
      uint64_t w;  // bytes 8 q .. 8 q + 7 (little-endian: byte j at bits 8 (j - 8 q))
      std::memcpy(&w, reinterpret_cast<const uint8_t*>(t.h) + 8 * q, sizeof w);
      if (w) {
        const uint64_t i = static_cast<uint64_t>(__builtin_ctzll(w));
        return 4 * (8 * q + i / 8) + i % 8;
      }
    }
    return kWindow;
  }
};
template <>
struct FilterLayout<uint16_t> {
  static constexpr uint64_t kWindow = 1024;
  static void clear(FilterTable& t, uint32_t x) { t.h[x & 63] &= static_cast<uint16_t>(~(1u << (x >> 6))); }
  static void fill(FilterTable& t, uint64_t count) {  // every x < count <= 1024: x = 64 b + j, j < 64
    const unsigned q = static_cast<unsigned>(count / 64), r = static_cast<unsigned>(count % 64);
    for (unsigned j = 0; j < 64; ++j) t.h[j] = static_cast<uint16_t>((1u << (q + (j < r))) - 1);
  }
  static uint64_t first(const FilterTable& t) { return filter_first16(t.h); }
};

// Removes from t the values of the pairs lo..hi (window from base); false once the table is empty.
inline bool filter_scan(const uint8_t* g, const uint8_t* r, uint64_t lo, uint64_t hi, FilterTable& t, uint64_t) {
  return filter_scan8(g, r, lo, hi, reinterpret_cast<uint8_t*>(t.h));
}
inline bool filter_scan(const uint16_t* g, const uint16_t* r, uint64_t lo, uint64_t hi, FilterTable& t, uint64_t base) {
  return base ? filter_scan16<true>(g, r, lo, hi, t.h, static_cast<uint32_t>(base)) : filter_scan16<false>(g, r, lo, hi, t.h, 0);
}
#endif  // SGP_FILTER

struct Bits {
  std::vector<uint64_t> w;
  explicit Bits(std::size_t nbits = 0) : w(nbits / 64 + 1, 0) {}
  void set(uint64_t x) { w[x >> 6] |= uint64_t(1) << (x & 63); }
  bool test(uint64_t x) const { return (w[x >> 6] >> (x & 63)) & 1; }
  void clear(std::size_t words) { std::fill(w.begin(), w.begin() + std::min(words, w.size()), 0); }
  uint64_t mex() const {
    for (std::size_t i = 0; i < w.size(); ++i)
      if (~w[i]) return i * 64 + static_cast<uint64_t>(__builtin_ctzll(~w[i]));
    return w.size() * 64;
  }
};

uint64_t value_bound(uint32_t max_value) {  // W: a power of two > every value so far
  uint64_t w = 64;
  while (w <= max_value) w <<= 1;
  return w;
}

// Marks G(a) ^ G(m - a) for 1 <= a <= m/2 (or a < m - a when `unequal`) into `seen`.
template <class T>
void mark_pairs(const T* g, uint64_t m, bool unequal, Bits& seen, uint64_t bound) {
  uint64_t hi = unequal ? (m - 1) / 2 : m / 2;
  if (hi < 1) return;
  if (hi < kParallelPairThreshold) {
    for (uint64_t a = 1; a <= hi; ++a) seen.set(g[a] ^ g[m - a]);
    return;
  }
  Bits merged = tbb::parallel_reduce(
      tbb::blocked_range<uint64_t>(1, hi + 1, kParallelPairGrain), Bits(bound),
      [&](const tbb::blocked_range<uint64_t>& r, Bits acc) {
        for (uint64_t a = r.begin(); a != r.end(); ++a) acc.set(g[a] ^ g[m - a]);
        return acc;
      },
      [](Bits x, const Bits& y) {
        for (std::size_t i = 0; i < x.w.size(); ++i) x.w[i] |= y.w[i];
        return x;
      });
  for (std::size_t i = 0; i < merged.w.size() && i < seen.w.size(); ++i) seen.w[i] |= merged.w[i];
}

// Calls k.run<T>(seq, n_end) with T the store's value type until n_end; run returns early when a value
// widens the store, and the loop re-dispatches with the wider type.
template <class K>
void extend_by_width(K& k, NimSequence& seq, uint64_t n_end) {
  seq.reserve(n_end);
  while (seq.size() < n_end) {
    switch (seq.width()) {
      case 1: k.template run<uint8_t>(seq, n_end); break;
      case 2: k.template run<uint16_t>(seq, n_end); break;
      default: k.template run<uint32_t>(seq, n_end); break;
    }
  }
}

// Smallest k with d_k != 0: heap n's options read only G(0..n - kmin), so the heaps n .. n + kmin - 1
// depend on G(0..n-1) only. 0 when d_0 != 0 (a split of n itself) or when no move exists.
uint64_t smallest_move(const TakeAndBreak& c) {
  if (c.digit(0)) return 0;
  const uint64_t len = c.digits.size() + c.tail.size();  // one period of the tail covers every digit
  for (uint64_t k = 1; k < len; ++k)
    if (c.digit(k)) return k;
  return 0;
}

// Threads a wave may use: oneTBB's limit (global_control) and the arena's concurrency.
unsigned allowed_threads() {
  const std::size_t limit = tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism);
  const int arena = tbb::this_task_arena::max_concurrency();
  return static_cast<unsigned>(std::max<int64_t>(1, std::min<int64_t>(static_cast<int64_t>(limit), arena)));
}

inline void cpu_pause() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

class NaiveCodeKernel final : public Kernel {
 public:
  explicit NaiveCodeKernel(const TakeAndBreak& c)
      : code_(c), three_(c.hexadecimal()), kmin_(smallest_move(c)), splits_game_(c.splits()) {}
  const char* name() const override { return "naive"; }

  void extend(NimSequence& seq, uint64_t n_end) override {
    pm_.reset();  // the caller may have changed the values since the last call
    for (auto& w : wave_) w.pm.reset();
    extend_by_width(*this, seq, n_end);
  }

  // Runs until n_end or until a value needs a wider store (then extend_by_width re-dispatches).
  template <class T>
  void run(NimSequence& seq, uint64_t n_end) {
    const unsigned width = seq.width();
    // Once a heap has kWaveMinPairs pairs, the rest run in waves on several threads when the code lets
    // several heaps be computed at once (two-heap codes with kmin >= 2) and oneTBB allows it.
    unsigned lanes = 1;
    if (!three_ && splits_game_ && kmin_ >= 2)
      lanes = static_cast<unsigned>(std::min<uint64_t>({kmin_, allowed_threads(), kWaveMaxThreads}));
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      if (three_) update_pairs(seq, n);  // P(n) from G(1..n-1)
      const T* g = seq.data<T>();
      uint64_t bound = value_bound(seq.max_value());
      if (!three_) {
        seq.push_back(heap_value(pm_, splits_, g, n, n, bound));
        if (seq.width() != width) return;
        if (lanes >= 2) {
          uint64_t pairs = 0;
          for (const SplitRange& r : splits_) pairs += r.hi;
          if (pairs >= kWaveMinPairs && n_end - seq.size() >= kWaveMinRun) return run_waves<T>(seq, n_end, lanes);
        }
        continue;
      }
      uint64_t kmax = code_.finite() ? std::min<uint64_t>(n, code_.last_digit()) : n;
      Bits& seen = seen_;  // reused: no allocation per heap
      seen.w.assign(bound / 64 + 1, 0);
      for (uint64_t k = 0; k <= kmax; ++k) {
        unsigned d = code_.digit(k);
        if (!d) continue;
        uint64_t m = n - k;
        if ((d & 1) && m == 0) seen.set(0);
        if ((d & 2) && m >= 1 && k >= 1) seen.set(g[m]);
        if ((d & 4) && m >= 2) mark_pairs(g, m, false, seen, bound);
        if ((d & 8) && m >= 3) mark_triples(g, m, seen);
      }
      seq.push_back(static_cast<uint32_t>(seen.mex()));
      if (seq.width() != width) return;
    }
  }

 private:
  // Per thread of a wave: its own pair mex (marks, stamps, reversed copy) and split list.
  struct Lane {
    PairMex pm;
    std::vector<SplitRange> splits;
  };

  // G(n) of a two-heap code: g holds G(0..avail-1), and every option of n lies in it (avail > n - kmin).
  template <class T>
  uint32_t heap_value(PairMex& pm, std::vector<SplitRange>& splits, const T* g, uint64_t avail, uint64_t n,
                      uint64_t bound) const {
    const uint64_t kmax = code_.finite() ? std::min<uint64_t>(n, code_.last_digit()) : n;
    pm.begin(bound);
    splits.clear();
    for (uint64_t k = 0; k <= kmax; ++k) {
      unsigned d = code_.digit(k);
      if (!d) continue;
      uint64_t m = n - k;
      if ((d & 1) && m == 0) pm.mark(0);
      if ((d & 2) && m >= 1 && k >= 1) pm.mark(g[m]);
      if ((d & 4) && m >= 2) splits.push_back({m, m / 2});
    }
    return pm.finish(g, avail, splits.data(), splits.size());
  }

  // Heaps seq.size() .. n_end - 1 on `lanes` threads, in blocks of at most kWaveBlock heaps. In a block
  // each thread takes the next heap j not yet taken, waits until every heap below j + 1 - kmin is done
  // (usually already so: at most lanes <= kmin heaps are in flight) and computes G(j) exactly, with its
  // own PairMex, from a copy of the sequence that holds the block's values as they are done. A thread
  // that waits much longer than a heap takes (the other thread lost its core) computes the first heap
  // not done itself (every heap below it is done); whoever publishes first wins, with the same value.
  // The values depend neither on which thread computed which heap, nor on the bound used (any power of
  // two above every option). A value too wide for T stops the block there: the heaps before it are
  // complete, it is pushed (widening the store) and run returns for extend_by_width to re-dispatch;
  // heaps after it are dropped and computed again.
  template <class T>
  void run_waves(NimSequence& seq, uint64_t n_end, unsigned lanes) {
    using Clock = std::chrono::steady_clock;
    const unsigned width = seq.width();
    const bool inner = allowed_threads() > lanes;  // threads left over for the loops inside a heap
    if (wave_.size() < lanes) wave_.resize(lanes);
    // The copy of G(0..n-1) in the store's width, with room for the whole run (no reallocation while
    // the threads read it).
    const uint64_t n_start = seq.size();
    copy_.resize((n_end * sizeof(T) + sizeof(uint64_t) - 1) / sizeof(uint64_t) + 1);
    T* g = reinterpret_cast<T*>(copy_.data());
    std::memcpy(g, seq.data<T>(), n_start * sizeof(T));
    if (!flags_) flags_.reset(new std::atomic<uint8_t>[kWaveBlock]);
    vals_.resize(kWaveBlock);
    constexpr uint32_t kMaxT = std::numeric_limits<T>::max();
    enum : uint8_t { kPending = 0, kDone = 1, kDropped = 2, kWriting = 3 };
    while (seq.size() < n_end) {
      const uint64_t n0 = seq.size(), n1 = std::min<uint64_t>(n_end, n0 + kWaveBlock);
      for (uint64_t i = 0; i < n1 - n0; ++i) flags_[i].store(kPending, std::memory_order_relaxed);
      std::atomic<uint64_t> next{n0}, stop{n1};  // the next heap to take; the first one too wide for T
      const uint32_t max0 = seq.max_value();
      std::atomic<uint8_t>* flags = flags_.get();
      uint32_t* vals = vals_.data();
      auto publish = [&](uint64_t j, uint32_t v) {
        uint8_t f = kPending;
        if (!flags[j - n0].compare_exchange_strong(f, kWriting, std::memory_order_acq_rel)) return;  // done already
        vals[j - n0] = v;
        if (v <= kMaxT) {
          g[j] = static_cast<T>(v);
          flags[j - n0].store(kDone, std::memory_order_release);
          return;
        }
        uint64_t s = stop.load(std::memory_order_relaxed);
        while (j < s && !stop.compare_exchange_weak(s, j, std::memory_order_acq_rel)) {
        }
        flags[j - n0].store(kDropped, std::memory_order_release);
      };
      auto drop = [&](uint64_t j) {
        uint8_t f = kPending;
        flags[j - n0].compare_exchange_strong(f, kDropped, std::memory_order_acq_rel);
      };
      auto lane = [&](unsigned id) {
        Lane& ln = wave_[id];
        const bool outer = t_in_wave;
        t_in_wave = !inner;
        uint64_t ready = n0;   // heaps below it are done (seen by this thread)
        uint32_t maxv = max0;  // the largest of G(0..ready-1)
        Clock::duration heap_time{};  // how long this thread's last heap took
        auto compute = [&](uint64_t j) {
          const auto t0 = Clock::now();
          auto value = [&] { return heap_value(ln.pm, ln.splits, static_cast<const T*>(g), ready, j, value_bound(maxv)); };
          // With threads to spare, a large heap's loops run as tasks; isolated, so that waiting for them
          // never runs another wave thread's task here (it could wait for this very heap).
          publish(j, inner ? tbb::this_task_arena::isolate(value) : value());
          heap_time = Clock::now() - t0;
        };
        for (;;) {
          const uint64_t j = next.fetch_add(1, std::memory_order_relaxed);
          if (j >= n1) break;
          if (j > stop.load(std::memory_order_acquire)) {  // past the first too-wide value: the block ends
            drop(j);
            break;
          }
          bool dead = false;
          const uint64_t need = j + 1 > kmin_ ? j + 1 - kmin_ : 0;  // every option of j lies in G(0..need-1)
          unsigned spins = 0;
          Clock::time_point since{};
          const Clock::duration help_after =
              std::max<Clock::duration>(kWaveHelpFactor * heap_time, std::chrono::microseconds(kWaveHelpMinMicros));
          while (!dead && ready < need) {
            const uint8_t f = flags[ready - n0].load(std::memory_order_acquire);
            if (f == kDone) {
              maxv = std::max(maxv, vals[ready - n0]);
              ++ready;
              spins = 0;
            } else if (f == kDropped) {
              dead = true;  // a heap it needs is unknown here
            } else if (++spins % kWaveSpinCheck != 0) {
              cpu_pause();
            } else if (spins == kWaveSpinCheck) {
              since = Clock::now();
            } else if (f == kPending && Clock::now() - since > help_after) {
              compute(ready);  // the thread on it stalls: every heap below `ready` is done
              spins = 0;
            }
          }
          if (dead) {
            drop(j);
            continue;
          }
          compute(j);
        }
        t_in_wave = outer;
      };
      tbb::task_group tg;
      for (unsigned id = 1; id < lanes; ++id) tg.run([&lane, id] { lane(id); });
      lane(0);
      tg.wait();
      const uint64_t s = stop.load();
      for (uint64_t j = n0; j < std::min(n1, s + 1); ++j) seq.push_back(vals[j - n0]);
      if (seq.width() != width) return;
    }
  }

 private:
  void update_pairs(const NimSequence& seq, uint64_t n) {
    // P(n): values G(a) ^ G(n - a) for 1 <= a <= n/2; needs G(1..n-1) only.
    uint64_t bound = value_bound(seq.max_value());
    Bits p(bound);
    for (uint64_t a = 1; 2 * a <= n; ++a) p.set(seq[a] ^ seq[n - a]);
    pairs_.push_back(std::move(p));
  }

  template <class T>
  void mark_triples(const T* g, uint64_t m, Bits& seen) {
    for (uint64_t a = 1; a + 2 <= m; ++a) {
      const Bits& p = pairs_[m - a];
      for (std::size_t wi = 0; wi < p.w.size(); ++wi)
        for (uint64_t bits = p.w[wi]; bits; bits &= bits - 1) {
          uint64_t x = wi * 64 + static_cast<uint64_t>(__builtin_ctzll(bits));
          uint64_t v = x ^ g[a];
          if (v >= seen.w.size() * 64) seen.w.resize(v / 64 + 1, 0);
          seen.set(v);
        }
    }
  }

  TakeAndBreak code_;
  bool three_;
  uint64_t kmin_;     // smallest move (smallest_move)
  bool splits_game_;  // some move leaves two heaps
  PairMex pm_;
  std::vector<SplitRange> splits_;
  std::vector<Lane> wave_;                         // one per thread of a wave
  std::vector<uint64_t> copy_;                     // G(0..) in the store's width, while waves run
  std::unique_ptr<std::atomic<uint8_t>[]> flags_;  // per heap of a block
  std::vector<uint32_t> vals_;                     // the block's values
  Bits seen_;
  std::vector<Bits> pairs_;  // P(m) for three-heap codes, index m
};

class NaiveGrundyKernel final : public Kernel {
 public:
  const char* name() const override { return "naive"; }
  void extend(NimSequence& seq, uint64_t n_end) override {
    pm_.reset();
    extend_by_width(*this, seq, n_end);
  }

  template <class T>
  void run(NimSequence& seq, uint64_t n_end) {
    const unsigned width = seq.width();
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      pm_.begin(value_bound(seq.max_value()));
      SplitRange split{n, n ? (n - 1) / 2 : 0};  // two unequal heaps: a < n - a
      seq.push_back(pm_.finish(seq.data<T>(), n, &split, 1));
      if (seq.width() != width) return;
    }
  }

 private:
  PairMex pm_;
};

class CustomKernel final : public Kernel {
 public:
  explicit CustomKernel(std::shared_ptr<const HeapGame> g) : game_(std::move(g)) {}
  const char* name() const override { return "naive"; }

  void extend(NimSequence& seq, uint64_t n_end) override {
    struct Sink : MoveSink {
      const NimSequence* seq;
      uint64_t n;
      const HeapGame* game;
      std::vector<uint64_t> seen;
      void heaps(const uint64_t* sizes, std::size_t count) override {
        uint64_t x = 0;
        for (std::size_t i = 0; i < count; ++i) {
          if (sizes[i] >= n)
            throw std::runtime_error("custom game '" + game->name() + "': a move from heap " + std::to_string(n) +
                                     " leaves heap " + std::to_string(sizes[i]) +
                                     ", not smaller, so the game would not end");
          x ^= (*seq)[sizes[i]];
        }
        if (x / 64 >= seen.size()) seen.resize(x / 64 + 1, 0);
        seen[x / 64] |= uint64_t(1) << (x % 64);
      }
    } sink;
    sink.seq = &seq;
    sink.game = game_.get();
    for (uint64_t n = seq.size(); n < n_end; ++n) {
      sink.n = n;
      sink.seen.assign(value_bound(seq.max_value()) / 64 + 1, 0);
      game_->moves(n, sink);
      uint64_t mex = 0;
      for (std::size_t i = 0; i < sink.seen.size(); ++i)
        if (~sink.seen[i]) { mex = i * 64 + static_cast<uint64_t>(__builtin_ctzll(~sink.seen[i])); break; }
        else mex = (i + 1) * 64;
      seq.push_back(static_cast<uint32_t>(mex));
    }
  }

 private:
  std::shared_ptr<const HeapGame> game_;
};

}  // namespace

void PairMex::begin(uint64_t bound) {
  bound_ = bound;
  marks_.clear();
  if (++stamp_ == 0) {  // wrapped: old stamps could collide with new ones
    std::fill(seen_.begin(), seen_.end(), 0);
    for (auto& l : local_) std::fill(l.begin(), l.end(), 0);
    stamp_ = 1;
  }
  if (seen_.size() < bound + 1) seen_.resize(bound + 1, 0);
}

template <class T>
const T* PairMex::reversed(const T* g, uint64_t n) {
  if (rev_width_ != sizeof(T) || n > rev_cap_) {
    rev_cap_ = std::max<uint64_t>(2 * n, 4096);
    rev_.assign((rev_cap_ * sizeof(T) + 7) / 8, 0);
    rev_width_ = sizeof(T);
    rev_len_ = 0;
  }
  T* rp = reinterpret_cast<T*>(rev_.data()) + rev_cap_ - 1;
  for (uint64_t j = rev_len_; j < n; ++j) rp[-static_cast<int64_t>(j)] = g[j];
  rev_len_ = n;
  return rp;
}

// Marks every pair with lo <= a <= hi (and a <= the split's hi); oneTBB tasks for many pairs, each
// with its own marks, or-ed together afterwards: the union does not depend on the split of the range.
template <class T>
void PairMex::mark_all(const T* g, const T* rp, uint64_t lo, uint64_t hi, const SplitRange* s, std::size_t ns) {
  uint32_t* seen = seen_.data();
  const uint32_t stamp = stamp_;
  uint64_t pairs = 0;
  for (std::size_t j = 0; j < ns; ++j) pairs += s[j].hi >= lo ? std::min(hi, s[j].hi) - lo + 1 : 0;
  auto mark = [&](uint64_t from, uint64_t to, uint32_t* out) {
    for (std::size_t j = 0; j < ns; ++j)
      if (from <= s[j].hi) mark_pairs_v(g, rp - s[j].m, from, std::min(to, s[j].hi), out, stamp);
  };
  if (t_in_wave || pairs < kPairMarkParallel || hi - lo < kPairMarkParallel) {
    mark(lo, hi, seen);
    return;
  }
  const std::size_t parts = static_cast<std::size_t>(tbb::this_task_arena::max_concurrency());
  if (local_.size() < parts) local_.resize(parts);
  const uint64_t span = hi - lo + 1;
  tbb::parallel_for(tbb::blocked_range<std::size_t>(0, parts, 1), [&](const tbb::blocked_range<std::size_t>& r) {
    for (std::size_t c = r.begin(); c != r.end(); ++c) {
      std::vector<uint32_t>& out = local_[c];  // holds only older stamps, or 0
      if (out.size() < bound_ + 1) out.resize(bound_ + 1, 0);
      mark(lo + span * c / parts, lo + span * (c + 1) / parts - 1, out.data());
    }
  });
  const uint32_t st = stamp_;  // a plain local: the merge below vectorises
  for (std::size_t c = 0; c < parts; ++c) {
    const uint32_t* in = local_[c].data();
    for (uint64_t v = 0; v <= bound_; ++v) seen[v] = in[v] == st ? st : seen[v];
  }
}

#ifdef SGP_FILTER
// The filter scan over every pair, window by window: the table starts as every value of the window
// that no mark() gave; the scans remove the values of the pairs. A value left is no option, and every
// value below it in the window is one (and so is every value of the windows below, which ended empty):
// the smallest value left is the mex. An empty table means the mex lies above the window. Large heaps
// outside a wave split the pairs into one part per thread, each with its own copy of the starting
// table; a value is left when no part found it, the AND of the parts' tables, which does not depend on
// how the pairs were split.
template <class T>
uint32_t PairMex::finish_filter(const T* g, uint64_t n, const SplitRange* s, std::size_t ns, uint64_t last) {
  using L = FilterLayout<T>;
  const T* rp = reversed(g, n);
  uint64_t pairs = 0;
  for (std::size_t j = 0; j < ns; ++j) pairs += s[j].hi;
  const std::size_t parts = allowed_threads();
  const bool parallel = !t_in_wave && parts > 1 && pairs >= kPairScanParallel && last >= kPairScanParallel;
  for (uint64_t base = 0; base < bound_; base += L::kWindow) {
    const uint64_t top = std::min<uint64_t>(bound_, base + L::kWindow);
    FilterTable start;
    L::fill(start, top - base);
    for (uint32_t v : marks_)
      if (v >= base && v < top) L::clear(start, static_cast<uint32_t>(v - base));
    if (L::first(start) == L::kWindow) continue;  // every value of the window is a mark
    auto scan = [&](uint64_t from, uint64_t to, FilterTable& t) {
      for (std::size_t j = 0; j < ns; ++j)
        if (from <= s[j].hi && !filter_scan(g, rp - s[j].m, from, std::min(to, s[j].hi), t, base)) return false;
      return true;
    };
    FilterTable left = start;
    if (!parallel) {
      if (!scan(1, last, left)) continue;
    } else {
      tabs_.assign(parts * 64, 0);
      tbb::parallel_for(tbb::blocked_range<std::size_t>(0, parts, 1), [&](const tbb::blocked_range<std::size_t>& r) {
        for (std::size_t c = r.begin(); c != r.end(); ++c) {
          FilterTable t = start;
          if (!scan(1 + last * c / parts, last * (c + 1) / parts, t)) std::fill(t.h, t.h + 64, 0);
          std::copy(t.h, t.h + 64, tabs_.begin() + static_cast<std::ptrdiff_t>(64 * c));
        }
      });
      for (std::size_t c = 0; c < parts; ++c)
        for (std::size_t i = 0; i < 64; ++i) left.h[i] &= tabs_[64 * c + i];
    }
    const uint64_t x = L::first(left);
    if (x < L::kWindow) return static_cast<uint32_t>(base + x);
  }
  return static_cast<uint32_t>(bound_);
}
#endif  // SGP_FILTER

template <class T>
uint32_t PairMex::finish(const T* g, uint64_t n, const SplitRange* s, std::size_t ns) {
  const uint32_t* seen = seen_.data();
  const uint32_t stamp = stamp_;
  auto first_unseen = [&] {  // seen[W] is never stamped: no option reaches W
    uint32_t v = 0;
    while (seen[v] == stamp) ++v;
    return v;
  };
  uint64_t last = 0;  // the largest a of any split
  for (std::size_t j = 0; j < ns; ++j) last = std::max(last, s[j].hi);
  if (last == 0) return first_unseen();
#ifdef SGP_FILTER
  if constexpr (sizeof(T) <= 2)
    if (last >= kPairFilterMin && filter_supported()) return finish_filter(g, n, s, ns, last);
#endif
  const T* rp = reversed(g, n);
  // The candidate search failed on recent heaps (games whose values near the mex occur only late,
  // such as 0.007): mark every pair, and try the search again after a back-off.
  if (skip_ > 0) {
    --skip_;
    mark_all(g, rp, 1, last, s, ns);
    return first_unseen();
  }
  const uint64_t pre = std::min(last, std::max(kPairMarkMin, last >> kPairMarkShift));
  mark_all(g, rp, 1, pre, s, ns);
  if (pre == last) return first_unseen();
  cand_.clear();
  bool complete = true;  // the candidates are every unmarked value below W
  for (uint32_t v = 0; v < bound_; ++v)
    if (seen[v] != stamp) {
      if (cand_.size() == kPairCandidates) { complete = false; break; }
      cand_.push_back(v);
    }
  if (cand_.empty()) return static_cast<uint32_t>(bound_);
  const unsigned nc = static_cast<unsigned>(cand_.size()), all = (1u << nc) - 1;
  const uint32_t* cand = cand_.data();
  auto scan = [&](uint64_t lo, uint64_t hi, unsigned found) {
    for (std::size_t j = 0; j < ns && found != all; ++j)
      if (lo <= s[j].hi) found = scan_pairs_v(g, rp - s[j].m, lo, std::min(hi, s[j].hi), cand, nc, found);
    return found;
  };
  uint64_t rest = 0;
  for (std::size_t j = 0; j < ns; ++j) rest += s[j].hi > pre ? s[j].hi - pre : 0;
  unsigned found;
  if (t_in_wave || rest < kPairScanParallel) {
    found = scan(pre + 1, last, 0);
  } else {
    found = tbb::parallel_reduce(
        tbb::blocked_range<uint64_t>(pre + 1, last + 1, kPairScanGrain), 0u,
        [&](const tbb::blocked_range<uint64_t>& r, unsigned f) { return scan(r.begin(), r.end() - 1, f); },
        [](unsigned x, unsigned y) { return x | y; });
  }
  for (unsigned t = 0; t < nc; ++t)
    if (!(found >> t & 1)) {
      backoff_ = 1;
      return cand[t];
    }
  if (complete) return static_cast<uint32_t>(bound_);
  skip_ = backoff_;
  backoff_ = std::min<uint64_t>(2 * backoff_, kPairMaxBackoff);
  mark_all(g, rp, pre + 1, last, s, ns);
  return first_unseen();
}

template uint32_t PairMex::finish<uint8_t>(const uint8_t*, uint64_t, const SplitRange*, std::size_t);
template uint32_t PairMex::finish<uint16_t>(const uint16_t*, uint64_t, const SplitRange*, std::size_t);
template uint32_t PairMex::finish<uint32_t>(const uint32_t*, uint64_t, const SplitRange*, std::size_t);

std::unique_ptr<Kernel> make_naive_kernel(const Game& game) {
  switch (game.kind) {
    case GameKind::TakeAndBreak: return std::make_unique<NaiveCodeKernel>(game.code);
    case GameKind::Grundy: return std::make_unique<NaiveGrundyKernel>();
    case GameKind::Custom: return std::make_unique<CustomKernel>(game.custom);
  }
  return nullptr;
}

Method parse_method(const std::string& s) {
  if (s == "auto") return Method::Auto;
  if (s == "naive") return Method::Naive;
  if (s == "sparse") return Method::Sparse;
  throw std::invalid_argument("unknown method '" + s + "' (naive, sparse or auto)");
}

const char* method_name(Method m) {
  switch (m) {
    case Method::Auto: return "auto";
    case Method::Naive: return "naive";
    case Method::Sparse: return "sparse";
  }
  return "?";
}

std::unique_ptr<Kernel> make_kernel(const Game& game, Method method) {
  if (method == Method::Naive) return make_naive_kernel(game);
  auto sparse = make_sparse_kernel(game);
  if (sparse) return sparse;
  if (method == Method::Sparse)
    throw std::invalid_argument("the sparse kernel does not handle " + game.canonical() + " (use --method naive or auto)");
  return make_naive_kernel(game);
}

NimSequence compute(const Game& game, uint64_t count, Method method) {
  NimSequence seq;
  make_kernel(game, method)->extend(seq, count);
  return seq;
}

void extend_with_progress(Kernel& k, NimSequence& seq, uint64_t n_end, const Progress& progress) {
  while (seq.size() < n_end) {
    uint64_t step = std::max<uint64_t>(kProgressBlock, seq.size() / 64);
    k.extend(seq, std::min<uint64_t>(n_end, seq.size() + step));
    if (progress) progress(seq.size(), n_end);
  }
}

}  // namespace sgp
