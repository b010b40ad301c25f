/// @file
/// @brief The public misere_census() and the misère CSV rows: every code of a family through misere(), side by side.
#include "sgperiod/misere_census.hpp"

#include <tbb/parallel_for.h>

#include <atomic>
#include <cstdio>
#include <mutex>

#include "api/internal.hpp"
#include "census/census_classes.hpp"
#include "formats/tables.hpp"

namespace sgp {

std::vector<MisereReport> misere_census(const MisereCensusSettings& settings) {
  return api::guarded(settings, [&] {
    if (settings.digits < 1 || settings.digits > 3)
      throw InvalidInput("digits " + std::to_string(settings.digits) + " is not in the range 1 to 3");
    if (settings.hex && settings.digits > 2)
      throw InvalidInput("hex takes digits 1 or 2 (2 * 16^3 codes, many of them wild, is past what a census can settle)");
    const std::vector<std::string> codes = census_codes(settings.digits, settings.hex);
    // Each code gets the caller's settings (its cancellation hooks polled by the construction);
    // progress counts codes here, under a lock, from the worker threads.
    MisereSettings one = settings;
    one.threads = 0;  // the limit of this call (guarded) applies to every code
    one.progress = nullptr;  // misere() polls the cancellation hooks it copied
    one.frontier = false;    // every report is kept until the end: no frontier tables (rows need none)
    std::vector<MisereReport> reports(codes.size());
    std::mutex lock;
    uint64_t done = 0;
    tbb::parallel_for(std::size_t(0), codes.size(), [&](std::size_t i) {
      reports[i] = misere(codes[i], one);
      if (!settings.progress) return;
      std::lock_guard<std::mutex> g(lock);
      settings.progress(++done, codes.size());
    }, tbb::simple_partitioner());
    return reports;
  });
}

std::string misere_csv_header() {
  return "game,canonical,heaps,status,order,p_portion_size,map_preperiod,map_period,seconds,presentation";
}

std::string misere_csv_row(const MisereReport& r, const std::string& input, bool with_seconds) {
  char secs[32] = "";
  if (with_seconds) std::snprintf(secs, sizeof secs, "%.3f", r.seconds);
  const bool proven = r.status == MisereStatus::Proven;
  return csv_field(input) + "," + csv_field(r.canonical) + "," + std::to_string(r.heaps_computed) + "," +
         misere_status_name(r.status) + "," + std::to_string(r.order) + "," + std::to_string(r.p_portion_size) +
         "," + (proven ? std::to_string(r.map_preperiod) : "") + "," + (proven ? std::to_string(r.map_period) : "") +
         "," + secs + "," + csv_field(r.presentation());
}

}  // namespace sgp
