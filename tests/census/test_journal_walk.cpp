/// @brief [census] Every single-byte change and every truncation of a small census journal: refused, or the record dropped, never misread.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <set>

#include "census/census.hpp"
#include "census/census_journal.hpp"
#include "tests/cli_util.hpp"

using namespace sgtest;

namespace {

// Removed first: truncating a written file makes ext4 flush it on close (auto_da_alloc).
void write_text(const std::string& path, const std::string& text) {
  std::remove(path.c_str());
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

// The journal's contract (census/census_journal.hpp): opening gives back exactly the whole records; a
// last line cut short is dropped; any other bad line is an error naming the file and the line. So a
// damaged journal either opens with a subset of the original records (the damaged one dropped) or is
// refused; it never yields a class that was not written.
struct Outcome {
  bool refused = false;
  std::string message;
  std::size_t classes = 0;
  bool all_original = true;
};

Outcome open_journal(const std::string& path, const sgp::CensusOptions& o, const std::set<std::string>& records) {
  Outcome out;
  try {
    sgp::CensusJournal j(path, o);
    out.classes = j.finished().size();
    for (const auto& f : j.finished()) out.all_original = out.all_original && records.count(sgp::census_journal_record(f.second));
  } catch (const std::exception& e) {
    out.refused = true;
    out.message = e.what();
  }
  return out;
}

}  // namespace

TEST_CASE("journal walk: a changed byte anywhere is refused or drops its record, a cut drops only the torn record",
          "[jobs][census][faults]") {
  TempDir dir;
  const std::string path = dir / "walk.journal";
  sgp::CensusOptions o;
  o.digits = 1;
  o.budget = 256;
  std::vector<std::string> recs;
  o.on_class = [&](const sgp::CensusEntry& c) {
    if (recs.size() < 3) recs.push_back(sgp::census_journal_record(c));
  };
  sgp::run_census(o);
  REQUIRE(recs.size() == 3);
  const std::set<std::string> originals(recs.begin(), recs.end());
  std::string good = sgp::census_journal_header(o) + "\n";
  for (const auto& r : recs) good += r + "\n";
  o.on_class = {};
  write_text(path, good);
  REQUIRE(open_journal(path, o, originals).classes == 3);

  // Three changes per byte (a flipped low bit, a flipped case bit, a newline) keep the walk quick while
  // touching digits, letters, separators, the checksum and the line structure everywhere.
  std::size_t refused = 0, dropped = 0;
  for (std::size_t i = 0; i < good.size(); ++i)
    for (int change = 0; change < 3; ++change) {
      std::string bad = good;
      bad[i] = change == 0 ? char(bad[i] ^ 1) : change == 1 ? char(bad[i] ^ 0x20) : '\n';
      if (bad == good) continue;
      write_text(path, bad);
      const Outcome r = open_journal(path, o, originals);
      INFO("byte " << i << " change " << change << ": " << r.message);
      if (r.refused) {
        ++refused;
        CHECK(r.message.find(path) != std::string::npos);
      } else {
        ++dropped;
        CHECK(r.all_original);
        CHECK(r.classes < 3);
      }
    }
  CHECK(refused > 0);
  CHECK(dropped > 0);  // a change in the last record's newline makes it a torn last line

  // Every truncation: the whole records before the cut come back, nothing else; never an error.
  for (std::size_t len = 0; len < good.size(); ++len) {
    write_text(path, good.substr(0, len));
    const Outcome r = open_journal(path, o, originals);
    INFO("cut to " << len << ": " << r.message);
    CHECK_FALSE(r.refused);
    CHECK(r.all_original);
    std::size_t whole = 0, at = good.find('\n') + 1;  // records whose newline is inside the cut
    for (const auto& rec : recs) {
      at += rec.size() + 1;
      whole += at <= len;
    }
    CHECK(r.classes == whole);
  }
}
