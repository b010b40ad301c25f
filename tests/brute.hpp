/// @brief Brute-force game-tree search used by the model tests: SG by memoised mex over explicit moves.
#pragma once
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <vector>

namespace sgp::brute {

/// SG of a state of an acyclic game, moves(state) listing the successor states; memo shared across calls.
template <class State>
class Solver {
 public:
  using Moves = std::function<std::vector<State>(const State&)>;
  explicit Solver(Moves m) : moves_(std::move(m)) {}
  uint64_t sg(const State& s) {
    auto it = memo_.find(s);
    if (it != memo_.end()) return it->second;
    std::vector<uint64_t> v;
    for (const State& t : moves_(s)) v.push_back(sg(t));
    std::sort(v.begin(), v.end());
    uint64_t m = 0;
    for (uint64_t x : v) if (x == m) ++m; else if (x > m) break;
    memo_[s] = m;
    return m;
  }
  /// Misère outcome: true iff the player to move wins when the last mover loses.
  bool misere_wins(const State& s) {
    auto it = mis_.find(s);
    if (it != mis_.end()) return it->second;
    auto ms = moves_(s);
    bool w = ms.empty();  // no move: the opponent made the last move and lost
    for (const State& t : ms) if (!misere_wins(t)) { w = true; break; }
    mis_[s] = w;
    return w;
  }
  std::vector<State> moves(const State& s) { return moves_(s); }

 private:
  Moves moves_;
  std::map<State, uint64_t> memo_;
  std::map<State, bool> mis_;
};

/// Parses "heap 2: 5 -> 3" style moves: the numbers in order of appearance.
/// Moves of the magic-beads divisor game on a multiset of heaps (sorted): a heap h > 1 is replaced by
/// all its proper divisors but one, heaps of 1 dropped (they have no move).
inline std::vector<std::vector<uint64_t>> beads_moves(const std::vector<uint64_t>& h) {
  std::vector<std::vector<uint64_t>> out;
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (h[i] <= 1) continue;
    std::vector<uint64_t> divs;
    for (uint64_t d = 1; d < h[i]; ++d)
      if (h[i] % d == 0) divs.push_back(d);
    for (std::size_t drop = 0; drop < divs.size(); ++drop) {
      std::vector<uint64_t> t = h;
      t.erase(t.begin() + long(i));
      for (std::size_t j = 0; j < divs.size(); ++j)
        if (j != drop && divs[j] > 1) t.push_back(divs[j]);
      std::sort(t.begin(), t.end());
      out.push_back(t);
    }
  }
  return out;
}

inline std::vector<uint64_t> numbers_in(const std::string& s) {
  std::vector<uint64_t> out;
  uint64_t cur = 0;
  bool in = false;
  for (char c : s) {
    if (c >= '0' && c <= '9') { cur = cur * 10 + uint64_t(c - '0'); in = true; }
    else if (in) { out.push_back(cur); cur = 0; in = false; }
  }
  if (in) out.push_back(cur);
  return out;
}

}  // namespace sgp::brute
