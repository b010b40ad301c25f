/// @brief AtCoder ARC225 B Independent Nim: T cases of n and n bits (separated or not); Alice if the first player wins, else Bob.
#include <iostream>
#include <string>

#include "models/misc.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  int t;
  std::cin >> t;
  while (t-- > 0) {
    std::size_t n;
    std::cin >> n;
    std::string bits, tok;
    while (bits.size() < n && std::cin >> tok) bits += tok;
    std::cout << (sgp::models::solve_independent_nim(bits).first_wins ? "Alice" : "Bob") << '\n';
  }
}
