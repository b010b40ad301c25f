/// @brief HDU 3032 Nim or not Nim? (Lasker's Nim): T cases of n and n heaps; Alice if the first player wins, else Bob.
#include <cstdint>
#include <iostream>

#include "models/multi_sg.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int t;
  std::cin >> t;
  while (t-- > 0) {
    int n;
    std::cin >> n;
    sgp::models::uint128 x = 0;  // SG(2^64 - 1) = 2^64
    for (int i = 0; i < n; ++i) {
      uint64_t a;
      std::cin >> a;
      x ^= sgp::models::lasker_sg(a);
    }
    std::cout << (x ? "Alice" : "Bob") << '\n';
  }
}
