/// @brief Heap batches (BatchRun): the pipeline of scans and in-order finishes, and how the heaps are shared out.
#include "engine/dense/batch_run.hpp"

#include <tbb/task_group.h>

#include <algorithm>
#include <chrono>

#include "engine/config.hpp"

namespace sgp {

void BatchRun::prepare(uint64_t n_end, unsigned lanes) {
  n_end_ = n_end;
  lanes_ = lanes;
  if (batch_.size() < lanes) batch_.resize(lanes);
  for (unsigned l = 0; l < lanes; ++l) {
    BatchLane& b = batch_[l];
    b.fwd.assign(n_end + 64, 0);
    b.rev.assign(n_end + 64, 0);
    b.have = 0;
    b.rate = 1;
  }
}

void BatchRun::sync(const NimSequence& seq, uint64_t upto) {
  const uint16_t* v = seq.data<uint16_t>();
  for (unsigned l = 0; l < lanes_; ++l) {
    BatchLane& b = batch_[l];
    for (uint64_t j = b.have; j < upto; ++j) b.fwd[j] = b.rev[n_end_ - 1 - j] = v[j];
    b.have = std::max(b.have, upto);
  }
}

void BatchRun::fill(unsigned q, uint64_t first, std::size_t size, const TwoHeapOptions& options) {
  bheaps_[q].resize(size);
  for (std::size_t i = 0; i < size; ++i) options.batch_heap(bheaps_[q][i], first + i);
}

void BatchRun::deal(unsigned p, std::size_t count, double head) {
  double sum = 0;
  for (unsigned l = 0; l < lanes_; ++l) sum += batch_[l].rate;
  const double span = (static_cast<double>(count) + head * batch_[0].rate) / sum;  // seconds, all lanes
  std::size_t at = 0;
  for (unsigned l = 0; l < lanes_; ++l) {
    BatchLane& b = batch_[l];
    const double want = (l == 0 ? std::max(0.0, span - head) : span) * b.rate;
    const std::size_t end = l + 1 == lanes_ ? count : std::min(count, at + static_cast<std::size_t>(want + 0.5));
    b.begin[p] = at;
    b.count[p] = end - at;
    at = end;
  }
}

void BatchRun::scan(unsigned l, unsigned p, uint64_t n0, uint64_t bound) {
  BatchLane& b = batch_[l];
  if (!b.count[p]) return;
  const auto t0 = Clock::now();
  b.batch[p].scan(bheaps_[p].data() + b.begin[p], b.count[p], b.fwd.data(), rp_of(b), n0, bound);
  const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
  if (secs > 0 && b.count[p] >= kBatchHeaps / (4 * lanes_)) b.rate = static_cast<double>(b.count[p]) / secs;
}

void BatchRun::run(NimSequence& seq, uint64_t n_end, const TwoHeapOptions& options) {
  const unsigned width = seq.width();
  const unsigned lanes = static_cast<unsigned>(std::min<uint64_t>(allowed_threads(), kWaveMaxThreads));
  prepare(n_end, lanes);
  // The first batch: every thread scans.
  uint64_t start = seq.size();
  std::size_t count = static_cast<std::size_t>(std::min<uint64_t>(kBatchHeaps, n_end - start));
  unsigned p = 0;
  sync(seq, start);
  fill(p, start, count, options);
  deal(p, count, 0);
  {
    const uint64_t bound = value_bound(seq.max_value());
    tbb::task_group tg;
    for (unsigned l = 1; l < lanes; ++l) tg.run([&, l] { scan(l, p, start, bound); });
    scan(0, p, start, bound);
    tg.wait();
  }
  double finish_secs = 0;
  for (;;) {
    // Batch A = p (scanned) is finished by lane 0 while every lane scans batch B = 1 - p.
    const uint64_t next = start + count;
    const std::size_t count_b = static_cast<std::size_t>(std::min<uint64_t>(kBatchHeaps, n_end - next));
    const unsigned q = 1 - p;
    fill(q, next, count_b, options);
    deal(q, count_b, finish_secs);
    const uint64_t bound_b = value_bound(seq.max_value());  // above every value below `start`
    bool widened = false;
    auto finish = [&] {
      const auto t0 = Clock::now();
      BatchLane& z = batch_[0];
      for (std::size_t i = 0; i < count; ++i) {
        unsigned l = 0;
        while (i >= batch_[l].begin[p] + batch_[l].count[p]) ++l;
        const uint32_t x = batch_[l].batch[p].finish(i - batch_[l].begin[p], z.fwd.data(), rp_of(z), value_bound(seq.max_value()));
        seq.push_back(x);
        if (seq.width() != width) {
          widened = true;
          return;
        }
        z.fwd[start + i] = z.rev[n_end - 1 - (start + i)] = static_cast<uint16_t>(x);
      }
      z.have = next;
      finish_secs = std::chrono::duration<double>(Clock::now() - t0).count();
    };
    tbb::task_group tg;
    for (unsigned l = 1; l < lanes; ++l) tg.run([&, l] { scan(l, q, start, bound_b); });
    finish();
    if (!widened) scan(0, q, start, bound_b);
    tg.wait();
    if (widened || count_b == 0) return;
    sync(seq, next);
    start = next;
    count = count_b;
    p = q;
  }
}

}  // namespace sgp
