/// @brief Three-heap options of hexadecimal codes: the pair sets P(t) and the xor-translate of a value bitset.
//
// A move that leaves three non-empty heaps a + b + c = m has the value G(a) ^ G(b) ^ G(c). With
// P(t) = { G(b) ^ G(t - b) : 1 <= b <= t/2 } kept as a bitset per t, the three-heap values of m are
// the union over 1 <= a <= m - 2 of G(a) ^ P(m - a): a few word operations per a instead of one per
// triple.
//
// Translating a bitset by xor with g moves bit v to bit v ^ g. Write g = 64 h + l: the high part
// permutes whole words (word i goes to word i ^ h); the low part permutes the bits inside each word,
// and xor with l is the composition, over the set bits 2^j of l, of swapping neighbouring groups of
// 2^j bits (the bit at j' goes to j' ^ 2^j). So each word costs at most six shift-and-mask steps.
// With W a power of two above every value and at least 64, every value and every P(t) lies below W,
// so with W / 64 words per set (a power of two) i ^ h stays inside the set.
//
// The mex needs less than the whole union: triple_mex starts from the candidates (the values below
// some limit not yet known to be options) and, for each a, clears from them G(a) ^ P(m - a), touching
// only the words that still hold a candidate. It takes the candidates a window of a few words at a
// time, lowest first, and stops at the first window with a survivor: its smallest survivor is the mex,
// since every lower word was cleared. Most values are options, found within the first few a, so a
// window usually empties fast; the window with the mex costs one pass over a, O(m) word steps, where
// marking every translate costs O(m W / 64). Without windows, the words above every option (an
// arithmetic-periodic game's values grow, so W is up to twice the largest) would stay live all along.
#pragma once
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/config.hpp"
#include "sys/memory.hpp"

namespace sgp {

/// The bit at v of x goes to v ^ l (l < 64).
inline uint64_t xor_permute_word(uint64_t x, unsigned l) {
  static constexpr uint64_t kLow[6] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full,
                                       0x00ff00ff00ff00ffull, 0x0000ffff0000ffffull, 0x00000000ffffffffull};
  for (unsigned j = 0; j < 6; ++j)
    if (l >> j & 1) x = ((x & kLow[j]) << (1u << j)) | ((x >> (1u << j)) & kLow[j]);
  return x;
}

/// P(0), P(1), ..., P(size() - 1) as bitsets of words() words each (P(0) = P(1) = empty), stored word
/// by word: row i holds word i of every set, so a scan over a (t = m - a descending) at a slowly
/// changing word index reads memory in order instead of jumping from set to set.
class PairSets {
 public:
  void clear() {
    rows_.assign(1, {});
    size_ = 0;
  }
  uint64_t size() const { return size_; }
  std::size_t words() const { return rows_.size(); }
  const uint64_t* row(std::size_t i) const { return rows_[i].data(); }
  bool has(uint64_t t, uint32_t v) const { return (v >> 6) < rows_.size() && (rows_[v >> 6][t] >> (v & 63) & 1); }
  /// Makes room for values below 64 * words (a power of two).
  void widen(std::size_t words) {
    if (words <= rows_.size()) return;
    check_room(size_, words);
    rows_.resize(words, std::vector<uint64_t>(size_, 0));
  }
  /// Appends P(size()) from g = G(0..), which must hold G(1 .. size() - 1), all below 64 * words().
  template <class G>
  void append(const G& g) {
    const uint64_t t = size_;
    if ((t & (t - 1)) == 0) check_room(2 * t, rows_.size());  // at each power of two: the next stretch
    for (auto& r : rows_) r.push_back(0);
    for (uint64_t a = 1; 2 * a <= t; ++a) {
      const uint32_t x = static_cast<uint32_t>(g[a] ^ g[t - a]);
      rows_[x >> 6][t] |= uint64_t(1) << (x & 63);
    }
    ++size_;
  }

 private:
  // The sets grow like n W / 8 bytes, and W grows with the values: an arithmetic-periodic code (values
  // near n / 3) needs 64 GiB at n = 10^6. Refuse with the figures before the machine runs out, rather
  // than be killed by it hours into a run.
  static void check_room(uint64_t sets, std::size_t words) {
    const uint64_t memory = sys::physical_memory_bytes();
    if (memory == 0) return;
    const double need = static_cast<double>(sets) * static_cast<double>(words) * 8;
    const double have = static_cast<double>(memory);
    if (need > kTripleSetsMemoryShare * have) {
      std::ostringstream os;
      os.precision(3);
      os << "three-heap options: the pair sets of " << sets << " heaps with values below " << 64 * words << " need "
         << need / (1 << 30) << " GiB, more than " << 100 * kTripleSetsMemoryShare << "% of this machine's "
         << have / (1 << 30) << " GiB; ask for fewer values";
      throw std::runtime_error(os.str());
    }
  }

  std::vector<std::vector<uint64_t>> rows_ = std::vector<std::vector<uint64_t>>(1);
  uint64_t size_ = 0;
};

/// dst |= G ^ P(t), that is { v ^ g : v in P(t) }; dst has at least p.words() words and g < 64 p.words().
inline void or_xor_translated(uint64_t* dst, const PairSets& p, uint64_t t, uint32_t g) {
  const std::size_t h = g >> 6;
  const unsigned l = g & 63;
  for (std::size_t i = 0; i < p.words(); ++i)
    if (const uint64_t x = p.row(i)[t]) dst[i ^ h] |= l ? xor_permute_word(x, l) : x;
}

/// The smallest value in cand (`words` words; those at or above p.words() hold no option) that is no
/// three-heap option of any of the heaps ms[0..nm), that is no G(a) ^ P(m - a) with 1 <= a <= m - 2;
/// 64 * words when there is none. Clears found options from cand on the way. `live` is scratch.
template <class T>
uint64_t triple_mex(uint64_t* cand, std::size_t words, const PairSets& p, const T* g, const uint64_t* ms,
                    std::size_t nm, std::vector<uint32_t>& live) {
  const std::size_t pw = p.words();
  std::size_t next = 0;
  while (true) {
    // The next window: the lowest kTripleWindow words that still hold a candidate.
    live.clear();
    for (; next < words && live.size() < kTripleWindow; ++next)
      if (cand[next]) live.push_back(static_cast<uint32_t>(next));
    if (live.empty()) return 64 * words;
    for (std::size_t im = 0; im < nm && !live.empty(); ++im) {
      const uint64_t m = ms[im];
      for (uint64_t a = 1; a + 2 <= m && !live.empty(); ++a) {
        const uint64_t t = m - a;
        const std::size_t h = g[a] >> 6;
        const unsigned l = g[a] & 63;
        std::size_t kept = 0;
        for (uint32_t j : live) {
          const std::size_t i = j ^ h;
          const uint64_t x = i < pw ? p.row(i)[t] : 0;
          if (x) cand[j] &= ~xor_permute_word(x, l);
          if (cand[j]) live[kept++] = j;
        }
        live.resize(kept);
      }
    }
    // Every word below the window is cleared, and the window's words ascend.
    if (!live.empty()) return 64 * uint64_t(live[0]) + static_cast<uint64_t>(__builtin_ctzll(cand[live[0]]));
  }
}

}  // namespace sgp
