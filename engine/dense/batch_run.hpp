/// @brief Heap batches: two-byte values of a two-heap code, many heaps per pass over the sequence, the passes shared by the threads.
//
// With two-byte values on AVX-512, once a heap has kBatchMinPairs pairs, kBatchHeaps heaps at a time
// share each pass over the sequence (PairBatch, engine/dense/pair_batch.cpp), which then comes from L1
// instead of L2. Each thread scans a share of a batch on its own copy of the sequence, and while the
// first thread finishes a batch in order (the pairs and marks that need the batch's own values) every
// thread scans the next one. This takes any code, whatever its smallest move, and beats single heaps
// in waves (engine/dense/wave_run.cpp) on one thread and on two. Each value is the exact mex of its
// heap's options, so the values are identical for any thread count.
#pragma once
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/dense/heap_options.hpp"
#include "engine/dense/pair_batch.hpp"
#include "engine/sequence.hpp"

namespace sgp {

/// The batch scheduler; keeps its buffers from one run to the next.
class BatchRun {
 public:
  // Two-byte values from seq.size() to n_end in batches of kBatchHeaps heaps (PairBatch), pipelined:
  // while the first thread finishes batch A (in order, on its copy of the sequence), every thread scans
  // a share of batch B, the next one, over the pairs whose parts lie below A's first heap (values every
  // copy holds); B's finish then takes the rest. The first thread's share is smaller by the time its
  // finish took last time, the others' shares follow their speeds in the batch before. Each thread
  // scans its own copy of the sequence. A value too wide for two bytes ends the run there
  // (extend_by_width re-dispatches); the heaps after it are dropped.
  void run(NimSequence& seq, uint64_t n_end, const TwoHeapOptions& options);

 private:
  struct BatchLane {
    PairBatch batch[2];  // the batch being finished and the one being scanned
    std::vector<uint16_t> fwd, rev;  // G(j) = fwd[j] = rev[n_end - 1 - j] for j < have
    uint64_t have = 0;
    double rate = 1;                         // heaps per second of its last scan
    std::size_t begin[2] = {}, count[2] = {};  // its share of each batch
  };
  using Clock = std::chrono::steady_clock;
  // Sets up `lanes` copies of the sequence for heaps below n_end, each rated equal.
  void prepare(uint64_t n_end, unsigned lanes);
  // Brings every copy up to G(0 .. upto - 1).
  void sync(const NimSequence& seq, uint64_t upto);
  // Batch q's heaps: first .. first + size - 1.
  void fill(unsigned q, uint64_t first, std::size_t size, const TwoHeapOptions& options);
  // Deals batch p's `count` heaps out to the lanes by their rates; lane 0 is busy for `head` seconds first.
  void deal(unsigned p, std::size_t count, double head);
  // Lane l scans its share of batch p (pairs below n0), and rates itself by how long that took.
  void scan(unsigned l, unsigned p, uint64_t n0, uint64_t bound);
  // rp[-j] = G(j) in a lane's reversed copy.
  uint16_t* rp_of(BatchLane& b) const { return b.rev.data() + n_end_ - 1; }

  std::vector<BatchLane> batch_;      // one per thread of a batch run
  std::vector<BatchHeap> bheaps_[2];  // the heaps of the two batches in flight
  uint64_t n_end_ = 0;                // the run in progress: heaps below n_end_,
  unsigned lanes_ = 0;                // on this many threads
};

}  // namespace sgp
