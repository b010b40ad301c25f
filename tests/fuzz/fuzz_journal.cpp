/// @brief Fuzz harness: the census journal (a checksummed header, then one checksummed record per finished class).
//
// Two targets in one: the record parser on the input as one line (and on the input with its checksum
// made right, so that the fields behind the checksum are reached), and the journal file as a whole.
// Contract: a record is refused (nullopt) or read into a class whose record writes back identically;
// a journal file opens with its classes or is refused with a message naming the file; nothing else is
// thrown, and no record may claim more values than the census keeps (kCensusAgreePrefix).
#include <unistd.h>

#include <cstdio>

#include "census/census_journal.hpp"
#include "engine/bytes.hpp"
#include "tests/fuzz/fuzz_util.hpp"

using sgfuzz::require;

namespace {
void check_record(const std::string& line, const std::string& input) {
  auto c = sgp::parse_census_journal_record(line);
  if (!c) return;
  require(c->first_values.size() <= sgp::kCensusAgreePrefix, "a record holding more values than the census keeps", input);
  const std::string again = sgp::census_journal_record(*c);
  auto back = sgp::parse_census_journal_record(again);
  require(back.has_value(), "a written record does not read back", input);
  require(sgp::census_journal_record(*back) == again, "a record does not round-trip", input);
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string s = sgfuzz::text(data, size);
  const std::string line = s.substr(0, s.find('\n'));
  check_record(line, s);
  // The same body with a correct checksum: the fields are parsed for real.
  const uint64_t sum = sgp::fnv1a(reinterpret_cast<const uint8_t*>(line.data()), line.size());
  char buf[24];
  std::snprintf(buf, sizeof buf, " *%016llx", static_cast<unsigned long long>(sum));
  check_record(line + buf, s);

  // The whole input as a journal file of a 1-digit census.
  char path[] = "/tmp/sgperiod-fuzz-journal-XXXXXX";
  const int fd = ::mkstemp(path);
  if (fd < 0) return 0;
  const bool written = ::write(fd, s.data(), s.size()) == static_cast<ssize_t>(s.size());
  ::close(fd);
  if (written) {
    sgp::CensusOptions o;
    o.digits = 1;
    try {
      sgp::CensusJournal j(path, o);
      for (const auto& [rep, c] : j.finished()) require(rep == c.representative, "a class filed under another name", s);
    } catch (const std::exception& e) {
      require(std::string(e.what()).find(path) != std::string::npos, "a journal refusal that does not name the file", s);
    }
  }
  ::unlink(path);
  return 0;
}
