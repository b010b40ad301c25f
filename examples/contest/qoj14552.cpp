/// @brief 2025 CCPC Online F 连线博弈 (QOJ 14552): T cases of "n m" and m chords "x y" (points from 0); YES if the first player wins.
#include <cstdint>
#include <iostream>
#include <vector>

#include "models/split.hpp"
// Generated at build time by `sgperiod header dawson-kayles` (cmake/generated.cmake): the connect-line
// game is 0.07, proven periodic, so the table answers any block size.
#include "sgtables/dawson_kayles.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int t;
  std::cin >> t;
  while (t-- > 0) {
    uint64_t n, m;
    std::cin >> n >> m;
    std::vector<std::pair<uint64_t, uint64_t>> chords(m);
    for (auto& [x, y] : chords) std::cin >> x >> y;
    uint64_t x = 0;
    for (uint64_t len : sgp::models::connect_line_blocks(n, chords)) x ^= sgtables::dawson_kayles(len);
    std::cout << (x ? "YES" : "NO") << '\n';
  }
}
