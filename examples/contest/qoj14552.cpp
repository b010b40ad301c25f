/// @brief 2025 CCPC Online F 连线博弈 (QOJ 14552): T cases of "n m" and m chords "x y" (points from 0); YES if the first player wins.
#include <cstdint>
#include <iostream>
#include <vector>

#include "models/split.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  const auto& game = sgp::models::SplitGame::get("connect-line");
  int t;
  std::cin >> t;
  while (t-- > 0) {
    uint64_t n, m;
    std::cin >> n >> m;
    std::vector<std::pair<uint64_t, uint64_t>> chords(m);
    for (auto& [x, y] : chords) std::cin >> x >> y;
    uint64_t x = 0;
    for (uint64_t len : sgp::models::connect_line_blocks(n, chords)) x ^= game.sg(len);
    std::cout << (x ? "YES" : "NO") << '\n';
  }
}
