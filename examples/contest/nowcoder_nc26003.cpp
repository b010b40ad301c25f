/// @brief Nowcoder NC26003 Take Apples: lines "S M N" until end of input; Alice if the first player wins, else Bob.
#include <cstdint>
#include <iostream>

#include "models/misc.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  uint64_t s, m, n;
  while (std::cin >> s >> m >> n) std::cout << (sgp::models::solve_take_apples(s, m, n).first_wins ? "Alice" : "Bob") << '\n';
}
