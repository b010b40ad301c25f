/// @brief A heap game whose moves come from a Python callable (the slow path), and the game argument every binding takes.
#pragma once
#include <pybind11/pybind11.h>

#include <memory>
#include <string>

#include "sgperiod/game.hpp"

namespace sgpy {

namespace py = pybind11;

/// moves(n) -> iterable of moves; a move is a tuple (or list) of the heap sizes it leaves, or one int for
/// a single heap. The engine asks for every heap once per computation, each time taking the GIL and
/// calling into Python, so this runs at Python's speed on one thread; Ctrl-C is looked at before each
/// call. A heap that is negative or not smaller than n is refused with the engine's message.
class PyHeapGame final : public sgp::HeapGame {
 public:
  PyHeapGame(py::function moves, std::string name);
  ~PyHeapGame() override;
  std::string name() const override { return name_; }
  void moves(uint64_t n, sgp::MoveSink& out) const override;
  /// The moves of heap n as the engine reads them (a list of tuples), for checking a generator.
  py::list moves_list(uint64_t n) const;

 private:
  py::function moves_;
  std::string name_;
};

/// What a binding's `game` argument holds: a description ("0.77", "kayles", "S(1,3,4)") parsed with the
/// CLI's parser (its GameError is a ValueError with the CLI's message), or a custom game.
sgp::Game to_game(py::handle game);

/// Registers the extension's CustomGame class (wrapped by sgperiod.Game in Python).
void bind_custom_game(py::module_& m);

}  // namespace sgpy
