/// @brief Luogu P10506 魔法珠: cases of n and n heaps (1..1000) until end of input; freda if the first player wins, else rainbow.
#include <cstdint>
#include <iostream>

#include "models/multi_sg.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int n;
  while (std::cin >> n) {
    uint64_t x = 0;
    for (int i = 0; i < n; ++i) {
      uint32_t a;
      std::cin >> a;
      x ^= sgp::models::beads_sg(a);
    }
    std::cout << (x ? "freda" : "rainbow") << '\n';
  }
}
