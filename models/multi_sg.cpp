/// @brief Multi-SG: the successor of a move that leaves games G1 + G2 + ... is SG(G1) ^ SG(G2) ^ ...,
/// and the position's SG is the mex over moves (notes, Part 1.3). Tables grow on demand.
///
/// Lasker's Nim closed form: proven by the mex skeleton (take moves give every smaller value except
/// the swapped partner, which a split reaches; splits into two odd heaps never give the value itself),
/// and checked here against the recurrence in the tests.
#include "models/multi_sg.hpp"

#include <algorithm>
#include <mutex>
#include <stdexcept>
#include <string>

namespace sgp::models {

namespace {
std::mutex table_mutex;

struct CuttingTable {
  uint32_t n = 0;
  std::vector<uint16_t> sg;  // (n+1) x (n+1)
  uint16_t at(uint32_t w, uint32_t h) const { return sg[std::size_t(w) * (n + 1) + h]; }
};
CuttingTable& cutting_table(uint32_t need) {
  static CuttingTable t;
  if (need <= t.n) return t;
  uint32_t n = std::min<uint32_t>(kCuttingMax, std::max<uint32_t>(need, std::max<uint32_t>(2 * t.n, 64)));
  CuttingTable nt;
  nt.n = n;
  nt.sg.assign(std::size_t(n + 1) * (n + 1), 0);
  std::vector<uint32_t> mark(4096, 0);
  uint32_t stamp = 0;
  for (uint32_t w = 2; w <= n; ++w)
    for (uint32_t h = 2; h <= n; ++h) {
      if (h < w) { nt.sg[std::size_t(w) * (n + 1) + h] = nt.at(h, w); continue; }  // symmetric
      if (h <= t.n) { nt.sg[std::size_t(w) * (n + 1) + h] = t.at(w, h); continue; }  // the smaller table's
      ++stamp;
      // Cutting at k or at side - k leaves the same two pieces: half the cuts give every option.
      for (uint32_t k = 2; 2 * k <= w; ++k) mark[nt.at(k, h) ^ nt.at(w - k, h)] = stamp;
      for (uint32_t k = 2; 2 * k <= h; ++k) mark[nt.at(w, k) ^ nt.at(w, h - k)] = stamp;
      uint32_t g = 0;
      while (mark[g] == stamp) ++g;
      nt.sg[std::size_t(w) * (n + 1) + h] = static_cast<uint16_t>(g);
    }
  t = std::move(nt);
  return t;
}

std::vector<uint32_t> beads_table_sg, beads_table_tot;  // tot[n] = xor of SG over proper divisors

// A move on heap i leaves the xor of its proper divisors' values without one of them: tot(i) ^ SG(d).
// Every value up to kBeadsMax is at most 5 (the test checks the table against a divisor-by-divisor
// recurrence), so the set {SG(d) : d | i, d < i} fits in one word, built by a sieve over multiples as
// tot is: no factorisation and no divisor list per heap. A value past 63 would not fit and is refused.
void grow_beads(uint32_t need) {
  uint32_t have = beads_table_sg.size() ? uint32_t(beads_table_sg.size() - 1) : 0;
  if (need <= have) return;
  uint32_t n = std::min<uint32_t>(kBeadsMax, std::max<uint32_t>(need, std::max<uint32_t>(2 * have, 1024)));
  std::vector<uint32_t> sg(n + 1, 0), tot(n + 1, 0);
  std::vector<uint64_t> divisor_values(n + 1, 0);
  for (uint32_t i = 1; i <= n; ++i) {
    if (i > 1) {
      uint64_t options = 0;
      for (uint64_t rest = divisor_values[i]; rest; rest &= rest - 1) {
        const uint32_t v = tot[i] ^ uint32_t(__builtin_ctzll(rest));
        if (v >= 64) throw std::logic_error("beads: an option value past 63 at heap " + std::to_string(i));
        options |= uint64_t(1) << v;
      }
      sg[i] = uint32_t(__builtin_ctzll(~options));
    }
    if (sg[i] >= 64) throw std::logic_error("beads: a value past 63 at heap " + std::to_string(i));
    for (uint64_t m = 2 * uint64_t(i); m <= n; m += i) {
      tot[m] ^= sg[i];
      divisor_values[m] |= uint64_t(1) << sg[i];
    }
  }
  beads_table_sg = std::move(sg);
  beads_table_tot = std::move(tot);
}
}  // namespace

uint64_t cutting_sg(uint32_t w, uint32_t h) {
  if (w < 2 || h < 2 || w > kCuttingMax || h > kCuttingMax)
    throw InputError("cutting: sides must be in [2, " + std::to_string(kCuttingMax) + "], got " +
                     std::to_string(w) + " x " + std::to_string(h));
  std::lock_guard<std::mutex> lock(table_mutex);
  return cutting_table(std::max(w, h)).at(w, h);
}

Answer solve_cutting(uint32_t w, uint32_t h) {
  Answer a;
  uint64_t g = cutting_sg(w, h);
  a.first_wins = g != 0;
  a.sg = std::to_string(g);
  if (!a.first_wins) return a;
  for (uint32_t k = 2; k + 2 <= w; ++k)
    if ((cutting_sg(k, h) ^ cutting_sg(w - k, h)) == 0) {
      a.move = "cut into " + std::to_string(k) + "x" + std::to_string(h) + " and " + std::to_string(w - k) + "x" + std::to_string(h);
      return a;
    }
  for (uint32_t k = 2; k + 2 <= h; ++k)
    if ((cutting_sg(w, k) ^ cutting_sg(w, h - k)) == 0) {
      a.move = "cut into " + std::to_string(w) + "x" + std::to_string(k) + " and " + std::to_string(w) + "x" + std::to_string(h - k);
      return a;
    }
  return a;
}

uint128 lasker_sg(uint64_t n) {
  if (n == 0) return 0;
  switch (n % 4) {
    case 3: return uint128(n) + 1;  // 2^64 for n = 2^64 - 1: a 64-bit value would wrap to 0
    case 0: return n - 1;
    default: return n;
  }
}

Answer solve_lasker(const std::vector<uint64_t>& heaps) {
  // The values and their xor need 65 bits, so Bouton's move is made here on 128-bit values.
  std::vector<uint128> g;
  uint128 x = 0;
  for (uint64_t h : heaps) {
    g.push_back(lasker_sg(h));
    x ^= g.back();
  }
  Answer a;
  a.first_wins = x != 0;
  a.sg = decimal(x);
  if (x == 0) return a;
  std::size_t i = 0;
  while ((g[i] ^ x) >= g[i]) ++i;  // some value holds x's top bit (Bouton)
  const uint64_t n = heaps[i];
  const uint128 t = g[i] ^ x;  // t < SG(n) <= 2^64, so t fits in 64 bits
  std::string heap = "heap " + std::to_string(i + 1) + ": " + std::to_string(n) + " -> ";
  // Target value t < SG(n): a heap of size s with SG(s) = t below n (s = t with 3 <-> 4 mod 4 swapped),
  // or, when that s is not below n, a split.
  const uint64_t tt = static_cast<uint64_t>(t);
  const uint128 s = tt == 0 ? 0 : (tt % 4 == 3 ? uint128(tt) + 1 : (tt % 4 == 0 ? tt - 1 : tt));
  if (s < n) { a.move = heap + decimal(s); return a; }
  // Only t = n with n = 4k+3 (SG 4k+4) lands here: 1 + (n - 1) has SG 1 ^ (4k+2) = 4k+3 = t.
  for (uint64_t l = 1; l < n; l += 2)
    if ((lasker_sg(l) ^ lasker_sg(n - l)) == t) {
      a.move = heap + std::to_string(l) + " + " + std::to_string(n - l);
      return a;
    }
  return a;
}

uint64_t beads_sg(uint32_t n) {
  if (n < 1 || n > kBeadsMax)
    throw InputError("beads: heap " + std::to_string(n) + " outside [1, " + std::to_string(kBeadsMax) + "]");
  std::lock_guard<std::mutex> lock(table_mutex);
  grow_beads(n);
  return beads_table_sg[n];
}

Answer solve_beads(const std::vector<uint64_t>& heaps) {
  std::vector<uint64_t> g;
  for (uint64_t h : heaps) {
    if (h < 1 || h > kBeadsMax)
      throw InputError("beads: heap " + std::to_string(h) + " outside [1, " + std::to_string(kBeadsMax) + "]");
    g.push_back(beads_sg(uint32_t(h)));
  }
  Answer a;
  uint64_t x = xor_all(g);
  a.first_wins = x != 0;
  a.sg = std::to_string(x);
  auto m = nim_move(g);
  if (!m) return a;
  uint32_t n = uint32_t(heaps[m->index]);
  uint64_t tot;
  {
    std::lock_guard<std::mutex> lock(table_mutex);
    tot = beads_table_tot[n];
  }
  for (uint32_t d = 1; d < n; ++d)
    if (n % d == 0 && (tot ^ beads_sg(d)) == m->to) {
      a.move = "heap " + std::to_string(m->index + 1) + ": " + std::to_string(n) +
               " -> its proper divisors without " + std::to_string(d);
      return a;
    }
  return a;
}

}  // namespace sgp::models
