/// @brief Luogu P4301 [CQOI2013] 新Nim游戏: k and k heaps; the least number of matches to take in the first round.
#include <cstdint>
#include <iostream>
#include <vector>

#include "models/misc.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int k;
  std::cin >> k;
  std::vector<uint64_t> a(k);
  for (auto& x : a) std::cin >> x;
  std::cout << sgp::models::decimal(sgp::models::new_nim_min_take(a)) << '\n';
}
