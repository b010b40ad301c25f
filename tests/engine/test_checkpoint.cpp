/// @brief Checkpoints: round trip, corruption, truncation, wrong game, and resume equality with the sparse kernel.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>

#include "engine/checkpoint.hpp"

using namespace sgp;

namespace {

std::string temp_path(const std::string& name) {
  return std::string(SGPERIOD_BINARY_DIR) + "/test_checkpoint_" + std::to_string(::getpid()) + "_" + name + ".sgpc";
}

std::vector<char> slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<char>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void spit(const std::string& path, const std::vector<char>& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

bool same(const NimSequence& a, const NimSequence& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return false;
  return true;
}

// The message of the CheckpointError that loading `path` throws ("" when it loads).
std::string load_error(const std::string& path, const Game& g) {
  try {
    load_checkpoint(path, g);
  } catch (const CheckpointError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("checkpoint round trip, one- and two-byte values", "[checkpoint]") {
  for (const char* code : {"0.16", "4.007"}) {
    Game g = parse_game(code);
    NimSequence seq = compute(g, 3000, Method::Naive);
    std::string path = temp_path("roundtrip");
    save_checkpoint(path, g, seq);
    NimSequence back = load_checkpoint(path, g);
    CHECK(back.width() == seq.width());
    CHECK(back.max_value() == seq.max_value());
    CHECK(same(back, seq));
    CheckpointInfo info = read_checkpoint_info(path);
    CHECK(info.game == g.canonical());
    CHECK(info.count == 3000);
    CHECK(info.version == kCheckpointVersion);
    // Another spelling of the same game reads the same checkpoint.
    if (std::string(code) == "0.16") CHECK(same(load_checkpoint(path, parse_game(".16")), seq));
    std::remove(path.c_str());
  }
}

TEST_CASE("checkpoint refuses a corrupted byte anywhere", "[checkpoint]") {
  Game g = parse_game("0.16");
  std::string path = temp_path("corrupt");
  save_checkpoint(path, g, compute(g, 500, Method::Naive));
  std::vector<char> good = slurp(path);
  for (std::size_t at : {std::size_t(0), std::size_t(9), good.size() / 2, good.size() - 3}) {
    std::vector<char> bad = good;
    bad[at] = static_cast<char>(bad[at] ^ 0x10);
    spit(path, bad);
    INFO("byte " << at);
    CHECK_FALSE(load_error(path, g).empty());
  }
  std::vector<char> bad = good;
  bad[good.size() / 2] ^= 1;  // payload: only the checksum can tell
  spit(path, bad);
  CHECK_THAT(load_error(path, g), Catch::Contains("checksum"));
  bad = good;
  bad[0] = 'X';
  spit(path, bad);
  CHECK_THAT(load_error(path, g), Catch::Contains("magic"));
  bad = good;
  bad[8] = 9;  // version
  spit(path, bad);
  CHECK_THAT(load_error(path, g), Catch::Contains("version"));
  std::remove(path.c_str());
}

TEST_CASE("checkpoint refuses a truncated file", "[checkpoint]") {
  Game g = parse_game("0.16");
  std::string path = temp_path("truncated");
  save_checkpoint(path, g, compute(g, 500, Method::Naive));
  std::vector<char> good = slurp(path);
  for (std::size_t keep : {std::size_t(0), std::size_t(5), std::size_t(14), std::size_t(30), good.size() - 100, good.size() - 1}) {
    spit(path, std::vector<char>(good.begin(), good.begin() + static_cast<std::ptrdiff_t>(keep)));
    INFO("kept " << keep << " bytes");
    CHECK_FALSE(load_error(path, g).empty());
  }
  spit(path, std::vector<char>(good.begin(), good.end() - 100));
  CHECK_THAT(load_error(path, g), Catch::Contains("count"));
  std::remove(path.c_str());
  CHECK_THAT(load_error(path, g), Catch::Contains("cannot open"));
}

TEST_CASE("checkpoint refuses another game", "[checkpoint]") {
  Game g = parse_game("0.16");
  std::string path = temp_path("game");
  save_checkpoint(path, g, compute(g, 100, Method::Naive));
  std::string err = load_error(path, parse_game("0.167"));
  CHECK_THAT(err, Catch::Contains("game"));
  CHECK_THAT(err, Catch::Contains("0.16"));
  std::remove(path.c_str());
}

TEST_CASE("checkpoint resume with the sparse kernel equals an uninterrupted naive run", "[checkpoint]") {
  for (const char* code : {"0.16", "grundy", "0.1777"}) {
    Game g = parse_game(code);
    std::string path = temp_path("resume");
    NimSequence first = compute(g, 1000, Method::Naive);
    save_checkpoint(path, g, first);
    NimSequence resumed = load_checkpoint(path, g);
    make_kernel(g, Method::Sparse)->extend(resumed, 5000);
    INFO(code);
    CHECK(same(resumed, compute(g, 5000, Method::Naive)));
    std::remove(path.c_str());
  }
}

TEST_CASE("extend_with_checkpoints saves as it goes and at the end", "[checkpoint]") {
  Game g = parse_game("0.16");
  std::string path = temp_path("every");
  NimSequence seq;
  auto k = make_kernel(g, Method::Auto);
  uint64_t reports = 0;
  extend_with_checkpoints(*k, seq, 200000, g, path, 50000, [&](uint64_t, uint64_t) { ++reports; });
  CHECK(reports >= 4);
  NimSequence back = load_checkpoint(path, g);
  CHECK(same(back, seq));
  std::remove(path.c_str());
}
