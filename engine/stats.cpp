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

void StatsAccumulator::feed(const NimSequence& seq) {
  for (uint64_t i = n_; i < seq.size(); ++i) {
    const uint32_t v = seq[i];
    if (v >= hist_.size()) { hist_.resize(v + 1, 0); last_pos_.resize(v + 1, 0); }
    ++hist_[v];
    last_pos_[v] = i;
    if (v > max_value_) max_value_ = v;
    if (i + 1 == next_) {
      rows_.push_back(row(i + 1, hist_, last_pos_, max_value_));
      next_ *= 2;
    }
  }
  if (seq.size() > n_) n_ = seq.size();
}

std::vector<SequenceStats> StatsAccumulator::rows() const {
  std::vector<SequenceStats> out = rows_;
  if (n_ && out.back().n != n_) out.push_back(row(n_, hist_, last_pos_, max_value_));
  return out;
}

std::vector<SequenceStats> sequence_stats(const NimSequence& seq) {
  StatsAccumulator acc;
  acc.feed(seq);
  return acc.rows();
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
