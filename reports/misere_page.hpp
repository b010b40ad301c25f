/// @file
/// @brief The misère section of a game's report page (`report --misere`): its quotient's figures as key rows, in Markdown and HTML.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "reports/report.hpp"
#include "sgperiod/misere.hpp"

namespace sgp {

/// The quotient's figures as (key, value) rows, values in the pages' inline Markdown (code in backticks):
/// status with its checked range, heaps, order, P-portion, presentation, generators, the map's period and
/// the first heaps' elements.
std::vector<std::pair<std::string, std::string>> misere_rows(const MisereReport& r);

/// The section for a Markdown page: a heading and the rows as a list (a presentation holds '|', which a
/// Markdown table would split).
std::string misere_markdown(const MisereReport& r);

/// The section for an HTML page.
std::string misere_html(const MisereReport& r);

/// Run i's misère quotient in the options, or null (none asked, or a game the quotient does not take).
const MisereReport* misere_of(const ReportOptions& options, std::size_t i);

}  // namespace sgp
