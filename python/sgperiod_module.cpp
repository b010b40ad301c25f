/// @brief The extension _sgperiod: values, run, verify, census and misere of the library, each run without the GIL and stoppable by Ctrl-C.
//
// The one place that calls the library's internal headers; python/sgperiod/__init__.py documents the
// functions and turns the dicts into dataclasses. Input is checked before any work, with the CLI's
// words where the CLI has them (the library's sgp::InvalidInput, GameError among them, and
// std::invalid_argument become ValueError).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <memory>
#include <sstream>

#include "call_guard.hpp"
#include "py_game.hpp"
#include "results.hpp"
#include "sgperiod/sgperiod.hpp"

namespace sgpy {
namespace {

// A count argument: a Python int, at least `least`. Negative counts are a ValueError naming the argument,
// not pybind11's TypeError for an unsigned parameter.
uint64_t count_arg(py::handle v, const char* what, uint64_t least) {
  if (!py::isinstance<py::int_>(v) || py::isinstance<py::bool_>(v))
    throw py::type_error(std::string(what) + " must be an int, not " + std::string(py::str(v.get_type().attr("__name__"))));
  const py::int_ i = py::reinterpret_borrow<py::int_>(v);
  if (i < py::int_(0)) throw py::value_error(std::string(what) + " " + std::string(py::repr(i)) + " is negative");
  if (i > py::int_(UINT64_MAX)) throw py::value_error(std::string(what) + " " + std::string(py::repr(i)) + " is too large");
  const uint64_t n = i.cast<uint64_t>();
  if (n < least) throw py::value_error(std::string(what) + " must be at least " + std::to_string(least));
  return n;
}

sgp::Progress progress_of(CallGuard& guard) {
  return [&guard](uint64_t done, uint64_t total) { guard.poll(done, total); };
}

py::array values(py::handle game, py::handle n_arg, py::object threads, const std::string& method, py::object progress) {
  const sgp::Game g = to_game(game);
  sgp::ComputeOptions opt;
  const uint64_t n = count_arg(n_arg, "n", 1);
  opt.method = sgp::parse_method(method);
  CallGuard guard(std::move(progress), std::move(threads));
  opt.threads = guard.threads();
  opt.progress = progress_of(guard);
  return to_numpy(guard.call([&] { return sgp::nim_sequence(g, n, opt); }));
}

py::dict run(py::handle game, py::object limit_arg, const std::string& method, py::object threads, bool with_values,
             py::object progress, py::object checkpoint, double checkpoint_every, py::object keep_states,
             bool statistics, py::object memory, py::object notice) {
  const sgp::Game g = to_game(game);
  sgp::RunSettings s;
  s.limit = limit_arg.is_none() ? 0 : count_arg(limit_arg, "limit", 1);
  s.method = sgp::parse_method(method);
  s.keep_values = with_values;
  s.memory = memory.is_none() ? 0 : count_arg(memory, "memory", 1);
  if (!checkpoint.is_none()) s.checkpoint.file = py::str(checkpoint).cast<std::string>();  // str or os.PathLike
  s.checkpoint.every_seconds = checkpoint_every;
  s.checkpoint.keep_states = keep_states.is_none() ? 0 : count_arg(keep_states, "keep_states", 1);
  s.statistics = statistics;
  // Messages go to the Python callable (under the GIL), or nowhere.
  if (!notice.is_none())
    s.notice = [notice](const std::string& line) {
      py::gil_scoped_acquire gil;
      notice(line);
    };
  sgp::outline_run(g, s);  // refused before the guard takes the GIL away, as every check
  CallGuard guard(std::move(progress), std::move(threads));
  s.threads = guard.threads();
  if (s.checkpoint.file.empty()) {
    s.progress = progress_of(guard);
  } else {
    // Ctrl-C is seen at the next block boundary, where the checkpoint is saved before the call stops.
    s.progress = [&guard](uint64_t done, uint64_t total) { guard.poll_softly(done, total); };
    s.should_cancel = [&guard] { return guard.stop_requested(); };
  }
  return run_to_dict(guard.call([&] { return sgp::run(g, s); }), with_values);
}

py::dict verify(py::handle game, py::handle preperiod, py::handle period, py::handle saltus, py::object limit_arg,
                const std::string& method, py::object threads, py::object progress) {
  const sgp::Game g = to_game(game);
  sgp::Periodicity claim;
  claim.preperiod = count_arg(preperiod, "preperiod", 0);
  claim.period = count_arg(period, "period", 1);
  const uint64_t s = count_arg(saltus, "saltus", 0);
  if (s > uint64_t(INT64_MAX)) throw py::value_error("saltus " + std::string(py::repr(saltus)) + " is too large");
  claim.saltus = static_cast<int64_t>(s);
  sgp::VerifySettings v;
  v.limit = limit_arg.is_none() ? 0 : count_arg(limit_arg, "limit", 1);
  v.method = sgp::parse_method(method);
  CallGuard guard(std::move(progress), std::move(threads));
  v.threads = guard.threads();
  v.progress = progress_of(guard);
  return check_to_dict(guard.call([&] { return sgp::verify(g, claim, v); }));
}

py::list census(py::handle digits_arg, bool hex, py::object budget, py::handle candidate_limit, const std::string& method,
                py::object threads, py::object journal_path, py::object progress) {
  sgp::CensusSettings s;
  const uint64_t digits = count_arg(digits_arg, "digits", 0);
  if (digits > std::numeric_limits<unsigned>::max())
    throw py::value_error("digits " + std::string(py::repr(digits_arg)) + " is too large");
  s.digits = static_cast<unsigned>(digits);
  s.hex = hex;
  if (!budget.is_none()) s.budget = count_arg(budget, "budget", 0);
  // The library's refusals, before the other arguments are read as they always were.
  sgp::check_census_settings(s);
  s.candidate_limit = count_arg(candidate_limit, "candidate_limit", 0);
  s.method = sgp::parse_method(method);
  if (!journal_path.is_none()) s.journal = py::str(journal_path).cast<std::string>();
  CallGuard guard(std::move(progress), std::move(threads));
  s.threads = guard.threads();
  s.progress = [&](uint64_t done, uint64_t total) { guard.report(done, total); };
  // Every class stops at its next block once the call is stopped (Ctrl-C seen by call_watched).
  s.class_progress = [&](uint64_t, uint64_t) { guard.check(); };
  const sgp::CensusResult result = guard.call_watched([&] { return sgp::census(s); });
  py::list rows;
  for (std::size_t i = 0; i < result.classes().size(); ++i) rows.append(census_class_to_dict(result.classes()[i], i + 1));
  return rows;
}

// The heaps of a sum: each a Python int, 0 or more (a ValueError naming the heap otherwise).
std::vector<uint64_t> heaps_arg(py::handle heaps) {
  std::vector<uint64_t> out;
  for (py::handle h : py::iter(heaps)) out.push_back(count_arg(h, "heap", 0));
  return out;
}

template <class T>
py::bytes to_bytes(const std::vector<T>& v) {
  return py::bytes(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));
}
template <class T>
std::vector<T> from_bytes(const py::bytes& b) {
  const std::string s = b;
  std::vector<T> v(s.size() / sizeof(T));
  std::memcpy(v.data(), s.data(), v.size() * sizeof(T));
  return v;
}

// What misere_outcome and element_of_heap read, so that a pickled quotient answers as before.
py::tuple report_state(const sgp::MisereReport& r) {
  const sgp::MisereFrontier& f = r.frontier;
  return py::make_tuple(r.canonical, r.heaps_computed, int(r.status), r.order, to_bytes(r.p_portion), r.map,
                        to_bytes(r.table), r.map_preperiod, r.map_period, f.heap, f.copies, f.order,
                        to_bytes(f.p_portion), f.map, to_bytes(f.table));
}

std::shared_ptr<sgp::MisereReport> report_from_state(const py::tuple& t) {
  if (t.size() != 15) throw py::value_error("not the state of a pickled misère quotient");
  auto r = std::make_shared<sgp::MisereReport>();
  r->canonical = t[0].cast<std::string>();
  r->game = sgp::parse_game(r->canonical);
  r->heaps_computed = t[1].cast<uint64_t>();
  r->status = sgp::MisereStatus(t[2].cast<int>());
  r->order = t[3].cast<uint64_t>();
  r->p_portion = from_bytes<uint8_t>(t[4]);
  r->map = t[5].cast<std::vector<uint32_t>>();
  r->table = from_bytes<uint32_t>(t[6]);
  r->map_preperiod = t[7].cast<uint64_t>();
  r->map_period = t[8].cast<uint64_t>();
  sgp::MisereFrontier& f = r->frontier;
  f.heap = t[9].cast<uint64_t>();
  f.copies = t[10].cast<uint64_t>();
  f.order = t[11].cast<uint64_t>();
  f.p_portion = from_bytes<uint8_t>(t[12]);
  f.map = t[13].cast<std::vector<uint32_t>>();
  f.table = from_bytes<uint32_t>(t[14]);
  // A state that is not one report_state wrote (edited, truncated) must not index past the tables.
  auto fits = [](uint64_t order, const std::vector<uint8_t>& p, const std::vector<uint32_t>& map,
                 const std::vector<uint32_t>& table) {
    auto below = [order](uint32_t x) { return x < order; };
    return order > 0 && order <= UINT32_MAX && p.size() == order && table.size() == order * order &&
           std::all_of(map.begin(), map.end(), below) && std::all_of(table.begin(), table.end(), below);
  };
  const bool proven = r->status == sgp::MisereStatus::Proven;
  const uint64_t heaps = r->map.size();
  if (int(r->status) < 0 || int(r->status) > 2 || !fits(r->order, r->p_portion, r->map, r->table) ||
      heaps != r->heaps_computed ||
      (proven && (r->map_period == 0 || r->map_period > heaps || r->map_preperiod > heaps - r->map_period)) ||
      (f.copies && (!fits(f.order, f.p_portion, f.map, f.table) || f.map.empty() || f.map.size() - 1 != f.heap)))
    throw py::value_error("not the state of a pickled misère quotient");
  return r;
}

// The frontier's table as a read-only NumPy view of the report's memory, which `owner` keeps alive.
py::array frontier_table(const py::object& owner) {
  const std::vector<uint32_t>& t = owner.cast<const sgp::MisereReport&>().frontier.table;
  py::array_t<uint32_t> table({t.size()}, {sizeof(uint32_t)}, t.data(), owner);
  table.attr("setflags")(py::arg("write") = false);
  return table;
}

// The report stays alive behind the Python object (its "_report"): sums and heaps are answered by the
// library's misere_outcome and element_of_heap, refusals in the library's words, and the frontier's
// table, up to (2 max_order)^2 products, is a read-only NumPy view of the report's memory, not a copy.
void bind_misere_report(py::module_& m) {
  py::class_<sgp::MisereReport, std::shared_ptr<sgp::MisereReport>>(m, "_MisereReport")
      .def(py::pickle(&report_state, &report_from_state))
      .def("frontier_table", [](py::object self) { return frontier_table(self); })
      .def("outcome",
           [](const sgp::MisereReport& r, py::handle heaps) {
             const sgp::MisereAnswer a = sgp::misere_outcome(r, heaps_arg(heaps));
             py::dict d;
             d["p"] = a.p;
             d["terminal"] = a.terminal;
             d["heap_index"] = a.p || a.terminal ? py::object(py::none()) : py::object(py::int_(a.heap_index));
             d["leaves"] = a.leaves;
             return d;
           })
      .def("element",
           [](const sgp::MisereReport& r, py::handle h) { return r.element_of_heap(count_arg(h, "heap", 0)); });
}

py::dict misere(py::handle game, py::object heaps, py::handle max_order, py::object threads, py::object progress) {
  const sgp::Game g = to_game(game);
  sgp::MisereSettings s;
  s.heaps = heaps.is_none() ? 0 : count_arg(heaps, "heaps", 2);
  s.max_order = count_arg(max_order, "max_order", 2);
  CallGuard guard(std::move(progress), std::move(threads));
  s.threads = guard.threads();
  s.progress = progress_of(guard);
  const auto report = std::make_shared<sgp::MisereReport>(guard.call([&] { return sgp::misere(g, s); }));
  const sgp::MisereReport& r = *report;
  const py::object owner = py::cast(report);
  py::dict d;
  d["game"] = r.game.input;
  d["canonical"] = r.canonical;
  d["heaps"] = r.heaps_computed;
  d["status"] = sgp::misere_status_name(r.status);
  d["order"] = r.order;
  d["p_portion_size"] = r.p_portion_size;
  d["generators"] = r.generators;
  d["generator_heaps"] = r.generator_heaps;
  d["relations"] = r.relations;
  d["elements"] = r.elements;
  std::vector<bool> p(r.p_portion.begin(), r.p_portion.end());
  d["p_portion"] = p;
  d["map"] = r.map;
  d["table"] = r.table;
  d["map_preperiod"] = r.map_preperiod;
  d["map_period"] = r.map_period;
  d["check_to"] = r.check_to;
  d["presentation"] = r.presentation();
  d["stop_reason"] = r.stop_reason;
  d["next_order_at_least"] = r.next_order_at_least;
  if (r.frontier.copies) {
    const sgp::MisereFrontier& f = r.frontier;
    py::dict fd;
    fd["heap"] = f.heap;
    fd["copies"] = f.copies == UINT64_MAX ? py::object(py::none()) : py::object(py::int_(f.copies));
    fd["order"] = f.order;
    fd["p_portion"] = std::vector<bool>(f.p_portion.begin(), f.p_portion.end());
    fd["map"] = f.map;
    fd["table"] = frontier_table(owner);
    d["frontier"] = fd;
  } else {
    d["frontier"] = py::none();
  }
  d["seconds"] = r.seconds;
  d["_report"] = owner;
  return d;
}

}  // namespace
}  // namespace sgpy

PYBIND11_MODULE(_sgperiod, m) {
  namespace py = pybind11;
  using namespace sgpy;
  m.doc() = "The compiled part of sgperiod; use the sgperiod package, which documents these functions.";
  m.attr("__version__") = SGPERIOD_VERSION;
  // The library's refusals of input (sgp::InvalidInput: a malformed game, an unknown method, ...) are
  // ValueError, with the CLI's message; other library errors keep pybind11's RuntimeError.
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const sgp::InvalidInput& e) {
      // The library quotes input with its escapes (a NUL as \x00), so what() holds the whole message;
      // should a byte that is no UTF-8 slip through, it shows as \xNN rather than a UnicodeDecodeError.
      const char* what = e.what();
      py::object text = py::reinterpret_steal<py::object>(PyUnicode_DecodeUTF8(what, Py_ssize_t(std::strlen(what)), "backslashreplace"));
      if (text) PyErr_SetObject(PyExc_ValueError, text.ptr());
    }
  });
  bind_custom_game(m);
  bind_misere_report(m);
  m.def("values", &values, py::arg("game"), py::arg("n"), py::arg("threads") = py::none(), py::arg("method") = "auto",
        py::arg("progress") = py::none());
  m.def("run", &run, py::arg("game"), py::arg("limit") = py::none(), py::arg("method") = "auto",
        py::arg("threads") = py::none(), py::arg("values") = false, py::arg("progress") = py::none(),
        py::arg("checkpoint") = py::none(), py::arg("checkpoint_every") = 600.0, py::arg("keep_states") = py::none(),
        py::arg("statistics") = false, py::arg("memory") = py::none(), py::arg("notice") = py::none());
  m.def("verify", &verify, py::arg("game"), py::arg("preperiod"), py::arg("period"), py::arg("saltus") = 0,
        py::arg("limit") = py::none(), py::arg("method") = "auto", py::arg("threads") = py::none(),
        py::arg("progress") = py::none());
  m.def("census", &census, py::arg("digits"), py::arg("hex") = false, py::arg("budget") = py::none(),
        py::arg("candidate_limit") = sgp::CensusSettings{}.candidate_limit, py::arg("method") = "auto",
        py::arg("threads") = py::none(), py::arg("journal") = py::none(), py::arg("progress") = py::none());
  m.def("misere", &misere, py::arg("game"), py::arg("heaps") = py::none(), py::arg("max_order") = 2048,
        py::arg("threads") = py::none(), py::arg("progress") = py::none());
  m.def("canonical", [](py::handle game) { return to_game(game).canonical(); }, py::arg("game"));
  m.def("named_games", [] {
    py::list out;
    for (const auto& g : sgp::named_games()) out.append(py::make_tuple(g.name, g.code, g.description));
    return out;
  });
}
