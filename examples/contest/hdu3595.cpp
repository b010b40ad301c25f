/// @brief HDU 3595 GG and MM (Every-SG): blocks of n and n pairs "x y" until end of input; MM if the first player (MM) wins, else GG.
#include <algorithm>
#include <cstdint>
#include <iostream>

#include "models/every_sg.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int n;
  while (std::cin >> n) {
    uint64_t longest = 0;
    for (int i = 0; i < n; ++i) {
      uint64_t x, y;
      std::cin >> x >> y;
      longest = std::max(longest, sgp::models::euclid_step(x, y).step);
    }
    std::cout << (longest % 2 ? "MM" : "GG") << '\n';
  }
}
