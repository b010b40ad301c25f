/// @brief Fuzz harness: the line format of every `sgperiod solve` model.
//
// The first byte picks the model, the rest (at most 96 bytes: a position a person would type) is the
// line. Contract: the answer starts with N or P, or the line is refused with an InputError that has a
// message, clean text (fuzz_util.hpp); nothing else escapes. Split games use a small --limit so that a
// long heap is refused quickly.
#include "models/common.hpp"
#include "models/solve.hpp"
#include "tests/fuzz/fuzz_util.hpp"

using sgfuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto& models = sgp::models::solve_models();
  const std::string& model = models[data[0] % models.size()].name;
  const std::string line = sgfuzz::text(data + 1, size - 1 < 96 ? size - 1 : 96);
  sgp::models::SolveOptions o;
  o.limit = 512;
  try {
    const std::string answer = sgp::models::solve_line(model, line, o);
    require(!answer.empty() && (answer[0] == 'N' || answer[0] == 'P'), model + ": an answer that is not N or P", line);
    require(answer.find('\n') == std::string::npos, model + ": an answer of more than one line", line);
  } catch (const sgp::models::InputError& e) {
    sgfuzz::require_message(e, model + ": " + line);
    sgfuzz::require_clean(e.what(), model + ": " + line);
  }
  return 0;
}
