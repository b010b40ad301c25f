/// @brief Chomp. Strategy stealing (notes, Part 5.2): if a rectangle other than 1 x 1 were P, taking the
/// bottom-right square first would give the opponent a winning reply x; but x also removes that
/// square, so x was available at the start - contradiction. It proves existence only, so the move is
/// found by an exact search over Young diagrams (at most C(rows + cols, rows) of them), or taken from
/// the classic explicit strategies: one row/column (leave only the poison), square boards (take (1,1)
/// and mirror), two rows (take the bottom-right square; the L with rows n, n-1 is P).
/// Divisor Chomp (Part 5.3): the divisors of n ordered by divisibility are a product of chains;
/// taking 1 first steals the strategy the same way, so n > 1 is N.
#include "models/chomp.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <functional>
#include <unordered_map>

#include "models/factor.hpp"

namespace sgp::models {

namespace {
/// Lattice-path key: from the bottom row up, (rows[i] - rows[i+1]) ones then a zero.
uint64_t encode(const ChompShape& s) {
  uint64_t key = 0;
  unsigned pos = 0;
  uint32_t prev = 0;
  for (std::size_t i = s.size(); i-- > 0;) {
    for (uint32_t k = prev; k < s[i]; ++k) key |= uint64_t(1) << pos++;
    ++pos;
    prev = s[i];
  }
  return key | (uint64_t(1) << pos);  // sentinel marks the length
}
ChompShape decode(uint64_t key) {
  std::vector<uint32_t> bottom_up;
  unsigned top = 63 - __builtin_clzll(key);
  uint32_t width = 0;
  for (unsigned pos = 0; pos < top; ++pos) {
    if ((key >> pos) & 1) ++width;
    else bottom_up.push_back(width);
  }
  return ChompShape(bottom_up.rbegin(), bottom_up.rend());
}

uint64_t binomial_capped(uint64_t n, uint64_t k, uint64_t cap) {
  k = std::min(k, n - k);
  unsigned __int128 r = 1;
  for (uint64_t i = 1; i <= k; ++i) {
    r = r * (n - k + i) / i;
    if (r > cap) return cap + 1;
  }
  return uint64_t(r);
}

template <class F> void for_each_move(const ChompShape& s, F&& f) {
  for (uint32_t r = 0; r < s.size(); ++r)
    for (uint32_t c = 0; c < s[r]; ++c) {
      if (r == 0 && c == 0) continue;  // the poison: taking it loses, never a winning option
      ChompShape t = s;
      for (uint32_t i = r; i < t.size(); ++i) t[i] = std::min(t[i], c);
      f(r, c, t);
    }
}
}  // namespace

ChompResult chomp_search(const ChompShape& shape0) {
  ChompShape shape = shape0;
  while (!shape.empty() && shape.back() == 0) shape.pop_back();
  for (std::size_t i = 1; i < shape.size(); ++i)
    if (shape[i] > shape[i - 1]) throw InputError("chomp: rows must not get longer downwards");
  if (shape.empty()) throw InputError("chomp: the board is empty");
  uint64_t rows = shape.size(), cols = shape[0];
  if (rows + cols > 63 || binomial_capped(rows + cols, rows, kChompSearchStates) > kChompSearchStates)
    throw InputError("chomp: a " + std::to_string(rows) + " x " + std::to_string(cols) +
                     " board is too large for the exact search");
  // Iterative depth-first search: 0 unknown, 1 expanded, 2 P, 3 N.
  std::unordered_map<uint64_t, uint8_t> state;
  std::vector<uint64_t> stack{encode(shape)};
  while (!stack.empty()) {
    uint64_t key = stack.back();
    uint8_t& st = state[key];
    if (st >= 2) { stack.pop_back(); continue; }
    ChompShape s = decode(key);
    if (st == 0) {
      st = 1;
      for_each_move(s, [&](uint32_t, uint32_t, const ChompShape& t) {
        uint64_t k = encode(t);
        auto it = state.find(k);
        if (it == state.end() || it->second < 2) stack.push_back(k);
      });
      continue;
    }
    bool win = false;
    for_each_move(s, [&](uint32_t, uint32_t, const ChompShape& t) { win = win || state[encode(t)] == 2; });
    state[key] = win ? 3 : 2;
    stack.pop_back();
  }
  ChompResult res;
  res.first_wins = state[encode(shape)] == 3;
  if (res.first_wins)
    for_each_move(shape, [&](uint32_t r, uint32_t c, const ChompShape& t) {
      if (!res.move && state[encode(t)] == 2) res.move = std::make_pair(r, c);
    });
  return res;
}

Answer solve_chomp(uint64_t rows, uint64_t cols) {
  if (rows == 0 || cols == 0) throw InputError("chomp: the board needs at least one row and one column");
  Answer a;
  a.first_wins = chomp_rectangle_first_wins(rows, cols);
  if (!a.first_wins) return a;
  auto square = [](uint64_t r, uint64_t c) {
    return "take (" + std::to_string(r) + "," + std::to_string(c) + ")";
  };
  if (rows == 1) a.move = square(0, 1);
  else if (cols == 1) a.move = square(1, 0);
  else if (rows == cols) a.move = square(1, 1);
  else if (rows == 2) a.move = square(1, cols - 1);
  else if (cols == 2) a.move = square(rows - 1, 1);
  else if (rows + cols <= 63 && binomial_capped(rows + cols, rows, kChompSearchStates) <= kChompSearchStates) {
    auto r = chomp_search(ChompShape(rows, uint32_t(cols)));
    if (r.move) a.move = square(r.move->first, r.move->second);
  } else {
    a.move = "exists (strategy stealing); too large to search";
  }
  return a;
}

std::pair<bool, std::optional<uint64_t>> divisor_chomp_search(uint64_t n) {
  if (n == 0) throw InputError("divisor chomp: n must be positive");
  std::vector<uint64_t> divs{1};
  for (uint64_t p : distinct_prime_factors(n)) {
    std::size_t sz = divs.size();
    uint64_t m = n, pk = 1;
    while (m % p == 0) {
      m /= p;
      pk *= p;
      for (std::size_t j = 0; j < sz; ++j) divs.push_back(divs[j] * pk);
    }
  }
  std::sort(divs.begin(), divs.end());
  std::size_t k = divs.size();
  if (k > kDivisorSearchMax)
    throw InputError("divisor chomp: " + std::to_string(n) + " has " + std::to_string(k) + " divisors (search limit " +
                     std::to_string(kDivisorSearchMax) + ")");
  std::vector<uint32_t> below(k, 0);  // bitmask of the divisors of divs[i]
  for (std::size_t i = 0; i < k; ++i)
    for (std::size_t j = 0; j <= i; ++j)
      if (divs[i] % divs[j] == 0) below[i] |= 1u << j;
  uint32_t top = 1u << (k - 1);  // n itself: taking it loses, so it is never a move
  std::unordered_map<uint32_t, bool> memo;
  // Depth <= k <= kDivisorSearchMax, so plain recursion is safe here.
  std::function<bool(uint32_t)> wins = [&](uint32_t rem) -> bool {
    auto it = memo.find(rem);
    if (it != memo.end()) return it->second;
    bool w = false;
    for (std::size_t i = 0; i + 1 < k && !w; ++i)
      if ((rem >> i) & 1) w = !wins(rem & ~below[i]);
    return memo[rem] = w;
  };
  uint32_t all = k == 32 ? ~0u : (1u << k) - 1;
  bool w = wins(all);
  std::optional<uint64_t> move;
  if (w)
    for (std::size_t i = 0; i + 1 < k; ++i)
      if (!wins(all & ~below[i])) { move = divs[i]; break; }
  (void)top;
  return {w, move};
}

Answer solve_divisor_chomp(uint64_t n) {
  if (n == 0) throw InputError("divisor chomp: n must be positive");
  Answer a;
  a.first_wins = n > 1;
  if (!a.first_wins) return a;
  try {
    auto [w, m] = divisor_chomp_search(n);
    if (w && m) a.move = "take " + std::to_string(*m);
  } catch (const InputError&) {
    a.move = "exists (strategy stealing); too many divisors to search";
  }
  return a;
}

}  // namespace sgp::models
