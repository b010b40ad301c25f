/// @brief Shared pieces of the CLI: number parsing, errors, thread setup, atomic output, progress.
#include "app/common.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <tbb/global_control.h>
#include <unistd.h>

#include <memory>

#include <chrono>
#include <cmath>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>
#include <fstream>
#include <iostream>
#include <sstream>

namespace sgp::cli {

Global& global() {
  static Global g;
  return g;
}

double now_seconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

uint64_t parse_count(const std::string& raw, const std::string& what) {
  std::string t;
  for (char c : raw)
    if (c != '\'' && c != '_' && c != ',') t += c;
  auto bad = [&](const std::string& why) {
    return UsageError(what + " '" + raw + "' " + why + " (write 1000000, 1e6 or 2^20)");
  };
  if (t.empty()) throw bad("is empty");
  if (t[0] == '-') throw bad("is negative");
  std::size_t caret = t.find('^');
  if (caret == std::string::npos) caret = t.find("**");
  try {
    if (caret != std::string::npos) {
      std::size_t exp_at = t[caret] == '^' ? caret + 1 : caret + 2;
      std::size_t p1 = 0, p2 = 0;
      std::string bs = t.substr(0, caret), es = t.substr(exp_at);
      if (bs.empty() || es.empty() || es[0] == '-') throw bad("is not a number");
      unsigned long long b = std::stoull(bs, &p1), e = std::stoull(es, &p2);
      if (p1 != bs.size() || p2 != es.size()) throw bad("is not a number");
      long double v = std::pow(static_cast<long double>(b), static_cast<long double>(e));
      if (v > 1.8e19L) throw bad("is too large");
      uint64_t r = 1;
      for (unsigned long long i = 0; i < e; ++i) r *= b;
      return r;
    }
    bool plain = t.find_first_not_of("0123456789") == std::string::npos;
    if (plain) {
      if (t.size() > 19) throw bad("is too large");
      return std::stoull(t);
    }
    std::size_t used = 0;
    long double v = std::stold(t, &used);
    if (used != t.size()) throw bad("is not a number");
    if (!(v >= 0)) throw bad("is negative");
    if (v > 1.8e19L) throw bad("is too large");
    if (v != std::floor(v)) throw bad("is not a whole number");
    return static_cast<uint64_t>(v);
  } catch (const std::logic_error&) {
    throw bad("is not a number");
  }
}

uint64_t parse_limit(const std::string& text) {
  if (text.empty()) return 0;
  uint64_t limit = parse_count(text, "--limit");
  if (limit == 0) throw UsageError("--limit must be at least 1");
  return limit;
}

uint64_t parse_bytes(const std::string& raw, const std::string& what) {
  std::string t = raw;
  uint64_t mult = 1;
  struct Unit { const char* s; uint64_t m; };
  static const Unit units[] = {{"KiB", 1ull << 10}, {"MiB", 1ull << 20}, {"GiB", 1ull << 30}, {"TiB", 1ull << 40},
                               {"KB", 1000}, {"MB", 1000000}, {"GB", 1000000000ull}, {"TB", 1000000000000ull},
                               {"K", 1ull << 10}, {"M", 1ull << 20}, {"G", 1ull << 30}, {"B", 1}};
  for (const auto& u : units) {
    std::string s = u.s;
    if (t.size() > s.size() && t.compare(t.size() - s.size(), s.size(), s) == 0) {
      t.resize(t.size() - s.size());
      mult = u.m;
      break;
    }
  }
  uint64_t n = parse_count(t, what);
  if (n > UINT64_MAX / mult) throw UsageError(what + " '" + raw + "' is too large");
  return n * mult;
}

double parse_seconds(const std::string& raw, const std::string& what) {
  std::string t = raw;
  double mult = 1;
  if (!t.empty() && (t.back() == 's' || t.back() == 'm' || t.back() == 'h')) {
    mult = t.back() == 'm' ? 60 : t.back() == 'h' ? 3600 : 1;
    t.pop_back();
  }
  return static_cast<double>(parse_count(t, what)) * mult;
}

uint64_t usable_memory() {
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0 ? uint64_t(pages) / 10 * 9 * uint64_t(page) : 0;
}

void check_memory(uint64_t values, uint64_t bytes_per_value, const std::string& what) {
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  uint64_t total = pages > 0 && page > 0 ? uint64_t(pages) * uint64_t(page) : 0;
  long double need = static_cast<long double>(values) * bytes_per_value;
  if (total && need > 0.9L * total) {
    std::ostringstream os;
    os.precision(3);
    os << what << " of " << values << " values needs at least " << static_cast<double>(need / (1ull << 30))
       << " GiB, but this machine has " << static_cast<double>(total) / (1ull << 30) << " GiB of memory";
    throw UsageError(os.str());
  }
}

void apply_threads() {
  static std::unique_ptr<tbb::global_control> limit;
  if (global().threads > 0)
    limit = std::make_unique<tbb::global_control>(tbb::global_control::max_allowed_parallelism,
                                                  static_cast<std::size_t>(global().threads));
}

std::string& command_line() {
  static std::string s;
  return s;
}

std::string shell_quote(const std::string& word) {
  const bool plain = !word.empty() && word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                           "0123456789.-_+/:=@%^") == std::string::npos;
  if (plain) return word;
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

CLI::Validator output_path() {
  return CLI::Validator(
      [](std::string& path) -> std::string {
        if (path.empty()) return "the path is empty (name a file, or '-' for standard output)";
        if (path == "-") return {};
        std::size_t slash = path.find_last_of('/');
        std::string dir = slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
        if (::access(dir.c_str(), W_OK) != 0) return "cannot write '" + path + "': folder '" + dir + "' does not exist or is not writable";
        return {};
      },
      "PATH");
}

CLI::Validator output_dir() {
  return CLI::Validator(
      [](std::string& dir) -> std::string {
        if (dir.empty()) return "the folder is empty (name a folder, created if missing)";
        if (dir == "-") return "'-' is not a folder: this option writes several files into a folder";
        return {};
      },
      "DIR");
}

void one_stdout(const std::vector<std::pair<std::string, std::string>>& outputs) {
  std::string first;
  for (const auto& [option, path] : outputs)
    if (path == "-") {
      if (!first.empty())
        throw UsageError(first + " and " + option + " both write to standard output ('-'); send one of them to a file");
      first = option;
    }
}

void add_common_options(CLI::App* cmd) {
  cmd->add_option("-t,--threads", global().threads, "Threads to use (default: all cores)")
      ->check(CLI::Range(0, 4096));
  cmd->add_flag("-q,--quiet", global().quiet, "No progress or summary text on stderr");
  cmd->add_flag("--time", global().time, "Print the elapsed time on stderr");
}

namespace {

// The file a path names, following symbolic links (a dangling one names its missing target), so that
// writing "through" a link replaces the target and leaves the link in place.
std::string resolve_links(const std::string& path) {
  std::string p = path;
  for (int hop = 0; hop < 40; ++hop) {
    struct stat st;
    if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return p;
    std::vector<char> buf(4096);
    ssize_t len = ::readlink(p.c_str(), buf.data(), buf.size() - 1);
    if (len < 0) throw Failure("cannot write '" + path + "': cannot read the link " + p + ": " + std::strerror(errno));
    std::string to(buf.data(), static_cast<std::size_t>(len));
    std::size_t slash = p.find_last_of('/');
    p = to[0] == '/' || slash == std::string::npos ? to : p.substr(0, slash + 1) + to;
  }
  throw Failure("cannot write '" + path + "': too many levels of symbolic links");
}

[[noreturn]] void write_failed(const std::string& path, const std::string& what, int err) {
  throw Failure("cannot write '" + path + "': " + what + (err ? std::string(": ") + std::strerror(err) : ""));
}

}  // namespace

void write_atomically(const std::string& path, const std::function<void(std::ostream&)>& body) {
  if (path.empty()) throw UsageError("an output path is empty (name a file, or '-' for standard output)");
  if (path == "-") {
    body(std::cout);
    std::cout.flush();
    if (!std::cout) write_failed("standard output", "write error", errno);
    return;
  }
  const std::string target = resolve_links(path);
  struct stat st;
  if (::stat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    if (S_ISDIR(st.st_mode)) write_failed(path, "it is a directory", 0);
    // A FIFO or a device has no contents to replace: write straight into it, and report its errors
    // (a full device must not pass for a written file).
    std::ofstream out(target, std::ios::binary);
    if (!out) write_failed(path, "cannot open it", errno);
    errno = 0;
    body(out);
    out.flush();
    if (!out) write_failed(path, "write error", errno);
    out.close();
    if (out.fail()) write_failed(path, "close failed", errno);
    return;
  }
  // A temporary file beside the target, flushed to disk before it replaces the target, so that a crash
  // or a full disk leaves either the old file or the whole new one.
  std::string tmp = target + ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) write_failed(path, "cannot create " + tmp, errno);
    try {
      errno = 0;
      body(out);
      out.flush();
      if (!out) write_failed(path, "write error", errno);
      out.close();
      if (out.fail()) write_failed(path, "close failed", errno);
    } catch (...) {
      out.close();
      std::remove(tmp.c_str());
      throw;
    }
  }
  int fd = ::open(tmp.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0 || ::fsync(fd) != 0) {
    int e = errno;
    if (fd >= 0) ::close(fd);
    std::remove(tmp.c_str());
    write_failed(path, "fsync failed", e);
  }
  ::close(fd);
  if (std::rename(tmp.c_str(), target.c_str()) != 0) {
    int e = errno;
    std::remove(tmp.c_str());
    write_failed(path, "rename failed", e);
  }
  std::size_t slash = target.find_last_of('/');
  std::string dir = slash == std::string::npos ? "." : target.substr(0, slash + 1);
  int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) { ::fsync(dfd); ::close(dfd); }
}

ProgressLine::ProgressLine(std::string label, std::string unit, bool always)
    : label_(std::move(label)), unit_(std::move(unit)), start_(now_seconds()), always_(always),
      terminal_(::isatty(STDERR_FILENO) == 1) {}

void ProgressLine::update(uint64_t done, uint64_t target, const std::string& extra) {
  if (global().quiet) return;
  double t = now_seconds();
  if (!always_ && t - start_ < 1.0) return;  // short runs stay silent unless --status
  const double every = terminal_ ? 0.5 : 10.0;
  if (last_ >= 0 && t - last_ < every && (done < target || !terminal_)) return;
  last_ = t;
  double el = t - start_, rate = el > 0 ? done / el : 0;
  // Time so far covers (done/target)^degree of the work: the rest takes el * ((target/done)^degree - 1).
  double eta = done > 0 && target > done ? el * (std::pow(double(target) / double(done), degree_) - 1) : 0;
  char eta_text[32] = "?";
  if (done > 0 || target == 0) std::snprintf(eta_text, sizeof eta_text, "%.0fs", eta);
  std::fprintf(stderr, "%s%s: %5.1f%%  %llu/%llu %s  %.3g %s/s  ETA %s%s%s", terminal_ ? "\r" : "", label_.c_str(),
               target ? 100.0 * done / target : 100.0, static_cast<unsigned long long>(done),
               static_cast<unsigned long long>(target), unit_.c_str(), rate, unit_.c_str(), eta_text,
               extra.empty() ? "" : ("  " + extra).c_str(), terminal_ ? "\033[K" : "\n");
  std::fflush(stderr);
  shown_ = true;
}

void ProgressLine::finish() {
  if (shown_ && terminal_) std::fprintf(stderr, "\r\033[K");
  shown_ = false;
}

}  // namespace sgp::cli
