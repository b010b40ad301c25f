/// @brief The census tables written from its records (CLASSES, CODES, costs, a class's b-file), and CLASSES and CODES read back.
#pragma once
#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include "sgperiod/census.hpp"

namespace sgp {

// The record of a class is the public CensusEntry (include/sgperiod/census.hpp): the census fills it,
// the journal keeps it, these writers and the explorer take it.

/// The CLASSES table: one row per class, `index` its 1-based number.
const std::string& census_csv_header();
std::string census_csv_row(const CensusEntry& c, std::size_t index);
/// The CODES table. One row per member: code,class,offset,rule,status,period,preperiod,last_exception,saltus,values_computed.
const std::string& census_codes_csv_header();
std::vector<std::string> census_codes_rows(const CensusEntry& c, std::size_t index);
/// The costs table (`census --costs`): what a run computed in this process cost. Seconds depend on
/// the machine and the load: the one census table that is not reproducible.
const std::string& census_cost_header();
std::string census_cost_row(const CensusEntry& c);

/// The b-file of a class's representative, its first values: the command recorded in it is
/// `sgperiod values REP -n N  # ORIGIN, class INDEX` (ORIGIN: the census, e.g. "census --digits 3").
void write_census_bfile(std::ostream& out, const CensusEntry& c, std::size_t index, const std::string& origin);
/// Its file name, after the representative ("0.137.txt").
std::string census_bfile_name(const CensusEntry& c);

/// The classes of a CLASSES table, as census_csv_row wrote them: members with their code and offset
/// only (rule empty), no first values. A wrong header, a line that does not split into its 20 fields, a
/// class number out of order, a field that is not what the writer puts there, or a pattern that does
/// not fit the values computed is std::runtime_error "NAME line L: why" (`name` names the table).
std::vector<CensusEntry> parse_census_classes(const std::string& csv, const std::string& name);
/// Replaces the members of each class that has rows in a CODES table by those rows, with their own
/// figures; the same errors, and a class number that is not in `classes`.
void attach_census_codes(std::vector<CensusEntry>& classes, const std::string& csv, const std::string& name);

}  // namespace sgp
