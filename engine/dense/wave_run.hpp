/// @brief Waves: several heaps of a two-heap code at once, one per thread, when the smallest move is at least 2.
//
// With kmin the smallest move (d_kmin != 0, kmin >= 1 and d_0 = 0), heap n's options read only
// G(0..n - kmin), so the heaps n .. n + kmin - 1 need nothing from each other. Two-heap codes with
// kmin >= 2 give each thread (at most kmin of them) its own PairMex and its share of the heaps; a heap
// costs far too little to split its pairs over threads, but many heaps keep every thread busy. What
// the threads share costs more than it seems: a cache line written on one core and read on the other
// costs a good part of a heap's scan. So no counter is shared (each block of heaps is dealt out by the
// threads' speeds in the block before), each thread scans its own copy of the sequence, and each value
// crosses over once, in a cache line of its own (a slot), which the reading thread fetches in the
// background while it scans: with a shared counter, flags and sequence each heap cost the threads more
// than it costs one thread alone, and the fetch halves the time spent waiting. Each value is the exact
// mex of its heap's options, so the values are identical for any thread count.
#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/dense/heap_options.hpp"
#include "engine/dense/pair_mex.hpp"
#include "engine/sequence.hpp"

namespace sgp {

/// The wave scheduler; keeps its buffers from one run to the next.
class WaveRun {
 public:
  // Heaps seq.size() .. n_end - 1 on `lanes` threads, in blocks of at most kWaveBlock heaps. In a block
  // thread id takes the heaps deal() gave it, in order; before each heap j it reads every value below
  // j + 1 - kmin into its own copy of the sequence (usually done already: at most lanes <= kmin heaps
  // are in flight) and computes G(j) exactly, with its own PairMex. A thread that waits much longer
  // than a heap takes (the other thread lost its core) computes the heap it waits for itself (every
  // heap below it is in its copy); both publish the same value. Tried and no faster: a thread that
  // waits taking the next heap of the other thread (the faster core doing more heaps), which spent more
  // time waiting, not less.
  // The values depend neither on which thread computed which heap, nor on the bound used (any power of
  // two above every option). A value too wide for T stops the block there: the heaps before it are
  // complete, it is pushed (widening the store) and run returns for extend_by_width to re-dispatch;
  // heaps after it are dropped and computed again.
  template <class T>
  void run(NimSequence& seq, uint64_t n_end, unsigned lanes, const TwoHeapOptions& options);

  /// Forgets what each thread's pair mex kept of the values (the caller may have changed them).
  void reset() {
    for (auto& w : wave_) w.pm.reset();
  }

 private:
  // Per thread of a wave: its own pair mex (marks, stamps, reversed copy) and split list.
  struct Lane {
    PairMex pm;
    std::vector<SplitRange> splits;
    std::vector<uint64_t> copy;  // G(0..) in the store's width, while waves run
    uint64_t have = 0;           // G(0..have-1) are in copy
    std::chrono::steady_clock::duration busy{};  // time spent on its own heaps in the last block
    uint64_t done = 0;                           // how many
  };
  struct alignas(64) Slot {
    std::atomic<uint64_t> word{0};  // (heap - block start + 1) << 32 | value; 0 = empty
  };
  // Deals the `count` heaps of the next block out to the threads (owner_), in proportion to the rate
  // at which each computed its own heaps in the last block (equal shares at first): cores need not run
  // at one speed (one may be slowed while the other is busy), and with equal shares the faster thread
  // waits for the slower one most of that time. Which thread computes a heap never changes its value.
  void deal(unsigned lanes, uint64_t count);
  // One block's slots and record of values, and the first heap too wide for T (wave_run.cpp).
  template <class T>
  struct Block;
  // Sizes every thread's copy for heaps below n_end and allocates the slots and the record once.
  template <class T>
  void prepare(uint64_t n_end, unsigned lanes);
  // Brings every thread's copy up to G(0..n0-1), empties the slots and deals heaps n0 .. n1 - 1.
  template <class T>
  void begin_block(const NimSequence& seq, uint64_t n0, uint64_t n1, unsigned lanes);
  // Appends the block's values up to and including the first too-wide one; false once the store widened.
  template <class T>
  bool end_block(NimSequence& seq, const Block<T>& block, unsigned width);

  std::vector<Lane> wave_;                         // one per thread of a wave
  std::unique_ptr<Slot[]> slots_;                  // the latest kWaveSlots values of a wave
  std::vector<uint8_t> owner_;                     // which thread computes each heap of a wave's block
  std::unique_ptr<std::atomic<uint32_t>[]> vals_;  // every value of a wave's block
};

}  // namespace sgp
