/// @brief POJ 3480 John (misère Nim): T cases of n and n heaps; "John" when the first player wins, else "Brother".
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
    std::cout << (sgp::models::misere_nim_first_wins(a) ? "John" : "Brother") << '\n';
  }
}
