/// @brief Linear coin games: Nimble, silver dollar, staircase Nim, Pebbles.
///
/// Staircase (and every game here reduces to it): X = xor of the odd steps. A move changes exactly one
/// odd step (steps i and i-1 have different parity; moving off step 1 changes only step 1), so X
/// cannot stay; for Y < X the odd step holding the top bit of X ^ Y can lose coins to reach Y. Hence
/// every value below X is reachable and X is not: SG = X (the mex skeleton of the notes, Part 0.5).
/// Silver dollar: sorted coins c_0 < ... < c_{n-1}; the gaps g_j = c_j - c_{j-1} - 1 (with
/// c_{-1} = -1) are a staircase counted from the right: the right coin of a pair shrinks its gap, the
/// left coin moves gap into the pair's gap to the left. Pebbles is the same staircase on differences.
#include "models/linear.hpp"

#include <algorithm>
#include <string>

namespace sgp::models {

namespace {
Answer from_sg(uint64_t x) {
  Answer a;
  a.first_wins = x != 0;
  a.sg = std::to_string(x);
  return a;
}
}  // namespace

Answer solve_nimble(const std::vector<uint64_t>& squares) {
  Answer a = from_sg(xor_all(squares));
  if (auto m = nim_move(squares))
    a.move = "coin on square " + std::to_string(m->from) + " -> " + std::to_string(m->to);
  return a;
}

uint64_t silver_dollar_sg(std::vector<uint64_t> c) {
  std::sort(c.begin(), c.end());
  for (std::size_t i = 1; i < c.size(); ++i)
    if (c[i] == c[i - 1]) throw InputError("silver dollar: two coins on square " + std::to_string(c[i]));
  uint64_t x = 0;
  std::size_t n = c.size();
  for (std::size_t i = n; i >= 2; i -= 2) x ^= c[i - 1] - c[i - 2] - 1;
  if (n % 2 == 1) x ^= c[0];
  return x;
}

Answer solve_silver_dollar(std::vector<uint64_t> c) {
  uint64_t x = silver_dollar_sg(c);
  Answer a = from_sg(x);
  if (x == 0) return a;
  std::sort(c.begin(), c.end());
  std::size_t n = c.size();
  auto move = [&](uint64_t from, uint64_t to) {
    a.move = "coin on square " + std::to_string(from) + " -> " + std::to_string(to);
  };
  for (std::size_t i = n; i >= 2; i -= 2) {
    uint64_t gap = c[i - 1] - c[i - 2] - 1;
    if ((gap ^ x) < gap) { move(c[i - 1], c[i - 1] - (gap - (gap ^ x))); return a; }
  }
  if (n % 2 == 1 && (c[0] ^ x) < c[0]) move(c[0], c[0] ^ x);
  return a;
}

uint64_t staircase_sg(const std::vector<uint64_t>& s) {
  uint64_t x = 0;
  for (std::size_t i = 0; i < s.size(); i += 2) x ^= s[i];
  return x;
}

Answer solve_staircase(const std::vector<uint64_t>& s) {
  uint64_t x = staircase_sg(s);
  Answer a = from_sg(x);
  for (std::size_t i = 0; x != 0 && i < s.size(); i += 2)
    if ((s[i] ^ x) < s[i]) {
      uint64_t k = s[i] - (s[i] ^ x);
      a.move = "move " + std::to_string(k) + " from step " + std::to_string(i + 1) + " to " +
               (i == 0 ? std::string("the ground") : "step " + std::to_string(i));
      break;
    }
  return a;
}

namespace {
/// The differences read as a staircase: step 1 = d_n, step 2 = d_{n-1}, ...
std::vector<uint64_t> pebble_steps(const std::vector<uint64_t>& p) {
  std::vector<uint64_t> steps;
  for (std::size_t i = p.size(); i-- > 0;) {
    uint64_t prev = i == 0 ? 0 : p[i - 1];
    if (p[i] < prev)
      throw InputError("pebbles: piles must not decrease (pile " + std::to_string(i + 1) + " is " +
                       std::to_string(p[i]) + " < " + std::to_string(prev) + ")");
    steps.push_back(p[i] - prev);
  }
  return steps;
}
}  // namespace

uint64_t pebbles_sg(const std::vector<uint64_t>& p) { return staircase_sg(pebble_steps(p)); }

Answer solve_pebbles(const std::vector<uint64_t>& p) {
  auto steps = pebble_steps(p);
  uint64_t x = staircase_sg(steps);
  Answer a = from_sg(x);
  for (std::size_t j = 0; x != 0 && j < steps.size(); j += 2)
    if ((steps[j] ^ x) < steps[j]) {
      // Step j+1 is pile n-j; taking k stones from it lowers d_{n-j} by k (and raises the next one).
      std::size_t pile = p.size() - j;
      uint64_t k = steps[j] - (steps[j] ^ x);
      a.move = "take " + std::to_string(k) + " from pile " + std::to_string(pile);
      break;
    }
  return a;
}

}  // namespace sgp::models
