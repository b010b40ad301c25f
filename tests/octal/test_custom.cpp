/// @brief Custom rules through the C++ API: the seeds' Crosses and Crosses and connect-line games.
#include <catch2/catch.hpp>

#include "examples/crosses_and_crosses.hpp"
#include "engine/kernel.hpp"
#include "period/analysis.hpp"
#include "period/identify.hpp"

namespace {

// The study notes' recurrence for Crosses and Crosses, written out directly (POJ 3537):
// sg[n] = mex over i = 1..n of sg[max(0, i-3)] ^ sg[max(0, n-i-2)].
std::vector<int> seed_crosses(int N) {
  std::vector<int> sg(N + 1, 0);
  for (int n = 1; n <= N; ++n) {
    std::vector<bool> vis(2 * N + 2, false);
    for (int i = 1; i <= n; ++i) vis[sg[std::max(0, i - 3)] ^ sg[std::max(0, n - i - 2)]] = true;
    int g = 0;
    while (vis[g]) ++g;
    sg[n] = g;
  }
  return sg;
}

// The notes' connect-line recurrence: sg[x] = mex over a = 0..x-2 of sg[a] ^ sg[x-2-a].
std::vector<int> seed_connect(int N) {
  std::vector<int> sg(N + 1, 0);
  for (int x = 2; x <= N; ++x) {
    std::vector<bool> vis(2 * N + 2, false);
    for (int a = 0; a <= x - 2; ++a) vis[sg[a] ^ sg[x - 2 - a]] = true;
    int g = 0;
    while (vis[g]) ++g;
    sg[x] = g;
  }
  return sg;
}

}  // namespace

TEST_CASE("Crosses and Crosses via the API agrees with the notes' recurrence", "[custom]") {
  auto game = sgp::Game::from_custom(std::make_shared<examples::CrossesAndCrosses>());
  auto seq = sgp::compute(game, 1001);
  auto ref = seed_crosses(1000);
  for (int n = 0; n <= 1000; ++n) {
    INFO("n = " << n);
    REQUIRE(seq[n] == static_cast<uint32_t>(ref[n]));
  }
}

TEST_CASE("a custom move that does not shrink the heap is refused", "[custom]") {
  struct Bad final : sgp::HeapGame {
    std::string name() const override { return "bad"; }
    void moves(uint64_t n, sgp::MoveSink& out) const override { out({n}); }
  };
  auto game = sgp::Game::from_custom(std::make_shared<Bad>());
  CHECK_THROWS_WITH(sgp::compute(game, 10), Catch::Contains("not smaller"));
}

TEST_CASE("the connect-line game is recognised as 0.07 and proven, and the notes' shortcut agrees to 10^6", "[custom]") {
  auto game = sgp::Game::from_custom(std::make_shared<examples::ConnectLine>());
  auto seq = sgp::compute(game, 2001);
  auto ref = seed_connect(2000);
  for (int n = 0; n <= 2000; ++n) REQUIRE(seq[n] == static_cast<uint32_t>(ref[n]));
  auto code = sgp::identify_code(seq, 3);
  REQUIRE(code);
  CHECK(code->canonical() == "0.07");
  sgp::RunReport r = sgp::run_game(*code, {});
  REQUIRE(r.status == sgp::Status::Proven);
  const auto& p = r.periodicity;
  auto proven = [&](uint64_t x) { return x < p.preperiod ? r.values[x] : r.values[p.preperiod + (x - p.preperiod) % p.period]; };
  // The notes' contest code: getsg(x) = x <= 500 ? sg[x] : sg[(x - 500) % 34 + 500], with sg to 1000.
  auto shortcut = [&](uint64_t x) { return x <= 500 ? ref[x] : ref[(x - 500) % 34 + 500]; };
  for (uint64_t x = 0; x <= 1000000; ++x) {
    if (static_cast<uint32_t>(shortcut(x)) != proven(x)) FAIL("shortcut differs at x = " << x);
  }
  CHECK(p.period == 34);
}
