/// @brief Petrozavodsk Winter Camp 2021, Day 5, G "Remove the Prime": n, then n numbers (<= 10^18); First or Second.
#include <cstdint>
#include <iostream>
#include <vector>

#include "models/factor.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int n;
  if (!(std::cin >> n)) return 1;
  std::vector<uint64_t> a(n);
  for (auto& x : a) std::cin >> x;
  std::cout << (sgp::models::solve_remove_prime(a).first_wins ? "First" : "Second") << '\n';
}
