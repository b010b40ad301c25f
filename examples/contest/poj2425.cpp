/// @brief POJ 2425 A Chess Game: several DAGs, each followed by token queries ("m p1..pm", 0 ends); WIN or LOSE.
#include <cstdint>
#include <cstdio>
#include <vector>

#include "models/dag.hpp"

int main() {
  int n;
  while (std::scanf("%d", &n) == 1) {
    std::vector<std::pair<uint32_t, uint32_t>> edges;
    for (int u = 0; u < n; ++u) {
      int k;
      if (std::scanf("%d", &k) != 1) return 1;
      for (int i = 0; i < k; ++i) {
        int v;
        if (std::scanf("%d", &v) != 1) return 1;
        edges.push_back({uint32_t(u), uint32_t(v)});
      }
    }
    sgp::models::DagGame game(std::size_t(n), edges);
    int m;
    while (std::scanf("%d", &m) == 1 && m != 0) {
      uint64_t x = 0;
      for (int i = 0; i < m; ++i) {
        int p;
        if (std::scanf("%d", &p) != 1) return 1;
        x ^= game.sg(uint32_t(p));
      }
      std::puts(x ? "WIN" : "LOSE");
    }
  }
}
