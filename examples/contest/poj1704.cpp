/// @brief POJ 1704 Georgia and Bob (silver dollar): T cases of n and n positions from 1; "Georgia will win" or "Bob will win".
#include <cstdint>
#include <iostream>
#include <vector>

#include "models/linear.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int t;
  std::cin >> t;
  while (t-- > 0) {
    int n;
    std::cin >> n;
    std::vector<uint64_t> a(n);
    for (auto& x : a) { std::cin >> x; x -= 1; }  // squares from 0
    std::cout << (sgp::models::silver_dollar_sg(a) ? "Georgia will win" : "Bob will win") << '\n';
  }
}
