/// @brief The pieces every HTML page of a report shares: the document around a page, escaping, tables, inline SVG.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "sgperiod/sequence.hpp"
#include "reports/report.hpp"

namespace sgp {

// Pages open from file:// with no server: one style sheet and one script of our own beside them, SVG
// inline, no URL outside the folder. The Content-Security-Policy of every page blocks any fetch a
// mistake would add, and the browser test checks that it never has to.

/// The style sheet and the script, written beside the pages (their names are fixed: every page links them).
constexpr const char* kHtmlCssFile = "sgperiod.css";
constexpr const char* kHtmlJsFile = "sgperiod.js";
const std::string& html_css();
const std::string& html_js();
/// Both, as files of a report.
std::vector<ReportFile> html_assets();

/// Escapes &, <, > and " (text and attribute values).
std::string html_escape(const std::string& s);

/// A cell text of page_data.hpp (Markdown inline: `code`, **strong**, &le; &ge; &lt; &gt; &amp; &quot;) as
/// HTML; any other '&', '<', '>' or '"' is escaped, so a game's name is never markup.
std::string md_inline_html(const std::string& md);

/// A whole page: doctype, head (charset, viewport, the policy, title, style sheet, script), a link back
/// to the index unless this is the index, `body` inside <main>, and the generator command at the foot.
std::string html_document(const std::string& title, const std::string& body, const std::string& command,
                          bool is_index);

/// An SVG of svg.hpp made an image for assistive technology (role="img", named by its <title>).
std::string inline_svg(const std::string& svg);

/// A figure: the inline SVG and its caption (Markdown inline text).
std::string html_figure(const std::string& svg, const std::string& caption_md);

/// A table of key/value rows (keys as row headers), values Markdown inline text.
std::string html_key_table(const std::vector<std::pair<std::string, std::string>>& rows);

/// A table with a column header per column (scope="col"); columns from `first_num` on are numbers,
/// right-aligned. Cells are plain text (escaped here).
std::string html_table(const std::vector<std::string>& columns, const std::vector<std::vector<std::string>>& rows,
                       std::size_t first_num, const std::string& caption = "");

/// The b-file a page links for download: G(0..count-1), its command `sgperiod values CANONICAL -n COUNT`.
std::string page_bfile(const NimSequence& v, const std::string& canonical, uint64_t count);

/// A section headed by an <h2 id=ID> that names it.
std::string html_section(const std::string& id, const std::string& heading, const std::string& content);

/// The header row of an index table the script sorts: a column header per (name, is a number), each
/// with data-col (the name, '-' for spaces), the name the URL fragment uses to sort by it.
std::string html_sortable_head(const std::vector<std::pair<std::string, bool>>& columns);

/// G(from..to-1) in a <pre> block, as value_lines (page_data.hpp) writes them.
std::string html_values(const NimSequence& v, uint64_t from, uint64_t to);

}  // namespace sgp

namespace sgp {

/// The rare values of a sparse game, for its rare positions plot: the mask, which parity is rare
/// (rare_positions, page_data.hpp), and the sentence saying so.
struct RareRule {
  uint32_t mask = 0;
  bool odd = false;
  std::string caption;
};

/// The sections about a sequence's values, shared by game and class pages: the G(n) plot, the histogram
/// and the counts of each value, and the rare positions when `rare` is given.
std::string html_value_sections(const RunReport& r, const PlotOptions& plot, const RareRule* rare);

/// The HTML pages of a report on the same runs as build_report (the same stems): index.html (a sortable
/// table), per game STEM.html and STEM-bfile.txt (its first values, at most kHtmlBfileValues), the style
/// sheet and the script.
constexpr uint64_t kHtmlBfileValues = uint64_t(1) << 16;
std::vector<ReportFile> build_html_report(const std::vector<RunReport>& runs, const std::vector<std::string>& inputs,
                                          const ReportOptions& options,
                                          const std::vector<std::vector<SequenceStats>>& stats = {});

}  // namespace sgp
