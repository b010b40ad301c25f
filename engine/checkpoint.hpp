/// @brief Checkpoints: a NimSequence saved for one game in a versioned, checksummed binary file, written atomically.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>

#include "engine/sparse/fronttail.hpp"
#include "engine/kernel.hpp"

namespace sgp {

/// A checkpoint that cannot be used; what() names the file and the field that is wrong
/// (magic, version, game, width, count, checksum) or the I/O step that failed.
struct CheckpointError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Current format version (see checkpoint.cpp for the layout); version 1 files (whole sequences,
/// before front-plus-tail runs existed) are still read.
constexpr uint32_t kCheckpointVersion = 2;

/// What a checkpoint holds: every value, or the state of a front-plus-tail run (engine/sparse/fronttail.hpp).
enum class CheckpointLayout : uint32_t { Full = 0, FrontTail = 1 };

/// What a checkpoint holds, read from its header alone.
struct CheckpointInfo {
  uint32_t version = 0;
  std::string game;  ///< canonical game string
  CheckpointLayout layout = CheckpointLayout::Full;
  unsigned width = 0;  ///< Full: bytes per value
  uint64_t count = 0;  ///< values computed (G(0..count-1))
};

/// Writes G(0..seq.size()-1) of `game` to `path` atomically: a temporary file in the same folder,
/// fsync, then rename, so a crash leaves either the old checkpoint or the new one. Throws CheckpointError.
void save_checkpoint(const std::string& path, const Game& game, const NimSequence& seq);

/// Reads a checkpoint of `game`; refuses (CheckpointError) a file with another magic, version, game,
/// an impossible width or count, a truncated payload or a checksum that does not match.
NimSequence load_checkpoint(const std::string& path, const Game& game);

/// Writes the state of a front-plus-tail run (same file format, layout FrontTail), atomically.
void save_checkpoint(const std::string& path, const Game& game, const FrontTailRun& run);

/// Reads a front-plus-tail checkpoint of `game`; refuses it like load_checkpoint, and names the field
/// of the run's state that is wrong.
FrontTailRun load_front_tail_checkpoint(const std::string& path, const Game& game);

/// The header of a checkpoint, checked for magic and version only (for `--checkpoint` diagnostics).
CheckpointInfo read_checkpoint_info(const std::string& path);

/// Extends seq to n_end like extend_with_progress, saving a checkpoint to `path` whenever at least
/// `every` values were added since the last save, and once at the end. every == 0: only at the end.
void extend_with_checkpoints(Kernel& kernel, NimSequence& seq, uint64_t n_end, const Game& game,
                             const std::string& path, uint64_t every, const Progress& progress = {});

}  // namespace sgp
