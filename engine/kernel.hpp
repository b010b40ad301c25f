/// @brief Kernels that extend a nim-sequence, and the one entry point that picks one for a game.
#pragma once
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <string>

#include "engine/sequence.hpp"
#include "sgperiod/compute.hpp"
#include "octal/game.hpp"
#include "sgperiod/options.hpp"

namespace sgp {

// Method, method_name, parse_method and Progress are public (include/sgperiod/options.hpp).

/// Computes further values of one game. extend(seq, n_end) appends G(seq.size()) .. G(n_end - 1);
/// it may be called again with a larger n_end and continues where it stopped. The result never
/// depends on the number of threads oneTBB is allowed to use.
/// Which loops computed a kernel's values so far: the plain mex, the sparse loop, or the sparse kernel
/// with stretches of the plain mex (games or stretches no mask makes sparse).
enum class ComputedBy { Naive, Sparse, SparseAndNaive };
/// "naive", "sparse" or "sparse+naive", as runs report their method.
const char* computed_by_name(ComputedBy c);

class Kernel {
 public:
  virtual ~Kernel() = default;
  /// What computed the values so far; run_game decides a default limit by it.
  virtual ComputedBy computed_by() const = 0;
  /// computed_by() as a run's method reads: "naive", "sparse" or "sparse+naive".
  const char* name() const { return computed_by_name(computed_by()); }
  virtual void extend(NimSequence& seq, uint64_t n_end) = 0;
  /// The work done so far, counted (stores, option pairs, witness pairs), never timed: the same on every
  /// machine and for any thread count when the same extend() calls were made. The census stops a sparse
  /// class on it (census/census.hpp). 0 for kernels that do not count (their budget is in values).
  virtual uint64_t work() const { return 0; }
};

/// The plain mex of all options, with a bitset over values and oneTBB inside one n for large n
/// (engine/dense/naive.cpp).
std::unique_ptr<Kernel> make_naive_kernel(const Game& game);
/// Sparse-space kernel (engine/sparse/sparse.cpp); nullptr when the game is not one it handles.
std::unique_ptr<Kernel> make_sparse_kernel(const Game& game);
/// Whether make_sparse_kernel(game) gives a kernel, answered from the game's moves without building one
/// (the plans of run, default limits and progress estimates ask it).
bool sparse_kernel_applies(const Game& game);
/// The kernel for a method; Auto picks the fastest one that handles the game.
std::unique_ptr<Kernel> make_kernel(const Game& game, Method method = Method::Auto);

// work_degree is public (include/sgperiod/compute.hpp).

/// What leaves the engine when a custom game's HeapGame::moves throws: the caller's exception, carried
/// past every handler that would turn a std::exception into a message or a row (not a std::exception
/// itself), and rethrown as it was by the public API's guard (api/internal.hpp).
struct CustomGameFailure {
  std::exception_ptr inner;
};


/// G(0..count-1) of a game.
NimSequence compute(const Game& game, uint64_t count, Method method = Method::Auto);

/// The blocks of a computation that reports progress (and may be cancelled) between blocks: at most
/// max(kProgressBlock, done / 64) values, and fewer where the kernel is slow, so that a block takes about
/// kProgressSeconds (engine/config.hpp). Block sizes decide how often, never what the values are.
class BlockPacer {
 public:
  /// The end of the next block from `done` values (at most `end`); the time until the next call is
  /// taken as this block's.
  uint64_t next_end(uint64_t done, uint64_t end);

 private:
  uint64_t step_ = 0, from_ = 0;
  double started_ = 0;
};

/// Extends seq to n_end values in blocks (BlockPacer), calling progress between blocks.
void extend_with_progress(Kernel& k, NimSequence& seq, uint64_t n_end, const Progress& progress);

}  // namespace sgp
