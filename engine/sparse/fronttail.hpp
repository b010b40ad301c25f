/// @brief Front-plus-tail: the sparse-space loop past memory, keeping only the first values and the last ones.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/sequence.hpp"
#include "engine/stats.hpp"
#include "octal/game.hpp"
#include "octal/rules.hpp"

namespace sgp {

/// The scheme cannot go on (or cannot start): what() names n and the assumption that broke.
struct FrontTailError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Continues a sparse game's nim-sequence far past what memory holds (engine/sparse/fronttail.cpp has the
/// derivation). It keeps the first `front` values (every rare position and every witness part), the
/// last `ring` values (the other parts: n - k - a for a below the front), the frozen mask, and the
/// statistics. Sequential: the values never depend on thread counts. Only finite octal codes with a
/// split digit and one-byte values.
class FrontTailRun {
 public:
  /// Takes over the full prefix G(0..n0-1); the mask is the best one of its histogram and stays.
  /// Throws FrontTailError when the prefix does not fit the scheme (a rare position at or past the
  /// front, values past one byte, a prefix shorter than the ring, a game the scheme does not handle).
  FrontTailRun(const Game& game, const NimSequence& prefix, uint64_t front);

  /// Computes G(size()) .. G(n_end - 1). Throws FrontTailError at the first n the scheme cannot
  /// decide; the state then still holds every value before that n (a checkpoint of it is valid).
  void extend(uint64_t n_end);

  uint64_t size() const { return n_; }
  uint64_t start() const { return start_; }  ///< n0: every value before it was kept (and analysed)
  uint64_t front() const { return front_.size(); }
  uint64_t ring() const { return ring_len_; }
  uint32_t mask() const { return mask_; }
  std::size_t rare_count() const { return rare_pos_.size(); }
  uint64_t last_rare() const { return rare_pos_.empty() ? 0 : rare_pos_.back(); }
  uint32_t max_value() const { return stats_.max_value(); }
  uint64_t max_value_at() const { return max_at_; }
  /// The farthest part the witness scans reached so far (they go in steps of 8 to 64 pairs; how close
  /// the run came to the front).
  uint64_t deepest_witness() const { return deepest_; }
  /// G(n) for n < front() or size() - ring() <= n < size(); std::out_of_range otherwise.
  uint32_t value(uint64_t n) const;
  const StatsAccumulator& stats() const { return stats_; }

  /// The whole state as bytes (checkpoints) and back; deserialize throws std::runtime_error naming
  /// the field that is wrong.
  std::vector<uint8_t> serialize() const;
  static FrontTailRun deserialize(const Game& game, const uint8_t* p, std::size_t size);

  /// The ring for a front: the smallest power of two >= front + kmax + 2 (kmax: the code's last digit).
  static uint64_t ring_for(const Game& game, uint64_t front);
  /// Bytes the scheme keeps for a front (front and its reversed copy, mirrored ring, a little more).
  static uint64_t bytes_for(const Game& game, uint64_t front);
  /// Whether the scheme handles the game at all.
  static bool handles(const Game& game);

 private:
  explicit FrontTailRun(const Game& game);
  void set_bound(uint32_t w);
  void put(uint64_t n, uint8_t v) {
    ring_[n & (ring_len_ - 1)] = v;
    ring_[(n & (ring_len_ - 1)) + ring_len_] = v;
  }
  // Heap n's options other than the rare loop's; nr: how many rare positions the loop must still take.
  template <class Bits>
  Bits plain_options(uint64_t n, std::size_t& nr) const;
  template <class Bits>
  uint32_t next_value();

  static bool handles(const MoveRules& rules);

  MoveRules rules_;  // the code's moves
  std::vector<uint8_t> front_;  // G(0 .. F-1)
  std::vector<uint8_t> frev_;   // the same reversed, so that the vector witness scan needs no shuffles
  std::vector<uint8_t> ring_;   // G(p) at p mod L and again at p mod L + L: any L-window is contiguous
  uint64_t ring_len_ = 0;       // L, a power of two
  uint64_t n_ = 0, start_ = 0;
  uint32_t mask_ = 0;
  uint32_t bound_ = 1;  // W: power of two above every value
  uint64_t max_at_ = 0, deepest_ = 0;
  std::vector<uint64_t> rare_pos_;
  std::vector<uint32_t> rare_val_;
  // The batched rare loop (extend): option words of heaps batch_n_ .. + 7 from the rare positions
  // from batch_near_ on (the first one >= 8; set with the rare list).
  uint64_t batch_n_ = UINT64_MAX;
  std::size_t batch_near_ = 0;
  uint64_t batch_lo_[8] = {}, batch_hi_[8] = {};
  uint64_t common_bits_[4] = {}, rare_bits_[4] = {};  // values below W by class, as 256 bits
  uint32_t common_above_ = 0, rare_above_ = 0;        // first common / rare value >= W
  StatsAccumulator stats_;
};

}  // namespace sgp
