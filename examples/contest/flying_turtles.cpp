/// @brief 飞翔的甲鱼 (the notes' Welter example, no public judge id): T cases of n and n distinct squares numbered from 1; YES if the first player wins.
#include <cstdint>
#include <cstdio>
#include <vector>

#include "models/welter.hpp"

int main() {
  int t;
  if (std::scanf("%d", &t) != 1) return 1;
  while (t-- > 0) {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    std::vector<uint64_t> a(n);
    for (auto& x : a) {
      unsigned long long v;
      if (std::scanf("%llu", &v) != 1) return 1;
      x = v - 1;  // the statement numbers squares from 1; Welter's function wants them from 0
    }
    std::puts(sgp::models::welter_function(a) ? "YES" : "NO");
  }
}
