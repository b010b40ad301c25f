/// @brief The human-readable summary of one run, the block `sgperiod run` prints per game.
#pragma once
#include <string>

#include "sgperiod/run.hpp"

namespace sgp {

/// The game as written, then one "  key            value" line per figure: canonical form, values
/// computed, status (and what was not analysed past memory), the candidate of an open run, the pattern
/// with the theorem or the range it was observed on, the largest value, the front-plus-tail figures,
/// the method and the seconds. Ends with a newline.
std::string run_summary(const RunReport& r);

}  // namespace sgp
