/// @brief Fuzz harness: the jobs CSV that `sgperiod batch` reads (game[,limit], an optional header).
//
// Contract: parse_jobs keeps one job per non-blank, non-comment line in file order; a good job has a
// parsed game and its limit, a bad one "line N: why" (clean text, fuzz_util.hpp) and no game, and no
// NUL byte in its game column. Nothing is thrown: a bad row never stops the others. The limit goes
// through the CLI's own number grammar, as in `batch`.
#include <sstream>

#include "app/common.hpp"
#include "jobs/batch.hpp"
#include "tests/fuzz/fuzz_util.hpp"

using sgfuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string s = sgfuzz::text(data, size);
  std::istringstream in(s);
  std::vector<sgp::BatchJob> jobs;
  try {
    jobs = sgp::parse_jobs(in, [](const std::string& t) { return sgp::cli::parse_count(t, "limit"); });
  } catch (const std::exception& e) {
    sgfuzz::broken(std::string("parse_jobs threw: ") + e.what(), s);
  }
  std::size_t last = 0;
  for (const sgp::BatchJob& j : jobs) {
    require(j.line > last, "jobs out of file order", s);
    last = j.line;
    if (j.ok()) require(j.game.has_value(), "a good job without its game", s);
    else require(j.error.rfind("line " + std::to_string(j.line) + ": ", 0) == 0, "a job error without its line", s);
    if (!j.ok()) sgfuzz::require_clean(j.error, s);
    require(j.ok() || j.game_text.find('\0') == std::string::npos, "a NUL byte in an error row's game column", s);
  }
  return 0;
}
