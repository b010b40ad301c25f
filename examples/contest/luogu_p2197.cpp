/// @brief Luogu P2197 【模板】Nim 游戏: T cases of n and n heaps; Yes if the first player wins, else No.
#include <cstdint>
#include <iostream>
#include <vector>

#include "models/nim.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int t;
  std::cin >> t;
  while (t-- > 0) {
    int n;
    std::cin >> n;
    std::vector<uint64_t> a(n);
    for (auto& x : a) std::cin >> x;
    std::cout << (sgp::models::solve_nim(a).first_wins ? "Yes" : "No") << '\n';
  }
}
