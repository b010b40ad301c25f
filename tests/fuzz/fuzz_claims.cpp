/// @brief Fuzz harness: the claims CSV that `sgperiod verify` reads, and the verdicts of its first claims on a small limit.
//
// Contract, reading: read_claims either refuses the whole file with a std::runtime_error naming the file,
// or gives one row per claim line in file order (line numbers increasing), each bad row carrying
// "line N: why"; every message is clean text (fuzz_util.hpp), and a line holding a NUL byte is a bad row.
// Contract, checking (the first kChecked rows, each with at most kLimit values, so that a run stays cheap
// whatever the game): every row is an error naming its line (clean text) or a verdict that the values
// themselves, computed again by the naive kernel, bear out. A proven claim needed a window that fits in
// the values computed, and holds on every pair among them; a refuted one names a real counterexample.
// Claims near 2^64 are in the seeds: their windows once wrapped and proved false claims from a handful
// of values.
#include <sstream>

#include "app/common.hpp"
#include "engine/kernel.hpp"
#include "jobs/verify.hpp"
#include "tests/fuzz/fuzz_util.hpp"

using sgfuzz::require;

namespace {

constexpr std::size_t kChecked = 4;
constexpr uint64_t kLimit = 256;

// G(n + p) - G(n) == s, with p and n anywhere in uint64 (the caller keeps n + p below the values' size).
bool pair_holds(const sgp::NimSequence& g, uint64_t n, uint64_t p, int64_t s) {
  return static_cast<int64_t>(g[n + p]) - static_cast<int64_t>(g[n]) == s;
}

void check_outcome(const sgp::ClaimOutcome& o, const std::string& input) {
  if (!o.error.empty()) {
    require(o.error.rfind("line " + std::to_string(o.line) + ": ", 0) == 0, "a claim error without its line", input);
    sgfuzz::require_clean(o.error, input);
    return;
  }
  const sgp::ClaimCheck& c = o.check;
  const uint64_t n0 = o.claim.preperiod, p = o.claim.period;
  const int64_t s = o.claim.saltus;
  require(p >= 1 && s >= 0, "a claim with period 0 or a negative saltus was checked", input);
  require(c.values_computed <= kLimit, "more values computed than the limit", input);
  const sgp::NimSequence g = sgp::compute(sgp::parse_game(o.game), c.values_computed, sgp::Method::Naive);
  switch (c.verdict) {
    case sgp::Verdict::Proven:
      require(c.values_needed != UINT64_MAX && c.values_needed <= c.values_computed, "proven past the values computed", input);
      require(n0 < c.values_computed && p < c.values_computed - n0, "proven without a single pair computed", input);
      for (uint64_t n = n0; n + p < c.values_computed; ++n)
        require(pair_holds(g, n, p, s), "proven, but the naive values break the claim", input);
      break;
    case sgp::Verdict::Refuted:
      require(c.counterexample >= n0 && c.counterexample < c.values_computed &&
                  p < c.values_computed - c.counterexample,
              "a counterexample outside the values computed", input);
      require(!pair_holds(g, c.counterexample, p, s), "a counterexample that the naive values satisfy", input);
      break;
    case sgp::Verdict::Undecided:
      break;
  }
}

}  // namespace

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
  if (rows.size() > kChecked) rows.resize(kChecked);
  sgp::VerifyOptions opt;
  opt.limit = kLimit;
  opt.parse_number = [](const std::string& text, const char* field) { return sgp::cli::parse_count(text, field); };
  for (const sgp::ClaimOutcome& o : sgp::run_verify(rows, opt)) check_outcome(o, s);
  return 0;
}
