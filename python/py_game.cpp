/// @brief PyHeapGame: a Python move generator behind the engine's HeapGame interface, and the game argument of the bindings.
#include "py_game.hpp"

#include <pybind11/stl.h>

#include <vector>

#include "sys/quote.hpp"

namespace sgpy {

PyHeapGame::PyHeapGame(py::function moves, std::string name) : moves_(std::move(moves)), name_(std::move(name)) {
  if (name_.empty()) throw py::value_error("a custom game needs a non-empty name");
}

// The last reference may go on any thread (a computation holds copies of the game); the callable
// needs the GIL to be released.
PyHeapGame::~PyHeapGame() {
  if (!Py_IsInitialized()) {
    moves_.release();  // the interpreter is gone: nothing left to decrement
    return;
  }
  py::gil_scoped_acquire gil;
  moves_ = py::function();
}

namespace {

// One heap size of a move from heap n, refused with the engine's words (engine/dense/naive.cpp) when the
// game would not end.
uint64_t heap_size(py::handle h, uint64_t n, const std::string& name) {
  const std::string where = "custom game '" + sgp::sys::quote_input(name) + "': a move from heap " + std::to_string(n);
  py::object index = py::reinterpret_steal<py::object>(PyNumber_Index(h.ptr()));
  if (!index) {
    PyErr_Clear();
    throw py::type_error(where + " holds " + sgp::sys::quote_input(std::string(py::str(py::repr(h)))) +
                         ", not a heap size (a move is a tuple of ints, or one int)");
  }
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(index.ptr(), &overflow);
  if (overflow > 0 || (uint64_t(v) >= n && v >= 0))
    throw py::value_error(where + " leaves heap " + std::string(py::str(index)) +
                          ", not smaller, so the game would not end");
  if (overflow < 0 || v < 0) throw py::value_error(where + " leaves heap " + std::string(py::str(index)) + ", a negative size");
  return static_cast<uint64_t>(v);
}

// Calls moves(n) and hands each move to `each` as a vector of heap sizes; under the GIL.
template <class F>
void for_each_move(const py::function& moves, const std::string& name, uint64_t n, F&& each) {
  py::object result = moves(n);
  std::vector<uint64_t> heaps;
  for (py::handle move : py::iter(result)) {
    heaps.clear();
    if (PyIndex_Check(move.ptr())) {
      heaps.push_back(heap_size(move, n, name));
    } else {
      py::object items = py::reinterpret_steal<py::object>(PyObject_GetIter(move.ptr()));
      if (!items) {
        PyErr_Clear();
        throw py::type_error("custom game '" + sgp::sys::quote_input(name) + "': a move from heap " + std::to_string(n) +
                             " is " + sgp::sys::quote_input(std::string(py::str(py::repr(move)))) +
                             ", not a tuple of heap sizes");
      }
      for (py::handle size : py::iter(items)) heaps.push_back(heap_size(size, n, name));
    }
    each(heaps);
  }
}

}  // namespace

void PyHeapGame::moves(uint64_t n, sgp::MoveSink& out) const {
  py::gil_scoped_acquire gil;
  if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  for_each_move(moves_, name_, n, [&](const std::vector<uint64_t>& heaps) { out.heaps(heaps.data(), heaps.size()); });
}

py::list PyHeapGame::moves_list(uint64_t n) const {
  py::list out;
  for_each_move(moves_, name_, n, [&](const std::vector<uint64_t>& heaps) {
    py::tuple t(heaps.size());
    for (std::size_t i = 0; i < heaps.size(); ++i) t[i] = py::int_(heaps[i]);
    out.append(t);
  });
  return out;
}

sgp::Game to_game(py::handle game) {
  if (py::isinstance<py::str>(game)) return sgp::parse_game(game.cast<std::string>());
  if (py::isinstance<PyHeapGame>(game)) return sgp::Game::from_custom(game.cast<std::shared_ptr<PyHeapGame>>());
  throw py::type_error("game must be a str such as '0.77', 'kayles' or 'S(1,3,4)', or an sgperiod.Game, not " +
                       std::string(py::str(game.get_type().attr("__name__"))));
}

void bind_custom_game(py::module_& m) {
  py::class_<PyHeapGame, std::shared_ptr<PyHeapGame>>(m, "CustomGame",
                                                      "A heap game given by a Python move generator (see sgperiod.Game).")
      .def(py::init<py::function, std::string>(), py::arg("moves"), py::arg("name") = "custom")
      .def_property_readonly("name", &PyHeapGame::name)
      .def("moves", &PyHeapGame::moves_list, py::arg("n"),
           "The moves of heap n as the engine reads them: a list of tuples of heap sizes.");
}

}  // namespace sgpy
