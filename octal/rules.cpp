/// @brief Decoding a code's digits into MoveRules (removal sizes by what each move leaves).
#include "octal/rules.hpp"

#include <algorithm>

namespace sgp {

MoveRules::MoveRules(const TakeAndBreak& code) : prefix(code.digits.size()), tail(code.tail), moves_(code.digits) {
  for (uint64_t k = 0; k < prefix; ++k) {
    const unsigned d = moves_[k];
    if (k >= 1 && (d & kTakeWhole)) take_whole.push_back(k);
    if (k >= 1 && (d & kLeaveOne)) leave_one.push_back(k);
    if (d & kLeaveTwo) leave_two.push_back(k);
    if (d & kLeaveThree) leave_three.push_back(k);
    if (d) largest = k;
  }
  auto heaps_left = [](unsigned d) { return (d & kLeaveThree) ? 3u : (d & kLeaveTwo) ? 2u : 1u; };
  for (uint8_t d : code.digits) max_heaps_left = std::max(max_heaps_left, heaps_left(d));
  for (uint8_t d : code.tail) max_heaps_left = std::max(max_heaps_left, heaps_left(d));
  // One period of the tail after the written digits covers every removal size there is.
  if (moves(0) == 0)
    for (uint64_t k = 1; k < prefix + tail.size(); ++k)
      if (moves(k)) {
        smallest = k;
        break;
      }
}

MoveRules MoveRules::grundy() {
  MoveRules r;
  r.leave_two.push_back(0);
  r.moves_.assign(1, kLeaveTwo);
  r.max_heaps_left = 2;
  r.unequal_splits = true;
  return r;
}

bool MoveRules::one_parity(const std::vector<uint64_t>& sizes) {
  return std::all_of(sizes.begin(), sizes.end(), [&](uint64_t k) { return (k & 1) == (sizes.front() & 1); });
}

}  // namespace sgp
