/// @brief BZOJ 3895 取石子: T cases of n and n piles; a move takes one stone or merges two piles; YES if the first player (Alice) wins, else NO.
#include <cstdint>
#include <iostream>
#include <vector>

#include "models/misc.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int t;
  std::cin >> t;
  while (t-- > 0) {
    int n;
    std::cin >> n;
    std::vector<uint64_t> a(n);
    for (auto& x : a) std::cin >> x;
    std::cout << (sgp::models::merge_game_first_wins(a) ? "YES" : "NO") << '\n';
  }
}
