/// @brief Text front end of the models for `sgperiod solve`: one position per line in, one answer line out.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// A model `sgperiod solve` knows: its name, the line format and what it is.
struct ModelInfo {
  std::string name;
  std::string format;
  std::string description;
};
const std::vector<ModelInfo>& solve_models();
bool is_solve_model(const std::string& name);

struct SolveOptions {
  uint64_t limit = 0;  ///< values computed for split games without a proven period (0 = default 4096)
};

/// Answers one position: "N|P [SG] [move]" (the SG column only for models that have one).
/// Throws InputError when the line does not fit the model's format or range, or holds a NUL byte; the
/// caller adds the line number.
std::string solve_line(const std::string& model, const std::string& line, const SolveOptions& options = {});

/// "N 5 heap 1: 7 -> 2", "P 0", "N take (1,1)".
std::string format_answer(const Answer& a);

/// Whitespace-separated non-negative 64-bit integers; throws InputError naming the bad token.
std::vector<uint64_t> parse_numbers(const std::string& line);

}  // namespace sgp::models
