/// @file
/// @brief Misère canonical forms: the records, the simplification to canonical form and canonical sums (derivation below).
///
/// Definitions (Conway, On Numbers and Games, ch. 12; Siegel, Combinatorial Game Theory, ch. V; Siegel,
/// "On the structure of misère impartial games", arXiv 2012.08554, §2). An impartial game G is the set
/// of its options G'. o-(G) is its misère outcome: N when G has no option or some G' is a P-position,
/// else P. G = H (equal in misère play) when o-(G + X) = o-(H + X) for every game X; G ≅ H when they
/// are the same form. Equality is a congruence: G = H gives G + Y = H + Y (take X + Y for X), and
/// replacing each option of a game by an equal game gives an equal game (by induction on X the outcome
/// of {G'} + X is a function of the outcomes of the G' + X and {G'} + X', which do not change).
///
/// Reversible options. An option G' of G is reversible through G'' (an option of G') when G'' = G.
/// Simplification (the Grundy-Smith rule with Conway's proviso, ONAG ch. 12): let H be G with G'
/// replaced by the options of G''; then G = H, except when G'' has no option and H is a P-position.
/// Derivation, by induction on X. If H + X is N: it has no option (then G' was G's only option and
/// G'' ≅ 0, so G = G'' = 0 and G + X = G is N like 0), or it moves to a P-position: some G_i + X (a move
/// of G + X too), or H + X' (then G + X' is P by induction), or G''_j + X (then G'' + X is N, so G + X
/// is). If H + X is P but G + X is N: G'' + X is N too; every option of G'' + X is an option of H + X
/// (G''_j + X) or G'' + X' with G'' + X' P, G + X' P and H + X' P by induction, impossible; so G'' + X
/// has no option: G'' ≅ 0 and X ≅ 0, the exception (H is then P while G = 0 is N).
/// Conway's simplest form theorem (ONAG ch. 12; Siegel, CGT ch. V): a form without reversible options
/// is the simplest of its class, and two such forms that are equal are the same form. The step its
/// proof rests on, used below: if G = K, every option K' of K equals some option of G or has an option
/// equal to G. (The tests check the whole construction against the published counts of distinct
/// games born by days 0..5, 1, 2, 3, 5, 22 and 4171780: a missed reduction would count more.)
///
/// The records. Every record is a form without reversible options whose options are records, stored
/// once (hash-consed by its sorted option ids), so equal games have the same id. To build the game of
/// options S (records), find its canonical form K: either S itself (no option reversible) or a record
/// K = G reached through a reversible option. In the second case, with T the options of K: every K' in
/// T is a record, and has no option equal to K (K has no reversible option), so by that step (G = K)
/// K' equals, hence is, some option of S: T ⊆ S; and by the same step with the roles exchanged, every
/// s in S equals an option of K (then s is in T) or has an option equal to K, that is the record K
/// itself. Conversely these conditions make G = K:
///  - T non-empty: by induction on X. If K + X is P, every K + X' is N, so G + X' is N; every
///    s + X (s in S \ T) moves to K + X, P, so is N; the T + X are options of K + X, so N; G + X has an
///    option (T is not empty): P. If K + X is N, it has an option (T is not empty) that is P: a t + X,
///    an option of G + X too, or a K + X', with G + X' P by induction: G + X is N.
///  - T empty, K = 0: G = 0 exactly when every s in S has the option 0 and G is an N-position (some s
///    is P): o-(G + X) = o-(X) by induction on X (X = 0: both N; X P: every G + X' is N by induction
///    and every s + X moves to X, P, so G + X has options all N; X N and not 0: some X' is P and G + X'
///    is P). The N condition is the proviso above.
/// The candidates K: each s in S \ T has birthday above K's, above every t in T, so an element of S of
/// largest birthday is in S \ T and K is one of its options. reduce() tries each; none fits exactly when
/// S has no reversible option, and then S is a new record (the theorem: it equals no other record).
///
/// Sums. G + H has the options G' + H and G + H'; with G, H records their canonical sums are records
/// (by induction), so the canonical form of G + H is from_options of those, exact by the congruence
/// above. 0 is the identity; sums are memoized on the unordered pair.
///
/// G+ and G- of a record: G+ = mex{G+(G')} (0 without options), G- = mex{G-(G')} (1 without options),
/// the normal and misère nim-values, the same for equal games (genus.cpp derives G-'s meaning).
/// The phyla (with why a record and its partner G + *1 share one) and CGSuite's notation of a genus
/// are derived in phylum.cpp. Records 0 and 1 are the games 0 and *1.
#include "misere/canonical.hpp"

#include <algorithm>

namespace sgp::misere {

namespace {

uint64_t hash_options(const std::vector<CanonicalForms::Id>& s) {
  uint64_t h = 0x9e3779b97f4a7c15ULL ^ s.size();
  for (CanonicalForms::Id c : s) h = (h ^ c) * 0x100000001b3ULL;
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ULL;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebULL;
  return h ^ (h >> 31);
}

}  // namespace

CanonicalForms::CanonicalForms(uint64_t max_records, std::function<void()> poll)
    : max_records_(std::max<uint64_t>(max_records, 1)), poll_(std::move(poll)) {
  make_record({}, hash_options({}));  // record 0: the game 0
  nim(1);                             // record 1: *1, which partner() adds
}

bool CanonicalForms::has_option(Id g, Id k) const { return std::binary_search(options_begin(g), options_end(g), k); }

CanonicalForms::Id CanonicalForms::find(const std::vector<Id>& s, uint64_t h) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = h & mask;; at = (at + 1) & mask) {
    const uint64_t slot = slots_[at];
    if (slot == 0) return UINT32_MAX;
    const auto id = static_cast<Id>(slot) - 1;
    if ((slot >> 32) == (h >> 32) && records_[id].count == s.size() &&
        std::equal(s.begin(), s.end(), options_begin(id)))
      return id;
  }
}

void CanonicalForms::place(uint64_t h, Id id) {
  const std::size_t mask = slots_.size() - 1;
  std::size_t at = h & mask;
  while (slots_[at] != 0) at = (at + 1) & mask;
  slots_[at] = ((h >> 32) << 32) | (uint64_t(id) + 1);
}

// The record S reduces to, or UINT32_MAX when S has no reversible option (S sorted, not a record).
CanonicalForms::Id CanonicalForms::reduce(const std::vector<Id>& s) const {
  // K = 0: every option has the option 0 and some option is a P-position.
  bool all_zero = true, some_p = false;
  for (Id o : s) {
    all_zero = all_zero && option_count(o) > 0 && *options_begin(o) == 0;
    some_p = some_p || g_minus(o) == 0;
  }
  if (all_zero && some_p) return 0;
  Id latest = s.front();  // an option born last
  for (Id o : s)
    if (birthday(o) > birthday(latest)) latest = o;
  for (const Id* k = options_begin(latest); k != options_end(latest); ++k) {
    if (*k == 0) continue;
    // T = options of K within S, and every other s has the option K.
    if (!std::includes(s.begin(), s.end(), options_begin(*k), options_end(*k))) continue;
    bool fits = true;
    const Id* t = options_begin(*k);
    for (Id o : s) {
      while (t != options_end(*k) && *t < o) ++t;
      if (t != options_end(*k) && *t == o) continue;
      if (!has_option(o, *k)) {
        fits = false;
        break;
      }
    }
    if (fits) return *k;
  }
  return UINT32_MAX;
}

CanonicalForms::Id CanonicalForms::from_options(std::vector<Id> s) {
  std::sort(s.begin(), s.end());
  s.erase(std::unique(s.begin(), s.end()), s.end());
  const uint64_t h = hash_options(s);
  if (const Id found = find(s, h); found != UINT32_MAX) return found;
  if (const Id k = reduce(s); k != UINT32_MAX) return k;
  return make_record(s, h);
}

// The record P when the game of options s (a new record) is P + *1 for an option P of it: then P's
// options plus *1, and P, are its options (s has P's birthday plus one and G+, G- those of P xor 1).
CanonicalForms::Id CanonicalForms::partner(const std::vector<Id>& s, uint32_t born, uint32_t gp, uint32_t gm) {
  for (Id p : s) {
    if (birthday(p) + 1 != born || g_plus(p) != (gp ^ 1) || g_minus(p) != (gm ^ 1) ||
        option_count(p) + 1 != s.size())
      continue;
    std::vector<Id> t{p};
    const std::vector<Id> op(options_begin(p), options_end(p));
    for (Id o : op) t.push_back(add(o, 1));
    std::sort(t.begin(), t.end());
    if (t == s) return p;
  }
  return UINT32_MAX;
}

CanonicalForms::Id CanonicalForms::make_record(const std::vector<Id>& s, uint64_t h) {
  Record r;
  r.count = static_cast<uint32_t>(s.size());
  std::vector<bool> plus, minus;
  for (Id o : s) {
    r.birthday = std::max(r.birthday, birthday(o) + 1);
    mark_seen(plus, g_plus(o));
    mark_seen(minus, g_minus(o));
  }
  r.g_plus = mex_of(plus);
  r.g_minus = s.empty() ? 1 : mex_of(minus);
  // G and G + *1 share one phylum, that of the one that is an option of the other (phylum.cpp).
  const Id p = s.empty() || records_.size() < 2 ? UINT32_MAX : partner(s, r.birthday, r.g_plus, r.g_minus);
  r.phylum = s.empty() ? Phylum::NimHeap : p != UINT32_MAX ? phylum(p) : classify(s, r.g_plus, r.g_minus);
  if (records_.size() >= max_records_ && records_.size() >= 2) throw CapReached{};
  if (poll_ && records_.size() % 4096 == 0) poll_();
  const auto id = static_cast<Id>(records_.size());
  r.begin = options_.size();  // after partner(), which may add records
  options_.insert(options_.end(), s.begin(), s.end());
  records_.push_back(r);
  hashes_.push_back(h);
  if (2 * records_.size() > slots_.size()) {  // at most half full: short probes
    slots_.assign(2 * slots_.size(), 0);
    for (Id i = 0; i < id; ++i) place(hashes_[i], i);
  }
  place(h, id);
  return id;
}

CanonicalForms::Id CanonicalForms::nim(uint32_t n) {
  if (nims_.empty()) nims_.push_back(0);
  while (nims_.size() <= n) nims_.push_back(from_options(nims_));  // *k = {*0, ..., *(k-1)}
  return nims_[n];
}

namespace {

std::size_t sum_slot(uint64_t key, std::size_t mask) {
  key *= 0x9e3779b97f4a7c15ULL;
  return static_cast<std::size_t>(key >> 20) & mask;
}

}  // namespace

void CanonicalForms::store_sum(uint64_t key, Id sum) {
  if (2 * (sum_count_ + 1) > sum_slots_.size()) {  // at most half full
    std::vector<SumSlot> slots(2 * sum_slots_.size());
    const std::size_t mask = slots.size() - 1;
    for (const SumSlot& e : sum_slots_) {
      if (e.key == 0) continue;
      std::size_t at = sum_slot(e.key, mask);
      while (slots[at].key != 0) at = (at + 1) & mask;
      slots[at] = e;
    }
    sum_slots_.swap(slots);
  }
  const std::size_t mask = sum_slots_.size() - 1;
  std::size_t at = sum_slot(key, mask);
  while (sum_slots_[at].key != 0) at = (at + 1) & mask;
  sum_slots_[at] = {key, sum};
  ++sum_count_;
}

CanonicalForms::Id CanonicalForms::add(Id g, Id h) {
  if (g == 0) return h;
  if (h == 0) return g;
  if (g > h) std::swap(g, h);
  const uint64_t key = (uint64_t(g) << 32) | h;
  {
    const std::size_t mask = sum_slots_.size() - 1;
    for (std::size_t at = sum_slot(key, mask); sum_slots_[at].key != 0; at = (at + 1) & mask)
      if (sum_slots_[at].key == key) return sum_slots_[at].value;
  }
  // By index: the recursion may grow records_ and options_ (never change what is stored).
  const uint64_t bg = records_[g].begin, bh = records_[h].begin;
  const uint32_t ng = records_[g].count, nh = records_[h].count;
  std::vector<Id> s;
  s.reserve(ng + nh);
  for (uint32_t i = 0; i < ng; ++i) s.push_back(add(options_[bg + i], h));
  for (uint32_t i = 0; i < nh; ++i) s.push_back(add(g, options_[bh + i]));
  const Id sum = from_options(std::move(s));
  store_sum(key, sum);
  return sum;
}

}  // namespace sgp::misere
