/// @brief SVG plots drawn with the standard library only: G(n) against n, and the histogram of values.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sgperiod/run.hpp"

namespace sgp {

struct PlotOptions {
  unsigned width = 800, height = 320;
  uint64_t max_points = 4000;  ///< most heap sizes plotted; larger prefixes are cut there (the caption says so)
};

/// The heap sizes plotted for a run: 0 .. plot_end(r) - 1. Enough for the preperiod and two periods
/// (at least 200, at most max_points, never past the computed values).
uint64_t plot_end(const RunReport& r, const PlotOptions& opt = {});

/// G(n) against n as points (one vertical bar per pixel column when there are more heap sizes than
/// pixels), the preperiod shaded, and vertical lines at the preperiod and preperiod + period.
std::string svg_sequence_plot(const RunReport& r, const PlotOptions& opt = {});

/// How often each value occurs among G(0..N-1), one bar per value (values grouped into equal bins
/// beyond 128 distinct values).
std::string svg_histogram(const RunReport& r, const PlotOptions& opt = {});

/// The rare positions of a sparse game: G(n) against n for the n in `positions` (all below `end`, the
/// heap sizes examined), one dot each, the first max_points of them.
std::string svg_rare_plot(const NimSequence& values, const std::vector<uint64_t>& positions, uint64_t end,
                          const std::string& title, const PlotOptions& opt = {});

/// Escapes &, <, >, " for XML text and attributes.
std::string xml_escape(const std::string& s);

}  // namespace sgp
