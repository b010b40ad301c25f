/// @brief The sparse-space kernel equals the naive kernel: every 3-digit octal code, Grundy's game, forced masks, resumes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <initializer_list>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "engine/sparse/sparse.hpp"
#include "engine/sparse/witness.hpp"
#include "engine/stats.hpp"
#include "tests/kernel_util.hpp"
#include "tests/published_grundy.hpp"

using namespace sgp;

namespace {

using sgtest::first_difference;
using sgtest::naive;
using sgtest::run;

// Small warm-up and re-check gaps, so that short runs go through mask choices, switches and fallbacks.
SparseOptions eager() {
  SparseOptions o;
  o.warmup = 64;
  o.check_min = 128;
  return o;
}

// Whether the split digits (bit 4 of d_k) of a code a.d1d2d3 all have one parity: the games that take
// the position-parity variant (t = 1).
bool one_split_parity(const std::string& code) {
  int parities = 0;
  for (std::size_t k = 0; k < code.size(); ++k) {
    if (code[k] == '.') continue;
    const std::size_t digit = k == 0 ? 0 : k - 1;  // "4.123": '4' is d_0, then d_1 d_2 d_3
    if ((code[k] - '0') & 4) parities |= 1 << (digit & 1);
  }
  return parities == 1 || parities == 2;
}

// Every code a.d1d2d3 with a in {0, 4} and octal digits; the sparse kernel takes those that split.
// `parity_masks` are forced with t = 1 on the codes whose split digits have one parity (384 of them);
// the others must refuse a forced t = 1.
void check_all_codes(uint64_t n, std::initializer_list<uint32_t> masks, std::initializer_list<uint32_t> parity_masks) {
  int handled = 0, parity_handled = 0;
  for (int head : {0, 4})
    for (int d = 0; d < 512; ++d) {
      std::string code = std::to_string(head) + "." + std::to_string(d / 64) + std::to_string(d / 8 % 8) + std::to_string(d % 8);
      if (code == "0.000") continue;  // no moves at all: not a game the parser accepts
      Game g = parse_game(code);
      auto sparse = make_sparse_kernel(g, eager());
      if (!sparse) continue;
      ++handled;
      NimSequence want = naive(g, n);
      INFO("code " << code << " n " << n);
      REQUIRE(first_difference(run(*sparse, n), want) == -1);
      for (uint32_t mask : masks) {
        INFO("mask " << mask);
        REQUIRE(first_difference(run(*make_sparse_kernel_with_mask(g, mask), n), want) == -1);
      }
      if (!one_split_parity(code)) {
        REQUIRE_FALSE(make_sparse_kernel_with_mask(g, 3, true));
        continue;
      }
      ++parity_handled;
      for (uint32_t mask : parity_masks) {
        INFO("mask " << mask << " t = 1");
        auto k = make_sparse_kernel_with_mask(g, mask, true);
        REQUIRE(k);
        REQUIRE(first_difference(run(*k, n), want) == -1);
      }
    }
  CHECK(handled > 700);
  CHECK(parity_handled == 384);
}

}  // namespace

TEST_CASE("sparse kernel equals naive on every 3-digit octal code to 2^12, mask 3 also with position parity", "[sparse][allcodes]") {
  check_all_codes(1u << 12, {3}, {3});
}

TEST_CASE("sparse kernel with masks 1 and 0xff equals naive on every 3-digit octal code, also with position parity", "[sparse][.slow]") {
  check_all_codes(1u << 12, {1, 0xff}, {1, 0x16, 0xff});
}

TEST_CASE("sparse kernel with position parity and random forced masks equals naive", "[sparse]") {
  // Sparse under t = 1 (0.142, 0.0506, 0.1526, 0.3714), dense under it (0.16, 0.4: odd k), trivially
  // sparse (4.07: no atypical position past 0), Grundy's game (unequal parts), two split digits.
  std::mt19937 rng(31337);
  for (const char* code : {"0.142", "0.0506", "0.1526", "0.3714", "0.16", "0.4", "4.07", "grundy", "4.06", "0.0104"}) {
    Game g = parse_game(code);
    NimSequence want = naive(g, 3000);
    for (int i = 0; i < 6; ++i) {
      // Small masks, masks reaching past every value, and masks with only high bits.
      const uint32_t mask = i == 5 ? 0x100u << (rng() % 8) : static_cast<uint32_t>(rng() % (i < 3 ? 64 : 1024));
      INFO(code << " mask " << mask << " t = 1");
      auto k = make_sparse_kernel_with_mask(g, mask, true);
      REQUIRE(k);
      REQUIRE(first_difference(run(*k, 3000), want) == -1);
    }
  }
  CHECK_FALSE(make_sparse_kernel_with_mask(parse_game("0.167"), 3, true));  // splits at k = 2 and 3
  CHECK_FALSE(make_sparse_kernel_with_mask(parse_game("4.4"), 3, true));    // splits at k = 0 and 1
  CHECK(make_sparse_kernel_with_mask(parse_game("0.167"), 3, false));
}

TEST_CASE("sparse kernel picks position parity where it pays, and stays exact", "[sparse]") {
  // These games have a third or more of their positions rare under every t = 0 mask, so the kernel
  // computed them with plain mexes ("naive"); under t = 1 few positions are atypical: 0.142 (split at
  // k = 2, values past 256 from 2^14 on: the two-byte store), 0.104 (k = 1: the shift by q), 0.0506
  // (values below 64: the one-word path and the batched loop).
  for (const char* code : {"0.142", "0.104", "0.0506"}) {
    INFO(code);
    Game g = parse_game(code);
    auto k = make_sparse_kernel(g, eager());
    NimSequence s;
    const uint64_t count = 40000;
    for (uint64_t end = 1000; end < count; end += 1997) k->extend(s, end);
    k->extend(s, count);
    REQUIRE(first_difference(s, naive(g, count)) == -1);
    CHECK(std::string(k->name()) != "naive");
  }
}

TEST_CASE("mask choice: the atypical counts of both variants equal direct counts", "[sparse]") {
  std::mt19937 rng(11);
  for (int round = 0; round < 4; ++round) {
    std::vector<uint64_t> even(round < 2 ? 100 : 37), odd(round % 2 ? 64 : 128), sum(128, 0);
    for (auto& h : even) h = rng() % 50;
    for (auto& h : odd) h = rng() % 50;
    for (std::size_t v = 0; v < even.size(); ++v) sum[v] += even[v];
    for (std::size_t v = 0; v < odd.size(); ++v) sum[v] += odd[v];
    SparseChoices c = best_sparse_masks(even, odd);
    uint64_t direct = UINT64_MAX;
    uint32_t direct_mask = 0;
    // The chooser rates the non-zero masks below the histograms' size (a mask above every value acts
    // like mask 0, which stands for plain mexes).
    const uint32_t size = std::max(even.size(), odd.size()) > 64 ? 128 : 64;
    for (uint32_t m = 1; m < size; ++m) {
      const uint64_t a = atypical_count(even, odd, m, true);
      if (a < direct) direct = a, direct_mask = m;
      CHECK(atypical_count(even, odd, m, false) == rare_count(sum, m));
    }
    INFO("round " << round);
    CHECK(c.parity.rare == direct);
    CHECK(c.parity.mask == direct_mask);  // ties go to the smaller mask
    CHECK(atypical_count(even, odd, c.parity.mask, true) == c.parity.rare);
    // The t = 0 half is exactly the plain choice.
    MaskChoice plain = best_sparse_mask(sum);
    CHECK(c.plain.mask == plain.mask);
    CHECK(c.plain.rare == plain.rare);
  }
  // Values that follow the parity of the position, G(p) = 1 - (p & 1): every mask leaves the 50 odd
  // positions (value 0) rare under t = 0, while under t = 1 and mask 1 no position is atypical.
  std::vector<uint64_t> even{0, 50}, odd{50};
  SparseChoices c = best_sparse_masks(even, odd);
  CHECK(c.plain.rare == 50);
  CHECK(c.parity.mask == 1);
  CHECK(c.parity.rare == 0);
}

TEST_CASE("sparse kernel equals naive on Grundy's game to 2^13", "[sparse]") {
  Game g = parse_game("grundy");
  NimSequence want = naive(g, 1u << 13);
  REQUIRE(first_difference(run(*make_sparse_kernel(g), 1u << 13), want) == -1);
  REQUIRE(first_difference(run(*make_sparse_kernel(g, eager()), 1u << 13), want) == -1);
  for (uint32_t mask : {1u, 2u, 3u, 0xffu, 0u}) {
    INFO("mask " << mask);
    REQUIRE(first_difference(run(*make_sparse_kernel_with_mask(g, mask), 1u << 13), want) == -1);
  }
}

TEST_CASE("sparse kernel with forced masks equals naive", "[sparse]") {
  for (const char* code : {"0.16", "0.1777", "0.167", "0.007", "4.7", "0.6", "0.72", "0.4", "0.77"}) {
    Game g = parse_game(code);
    NimSequence want = naive(g, 3000);
    for (uint32_t mask : {0u, 1u, 2u, 3u, 5u, 0xffu, 0x100u, 0xffffffffu}) {
      INFO(code << " mask " << mask);
      REQUIRE(first_difference(run(*make_sparse_kernel_with_mask(g, mask), 3000), want) == -1);
    }
  }
}

TEST_CASE("sparse kernel equals naive on random longer codes", "[sparse]") {
  std::mt19937 rng(20240517);
  int tested = 0;
  while (tested < 40) {
    std::string code = (rng() % 4 == 0 ? "4." : "0.");
    int len = 4 + static_cast<int>(rng() % 6);
    for (int i = 0; i < len; ++i) code += static_cast<char>('0' + rng() % 8);
    Game g = parse_game(code);
    auto sparse = make_sparse_kernel(g, eager());
    if (!sparse) continue;
    ++tested;
    INFO("code " << code);
    REQUIRE(first_difference(run(*sparse, 2500), naive(g, 2500)) == -1);
  }
}

TEST_CASE("sparse kernel declines games it does not handle", "[sparse]") {
  CHECK_FALSE(make_sparse_kernel(parse_game("0.33")));   // no split digit: naive is O(k) per value
  CHECK_FALSE(make_sparse_kernel(parse_game("0.[7]")));  // infinite code
  CHECK_FALSE(make_sparse_kernel(parse_game("0.8")));    // hexadecimal: make_kernel decides (engine/sparse/hex.cpp)
  CHECK(make_sparse_kernel(parse_game("0.16")));
  CHECK(make_sparse_kernel(parse_game("grundy")));
  CHECK(make_sparse_kernel(parse_game("4.0")));
}

TEST_CASE("sparse kernel resumes any prefix, in any block sizes", "[sparse]") {
  for (const char* code : {"0.16", "grundy", "0.1777", "4.37", "0.142"}) {
    Game g = parse_game(code);
    NimSequence want = naive(g, 6000);
    INFO(code);
    // A prefix from the naive kernel, continued by a fresh sparse kernel.
    NimSequence s = naive(g, 1500);
    make_sparse_kernel(g, eager())->extend(s, 6000);
    REQUIRE(first_difference(s, want) == -1);
    // Many small blocks with one kernel, and a truncation in between (the kernel must notice).
    auto k = make_sparse_kernel(g, eager());
    NimSequence t;
    for (uint64_t n = 7; n < 6000; n = n * 3 / 2 + 1) k->extend(t, n);
    t.truncate(2000);
    k->extend(t, 6000);
    REQUIRE(first_difference(t, want) == -1);
  }
}

TEST_CASE("sparse kernel handles values that widen the store past one byte", "[sparse]") {
  // 4.007 reaches 287 within 3000 heaps.
  Game g = parse_game("4.007");
  NimSequence want = naive(g, 3000);
  REQUIRE(want.width() >= 2);
  REQUIRE(first_difference(run(*make_sparse_kernel(g, eager()), 3000), want) == -1);
  REQUIRE(first_difference(run(*make_sparse_kernel_with_mask(g, 0x155), 3000), want) == -1);
}

TEST_CASE("mask choice: the Walsh-Hadamard count equals a direct count", "[sparse]") {
  std::mt19937 rng(7);
  std::vector<uint64_t> hist(100);
  for (auto& h : hist) h = rng() % 50;
  MaskChoice best = best_sparse_mask(hist);
  uint64_t direct_best = UINT64_MAX;
  for (uint32_t m = 1; m < 128; ++m) direct_best = std::min(direct_best, rare_count(hist, m));
  CHECK(best.rare == direct_best);
  CHECK(rare_count(hist, best.mask) == best.rare);
  CHECK(rare_count(hist, 0) == std::accumulate(hist.begin(), hist.end(), uint64_t(0)));
}

TEST_CASE("sequence statistics at powers of two", "[sparse][stats]") {
  Game g = parse_game("0.16");
  NimSequence seq = compute(g, 5000, Method::Naive);
  std::vector<SequenceStats> rows = sequence_stats(seq);
  REQUIRE(rows.size() == 14);  // 1, 2, 4, ..., 4096, then 5000
  CHECK(rows.back().n == 5000);
  CHECK(rows[12].n == 4096);
  const SequenceStats& last = rows.back();
  CHECK(last.max_value == seq.max_value());
  CHECK(std::accumulate(last.histogram.begin(), last.histogram.end(), uint64_t(0)) == 5000);
  uint64_t rare = 0, last_rare = 0;
  for (uint64_t i = 1; i < 5000; ++i)
    if (is_rare(seq[i], last.rare_mask)) { ++rare; last_rare = i; }
  CHECK(last.rare_count == rare);
  CHECK(last.last_rare == last_rare);
  CHECK(rare < 200);  // 0.16 is sparse: few rare positions under the best mask
  std::ostringstream csv;
  write_stats_csv(csv, g.canonical(), rows);
  CHECK_THAT(csv.str(), Catch::StartsWith("game,n,max_value,rare_mask,rare_count,last_rare,histogram\n\"0.16\",1,0,0,0,0,0:1\n"));
}

TEST_CASE("sparse kernel equals naive on long sparse runs (one-word options, batched rare loop)", "[sparse]") {
  // Past a few thousand values these games have tens of rare positions and values below 64, the case
  // of the batched rare loop; extended in uneven blocks so that batches straddle block ends.
  for (const char* code : {"0.167", "0.1777", "0.127", "0.356", "4.167"}) {
    INFO(code);
    Game g = parse_game(code);
    auto k = make_sparse_kernel(g, eager());
    REQUIRE(k);
    NimSequence s;
    for (uint64_t end = 1000; end < 24000; end += 997) k->extend(s, end);
    k->extend(s, 24000);
    REQUIRE(first_difference(s, naive(g, 24000)) == -1);
  }
}

TEST_CASE("statistics fed in pieces equal the one-pass statistics", "[sparse][stats]") {
  NimSequence seq = compute(parse_game("0.16"), 5000, Method::Naive);
  StatsAccumulator acc;
  NimSequence part;
  for (uint64_t n = 0; n < seq.size(); ++n) {
    part.push_back(seq[n]);
    if (n % 777 == 0) acc.feed(part);  // uneven pieces, some crossing powers of two
  }
  acc.feed(part);
  std::ostringstream a, b;
  write_stats_csv(a, "0.16", acc.rows());
  write_stats_csv(b, "0.16", sequence_stats(seq));
  CHECK(a.str() == b.str());
}

TEST_CASE("sparse kernel on a two-byte store equals naive (Grundy's game past 255)", "[sparse]") {
  // Grundy's game first reaches 256 beyond 2^22; a store widened by hand (truncate keeps the width)
  // sends the same values through the two-byte witness scans from the start.
  for (const char* code : {"grundy", "0.16", "0.167", "0.142"}) {
    Game g = parse_game(code);
    const uint64_t count = 1u << 13;
    NimSequence want = naive(g, count);
    NimSequence s = naive(g, 600);
    s.push_back(300);
    s.truncate(600);
    REQUIRE(s.width() == 2);
    make_sparse_kernel(g)->extend(s, count);
    INFO(code);
    REQUIRE(first_difference(s, want) == -1);
  }
}

TEST_CASE("sparse kernel equals naive while values pass 64 and 128 (one- and two-word option sets)", "[sparse]") {
  // 0.161 reaches 68 at n = 2006 and 134 at n = 7890 (naive kernel), so its heaps go through the
  // 64-value and the 128-value option words, and their witness scans (on AVX-512 VBMI: one- and
  // two-table byte permutes), then the stamp table.
  Game g = parse_game("0.161");
  auto k = make_sparse_kernel(g, eager());
  REQUIRE(k);
  NimSequence s;
  for (uint64_t end = 700; end < 9000; end += 613) k->extend(s, end);
  k->extend(s, 9000);
  const NimSequence want = naive(g, 9000);
  REQUIRE(want.max_value() >= 128);
  REQUIRE(first_difference(s, want) == -1);
}

namespace {

// The witness scan by its definition (engine/sparse/witness.hpp): blocks of `step` pairs b from a on while
// a block fits below limit; each pair value G(b) ^ G(m_j - b) met leaves `missing`; the scan stops after
// the block in which `missing` empties and returns the first pair it did not scan.
template <class Bits>
uint64_t witness_by_definition(const std::vector<uint8_t>& g, const std::vector<uint64_t>& ms, uint64_t a, uint64_t limit,
                               unsigned step, Bits& missing) {
  if (!step || !missing) return a;
  for (; a + step - 1 <= limit; a += step) {
    for (uint64_t b = a; b < a + step; ++b)
      for (uint64_t m : ms) missing &= ~(static_cast<Bits>(1) << (g[b] ^ g[m - b]));
    if (!missing) return a + step;
  }
  return a;
}

template <class Bits>
void check_witness_scan(unsigned vmax, std::mt19937_64& rng) {
  const std::size_t len = 2048;
  const unsigned step = have_vbmi() ? 64 : have_avx2() ? 32 : 0;
  for (int round = 0; round < 400; ++round) {
    // Values below gmax: with gmax < vmax the pair values never reach the missing values above it.
    const unsigned gmaxes[4] = {4, 16, vmax / 2, vmax};
    const unsigned gmax = gmaxes[round % 4];
    std::vector<uint8_t> g(len), rev(len);
    for (auto& v : g) v = static_cast<uint8_t>(rng() % gmax);
    for (std::size_t x = 0; x < len; ++x) rev[len - 1 - x] = g[x];
    const std::size_t ns = 1 + rng() % 3;
    std::vector<uint64_t> ms(ns);
    std::vector<const uint8_t*> parts(ns);
    for (std::size_t j = 0; j < ns; ++j) {
      ms[j] = len / 2 + rng() % (len / 2);
      parts[j] = g.data() + ms[j];
    }
    const uint64_t a = 1 + rng() % 100, limit = std::min<uint64_t>(*std::min_element(ms.begin(), ms.end()), a + rng() % 700);
    Bits missing = 0;  // 1 to 24 values: the ranked scan takes at most 16, the compare scan the rest
    for (unsigned want = 1 + static_cast<unsigned>(rng() % 24); bit_count(missing) < want;)
      missing |= static_cast<Bits>(1) << (rng() % vmax);
    Bits expect = missing;
    const uint64_t end = witness_by_definition(g, ms, a, limit, step, expect);
    INFO("round " << round << ", " << bit_count(missing) << " missing, " << ns << " splits, a " << a << ", limit " << limit);
    REQUIRE(permute_witness_scan(rev.data() + len, parts.data(), ns, a, limit, missing) == end);
    REQUIRE(missing == expect);
  }
}

}  // namespace

TEST_CASE("witness scan: removes exactly the pair values of the blocks it scans, and stops where they run out", "[sparse]") {
  std::mt19937_64 rng(20261202);
  SECTION("values below 64") { check_witness_scan<uint64_t>(64, rng); }
  SECTION("values below 128") { check_witness_scan<unsigned __int128>(128, rng); }
}

TEST_CASE("sparse_kernel_applies answers what make_sparse_kernel does, without building a kernel", "[sparse]") {
  std::vector<std::string> games = {"grundy", "nim", "lasker", "0.8", "0.f", "4.8", "0.[7]", "0.3[3]", "S(1,3,4)", "0.33"};
  for (unsigned d1 = 0; d1 < 8; ++d1)
    for (unsigned d2 = 0; d2 < 8; ++d2)
      for (unsigned d0 : {0u, 4u}) games.push_back(std::to_string(d0) + "." + std::to_string(d1) + std::to_string(d2));
  for (const std::string& code : games) {
    INFO(code);
    const Game g = parse_game(code);
    CHECK(sparse_kernel_applies(g) == static_cast<bool>(make_sparse_kernel(g)));
  }
  // A kernel reports what computed its values: Grundy's game goes to the plain mex for stretches.
  CHECK(std::string(computed_by_name(ComputedBy::SparseAndNaive)) == "sparse+naive");
  auto k = make_sparse_kernel(parse_game("0.16"));
  NimSequence s;
  k->extend(s, 20000);
  CHECK(k->computed_by() == ComputedBy::Sparse);
  CHECK(std::string(k->name()) == "sparse");
}

TEST_CASE("Grundy's game: the first values (OEIS A002188) and the first sparse values (Flammenkamp)", "[sparse]") {
  // The published values (tests/published_grundy.hpp has the citations).
  const std::vector<uint32_t>& oeis = sgtest::grundy_oeis_a002188();
  const auto& sparse = sgtest::grundy_flammenkamp_sparse_to_231();
  // Far enough that the rows (past heap 4096) and their far rare positions run, on machines that have them.
  const uint64_t n = 1u << 13;
  NimSequence s = run(*make_sparse_kernel(parse_game("grundy")), n);
  for (std::size_t i = 0; i < oeis.size(); ++i) {
    INFO("n " << i);
    CHECK(s[i] == oeis[i]);
  }
  std::vector<std::pair<uint64_t, uint32_t>> ours;
  for (uint64_t i = 0; i <= 231; ++i)
    if (__builtin_popcount(s[i] & 0xFEu) % 2 == 0) ours.emplace_back(i, s[i]);
  CHECK(ours == sparse);
}

TEST_CASE("sparse kernel equals naive with values of 256 and more among the partners (Grundy's game rows)", "[sparse]") {
  // Any prefix continues to the exact mex of its values, so a prefix of Grundy's game with values of two
  // bytes put in by hand (rare under the mask, common, spread, in runs) must continue as the naive kernel
  // continues it. The rows read those partners as bytes; these are the heaps that must leave them.
  Game g = parse_game("grundy");
  const uint64_t count = 1u << 13;
  for (const std::vector<std::pair<uint64_t, uint32_t>>& wide :
       {std::vector<std::pair<uint64_t, uint32_t>>{{4500, 256}},
        {{4500, 300}, {4501, 301}, {4502, 302}},
        {{100, 259}, {3000, 300}, {4100, 511}, {4600, 256}},
        {{4096, 260}, {4097, 261}, {4160, 300}, {4224, 301}}}) {
    NimSequence prefix = naive(g, 5000);
    for (auto [p, v] : wide) {
      NimSequence t;
      for (uint64_t i = 0; i < prefix.size(); ++i) t.push_back(i == p ? v : prefix[i]);
      prefix = t;
    }
    REQUIRE(prefix.width() == 2);
    NimSequence want = prefix, got = prefix;
    make_naive_kernel(g)->extend(want, count);
    make_sparse_kernel(g)->extend(got, count);
    INFO("first wide position " << wide.front().first);
    REQUIRE(first_difference(got, want) == -1);
  }
}
