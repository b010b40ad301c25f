/// @brief Every single-byte change and every truncation of a small checkpoint is refused, naming the field or checksum.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>

#include "engine/checkpoint.hpp"

using namespace sgp;

namespace {

std::string walk_path(const std::string& name) {
  return std::string(SGPERIOD_BINARY_DIR) + "/test_checkpoint_walk_" + std::to_string(::getpid()) + "_" + name + ".sgpc";
}

std::vector<char> slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<char>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Removed first: truncating a written file makes ext4 flush it on close (auto_da_alloc), which would
// turn the thousands of writes of a walk into minutes.
void spit(const std::string& path, const std::vector<char>& bytes) {
  std::remove(path.c_str());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// "" when `path` loads as a checkpoint of `g`, else the refusal's message.
std::string refusal(const std::string& path, const Game& g) {
  try {
    load_checkpoint(path, g);
  } catch (const CheckpointError& e) {
    return e.what();
  }
  return "";
}

// A refusal must say what is wrong in terms a user can check: a named field, the checksum, the magic
// number or the version.
bool names_what(const std::string& m) {
  return m.find("field '") != std::string::npos || m.find("checksum") != std::string::npos ||
         m.find("magic") != std::string::npos || m.find("version") != std::string::npos;
}

}  // namespace

TEST_CASE("checkpoint walk: every changed byte of a small checkpoint is refused with the field named", "[checkpoint][faults]") {
  // Kayles, 40 values: the file is small enough to try all 255 other values of every byte.
  const Game g = parse_game("kayles");
  const std::string path = walk_path("bytes");
  save_checkpoint(path, g, compute(g, 40, Method::Naive));
  const std::vector<char> good = slurp(path);
  REQUIRE(good.size() > 40);
  REQUIRE(refusal(path, g).empty());
  std::size_t refused = 0, tried = 0;
  for (std::size_t i = 0; i < good.size(); ++i)
    for (int v = 0; v < 256; ++v) {
      if (static_cast<unsigned char>(good[i]) == v) continue;
      std::vector<char> bad = good;
      bad[i] = static_cast<char>(v);
      spit(path, bad);
      const std::string m = refusal(path, g);
      ++tried;
      INFO("byte " << i << " set to " << v << ": " << m);
      CHECK(!m.empty());
      CHECK(names_what(m));
      refused += !m.empty();
    }
  CHECK(refused == tried);
  std::remove(path.c_str());
}

TEST_CASE("checkpoint walk: every truncation and an appended byte are refused with the field named", "[checkpoint][faults]") {
  const Game g = parse_game("0.16");
  const std::string path = walk_path("cut");
  save_checkpoint(path, g, compute(g, 300, Method::Naive));
  const std::vector<char> good = slurp(path);
  for (std::size_t len = 0; len < good.size(); ++len) {
    spit(path, std::vector<char>(good.begin(), good.begin() + static_cast<std::ptrdiff_t>(len)));
    const std::string m = refusal(path, g);
    INFO("cut to " << len << " of " << good.size() << " bytes: " << m);
    CHECK(!m.empty());
    CHECK(names_what(m));
  }
  std::vector<char> longer = good;
  longer.push_back('\0');
  spit(path, longer);
  const std::string m = refusal(path, g);
  CHECK(!m.empty());
  CHECK(names_what(m));
  std::remove(path.c_str());
}
