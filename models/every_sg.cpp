/// @brief Every-SG (Jia Zhihao, 2009): with all components moving every turn, the game lasts as long as
/// its longest component; the winner of a component stretches it when winning and the loser shortens
/// it, so the player who moves last in the longest component - the one whose step is odd - wins.
///
/// Euclid game, one component (x <= y), q = y / x, r = y % x: the moves go to (r + i x, x), i < q.
/// q = 1: the only move is to (r, x), so win = !win(r, x) and step = step(r, x) + 1.
/// q >= 2: (r, x) and (r + x, x) are both reachable and have opposite outcomes (the second has the
/// single move to the first), so the position is N; the winner moves to whichever is P, keeping the
/// longer game: step = step(r, x) + 1 when (r, x) is P, else step(r, x) + 2 via (r + x, x).
#include "models/every_sg.hpp"

#include <algorithm>
#include <string>

namespace sgp::models {

std::vector<Step> every_sg_steps(std::size_t n, const std::vector<std::pair<uint32_t, uint32_t>>& edges) {
  std::vector<std::vector<uint32_t>> out(n), in(n);
  std::vector<std::size_t> pending(n, 0);
  for (auto [u, v] : edges) {
    if (u >= n || v >= n) throw InputError("edge names a vertex >= " + std::to_string(n));
    out[u].push_back(v);
    in[v].push_back(u);
    ++pending[u];
  }
  std::vector<Step> s(n);
  std::vector<uint32_t> ready;
  for (uint32_t v = 0; v < n; ++v)
    if (!pending[v]) ready.push_back(v);
  std::size_t done = 0;
  while (!ready.empty()) {
    uint32_t u = ready.back();
    ready.pop_back();
    ++done;
    bool win = false;
    uint64_t best_win = 0, best_lose = UINT64_MAX;
    for (uint32_t v : out[u]) {
      if (!s[v].win) { win = true; best_win = std::max(best_win, s[v].step + 1); }
      best_lose = std::min(best_lose, s[v].step + 1);
    }
    s[u].win = win;
    s[u].step = out[u].empty() ? 0 : (win ? best_win : best_lose);
    for (uint32_t w : in[u])
      if (--pending[w] == 0) ready.push_back(w);
  }
  if (done != n) throw InputError("the moves contain a cycle; Every-SG needs an acyclic game");
  return s;
}

Step euclid_step(uint64_t x, uint64_t y) {
  if (x > y) std::swap(x, y);
  std::vector<uint64_t> quotients;
  while (x != 0) {
    quotients.push_back(y / x);
    uint64_t r = y % x;
    y = x;
    x = r;
  }
  Step s;  // the finished component (0, g): P, step 0
  for (std::size_t i = quotients.size(); i-- > 0;) {
    if (quotients[i] == 1) { s.win = !s.win; s.step += 1; }
    else { s.step += s.win ? 2 : 1; s.win = true; }
  }
  return s;
}

Answer solve_gg_mm(const std::vector<std::pair<uint64_t, uint64_t>>& games) {
  uint64_t longest = 0;
  for (auto [x, y] : games) longest = std::max(longest, euclid_step(x, y).step);
  Answer a;
  a.first_wins = longest % 2 == 1;
  a.sg = std::to_string(longest);  // the deciding quantity of Every-SG (its parity), not an SG value
  if (!a.first_wins) return a;
  // Each component: the winner of it moves to a P successor with the largest step, the loser to the
  // successor with the smallest step; both come from the same rule as the step function.
  std::string moves;
  for (std::size_t k = 0; k < games.size(); ++k) {
    auto [x0, y0] = games[k];
    uint64_t x = std::min(x0, y0), y = std::max(x0, y0);
    if (x == 0) continue;
    uint64_t q = y / x, r = y % x;
    Step here = euclid_step(x, y), low = euclid_step(r, x);
    uint64_t to;
    if (q == 1 || !here.win) to = r;  // forced, or losing: shortest
    else to = low.win ? r + x : r;    // winning: the P successor with the longer game
    if (!moves.empty()) moves += ", ";
    moves += "(" + std::to_string(x0) + "," + std::to_string(y0) + ")->(" +
             std::to_string(x0 <= y0 ? x0 : to) + "," + std::to_string(x0 <= y0 ? to : y0) + ")";
  }
  a.move = moves;
  return a;
}

}  // namespace sgp::models
