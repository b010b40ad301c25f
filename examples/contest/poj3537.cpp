/// @brief POJ 3537 Crosses and Crosses: n (3..2000); 1 if the first player wins, else 2.
#include <cstdint>
#include <cstdio>

#include "models/split.hpp"

int main() {
  unsigned long long n;
  if (std::scanf("%llu", &n) != 1) return 1;
  std::printf("%d\n", sgp::models::SplitGame::get("crosses", 2048).sg(n) ? 1 : 2);
}
