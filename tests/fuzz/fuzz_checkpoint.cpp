/// @brief Fuzz harness: the checkpoint loader (whole sequences and front-plus-tail states).
//
// Each input is tried twice: as a file, and as a file with a correct FNV-1a checksum appended, so that
// the fields behind the checksum (widths, counts, the front-plus-tail state) are reached too.
// Contract: a load either throws CheckpointError naming the file, or gives a state that, saved again
// and loaded again, is the same (values for a whole sequence, the serialized state for front-plus-tail).
// The game is whatever the file's header names, when that parses: the seeds hold checkpoints of a
// dense game (0.77) and of a front-plus-tail run (0.1777).
#include <unistd.h>

#include <fstream>

#include "engine/bytes.hpp"
#include "engine/checkpoint.hpp"
#include "sgperiod/errors.hpp"
#include "sgperiod/game.hpp"
#include "tests/fuzz/fuzz_util.hpp"

using sgfuzz::require;

namespace {

std::string temp_path(const char* tag) {
  return std::string("/tmp/sgperiod-fuzz-ckpt-") + tag + "-" + std::to_string(::getpid());
}

bool write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return bool(out);
}

void try_load(const std::string& bytes, const std::string& input) {
  const std::string path = temp_path("in"), again = temp_path("again");
  if (!write_file(path, bytes)) return;
  try {
    const sgp::CheckpointInfo info = sgp::read_checkpoint_info(path);
    sgp::Game game;
    try {
      game = sgp::parse_game(info.game);
    } catch (const sgp::InvalidInput&) {
      ::unlink(path.c_str());
      return;  // a game the parser refuses can match no checkpoint: the loaders compare canonical forms
    }
    if (info.layout == sgp::CheckpointLayout::Full) {
      const sgp::NimSequence seq = sgp::load_checkpoint(path, game);
      sgp::save_checkpoint(again, game, seq);
      const sgp::NimSequence back = sgp::load_checkpoint(again, game);
      require(back.raw() == seq.raw() && back.width() == seq.width(), "a loaded sequence does not round-trip", input);
    } else {
      const sgp::FrontTailRun run = sgp::load_front_tail_checkpoint(path, game);
      sgp::save_checkpoint(again, game, run);
      const sgp::FrontTailRun back = sgp::load_front_tail_checkpoint(again, game);
      require(back.serialize() == run.serialize(), "a loaded front-plus-tail state does not round-trip", input);
    }
  } catch (const sgp::CheckpointError& e) {
    require(std::string(e.what()).find(path) != std::string::npos || std::string(e.what()).find(again) != std::string::npos,
            "a refusal that does not name the file", input);
  }
  ::unlink(path.c_str());
  ::unlink(again.c_str());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string s(reinterpret_cast<const char*>(data), size);
  try_load(s, s);
  const uint64_t sum = sgp::fnv1a(data, size);
  std::string with_sum = s;
  for (int b = 0; b < 8; ++b) with_sum += static_cast<char>((sum >> (8 * b)) & 0xff);
  try_load(with_sum, s);
  return 0;
}
