/// @file
/// @brief [results] The published Grundy's game run (results/grundy-sparse.csv, grundy-stats.csv): Flammenkamp's count and list, and a brute force of the definition.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "formats/tables.hpp"
#include "tests/cli_util.hpp"
#include "tests/published_grundy.hpp"

using namespace sgtest;

namespace {

const std::string kDir = std::string(SGPERIOD_SOURCE_DIR) + "/results/";

// G(0..n-1) of Grundy's game from the definition: the options of heap m are G(a) xor G(m - a), 0 < a < m - a.
std::vector<uint32_t> brute_grundy(uint64_t n) {
  std::vector<uint32_t> g;
  std::vector<uint64_t> seen;
  for (uint64_t m = 0; m < n; ++m) {
    seen.assign(g.size() / 64 + 8, 0);
    for (uint64_t a = 1; 2 * a < m; ++a) {
      const uint32_t v = g[a] ^ g[m - a];
      if (v / 64 < seen.size()) seen[v / 64] |= uint64_t(1) << (v % 64);
    }
    uint32_t v = 0;
    while ((seen[v / 64] >> (v % 64)) & 1) ++v;
    g.push_back(v);
  }
  return g;
}

bool sparse(uint32_t v) { return __builtin_popcount(v >> 1) % 2 == 0; }

}  // namespace

TEST_CASE("results/grundy-sparse: Flammenkamp's 1287 sparse values, his list to heap 231, a brute force to 3000", "[results]") {
  const auto all = lines(slurp(kDir + "grundy-sparse.csv"));
  REQUIRE(!all.empty());
  CHECK(all[0] == "n,value");
  std::vector<std::pair<uint64_t, uint32_t>> rows;
  for (std::size_t i = 1; i < all.size(); ++i) {
    const auto f = sgp::split_csv_line(all[i], nullptr);
    REQUIRE((f && f->size() == 2));
    rows.emplace_back(std::stoull((*f)[0]), uint32_t(std::stoul((*f)[1])));
  }
  CHECK(rows.size() == kGrundyFlammenkampSparseCount);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    INFO("row " << i + 1);
    CHECK(sparse(rows[i].second));
    if (i) CHECK(rows[i - 1].first < rows[i].first);
  }
  std::vector<std::pair<uint64_t, uint32_t>> to231;
  for (const auto& r : rows)
    if (r.first <= 231) to231.push_back(r);
  CHECK(to231 == grundy_flammenkamp_sparse_to_231());
  const uint64_t n = 3000;
  const std::vector<uint32_t> g = brute_grundy(n);
  std::vector<std::pair<uint64_t, uint32_t>> want, have;
  for (uint64_t i = 0; i < n; ++i)
    if (sparse(g[i])) want.emplace_back(i, g[i]);
  for (const auto& r : rows)
    if (r.first < n) have.push_back(r);
  CHECK(have == want);
}

TEST_CASE("results/grundy-stats: a row at every power of two up to 2^32, each histogram summing to its n", "[results]") {
  const auto all = lines(slurp(kDir + "grundy-stats.csv"));
  REQUIRE(all.size() >= 2);
  CHECK(all[0] == "game,n,max_value,rare_mask,rare_count,last_rare,histogram");
  uint64_t expect = 1;
  for (std::size_t i = 1; i < all.size(); ++i, expect *= 2) {
    INFO(all[i].substr(0, 60));
    const auto f = sgp::split_csv_line(all[i], nullptr);
    REQUIRE((f && f->size() == 7));
    CHECK(std::stoull((*f)[1]) == expect);
    const std::string& histogram = (*f)[6];  // value:count;value:count;...
    uint64_t sum = 0;
    for (std::size_t p = 0; p < histogram.size();) {
      const auto semi = histogram.find(';', p);
      const std::string kv = histogram.substr(p, semi == std::string::npos ? std::string::npos : semi - p);
      if (!kv.empty()) sum += std::stoull(kv.substr(kv.find(':') + 1));
      if (semi == std::string::npos) break;
      p = semi + 1;
    }
    CHECK(sum == expect);
  }
  CHECK(expect == (uint64_t(1) << 33));  // the last row was 2^32
}
