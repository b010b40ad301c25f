/// @brief Checks the engine against published data: OEIS / Winning Ways nim-sequences and published periods.
/// The expected values live in tests/data/published_sequences.txt and tests/data/published_periods.csv; every
/// block or row names its source. Never edit that data to match the engine: a mismatch is an engine bug
/// (or a source to re-check).
#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/kernel.hpp"
#include "octal/game.hpp"
#include "period/analysis.hpp"

namespace {

struct PublishedSequence {
  std::string game;    ///< as written in the header ("0.77", "4.102", "grundy")
  std::string source;  ///< the rest of the header line
  std::vector<uint32_t> values;
  int line = 0;        ///< header line in the data file
};

struct PublishedPeriod {
  std::string game;
  uint64_t preperiod = 0;
  uint64_t period = 0;
  int64_t saltus = 0;
  std::string source;
  bool slow = false;  ///< after the "# slow" marker
  int line = 0;
};

std::string trim(const std::string& s) {
  std::size_t a = s.find_first_not_of(" \t\r\n");
  if (a == std::string::npos) return "";
  std::size_t b = s.find_last_not_of(" \t\r\n");
  return s.substr(a, b - a + 1);
}

const std::string kSequencesPath = SGPERIOD_SOURCE_DIR "/tests/data/published_sequences.txt";
const std::string kPeriodsPath = SGPERIOD_SOURCE_DIR "/tests/data/published_periods.csv";

/// A block is the last '#' line before a run of number lines; a blank line ends the block.
std::vector<PublishedSequence> read_sequences() {
  std::ifstream in(kSequencesPath);
  if (!in) throw std::runtime_error("cannot open " + kSequencesPath);
  std::vector<PublishedSequence> out;
  std::string line, header;
  int header_line = 0, lineno = 0;
  bool open = false;
  while (std::getline(in, line)) {
    ++lineno;
    std::string t = trim(line);
    if (t.empty()) { open = false; header.clear(); continue; }
    if (t[0] == '#') { open = false; header = trim(t.substr(1)); header_line = lineno; continue; }
    if (!open) {
      if (header.empty()) throw std::runtime_error("values without a header at line " + std::to_string(lineno));
      PublishedSequence s;
      std::size_t sp = header.find_first_of(" \t");
      s.game = header.substr(0, sp);
      s.source = sp == std::string::npos ? "" : trim(header.substr(sp));
      s.line = header_line;
      out.push_back(std::move(s));
      open = true;
    }
    std::istringstream ss(t);
    long long v;
    while (ss >> v) out.back().values.push_back(static_cast<uint32_t>(v));
    if (!ss.eof()) throw std::runtime_error("bad number at line " + std::to_string(lineno));
  }
  return out;
}

std::vector<PublishedPeriod> read_periods() {
  std::ifstream in(kPeriodsPath);
  if (!in) throw std::runtime_error("cannot open " + kPeriodsPath);
  std::vector<PublishedPeriod> out;
  std::string line;
  bool slow = false, seen_header = false;
  int lineno = 0;
  while (std::getline(in, line)) {
    ++lineno;
    std::string t = trim(line);
    if (t.empty()) continue;
    if (t[0] == '#') {
      if (trim(t.substr(1)) == "slow") slow = true;
      continue;
    }
    if (!seen_header) { seen_header = true; continue; }  // game,preperiod,period,saltus,source
    std::vector<std::string> f;
    std::size_t pos = 0;
    for (int i = 0; i < 4; ++i) {
      std::size_t c = t.find(',', pos);
      if (c == std::string::npos) throw std::runtime_error("short row at line " + std::to_string(lineno));
      f.push_back(trim(t.substr(pos, c - pos)));
      pos = c + 1;
    }
    f.push_back(trim(t.substr(pos)));  // the source may hold commas
    PublishedPeriod p;
    p.game = f[0];
    p.preperiod = std::stoull(f[1]);
    p.period = std::stoull(f[2]);
    p.saltus = std::stoll(f[3]);
    p.source = f[4];
    p.slow = slow;
    p.line = lineno;
    out.push_back(std::move(p));
  }
  return out;
}

/// Digits after the point of a code ("0.137" -> 3); 0 for names.
uint64_t code_digits(const std::string& code) {
  std::size_t dot = code.find('.');
  return dot == std::string::npos ? 0 : code.size() - dot - 1;
}

/// The values a proof needs (2*preperiod + 2*period + k) with some room to spare.
uint64_t limit_for(const PublishedPeriod& p) {
  uint64_t need = 2 * p.preperiod + 2 * p.period + code_digits(p.game);
  return need + need / 10 + 200;
}

void check_period(const PublishedPeriod& p) {
  INFO("game " << p.game << " (published_periods.csv line " << p.line << "): preperiod " << p.preperiod
               << ", period " << p.period << "; source: " << p.source);
  sgp::Game game = sgp::parse_game(p.game);
  sgp::RunOptions opt;
  opt.limit = limit_for(p);
  INFO("limit " << opt.limit);
  sgp::RunReport r = sgp::run_game(game, opt);
  INFO("engine: status " << sgp::status_name(r.status) << ", period " << r.periodicity.period << ", preperiod "
                         << r.periodicity.preperiod << ", saltus " << r.periodicity.saltus << ", computed "
                         << r.values_computed << " values with " << r.method << " in " << r.seconds << " s");
  REQUIRE(r.status == sgp::Status::Proven);
  CHECK(r.periodicity.period == p.period);
  CHECK(r.periodicity.preperiod == p.preperiod);
  CHECK(r.periodicity.saltus == p.saltus);
}

}  // namespace

TEST_CASE("published data files are well formed", "[published]") {
  auto seqs = read_sequences();
  CHECK(seqs.size() >= 10);
  for (const auto& s : seqs) {
    INFO("block " << s.game << " at line " << s.line << ": " << s.source);
    CHECK_FALSE(s.source.empty());
    CHECK(s.values.size() >= 60);
    REQUIRE_FALSE(s.values.empty());
    CHECK(s.values[0] == 0);
    CHECK_NOTHROW(sgp::parse_game(s.game));
  }
  auto periods = read_periods();
  CHECK(periods.size() >= 35);
  for (const auto& p : periods) {
    INFO("row " << p.game << " at line " << p.line);
    CHECK_FALSE(p.source.empty());
    CHECK(p.period >= 1);
    CHECK_NOTHROW(sgp::parse_game(p.game));
  }
}

TEST_CASE("engine values match published nim-sequences", "[published]") {
  auto seqs = read_sequences();
  for (const auto& s : seqs) {
    DYNAMIC_SECTION(s.game) {
      INFO("game " << s.game << " (published_sequences.txt line " << s.line << "); source: " << s.source);
      sgp::Game game = sgp::parse_game(s.game);
      sgp::NimSequence got = sgp::compute(game, s.values.size());
      REQUIRE(got.size() == s.values.size());
      std::size_t first_bad = s.values.size();
      for (std::size_t n = 0; n < s.values.size(); ++n)
        if (got[n] != s.values[n]) { first_bad = n; break; }
      if (first_bad < s.values.size()) {
        INFO("first mismatch at heap " << first_bad << ": engine " << got[first_bad] << ", published "
                                       << s.values[first_bad]);
        CHECK(first_bad == s.values.size());
      } else {
        SUCCEED();
      }
    }
  }
}

TEST_CASE("engine proves published periods", "[published]") {
  auto periods = read_periods();
  for (const auto& p : periods) {
    if (p.slow) continue;
    DYNAMIC_SECTION(p.game) { check_period(p); }
  }
}

TEST_CASE("engine proves published periods (large)", "[published][.slow]") {
  auto periods = read_periods();
  for (const auto& p : periods) {
    if (!p.slow) continue;
    DYNAMIC_SECTION(p.game) { check_period(p); }
  }
}
