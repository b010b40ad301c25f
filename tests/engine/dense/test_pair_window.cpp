/// @brief PairMex's window scan (AVX2 without AVX-512, engine/dense/pair_window.cpp) against a plain set-and-mex loop.
//
// On a machine without AVX-512, and under SGP_SIMD=avx2 on one with it (the kernel_tests_simd_avx2
// entry of ctest), PairMex::finish takes the window scan for heaps of at least kPairWindowMin pairs and
// values below kWindowMaxBound; elsewhere these cases check the other paths, with the same answers.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "engine/config.hpp"
#include "engine/dense/pair_mex.hpp"
#include "engine/sparse/sparse.hpp"
#include "tests/pair_util.hpp"

namespace {

using sgtest::check_single_witness;
using sgtest::plain_mex;

// As the naive kernel calls it: W at least 64.
template <class T>
uint32_t pair_mex_w(sgp::PairMex& pm, const std::vector<T>& g, const std::vector<sgp::SplitRange>& splits,
                    const std::vector<uint32_t>& marks) {
  return sgtest::pair_mex(pm, g, splits, marks, 64);
}

// The first pair after the marked prefix of the window scan, for a split whose last pair is `last`.
uint64_t window_prefix(uint64_t last) {
  return std::min(last, std::max(sgp::kWindowPrefixMin, last >> sgp::kWindowPrefixShift));
}

// One split of m = n - 1: the prefix pairs give 0..7, the pairs after it 8, 9, ..., 8 + span - 1 in
// turn, except `hole`. Every window of values from 8 up is unknown after the prefix, so the hole's
// window comes after several groups that empty.
template <class T>
std::vector<T> staged(uint64_t n, uint32_t span, uint32_t hole) {
  const uint64_t m = n - 1, half = m / 2, k = window_prefix(half);
  std::vector<T> g(n, 0);
  for (uint64_t a = 1; a <= k; ++a) g[m - a] = static_cast<T>(a % 8);
  for (uint64_t a = k + 1; a <= half; ++a) {
    const uint32_t v = 8 + static_cast<uint32_t>((a - k) % span);
    g[a] = static_cast<T>(v == hole ? v + 1 : v);  // partner m - a holds 0
  }
  return g;
}

}  // namespace

TEST_CASE("pair window: a single witness at every boundary of the scan", "[kernel][pairmex][pairwindow]") {
  // The hole gets one witness at pair a: inside the marked prefix, at its end, at block edges, at the
  // last whole block of 32 and in the pairs after it (marked with the prefix). Skipping or repeating
  // the wrong pair gives the hole as the mex instead of the value after the tail's values.
  sgp::PairMex pm;
  const uint64_t n = 20012, m = n - 1, half = m / 2, k = window_prefix(half);  // m odd: no pair (a, a)
  const uint64_t end = k + (half - k) / 32 * 32;  // the last pair the blocks take
  REQUIRE(end < half);                          // pairs after the last block exist
  REQUIRE(half >= sgp::kPairWindowMin);
  const std::vector<uint64_t> at = {1, 2, k - 1, k, k + 1, k + 2, k + 31, k + 32, k + 33, end - 32, end - 31, end - 1, end,
                                    end + 1, half - 1, half};
  for (uint64_t a : at) {
    INFO("witness at pair " << a << " (prefix ends at " << k << ", blocks end at " << end << ", last pair " << half << ")");
    check_single_witness(pm, staged<uint8_t>(n, 200, 150), m, a, 150);
    check_single_witness(pm, staged<uint16_t>(n, 1900, 1500), m, a, 1500);
  }
}

TEST_CASE("pair window: the hole in every window, and no hole at all", "[kernel][pairmex][pairwindow]") {
  sgp::PairMex pm;
  const uint64_t n = 30001;
  const std::vector<sgp::SplitRange> one = {{n - 1, (n - 1) / 2}};
  // Holes at the first and last value of windows (127, 128, ...), so groups of every length run first.
  for (uint32_t hole : {8u, 127u, 128u, 255u, 256u, 383u, 640u, 1023u, 1024u, 1151u, 1907u}) {
    INFO("hole " << hole);
    auto g = staged<uint16_t>(n, 1900, hole);
    REQUIRE(plain_mex(g, one, {}) == hole);
    CHECK(pair_mex_w(pm, g, one, {}) == hole);
    CHECK(pair_mex_w(pm, g, one, {hole}) == plain_mex(g, one, {hole}));  // a mark fills it
  }
  // Past 2048 the window is told by the third plane too: holes above it (W = 8192), and a hole below it
  // that a value 2048 higher would fake if the third plane were ignored (W = 4096).
  for (uint32_t hole : {2047u, 2048u, 2175u, 4095u, 4096u, 4500u}) {
    INFO("hole " << hole << ", values up to 5007");
    auto g = staged<uint16_t>(n, 5000, hole);
    REQUIRE(plain_mex(g, one, {}) == hole);
    CHECK(pair_mex_w(pm, g, one, {}) == hole);
  }
  auto fake = staged<uint16_t>(n, 3000, 900);  // 2948 = 900 + 2048 occurs
  REQUIRE(plain_mex(fake, one, {}) == 900);
  CHECK(pair_mex_w(pm, fake, one, {}) == 900);
  // Every value below W = 2048 is a pair xor (G(a) = a mod 2048, the partners 0): the mex is W.
  std::vector<uint16_t> all(n, 0);
  for (uint64_t a = 1; a <= (n - 1) / 2; ++a) all[a] = static_cast<uint16_t>(a % 2048);
  REQUIRE(plain_mex(all, one, {}) == 2048);
  CHECK(pair_mex_w(pm, all, one, {}) == 2048);
  // W = 64: one window, half of it past W
  std::vector<uint8_t> small(n, 0);
  for (uint64_t a = 1; a <= (n - 1) / 2; ++a) small[a] = static_cast<uint8_t>(a % 64 == 37 ? 38 : a % 64);
  REQUIRE(plain_mex(small, one, {}) == 37);
  CHECK(pair_mex_w(pm, small, one, {}) == 37);
}

TEST_CASE("pair window: random sequences, several and unequal splits", "[kernel][pairmex][pairwindow]") {
  // Values below 64 to 40000 (one byte and two; past 2048 the third plane), mostly even so that odd
  // values are scarce: many groups end empty, late witnesses, a mex in any window. Up to four splits of
  // different lengths, some without the pair (m/2, m/2) as in Grundy's game (hi = (m - 1) / 2), a few
  // marks.
  std::mt19937_64 rng(20261202);
  sgp::PairMex pm;
  for (int round = 0; round < 80; ++round) {
    const uint32_t range = std::vector<uint32_t>{64, 100, 128, 200, 256, 700, 1024, 1500, 2048, 3000, 9000, 40000}[rng() % 12];
    const uint64_t n = 2 * sgp::kPairWindowMin + 100 + rng() % 30000;
    std::vector<sgp::SplitRange> splits;
    for (uint64_t k = 1 + rng() % 3, count = 1 + rng() % 4; splits.size() < count; k += 1 + rng() % 40)
      splits.push_back({n - k, rng() % 3 ? (n - k) / 2 : (n - k - 1) / 2});
    std::vector<uint32_t> marks;
    for (int i = static_cast<int>(rng() % 3); i > 0; --i) marks.push_back(static_cast<uint32_t>(rng() % range));
    const unsigned odd_one_in = 1 + static_cast<unsigned>(rng() % 2000);
    auto value = [&] {
      uint32_t v = static_cast<uint32_t>(rng() % 3 ? rng() % (range / 8 + 1) : rng() % range);
      if (rng() % odd_one_in) v &= ~1u;  // odd values rare
      return std::min(v, range - 1);
    };
    INFO("round " << round << ", range " << range << ", n " << n << ", splits " << splits.size() << ", odd 1 in "
                  << odd_one_in);
    sgtest::check_random_sequence(pm, n, range, value, splits, marks, 64);
  }
}

TEST_CASE("pair window: W below 64, as the sparse kernel's plain mexes pass it", "[kernel][pairmex][pairwindow]") {
  // The sparse kernel's W starts at 1 and doubles with its values, so PairMex meets W = 1 .. 32 on
  // long heaps. The window scan works on whole words of 64 values: the values W .. 63 must count as
  // never seen, and no stamp past W may be read from beyond the marks begin() made room for (an ASan
  // build caught such a read here, on a fresh PairMex). Every value below W an option (the mex is W
  // itself), and a value below W with no witness.
  std::mt19937_64 rng(20261203);
  for (uint32_t w = 1; w <= 32; w *= 2) {
    for (int rep = 0; rep < 3; ++rep) {
      sgp::PairMex pm;  // fresh: no stamps from a larger W
      const uint64_t n = 2 * sgp::kPairWindowMin + 64 + rng() % 5000;
      const std::vector<sgp::SplitRange> one = {{n - 1, (n - 1) / 2}};
      std::vector<uint8_t> g(n);
      for (auto& v : g) v = static_cast<uint8_t>(rng() % w);
      INFO("W " << w << ", n " << n << ", rep " << rep);
      const uint32_t want = sgtest::plain_mex(g, one, {});
      CHECK(want == w);  // random values below W: every xor below W occurs among thousands of pairs
      CHECK(sgtest::pair_mex(pm, g, one, {}) == want);
      if (w >= 4) {  // even values below W only: the odd xors never occur, so the mex is 1
        for (auto& v : g) v = static_cast<uint8_t>(2 * (rng() % (w / 2)));
        g[n - 2] = static_cast<uint8_t>(w - 2);  // so that W stays w
        sgp::PairMex fresh;
        CHECK(sgtest::plain_mex(g, one, {}) == 1);
        CHECK(sgtest::pair_mex(fresh, g, one, {}) == 1);
      }
    }
  }
}
