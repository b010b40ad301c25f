/// @brief The kernel factory and the automatic choice: the one file that knows both kernel families.
#include "engine/kernel.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/sparse/sparse.hpp"
#include "octal/rules.hpp"
#include "sys/quote.hpp"

namespace sgp {

Method parse_method(const std::string& s) {
  if (s == "auto") return Method::Auto;
  if (s == "naive") return Method::Naive;
  if (s == "sparse") return Method::Sparse;
  throw std::invalid_argument("unknown method '" + sys::quote_input(s) + "' (naive, sparse or auto)");
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
  if (method != Method::Naive && make_sparse_kernel(game)) return 1;
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

void extend_with_progress(Kernel& k, NimSequence& seq, uint64_t n_end, const Progress& progress) {
  while (seq.size() < n_end) {
    uint64_t step = std::max<uint64_t>(kProgressBlock, seq.size() / 64);
    k.extend(seq, std::min<uint64_t>(n_end, seq.size() + step));
    if (progress) progress(seq.size(), n_end);
  }
}

}  // namespace sgp
