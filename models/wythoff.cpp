/// @brief Wythoff: the P-positions are (a_k, b_k) = (floor(k phi), floor(k phi) + k), k >= 0; the lower
/// and upper Beatty sequences partition the positive integers (notes, Part 4.1). All arithmetic is
/// exact (Boost cpp_int and integer square roots), so piles with hundreds of digits are fine.
///
/// Index of m in the lower sequence: #{k >= 1 : floor(k phi) <= m} = floor((m + 1) / phi), and
/// (m + 1) / phi = ((m + 1) sqrt 5 - (m + 1)) / 2, floored exactly as for wythoff_lower. m >= 1 is a
/// lower value iff wythoff_lower of that count is m; otherwise it is the upper value of index
/// m - count (the upper values <= m are the rest of 1..m).
#include "models/wythoff.hpp"

#include "sys/quote.hpp"

namespace sgp::models {

namespace mp = boost::multiprecision;

BigInt wythoff_lower(const BigInt& k) {
  if (k < 0) throw InputError("wythoff: negative index");
  BigInt s = mp::sqrt(BigInt(5 * k * k));
  return (k + s) / 2;
}

BigInt wythoff_upper(const BigInt& k) { return wythoff_lower(k) + k; }

namespace {
/// For m >= 1: (is_lower, k) with m = lower(k) or m = upper(k).
std::pair<bool, BigInt> classify(const BigInt& m) {
  BigInt t = m + 1;
  BigInt s = mp::sqrt(BigInt(5 * t * t));
  BigInt count = (s - t) / 2;
  if (count >= 1 && wythoff_lower(count) == m) return {true, count};
  return {false, m - count};
}
}  // namespace

bool wythoff_is_p(const BigInt& a0, const BigInt& b0) {
  if (a0 < 0 || b0 < 0) throw InputError("wythoff: piles must be non-negative");
  const BigInt& a = a0 < b0 ? a0 : b0;
  const BigInt& b = a0 < b0 ? b0 : a0;
  return wythoff_lower(b - a) == a;
}

std::vector<std::pair<BigInt, BigInt>> wythoff_winning_moves(const BigInt& a, const BigInt& b) {
  std::vector<std::pair<BigInt, BigInt>> out;
  if (wythoff_is_p(a, b)) return out;
  bool swapped = a > b;
  BigInt lo = swapped ? b : a, hi = swapped ? a : b;
  std::vector<std::pair<BigInt, BigInt>> found;  // in (lo, hi) order
  // Both piles: keep the difference k = hi - lo, bring lo to lower(k).
  BigInt k = hi - lo, target = wythoff_lower(k);
  if (target < lo) found.push_back({target, target + k});
  if (lo == 0) {
    found.push_back({0, 0});  // take the whole larger pile (hi > 0 since the position is N)
  } else {
    auto [is_lower, j] = classify(lo);
    if (is_lower) {
      BigInt partner = lo + j;  // upper(j)
      if (partner < hi) found.push_back({lo, partner});
    } else {
      BigInt partner = lo - j;  // lower(j) < lo: shrink hi down to it (the piles swap roles)
      found.push_back({lo, partner});
    }
    // Shrink lo only: hi must be an upper value whose partner is below lo.
    auto [hi_lower, jh] = classify(hi);
    if (!hi_lower) {
      BigInt partner = hi - jh;
      if (partner < lo) found.push_back({partner, hi});
    }
  }
  for (auto& [x, y] : found) out.push_back(swapped ? std::make_pair(y, x) : std::make_pair(x, y));
  return out;
}

Answer solve_wythoff(const BigInt& a, const BigInt& b) {
  Answer ans;
  auto moves = wythoff_winning_moves(a, b);
  ans.first_wins = !moves.empty();
  if (ans.first_wins)
    ans.move = "(" + a.str() + "," + b.str() + ") -> (" + moves[0].first.str() + "," + moves[0].second.str() + ")";
  return ans;
}

BigInt parse_big(const std::string& s) {
  if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos)
    throw InputError("'" + sys::quote_input(s) + "' is not a non-negative integer");
  if (s.size() > 100000) throw InputError("a number of more than 100000 digits");
  // cpp_int reads "010" as octal (8) and throws on "08": the digits are decimal whatever they start with.
  const std::size_t first = std::min(s.find_first_not_of('0'), s.size() - 1);
  return BigInt(s.substr(first));
}

}  // namespace sgp::models
