/// @brief The kernel factory and the automatic choice: the one file that knows both kernel families.
#include "engine/kernel.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/sparse/sparse.hpp"
#include "octal/rules.hpp"
#include "sgperiod/errors.hpp"
#include "sys/clock.hpp"
#include "sys/quote.hpp"

namespace sgp {

Method parse_method(const std::string& s) {
  if (s == "auto") return Method::Auto;
  if (s == "naive") return Method::Naive;
  if (s == "sparse") return Method::Sparse;
  throw InvalidInput("unknown method '" + sys::quote_input(s) + "' (naive, sparse or auto)");
}

const char* computed_by_name(ComputedBy c) {
  switch (c) {
    case ComputedBy::Naive: return "naive";
    case ComputedBy::Sparse: return "sparse";
    case ComputedBy::SparseAndNaive: return "sparse+naive";
  }
  return "?";
}

const char* method_name(Method m) {
  switch (m) {
    case Method::Auto: return "auto";
    case Method::Naive: return "naive";
    case Method::Sparse: return "sparse";
  }
  return "?";
}

std::unique_ptr<Kernel> make_kernel(const Game& game, Method method) {
  if (method == Method::Naive) return make_naive_kernel(game);
  auto sparse = make_sparse_kernel(game);
  if (sparse) return sparse;
  // Hexadecimal codes: the three-heap kernel where a class variant may pay, or when asked for.
  if (game.kind == GameKind::TakeAndBreak && (method == Method::Sparse || sparse_hex_may_pay(game.code)))
    if ((sparse = make_sparse_kernel(game, SparseOptions{}))) return sparse;
  if (method == Method::Sparse)
    throw std::invalid_argument("the sparse kernel does not handle " + game.canonical() + " (use --method naive or auto)");
  return make_naive_kernel(game);
}

unsigned work_degree(const Game& game, Method method) {
  if (game.kind != GameKind::TakeAndBreak) return 2;
  if (method != Method::Naive && sparse_kernel_applies(game)) return 1;
  // Per heap: a digit with bit 4 or 8 adds O(n) splits (the three-heap sets of dense/triples.hpp also cost
  // O(n) word steps), and an infinite tail multiplies the digits that act by n.
  const MoveRules r(game.code);
  const unsigned finite = r.leave_two.empty() && r.leave_three.empty() ? 0 : 1;
  unsigned tail = 0;
  for (uint8_t d : r.tail) tail = std::max(tail, (d & (MoveRules::kLeaveTwo | MoveRules::kLeaveThree)) ? 2u : 1u);
  return 1 + std::max(finite, tail);
}

NimSequence compute(const Game& game, uint64_t count, Method method) {
  NimSequence seq;
  make_kernel(game, method)->extend(seq, count);
  return seq;
}

// The cost of a heap grows with its size in the O(n^2) and O(n^3) kernels (a heap's options are O(n) or
// O(n^2)), so the last block's time per value is scaled to the heap the next block starts at as if it grew
// like n^2, the steepest case; for the linear kernels that only makes the first few blocks smaller. The
// next block is then sized for the target time at the heap it would end at (same n^2 growth), and grows
// at most 4 times over the last: a block that took no measurable time says little about the next.
uint64_t BlockPacer::next_end(uint64_t done, uint64_t end) {
  const double now = sys::seconds_now();
  if (step_ == 0) {
    step_ = kProgressFirstStep;
  } else {
    const double took = now - started_, n = static_cast<double>(std::max<uint64_t>(done, 1));
    const double from = static_cast<double>(from_);
    const double growth = from > 0 ? std::min(16.0, (n / from) * (n / from)) : 16.0;
    const double per_value = took / static_cast<double>(step_) * growth;
    double next = per_value > 0 ? kProgressSeconds / per_value : 4.0 * static_cast<double>(step_);
    next /= (1 + next / n) * (1 + next / n);
    next = std::min(next, 4.0 * static_cast<double>(step_));
    step_ = std::max<uint64_t>(1, static_cast<uint64_t>(next));
  }
  started_ = now;
  from_ = done;
  step_ = std::min<uint64_t>(step_, std::max<uint64_t>(kProgressBlock, done / 64));
  return done + std::min(step_, end - done);
}

void extend_with_progress(Kernel& k, NimSequence& seq, uint64_t n_end, const Progress& progress) {
  BlockPacer pacer;
  while (seq.size() < n_end) {
    k.extend(seq, pacer.next_end(seq.size(), n_end));
    if (progress) progress(seq.size(), n_end);
  }
}

}  // namespace sgp
