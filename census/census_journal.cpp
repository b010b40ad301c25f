/// @brief The census journal: records of finished classes, their checksums, and the append-only file that holds them.
#include "census/census_journal.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sstream>
#include <stdexcept>

#include "engine/bytes.hpp"
#include "engine/kernel.hpp"
#include "sys/quote.hpp"

namespace sgp {

namespace {

// Why a checksum and not a length prefix: a record torn by a kill and a record edited by hand must both
// be caught, and FNV-1a over the text is cheap beside the classes' runs.
std::string with_checksum(const std::string& body) {
  const uint64_t sum = fnv1a(reinterpret_cast<const uint8_t*>(body.data()), body.size());
  char buf[24];
  std::snprintf(buf, sizeof buf, " *%016llx", static_cast<unsigned long long>(sum));
  return body + buf;
}

// The body of a checksummed line, or nullopt when the checksum does not match.
std::optional<std::string> checked_body(const std::string& line) {
  const std::size_t star = line.rfind(" *");
  if (star == std::string::npos || line.size() != star + 18) return std::nullopt;
  const std::string body = line.substr(0, star);
  if (with_checksum(body) != line) return std::nullopt;
  return body;
}

// Statuses and rules are single tokens in a record.
Status status_of(const std::string& s) {
  for (Status st : {Status::Proven, Status::Observed, Status::Open})
    if (s == status_name(st)) return st;
  throw std::invalid_argument("status");
}
std::string rule_token(std::string s) {
  for (char& c : s) c = c == ' ' ? '_' : c;
  return s;
}
std::string rule_text(std::string s) {
  for (char& c : s) c = c == '_' ? ' ' : c;
  return s;
}

void put_pattern(std::ostream& os, Status st, const Periodicity& p) {
  os << ' ' << status_name(st) << ' ' << p.period << ' ' << p.preperiod << ' ' << p.saltus;
}
void get_pattern(std::istream& is, Status& st, Periodicity& p) {
  std::string s;
  is >> s >> p.period >> p.preperiod >> p.saltus;
  st = status_of(s);
}

// The values kept after a pattern that covers them: G(n) = G(n - p) + s from n0 + p on.
uint64_t stored_length(const CensusEntry& c) {
  const Periodicity& p = c.periodicity;
  const uint64_t all = c.first_values.size();
  if (c.status == Status::Open || p.period == 0) return all;
  const uint64_t head = p.preperiod + p.period;
  if (head >= all) return all;
  for (uint64_t n = head; n < all; ++n)
    if (int64_t(c.first_values[n]) != int64_t(c.first_values[n - p.period]) + p.saltus) return all;
  return head;
}

// One write per line on an O_APPEND descriptor (a line a kill cuts short fails its checksum and is
// dropped on the next opening), then fsync. A short write is a full disk: an error, never a success.
void append_synced(int fd, const std::string& line, const std::string& path) {
  // On failure the file is cut back to where this line began, so that a full disk never leaves a torn
  // record behind us (a kill still can; the next opening drops that one).
  const off_t start = ::lseek(fd, 0, SEEK_END);
  auto fail = [&](const std::string& what, int err) {
    if (start >= 0 && ::ftruncate(fd, start) == 0) ::fsync(fd);
    throw std::runtime_error("cannot " + what + " journal '" + sys::quote_path(path) + "': " + std::strerror(err) +
                             " (the classes recorded so far are kept; free space and run the same command again)");
  };
  for (std::size_t done = 0; done < line.size();) {
    ssize_t k = ::write(fd, line.data() + done, line.size() - done);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) fail("append to", k < 0 ? errno : ENOSPC);
    done += std::size_t(k);
  }
  if (::fsync(fd) != 0) fail("sync", errno);
}

}  // namespace

std::string census_journal_header(const CensusOptions& o) {
  std::ostringstream os;
  // The default budgets too: a journal written with other defaults holds other results.
  os << "sgperiod-census-journal 1 digits=" << o.digits << " hex=" << (o.hex ? 1 : 0) << " budget=" << o.budget
     << " sparse_budget=" << kCensusSparseBudget << " sparse_cap=" << kCensusSparseCap
     << " work_budget=" << kCensusWorkBudget << " naive_budget=" << kCensusNaiveBudget
     << " candidate_limit=" << o.candidate_limit << " method=" << method_name(o.method);
  return with_checksum(os.str());
}

std::string census_journal_record(const CensusEntry& c) {
  std::ostringstream os;
  os << "class " << c.representative;
  put_pattern(os, c.status, c.periodicity);
  os << ' ' << c.budget << ' ' << (c.candidate ? 1 : 0);
  if (c.candidate) os << ' ' << c.candidate->period << ' ' << c.candidate->preperiod << ' ' << c.candidate->values_needed;
  os << ' ' << c.values_computed << ' ' << c.max_value << ' ' << c.max_value_at << ' ' << (c.rare.known ? 1 : 0) << ' '
     << c.rare.mask << ' ' << c.rare.count << ' ' << c.rare.last << ' ' << c.members.size();
  for (const CensusMember& m : c.members) {
    os << ' ' << m.code << ' ' << m.offset << ' ' << rule_token(m.rule);
    put_pattern(os, m.status, m.periodicity);
    os << ' ' << m.values_computed;
  }
  const uint64_t stored = stored_length(c);
  os << ' ' << c.first_values.size() << ' ' << stored;
  for (uint64_t n = 0; n < stored; ++n) os << ' ' << c.first_values[n];
  return with_checksum(os.str());
}

std::optional<CensusEntry> parse_census_journal_record(const std::string& line) {
  const auto body = checked_body(line);
  if (!body) return std::nullopt;
  try {
    std::istringstream is(*body);
    std::string tag;
    CensusEntry c;
    int has_candidate = 0, rare = 0;
    std::size_t members = 0;
    is >> tag >> c.representative;
    if (tag != "class") return std::nullopt;
    get_pattern(is, c.status, c.periodicity);
    is >> c.budget >> has_candidate;
    if (has_candidate) {
      Candidate k;
      is >> k.period >> k.preperiod >> k.values_needed;
      c.candidate = k;
    }
    is >> c.values_computed >> c.max_value >> c.max_value_at >> rare >> c.rare.mask >> c.rare.count >> c.rare.last >>
        members;
    c.rare.known = rare != 0;
    if (!is || members > (uint64_t(1) << 20)) return std::nullopt;
    for (std::size_t i = 0; i < members; ++i) {
      CensusMember m;
      std::string rule;
      is >> m.code >> m.offset >> rule;
      m.rule = rule_text(rule);
      get_pattern(is, m.status, m.periodicity);
      is >> m.values_computed;
      c.members.push_back(m);
    }
    // A pattern needs a period, and starts within the values its run computed (a record with period 0
    // once divided by zero when classes were merged).
    auto bad_pattern = [](Status st, const Periodicity& q, uint64_t computed) {
      return st != Status::Open && (q.period == 0 || q.preperiod > computed);
    };
    if (bad_pattern(c.status, c.periodicity, c.values_computed)) return std::nullopt;
    uint64_t all = 0, stored = 0;
    is >> all >> stored;
    if (!is || stored > all || all > kCensusAgreePrefix) return std::nullopt;
    // The values past `stored` follow the pattern, which must then cover them: a period of at least 1 and
    // a stored head of preperiod + period values (what census_journal_record writes). Anything else would
    // read before G(0) or past the stored values.
    const Periodicity& p = c.periodicity;
    if (stored < all && (c.status == Status::Open || p.period == 0 || p.preperiod > stored ||
                         stored - p.preperiod < p.period || p.saltus < -(int64_t(1) << 32) ||
                         p.saltus > (int64_t(1) << 32)))
      return std::nullopt;
    for (uint64_t n = 0; n < stored; ++n) {
      uint32_t v;
      if (!(is >> v)) return std::nullopt;
      c.first_values.push_back(v);
    }
    for (uint64_t n = stored; n < all; ++n) {
      const int64_t v = int64_t(c.first_values[n - p.period]) + p.saltus;  // |saltus| <= 2^32: no overflow
      if (v < 0 || v > int64_t(UINT32_MAX)) return std::nullopt;
      c.first_values.push_back(uint32_t(v));
    }
    std::string rest;
    if (!is || (is >> rest)) return std::nullopt;
    return c;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

CensusJournal::CensusJournal(const std::string& path, const CensusOptions& options) : path_(path) {
  // The system reads a path up to its first NUL: another file than the one named would be opened (a
  // Python caller's str may hold one; a command line cannot).
  if (path.find('\0') != std::string::npos)
    throw std::invalid_argument("journal path '" + sys::quote_path(path) + "' contains a NUL byte");
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0) throw std::runtime_error("cannot open journal '" + sys::quote_path(path) + "': " + std::strerror(errno));
  struct stat st;
  if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd_);
    throw std::invalid_argument("journal '" + sys::quote_path(path) + "' is not a regular file (it is read back on a resume)");
  }
  // A refused journal must not keep its descriptor: the destructor does not run for a constructor that
  // throws, and a library caller (or the fuzz harness) that opens journals in a loop ran out of them.
  try {
    load(options);
  } catch (...) {
    ::close(fd_);
    fd_ = -1;
    throw;
  }
}

void CensusJournal::load(const CensusOptions& options) {
  const std::string& path = path_;
  std::string text;
  char buf[1 << 16];
  for (ssize_t k; (k = ::pread(fd_, buf, sizeof buf, off_t(text.size()))) != 0;) {
    if (k < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error("cannot read journal '" + sys::quote_path(path) + "': " + std::strerror(errno));
    }
    text.append(buf, std::size_t(k));
  }
  const std::string header = census_journal_header(options);
  std::size_t at = 0, line_no = 0, keep = 0;
  while (at < text.size()) {
    const std::size_t eol = text.find('\n', at);
    const bool complete = eol != std::string::npos;
    const std::string line = text.substr(at, complete ? eol - at : std::string::npos);
    const std::size_t next = complete ? eol + 1 : text.size();
    ++line_no;
    const bool last = next == text.size();
    if (line_no == 1) {
      if (!complete || !checked_body(line)) {
        if (last && !complete) break;  // the header itself was cut short: start again
        throw std::runtime_error("'" + sys::quote_path(path) + "' is not a census journal (line 1 is not a journal header)");
      }
      if (line != header)
        throw std::invalid_argument("journal '" + sys::quote_path(path) + "' belongs to other census parameters (" +
                                    sys::quote_input(line.substr(0, line.rfind(" *")), 1024) + "); use a new journal for this command");
    } else {
      auto c = complete ? parse_census_journal_record(line) : std::nullopt;
      if (!c) {
        if (last) { torn_ = true; break; }  // cut short by a kill: recomputed
        throw std::runtime_error("journal '" + sys::quote_path(path) + "' line " + std::to_string(line_no) +
                                 " is damaged (its checksum does not match); move the journal away to start again");
      }
      finished_.emplace(c->representative, std::move(*c));
    }
    keep = at = next;
  }
  if (keep < text.size() && ::ftruncate(fd_, off_t(keep)) != 0)
    throw std::runtime_error("cannot truncate journal '" + sys::quote_path(path) + "': " + std::strerror(errno));
  if (keep == 0) append_synced(fd_, header + "\n", path_);
}

CensusJournal::~CensusJournal() {
  if (fd_ >= 0) ::close(fd_);
}

void CensusJournal::append(const CensusEntry& c) {
  append_synced(fd_, census_journal_record(c) + "\n", path_);
}

}  // namespace sgp
