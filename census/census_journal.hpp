/// @brief The census journal: every finished class as one checksummed line, appended and synced, so a killed census resumes.
#pragma once
#include <map>
#include <optional>
#include <string>

#include "census/census.hpp"

namespace sgp {

/// The first line of a journal: the parameters whose classes it holds. A census with other parameters
/// refuses the journal instead of mixing results of two budgets.
std::string census_journal_header(const CensusOptions& options);

/// One finished class (before classes are merged) as one line, without its newline: its figures, its
/// members' own figures and its kept values (a proven class stores only G(0 .. n0 + p - 1) of them and
/// the rest follows from its pattern), then " *" and a 64-bit FNV-1a checksum of what precedes.
std::string census_journal_record(const CensusEntry& c);
/// The class of a record; nullopt when the checksum or the syntax is wrong (a torn or edited line).
std::optional<CensusEntry> parse_census_journal_record(const std::string& line);

/// A journal file, opened for a census with `options`. Opening reads the classes already finished;
/// a last line cut short (a kill during a write) is dropped and the file truncated before it, any
/// other bad line is an error (std::runtime_error, naming the file and the line). A path holding a NUL
/// byte is std::invalid_argument: the system would open the file named by the text before it.
class CensusJournal {
 public:
  CensusJournal(const std::string& path, const CensusOptions& options);
  ~CensusJournal();
  CensusJournal(const CensusJournal&) = delete;
  CensusJournal& operator=(const CensusJournal&) = delete;

  /// The finished classes found on opening, by representative.
  const std::map<std::string, CensusEntry>& finished() const { return finished_; }
  /// True when a torn last line was dropped on opening.
  bool dropped_torn_line() const { return torn_; }
  /// Appends one class with a single write, then fsync: a kill leaves the record whole or torn (and
  /// dropped), never half-read. A short write (full disk) is an error.
  void append(const CensusEntry& c);

 private:
  void load(const CensusOptions& options);  // reads the journal, drops a torn last line, writes a header

  std::string path_;
  int fd_ = -1;
  std::map<std::string, CensusEntry> finished_;
  bool torn_ = false;
};

}  // namespace sgp
