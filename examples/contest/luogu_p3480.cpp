/// @brief Luogu P3480 / LOJ 5096 [POI2009] Pebbles: u cases of n and n non-decreasing piles; TAK if the first player wins, else NIE.
#include <cstdint>
#include <iostream>
#include <vector>

#include "models/linear.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int u;
  std::cin >> u;
  while (u-- > 0) {
    int n;
    std::cin >> n;
    std::vector<uint64_t> a(n);
    for (auto& x : a) std::cin >> x;
    std::cout << (sgp::models::pebbles_sg(a) ? "TAK" : "NIE") << '\n';
  }
}
