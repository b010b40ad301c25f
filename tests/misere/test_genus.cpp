/// @file
/// @brief The genus of heaps: published tables of Kayles and Dawson's Kayles, nim heaps, and a brute-force misère search.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "misere/genus.hpp"
#include "sgperiod/genus.hpp"
#include "tests/misere/misere_nim.hpp"
#include "tests/reference.hpp"

namespace {

// Checks heaps 0..n of `code` against a table in CGSuite's notation, as exact text; each heap's
// exact genus (from its canonical form) agrees with the search over sums of heaps.
void check_table(const std::string& code, const std::vector<std::string>& table) {
  sgp::GenusSettings settings;
  settings.max_heap = table.size() - 1;
  const sgp::GenusReport r = sgp::genus(sgp::parse_game(code), settings);
  REQUIRE(r.stop == sgp::GenusStop::MaxHeap);
  REQUIRE(r.heaps.size() == table.size());
  REQUIRE(r.canonical_heaps == table.size());
  sgp::misere::GenusSearch search(sgp::parse_game(code), 1000000);
  for (std::size_t n = 0; n < table.size(); ++n) {
    INFO(code << " heap " << n << ": published " << table[n] << ", computed " << r.heaps[n].symbol);
    CHECK(r.heaps[n].symbol == table[n]);
    const sgp::misere::GenusValue& g = search.heap(static_cast<uint32_t>(n));
    CHECK(r.heaps[n].normal == g.normal);
    CHECK(r.heaps[n].superscript == g.sup);
    // CGSuite writes "n" for a nim heap and one entry for the tame and restive phyla only.
    const bool nim = table[n].find('^') == std::string::npos;
    CHECK((r.heaps[n].phylum == sgp::Phylum::NimHeap) == nim);
  }
}

// Brute force from the definition, sharing nothing with misere/: the misère and normal values of a
// sum of heaps of `code` (options listed by tests/reference.hpp) plus nim heaps *1 and *2 (written -1
// and -2), memoised over sorted lists.
class Brute {
 public:
  explicit Brute(const sgp::TakeAndBreak& code) : code_(code) {}
  // {normal value, misère value}
  std::pair<unsigned, unsigned> values(std::vector<int> pos) {
    std::sort(pos.begin(), pos.end());
    pos.erase(std::remove(pos.begin(), pos.end(), 0), pos.end());
    if (auto it = memo_.find(pos); it != memo_.end()) return it->second;
    std::set<unsigned> normal, misere;
    for (std::size_t i = 0; i < pos.size(); ++i) {
      std::vector<std::vector<int>> replacements;
      if (pos[i] == -2) replacements = {{-1}, {}};
      else if (pos[i] == -1) replacements = {{}};
      else
        for (const auto& o : sgtest::code_options(code_, static_cast<uint64_t>(pos[i])))
          replacements.push_back(std::vector<int>(o.begin(), o.end()));
      for (const auto& rep : replacements) {
        std::vector<int> next = pos;
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
        next.insert(next.end(), rep.begin(), rep.end());
        const auto v = values(next);
        normal.insert(v.first);
        misere.insert(v.second);
      }
    }
    auto mex = [](const std::set<unsigned>& s) {
      unsigned m = 0;
      while (s.count(m)) ++m;
      return m;
    };
    // A position with no move: normal value 0, misère value 1 (the mover, unable to move, wins).
    const std::pair<unsigned, unsigned> v{mex(normal), misere.empty() ? 1u : mex(misere)};
    return memo_[pos] = v;
  }

 private:
  sgp::TakeAndBreak code_;
  std::map<std::vector<int>, std::pair<unsigned, unsigned>> memo_;
};

void brute_check(const std::string& code, int max_heap) {
  const sgp::Game game = sgp::parse_game(code);
  sgp::misere::GenusSearch search(game, 1000000);
  Brute brute(game.code);
  for (int n = 0; n <= max_heap; ++n) {
    const sgp::misere::GenusValue& g = search.heap(static_cast<uint32_t>(n));
    for (int twos = 0; twos <= 3; ++twos) {
      std::vector<int> pos{n};
      pos.insert(pos.end(), static_cast<std::size_t>(twos), -2);
      const auto v = brute.values(pos);
      INFO(code << " heap " << n << " plus " << twos << " copies of *2");
      if (twos == 0) CHECK(g.normal == v.first);
      CHECK(g.digit(static_cast<std::size_t>(twos)) == v.second);
    }
  }
}

}  // namespace

TEST_CASE("Genus of nim heaps: 0^120, 1^031 and n^(n, n xor 2) by misere Nim, written n", "[genus]") {
  // Bouton's misère Nim: with a heap of 2 or more present the misère value is the nim-sum, so
  // G-(*n + k*2) = n xor (2 if k is odd) for n >= 2; *0 + k*2 and *1 + k*2 by the recursion (hand):
  // 0: 1, mex{1,0} = 2, mex{2,3} = 0, 2, ...; 1: 0, mex{0,1, 2} = 3, mex{3,2, 0} = 1, 3, ...
  const sgp::GenusReport r = sgp::genus(sgp::parse_game("nim"), sgp::GenusSettings{12, 1000});
  REQUIRE(r.heaps.size() == 13);
  using V = std::vector<uint32_t>;
  CHECK(r.heaps[0].superscript == V{1, 2, 0});
  CHECK(r.heaps[1].superscript == V{0, 3, 1});
  CHECK(r.heaps[2].superscript == V{2, 0});
  CHECK(r.heaps[3].superscript == V{3, 1});
  CHECK(r.heaps[4].superscript == V{4, 6});
  CHECK(r.heaps[7].superscript == V{7, 5});
  CHECK(r.heaps[8].superscript == V{8, 10});
  CHECK(r.heaps[10].superscript == V{10, 8});
  CHECK(r.heaps[12].superscript == V{12, 14});
  // Each heap is the nim heap *n, which CGSuite writes "n" (its Genus of a NIMHEAP phylum).
  for (const auto& h : r.heaps) {
    CHECK(h.symbol == std::to_string(h.heap));
    CHECK(h.phylum == sgp::Phylum::NimHeap);
  }
  for (const auto& h : r.heaps) {
    CHECK(h.tameness == sgp::Tameness::Tame);
    CHECK(h.misere == (h.heap < 2 ? 1 - h.heap : h.heap));
  }
}

TEST_CASE("Genus of Kayles heaps 0 to 20 as published", "[genus]") {
  // CGSuite's test suite (A. N. Siegel, github.com/aaron-siegel/cgsuite,
  // lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala: game.heap.Kayles, genus for n from 0
  // to 20, in CGSuite's notation). Winning Ways 2nd ed. vol. 2 ch. 13 tabulates Kayles' genera; the
  // values here are read from CGSuite, not from the book. By hand: heap 1's only option is 0 (genus
  // 0^120), so 1^(mex{1}=0, mex{2,0,1}=3, mex{0,3,2}=1, ...) = 1^031; heap 5 is the first wild one.
  check_table("0.77", {"0", "1", "2", "3", "1", "4^146", "3", "2^2", "1^1", "4^046", "2^2", "6^46", "4^046", "1^1",
                       "2^2", "7^57", "1^13", "4^64", "3^31", "2^20", "1^031"});
}

TEST_CASE("Genus of Dawson's Kayles heaps 0 to 20 as published", "[genus]") {
  // The same source, game.heap.DawsonsKayles (0.07) for n from 0 to 20 (Winning Ways 2nd ed. vol. 2
  // ch. 13 tabulates them too; read from CGSuite). Heap 1 has no move, so heaps 0 and 1 are both 0^120.
  check_table("0.07", {"0", "0", "1", "1", "2", "0", "3", "1", "1", "0", "3^1431", "3", "2^0520", "2", "4^146", "0",
                       "5^057", "2^0520", "2", "3^1431", "3"});
}

TEST_CASE("Genus of Grundy's game and 0.3F heaps as published", "[genus]") {
  // CGSuite's GameHeapTest.scala: Grundy's game (4!.0) and TakeAndBreak("0.3F") for n from 0 to 20.
  check_table("grundy", {"0", "0", "0", "1", "0", "2", "1", "0", "2", "1", "0", "2", "1", "3^1431", "2", "1",
                         "3^1431", "2", "4^0564", "3^1431", "0^20"});
  check_table("0.3f", {"0", "1", "2", "0", "1", "2", "3^1431", "4^0564", "5^46", "3^1431", "4^0564", "5^4875",
                       "6^(1,9,10,8)", "7^075", "8^6875", "6^(1,9,10,8)", "7^075", "8^(6,10,8)", "9^(1,9,12,11,9)",
                       "10^(0,11,13,9,11)", "11^(6,10,8)"});
}

TEST_CASE("Kayles heaps: tame, wild and tame through reversible moves", "[genus]") {
  // Heaps 0..4 reach only sums of heaps 0..3 (the nim heaps *0..*3 move for move): tame. Heap 5 has
  // genus 4^146, not a tame genus: wild. Heap 6 has tame genus 3^31 and reaches heap 5, but its
  // misère canonical form is *3 (CGSuite writes its genus "3"; Winning Ways ch. 13 lists Kayles' heap
  // 6 as *3 in misère play): tame. Past the record cap the same heap 6 is only "of tame genus".
  const sgp::GenusReport r = sgp::genus(sgp::parse_game("kayles"), sgp::GenusSettings{6, 100000});
  for (int n = 0; n <= 4; ++n) CHECK(r.heaps[static_cast<std::size_t>(n)].tameness == sgp::Tameness::Tame);
  CHECK(r.heaps[5].tameness == sgp::Tameness::Wild);
  // Its options are sums of heaps 0..4, all nim heaps (tame), and G+ = 4, G- = 1: restless.
  CHECK(r.heaps[5].phylum == sgp::Phylum::Restless);
  CHECK(r.heaps[6].tameness == sgp::Tameness::Tame);
  CHECK(r.heaps[6].phylum == sgp::Phylum::NimHeap);
  CHECK(r.heaps[6].symbol == "3");
  sgp::GenusSettings capped{6, 100000};
  capped.max_records = 1;  // only the games 0 and *1
  const sgp::GenusReport past = sgp::genus(sgp::parse_game("kayles"), capped);
  REQUIRE(past.heaps.size() == 7);
  CHECK(past.canonical_heaps <= 2);
  CHECK(past.heaps[6].tameness == sgp::Tameness::TameGenus);
  CHECK(past.heaps[6].phylum == sgp::Phylum::NotDecided);
  CHECK(past.heaps[6].symbol == "3^31");
  CHECK(sgp::genus_text(past).find("not decided") != std::string::npos);
}

TEST_CASE("Genus entries agree with a brute-force misere search of the heap plus copies of *2", "[genus]") {
  // Every 2-digit octal code, heaps 0..10, and a few others: G+(n), G-(n + k*2) for k = 0..3.
  for (int d1 = 0; d1 < 8; ++d1)
    for (int d2 = 0; d2 < 8; ++d2) brute_check("0." + std::to_string(d1) + std::to_string(d2), 10);
  brute_check("0.137", 10);
  brute_check("4.07", 9);
  brute_check("0.f", 8);
  brute_check("S(2,3,7)", 14);
  brute_check("0.[3]", 9);
}

TEST_CASE("Genus search stops cleanly at the position cap, the heaps before it exact", "[genus]") {
  const sgp::Game kayles = sgp::parse_game("kayles");
  const sgp::GenusReport full = sgp::genus(kayles, sgp::GenusSettings{20, 1000000});
  sgp::GenusSettings settings{20, 200};
  settings.max_records = 1;  // the search past heap 1 (the games 0 and *1 are always kept)
  const sgp::GenusReport capped = sgp::genus(kayles, settings);
  CHECK(capped.stop == sgp::GenusStop::MaxPositions);
  CHECK(capped.positions <= 200);
  CHECK(capped.canonical_heaps == 2);
  REQUIRE(capped.heaps.size() < full.heaps.size());
  for (std::size_t n = 0; n < capped.heaps.size(); ++n) CHECK(capped.heaps[n].superscript == full.heaps[n].superscript);
  CHECK(capped.stopped.find("heap " + std::to_string(capped.heaps.size())) != std::string::npos);
  CHECK(sgp::genus_text(capped).find("max_positions") != std::string::npos);
}

TEST_CASE("Genus at the record cap: the heaps before it keep their forms, the rest not decided", "[genus]") {
  const sgp::Game kayles = sgp::parse_game("kayles");
  const sgp::GenusReport full = sgp::genus(kayles, sgp::GenusSettings{20, 1000000});
  REQUIRE(full.canonical_heaps == 21);
  sgp::GenusSettings settings{20, 1000000};
  settings.max_records = full.records / 2;
  const sgp::GenusReport capped = sgp::genus(kayles, settings);
  CHECK(capped.stop == sgp::GenusStop::MaxHeap);
  REQUIRE(capped.heaps.size() == 21);
  CHECK(capped.records <= settings.max_records);
  REQUIRE(capped.canonical_heaps > 0);
  REQUIRE(capped.canonical_heaps < 21);
  for (std::size_t n = 0; n < 21; ++n) {
    INFO("heap " << n);
    CHECK(capped.heaps[n].superscript == full.heaps[n].superscript);
    if (n < capped.canonical_heaps) {
      CHECK(capped.heaps[n].symbol == full.heaps[n].symbol);
      CHECK(capped.heaps[n].phylum == full.heaps[n].phylum);
    } else {
      CHECK(capped.heaps[n].phylum == sgp::Phylum::NotDecided);
      CHECK(capped.heaps[n].tameness != sgp::Tameness::ReversiblyTame);
    }
  }
  CHECK(sgp::genus_text(capped).find("not decided from heap " + std::to_string(capped.canonical_heaps)) !=
        std::string::npos);
}

TEST_CASE("Genus settings out of range are refused", "[genus]") {
  const sgp::Game kayles = sgp::parse_game("kayles");
  CHECK_THROWS_AS(sgp::genus(kayles, sgp::GenusSettings{65536, 1000}), sgp::InvalidInput);
  CHECK_THROWS_AS(sgp::genus(kayles, sgp::GenusSettings{5, 0}), sgp::InvalidInput);
  CHECK_THROWS_AS(sgp::genus(kayles, sgp::GenusSettings{5, (uint64_t(1) << 31) + 1}), sgp::InvalidInput);
  sgp::GenusSettings no_records{5, 1000};
  no_records.max_records = 0;
  CHECK_THROWS_WITH(sgp::genus(kayles, no_records), Catch::Contains("max_records"));
  CHECK_THROWS_WITH(sgp::genus(kayles, sgp::GenusSettings{70000, 1000}), Catch::Contains("max_heap 70000"));
}

namespace {
// Nim written as custom rules, with a broken variant whose move does not shrink the heap.
struct CustomNim : sgp::HeapGame {
  bool broken = false;
  std::string name() const override { return broken ? "broken" : "custom nim"; }
  void moves(uint64_t n, sgp::MoveSink& out) const override {
    for (uint64_t m = 0; m < n; ++m) out({m});
    if (broken && n == 3) out({3});
  }
};
}  // namespace

TEST_CASE("Genus of custom rules: Nim as a HeapGame, and a move that does not shrink refused", "[genus]") {
  auto nim = std::make_shared<CustomNim>();
  const sgp::GenusReport r = sgp::genus(sgp::Game::from_custom(nim), sgp::GenusSettings{9, 1000});
  const sgp::GenusReport code = sgp::genus(sgp::parse_game("0.[3]"), sgp::GenusSettings{9, 1000});
  for (std::size_t n = 0; n < 10; ++n) CHECK(r.heaps[n].symbol == code.heaps[n].symbol);
  auto broken = std::make_shared<CustomNim>();
  broken->broken = true;
  CHECK_THROWS_AS(sgp::genus(sgp::Game::from_custom(broken), sgp::GenusSettings{5, 1000}), sgp::GameError);
}

namespace {


// The nim position of a tame genus (Winning Ways ch. 13): 0^120 is *0, 1^031 is *1, a^(a ...) for
// a >= 2 is *a, 0^(0 2 ...) is *2 + *2 and 1^(1 3 ...) is *2 + *2 + *1 (check: *2 + *2 has misère value
// 0 and *2 + *2 + *2 value 2; adding *1 flips both).
std::vector<unsigned> nim_of_tame(const sgp::HeapGenus& h) {
  if (h.normal >= 2) return {h.normal};
  if (h.misere != h.normal) return h.normal == 1 ? std::vector<unsigned>{1} : std::vector<unsigned>{};
  return h.normal == 1 ? std::vector<unsigned>{2, 2, 1} : std::vector<unsigned>{2, 2};
}

}  // namespace

TEST_CASE("Sums of heaps marked tame play as misere Nim on the nim positions of their genera", "[genus]") {
  // Conway's theorem on tame games (On Numbers and Games ch. 12, Winning Ways ch. 13), checked on
  // every sum of up to three heaps marked tame, against the brute-force misère search.
  // 0.121, 0.201 and 4.02 have tame heaps of genus 0^02 and 1^13 (the nim positions *2+*2 and *2+*2+*1).
  for (const std::string code : {"0.77", "0.07", "0.137", "0.15", "0.51", "4.7", "0.f", "0.121", "0.201", "4.02"}) {
    const sgp::Game game = sgp::parse_game(code);
    const sgp::GenusReport r = sgp::genus(game, sgp::GenusSettings{10, 100000});
    std::vector<const sgp::HeapGenus*> tame;
    for (const auto& h : r.heaps)
      if (h.tameness == sgp::Tameness::Tame || h.tameness == sgp::Tameness::ReversiblyTame) tame.push_back(&h);
    REQUIRE(tame.size() >= 2);
    Brute brute(game.code);
    for (std::size_t a = 0; a < tame.size(); ++a)
      for (std::size_t b = a; b < tame.size(); ++b)
        for (std::size_t c = b; c <= tame.size(); ++c) {
          std::vector<const sgp::HeapGenus*> sum{tame[a], tame[b]};
          if (c < tame.size()) sum.push_back(tame[c]);
          std::vector<int> pos;
          std::vector<unsigned> nim;
          for (const auto* h : sum) {
            pos.push_back(static_cast<int>(h->heap));
            for (unsigned x : nim_of_tame(*h)) nim.push_back(x);
          }
          INFO(code << " heaps " << tame[a]->heap << " " << tame[b]->heap << " " << (c < tame.size() ? tame[c]->heap : 0));
          CHECK((brute.values(pos).second == 0) == sgtest::bouton_misere_p(nim));
        }
  }
}

TEST_CASE("Genus search is cancelled through the options' hook", "[genus]") {
  std::atomic<bool> stop{true};
  sgp::ComputeOptions options;
  options.cancel = &stop;
  CHECK_THROWS_AS(sgp::genus(sgp::parse_game("kayles"), sgp::GenusSettings{40, 1000000}, options), sgp::Cancelled);
  // Polled inside the search too: a hook that turns true after its first calls stops a long search.
  int calls = 0;
  sgp::ComputeOptions polled;
  polled.should_cancel = [&calls] { return ++calls > 2; };
  CHECK_THROWS_AS(sgp::genus(sgp::parse_game("kayles"), sgp::GenusSettings{60, 1000000}, polled), sgp::Cancelled);
}

TEST_CASE("genus: progress after every heap, past the record cap too", "[genus]") {
  sgp::GenusSettings s;
  s.max_heap = 30;
  s.max_records = 40;  // Kayles' forms pass 40 records before heap 30: the search takes the heaps left
  sgp::ComputeOptions o;
  std::vector<uint64_t> done;
  o.progress = [&](uint64_t d, uint64_t t) {
    CHECK(t == 31);
    done.push_back(d);
  };
  const sgp::GenusReport r = sgp::genus(sgp::parse_game("0.77"), s, o);
  REQUIRE(r.heaps.size() == 31);
  CHECK(r.canonical_heaps < 31);
  REQUIRE(done.size() == 31);
  for (std::size_t i = 0; i < done.size(); ++i) CHECK(done[i] == i + 1);
}
