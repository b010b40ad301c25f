/// @brief The public API (include/sgperiod/) against published values: values, run, verify, census, writers.
#include <catch2/catch.hpp>

#include <sgperiod/sgperiod.hpp>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "tests/cli_util.hpp"

namespace {

std::vector<uint32_t> terms(std::initializer_list<uint32_t> v) { return v; }

}  // namespace

TEST_CASE("values: Kayles, Dawson's chess and Grundy's game are their OEIS sequences", "[api]") {
  // OEIS A002186 (Kayles 0.77), A002187 (Dawson's chess 0.137), A002188 (Grundy's game).
  CHECK(sgp::values("kayles", 12) == terms({0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6}));
  CHECK(sgp::values(sgp::parse_game(".137"), 52) ==
        terms({0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2,
               1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2}));
  CHECK(sgp::values("grundy", 51) ==
        terms({0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3,
               0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0}));
}

TEST_CASE("values: the same for every thread count and method", "[api]") {
  const sgp::Game g = sgp::parse_game("0.16");
  sgp::ComputeOptions one, two, naive;
  one.threads = 1;
  two.threads = 2;
  naive.method = sgp::Method::Naive;
  const auto a = sgp::values(g, 20000, one);
  CHECK(a.size() == 20000);
  CHECK(a == sgp::values(g, 20000, two));
  CHECK(a == sgp::values(g, 20000, naive));
}

TEST_CASE("values: custom rules through HeapGame", "[api]") {
  // Moves of heap n: leave any single heap m < n. Every option set is {G(0..n-1)}, so G(n) = n (Nim).
  struct AnySmaller final : sgp::HeapGame {
    std::string name() const override { return "any-smaller"; }
    void moves(uint64_t n, sgp::MoveSink& out) const override {
      for (uint64_t m = 0; m < n; ++m) out({m});
    }
  };
  const auto v = sgp::values(sgp::Game::from_custom(std::make_shared<AnySmaller>()), 40);
  for (uint32_t n = 0; n < 40; ++n) CHECK(v[n] == n);
}

TEST_CASE("run: the classic games to proof", "[api]") {
  // Kayles: period 12, last exception 70 (Guy and Smith 1956; OEIS A002186).
  const sgp::RunReport k = sgp::run("kayles");
  CHECK(k.status == sgp::Status::Proven);
  CHECK(k.periodicity.period == 12);
  CHECK(k.periodicity.preperiod == 71);
  CHECK(k.periodicity.last_exception() == 70);
  CHECK(k.periodicity.saltus == 0);
  CHECK(k.canonical == "0.77");
  CHECK(k.theorem.rfind("Guy-Smith", 0) == 0);
  CHECK(k.values.size() == k.values_computed);
  CHECK(k.values[11] == 6);
  // Guy-Smith for 0.77 (k = 2): G(n + 12) = G(n) checked for 71 <= n < 2 * 71 + 12 + 2 = 156.
  CHECK(k.check_from == 71);
  CHECK(k.check_to == 156);
  // Dawson's chess: period 34, last exception 51 (OEIS A002187).
  const sgp::RunReport d = sgp::run("dawson-chess");
  CHECK(d.status == sgp::Status::Proven);
  CHECK(d.periodicity.period == 34);
  CHECK(d.periodicity.last_exception() == 51);
  // Lasker's Nim 4.[3]: G(n + 4) = G(n) + 4 from n = 1 (0, 1, 2, 4, 3, 5, 6, 8, 7, ...).
  const sgp::RunReport l = sgp::run("lasker");
  CHECK(l.status == sgp::Status::Proven);
  CHECK(l.periodicity == sgp::Periodicity{4, 1, 4});
}

TEST_CASE("run: an open game names its limit, and keep_values false drops the values only", "[api]") {
  sgp::RunSettings s;
  s.limit = 1 << 12;
  s.keep_values = false;
  // Treblecross 0.007 is unsolved: nobody has found its period.
  const sgp::RunReport t = sgp::run("treblecross", s);
  CHECK(t.status == sgp::Status::Open);
  CHECK(t.values.empty());
  CHECK(t.values_computed == (1u << 12));
  CHECK(t.limit == (1u << 12));
}

TEST_CASE("run: long_default false keeps the first default limit, true plans run's far one", "[api]") {
  // 0.1777 is sparse and its proof needs about 4.4 * 10^8 values (far past 2^20, the first default that
  // RunSettings::limit documents), so a run that keeps the first default ends open there; with
  // long_default (the default, `sgperiod run`'s) the plan reaches 2^29.
  sgp::RunSettings s;
  s.keep_values = false;
  s.long_default = false;
  CHECK(sgp::outline_run(sgp::parse_game("0.1777"), s).estimate == (uint64_t(1) << 20));
  const sgp::RunReport r = sgp::run("0.1777", s);
  CHECK(r.status == sgp::Status::Open);
  CHECK(r.values_computed == (uint64_t(1) << 20));
  s.long_default = true;
  CHECK(sgp::outline_run(sgp::parse_game("0.1777"), s).estimate == (uint64_t(1) << 29));
}

TEST_CASE("verify: a true claim is proven, a false one refuted with its counterexample", "[api]") {
  // Kayles from 71 with period 12 is the published period; from 70 it fails at n = 70: G(70) = 6 and
  // G(82) = 2 (OEIS A002186).
  CHECK(sgp::verify("kayles", sgp::Periodicity{12, 71, 0}).verdict == sgp::Verdict::Proven);
  // A multiple of the period is a true claim too.
  CHECK(sgp::verify("kayles", sgp::Periodicity{24, 71, 0}).verdict == sgp::Verdict::Proven);
  const sgp::ClaimCheck bad = sgp::verify("kayles", sgp::Periodicity{12, 70, 0});
  CHECK(bad.verdict == sgp::Verdict::Refuted);
  CHECK(bad.counterexample == 70);
  CHECK(bad.value_n == 6);
  CHECK(bad.value_n_plus_p == 2);
  CHECK(std::string(sgp::verdict_name(bad.verdict)) == "refuted");
}

TEST_CASE("census: the 16 one-digit codes, and the CLI's two tables byte for byte", "[api]") {
  sgp::CensusSettings s;
  s.digits = 1;
  const sgp::CensusResult c = sgp::census(s);
  CHECK(c.codes() == 16);  // 0.0 .. 0.7 and 4.0 .. 4.7
  std::size_t members = 0;
  for (const auto& e : c.classes()) members += e.members.size();
  CHECK(members == 16);
  // 0.3 (take one token, leave a heap or nothing): G(n) = n mod 2, period 2 from 0.
  bool found = false;
  for (const auto& e : c.classes())
    for (const auto& m : e.members)
      if (m.code == "0.3") {
        found = true;
        CHECK(m.status == sgp::Status::Proven);
        CHECK(m.periodicity.period == 2);
        CHECK(m.periodicity.preperiod == 0);
      }
  CHECK(found);
  sgtest::TempDir dir;
  auto r = sgtest::cli("census --digits 1 -q -o '" + (dir / "classes.csv") + "' --codes '" + (dir / "codes.csv") + "'");
  REQUIRE(r.status == 0);
  std::ostringstream classes, codes;
  c.write_classes_csv(classes);
  c.write_codes_csv(codes);
  CHECK(classes.str() == sgtest::slurp(dir / "classes.csv"));
  CHECK(codes.str() == sgtest::slurp(dir / "codes.csv"));
}

TEST_CASE("writers: the b-file and the CSV row are the CLI's", "[api]") {
  std::ostringstream b;
  sgp::write_bfile(b, sgp::parse_game("S(1,3,4)"), sgp::values("S(1,3,4)", 50));
  const auto r = sgtest::cli("values 'S(1,3,4)' -n 50");
  REQUIRE(r.status == 0);
  CHECK(b.str() == r.out);
  // S(1,3,4): G(n) = 0,1,0,1,2,3,2 repeating with period 7 (Berlekamp, Conway and Guy, Winning Ways).
  CHECK(b.str().find("\n0 0\n1 1\n2 0\n3 1\n4 2\n5 3\n6 2\n7 0\n") != std::string::npos);
  const sgp::RunReport k = sgp::run("kayles");
  const std::string row = sgp::run_csv_row(k, "kayles", false);
  CHECK(row.rfind("kayles,0.77," + std::to_string(k.values_computed) + ",proven,12,71,70,0,", 0) == 0);
  CHECK(row.back() == ',');  // the seconds field left empty
  CHECK(sgp::run_csv_header().rfind("game,canonical,n_computed,status,period,preperiod,last_exception,saltus", 0) == 0);
  sgp::RunSettings s;
  s.keep_values = false;
  const sgp::RunReport bare = sgp::run("kayles", s);
  CHECK(sgp::run_csv_row(bare, "kayles", false) == row);
}

TEST_CASE("writers: a lookup header for a proven game answers every n", "[api]") {
  std::ostringstream h;
  sgp::HeaderOptions o;
  o.ns = "tables";
  sgp::write_cpp_header(h, sgp::run("kayles"), o);
  const std::string text = h.str();
  CHECK(text.find("namespace tables") != std::string::npos);
  CHECK(text.find("kayles(") != std::string::npos);  // the default name of 0.77
  sgp::RunSettings s;
  s.keep_values = false;
  CHECK_THROWS_AS(sgp::write_cpp_header(h, sgp::run("kayles", s), o), sgp::HeaderError);
}

TEST_CASE("version: the macros and sgp::version() agree with the project version", "[api]") {
  const std::string v = std::to_string(SGPERIOD_VERSION_MAJOR) + "." + std::to_string(SGPERIOD_VERSION_MINOR) + "." +
                        std::to_string(SGPERIOD_VERSION_PATCH);
  CHECK(v == SGPERIOD_VERSION_STRING);
  CHECK(v == sgp::version());
  const auto r = sgtest::cli("--version");
  CHECK(r.out == "sgperiod " + v + "\n");
}
