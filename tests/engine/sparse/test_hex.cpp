/// @brief Three-heap options (word-wise xor translates, triple_mex) and the hexadecimal sparse kernel, against plain sets and the naive kernel.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "engine/sparse/sparse.hpp"
#include "engine/dense/triples.hpp"
#include "tests/kernel_util.hpp"
#include "tests/reference.hpp"

using namespace sgp;

namespace {

const char kHex[] = "0123456789abcdef";

using sgtest::first_difference;
using sgtest::naive;
using sgtest::run;

// A random finite hexadecimal code: d_0 in {0, 4, 8, c}, 1 to 4 digits after the point, at least one
// digit with bit 8 (three heaps) so that it is hexadecimal.
std::string random_hex_code(std::mt19937& rng) {
  std::string code(1, "048c"[rng() % 4]);
  code += '.';
  const int len = 1 + static_cast<int>(rng() % 4);
  bool three = code[0] == '8' || code[0] == 'c';
  for (int i = 0; i < len; ++i) {
    char d = kHex[rng() % 16];
    if (i == len - 1 && d == '0') d = '8';
    three = three || ((d >= '8' && d <= '9') || d >= 'a');
    code += d;
  }
  if (!three) code.back() = kHex[8 + (rng() % 8)];
  return code;
}

SparseOptions forced(uint32_t mask, bool t, bool u) {
  SparseOptions o;
  o.force_mask = true;
  o.mask = mask;
  o.position_parity = t;
  o.flip = u;
  return o;
}

// Bit-by-bit: the set { x ^ g : x in bits }.
std::set<uint32_t> translate(const std::vector<uint64_t>& bits, uint32_t g) {
  std::set<uint32_t> out;
  for (uint32_t x = 0; x < 64 * bits.size(); ++x)
    if (bits[x >> 6] >> (x & 63) & 1) out.insert(x ^ g);
  return out;
}

}  // namespace

TEST_CASE("xor translate of a bitset moves every bit v to v ^ g", "[triples]") {
  std::mt19937_64 rng(5);
  for (std::size_t words : {1u, 2u, 8u})
    for (int trial = 0; trial < 200; ++trial) {
      std::vector<uint64_t> src(words);
      for (auto& w : src) w = rng() & rng();  // about a quarter of the bits
      const uint32_t g = static_cast<uint32_t>(rng() % (64 * words));
      // as a one-set PairSets row by row: P(0) is the set under test
      std::vector<uint64_t> dst(words, 0);
      for (std::size_t i = 0; i < words; ++i) dst[i ^ (g >> 6)] |= xor_permute_word(src[i], g & 63);
      INFO("words " << words << " g " << g);
      REQUIRE(translate(src, g) == translate(dst, 0));
    }
}

TEST_CASE("pair sets and triple_mex equal plain sets of pairs and triples", "[triples]") {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 60; ++trial) {
    const uint64_t n = 40 + rng() % 160;
    const uint32_t top = trial % 3 == 0 ? 300 : 40;  // one and several words
    std::vector<uint32_t> g(n);
    for (auto& v : g) v = rng() % top;
    uint64_t W = 64;
    while (W <= top) W <<= 1;
    PairSets p;
    p.widen(W / 64);
    while (p.size() < n) p.append(g);
    for (uint64_t t = 0; t < n; ++t)
      for (uint32_t v = 0; v < W; ++v) {
        bool want = false;
        for (uint64_t a = 1; 2 * a <= t; ++a) want = want || (g[a] ^ g[t - a]) == v;
        REQUIRE(p.has(t, v) == want);
      }
    // Candidates: a random subset of the values; heaps: one or two m.
    std::vector<uint64_t> ms{n - 1 - rng() % 5};
    if (rng() % 2) ms.push_back(ms[0] - 1 - rng() % 3);
    std::vector<uint64_t> cand(W / 64 + rng() % 2, 0);
    std::set<uint32_t> c;
    for (uint32_t v = 0; v < 64 * cand.size(); ++v)
      if (rng() % 4 == 0) {
        cand[v >> 6] |= uint64_t(1) << (v & 63);
        c.insert(v);
      }
    std::set<uint32_t> options;
    for (uint64_t m : ms)
      for (uint64_t a = 1; a < m; ++a)
        for (uint64_t b = 1; a + b < m; ++b) options.insert(g[a] ^ g[b] ^ g[m - a - b]);
    uint64_t want = 64 * cand.size();
    for (uint32_t v : c)
      if (!options.count(v)) {
        want = v;
        break;
      }
    std::vector<uint32_t> live;
    INFO("trial " << trial);
    REQUIRE(triple_mex(cand.data(), cand.size(), p, g.data(), ms.data(), ms.size(), live) == want);
  }
}

TEST_CASE("the naive kernel equals the reference on random hexadecimal codes of up to four digits", "[triples]") {
  std::mt19937 rng(23);
  for (int i = 0; i < 40; ++i) {
    const std::string code = random_hex_code(rng);
    const Game g = parse_game(code);
    const NimSequence seq = naive(g, 160);
    sgtest::Reference ref(g);
    for (uint64_t n = 0; n < seq.size(); ++n) {
      INFO(code << " n = " << n);
      REQUIRE(seq[n] == ref.G(n));
    }
  }
}

TEST_CASE("the naive kernel continues another kernel's hexadecimal prefix", "[triples]") {
  // Its pair sets P(m) start where the sequence it is given starts (a checkpoint, another kernel).
  for (const char* code : {"0.8", "4.b", "0.3f"}) {
    const Game g = parse_game(code);
    const NimSequence want = naive(g, 1500);
    NimSequence s = run(*make_sparse_kernel(g, forced(0, false, false)), 400);
    auto k = make_naive_kernel(g);
    for (uint64_t end : {401u, 900u, 1500u}) k->extend(s, end);
    INFO(code);
    REQUIRE(first_difference(s, want) == -1);
  }
}

TEST_CASE("hexadecimal sparse kernel with every exact forced class variant equals naive on random codes", "[sparsehex]") {
  std::mt19937 rng(31);
  int variants = 0, refused = 0;
  for (int i = 0; i < 50; ++i) {
    const std::string code = random_hex_code(rng);
    const Game g = parse_game(code);
    const NimSequence want = naive(g, 1200);
    for (uint32_t mask : {1u, 3u, 6u, 1u + static_cast<uint32_t>(rng() % 1023)})
      for (bool t : {false, true})
        for (bool u : {false, true}) {
          auto k = make_sparse_kernel(g, forced(mask, t, u));
          if (!k) {
            ++refused;
            continue;
          }
          ++variants;
          INFO(code << " mask " << mask << " t " << t << " u " << u);
          REQUIRE(std::string(k->name()) == "sparse");
          REQUIRE(first_difference(run(*k, 1200), want) == -1);
        }
  }
  CHECK(variants > 200);
  CHECK(refused > 50);
}

TEST_CASE("hexadecimal sparse kernel refuses the class variants that are not exact for a code", "[sparsehex]") {
  // 0.48: a two-heap digit (k = 1) and a three-heap digit (k = 2): t = 0 needs u = 1; t = 1 needs
  // u = 1 ^ (1 ^ 2) & 1 = 0.
  const Game g = parse_game("0.48");
  CHECK_FALSE(make_sparse_kernel(g, forced(1, false, false)));
  CHECK(make_sparse_kernel(g, forced(1, false, true)));
  CHECK(make_sparse_kernel(g, forced(1, true, false)));
  CHECK_FALSE(make_sparse_kernel(g, forced(1, true, true)));
  // 0.88: three-heap digits of both parities, no two-heap digit: t = 1 is never exact, t = 0 always.
  const Game h = parse_game("0.88");
  CHECK(make_sparse_kernel(h, forced(5, false, false)));
  CHECK(make_sparse_kernel(h, forced(5, false, true)));
  CHECK_FALSE(make_sparse_kernel(h, forced(5, true, false)));
  CHECK_FALSE(make_sparse_kernel(h, forced(5, true, true)));
  // Mask 0 is the plain mex: always exact.
  CHECK(make_sparse_kernel(h, forced(0, true, true)));
  // Method::Auto: the naive kernel where no t = 1 variant is exact with an odd three-heap digit (0.48:
  // k3 = 2; 0.88: k3 = 1 and 2), this kernel where one is (0.a: k3 = 1, no two-heap digit; 4.8: k2 = 0,
  // k3 = 1). --method sparse takes it always.
  CHECK_FALSE(make_sparse_kernel(g));
  CHECK_FALSE(sparse_hex_may_pay(g.code));
  CHECK_FALSE(sparse_hex_may_pay(h.code));
  CHECK(sparse_hex_may_pay(parse_game("0.a").code));
  CHECK(sparse_hex_may_pay(parse_game("4.8").code));
  CHECK(std::string(make_kernel(g, Method::Auto)->name()) == "naive");
  NimSequence a;
  auto auto_a = make_kernel(parse_game("0.a"), Method::Auto);
  auto_a->extend(a, 3000);
  CHECK(std::string(auto_a->name()) != "naive");  // sparse+naive: plain mexes during the warm-up
  CHECK(first_difference(a, naive(parse_game("0.a"), 3000)) == -1);
  auto k = make_kernel(g, Method::Sparse);
  NimSequence s;
  k->extend(s, 3000);
  CHECK(first_difference(s, naive(g, 3000)) == -1);
}

TEST_CASE("hexadecimal sparse kernel choosing its own classes equals naive, and resumes any prefix", "[sparsehex]") {
  SparseOptions eager;
  eager.warmup = 64;
  eager.check_min = 128;
  std::mt19937 rng(41);
  for (int i = 0; i < 20; ++i) {
    const std::string code = i < 4 ? std::string(i % 2 ? "0.b8" : "0.8") : random_hex_code(rng);
    const Game g = parse_game(code);
    const NimSequence want = naive(g, 2500);
    INFO(code);
    REQUIRE(first_difference(run(*make_sparse_kernel(g, eager), 2500), want) == -1);
    // A naive prefix continued by a fresh kernel, in uneven blocks.
    NimSequence s = naive(g, 700);
    auto k = make_sparse_kernel(g, eager);
    for (uint64_t end : {701u, 1000u, 1777u, 2500u}) k->extend(s, end);
    REQUIRE(first_difference(s, want) == -1);
  }
}

TEST_CASE("affine mask choice: the transform's count of every class variant equals a direct count", "[sparsehex]") {
  std::mt19937 rng(3);
  for (int trial = 0; trial < 30; ++trial) {
    const std::size_t size = std::size_t(1) << (1 + rng() % 7);
    std::vector<uint64_t> even(size), odd(size);
    uint64_t total = 0;
    for (std::size_t v = 0; v < size; ++v) {
      even[v] = rng() % 5 == 0 ? rng() % 100 : 0;
      odd[v] = rng() % 5 == 0 ? rng() % 100 : 0;
      total += even[v] + odd[v];
    }
    for (int t = 0; t < 2; ++t)
      for (int u = 0; u < 2; ++u) {
        bool allowed[2][2] = {};
        allowed[t][u] = true;
        const AffineChoice c = best_affine_mask(even, odd, allowed);
        // Directly: p atypical when par(v & mask) == t (p & 1) ^ u; the smallest mask wins ties.
        uint64_t best = total + 1;
        uint32_t best_mask = 1;
        for (uint32_t mask = 1; mask < std::max<std::size_t>(size, 2); ++mask) {
          uint64_t count = 0;
          for (std::size_t v = 0; v < size; ++v) {
            const int par = __builtin_parity(static_cast<uint32_t>(v) & mask);
            if (par == u) count += even[v];
            if (par == (t ^ u)) count += odd[v];
          }
          if (count < best) {
            best = count;
            best_mask = mask;
          }
        }
        INFO("trial " << trial << " t " << t << " u " << u);
        CHECK(c.atypical == best);
        CHECK(c.mask == best_mask);
        CHECK(c.t == (t == 1));
        CHECK(c.u == (u == 1));
      }
  }
}

TEST_CASE("pair sets refuse to grow past the machine's memory, with the figures", "[triples]") {
  std::vector<uint32_t> g{0, 1, 0, 1, 2};
  PairSets p;
  while (p.size() < 5) p.append(g);
  try {
    p.widen(std::size_t(1) << 45);  // 5 sets of 2^48 bytes each
    FAIL("no error");
  } catch (const std::runtime_error& e) {
    CHECK_THAT(e.what(), Catch::Contains("pair sets of 5 heaps") && Catch::Contains("GiB"));
  }
  CHECK(p.words() == 1);  // unchanged
  // P(4) = { G(1) ^ G(3), G(2) ^ G(2) } = {0}; P(3) = { G(1) ^ G(2) } = {1}
  CHECK(p.has(4, 0));
  CHECK_FALSE(p.has(4, 1));
  CHECK(p.has(3, 1));
}
