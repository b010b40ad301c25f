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
#include <string>
#include <functional>
#include <unordered_map>

#include "models/factor.hpp"

namespace sgp::models {

namespace {
uint64_t binomial_capped(uint64_t n, uint64_t k, uint64_t cap) {
  if (k > n) return 0;
  k = std::min(k, n - k);
  unsigned __int128 r = 1;
  for (uint64_t i = 1; i <= k; ++i) {
    r = r * (n - k + i) / i;
    if (r > cap) return cap + 1;
  }
  return uint64_t(r);
}
}  // namespace

// Ranking the diagrams of an R x C box. Read the rows from the bottom: x_i = rows[R-1-i] + i is strictly
// increasing in [0, R + C), and rank = sum_i C(x_i, i + 1) numbers the diagrams 0 .. C(R + C, R) - 1
// (the combinatorial number system; successive ranks are the colex order of the x's). C(x, i + 1)
// grows with x for x >= i, and a move lowers some rows and raises none, so every option of a diagram
// has a smaller rank: one pass in rank order sees each option before the diagram, with no search stack
// and no hash table. A move (r, c) cuts rows r..j-1 (those longer than c) to c; with the rank's
// per-row terms summed over those rows, and Q[c][m] the terms of m bottom rows of length c, each
// option's rank costs O(1), and the j of a row only grows as c falls.
namespace {
// The transposed diagram: its row j is column j of d (the squares (i, j) with d[i] > j). Chomp is the
// same game on it, square (r, c) becoming (c, r); the search runs on whichever has fewer rows, since a
// diagram's ranking costs one step per row.
ChompShape conjugate(const ChompShape& d, uint32_t columns) {
  ChompShape t(columns, 0);
  for (uint32_t len : d)
    for (uint32_t j = 0; j < len; ++j) ++t[j];
  return t;
}
}  // namespace

ChompResult chomp_search(const ChompShape& shape0) {
  ChompShape given = shape0;
  while (!given.empty() && given.back() == 0) given.pop_back();
  for (std::size_t i = 1; i < given.size(); ++i)
    if (given[i] > given[i - 1]) throw InputError("chomp: rows must not get longer downwards");
  if (given.empty()) throw InputError("chomp: the board is empty");
  const uint64_t rows = given.size(), cols = given[0];
  if (rows + cols > 63 || binomial_capped(rows + cols, rows, kChompSearchStates) > kChompSearchStates)
    throw InputError("chomp: a " + std::to_string(rows) + " x " + std::to_string(cols) +
                     " board is too large for the exact search");
  const bool transposed = rows > cols;
  const ChompShape shape = transposed ? conjugate(given, uint32_t(cols)) : given;
  const unsigned R = unsigned(shape.size()), C = unsigned(shape[0]);
  // binom[n][k] = C(n, k) for n <= R + C <= 63, k <= R + 1: at most C(63, 31) < 2^60, no overflow.
  std::vector<std::vector<uint64_t>> binom(R + C + 1, std::vector<uint64_t>(R + 2, 0));
  for (unsigned n = 0; n <= R + C; ++n) {
    binom[n][0] = 1;
    for (unsigned k = 1; k <= std::min(n, R + 1); ++k) binom[n][k] = binom[n - 1][k - 1] + binom[n - 1][k];
  }
  auto term = [&](unsigned row, uint32_t len) { return binom[len + R - 1 - row][R - row]; };
  // bottom[c * (R + 1) + m]: Q above, flat, since the inner loop reads it for every option.
  std::vector<uint64_t> bottom(std::size_t(C + 1) * (R + 1), 0);
  for (unsigned c = 0; c <= C; ++c)
    for (unsigned m = 0; m < R; ++m)
      bottom[std::size_t(c) * (R + 1) + m + 1] = bottom[std::size_t(c) * (R + 1) + m] + binom[c + m][m + 1];
  auto rank_of = [&](const ChompShape& d) {
    uint64_t q = 0;
    for (unsigned row = 0; row < R; ++row) q += term(row, d[row]);
    return q;
  };
  const uint64_t target = rank_of(shape);
  std::vector<uint8_t> wins(target + 1, 0);
  std::vector<uint32_t> x(R), d(R);
  std::vector<uint64_t> above(R + 1, 0);  // above[j]: the terms of rows 0..j-1 of the diagram at hand
  for (unsigned i = 0; i < R; ++i) x[i] = i;  // rank 0: every row empty
  for (uint64_t q = 0;; ++q) {
    for (unsigned row = 0; row < R; ++row) {
      d[row] = x[R - 1 - row] - (R - 1 - row);
      above[row + 1] = above[row] + term(row, d[row]);
    }
    bool win = false;
    for (unsigned r = 0; r < R && !win && d[r] > 0; ++r) {
      unsigned j = r;  // rows r..j-1 are longer than c
      for (uint32_t c = d[r]; c-- > (r == 0 ? 1u : 0u) && !win;) {  // (0, 0) is the poison
        while (j < R && d[j] > c) ++j;
        const uint64_t* q_c = &bottom[std::size_t(c) * (R + 1)];
        win = !wins[q - (above[j] - above[r]) + q_c[R - r] - q_c[R - j]];
      }
    }
    wins[q] = win;
    if (q == target) break;
    unsigned i = 0;  // colex successor of x
    while (i + 1 < R && x[i] + 1 == x[i + 1]) ++i;
    ++x[i];
    for (unsigned k = 0; k < i; ++k) x[k] = k;
  }
  ChompResult res;
  res.first_wins = wins[target];
  if (res.first_wins)  // the first winning square of the given board in reading order, as a person looks
    for (uint32_t r = 0; r < given.size() && !res.move; ++r)
      for (uint32_t c = r == 0 ? 1 : 0; c < given[r] && !res.move; ++c) {
        ChompShape t = given;
        for (uint32_t i = r; i < t.size(); ++i) t[i] = std::min(t[i], c);
        if (!wins[rank_of(transposed ? conjugate(t, uint32_t(cols)) : t)]) res.move = std::make_pair(r, c);
      }
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
  // rows + cols <= 63, written so that it cannot wrap (rows and cols reach 2^64 - 1 from a solve line).
  else if (rows <= 63 && cols <= 63 - rows && binomial_capped(rows + cols, rows, kChompSearchStates) <= kChompSearchStates) {
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
