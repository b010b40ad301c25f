/// @brief Sequence statistics: one pass keeps the histogram and each value's last position; rows at powers of two.
//
// The last rare position under a mask is the largest last-position over the rare values, so keeping
// last_pos[v] makes each row O(values) instead of a backward scan through the sequence.
#include "engine/stats.hpp"

#include "engine/sparse.hpp"

namespace sgp {
namespace {

SequenceStats row(uint64_t n, const std::vector<uint64_t>& hist, const std::vector<uint64_t>& last_pos, uint32_t max_value) {
  SequenceStats s;
  s.n = n;
  s.max_value = max_value;
  s.histogram.assign(hist.begin(), hist.begin() + max_value + 1);
  if (n >= 2) {
    std::vector<uint64_t> h = s.histogram;
    --h[0];  // heap 0 (value 0) is never a part of a split: do not let it steer the mask
    MaskChoice best = best_sparse_mask(h);
    s.rare_mask = best.mask;
    s.rare_count = best.rare;
    for (uint32_t v = 0; v <= max_value; ++v)
      if (h[v] && is_rare(v, best.mask) && last_pos[v] > s.last_rare) s.last_rare = last_pos[v];
  }
  return s;
}

}  // namespace

std::vector<SequenceStats> sequence_stats(const NimSequence& seq) {
  std::vector<SequenceStats> rows;
  std::vector<uint64_t> hist(1, 0), last_pos(1, 0);
  uint32_t max_value = 0;
  uint64_t next = 1;
  for (uint64_t i = 0; i < seq.size(); ++i) {
    uint32_t v = seq[i];
    if (v >= hist.size()) { hist.resize(v + 1, 0); last_pos.resize(v + 1, 0); }
    ++hist[v];
    last_pos[v] = i;
    if (v > max_value) max_value = v;
    if (i + 1 == next) {
      rows.push_back(row(i + 1, hist, last_pos, max_value));
      next *= 2;
    }
  }
  if (seq.size() && rows.back().n != seq.size()) rows.push_back(row(seq.size(), hist, last_pos, max_value));
  return rows;
}

void write_stats_csv(std::ostream& out, const std::string& game, const std::vector<SequenceStats>& rows, bool header) {
  if (header) out << "game,n,max_value,rare_mask,rare_count,last_rare,histogram\n";
  for (const SequenceStats& s : rows) {
    out << '"' << game << "\"," << s.n << ',' << s.max_value << ',' << s.rare_mask << ',' << s.rare_count << ','
        << s.last_rare << ',';
    bool first = true;
    for (std::size_t v = 0; v < s.histogram.size(); ++v)
      if (s.histogram[v]) {
        out << (first ? "" : ";") << v << ':' << s.histogram[v];
        first = false;
      }
    out << '\n';
  }
}

}  // namespace sgp
