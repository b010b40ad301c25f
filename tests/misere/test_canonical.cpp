/// @file
/// @brief Misère canonical forms: CGSuite's published cases, the number of games born by each day, hand facts, and a brute-force check of every equality the forms assert.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <vector>

#include "misere/canonical.hpp"
#include "tests/misere/brute_misere.hpp"

namespace {

using sgp::misere::CanonicalForms;
using sgp::misere::Phylum;

// CGSuite's input syntax for misère games: an integer n is the nim heap *n, [a,b,...] the game with
// those options, *[x] the item x itself (*[2] is *2, *[[2]] the game {*2}) and *[a,b,...] with two
// items or more the game with those options; t+u a sum.
// Parsed here with the forms' own from_options, nim and add, which the cases below check.
class Parser {
 public:
  Parser(CanonicalForms& f, std::string text) : f_(f), s_(std::move(text)) {}
  CanonicalForms::Id parse() {
    const auto g = sum();
    CHECK(at_ == s_.size());
    return g;
  }

 private:
  CanonicalForms::Id sum() {
    auto g = term();
    while (at_ < s_.size() && s_[at_] == '+') {
      ++at_;
      g = f_.add(g, term());
    }
    return g;
  }
  bool digit() const { return at_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[at_])); }
  uint32_t number() {
    uint32_t n = 0;
    while (digit()) n = 10 * n + static_cast<uint32_t>(s_[at_++] - '0');
    return n;
  }
  CanonicalForms::Id term() {
    const bool star = s_[at_] == '*';
    if (star) ++at_;
    if (digit()) return f_.nim(number());
    REQUIRE(s_[at_] == '[');
    ++at_;
    std::vector<CanonicalForms::Id> items;
    while (s_[at_] != ']') {
      items.push_back(sum());
      if (s_[at_] == ',') ++at_;
    }
    ++at_;
    return star && items.size() == 1 ? items[0] : f_.from_options(items);
  }
  CanonicalForms& f_;
  std::string s_;
  std::size_t at_ = 0;
};

struct Case {
  const char* input;      // CGSuite's expression
  const char* genus;      // its Genus as CGSuite prints it
  unsigned nim, misere;   // NimValue, MisereNimValue
  Phylum phylum;          // read from the flags isNimHeap, isTame, isGenerallyTame, isTameable, isRestive,
                          // isGenerallyRestive, isRestless
};

}  // namespace

TEST_CASE("Misere canonical forms of CGSuite's published cases", "[misere][canonical]") {
  // CGSuite's test suite (A. N. Siegel, github.com/aaron-siegel/cgsuite,
  // lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala): each game, its
  // Genus, NimValue, MisereNimValue and the phylum flags (isNimHeap, isTame, isGenerallyTame,
  // isTameable, isRestive, isGenerallyRestive, isRestless), in CGSuite's input syntax (Parser).
  const std::vector<Case> cases = {
      {"*[2]+*[2]", "0^0", 0, 0, Phylum::HereditarilyTame},
      {"*[[2]]", "0^0", 0, 0, Phylum::HereditarilyTame},
      {"*[[[2]]]", "1^1", 1, 1, Phylum::HereditarilyTame},
      {"*[[*[2]+*[[2]]]]", "0^0", 0, 0, Phylum::HereditarilyTame},
      {"*[[2],0]", "1^2", 1, 2, Phylum::HereditarilyRestive},
      {"*[[2],1]", "2^1420", 2, 1, Phylum::Restless},
      {"*[[*[4]+*[2]]]", "0^0", 0, 0, Phylum::HereditarilyTame},
      {"*[[[2]],[[2],1]]", "0^0", 0, 0, Phylum::ReversiblyTame},
      {"*[[[2]],[[[2],0],0,1]]", "0^0", 0, 0, Phylum::ReversiblyTame},
      {"*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "0^120", 0, 1, Phylum::Tameable},
      {"*[[[2],2,0],[[2],3],1]", "0^2", 0, 2, Phylum::ReversiblyRestive},
  };
  CanonicalForms f(100000);
  for (const Case& c : cases) {
    INFO(c.input);
    const auto g = Parser(f, c.input).parse();
    CHECK(f.symbol(g) == c.genus);
    CHECK(f.g_plus(g) == c.nim);
    CHECK(f.g_minus(g) == c.misere);
    CHECK(f.phylum(g) == c.phylum);
  }
  // *[0], *[1], *[2] are the nim heaps, written 0, 1, 2 (misère nim-values 1, 0, 2); *[2]+*[2] has
  // the options *[2] and *[3].
  for (uint32_t n = 0; n < 3; ++n) {
    CHECK(f.symbol(f.nim(n)) == std::to_string(n));
    CHECK(f.phylum(f.nim(n)) == Phylum::NimHeap);
    CHECK(f.g_minus(f.nim(n)) == (n == 0 ? 1u : n == 1 ? 0u : 2u));
  }
  const auto twice = f.add(f.nim(2), f.nim(2));
  CHECK(std::vector<CanonicalForms::Id>(f.options_begin(twice), f.options_end(twice)) ==
        std::vector<CanonicalForms::Id>{f.nim(2), f.nim(3)});
  // *[[2]] and *[2]+*[2] have one genus, 0^0, but are different games (CGSuite: *[2#] and *[2[2]]).
  CHECK(f.from_options({f.nim(2)}) != twice);
}

namespace {

// All games born by day `days`: day 0 is {0}; day d+1 the games whose options are a set of games born
// by day d. Returns how many distinct records each day has.
std::vector<std::size_t> born_by(int days) {
  CanonicalForms f(10000000);
  std::vector<CanonicalForms::Id> born{0};
  std::vector<std::size_t> counts{1};
  for (int d = 1; d <= days; ++d) {
    std::vector<CanonicalForms::Id> next;
    const std::size_t n = born.size();
    for (uint64_t mask = 0; mask < (uint64_t(1) << n); ++mask) {
      std::vector<CanonicalForms::Id> options;
      for (std::size_t i = 0; i < n; ++i)
        if ((mask >> i) & 1) options.push_back(born[i]);
      next.push_back(f.from_options(options));
    }
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
    born = next;
    counts.push_back(born.size());
  }
  return counts;
}

}  // namespace

TEST_CASE("Misere games born by days 0 to 4: 1, 2, 3, 5, 22 distinct", "[misere][canonical]") {
  // Conway, On Numbers and Games, ch. 12 (and Siegel, "On the structure of misère impartial games",
  // arXiv 2012.08554, which counts 4171780 by day 5): the numbers of distinct misère impartial games
  // born by days 0, 1, 2, 3, 4 are 1, 2, 3, 5, 22. Day 2 by hand: 0, *1, *2; {*1} = *1 + *1 = 0.
  CHECK(born_by(4) == std::vector<std::size_t>{1, 2, 3, 5, 22});
}

TEST_CASE("Misere games born by day 5: 4171780 distinct", "[misere][canonical][.slow]") {
  // The same sources; every set of the 22 games of day 4, 2^22 constructions.
  // Run: ./build/sgperiod_tests "[canonical][.slow]"
  CHECK(born_by(5).back() == 4171780);
}

TEST_CASE("Misere canonical forms: hand-derived facts on nim heaps", "[misere][canonical]") {
  CanonicalForms f(100000);
  // *1 + *1 = 0 (genus.cpp derives it; ONAG ch. 12), but *2 + *2 is not 0: its genus is 0^0, and 0's
  // is 0^120 (Bouton's misère Nim: *2 + *2 is a P-position, 0 an N-position, so X = 0 tells them apart).
  CHECK(f.add(f.nim(1), f.nim(1)) == 0);
  CHECK(f.add(f.nim(2), f.nim(2)) != 0);
  CHECK(f.g_minus(f.add(f.nim(2), f.nim(2))) == 0);
  // *a + *1 = *(a xor 1), by induction on a: the options of *a + *1 are *a and the *b + *1 = *(b xor 1)
  // for b < a. For a even they are *0, ..., *a: the heap *(a + 1). For a odd they are *0, ..., *(a-2)
  // and *a: the options of *(a-1) and *a, whose option is *(a-1), so *a reverses through *(a-1) and
  // the game is *(a-1) (a = 1: {*1} = 0, as *1 + *1 = 0).
  for (uint32_t a = 0; a < 9; ++a) CHECK(f.add(f.nim(a), f.nim(1)) == f.nim(a ^ 1));
  // *2 + *3 is not a nim heap (misère Nim's *2 + *3 has misère value 1, like *1, but *1 + *1 = 0 is an
  // N-position while *2 + *3 + *1 = *2 + *2 is P).
  const auto five = f.add(f.nim(2), f.nim(3));
  CHECK(f.phylum(five) == Phylum::HereditarilyTame);
  CHECK(f.symbol(five) == "1^1");
}

namespace {

// Misère outcomes of sums of heaps of a code (positive entries) and nim heaps (negative entries, -k
// for *k), straight from the definition with the code's moves from tests/misere/brute_misere.hpp:
// shares nothing with misere/.
class MixedBrute {
 public:
  explicit MixedBrute(std::vector<unsigned> digits) : code_(std::move(digits)) {}
  bool is_p(std::vector<int> pos) {
    pos.erase(std::remove(pos.begin(), pos.end(), 0), pos.end());
    std::sort(pos.begin(), pos.end());
    if (auto it = memo_.find(pos); it != memo_.end()) return it->second;
    bool p = true, moved = false;  // no move: N in misère play
    for (std::size_t i = 0; i < pos.size() && p; ++i) {
      std::vector<std::vector<int>> replacements;
      if (pos[i] < 0) {
        for (int j = pos[i] + 1; j <= 0; ++j) replacements.push_back({j});
      } else {
        for (const auto& m : code_.moves({static_cast<uint32_t>(pos[i])}))
          replacements.push_back(std::vector<int>(m.begin(), m.end()));
      }
      for (const auto& r : replacements) {
        std::vector<int> next = pos;
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
        next.insert(next.end(), r.begin(), r.end());
        moved = true;
        if (is_p(next)) {
          p = false;
          break;
        }
      }
    }
    return memo_[pos] = p && moved;
  }

 private:
  sgp::test::MisereBrute code_;
  std::map<std::vector<int>, bool> memo_;
};

// d0.d1d2... as digits.
std::vector<unsigned> digits_of(const std::string& code) {
  std::vector<unsigned> d{static_cast<unsigned>(code[0] - '0')};
  for (std::size_t i = 2; i < code.size(); ++i) d.push_back(static_cast<unsigned>(std::stoul(code.substr(i, 1), nullptr, 16)));
  return d;
}

// The X of the equality checks: up to two heaps of size 1..7 of the code, plus one of the nim
// positions 0, *1, *2, *3, *2+*2, *2+*3.
std::vector<std::vector<int>> test_sums() {
  std::vector<std::vector<int>> heaps{{}};
  for (int a = 1; a <= 7; ++a) {
    heaps.push_back({a});
    for (int b = a; b <= 7; ++b) heaps.push_back({a, b});
  }
  std::vector<std::vector<int>> out;
  for (const auto& h : heaps)
    for (const std::vector<int>& nim : std::vector<std::vector<int>>{{}, {-1}, {-2}, {-3}, {-2, -2}, {-2, -3}}) {
      std::vector<int> x = h;
      x.insert(x.end(), nim.begin(), nim.end());
      out.push_back(x);
    }
  return out;
}

}  // namespace

TEST_CASE("Heap canonical forms: every equality they assert holds in a brute-force misere search", "[misere][canonical]") {
  // Whenever heap h's form is the nim heap *n, h + X and *n + X have one misère outcome; whenever two
  // heaps have one form, so do they; and the misère nim-value of the sum of two or three heaps' forms
  // is 0 exactly when the sum is a P-position.
  const auto xs = test_sums();
  for (const std::string code : {"0.77", "0.07", "0.137", "0.15", "4.7", "0.51", "0.31", "0.75", "0.6", "0.351", "0.57", "0.165"}) {
    sgp::misere::HeapForms forms(sgp::parse_game(code), 1000000);
    CanonicalForms& f = forms.forms();
    MixedBrute brute(digits_of(code));
    const int top = 11;
    std::vector<CanonicalForms::Id> ids;
    for (int h = 0; h <= top; ++h) ids.push_back(forms.heap(static_cast<uint32_t>(h)));
    int equalities = 0;
    for (int h = 0; h <= top; ++h) {
      // k = -1: the nim heap of h's nim-value; k >= 0: an earlier heap with the same form.
      for (int k = -1; k < h; ++k) {
        const int n = static_cast<int>(f.g_plus(ids[h]));
        if (k < 0 ? f.nim(static_cast<uint32_t>(n)) != ids[h] : ids[k] != ids[h]) continue;
        ++equalities;
        for (const auto& x : xs) {
          std::vector<int> a = x, b = x;
          a.push_back(h);
          b.push_back(k < 0 ? -n : k);
          INFO(code << " heap " << h << " = " << (k < 0 ? "*" + std::to_string(n) : "heap " + std::to_string(k)));
          CHECK(brute.is_p(a) == brute.is_p(b));
        }
      }
      for (int k = 1; k <= h; ++k)
        for (int l = 0; l <= k && h + k + l <= 18; ++l) {
          const auto sum = f.add(f.add(ids[h], ids[k]), ids[l]);
          INFO(code << " heaps " << h << " " << k << " " << l);
          CHECK((f.g_minus(sum) == 0) == brute.is_p({h, k, l}));
        }
    }
    CHECK(equalities >= 2);
  }
}

TEST_CASE("Heap canonical forms: nim-heap records, phyla of G and G + *1, CGSuite's digits", "[misere][canonical]") {
  // A record of phylum nim heap is the record of *G+ (CGSuite's isNimHeap); CGSuite keeps one phylum
  // for G and G + *1 (a record and its partner), so the rules must give both the same; and its
  // notation's digits (tame and restive read by its rules) are the record's exact genus. 0.15 and
  // 4.7 have restive records (hereditarily and reversibly).
  int restive_seen = 0;
  for (const auto& [code, heaps] : std::vector<std::pair<std::string, uint32_t>>{
           {"0.77", 30}, {"0.07", 40}, {"grundy", 30}, {"0.3f", 20}, {"0.15", 40}, {"4.7", 20}}) {
    sgp::misere::HeapForms forms(sgp::parse_game(code), 2000000);
    CanonicalForms& f = forms.forms();
    forms.heap(heaps);
    const std::size_t records = f.size();
    int nim_heaps = 0, restive = 0;
    for (CanonicalForms::Id g = 0; g < records; ++g) {
      INFO(code << " record " << g << " genus " << f.symbol(g));
      if (f.phylum(g) == Phylum::NimHeap) {
        ++nim_heaps;
        CHECK(f.nim(f.g_plus(g)) == g);
      }
      CHECK(f.phylum(f.add(g, f.nim(1))) == f.phylum(g));
      restive += sgp::misere::restive_or_tame(f.phylum(g)) && !sgp::misere::generally_tame(f.phylum(g));
      const auto& exact = f.genus(g);
      CHECK(exact.normal == f.g_plus(g));
      for (std::size_t k = 0; k < 12; ++k) CHECK(f.cgsuite_digit(g, k) == exact.digit(k));
    }
    CHECK(nim_heaps > 2);
    restive_seen += restive;
  }
  CHECK(restive_seen > 0);
}
