/// @brief Nim, Bash, misère Nim and the SJ theorem.
///
/// Bouton: a Nim position is P iff the xor X of the heaps is 0; from X != 0 the heap holding X's top
/// bit drops to heap ^ X. Bash: heap n with moves 1..k has SG n mod (k+1) (the mex of the k values
/// below it, cyclically). Misère Nim / SJ: while some component has SG > 1 play exactly as in normal
/// play, except that the move which would leave only components of SG <= 1 must leave an odd number
/// of ones; once all are <= 1 only the parity of the ones matters, reversed.
#include "models/nim.hpp"

#include <string>

namespace sgp::models {

namespace {
std::string heap_move(std::size_t i, uint64_t from, uint64_t to) {
  return "heap " + std::to_string(i + 1) + ": " + std::to_string(from) + " -> " + std::to_string(to);
}

/// The misère / SJ move on values that behave like Nim heaps (misère Nim heaps or SG values).
/// Returns the index and new value, or nothing for a P-position.
std::optional<NimMove> anti_move(const std::vector<uint64_t>& g) {
  std::size_t big = 0, ones = 0, big_at = 0;
  for (std::size_t i = 0; i < g.size(); ++i) {
    if (g[i] > 1) { ++big; big_at = i; }
    if (g[i] == 1) ++ones;
  }
  if (big == 0) {
    if (ones % 2 == 1) return std::nullopt;  // odd ones: every move leaves an even count, opponent wins
    for (std::size_t i = 0; i < g.size(); ++i)
      if (g[i] == 1) return NimMove{i, 1, 0};
    return std::nullopt;  // no ones at all: the game is over and the player to move has won (misère)
  }
  if (big == 1) {
    // Leave an odd number of ones: the big one becomes 1 when the others hold an even count, else 0.
    return NimMove{big_at, g[big_at], ones % 2 == 0 ? 1u : 0u};
  }
  return nim_move(g);  // two or more big: the normal move keeps two big ones (see the file comment)
}
}  // namespace

Answer solve_nim(const std::vector<uint64_t>& heaps) {
  Answer a;
  uint64_t x = xor_all(heaps);
  a.first_wins = x != 0;
  a.sg = std::to_string(x);
  if (auto m = nim_move(heaps)) a.move = heap_move(m->index, m->from, m->to);
  return a;
}

uint64_t bash_sg(uint64_t n, uint64_t k) {
  if (k == 0) throw InputError("bash: k must be at least 1");
  if (k == UINT64_MAX) return n;  // k + 1 would overflow; every heap is then a Nim heap
  return n % (k + 1);
}

Answer solve_bash(const std::vector<uint64_t>& heaps, uint64_t k) {
  std::vector<uint64_t> g;
  for (uint64_t h : heaps) g.push_back(bash_sg(h, k));
  Answer a;
  uint64_t x = xor_all(g);
  a.first_wins = x != 0;
  a.sg = std::to_string(x);
  if (auto m = nim_move(g)) {
    // Removing (g - t) stones lowers the heap's SG from g to t, and 1 <= g - t <= k.
    uint64_t take = m->from - m->to;
    a.move = heap_move(m->index, heaps[m->index], heaps[m->index] - take);
  }
  return a;
}

bool misere_nim_first_wins(const std::vector<uint64_t>& heaps) { return sj_first_wins(heaps); }

Answer solve_misere_nim(const std::vector<uint64_t>& heaps) {
  Answer a;
  a.first_wins = misere_nim_first_wins(heaps);
  if (a.first_wins)
    if (auto m = anti_move(heaps)) a.move = heap_move(m->index, m->from, m->to);
  return a;
}

bool sj_first_wins(const std::vector<uint64_t>& sg) {
  uint64_t x = xor_all(sg);
  bool big = false;
  for (uint64_t g : sg) big = big || g > 1;
  return big ? x != 0 : x == 0;
}

Answer solve_anti_sg(const std::vector<uint64_t>& sg) {
  Answer a;
  a.first_wins = sj_first_wins(sg);
  if (a.first_wins)
    if (auto m = anti_move(sg))
      a.move = "component " + std::to_string(m->index + 1) + ": SG " + std::to_string(m->from) +
               " -> " + std::to_string(m->to);
  return a;
}

}  // namespace sgp::models
