/// @file
/// @brief The public C++ API of sgperiod, all of it: `#include <sgperiod/sgperiod.hpp>`, link sgperiod::sgperiod.
///
/// Every declaration is in namespace sgp. The headers include only the standard library and each other.
///   - sgperiod/game.hpp: games and their notation (parse_game, HeapGame for custom rules)
///   - sgperiod/compute.hpp: values(), G(0..n-1) of a game
///   - sgperiod/run.hpp: run(), a game computed until its period is proven
///   - sgperiod/verify.hpp: verify(), a claimed period proven or refuted
///   - sgperiod/misere.hpp: misere(), the misère quotient of a heap game, and misere_outcome()
///   - sgperiod/misere_census.hpp: misere_census(), the misère quotient of every code of D digits, and the misère CSV rows
///   - sgperiod/census.hpp: census(), every code of D digits in classes
///   - sgperiod/genus.hpp: genus(), the genus symbol of each heap in misère play, tame and wild heaps
///   - sgperiod/distribute.hpp: Distributor, a census, batch or verify spread over processes
///   - sgperiod/output.hpp: b-files, run CSV rows, statistics CSV, C++ lookup headers
///   - sgperiod/sequence.hpp: NimSequence, the values one byte each while they fit
///   - sgperiod/statistics.hpp: SequenceStats, a prefix's largest value, rare values and histogram
///   - sgperiod/options.hpp: threads, method, memory, progress and cancellation of every call
///   - sgperiod/errors.hpp: sgp::Error and its kinds
///   - sgperiod/version.hpp: SGPERIOD_VERSION_MAJOR/MINOR/PATCH and sgp::version()
#pragma once

#include "sgperiod/census.hpp"
#include "sgperiod/compute.hpp"
#include "sgperiod/distribute.hpp"
#include "sgperiod/errors.hpp"
#include "sgperiod/game.hpp"
#include "sgperiod/genus.hpp"
#include "sgperiod/misere.hpp"
#include "sgperiod/misere_census.hpp"
#include "sgperiod/options.hpp"
#include "sgperiod/output.hpp"
#include "sgperiod/periodicity.hpp"
#include "sgperiod/run.hpp"
#include "sgperiod/sequence.hpp"
#include "sgperiod/statistics.hpp"
#include "sgperiod/verify.hpp"
#include "sgperiod/version.hpp"
