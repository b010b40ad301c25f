/// @brief PairBatch (heap batches of the filter scan) against a plain set-and-mex of every option.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "engine/dense/pair_batch.hpp"

namespace {

// A power of two above every value (at least 64), as the naive kernel bounds its options.
uint64_t bound_of(const std::vector<uint32_t>& g, uint64_t n) {
  uint32_t mx = 0;
  for (uint64_t j = 0; j < n; ++j) mx = std::max(mx, g[j]);
  uint64_t w = 64;
  while (w <= mx) w <<= 1;
  return w;
}

// Heap n's options under the octal digits d (d[k]: bit 1 take all, 2 leave one heap, 4 leave two).
sgp::BatchHeap heap_of(const std::vector<unsigned>& d, uint64_t n) {
  sgp::BatchHeap h;
  for (uint64_t k = 0; k < d.size() && k <= n; ++k) {
    const uint64_t m = n - k;
    if ((d[k] & 1) && m == 0) h.zero = true;
    if ((d[k] & 2) && m >= 1 && k >= 1) h.mark_at.push_back(m);
    if ((d[k] & 4) && m >= 2) {
      h.splits.push_back({m, m / 2});
      h.last = std::max(h.last, m / 2);
    }
  }
  return h;
}

// The mex of every option, by a plain set.
uint32_t plain_mex(const std::vector<uint32_t>& g, const sgp::BatchHeap& h) {
  std::vector<char> seen(1 << 17, 0);
  if (h.zero) seen[0] = 1;
  for (uint64_t m : h.mark_at) seen[g[m]] = 1;
  for (const sgp::SplitRange& s : h.splits)
    for (uint64_t a = 1; a <= s.hi; ++a) seen[g[a] ^ g[s.m - a]] = 1;
  uint32_t x = 0;
  while (seen[x]) ++x;
  return x;
}

}  // namespace

TEST_CASE("a heap batch gives every heap the plain mex of its options", "[pairbatch]") {
  if (!sgp::PairBatch::supported()) {
    WARN("no AVX-512 VBMI2 here: heap batches are not used on this machine");
    return;
  }
  // Mostly even values make the odd ones rare options (an odd xor needs exactly one odd part), so
  // the candidates go through the narrow scans, are found late or never, and groups end empty. The
  // values at n0 and above (which scan() must not read) are poison until finish() needs them, and
  // are drawn from a wider range at times: the bound grows inside the batch, and a window of 1024
  // can end empty (the mex lies above it). One batch object serves every case (stale state).
  std::mt19937_64 rng(20261201);
  sgp::PairBatch batch;
  int cases = 0, narrow_mex = 0;
  for (int rep = 0; rep < 60; ++rep) {
    // Small heaps (the take-all move, d_k & 1, to 0), heaps within one chunk of pairs, heaps over many.
    const uint64_t n0 = rep % 10 == 0 ? 2 + rng() % 40
                        : rep % 7 == 1  ? 100 + rng() % 300
                        : rep % 3 == 0  ? 20000 + rng() % 50000
                                        : 600 + rng() % 5000;
    const std::size_t count = std::vector<std::size_t>{1, 3, 17, 64, 150}[rng() % 5] / (n0 > 10000 ? 4 : 1) + 1;
    const uint32_t range = std::vector<uint32_t>{100, 500, 1000, 1500, 4000}[rng() % 5];
    const double odd = std::vector<double>{0.0004, 0.002, 0.01, 0.5}[rng() % 4];
    // At times a digit for nearly every k (as 0.0[7]): hundreds of splits a heap, most of them short.
    std::vector<unsigned> d(rep % 7 == 1 ? n0 + count : 1 + rng() % 4);
    for (unsigned& x : d) x = static_cast<unsigned>(rng() % 8);
    d[rng() % d.size()] |= 4;  // at least one split
    std::uniform_real_distribution<double> u(0, 1);
    auto draw = [&](uint32_t r) {
      const uint32_t v = static_cast<uint32_t>(rng() % r);
      return u(rng) < odd ? v | 1 : v & ~1u;
    };
    const uint64_t total = n0 + count;
    std::vector<uint32_t> g(total);
    for (uint64_t j = 0; j < total; ++j) g[j] = j == 0 ? 0 : draw(range);
    for (uint64_t j = n0; j < total; ++j)  // some late values far up, some small odd ones (likely mexes)
      if (rng() % 4 == 0) g[j] = rng() % 2 ? static_cast<uint32_t>(2 * range + 600 + rng() % 100) : static_cast<uint32_t>(2 * (rng() % 8) + 1);
    // The batch's copies (two-byte), with poison from n0 on.
    std::vector<uint16_t> fwd(total + 64), rev(total + 64);
    uint16_t* rp = rev.data() + total - 1;  // rp[-j] = G(j)
    for (uint64_t j = 0; j < total; ++j) fwd[j] = rp[-static_cast<int64_t>(j)] = static_cast<uint16_t>(j < n0 ? g[j] : rng() % 2048);
    std::vector<sgp::BatchHeap> heaps;
    for (std::size_t i = 0; i < count; ++i) heaps.push_back(heap_of(d, n0 + i));
    batch.scan(heaps.data(), count, fwd.data(), rp, n0, bound_of(g, n0));
    for (std::size_t i = 0; i < count; ++i) {
      if (i) fwd[n0 + i - 1] = rp[-static_cast<int64_t>(n0 + i - 1)] = static_cast<uint16_t>(g[n0 + i - 1]);
      const uint32_t want = plain_mex(g, heaps[i]);
      INFO("case " << rep << ": n0 " << n0 << ", heap " << n0 + i << ", range " << range << ", odd " << odd);
      REQUIRE(batch.finish(i, fwd.data(), rp, bound_of(g, n0 + i)) == want);
      ++cases;
      narrow_mex += want % 2;
    }
  }
  CHECK(cases > 1000);
  CHECK(narrow_mex > 100);  // odd mexes: rare options decided in the narrow scans
}

TEST_CASE("a heap batch counts the move to an empty heap", "[pairbatch]") {
  if (!sgp::PairBatch::supported()) return;
  // Digits d_1 = 4 (take one, leave two heaps) and d_4 = 1 (take four, all of a heap), G(0..2) = 0, 1, 2.
  // Heap 3: the split 1 + 1 gives 0, so its mex is 1. Heap 4: taking it all gives 0 and the split 1 + 2
  // gives 1 ^ 2 = 3, so its mex is 1 (0 if the move to an empty heap were forgotten).
  const std::vector<unsigned> d = {0, 4, 0, 0, 1};
  std::vector<uint16_t> fwd(64), rev(64);
  uint16_t* rp = rev.data() + 4;
  for (int j = 0; j < 3; ++j) fwd[j] = rp[-j] = static_cast<uint16_t>(j);
  std::vector<sgp::BatchHeap> heaps = {heap_of(d, 3), heap_of(d, 4)};
  REQUIRE(heaps[1].zero);
  sgp::PairBatch batch;
  batch.scan(heaps.data(), 2, fwd.data(), rp, 3, 64);
  CHECK(batch.finish(0, fwd.data(), rp, 64) == 1);
  fwd[3] = rp[-3] = 1;
  CHECK(batch.finish(1, fwd.data(), rp, 64) == 1);
}
