/// @brief Fuzz harness: the claims CSV that `sgperiod verify` reads (game,preperiod,period[,saltus], any column order).
//
// Contract: read_claims either refuses the whole file with a std::runtime_error naming the file, or gives
// one row per claim line in file order (line numbers increasing), each bad row carrying "line N: why";
// every message is clean text (fuzz_util.hpp), and a line holding a NUL byte is a bad row.
// Checking the claims is not fuzzed: it runs the engine (tests/jobs/test_verify.cpp covers it).
#include <sstream>

#include "jobs/verify.hpp"
#include "tests/fuzz/fuzz_util.hpp"

using sgfuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string s = sgfuzz::text(data, size);
  std::istringstream in(s);
  std::vector<sgp::ClaimRow> rows;
  try {
    rows = sgp::read_claims(in, "claims.csv");
  } catch (const std::runtime_error& e) {
    require(std::string(e.what()).find("'claims.csv'") != std::string::npos, "a refusal that does not name the file", s);
    sgfuzz::require_clean(e.what(), s);
    return 0;
  }
  uint64_t last = 0;
  for (const sgp::ClaimRow& r : rows) {
    require(r.line > last, "rows out of file order", s);
    last = r.line;
    if (!r.error.empty()) {
      require(r.error.rfind("line " + std::to_string(r.line) + ": ", 0) == 0, "a row error without its line", s);
      sgfuzz::require_clean(r.error, s);
    }
    // A NUL never reaches a field: the parser would have dropped it and what follows in its field.
    for (const std::string* f : {&r.game, &r.preperiod, &r.period, &r.saltus})
      require(f->find('\0') == std::string::npos, "a NUL byte inside a field", s);
  }
  return 0;
}
