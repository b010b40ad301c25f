/// @brief PairMex (the naive kernel's pair mex, with its filter and narrow scans) against a plain set-and-mex loop on synthetic sequences.
#include <tbb/global_control.h>

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
using sgtest::pair_mex;
using sgtest::plain_mex;

// One split of m = n - 1 over every pair: the prefix (the first quarter of the pairs, a <= L / 4) gives
// the values 0..7 only, the rest gives 8, 9, ... in turn except `hole`, so the mex `hole` is the
// (hole - 7)-th value left after the prefix: many groups of candidates are found before it.
template <class T>
std::vector<T> staged(uint64_t n, uint32_t span, uint32_t hole) {
  const uint64_t m = n - 1, half = m / 2, mid = half >> sgp::kPairNarrowShift;
  std::vector<T> g(n, 0);
  for (uint64_t a = 1; a <= mid; ++a) g[m - a] = static_cast<T>(a % 8);
  for (uint64_t a = mid + 1; a <= half; ++a) {
    uint32_t v = 8 + static_cast<uint32_t>((a - mid) % span);
    g[a] = static_cast<T>(v == hole ? v + 1 : v);  // partner m - a holds 0
  }
  return g;
}

}  // namespace

TEST_CASE("pair mex: the mex after many groups of candidates", "[kernel][pairmex]") {
  sgp::PairMex pm;
  const uint64_t n = 20001;
  const std::vector<sgp::SplitRange> one = {{n - 1, (n - 1) / 2}};
  // one-byte values: the mex is candidate 143 (groups of 32: the fifth group)
  auto g8 = staged<uint8_t>(n, 200, 150);
  REQUIRE(plain_mex(g8, one, {}) == 150);
  CHECK(pair_mex(pm, g8, one, {}) == 150);
  // two-byte values: candidate 693, and a mex in the second window (above 1024)
  auto g16 = staged<uint16_t>(n, 900, 700);
  REQUIRE(plain_mex(g16, one, {}) == 700);
  CHECK(pair_mex(pm, g16, one, {}) == 700);
  auto w16 = staged<uint16_t>(n, 1900, 1500);
  REQUIRE(plain_mex(w16, one, {}) == 1500);
  CHECK(pair_mex(pm, w16, one, {}) == 1500);
  // a mark fills the hole: the mex is the first value above the tail's values
  REQUIRE(plain_mex(g16, one, {700}) == 908);
  CHECK(pair_mex(pm, g16, one, {700}) == 908);
}

TEST_CASE("pair mex: a value whose only witness is one pair, at every boundary of the scans", "[kernel][pairmex]") {
  // The staged sequence's hole gets a single witness at pair a: the first and last pairs, block edges
  // (32 and 64 pairs), the end of the prefix and the start of the narrow scans. Skipping or repeating
  // the wrong pair anywhere gives the hole as the mex instead of the value after the tail's values.
  sgp::PairMex pm;
  const uint64_t n = 20001, m = n - 1, half = m / 2, mid = half >> sgp::kPairNarrowShift;
  std::vector<uint64_t> at = {1, 2, 31, 32, 33, 63, 64, 65, mid - 1, mid, mid + 1, mid + 2, mid + 32, mid + 33, mid + 64, mid + 65,
                              half - 64, half - 33, half - 32, half - 1};
  for (uint64_t a : at) {
    INFO("witness at pair " << a << " (prefix ends at " << mid << ", last pair " << half << ")");
    check_single_witness(pm, staged<uint8_t>(n, 200, 150), m, a, 150);
    check_single_witness(pm, staged<uint16_t>(n, 1900, 1500), m, a, 1500);
  }
}

TEST_CASE("pair mex: random sequences, one or more splits, 1 and 2 threads", "[kernel][pairmex]") {
  // Value ranges from 2 to 3000 (one and two bytes; one window or two), a few marks, up to three
  // splits; the large sizes split both the prefix and the rest of their pairs over two threads (each
  // range at least kPairScanParallel pairs).
  std::mt19937_64 rng(20261201);
  for (int threads : {1, 2}) {
    tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
    sgp::PairMex pm;
    for (int round = 0; round < 60; ++round) {
      const uint32_t range = std::vector<uint32_t>{2, 16, 200, 256, 700, 1024, 3000}[rng() % 7];
      const uint64_t n = threads == 2 && round % 4 == 0 ? 270000 + rng() % 1000 : 300 + rng() % 9000;
      std::vector<sgp::SplitRange> splits;
      for (uint64_t k = 1, count = 1 + rng() % 3; splits.size() < count; k += 1 + rng() % 3) splits.push_back({n - k, (n - k) / 2});
      std::vector<uint32_t> marks;
      for (int i = static_cast<int>(rng() % 3); i > 0; --i) marks.push_back(static_cast<uint32_t>(rng() % (range + 1)));
      INFO("round " << round << ", range " << range << ", n " << n << ", splits " << splits.size());
      // skewed values: most small, some up to the range, so that the mex varies from heap to heap
      auto value = [&] { return static_cast<uint32_t>(rng() % 4 ? rng() % (range / 4 + 1) : rng() % range); };
      sgtest::check_random_sequence(pm, n, range, value, splits, marks);
    }
  }
}
