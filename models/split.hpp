/// @brief Split games from engine tables: Kayles, Dawson's Kayles, treblecross, Crosses and Crosses, the connect-line game.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// One heap game whose nim-sequence comes from the engine (the public run()). When the engine proves the
/// period, G(n) for any 64-bit n is G(pre + (n - pre) mod p); otherwise heaps beyond the computed
/// range are refused with a message naming the range.
class SplitGame {
 public:
  /// Names: kayles (0.77), dawson-kayles (0.07), treblecross (0.007), crosses (POJ 3537:
  /// placing at i in a strip of n leaves max(0, i-3) and max(0, n-i-2)), connect-line (CCPC 2025 F,
  /// a block of x free points loses two and splits: the sequence of 0.07). Throws InputError otherwise.
  /// limit: values to compute for games the engine cannot prove (0 = 4096).
  static const SplitGame& get(const std::string& name, uint64_t limit = 0);
  static const std::vector<std::string>& names();

  const std::string& name() const { return name_; }
  bool proven() const { return proven_; }
  uint64_t period() const { return period_; }
  uint64_t preperiod() const { return preperiod_; }
  uint64_t computed() const { return values_.size(); }
  /// G(n); throws InputError beyond the computed range of an unproven game.
  uint64_t sg(uint64_t n) const;
  /// The options of heap n as pairs of heaps left (0 = nothing); for large n only the pairs that
  /// matter for distinct values (periodicity) are listed.
  std::vector<std::pair<uint64_t, uint64_t>> options(uint64_t n) const;
  /// A sum of heaps: xor and a move "heap i: n -> a + b".
  Answer solve(const std::vector<uint64_t>& heaps) const;

 private:
  SplitGame() = default;
  std::string name_, code_;
  bool proven_ = false, custom_crosses_ = false;
  uint64_t period_ = 0, preperiod_ = 0;
  std::vector<uint32_t> values_;
};

/// CCPC 2025 Online F: n points (0..n-1) on a line, chords drawn above it never cross; m chords
/// given by their end points. Free points that see every chord from the same side form one block
/// (found with a random 64-bit xor hash per chord: A inside, B outside, so two points share a hash
/// iff they agree on every chord, up to a 2^-64 collision chance). Returns the block sizes.
std::vector<uint64_t> connect_line_blocks(uint64_t n, const std::vector<std::pair<uint64_t, uint64_t>>& chords,
                                          uint64_t seed = 0x9E3779B97F4A7C15ULL);

}  // namespace sgp::models
