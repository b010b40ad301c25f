/// @brief Sequence statistics: one pass keeps the histogram and each value's last position; rows at powers of two.
//
// The last rare position under a mask is the largest last-position over the rare values, so keeping
// last_pos[v] makes each row O(values) instead of a backward scan through the sequence.
#include "engine/stats.hpp"

#include <algorithm>

#include "engine/bytes.hpp"
#include "engine/sparse/mask.hpp"

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

void StatsAccumulator::push(uint32_t v) {
  const uint64_t i = n_++;
  if (v >= hist_.size()) { hist_.resize(v + 1, 0); last_pos_.resize(v + 1, 0); }
  ++hist_[v];
  last_pos_[v] = i;
  if (v > max_value_) max_value_ = v;
  if (i + 1 == next_) {
    rows_.push_back(row(i + 1, hist_, last_pos_, max_value_));
    next_ *= 2;
  }
}

void StatsAccumulator::feed(const NimSequence& seq) {
  for (uint64_t i = n_; i < seq.size(); ++i) push(seq[i]);
}

void StatsAccumulator::save(std::vector<uint8_t>& out) const {
  ByteWriter w{out};
  w.put<uint64_t>(n_);
  w.put<uint64_t>(next_);
  w.put<uint32_t>(max_value_);
  w.vec(hist_);
  w.vec(last_pos_);
  w.put<uint64_t>(rows_.size());
  for (const SequenceStats& s : rows_) {
    w.put<uint64_t>(s.n);
    w.put<uint32_t>(s.max_value);
    w.put<uint32_t>(s.rare_mask);
    w.put<uint64_t>(s.rare_count);
    w.put<uint64_t>(s.last_rare);
    w.vec(s.histogram);
  }
}

StatsAccumulator StatsAccumulator::load(const uint8_t*& p, const uint8_t* end) {
  ByteReader r{p, end};
  StatsAccumulator a;
  constexpr uint64_t kMostValues = uint64_t(1) << 32;
  a.n_ = r.get<uint64_t>("stats n");
  a.next_ = r.get<uint64_t>("stats next row");
  a.max_value_ = r.get<uint32_t>("stats max value");
  a.hist_ = r.vec<uint64_t>("stats histogram", kMostValues);
  a.last_pos_ = r.vec<uint64_t>("stats last positions", kMostValues);
  if (a.hist_.empty() || a.hist_.size() != a.last_pos_.size() || a.max_value_ >= a.hist_.size() ||
      a.next_ == 0 || (a.next_ & (a.next_ - 1)) != 0 || a.next_ <= a.n_ || a.next_ > std::max<uint64_t>(1, 2 * a.n_))
    throw std::runtime_error("field 'stats' is inconsistent");
  const uint64_t rows = r.get<uint64_t>("stats rows");
  if (rows > 64) throw std::runtime_error("field 'stats rows' has an impossible count");
  for (uint64_t i = 0; i < rows; ++i) {
    SequenceStats s;
    s.n = r.get<uint64_t>("stats row n");
    s.max_value = r.get<uint32_t>("stats row max value");
    s.rare_mask = r.get<uint32_t>("stats row mask");
    s.rare_count = r.get<uint64_t>("stats row rare count");
    s.last_rare = r.get<uint64_t>("stats row last rare");
    s.histogram = r.vec<uint64_t>("stats row histogram", kMostValues);
    a.rows_.push_back(std::move(s));
  }
  p = r.p;
  return a;
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
