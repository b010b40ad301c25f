/// @brief Proof-based contest models.
///
/// Euclidean Nim (notes 002, BZOJ 4147), for the player to move with modulus p against q, n >= p:
/// - p <= q: win - reduce to n mod p < q, the opponent must add q, repeat; by Bezout the heap empties.
/// - p > q, r = n mod p: r = 0 wins at once; r >= q loses (every option leaves >= q to an opponent
///   with the smaller modulus); r < q: the only hope is n -> r, the opponent adds q, and r + q = p
///   wins, r + q < p loses, else r drops by p - q and the same holds. So win iff (p - q) | r.
/// At most two forced additions bring n up to the mover's modulus first.
/// Independent Nim: a standard form (all runs "11") has only moves that break some "11"; from any
/// other string one move clears, in each bad run, the positions marked 0 in (110)^k, 0(110)^k or
/// (110)^k 11 (L = 3k, 3k+1, 3k+2), which are pairwise non-adjacent.
#include "models/misc.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <tuple>

#include "sys/quote.hpp"

namespace sgp::models {

bool take_apples_search_wins(uint64_t s, uint64_t a, uint64_t b, uint64_t c) {
  static std::map<std::tuple<uint64_t, uint64_t, uint64_t, uint64_t>, bool> memo;
  std::array<uint64_t, 3> v{a, b, c};
  std::sort(v.begin(), v.end());
  auto key = std::make_tuple(s, v[0], v[1], v[2]);
  auto it = memo.find(key);
  if (it != memo.end()) return it->second;
  bool w = false;
  for (int i = 0; i < 3 && !w; ++i)
    for (uint64_t k = 1; k <= s && k <= v[i] && !w; ++k) {
      auto t = v;
      t[i] -= k;
      w = !take_apples_search_wins(s, t[0], t[1], t[2]);
    }
  for (uint64_t k = 1; k <= v[0] && !w; ++k) w = !take_apples_search_wins(s, v[0] - k, v[1] - k, v[2] - k);
  memo[key] = w;
  return w;
}

Answer solve_take_apples(uint64_t s, uint64_t m, uint64_t n) {
  if (s == 0) throw InputError("take-apples: S must be at least 1");
  Answer a;
  uint64_t r = s == UINT64_MAX ? m : m % (s + 1);
  // The notes state "P iff N <= S and M mod (S+1) = 0" for M >= 1. With M = 0 the common move is
  // impossible and the two equal piles lose to the mirror strategy for any N, so M = 0 is P too.
  a.first_wins = !(r == 0 && (n <= s || m == 0));
  if (!a.first_wins) return a;
  if (n <= s) { a.move = "take " + std::to_string(r) + " from the first pile"; return a; }
  if (std::max(m, n) <= kApplesSearchMax) {
    auto say = [&](const char* what, uint64_t k) { a.move = std::string("take ") + std::to_string(k) + what; };
    for (uint64_t k = 1; k <= std::min(s, m) && a.move.empty(); ++k)
      if (!take_apples_search_wins(s, m - k, n, n)) say(" from the first pile", k);
    for (uint64_t k = 1; k <= std::min(s, n) && a.move.empty(); ++k)
      if (!take_apples_search_wins(s, m, n - k, n)) say(" from the second pile", k);
    for (uint64_t k = 1; k <= std::min(m, n) && a.move.empty(); ++k)
      if (!take_apples_search_wins(s, m - k, n - k, n - k)) say(" from every pile", k);
  }
  return a;
}

Answer solve_independent_nim(const std::string& bits) {
  std::vector<std::size_t> clear;
  bool standard = true;
  for (std::size_t i = 0; i < bits.size();) {
    if (bits[i] != '0' && bits[i] != '1') {
      // A character beyond ASCII by its code point: one of its bytes alone is no character.
      const sys::Utf8Char c = sys::utf8_char_at(bits, i);
      throw InputError("independent-nim: " +
                       (c.length > 1 ? sys::code_point_name(c.code_point) : "'" + sys::quote_input(bits.substr(i, 1)) + "'") +
                       " is not 0 or 1");
    }
    if (bits[i] == '0') { ++i; continue; }
    std::size_t j = i;
    while (j < bits.size() && bits[j] == '1') ++j;
    std::size_t len = j - i;
    if (len != 2) {
      standard = false;
      // Pattern positions to clear (0-based within the run).
      std::size_t offset = len % 3 == 1 ? 1 : 0;
      if (len % 3 == 1) clear.push_back(i);
      for (std::size_t k = 2; offset + k < len; k += 3)
        if (!(len % 3 == 2 && offset + k >= len - 2)) clear.push_back(i + offset + k);
    }
    i = j;
  }
  Answer a;
  a.first_wins = !standard;
  for (std::size_t c : clear) a.move += (a.move.empty() ? "clear " : " ") + std::to_string(c + 1);
  return a;
}

uint64_t xor_game_winning_moves(const std::vector<uint64_t>& a) {
  std::size_t nonzero = 0;
  uint64_t s = 0;
  for (uint64_t x : a) { s ^= x; nonzero += x != 0; }
  if (nonzero <= 1) return 0;  // already P: every move loses
  if (s == 0) return 1;        // only "take everything" leaves at most one non-zero number
  uint64_t count = 0;
  for (uint64_t x : a) count += (s ^ x) < x;  // keep only this number, at x - (s ^ x) > 0
  return count;
}

namespace {
/// Inserts x into a xor basis; false when x is a combination of the basis (x = 0 included).
bool insert_basis(std::array<uint64_t, 64>& basis, uint64_t x) {
  for (int b = 63; b >= 0; --b) {
    if (!((x >> b) & 1)) continue;
    if (!basis[b]) { basis[b] = x; return true; }
    x ^= basis[b];
  }
  return false;
}
}  // namespace

uint128 new_nim_min_take(std::vector<uint64_t> a) {
  // Keeping a set is safe iff it is linearly independent; the independent sets of a linear matroid
  // admit the greedy choice, so the heaviest independent set comes from the largest heaps first.
  std::sort(a.rbegin(), a.rend());
  std::array<uint64_t, 64> basis{};
  uint128 taken = 0;  // a sum of heaps, which 64 bits need not hold
  for (uint64_t x : a)
    if (!insert_basis(basis, x)) taken += x;
  return taken;
}

bool hungergame_first_wins(const std::vector<uint64_t>& a) {
  std::array<uint64_t, 64> basis{};
  for (uint64_t x : a)
    if (!insert_basis(basis, x)) return true;
  return false;
}

char euclidean_nim(uint64_t p, uint64_t q, uint64_t n) {
  if (p == 0 || q == 0) throw InputError("euclidean-nim: p and q must be positive");
  if (n % std::gcd(p, q) != 0) return 'R';
  bool first = true;  // whose turn: true = the player with p
  uint128 m = n;      // n + p (+ q) passes 2^64 - 1 for large p or q
  for (int forced = 0; forced < 2; ++forced) {
    uint64_t mine = first ? p : q;
    if (m >= mine) break;
    m += mine;
    first = !first;
  }
  uint64_t mine = first ? p : q, other = first ? q : p;
  bool mover_wins;
  if (mine <= other) mover_wins = true;
  else {
    uint64_t r = static_cast<uint64_t>(m % mine);
    mover_wins = r == 0 || (r < other && r % (mine - other) == 0);
  }
  return mover_wins == first ? 'E' : 'P';
}

// f(a, b): a single stones, counter b of the merged big piles (b = 1 is a single stone: f(a+1, 0)).
// Moves: drop a single (a-1, b); use one move of the counter - take a stone from a big pile or merge
// two big piles - (a, b-1); merge a single into the big piles (a-1, b+1); merge two singles into a
// new pile of two (a-2, b+3), or (a-2, 2) when there was no big pile. f(0, b) = b odd. The tests
// compare this with exhaustive play on multisets of piles.
bool merge_game_first_wins(const std::vector<uint64_t>& piles) {
  uint64_t ones = 0, big_sum = 0, big_count = 0;
  for (uint64_t p : piles) {
    if (p == 0) throw InputError("merge game: empty pile");
    if (p == 1) ++ones;
    else { big_sum += p; ++big_count; }
    // Checked as it grows: a sum that wrapped would pass the table-size check below with a wrong table.
    if (big_sum > kMergeTableMax || ones > kMergeTableMax)
      throw InputError("merge game: position too large for the exact table");
  }
  uint64_t b0 = big_count ? big_sum + big_count - 1 : 0;
  uint64_t width = b0 + 3 * ones + 4;
  if ((ones + 1) > kMergeTableMax / width) throw InputError("merge game: position too large for the exact table");
  // Rows a = 0..ones+1; f(a, 1) is read as f(a+1, 0), which only needs rows a and a-1, so it is
  // filled at the start of row a.
  std::vector<std::vector<char>> f(ones + 2, std::vector<char>(width + 1, 0));
  auto get = [&](uint64_t a, uint64_t b) -> bool { return b == 1 ? f[a + 1][0] : f[a][b]; };
  for (uint64_t a = 0; a <= ones; ++a) {
    f[a][0] = a == 0 ? false : (!f[a - 1][0] || (a >= 2 && !f[a - 2][2]));
    f[a + 1][0] = !f[a][0] || (a >= 1 && !f[a - 1][2]);  // a+1 singles: drop one, or merge two
    uint64_t top = width - 3 * a;  // row a is needed up to b0 + 3 (ones - a) + 3
    for (uint64_t b = 2; b <= top; ++b) {
      bool w = !get(a, b - 1);
      if (a >= 1) w = w || !get(a - 1, b) || !get(a - 1, b + 1);
      if (a >= 2) w = w || !get(a - 2, b + 3);
      f[a][b] = w;
    }
  }
  return f[ones][b0];
}

}  // namespace sgp::models
