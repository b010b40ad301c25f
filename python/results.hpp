/// @brief Library results as Python objects: a nim-sequence as a NumPy array without a copy, runs, verdicts and census classes as dicts.
#pragma once
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include "sgperiod/census.hpp"
#include "sgperiod/run.hpp"
#include "sgperiod/verify.hpp"

namespace sgpy {

namespace py = pybind11;

/// The values as a 1-D array of the narrowest unsigned type holding the largest (uint8, uint16 or
/// uint32). NimSequence already stores them that way, so the array is a view of its bytes, owned by the
/// array (no copy); only a sequence left wider than it needs (a run's values cut back after a larger
/// value) is copied once into the narrower type.
py::array to_numpy(sgp::NimSequence&& seq);

/// The fields of sgperiod.Result (python/sgperiod/__init__.py); `values` only when asked for.
py::dict run_to_dict(sgp::RunReport&& r, bool with_values);

/// The fields of sgperiod.Verification.
py::dict check_to_dict(const sgp::ClaimCheck& c);

/// The columns of the census's CLASSES table for one class, `index` its 1-based number, and its
/// members as dicts with the columns of the CODES table.
py::dict census_class_to_dict(const sgp::CensusEntry& c, std::size_t index);

}  // namespace sgpy
