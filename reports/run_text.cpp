/// @brief The summary block of a run: every figure on its own aligned line, saying what was and was not shown.
#include "reports/run_text.hpp"

#include <cstdio>
#include <sstream>

namespace sgp {

std::string run_summary(const RunReport& r) {
  std::ostringstream os;
  auto line = [&](const char* key, const std::string& v) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "  %-15s", key);
    os << buf << v << '\n';
  };
  os << r.game.input << '\n';
  line("canonical", r.canonical);
  line("values", std::to_string(r.values_computed) + " computed (G(0.." + std::to_string(r.values_computed - 1) + "), limit " +
                     std::to_string(r.limit) + ")");
  // Past memory only G(0..start-1) were kept whole and analysed; say so rather than claim more.
  const uint64_t analysed = r.front_tail ? r.front_tail->start : r.values_computed;
  const std::string unseen = r.front_tail ? "; G(" + std::to_string(analysed) + "..) were not analysed" : "";
  const Periodicity& p = r.periodicity;
  switch (r.status) {
    case Status::Proven: line("status", "proven"); break;
    case Status::Observed: line("status", "observed (pattern seen, no theorem proves it" + unseen + ")"); break;
    case Status::Open:
      line("status", analysed ? "open (no period proven up to n = " + std::to_string(analysed - 1) + unseen + ")"
                              : "open (resumed past memory: no values kept whole to analyse)");
      break;
  }
  if (r.status == Status::Open && r.candidate) {
    const Candidate& c = *r.candidate;
    line("candidate", "period " + std::to_string(c.period) + ", preperiod " + std::to_string(c.preperiod) +
                          " (not proven: its proof needs " + std::to_string(c.values_needed) + " values" +
                          (c.values_needed > r.values_computed ? "; run with -n " + std::to_string(c.values_needed) : "") + ")");
  }
  if (r.status != Status::Open) {
    line("period", std::to_string(p.period));
    line("preperiod", std::to_string(p.preperiod));
    line("last exception", p.preperiod ? std::to_string(p.last_exception()) : "none");
    line("saltus", std::to_string(p.saltus));
    std::string rel = "G(n+" + std::to_string(p.period) + ") = G(n)" + (p.saltus ? " + " + std::to_string(p.saltus) : "");
    if (r.status == Status::Proven)
      line("theorem", r.theorem + ": " + rel + " checked for " + std::to_string(r.check_from) + " <= n < " +
                          std::to_string(r.check_to));
    else
      line("observed", rel + " for " + std::to_string(r.check_from) + " <= n < " + std::to_string(r.check_to));
  }
  line("max value", std::to_string(r.max_value) + " (first at n = " + std::to_string(r.max_value_at) + ")");
  if (const auto& f = r.front_tail)
    line("front-tail", "from n = " + std::to_string(f->start) + ": kept G(0.." + std::to_string(f->front - 1) + ") and the last " +
                           std::to_string(f->ring) + "; mask " + std::to_string(f->mask) + ", " + std::to_string(f->rare_count) +
                           " rare positions (last at " + std::to_string(f->last_rare) + "), witness scan reached part " +
                           std::to_string(f->deepest_witness));
  line("method", r.method);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", r.seconds);
  line("seconds", buf);
  return os.str();
}

}  // namespace sgp
