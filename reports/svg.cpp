/// @brief SVG plots drawn with the standard library only: G(n) against n, and the histogram of values.
#include "reports/svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <vector>

namespace sgp {

namespace {

const unsigned kLeft = 72, kRight = 16, kTop = 34, kBottom = 44;

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

/// A tick step of 1, 2 or 5 times a power of ten giving at most about `ticks` ticks over [0, span].
uint64_t nice_step(uint64_t span, unsigned ticks) {
  uint64_t step = 1;
  while (true) {
    for (uint64_t m : {1, 2, 5})
      if (span / (step * m) <= ticks) return step * m;
    step *= 10;
  }
}

/// Frame, axes, ticks and labels shared by both plots; x maps [0, xmax], y maps [0, ymax].
struct Frame {
  double w, h, xmax, ymax;
  double x(double v) const { return kLeft + (w - kLeft - kRight) * (xmax > 0 ? v / xmax : 0); }
  double y(double v) const { return h - kBottom - (h - kTop - kBottom) * (ymax > 0 ? v / ymax : 0); }
};

void open_svg(std::ostringstream& os, const Frame& f, const std::string& title) {
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << f.w << "\" height=\"" << f.h << "\" viewBox=\"0 0 "
     << f.w << ' ' << f.h << "\" font-family=\"sans-serif\" font-size=\"12\">\n";
  os << "<title>" << xml_escape(title) << "</title>\n";
  os << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  os << "<text x=\"" << f.w / 2 << "\" y=\"20\" text-anchor=\"middle\" font-size=\"14\">" << xml_escape(title)
     << "</text>\n";
}

void axes(std::ostringstream& os, const Frame& f, uint64_t xticks_max, uint64_t yticks_max, const std::string& xlabel,
          const std::string& ylabel, double xoffset = 0, uint64_t xlabel_scale = 1) {
  os << "<g stroke=\"#444\" stroke-width=\"1\">\n";
  os << "<line x1=\"" << kLeft << "\" y1=\"" << num(f.y(0)) << "\" x2=\"" << num(f.w - kRight) << "\" y2=\""
     << num(f.y(0)) << "\"/>\n";
  os << "<line x1=\"" << kLeft << "\" y1=\"" << kTop << "\" x2=\"" << kLeft << "\" y2=\"" << num(f.y(0)) << "\"/>\n";
  os << "</g>\n<g fill=\"#222\">\n";
  uint64_t xs = nice_step(xticks_max, 10), ys = nice_step(yticks_max, 8);
  for (uint64_t v = 0; v <= xticks_max; v += xs)
    os << "<line x1=\"" << num(f.x(v + xoffset)) << "\" y1=\"" << num(f.y(0)) << "\" x2=\"" << num(f.x(v + xoffset))
       << "\" y2=\"" << num(f.y(0) + 4) << "\" stroke=\"#444\"/><text x=\"" << num(f.x(v + xoffset)) << "\" y=\""
       << num(f.y(0) + 16) << "\" text-anchor=\"middle\">" << v * xlabel_scale << "</text>\n";
  for (uint64_t v = 0; v <= yticks_max; v += ys)
    os << "<line x1=\"" << kLeft - 4 << "\" y1=\"" << num(f.y(v)) << "\" x2=\"" << kLeft << "\" y2=\"" << num(f.y(v))
       << "\" stroke=\"#444\"/><text x=\"" << kLeft - 6 << "\" y=\"" << num(f.y(v) + 4) << "\" text-anchor=\"end\">"
       << v << "</text>\n";
  os << "<text x=\"" << num((kLeft + f.w - kRight) / 2) << "\" y=\"" << num(f.h - 6) << "\" text-anchor=\"middle\">"
     << xml_escape(xlabel) << "</text>\n";
  os << "<text transform=\"translate(16 " << num((kTop + f.h - kBottom) / 2)
     << ") rotate(-90)\" text-anchor=\"middle\">" << xml_escape(ylabel) << "</text>\n</g>\n";
}

}  // namespace

std::string xml_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    switch (c) {
      case '&': o += "&amp;"; break;
      case '<': o += "&lt;"; break;
      case '>': o += "&gt;"; break;
      case '"': o += "&quot;"; break;
      default: o += c;
    }
  }
  return o;
}

uint64_t plot_end(const RunReport& r, const PlotOptions& opt) {
  uint64_t want = 200;
  if (r.status != Status::Open) want = std::max(want, r.periodicity.preperiod + 2 * r.periodicity.period);
  return std::min({want, opt.max_points, static_cast<uint64_t>(r.values_computed)});
}

std::string svg_sequence_plot(const RunReport& r, const PlotOptions& opt) {
  const uint64_t n_end = plot_end(r, opt);
  uint32_t ymax = 1;
  for (uint64_t n = 0; n < n_end; ++n) ymax = std::max(ymax, r.values[n]);
  // A little headroom so that the dots at the largest value are not cut by the frame.
  Frame f{double(opt.width), double(opt.height), double(std::max<uint64_t>(n_end, 2) - 1), ymax * 1.06 + 0.2};
  std::ostringstream os;
  open_svg(os, f, "G(n) of " + r.canonical + " for 0 <= n < " + std::to_string(n_end));
  const bool periodic = r.status != Status::Open;
  const uint64_t pre = periodic ? r.periodicity.preperiod : 0, per = periodic ? r.periodicity.period : 0;
  if (periodic) {
    // The preperiod shaded, one period after it tinted; the lines are drawn even at the right edge.
    auto clip = [&](uint64_t v) { return double(std::min<uint64_t>(v, n_end - 1)); };
    if (pre > 0)
      os << "<rect x=\"" << num(f.x(0)) << "\" y=\"" << kTop << "\" width=\"" << num(f.x(clip(pre)) - f.x(0))
         << "\" height=\"" << num(f.y(0) - kTop) << "\" fill=\"#f4e3c1\"/>\n";
    if (pre < n_end)
      os << "<rect x=\"" << num(f.x(clip(pre))) << "\" y=\"" << kTop << "\" width=\""
         << num(f.x(clip(pre + per)) - f.x(clip(pre))) << "\" height=\"" << num(f.y(0) - kTop)
         << "\" fill=\"#d6e6f5\"/>\n";
    struct Mark { uint64_t at; std::string label; unsigned row; };
    for (const Mark& m : {Mark{pre, "preperiod " + std::to_string(pre), 0},
                          Mark{pre + per, "preperiod + period " + std::to_string(pre + per), 1}}) {
      if (m.at >= n_end) continue;
      // Labels on two rows (they would overlap for short periods), right of the line unless near the edge.
      const bool right = f.x(m.at) < f.w * 0.7;
      os << "<line x1=\"" << num(f.x(m.at)) << "\" y1=\"" << kTop << "\" x2=\"" << num(f.x(m.at)) << "\" y2=\""
         << num(f.y(0)) << "\" stroke=\"#c0392b\" stroke-dasharray=\"4 3\"/>\n";
      os << "<text x=\"" << num(f.x(m.at) + (right ? 4 : -4)) << "\" y=\"" << kTop - 2 + 14 * (m.row + 1)
         << "\" fill=\"#c0392b\" stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\" text-anchor=\"" << (right ? "start" : "end") << "\">" << xml_escape(m.label)
         << "</text>\n";
    }
  }
  const double plot_w = f.w - kLeft - kRight;
  os << "<g fill=\"#1f4e79\" stroke=\"#1f4e79\">\n";
  if (double(n_end) <= plot_w / 2) {
    double rad = n_end <= 300 ? 2.2 : 1.5;
    for (uint64_t n = 0; n < n_end; ++n)
      os << "<circle cx=\"" << num(f.x(n)) << "\" cy=\"" << num(f.y(r.values[n])) << "\" r=\"" << rad << "\"/>\n";
  } else {
    // More heap sizes than room for dots: one bar per pixel column from its smallest to its largest value.
    unsigned cols = static_cast<unsigned>(plot_w);
    for (unsigned c = 0; c < cols; ++c) {
      uint64_t a = n_end * c / cols, b = std::max(a + 1, n_end * (c + 1) / cols);
      uint32_t lo = r.values[a], hi = lo;
      for (uint64_t n = a; n < b && n < n_end; ++n) lo = std::min(lo, r.values[n]), hi = std::max(hi, r.values[n]);
      double x = kLeft + c + 0.5;
      os << "<line x1=\"" << num(x) << "\" y1=\"" << num(f.y(lo) + 0.8) << "\" x2=\"" << num(x) << "\" y2=\""
         << num(f.y(hi) - 0.8) << "\" stroke-width=\"1\"/>\n";
    }
  }
  os << "</g>\n";
  axes(os, f, n_end - 1, ymax, "n (heap size)", "G(n)");
  os << "</svg>\n";
  return os.str();
}

std::string svg_histogram(const RunReport& r, const PlotOptions& opt) {
  const uint64_t n = r.values_computed;
  const uint64_t distinct = uint64_t(r.values.max_value()) + 1;
  const uint64_t bin = (distinct + 127) / 128;  // values per bar
  const uint64_t bars = (distinct + bin - 1) / bin;
  std::vector<uint64_t> count(bars, 0);
  for (uint64_t i = 0; i < n; ++i) ++count[r.values[i] / bin];
  uint64_t cmax = std::max<uint64_t>(1, *std::max_element(count.begin(), count.end()));
  Frame f{double(opt.width), double(opt.height), double(bars), cmax * 1.04};
  std::ostringstream os;
  open_svg(os, f, "Values of " + r.canonical + " among G(0.." + std::to_string(n ? n - 1 : 0) + ")" +
                      (bin > 1 ? " (" + std::to_string(bin) + " values per bar)" : ""));
  os << "<g fill=\"#2e86c1\">\n";
  const double bw = (f.w - kLeft - kRight) / double(bars);
  for (uint64_t b = 0; b < bars; ++b) {
    if (!count[b]) continue;
    os << "<rect x=\"" << num(f.x(b) + bw * 0.1) << "\" y=\"" << num(f.y(count[b])) << "\" width=\""
       << num(bw * 0.8) << "\" height=\"" << num(f.y(0) - f.y(count[b])) << "\"><title>"
       << (bin > 1 ? std::to_string(b * bin) + ".." + std::to_string(b * bin + bin - 1) : std::to_string(b)) << ": "
       << count[b] << "</title></rect>\n";
  }
  os << "</g>\n";
  // Value ticks sit under the middle of their bars.
  axes(os, f, bars - 1, cmax, "value G(n)", "count", 0.5, bin);
  os << "</svg>\n";
  return os.str();
}

std::string svg_rare_plot(const NimSequence& values, const std::vector<uint64_t>& positions, uint64_t end,
                          const std::string& title, const PlotOptions& opt) {
  const std::size_t shown = std::min<std::size_t>(positions.size(), opt.max_points);
  uint32_t ymax = 1;
  for (std::size_t i = 0; i < shown; ++i) ymax = std::max(ymax, values[positions[i]]);
  Frame f{double(opt.width), double(opt.height), double(std::max<uint64_t>(end, 2) - 1), ymax * 1.06 + 0.2};
  std::ostringstream os;
  open_svg(os, f, title);
  os << "<g fill=\"#b03a2e\">\n";
  for (std::size_t i = 0; i < shown; ++i)
    os << "<circle cx=\"" << num(f.x(positions[i])) << "\" cy=\"" << num(f.y(values[positions[i]])) << "\" r=\"2.5\"/>\n";
  os << "</g>\n";
  axes(os, f, std::max<uint64_t>(end, 2) - 1, ymax, "n (heap size)", "G(n) at rare positions");
  os << "</svg>\n";
  return os.str();
}

}  // namespace sgp
