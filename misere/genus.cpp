/// @file
/// @brief The genus of heaps and of sums of heaps, computed exactly from the options (derivation below).
///
/// Definitions (Conway, On Numbers and Games, ch. 12; Berlekamp, Conway and Guy, Winning Ways, 2nd ed.,
/// vol. 2, ch. 13). For an impartial game G with options G':
///   G+(G) = mex{G+(G')}, the normal-play value (G+(0) = 0);
///   G-(G) = mex{G-(G')} when G has an option, and G-(0) = 1: the misère value.
/// The genus of G is G+(G) with the superscript (γ0 γ1 γ2 ...), γk = G-(G + k copies of *2). (The task
/// text's γ0, γ1, ... count the base too; here `normal` is the base and sup[k] is γk above.)
///
/// Why G- and the genus describe misère play. Claim: G + *m is a misère P-position exactly when
/// m = G-(G). By induction on G and m: the options of G + *m are G' + *m and G + *j (j < m). If
/// m = G-(G), no G' has G-(G') = m (mex), and no j < m equals G-(G), so every option is an N-position
/// and G + *m is P (it has an option, since G-(0) = 1 != 0). If m > G-(G), the move to G + *G-(G) wins;
/// if m < G-(G), some G' has G-(G') = m and the move to G' + *m wins; the game 0 (G = 0, m = 0) is an
/// N-position in misère play. So G-(G) is fixed by the outcomes of G + X, and so is every γk: the genus
/// is an invariant of misère equivalence (o-(G + X) = o-(H + X) for every X implies the same genus).
///
/// The recursion (CGSuite's Genus class, by Dan Hoey, computes it this way). Lemma: G-(H + *1) =
/// G-(H) xor 1 for every H. By induction: the options of H + *1 are H' + *1, of value G-(H') xor 1, and
/// H. For H = 0 the value is mex{1} = 0 = 1 xor 1. Otherwise let m = G-(H) = mex S, S = {G-(H')}: the
/// set {s xor 1 : s in S} holds 0..m-1 but m xor 1 when m is even (and then m is added: the mex is
/// m + 1), and holds 0..m-2 and m but m - 1 when m is odd (m is added: the mex is m - 1), so the mex is
/// m xor 1 in both cases. Then for k >= 1 the options of G + k*2 are G' + k*2, G + (k-1)*2 + *1 and
/// G + (k-1)*2, so
///   γ0 = mex{γ0(G')} (1 without options),  γk = mex({γk(G')} ∪ {γ(k-1), γ(k-1) xor 1}) for k >= 1.
/// A genus thus needs only the genera of the options.
///
/// How many entries. Store each genus up to its last entry L that differs from the entry two before it
/// (at least two entries): past L, entries alternate. Let D be the largest L among the options (D >= 1;
/// D = 1 without options). For i >= D - 1 the set A_i = {γi(G')} depends only on the parity of i, so
/// from i0 = max(1, D - 1) on, γi = f_(i mod 2)(γ(i-1)) with f_p(x) = mex(B_p ∪ {x, x xor 1}). For a
/// set B with m = mex B and m' = mex(B ∪ {m, m xor 1}), f(x) = m when x is not in m's pair {m, m xor 1}
/// and m' otherwise; m' is outside m's pair. So γ(i0) is in {m_a, m'_a} (a = i0 mod 2) and h = f_a∘f_b
/// maps {m_a, m'_a} into itself. h has no 2-cycle: h(m_a) = m'_a needs f_b(m_a) in m_a's pair and
/// h(m'_a) = m_a needs f_b(m'_a) outside it; f_b's two values lie in different pairs, so one of m_a,
/// m'_a goes to m_b and the other to m'_b, and either choice contradicts the pairs (if f_b(m_a) = m_b,
/// m_a is outside m_b's pair yet m_b is in m_a's; if f_b(m_a) = m'_b, m_a is in m_b's pair and so is
/// m'_b). A map of a 2-set without a 2-cycle sends both points to a fixed point, so γ(i0 + 2) is fixed by
/// h and γ(i0 + 3) by f_b∘f_a: γi = γ(i-2) for every i >= i0 + 4. Computing up to i0 + 3 = max(D + 2, 4)
/// and trimming is exact (CGSuite computes to D + 2, the same but when D = 1).
///
/// Sums. A heap's options are sums of smaller heaps, and the genus of a sum is not a function of the
/// genera of its parts, so the search keeps sums themselves: a position is the multiset of its heaps;
/// its options replace one heap by the heaps one of its moves leaves. The key is the multiset sorted in
/// decreasing order, with every heap that has no move dropped: the disjunctive sum is commutative and
/// associative move for move, and a heap with no move is the game 0, with G + 0 the game G move for
/// move. A heap that has a move, every move leaving only heaps with no move, is the game *1 move for
/// move. Two misère facts then take every such heap out of the key:
///  - *1 + *1 is equivalent to 0: o-(X + *1 + *1) = o-(X) for every X. By induction on X: X = 0 is an
///    N-position, and so is *1 + *1 (the move to *1 leaves the opponent the last move). If X is a
///    P-position (not 0), every X' is N, so every X' + *1 + *1 is N by induction, and X + *1 is N (its
///    move to X wins): X + *1 + *1 is P. If X is N, not 0, some X' is P and the move to X' + *1 + *1,
///    P by induction, wins. As γk = G-(G + k*2) is fixed by the outcomes of G + k*2 + *m (m >= 0),
///    G + *1 + *1 has the genus of G.
///  - G + *1 has the genus of G with every entry xor 1: G+ by the nim-sum, and γk(G + *1) =
///    G-((G + k*2) + *1) = γk(G) xor 1 by the lemma above. Trimming is unchanged by the xor.
/// So a position is kept without its *1 heaps, and an option with an odd number of them is read as the
/// kept position with its genus xor 1 (plus_star). The flag "every follower has a tame genus" carries
/// over: the followers of G + *1 are the followers F of G and the F + *1, of genus that of F xor 1, and
/// a genus xor 1 is tame exactly when the genus is (the tame genera map to each other: g^(g, g^2, ...)
/// to (g^1)^(g^1, g^1^2, ...), 0^(1 2 0 2 ...) to 1^(0 3 1 3 ...)). Equal heaps of any other kind do not
/// cancel in misère play (*2 + *2 has genus 0^02, not 0^120), and the reversible-move simplifications
/// of misère canonical forms need equivalence tests this search does not make, so the
/// memo is exact: positions with one key have one genus.
///
/// Tame and wild (Winning Ways ch. 13, "tame games"; On Numbers and Games ch. 12). The tame genera are
/// g^(g, g^2, g, ...) for any g and 0^(1 2 0 2 ...), 1^(0 3 1 3 ...) (GenusValue::tame). A game is
/// hereditarily tame when it and every follower have tame genera; sums of hereditarily tame games are
/// hereditarily tame and are played as misère Nim with heaps of their genera (the theorem of both books
/// on tame games; CGSuite's phylum HEREDITARILY_TAME). A heap whose own genus is not tame is wild (the
/// genus is an invariant of equivalence, so it equals no tame game). A heap of tame genus with a wild
/// follower may still be tame through reversible moves (CGSuite's REVERSIBLY_TAME; Kayles' heap 6 is
/// even the nim heap *3 in misère play although its follower heap 5 has genus 4^146): that needs
/// misère canonical forms (canonical.cpp), which this search does not compute, so sgp::genus runs
/// this search only past its record cap, where such heaps are reported as of tame genus only.
///
/// Notation (CGSuite's Genus.toOutput): the base, then "^" and the stored superscript entries; when one
/// of them is 10 or more, they are written "(a,b,...)". CGSuite shortens further by the phylum of the
/// misère canonical form (a nim heap *n prints "n", tame and restive forms a single entry "g^m":
/// phylum.cpp); the symbol here is always the full one, for the heaps whose canonical form is not known.
#include "misere/genus.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/kernel.hpp"
#include "octal/rules.hpp"
#include "sys/quote.hpp"

namespace sgp::misere {

uint32_t GenusValue::digit(std::size_t k) const {
  if (k < sup.size()) return sup[k];
  const std::size_t n = sup.size();
  return sup[n - 2 + ((n ^ k) & 1)];
}

bool GenusValue::tame() const {
  const uint32_t g = normal;
  if (digit(0) != g && !(g < 2 && digit(0) == 1 - g)) return false;
  // Past the first entry the tame genera alternate g^2, g (the stored length is at least 2).
  for (std::size_t k = 1; k < std::max<std::size_t>(sup.size(), 3); ++k)
    if (digit(k) != (g ^ ((k & 1) << 1))) return false;
  return true;
}

std::string GenusValue::symbol() const { return genus_symbol(normal, sup); }

std::string genus_symbol(uint32_t normal, const std::vector<uint32_t>& sup) {
  std::string s = std::to_string(normal);
  if (sup.empty()) return s;
  const bool wide = std::any_of(sup.begin(), sup.end(), [](uint32_t d) { return d >= 10; });
  s += wide ? "^(" : "^";
  for (std::size_t k = 0; k < sup.size(); ++k) {
    if (wide && k > 0) s += ',';
    s += std::to_string(sup[k]);
  }
  if (wide) s += ')';
  return s;
}

uint32_t mex_of(const std::vector<bool>& seen) {
  uint32_t m = 0;
  while (m < seen.size() && seen[m]) ++m;
  return m;
}

void mark_seen(std::vector<bool>& seen, uint32_t v) {
  if (v >= seen.size()) seen.resize(v + 1, false);
  seen[v] = true;
}

GenusValue genus_from_options(const std::vector<const GenusValue*>& options) {
  GenusValue g;
  std::vector<bool> seen;
  for (const GenusValue* o : options) mark_seen(seen, o->normal);
  g.normal = mex_of(seen);
  std::size_t d = 1;  // the largest last stored index among the options
  for (const GenusValue* o : options) d = std::max(d, o->sup.size() - 1);
  const std::size_t last = std::max<std::size_t>(d + 2, 4);
  g.sup.resize(last + 1);
  seen.assign(seen.size(), false);
  for (const GenusValue* o : options) mark_seen(seen, o->digit(0));
  g.sup[0] = options.empty() ? 1 : mex_of(seen);
  for (std::size_t k = 1; k <= last; ++k) {
    std::fill(seen.begin(), seen.end(), false);
    mark_seen(seen, g.sup[k - 1]);
    mark_seen(seen, g.sup[k - 1] ^ 1);
    for (const GenusValue* o : options) mark_seen(seen, o->digit(k));
    g.sup[k] = mex_of(seen);
  }
  while (g.sup.size() > 2 && g.sup.back() == g.sup[g.sup.size() - 3]) g.sup.pop_back();
  return g;
}

namespace {

// Collects a custom game's moves of heap n, refusing a heap that is not smaller.
struct CollectMoves : MoveSink {
  const Game* game = nullptr;
  uint64_t n = 0;
  std::vector<std::vector<uint32_t>>* out = nullptr;
  void heaps(const uint64_t* sizes, std::size_t count) override {
    std::vector<uint32_t> left;
    for (std::size_t i = 0; i < count; ++i) {
      if (sizes[i] >= n)
        throw GameError("custom game '" + sys::quote_input(game->canonical()) + "': a move from heap " +
                        std::to_string(n) + " leaves heap " + std::to_string(sizes[i]) +
                        ", not smaller, so the game would not end");
      if (sizes[i] > 0) left.push_back(static_cast<uint32_t>(sizes[i]));
    }
    out->push_back(std::move(left));
  }
};

// The moves of heap n of a code (or Grundy's game) by removal size k, from the code's MoveRules.
void code_moves(const MoveRules& r, uint32_t n, std::vector<std::vector<uint32_t>>& out) {
  if (r.unequal_splits) {
    for (uint32_t a = 1; 2 * a < n; ++a) out.push_back({n - a, a});
    return;
  }
  for (uint32_t k = 0; k <= n; ++k) {
    const unsigned bits = r.moves(k);
    if (bits == 0) continue;
    const uint32_t rest = n - k;
    if (k >= 1 && rest == 0 && (bits & MoveRules::kTakeWhole)) out.push_back({});
    if (k >= 1 && rest >= 1 && (bits & MoveRules::kLeaveOne)) out.push_back({rest});
    if (rest >= 2 && (bits & MoveRules::kLeaveTwo))
      for (uint32_t a = 1; 2 * a <= rest; ++a) out.push_back({rest - a, a});
    if (rest >= 3 && (bits & MoveRules::kLeaveThree))
      for (uint32_t a = 1; 3 * a <= rest; ++a)
        for (uint32_t b = a; a + 2 * b <= rest; ++b) out.push_back({rest - a - b, b, a});
  }
}

}  // namespace

HeapMoves::HeapMoves(const Game& game) : game_(game) {
  if (game_.kind == GameKind::Custom && !game_.custom)
    throw std::invalid_argument("custom game without rules (use Game::from_custom)");
  if (game_.kind == GameKind::Grundy) rules_ = MoveRules::grundy();
  if (game_.kind == GameKind::TakeAndBreak) rules_ = MoveRules(game_.code);
}

std::vector<std::vector<uint32_t>> HeapMoves::enumerate(uint32_t n) const {
  std::vector<std::vector<uint32_t>> out;
  if (game_.kind == GameKind::Custom) {
    CollectMoves sink;
    sink.game = &game_;
    sink.n = n;
    sink.out = &out;
    try {
      game_.custom->moves(n, sink);
    } catch (const sgp::Error&) {
      throw;  // the search's own refusal, or the library's kinds thrown by the game
    } catch (...) {
      throw CustomGameFailure{std::current_exception()};
    }
  } else {
    code_moves(rules_, n, out);
  }
  for (auto& m : out) std::sort(m.begin(), m.end(), std::greater<>());
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

const std::vector<std::vector<uint32_t>>& HeapMoves::of(uint32_t n) {
  while (moves_.size() <= n) moves_.push_back(enumerate(static_cast<uint32_t>(moves_.size())));
  return moves_[n];
}

GenusSearch::GenusSearch(const Game& game, uint64_t max_positions, std::function<void()> poll)
    : moves_(game), max_positions_(max_positions), poll_(std::move(poll)) {}

GenusValue plus_star(const GenusValue& g) {
  GenusValue h = g;
  h.normal ^= 1;
  for (uint32_t& d : h.sup) d ^= 1;
  return h;
}

GenusSearch::HeapRef GenusSearch::heap_ref(uint32_t n) {
  if (n > 0xffff) throw std::invalid_argument("heap " + std::to_string(n) + " is above 65535, the largest the genus search keeps");
  Key key(1, static_cast<char16_t>(n));
  const bool flip = canonical(key);
  return {position(key), flip};
}

uint64_t PositionTable::hash(const std::u16string& key) {
  uint64_t h = 0x9e3779b97f4a7c15ULL ^ key.size();
  for (char16_t c : key) h = (h ^ c) * 0x100000001b3ULL;
  // splitmix64's finaliser, so that the low bits (the slot) depend on every heap
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ULL;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebULL;
  return h ^ (h >> 31);
}

bool PositionTable::equal(uint32_t index, const std::u16string& key) const {
  const uint32_t begin = starts_[index], end = starts_[index + 1];
  return end - begin == key.size() && std::equal(key.begin(), key.end(), keys_.begin() + begin);
}

uint32_t PositionTable::find(const std::u16string& key, uint64_t h) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = h & mask;; at = (at + 1) & mask) {
    const uint64_t slot = slots_[at];
    if (slot == 0) return kAbsent;
    const auto index = static_cast<uint32_t>(slot) - 1;
    if ((slot >> 32) == (h >> 32) && equal(index, key)) return index;
  }
}

void PositionTable::place(uint64_t h, uint32_t index) {
  const std::size_t mask = slots_.size() - 1;
  std::size_t at = h & mask;
  while (slots_[at] != 0) at = (at + 1) & mask;
  slots_[at] = ((h >> 32) << 32) | (uint64_t(index) + 1);
}

void PositionTable::insert(const std::u16string& key, uint64_t h) {
  const auto index = static_cast<uint32_t>(size());
  keys_.insert(keys_.end(), key.begin(), key.end());
  starts_.push_back(static_cast<uint32_t>(keys_.size()));
  if (2 * size() > slots_.size()) {  // at most half full: short probes
    slots_.assign(2 * slots_.size(), 0);
    for (uint32_t i = 0; i < index; ++i)
      place(hash(std::u16string(keys_.begin() + starts_[i], keys_.begin() + starts_[i + 1])), i);
  }
  place(h, index);
}

bool GenusSearch::star(uint32_t h) {
  if (star_.size() <= h) star_.resize(h + 1, -1);
  if (star_[h] < 0) {
    const auto& m = moves_.of(h);
    bool is_star = !m.empty();
    for (const auto& move : m)
      for (uint32_t left : move) is_star = is_star && moves_.of(left).empty();
    star_[h] = is_star ? 1 : 0;
  }
  return star_[h] == 1;
}

bool GenusSearch::canonical(Key& key) {
  std::size_t kept = 0, stars = 0;
  for (char16_t h : key) {
    if (moves_.of(h).empty()) continue;
    if (star(h)) {
      ++stars;
      continue;
    }
    key[kept++] = h;
  }
  key.resize(kept);
  std::sort(key.begin(), key.end(), std::greater<>());
  return stars % 2 == 1;
}

GenusValue GenusSearch::heap(uint32_t n) {
  const HeapRef r = heap_ref(n);
  return r.plus_star ? plus_star(entries_[r.index].genus) : entries_[r.index].genus;
}

bool GenusSearch::hereditarily_tame(uint32_t n) { return entries_[heap_ref(n).index].hereditarily_tame; }

uint32_t GenusSearch::position(const Key& key) {
  const uint64_t h = PositionTable::hash(key);
  if (const uint32_t found = memo_.find(key, h); found != PositionTable::kAbsent) return found;
  if (entries_.size() >= max_positions_) throw CapReached{};
  if (poll_ && entries_.size() % 4096 == 0) poll_();
  std::vector<uint32_t> options;  // 2 * index + 1 when the option is that position plus *1
  Key next;
  for (std::size_t i = 0; i < key.size(); ++i) {
    if (i > 0 && key[i] == key[i - 1]) continue;  // one heap of each size: the others give the same options
    for (const auto& move : moves_.of(key[i])) {
      next.assign(key, 0, i);
      next.append(key, i + 1, Key::npos);
      for (uint32_t left : move) next.push_back(static_cast<char16_t>(left));
      const bool odd_stars = canonical(next);
      options.push_back(2 * position(next) + (odd_stars ? 1 : 0));
    }
  }
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  // References into entries_ only after the recursion, which may grow it.
  std::vector<GenusValue> flipped;
  flipped.reserve(options.size());
  std::vector<const GenusValue*> genera;
  bool tame_followers = true;
  for (uint32_t o : options) {
    const Entry& e = entries_[o / 2];
    if (o % 2 == 1) {
      flipped.push_back(plus_star(e.genus));
      genera.push_back(&flipped.back());
    } else {
      genera.push_back(&e.genus);
    }
    tame_followers = tame_followers && e.hereditarily_tame;
  }
  // The followers were kept first; the cap counts this position too.
  if (entries_.size() >= max_positions_) throw CapReached{};
  Entry e;
  e.genus = genus_from_options(genera);
  e.hereditarily_tame = tame_followers && e.genus.tame();
  entries_.push_back(std::move(e));
  const auto index = static_cast<uint32_t>(entries_.size() - 1);
  memo_.insert(key, h);
  return index;
}

}  // namespace sgp::misere
