/// @brief The naive kernel against the independent reference (plain recursion) on many games, and thread independence.
#include <tbb/global_control.h>
#include <tbb/task_arena.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "engine/kernel.hpp"
#include "tests/reference.hpp"

namespace {

void agree(const std::string& code, uint64_t count, sgp::Method method = sgp::Method::Naive) {
  sgp::Game g = sgp::parse_game(code);
  sgp::NimSequence seq = sgp::compute(g, count, method);
  sgtest::Reference ref(g);
  REQUIRE(seq.size() == count);
  for (uint64_t n = 0; n < count; ++n) {
    INFO(code << " n = " << n);
    REQUIRE(seq[n] == ref.G(n));
  }
}

const char kHex[] = "0123456789abcdef";

}  // namespace

TEST_CASE("every 1- and 2-digit octal code agrees with the reference to n = 300", "[kernel]") {
  for (const char* d0 : {"0", "4"})
    for (int a = 0; a < 8; ++a) {
      std::string one = std::string(d0) + "." + kHex[a];
      if (a || d0[0] == '4') agree(one, 301);
      for (int b = 0; b < 8; ++b) {
        if (!a && !b && d0[0] == '0') continue;
        agree(std::string(d0) + "." + kHex[a] + kHex[b], 301);
      }
    }
}

TEST_CASE("random 3-digit octal codes agree with the reference to n = 300", "[kernel]") {
  std::mt19937 rng(20261130);
  for (int i = 0; i < 40; ++i) {
    std::string code = std::string(rng() % 2 ? "0." : "4.") + kHex[rng() % 8] + kHex[rng() % 8] + kHex[1 + rng() % 7];
    agree(code, 301);
  }
}

TEST_CASE("random hexadecimal codes (three-heap splits) agree with the reference", "[kernel]") {
  std::mt19937 rng(17);
  for (int i = 0; i < 8; ++i) {
    std::string code = "0." + std::string(1, kHex[rng() % 16]) + kHex[8 + rng() % 8];
    agree(code, 301);
  }
  agree("8.1", 301);
  agree("0.f", 301);
}

TEST_CASE("infinite codes agree with the reference", "[kernel]") {
  for (const char* code : {"0.[3]", "4.[3]", "0.[7]", "0.1[3]", "0.[12]", "0.[2]", "0.0[3]", "0.[6]", "4.[1]", "0.[31]"})
    agree(code, 301);
  // Nim's values are n (every smaller heap is an option), a hand-derived fact.
  auto nim = sgp::compute(sgp::parse_game("nim"), 1000);
  for (uint64_t n = 0; n < 1000; ++n) REQUIRE(nim[n] == n);
}

TEST_CASE("random subtraction games agree with the reference to n = 300", "[kernel]") {
  std::mt19937 rng(5);
  for (int i = 0; i < 30; ++i) {
    std::string s = "S(";
    int count = 1 + static_cast<int>(rng() % 4);
    for (int j = 0; j < count; ++j) s += (j ? "," : "") + std::to_string(1 + rng() % 12);
    agree(s + ")", 301);
  }
}

TEST_CASE("Grundy's game agrees with the reference", "[kernel]") {
  agree("grundy", 301);
}

TEST_CASE("values wider than a byte are stored and computed exactly", "[kernel]") {
  // Nim reaches values above 255 and 65535; the store widens on the way.
  auto nim = sgp::compute(sgp::parse_game("nim"), 70000);
  CHECK(nim.width() == 4);
  CHECK(nim[255] == 255);
  CHECK(nim[256] == 256);
  CHECK(nim[69999] == 69999);
}

TEST_CASE("the parallel pair loop gives the same values for 1 and 2 threads", "[kernel][threads]") {
  // Heaps past 2 * kParallelPairThreshold take the parallel path inside one n.
  auto run = [](int threads) {
    tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
    return sgp::compute(sgp::parse_game("0.4"), 68000, sgp::Method::Naive);
  };
  auto one = run(1), two = run(2);
  REQUIRE(one.size() == two.size());
  CHECK(one.raw() == two.raw());
}

namespace {

// An independent O(n^2) mex for two-heap games: every option of every heap, a timestamp per value.
std::vector<uint32_t> plain_mex(const sgp::Game& g, uint64_t count) {
  std::vector<uint32_t> v(count, 0), vis(1 << 12, UINT32_MAX);
  for (uint64_t n = 0; n < count; ++n) {
    auto mark = [&](uint32_t x) {
      if (x >= vis.size()) vis.resize(2 * x + 2, UINT32_MAX);
      vis[x] = static_cast<uint32_t>(n);
    };
    if (g.kind == sgp::GameKind::Grundy) {
      for (uint64_t a = 1; 2 * a < n; ++a) mark(v[a] ^ v[n - a]);
    } else {
      for (uint64_t k = 0; k <= n && k < g.code.digits.size(); ++k) {
        unsigned d = g.code.digits[k];
        uint64_t m = n - k;
        if ((d & 1) && k >= 1 && m == 0) mark(0);
        if ((d & 2) && k >= 1 && m >= 1) mark(v[m]);
        if (d & 4)
          for (uint64_t a = 1; 2 * a <= m; ++a) mark(v[a] ^ v[m - a]);
      }
    }
    uint32_t x = 0;
    while (x < vis.size() && vis[x] == n) ++x;
    v[n] = x;
  }
  return v;
}

}  // namespace

TEST_CASE("the pair mex equals a plain timestamp mex on large heaps", "[kernel]") {
  // Past 2^15 the candidate search, its fallback, the back-off and the parallel loops all run:
  // 0.007's values pass 255 and its candidates are found late; 0.4 and Grundy's game stay small.
  for (const char* code : {"0.007", "0.4", "grundy", "0.167", "4.37"}) {
    sgp::Game g = sgp::parse_game(code);
    const uint64_t count = 40000;
    std::vector<uint32_t> want = plain_mex(g, count);
    for (sgp::Method m : {sgp::Method::Naive, sgp::Method::Auto}) {
      sgp::NimSequence seq = sgp::compute(g, count, m);
      INFO(code << " method " << sgp::method_name(m));
      REQUIRE(seq.size() == count);
      uint64_t bad = count;
      for (uint64_t n = 0; n < count && bad == count; ++n)
        if (seq[n] != want[n]) bad = n;
      REQUIRE(bad == count);
    }
  }
}

TEST_CASE("the pair mex gives the same values for 1 and 2 threads on a dense game", "[kernel][threads]") {
  // 0.007: the parallel marking with per-task mark arrays, and the sparse kernel's plain fallback.
  for (sgp::Method method : {sgp::Method::Naive, sgp::Method::Auto}) {
    auto run = [&](int threads) {
      tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
      return sgp::compute(sgp::parse_game("0.007"), 50000, method);
    };
    auto one = run(1), two = run(2);
    CHECK(one.raw() == two.raw());
  }
}

TEST_CASE("heaps computed in waves give the same values for 1 and 2 threads", "[kernel][threads]") {
  // Codes whose smallest move is k >= 2 compute k heaps at once on several threads: the values must
  // not depend on it, also across the store widening to 2 bytes (all of these pass 255 on the way) and
  // across extend calls that stop and resume (as run_game makes them). 4.007 splits without taking
  // (smallest move 0) and stays on one thread; its values must be the same too.
  auto run = [](const std::string& code, uint64_t count, int threads) {
    tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
    auto k = sgp::make_naive_kernel(sgp::parse_game(code));
    sgp::NimSequence seq;
    for (uint64_t n = std::min<uint64_t>(count, 4099); seq.size() < count; n = std::min(count, 2 * n + 1)) k->extend(seq, n);
    return seq;
  };
  std::vector<std::pair<std::string, uint64_t>> games = {
      {"0.007", 70000}, {"0.0007", 40000}, {"0.037", 40000}, {"4.007", 20000}};
  std::mt19937 rng(4096);
  for (int i = 0; i < 4; ++i) {  // random codes with smallest move 2 or 3
    std::string code = "0." + std::string(1 + rng() % 2, '0') + kHex[4 + rng() % 4] + kHex[rng() % 8] + kHex[rng() % 8];
    games.push_back({code, 15000});
  }
  games.push_back({"0.0[7]", 1500});  // infinite codes: every heap has about n^2 / 4 pairs
  games.push_back({"0.00[4]", 1500});
  for (const auto& [code, count] : games) {
    INFO(code);
    auto one = run(code, count, 1), two = run(code, count, 2);
    REQUIRE(one.size() == count);
    REQUIRE(two.size() == count);
    REQUIRE(one.width() == two.width());
    uint64_t bad = count;
    for (uint64_t n = 0; n < count && bad == count; ++n)
      if (one[n] != two[n]) bad = n;
    REQUIRE(bad == count);
  }
}

TEST_CASE("waves with threads to spare run a heap's loops as tasks, with the same values", "[kernel][threads]") {
  // 0.07 (smallest move 2) in an arena of 4: two heaps at once, and past 2^16 each heap's pair loops
  // as tasks too (isolated inside the wave).
  sgp::Game g = sgp::parse_game("0.07");
  sgp::NimSequence one, four;
  {
    tbb::global_control limit(tbb::global_control::max_allowed_parallelism, 1);
    one = sgp::compute(g, 70000, sgp::Method::Naive);
  }
  {
    tbb::global_control limit(tbb::global_control::max_allowed_parallelism, 4);
    tbb::task_arena arena(4);
    arena.execute([&] { four = sgp::compute(g, 70000, sgp::Method::Naive); });
  }
  REQUIRE(one.size() == 70000);
  CHECK(one.raw() == four.raw());
}

TEST_CASE("auto names the kernel that actually ran", "[kernel]") {
  auto name_after = [](const char* code, uint64_t n) {
    auto k = sgp::make_kernel(sgp::parse_game(code), sgp::Method::Auto);
    sgp::NimSequence seq;
    k->extend(seq, n);
    return std::string(k->name());
  };
  CHECK(name_after("0.16", 1 << 16) == "sparse");     // sparse under a mask from the first check on
  CHECK(name_after("0.07", 1 << 14) == "naive");      // no mask makes Dawson's Kayles sparse
  CHECK(name_after("0.33", 1000) == "naive");         // no split: the naive kernel itself
  CHECK(sgp::make_kernel(sgp::parse_game("0.007"), sgp::Method::Naive)->name() == std::string("naive"));
}
