/// @brief BZOJ 4147 [AMPPZ2014] Euclidean Nim: T lines "p q n"; E (Euclid, first) or P (Pythagoras) wins, R if it never ends.
#include <cstdint>
#include <cstdio>

#include "models/misc.hpp"

int main() {
  int t;
  if (std::scanf("%d", &t) != 1) return 1;
  while (t-- > 0) {
    unsigned long long p, q, n;
    if (std::scanf("%llu %llu %llu", &p, &q, &n) != 3) return 1;
    std::printf("%c\n", sgp::models::euclidean_nim(p, q, n));
  }
}
