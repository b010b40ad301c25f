/// @file
/// @brief A quotient written out: generators, relations in a normal form, normal words of its elements.
#pragma once
#include <string>
#include <vector>

#include "misere/quotient.hpp"

namespace sgp::mq {

/// The presentation of a quotient (see misere/presentation.cpp for the normal form).
struct Presentation {
  std::vector<uint32_t> generator_heaps;  ///< the heap each generator a, b, c, ... stands for
  std::vector<std::string> names;         ///< "a", "b", ...
  std::vector<std::string> relations;     ///< "a^2 = 1", ...
  std::vector<std::string> words;         ///< words[x]: the normal word of element x ("1", "a b^2")
};

Presentation present(const Quotient& q);

}  // namespace sgp::mq
