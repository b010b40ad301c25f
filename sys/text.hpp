/// @brief The one rule for a UTF-8 byte order mark in the text inputs read line by line (claims, jobs, solve positions).
#pragma once
#include <cstdint>
#include <string>

namespace sgp::sys {

/// Why a line other than the first was refused for starting with a byte order mark.
extern const char* const kMisplacedBom;

/// Drops a UTF-8 byte order mark (EF BB BF, which some editors put at the start of a text file) from
/// `line` when `number`, counted from 1, is 1: the only place a mark may stand. Returns false, leaving
/// the line as it is, when a later line starts with one; the caller refuses that line (kMisplacedBom).
bool drop_utf8_bom(std::string& line, uint64_t number);

}  // namespace sgp::sys
