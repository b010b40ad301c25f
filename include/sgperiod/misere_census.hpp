/// @file
/// @brief The misère census (the quotient of every code of D digits, side by side) and the CSV rows of misère quotients.
#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "sgperiod/misere.hpp"

namespace sgp {

/// Options of misere_census(): those of misere() for every code, and the family. The order cap is 512
/// here (misere()'s is 2048): a wild code then stops in seconds rather than minutes, and the census of
/// D = 2 takes minutes; `misere CODE --max-order K` takes one code further.
struct MisereCensusSettings : MisereSettings {
  MisereCensusSettings() { max_order = 512; }
  unsigned digits = 1;  ///< D: the codes 0.d1..dD and 4.d1..dD (1 to 3)
  bool hex = false;     ///< hexadecimal digits 0..f instead of octal 0..7 (D = 1 or 2)
};

/// One misère quotient per code of the family, in the census's enumeration order ("0.0".."0.7",
/// "4.0".."4.7" for D = 1; 2 * 8^D codes, 2 * 16^D with hex), codes computed side by side. Each report is
/// what misere() gives for the code with these settings, so the reports are the same for any thread
/// count (but `seconds`). `progress` counts codes. Throws sgp::InvalidInput for digits outside 1..3 or
/// hex with more than 2 digits, sgp::Cancelled when cancelled.
std::vector<MisereReport> misere_census(const MisereCensusSettings& settings);

/// The header of the misère quotient CSV: game, canonical, heaps, status, order, p_portion_size,
/// map_preperiod, map_period (the last two empty unless proven), seconds, presentation.
std::string misere_csv_header();
/// One report as a row of that CSV; `input` is the game as given. With `with_seconds` false the seconds
/// field is empty, so that the row depends only on the game and the settings (published tables).
std::string misere_csv_row(const MisereReport& report, const std::string& input, bool with_seconds = true);

}  // namespace sgp
