/// @brief Waves (WaveRun): the threads' hand-over of values through slots, the help for a stalled thread, the deal of heaps.
#include "engine/dense/wave_run.hpp"

#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <cstring>
#include <limits>

#include "engine/config.hpp"
#include "engine/isa.hpp"

namespace sgp {

namespace {

// The spin-wait hint: the waiting thread yields the core's shared resources to the one it waits for.
inline void cpu_pause() {
#if SGP_X86_64
  __builtin_ia32_pause();
#endif
}

// The `need` of thread id's next heap after the i-th of the block (of the block's end when it has none):
// that heap reads G(0 .. need - 1), so slot need - 1 holds the last value the thread will wait for.
inline uint64_t next_need(const uint8_t* owner, uint64_t i, uint64_t count, unsigned id, uint64_t n0, uint64_t kmin) {
  uint64_t i_next = i + 1;
  while (i_next < count && owner[i_next] != id) ++i_next;
  return n0 + i_next + 1 > kmin ? n0 + i_next + 1 - kmin : 0;
}

}  // namespace

// One block's hand-over of values between the threads. Heap j's value goes to vals (the record) and to
// slot j mod kWaveSlots, tagged with j, a cache line of its own. Two threads may publish the same heap
// (one helping); the value is the same.
template <class T>
struct WaveRun::Block {
  static constexpr uint32_t kMaxT = std::numeric_limits<T>::max();
  static constexpr uint64_t kPending = ~uint64_t(0);

  Block(uint64_t first, uint64_t end, Slot* s, std::atomic<uint32_t>* v) : n0(first), n1(end), slots(s), vals(v), stop(end) {}

  void publish(uint64_t j, uint32_t v) {
    vals[j - n0].store(v, std::memory_order_relaxed);
    if (v > kMaxT) {
      uint64_t s = stop.load(std::memory_order_relaxed);
      while (j < s && !stop.compare_exchange_weak(s, j, std::memory_order_acq_rel)) {
      }
    }
    slots[j % kWaveSlots].word.store((j - n0 + 1) << 32 | v, std::memory_order_release);
  }
  // G(j) once published: from its slot, or from vals if the slot already holds a later heap
  // (possible only after another thread helped); kPending otherwise.
  uint64_t read(uint64_t j) const {
    const uint64_t w = slots[j % kWaveSlots].word.load(std::memory_order_acquire);
    const uint64_t tag = w >> 32;
    if (tag == j - n0 + 1) return w & 0xFFFFFFFFu;
    if (tag > j - n0 + 1) return vals[j - n0].load(std::memory_order_relaxed);
    return kPending;
  }

  const uint64_t n0, n1;  // the block: heaps n0 .. n1 - 1
  Slot* const slots;
  std::atomic<uint32_t>* const vals;
  std::atomic<uint64_t> stop;  // the first heap whose value is too wide for T
};

void WaveRun::deal(unsigned lanes, uint64_t count) {
  double rate[kWaveMaxThreads];
  bool known = true;
  for (unsigned l = 0; l < lanes; ++l) {
    const double busy = std::chrono::duration<double>(wave_[l].busy).count();
    known = known && wave_[l].done >= kWaveMinRun && busy > 0;
    if (known) rate[l] = static_cast<double>(wave_[l].done) / busy;
  }
  if (!known) std::fill(rate, rate + lanes, 1.0);
  owner_.resize(count);
  uint64_t dealt[kWaveMaxThreads] = {};
  for (uint64_t i = 0; i < count; ++i) {  // each heap to the thread that would finish it first
    unsigned best = 0;
    for (unsigned l = 1; l < lanes; ++l)
      if ((static_cast<double>(dealt[l]) + 1) / rate[l] < (static_cast<double>(dealt[best]) + 1) / rate[best]) best = l;
    owner_[i] = static_cast<uint8_t>(best);
    ++dealt[best];
  }
}

template <class T>
void WaveRun::prepare(uint64_t n_end, unsigned lanes) {
  if (wave_.size() < lanes) wave_.resize(lanes);
  // Each thread keeps its own copy of G(0..n-1) in the store's width, with room for the whole run
  // (no reallocation while it reads it), so that no cache line of the scans is written by another core.
  for (unsigned id = 0; id < lanes; ++id) {
    wave_[id].copy.resize((n_end * sizeof(T) + sizeof(uint64_t) - 1) / sizeof(uint64_t) + 1);
    wave_[id].have = 0;
  }
  if (!slots_) slots_.reset(new Slot[kWaveSlots]);
  if (!vals_) vals_.reset(new std::atomic<uint32_t>[kWaveBlock]);
}

template <class T>
void WaveRun::begin_block(const NimSequence& seq, uint64_t n0, uint64_t n1, unsigned lanes) {
  for (unsigned id = 0; id < lanes; ++id) {  // the values the thread did not read in the last block
    Lane& ln = wave_[id];
    std::memcpy(reinterpret_cast<T*>(ln.copy.data()) + ln.have, seq.data<T>() + ln.have, (n0 - ln.have) * sizeof(T));
    ln.have = n0;
  }
  for (std::size_t i = 0; i < kWaveSlots; ++i) slots_[i].word.store(0, std::memory_order_relaxed);
  deal(lanes, n1 - n0);
}

template <class T>
bool WaveRun::end_block(NimSequence& seq, const Block<T>& block, unsigned width) {
  const uint64_t s = block.stop.load();
  for (uint64_t j = block.n0; j < std::min(block.n1, s + 1); ++j)
    seq.push_back(block.vals[j - block.n0].load(std::memory_order_relaxed));
  return seq.width() == width;
}

template <class T>
void WaveRun::run(NimSequence& seq, uint64_t n_end, unsigned lanes, const TwoHeapOptions& options) {
  using Clock = std::chrono::steady_clock;
  const unsigned width = seq.width();
  const uint64_t kmin = options.smallest();
  const bool inner = allowed_threads() > lanes;  // threads left over for the loops inside a heap
  prepare<T>(n_end, lanes);
  constexpr uint32_t kMaxT = Block<T>::kMaxT;
  constexpr uint64_t kPending = Block<T>::kPending;
  while (seq.size() < n_end) {
    const uint64_t n0 = seq.size(), n1 = std::min<uint64_t>(n_end, n0 + kWaveBlock);
    begin_block<T>(seq, n0, n1, lanes);
    const uint8_t* owner = owner_.data();
    const uint32_t max0 = seq.max_value();
    Block<T> block(n0, n1, slots_.get(), vals_.get());
    // Thread id owns the heaps n0 + i with owner[i] == id: no shared counter. Before heap j it reads
    // every value below j + 1 - kmin in order into its copy, so a thread that lost its core holds the
    // others up only until they compute its heap themselves (after kWaveHelpFactor times their own
    // heap's time).
    auto lane = [&](unsigned id) {
      Lane& ln = wave_[id];
      T* g = reinterpret_cast<T*>(ln.copy.data());
      const bool outer = t_in_wave;
      t_in_wave = !inner;
      uint64_t have = n0;    // G(0..have-1) are in g (ln.have: where the next block starts reading)
      uint32_t maxv = max0;  // the largest of them
      Clock::duration heap_time{};
      ln.busy = Clock::duration::zero();
      ln.done = 0;
      auto compute = [&](uint64_t j) {
        const auto t0 = Clock::now();
        auto value = [&] { return options.value(ln.pm, ln.splits, static_cast<const T*>(g), have, j, value_bound(maxv)); };
        // With threads to spare, a large heap's loops run as tasks; isolated, so that waiting for them
        // never runs another wave thread's task here (it could wait for this very heap).
        const uint32_t v = inner ? tbb::this_task_arena::isolate(value) : value();
        block.publish(j, v);
        heap_time = Clock::now() - t0;
      };
      for (uint64_t i = 0; i < n1 - n0; ++i) {
        if (owner[i] != id) continue;
        const uint64_t j = n0 + i;
        if (j > block.stop.load(std::memory_order_acquire)) break;  // past the first too-wide value
        if (block.read(j) != kPending) continue;                    // computed by a helper
        const uint64_t need = j + 1 > kmin ? j + 1 - kmin : 0;  // every option of j lies in G(0..need-1)
        unsigned spins = 0;
        Clock::time_point since{};
        const Clock::duration help_after =
            std::max<Clock::duration>(kWaveHelpFactor * heap_time, std::chrono::microseconds(kWaveHelpMinMicros));
        bool dead = false;
        while (!dead && have < need) {
          const uint64_t v = block.read(have);
          if (v != kPending) {
            if (v > kMaxT) {
              dead = true;  // the block ends at `have`
            } else {
              g[have++] = static_cast<T>(v);
              maxv = std::max(maxv, static_cast<uint32_t>(v));
              spins = 0;
            }
          } else if (++spins % kWaveSpinCheck != 0) {
            cpu_pause();
          } else if (spins == kWaveSpinCheck) {
            since = Clock::now();
          } else if (Clock::now() - since > help_after) {
            compute(have);  // its thread stalls: every heap below `have` is in g
            spins = 0;
          }
        }
        if (dead) break;
        const uint64_t next = next_need(owner, i, n1 - n0, id, n0, kmin);
        t_wave_next = next > have ? &block.slots[(next - 1) % kWaveSlots] : nullptr;
        compute(j);
        t_wave_next = nullptr;
        ln.busy += heap_time;
        ++ln.done;
      }
      ln.have = have;
      t_in_wave = outer;
    };
    tbb::task_group tg;
    for (unsigned id = 1; id < lanes; ++id) tg.run([&lane, id] { lane(id); });
    lane(0);
    tg.wait();
    if (!end_block(seq, block, width)) return;
  }
}

template void WaveRun::run<uint8_t>(NimSequence&, uint64_t, unsigned, const TwoHeapOptions&);
template void WaveRun::run<uint16_t>(NimSequence&, uint64_t, unsigned, const TwoHeapOptions&);
template void WaveRun::run<uint32_t>(NimSequence&, uint64_t, unsigned, const TwoHeapOptions&);

}  // namespace sgp
