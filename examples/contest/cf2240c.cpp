/// @brief Codeforces 2240C Nim Game Is XOR Game: T cases of n and a_1..a_n; the number of winning first moves.
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
    std::cout << sgp::models::xor_game_winning_moves(a) << '\n';
  }
}
