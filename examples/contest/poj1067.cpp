/// @brief POJ 1067 取石子游戏 (Wythoff): pairs "a b" until end of input; print 1 if the first player wins, else 0.
#include <iostream>
#include <string>

#include "models/wythoff.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  std::string a, b;
  while (std::cin >> a >> b)
    std::cout << (sgp::models::wythoff_is_p(sgp::models::parse_big(a), sgp::models::parse_big(b)) ? 0 : 1) << '\n';
}
