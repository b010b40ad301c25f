/// @brief The public run() with a checkpoint, kept states, statistics and notices: resumed, never shortened, saved before a cancellation.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "sgperiod/sgperiod.hpp"

namespace {

// Dawson's chess (0.137) from the digits' definition, independently of the engine: d1 = 1 takes a
// whole heap of 1; d2 = 3 takes 2, leaving nothing or one heap; d3 = 7 takes 3, leaving nothing, one
// heap or two non-empty heaps.
std::vector<uint32_t> dawson_chess(std::size_t n) {
  std::vector<uint32_t> g;
  for (std::size_t m = 0; m < n; ++m) {
    std::vector<bool> seen(64);
    if (m == 1) seen[0] = true;                // d1 = 1: take a whole heap of 1
    if (m >= 2) seen[g[m - 2]] = true;         // d2 = 3: take 2, leaving one heap (or none)
    if (m == 2) seen[0] = true;
    for (std::size_t a = 1; m >= 4 && a <= m - 4; ++a) seen[g[a] ^ g[m - 3 - a]] = true;  // d3 = 7: split
    if (m >= 3) seen[g[m - 3]] = true;         // d3 = 7: leave one heap
    if (m == 3) seen[0] = true;
    uint32_t v = 0;
    while (seen[v]) ++v;
    g.push_back(v);
  }
  return g;
}

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("sgp_api_" + name)).string();
}

}  // namespace

TEST_CASE("run: a checkpoint is resumed, never shortened, and gives the values of a fresh run", "[api]") {
  const std::string ck = temp_path("ck1");
  std::remove(ck.c_str());
  std::vector<std::string> notes;
  sgp::RunSettings s;
  s.limit = 40;
  s.checkpoint.file = ck;
  s.notice = [&](const std::string& line) { notes.push_back(line); };
  const sgp::RunReport first = sgp::run("0.137", s);
  REQUIRE(std::filesystem::exists(ck));
  const std::vector<uint32_t> want = dawson_chess(200);
  REQUIRE(first.values_computed == 40);
  for (std::size_t n = 0; n < 40; ++n) CHECK(first.values[n] == want[n]);
  s.limit = 0;
  const sgp::RunReport second = sgp::run("0.137", s);
  CHECK(notes.back().find("resuming 0.137 from ") == 0);
  // Dawson's chess: period 34, last exception 51 (Winning Ways, ch. 16).
  CHECK(second.status == sgp::Status::Proven);
  CHECK(second.periodicity.period == 34);
  CHECK(second.periodicity.last_exception() == 51);
  for (std::size_t n = 0; n < 200 && n < second.values_computed; ++n) CHECK(second.values[n] == want[n]);
  const auto size = std::filesystem::file_size(ck);
  s.limit = 20;
  notes.clear();
  CHECK(sgp::run("0.137", s).values_computed == 20);
  CHECK(std::filesystem::file_size(ck) == size);
  REQUIRE_FALSE(notes.empty());
  CHECK(notes.back().find("keeps its") != std::string::npos);
  std::remove(ck.c_str());
}

TEST_CASE("run: a cancelled run saves its checkpoint first, and kept states and statistics", "[api]") {
  const std::string ck = temp_path("ck2");
  std::remove(ck.c_str());
  sgp::RunSettings s;
  s.limit = 30000;
  s.method = sgp::Method::Naive;
  s.checkpoint.file = ck;
  std::atomic<bool> stop{false};
  s.cancel = &stop;
  s.progress = [&](uint64_t done, uint64_t) {
    if (done >= 4096) stop = true;
  };
  CHECK_THROWS_AS(sgp::run("0.007", s), sgp::Cancelled);
  REQUIRE(std::filesystem::exists(ck));
  stop = false;
  s.progress = nullptr;
  s.cancel = nullptr;
  std::remove(ck.c_str());
  // Blocks end at 4096, 8192, 16384 and 20000 values: the states past 8192 and 16384 are kept, each a
  // checkpoint of exactly the values before it.
  s.limit = 20000;
  s.checkpoint.keep_states = 4096;
  const sgp::RunReport full = sgp::run("0.007", s);
  for (const char* n : {"8192", "16384"}) {
    const std::string kept = ck + "." + n;
    REQUIRE(std::filesystem::exists(kept));
    sgp::RunSettings again;
    again.method = sgp::Method::Naive;
    again.limit = std::stoull(n);
    again.checkpoint.file = kept;
    const sgp::RunReport r = sgp::run("0.007", again);
    REQUIRE(r.values_computed == again.limit);
    for (uint64_t i = 0; i < again.limit; ++i) REQUIRE(r.values[i] == full.values[i]);
    std::remove(kept.c_str());
  }
  CHECK_FALSE(std::filesystem::exists(ck + ".4096"));
  std::remove(ck.c_str());
  s.limit = 200;
  s.checkpoint.keep_states = 0;
  s.checkpoint.file.clear();
  s.statistics = true;
  const sgp::RunReport r = sgp::run("0.137", s);
  const std::vector<uint32_t> want = dawson_chess(200);
  std::vector<uint64_t> ns;
  for (const sgp::SequenceStats& row : r.statistics) {
    ns.push_back(row.n);
    uint32_t top = 0;
    for (uint64_t n = 0; n < row.n; ++n) top = std::max(top, want[n]);
    CHECK(row.max_value == top);
  }
  CHECK(ns == std::vector<uint64_t>{1, 2, 4, 8, 16, 32, 64, 128, 200});
  s.checkpoint.keep_states = 64;
  s.checkpoint.file.clear();
  CHECK_THROWS_AS(sgp::run("0.137", s), sgp::InvalidInput);  // keep_states without a file
}
