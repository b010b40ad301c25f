/// @brief POJ 2311 Cutting Game: "W H" until end of input; WIN when the first player wins, else LOSE.
#include <cstdio>

#include "models/multi_sg.hpp"

int main() {
  unsigned w, h;
  while (std::scanf("%u %u", &w, &h) == 2) std::puts(sgp::models::cutting_sg(w, h) ? "WIN" : "LOSE");
}
