/// @brief Shared pieces of the CLI: number parsing, errors, thread setup, output checks, progress.
#include "app/common.hpp"
#include "app/interrupt.hpp"

#include <unistd.h>

#include <memory>
#include <optional>

#include <cmath>
#include <cctype>
#include <filesystem>
#include <cerrno>
#include <fstream>
#include <cstring>
#include <cstdio>
#include <vector>
#include <sstream>

#include "api/threads.hpp"
#include "sys/checked.hpp"
#include "sys/clock.hpp"
#include "sys/files.hpp"
#include "sys/memory.hpp"
#include "sys/quote.hpp"

namespace sgp::cli {

Global& global() {
  static Global g;
  return g;
}

double now_seconds() { return sys::seconds_now(); }

// The one number grammar of every option and CSV field that takes a count, a size or a duration:
//   digits, optionally grouped by ' or _ between digits:   1000000, 1'000'000, 1_000_000
//   a decimal with an exponent that is a whole number:     1e6, 2.5e6, 1E9
//   a power of two whole numbers:                          2^20, 10**6 (0^0 = 1)
// White space around the text is ignored. Signs, hexadecimal (0x10), nan, inf, fractions and anything
// else are refused with a message naming the option, the text and the problem. Sizes take a unit suffix
// (parse_bytes), durations s, m or h (parse_seconds).
namespace {

std::string trim_spaces(const std::string& s) {
  std::size_t b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

bool all_digits(const std::string& s) { return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos; }

// b^e by squaring, or nothing when it passes 2^64 - 1; e may be any size (1^e and 0^e are immediate).
std::optional<uint64_t> power(uint64_t b, const std::string& e_text) {
  if (b <= 1) return all_digits(e_text) && e_text.find_first_not_of('0') == std::string::npos ? 1 : b;
  if (e_text.find_first_not_of('0') != std::string::npos && e_text.size() - e_text.find_first_not_of('0') > 2)
    return std::nullopt;  // e >= 100 with b >= 2
  uint64_t e = std::stoull(e_text), r = 1;
  while (e--) {
    if (r > UINT64_MAX / b) return std::nullopt;
    r *= b;
  }
  return r;
}

}  // namespace

uint64_t parse_count(const std::string& raw, const std::string& what, const std::string& hint) {
  auto bad = [&](const std::string& why) { return UsageError(what + " '" + sys::quote_input(raw) + "' " + why + " (" + hint + ")"); };
  const std::string trimmed = trim_spaces(raw);
  if (trimmed.empty()) throw bad("is empty");
  // Group separators only between two digits: "1'000" is a number, "1''0", "'1" and "1_" are not.
  std::string t;
  for (std::size_t i = 0; i < trimmed.size(); ++i) {
    const char c = trimmed[i];
    if (c == '\'' || c == '_') {
      if (i == 0 || i + 1 == trimmed.size() || !std::isdigit(static_cast<unsigned char>(trimmed[i - 1])) ||
          !std::isdigit(static_cast<unsigned char>(trimmed[i + 1])))
        throw bad("is not a number");
      continue;
    }
    t += c;
  }
  if (t[0] == '-') throw bad(t.size() > 1 && (std::isdigit(static_cast<unsigned char>(t[1])) || t[1] == '.') ? "is negative" : "is not a number");
  if (t[0] == '+') throw bad("has a sign");
  if (all_digits(t)) {
    auto v = sys::decimal_value(t);
    if (!v) throw bad("is too large");
    return *v;
  }
  const std::size_t caret = t.find('^') != std::string::npos ? t.find('^') : t.find("**");
  if (caret != std::string::npos) {
    const std::string b = t.substr(0, caret), e = t.substr(caret + (t[caret] == '^' ? 1 : 2));
    if (!all_digits(b) || !all_digits(e)) throw bad("is not a number");
    auto base = sys::decimal_value(b);
    if (!base) throw bad("is too large");  // a base of 2^64 or more: even b^0 is refused, as b itself would be
    auto v = power(*base, e);
    if (!v) throw bad("is too large");
    return *v;
  }
  // A decimal with an exponent: digits [. digits] [e|E [+] digits], nothing else (no hex, nan or inf).
  std::size_t i = 0;
  std::string mant, frac;
  while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) mant += t[i++];
  if (i < t.size() && t[i] == '.') {
    ++i;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) frac += t[i++];
  }
  std::string exp = "0";
  if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
    ++i;
    if (i < t.size() && t[i] == '+') ++i;
    if (i < t.size() && t[i] == '-') throw bad("is not a whole number");
    exp = t.substr(i);
    i = t.size();
    if (!all_digits(exp)) throw bad("is not a number");
  }
  if (i != t.size() || (mant.empty() && frac.empty())) throw bad("is not a number");
  // value = (mant frac) * 10^(exp - |frac|), exactly, as digits.
  std::string digits = mant + frac;
  digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size()));
  exp.erase(0, std::min(exp.find_first_not_of('0'), exp.size() - 1));  // 1e0003 is 1e3
  if (exp.size() > 4) return digits.empty() ? 0 : throw bad("is too large");
  long shift = std::stol(exp) - static_cast<long>(frac.size());
  if (digits.empty()) return 0;
  while (shift < 0) {
    if (digits.back() != '0') throw bad("is not a whole number");
    digits.pop_back();
    ++shift;
  }
  if (digits.size() + static_cast<std::size_t>(shift) > 20) throw bad("is too large");
  digits.append(static_cast<std::size_t>(shift), '0');
  if (digits.size() == 20 && digits > "18446744073709551615") throw bad("is too large");
  return std::stoull(digits);
}

uint64_t parse_limit(const std::string& text) {
  if (text.empty()) return 0;
  uint64_t limit = parse_count(text, "--limit");
  if (limit == 0) throw UsageError("--limit must be at least 1");
  return limit;
}

uint64_t parse_bytes(const std::string& raw, const std::string& what) {
  const char* hint = "write 8GiB, 512MiB or 1e9";
  std::string t = trim_spaces(raw);
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
  if (t.empty()) throw UsageError(what + " '" + sys::quote_input(raw) + "' has no number (" + hint + ")");
  uint64_t n = parse_count(t, what + " '" + sys::quote_input(raw) + "': the number", hint);
  if (n == 0) throw UsageError(what + " '" + sys::quote_input(raw) + "' is zero: give a size of at least 1 byte (" + hint + ")");
  if (n > UINT64_MAX / mult) throw UsageError(what + " '" + sys::quote_input(raw) + "' is too large (" + hint + ")");
  return n * mult;
}

double parse_seconds(const std::string& raw, const std::string& what) {
  const char* hint = "write 30s, 10m or 1h";
  std::string t = trim_spaces(raw);
  double mult = 1;
  if (!t.empty() && (t.back() == 's' || t.back() == 'm' || t.back() == 'h')) {
    mult = t.back() == 'm' ? 60 : t.back() == 'h' ? 3600 : 1;
    t.pop_back();
  }
  if (t.empty()) throw UsageError(what + " '" + sys::quote_input(raw) + "' has no number (" + hint + ")");
  const uint64_t n = parse_count(t, what + " '" + sys::quote_input(raw) + "': the number", hint);
  if (n == 0) throw UsageError(what + " '" + sys::quote_input(raw) + "' is zero: give at least 1s (" + hint + ")");
  return static_cast<double>(n) * mult;
}

uint64_t usable_memory() { return sys::physical_memory_tenths(9); }

void check_memory(uint64_t values, uint64_t bytes_per_value, const std::string& what) {
  if (std::string why = sys::memory_shortfall(values, bytes_per_value, what); !why.empty()) throw UsageError(why);
}

void apply_threads() {
  static std::unique_ptr<ThreadLimit> limit;
  limit = std::make_unique<ThreadLimit>(static_cast<unsigned>(std::max(global().threads, 0)));
}

std::string& command_line() {
  static std::string s;
  return s;
}

CLI::Validator output_path() {
  return CLI::Validator(
      [](std::string& path) -> std::string {
        if (path.empty()) return "the path is empty (name a file, or '-' for standard output)";
        if (path == "-") return {};
        std::size_t slash = path.find_last_of('/');
        std::string dir = slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
        if (::access(dir.c_str(), W_OK) != 0) return "cannot write '" + sys::quote_path(path) + "': folder '" + sys::quote_path(dir) + "' does not exist or is not writable";
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

void write_report_files(const std::string& dir, const std::vector<ReportFile>& files) {
  const auto is_index = [](const ReportFile& f) { return f.path.rfind("index.", 0) == 0; };
  for (bool index : {false, true})
    for (const ReportFile& f : files)
      if (is_index(f) == index)
        sys::write_file_atomically(dir + "/" + f.path, [&](std::ostream& os) { os << f.text; });
}

void add_common_options(CLI::App* cmd) {
  cmd->add_option("-t,--threads", global().threads, "Threads to use (default: all cores)")
      ->check(CLI::Range(0, 4096));
  cmd->add_flag("-q,--quiet", global().quiet, "No progress or summary text on stderr");
  cmd->add_flag("--time", global().time, "Print the elapsed time on stderr");
  cmd->add_flag("--status", global().status,
                "Show the progress line (percent, rate, ETA) from the start, also on short runs and in logs");
}

void create_output_dir(const std::string& dir, const std::string& option) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw Failure("cannot create " + option + " '" + sys::quote_path(dir) + "': " + ec.message());
}

ProgressLine::ProgressLine(std::string label, std::string unit)
    : label_(std::move(label)), unit_(std::move(unit)), start_(now_seconds()), always_(global().status),
      terminal_(::isatty(STDERR_FILENO) == 1) {}

void ProgressLine::update(uint64_t done, uint64_t target, const std::string& extra) {
  if (interruptible_) throw_if_interrupted();  // every long loop reports progress between its blocks
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

std::string read_input_file(const std::string& path, const std::string& what) {
  const std::string name = what + " '" + sys::quote_path(path) + "'";
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw Failure("cannot read " + name + ": it is a folder; name a file");
  std::ifstream in(path, std::ios::binary);
  if (!in.is_open()) throw Failure("cannot read " + name + ": " + std::strerror(errno));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw Failure("cannot read " + name + ": " + std::strerror(errno));
  return text.str();
}

void require_regular_file(const std::string& path, const std::string& option) {
  std::error_code ec;
  const auto st = std::filesystem::status(path, ec);  // follows links: a link to a device is a device
  if (ec || !std::filesystem::exists(st) || std::filesystem::is_regular_file(st)) return;
  throw Failure(option + " '" + sys::quote_path(path) + "': " +
                   (std::filesystem::is_directory(st) ? "is a folder" : "is not a regular file (a device or a FIFO)") +
                   ", and it is read back on resume; name a regular file");
}

}  // namespace sgp::cli
