/// @file
/// @brief sgp::misere and sgp::misere_outcome: what they refuse, and results that do not depend on the thread count.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "sgperiod/sgperiod.hpp"

namespace {

struct Halves : sgp::HeapGame {
  std::string name() const override { return "halves"; }
  void moves(uint64_t n, sgp::MoveSink& out) const override {
    if (n >= 2) out({n / 2});
  }
};

}  // namespace

TEST_CASE("misere api: games the construction does not cover and bad settings are refused", "[misere][api]") {
  CHECK_THROWS_AS(sgp::misere("grundy"), sgp::InvalidInput);
  CHECK_THROWS_AS(sgp::misere("0.[3]"), sgp::InvalidInput);
  CHECK_THROWS_AS(sgp::misere(sgp::Game::from_custom(std::make_shared<Halves>())), sgp::InvalidInput);
  CHECK_THROWS_AS(sgp::misere("0.7x"), sgp::GameError);
  sgp::MisereSettings s;
  s.heaps = 100001;
  CHECK_THROWS_WITH(sgp::misere("0.77", s), "heaps must be at most 100000, not 100001");
  s.heaps = 10;
  s.max_order = 1;
  CHECK_THROWS_AS(sgp::misere("0.77", s), sgp::InvalidInput);
}

TEST_CASE("misere api: an open quotient answers the heaps it computed and refuses larger ones", "[misere][api]") {
  sgp::MisereSettings s;
  s.heaps = 20;
  const sgp::MisereReport r = sgp::misere("0.77", s);  // Kayles needs 168 heaps for its proof
  CHECK(r.status == sgp::MisereStatus::Open);
  CHECK(r.heaps_computed == 20);
  CHECK(r.map_period == 0);
  CHECK_NOTHROW(sgp::misere_outcome(r, {19, 19, 3}));
  CHECK_THROWS_AS(sgp::misere_outcome(r, {20}), sgp::InvalidInput);
  CHECK_THROWS_AS(r.element_of_heap(uint64_t(1) << 63), sgp::InvalidInput);
}

// A stop names what it still proves about the heap it stopped at: a lower bound on that quotient's order
// (tests/misere/test_bound.cpp checks the bound's certificate with the independent search), or the order
// itself when only the order passed the cap, which a larger cap then computes as Q_n.
TEST_CASE("misere api: a stopped quotient gives a proven bound on the order where it stopped", "[misere][api]") {
  sgp::MisereSettings s;
  s.heaps = 8;
  s.max_order = 64;
  const sgp::MisereReport r = sgp::misere("0.354", s);  // infinite from heap 5 on
  REQUIRE(r.status == sgp::MisereStatus::Stopped);
  CHECK(r.heaps_computed == 5);
  CHECK(r.next_order_at_least > r.order);
  CHECK(r.stop_reason.find("Q_5 has at least " + std::to_string(r.next_order_at_least) + " elements") != std::string::npos);
  s.heaps = 7;
  s.max_order = 24;
  const sgp::MisereReport e = sgp::misere("0.35", s);
  REQUIRE(e.status == sgp::MisereStatus::Stopped);
  REQUIRE(e.stop_reason.find("has exactly") != std::string::npos);
  // Q_n itself was found, so its frontier answers every sum of heaps 0..n; without the frontier (the
  // census's setting) the same stop answers none of them and does not say it does.
  CHECK(e.frontier.copies == UINT64_MAX);
  const std::string every = "every sum of heaps 0.." + std::to_string(e.heaps_computed) + " is answered";
  CHECK(e.stop_reason.find(every) != std::string::npos);
  sgp::MisereSettings lean = s;
  lean.frontier = false;
  const sgp::MisereReport without = sgp::misere("0.35", lean);
  CHECK(without.frontier.copies == 0);
  CHECK(without.frontier.table.empty());
  CHECK(without.stop_reason.find("answered") == std::string::npos);
  CHECK_NOTHROW(sgp::misere_outcome(e, {e.heaps_computed}));
  CHECK_THROWS_AS(sgp::misere_outcome(without, {e.heaps_computed}), sgp::InvalidInput);
  s.max_order = 2048;
  const sgp::MisereReport full = sgp::misere("0.35", s);
  REQUIRE(full.orders.size() > e.heaps_computed);
  CHECK(e.next_order_at_least == full.orders[e.heaps_computed]);
  CHECK(e.next_order_at_least > 24);
  const sgp::MisereReport open = sgp::misere("0.77", sgp::MisereSettings{});
  CHECK(open.next_order_at_least == 0);
}

TEST_CASE("misere api: the report is the same for 1 and 2 threads", "[misere][api]") {
  for (const char* g : {"0.15", "4.7", "0.137"}) {
    sgp::MisereSettings one, two;
    one.heaps = two.heaps = std::string(g) == "0.15" ? 40 : 22;
    one.threads = 1;
    two.threads = 2;
    const sgp::MisereReport a = sgp::misere(g, one), b = sgp::misere(g, two);
    INFO(g);
    CHECK(a.order == b.order);
    CHECK(a.relations == b.relations);
    CHECK(a.map == b.map);
    CHECK(a.table == b.table);
    CHECK(a.p_portion == b.p_portion);
    CHECK(a.status == b.status);
  }
}
