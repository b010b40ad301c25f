/// @brief Checkpoint files: layout, atomic write (temp + fsync + rename) and a load that names the bad field.
//
// Layout (all integers little-endian):
//   magic    8 bytes  "SGPCKPT\0"
//   version  u32      kCheckpointVersion (2; version 1 files have no layout field and are Full)
//   gamelen  u32      length of the canonical game string, then its bytes
//   layout   u32      0: Full, 1: FrontTail
//   Full:      width u32 (bytes per value: 1, 2 or 4, NimSequence's storage width), count u64,
//              payload count * width bytes, NimSequence::raw()
//   FrontTail: count u64 (values computed), statelen u64, the run's state (FrontTailRun::serialize)
//   checksum u64      FNV-1a 64 of every byte before it
// The game is stored as its canonical string so that "0.16" and ".16" match, and a checkpoint can
// never continue a different game. The checksum covers the header too: a flipped bit anywhere is caught.
#include "engine/checkpoint.hpp"

#include "engine/bytes.hpp"
#include "engine/config.hpp"
#include "sys/checked.hpp"
#include "sys/files.hpp"
#include "sys/quote.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <vector>

namespace sgp {
namespace {

constexpr char kMagic[8] = {'S', 'G', 'P', 'C', 'K', 'P', 'T', '\0'};
constexpr uint64_t kMaxGameString = 1u << 20;

// Sequential reader over the file bytes; a short read names the field being read.
struct Reader {
  const std::vector<uint8_t>& b;
  const std::string& path;
  std::size_t pos = 0;
  template <class U>
  U get(const char* field) {
    if (b.size() - pos < sizeof(U)) throw CheckpointError(sys::quote_path(path) + ": truncated checkpoint (file ends inside field '" + field + "')");
    U v = 0;
    for (std::size_t i = 0; i < sizeof(U); ++i) v |= static_cast<U>(static_cast<U>(b[pos + i]) << (8 * i));
    pos += sizeof(U);
    return v;
  }
};

std::vector<uint8_t> read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CheckpointError(sys::quote_path(path) + ": cannot open checkpoint: " + std::strerror(errno));
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Parses and checks magic, version and header; leaves r.pos at the payload.
CheckpointInfo parse_header(Reader& r) {
  const std::string& path = r.path;
  if (r.b.size() < sizeof(kMagic) || std::memcmp(r.b.data(), kMagic, sizeof(kMagic)) != 0)
    throw CheckpointError(sys::quote_path(path) + ": not a sgperiod checkpoint (bad magic)");
  r.pos = sizeof(kMagic);
  CheckpointInfo info;
  info.version = r.get<uint32_t>("version");
  if (info.version != kCheckpointVersion && info.version != 1)
    throw CheckpointError(sys::quote_path(path) + ": checkpoint version " + std::to_string(info.version) + ", this build reads version " +
                          std::to_string(kCheckpointVersion));
  uint32_t len = r.get<uint32_t>("game");
  if (len > kMaxGameString || r.b.size() - r.pos < len) throw CheckpointError(sys::quote_path(path) + ": truncated or corrupt checkpoint (field 'game')");
  info.game.assign(reinterpret_cast<const char*>(r.b.data() + r.pos), len);
  r.pos += len;
  if (info.version >= 2) {
    const uint32_t layout = r.get<uint32_t>("layout");
    if (layout > 1) throw CheckpointError(sys::quote_path(path) + ": corrupt checkpoint (field 'layout' = " + std::to_string(layout) + ", expected 0 or 1)");
    info.layout = static_cast<CheckpointLayout>(layout);
    if (info.layout == CheckpointLayout::FrontTail) {
      info.count = r.get<uint64_t>("count");
      return info;
    }
  }
  info.width = r.get<uint32_t>("width");
  if (info.width != 1 && info.width != 2 && info.width != 4)
    throw CheckpointError(sys::quote_path(path) + ": corrupt checkpoint (field 'width' = " + std::to_string(info.width) + ", expected 1, 2 or 4)");
  info.count = r.get<uint64_t>("count");
  return info;
}

}  // namespace

namespace {

std::vector<uint8_t> header(const Game& game, CheckpointLayout layout) {
  std::vector<uint8_t> head(kMagic, kMagic + sizeof(kMagic));
  std::string canon = game.canonical();
  ByteWriter w{head};
  w.put<uint32_t>(kCheckpointVersion);
  w.put<uint32_t>(static_cast<uint32_t>(canon.size()));
  head.insert(head.end(), canon.begin(), canon.end());
  w.put<uint32_t>(static_cast<uint32_t>(layout));
  return head;
}

// head + payload + checksum, written atomically by sys/files (a temporary file beside it, fsync, rename).
void write_checkpoint(const std::string& path, const std::vector<uint8_t>& head, const std::vector<uint8_t>& payload) {
  uint64_t sum = fnv1a(payload.data(), payload.size(), fnv1a(head.data(), head.size()));
  std::vector<uint8_t> tail;
  ByteWriter{tail}.put<uint64_t>(sum);

  try {
    sys::write_file_atomically(path, [&](std::ostream& os) {
      auto put = [&os](const std::vector<uint8_t>& bytes) {
        os.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
      };
      put(head);
      put(payload);
      put(tail);
    });
  } catch (const sys::FileError& e) {
    throw CheckpointError(e.what());
  }
}

}  // namespace

void save_checkpoint(const std::string& path, const Game& game, const NimSequence& seq) {
  std::vector<uint8_t> head = header(game, CheckpointLayout::Full);
  ByteWriter w{head};
  w.put<uint32_t>(seq.width());
  w.put<uint64_t>(seq.size());
  write_checkpoint(path, head, seq.raw());
}

void save_checkpoint(const std::string& path, const Game& game, const FrontTailRun& run) {
  std::vector<uint8_t> head = header(game, CheckpointLayout::FrontTail);
  const std::vector<uint8_t> state = run.serialize();
  ByteWriter w{head};
  w.put<uint64_t>(run.size());
  w.put<uint64_t>(state.size());
  write_checkpoint(path, head, state);
}

CheckpointInfo read_checkpoint_info(const std::string& path) {
  std::vector<uint8_t> bytes = read_all(path);
  Reader r{bytes, path};
  return parse_header(r);
}

namespace {

// The header of a checkpoint of `game` with `layout`; refuses another game or layout (`other` says what
// the file is instead). Leaves r.pos at the layout's fields.
CheckpointInfo open_header(Reader& r, const Game& game, CheckpointLayout layout, const char* other) {
  CheckpointInfo info = parse_header(r);
  std::string want = game.canonical();
  if (info.game != want) throw CheckpointError(sys::quote_path(r.path) + ": checkpoint is for game '" + sys::quote_input(info.game) + "', not '" + sys::quote_input(want) + "' (field 'game')");
  if (info.layout != layout) throw CheckpointError(sys::quote_path(r.path) + ": " + other);
  return info;
}

// The stored checksum, right after `end`, against every byte before it.
void check_sum(Reader& r, std::size_t end) {
  uint64_t sum = fnv1a(r.b.data(), end);
  r.pos = end;
  if (sum != r.get<uint64_t>("checksum")) throw CheckpointError(sys::quote_path(r.path) + ": corrupt checkpoint (field 'checksum' does not match the contents)");
}

}  // namespace

NimSequence load_checkpoint(const std::string& path, const Game& game) {
  std::vector<uint8_t> bytes = read_all(path);
  Reader r{bytes, path};
  CheckpointInfo info = open_header(r, game, CheckpointLayout::Full,
                                    "a front-plus-tail checkpoint (field 'layout'), which keeps only the first and the last values");
  uint64_t left = bytes.size() - r.pos;
  if (left < sizeof(uint64_t) || (left - sizeof(uint64_t)) / info.width < info.count)
    throw CheckpointError(sys::quote_path(path) + ": truncated checkpoint: field 'count' says " + std::to_string(info.count) + " values, the file holds " +
                          std::to_string(left < 8 ? 0 : (left - 8) / info.width));
  if (left - sizeof(uint64_t) != info.count * info.width)
    throw CheckpointError(sys::quote_path(path) + ": corrupt checkpoint: field 'count' = " + std::to_string(info.count) + " does not match the file size");
  std::size_t payload_end = r.pos + info.count * info.width;
  check_sum(r, payload_end);
  NimSequence seq;
  seq.assign_raw(info.width, std::vector<uint8_t>(bytes.begin() + static_cast<std::ptrdiff_t>(payload_end - info.count * info.width),
                                                  bytes.begin() + static_cast<std::ptrdiff_t>(payload_end)));
  return seq;
}

FrontTailRun load_front_tail_checkpoint(const std::string& path, const Game& game) {
  std::vector<uint8_t> bytes = read_all(path);
  Reader r{bytes, path};
  CheckpointInfo info = open_header(r, game, CheckpointLayout::FrontTail, "not a front-plus-tail checkpoint (field 'layout')");
  const uint64_t len = r.get<uint64_t>("statelen");
  if (bytes.size() - r.pos < sizeof(uint64_t) || bytes.size() - r.pos - sizeof(uint64_t) != len)
    throw CheckpointError(sys::quote_path(path) + ": truncated or corrupt checkpoint: field 'statelen' = " + std::to_string(len) +
                          " does not match the file size");
  const std::size_t state_at = r.pos;
  check_sum(r, state_at + len);
  try {
    FrontTailRun run = FrontTailRun::deserialize(game, bytes.data() + state_at, len);
    if (run.size() != info.count) throw std::runtime_error("field 'count' does not match the state");
    return run;
  } catch (const FrontTailError& e) {
    throw CheckpointError(sys::quote_path(path) + ": " + e.what());
  } catch (const std::runtime_error& e) {
    throw CheckpointError(sys::quote_path(path) + ": corrupt front-plus-tail checkpoint: " + e.what());
  }
}

void extend_with_checkpoints(Kernel& kernel, NimSequence& seq, uint64_t n_end, const Game& game, const std::string& path,
                             uint64_t every, const Progress& progress) {
  uint64_t saved = seq.size();
  BlockPacer pacer;
  while (seq.size() < n_end) {
    uint64_t block_end = pacer.next_end(seq.size(), n_end);
    if (every) block_end = std::min(block_end, sys::sat_add(saved, every));  // > seq.size(): saved once reached
    kernel.extend(seq, block_end);
    if (progress) progress(seq.size(), n_end);
    if (every && seq.size() - saved >= every) {
      save_checkpoint(path, game, seq);
      saved = seq.size();
    }
  }
  if (saved != seq.size() || every == 0) save_checkpoint(path, game, seq);
}

}  // namespace sgp
