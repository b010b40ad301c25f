/// @brief Plain-text tables: run and verdict CSV rows, CSV quoting and splitting, OEIS b-files.
#include "formats/tables.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <sstream>

#include "formats/decimal.hpp"

namespace sgp {

const std::string& run_csv_header() {
  static const std::string h =
      "game,canonical,n_computed,status,period,preperiod,last_exception,saltus,max_value,max_value_at,"
      "candidate_period,candidate_preperiod,values_needed,seconds";
  return h;
}

std::string escape_controls(const std::string& text, bool quote) {
  std::string out;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (u < 0x20 || u == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", u);
      out += hex;
    } else if (quote && (c == '\\' || c == '\'')) {
      out += '\\';
      out += c;
    } else out += c;
  }
  return out;
}

std::string shell_quote(const std::string& word) {
  const bool plain = !word.empty() && word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                           "0123456789.-_+/:=@%^") == std::string::npos;
  if (plain) return word;
  // A control character (a newline in a game name, say) would end the comment line the quoted word is
  // printed in: such words take bash's $'...' form, where every one of them is an escape.
  const bool control = std::any_of(word.begin(), word.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u < 0x20 || u == 0x7f;
  });
  if (control) return "$'" + escape_controls(word, true) + "'";
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) {
    if (c == '"') q += '"';
    q += c;
  }
  return q + "\"";
}

namespace {

std::string trim(const std::string& s) {
  std::size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

}  // namespace

std::optional<std::vector<std::string>> split_csv_line(const std::string& line, std::string* why) {
  std::vector<std::string> fields;
  std::string cur;
  std::size_t i = 0;
  while (true) {
    cur.clear();
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    if (i < line.size() && line[i] == '"') {
      ++i;
      bool closed = false;
      while (i < line.size()) {
        if (line[i] == '"') {
          if (i + 1 < line.size() && line[i + 1] == '"') { cur += '"'; i += 2; continue; }
          closed = true;
          ++i;
          break;
        }
        cur += line[i++];
      }
      if (!closed) { if (why) *why = "unterminated quote"; return std::nullopt; }
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
      if (i < line.size() && line[i] != ',') { if (why) *why = "text after a closing quote"; return std::nullopt; }
      fields.push_back(cur);
    } else {
      std::size_t c = line.find(',', i);
      fields.push_back(trim(line.substr(i, c == std::string::npos ? std::string::npos : c - i)));
      i = c == std::string::npos ? line.size() : c;
    }
    if (i >= line.size()) break;
    ++i;  // the comma
  }
  return fields;
}

std::string run_csv_row(const RunReport& r, const std::string& game, bool with_seconds) {
  std::ostringstream os;
  os << csv_field(game) << ',' << csv_field(r.canonical) << ',' << r.values_computed << ',' << status_name(r.status) << ',';
  if (r.status != Status::Open)
    os << r.periodicity.period << ',' << r.periodicity.preperiod << ',' << r.periodicity.last_exception() << ','
       << r.periodicity.saltus;
  else
    os << ",,,";
  os << ',' << r.max_value << ',' << r.max_value_at << ',';
  // The candidate of an open finite code (never a claim): what a longer run would have to prove.
  if (r.status == Status::Open && r.candidate)
    os << r.candidate->period << ',' << r.candidate->preperiod << ',' << r.candidate->values_needed;
  else
    os << ",,";
  os << ',';
  if (with_seconds) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", r.seconds);
    os << buf;
  }
  return os.str();
}

const std::string& verify_csv_header() {
  static const std::string h =
      "line,game,canonical,preperiod,period,saltus,verdict,counterexample,value_n,value_n_plus_period,"
      "values_needed,values_computed,message";
  return h;
}

std::string verify_csv_row(uint64_t line, const std::string& game, const std::string& canonical, const Periodicity& claim,
                           const ClaimCheck& c) {
  std::ostringstream os;
  os << line << ',' << csv_field(game) << ',' << csv_field(canonical) << ',' << claim.preperiod << ',' << claim.period
     << ',' << claim.saltus << ',' << verdict_name(c.verdict) << ',';
  if (c.verdict == Verdict::Refuted) os << c.counterexample << ',' << c.value_n << ',' << c.value_n_plus_p;
  else os << ",,";
  os << ',' << c.values_needed << ',' << c.values_computed << ',' << csv_field(c.message);
  return os.str();
}

std::string verify_error_row(uint64_t line, const std::string& game, const std::string& message) {
  return std::to_string(line) + ',' + csv_field(game) + ",,,,,error,,,,,," + csv_field(message);
}

std::string bfile_stem(const std::string& canonical) {
  std::string s;
  for (char c : canonical) s += std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' ? c : '_';
  return s;
}

namespace {

// The longest b-file line: 20 digits of n, a space, 10 digits of G(n), a newline.
constexpr std::size_t kBfileMaxLine = 32;

// Each G(n) < 256 with its newline, padded to 4 bytes, so that a one-byte value costs one 4-byte copy.
struct SmallValues {
  char text[256][4];
  unsigned char len[256];
};
constexpr SmallValues make_small_values() {
  SmallValues t{};
  for (unsigned v = 0; v < 256; ++v) {
    unsigned k = 0;
    if (v >= 100) t.text[v][k++] = static_cast<char>('0' + v / 100);
    if (v >= 10) t.text[v][k++] = static_cast<char>('0' + v / 10 % 10);
    t.text[v][k++] = static_cast<char>('0' + v % 10);
    t.text[v][k++] = '\n';
    t.len[v] = static_cast<unsigned char>(k);
  }
  return t;
}
constexpr SmallValues kSmallValues = make_small_values();

// The lines "n G(n)" for n < count, straight from the store (T its width). n = 10 q + d is written as
// the text of q, kept and counted up in place once every ten lines, then the digit d: the text is read
// with one fixed-size copy per line (two register moves; its first q_len bytes count), and a store into
// it just before that read would stall the read until the store completes.
template <class T>
void write_bfile_lines(TextChunks& out, const T* values, uint64_t count) {
  char q_text[24] = {};
  unsigned q_len = 0;  // q = 0 is written as no digits
  unsigned d = 0;
  uint64_t n = 0;
  while (n < count) {
    char* p = out.room(kBfileMaxLine);
    const uint64_t lines = std::min<uint64_t>(count - n, std::max<std::size_t>(1, out.free_in_chunk() / kBfileMaxLine));
    for (const uint64_t stop = n + lines; n < stop; ++n) {
      std::memcpy(p, q_text, 20);
      p += q_len;
      p[0] = static_cast<char>('0' + d);
      p[1] = ' ';
      p += 2;
      const T v = values[n];
      if constexpr (sizeof(T) == 1) {
        std::memcpy(p, kSmallValues.text[v], 4);
        p += kSmallValues.len[v];
      } else {
        p = write_decimal(p, v);
        *p++ = '\n';
      }
      if (++d < 10) continue;
      d = 0;
      unsigned i = q_len;
      while (i > 0 && q_text[i - 1] == '9') q_text[--i] = '0';
      if (i > 0) {
        ++q_text[i - 1];
      } else {  // 9...9 + 1 = 10...0, and 0 + 1 = 1
        q_text[0] = '1';
        if (q_len > 0) q_text[q_len] = '0';
        ++q_len;
      }
    }
    out.advance(p);
  }
}

}  // namespace

void write_bfile(std::ostream& out, const NimSequence& seq, const std::string& canonical, const std::string& command,
                 uint64_t count) {
  out << "# Nim-sequence (Sprague-Grundy values) G(n) of the heap game " << canonical << ", offset 0\n";
  out << "# Generated by sgperiod " SGPERIOD_VERSION ": " << command << "\n";
  const uint64_t lines = std::min<uint64_t>(count, seq.size());
  TextChunks chunks(out);
  switch (seq.width()) {
    case 1: write_bfile_lines(chunks, seq.data<uint8_t>(), lines); break;
    case 2: write_bfile_lines(chunks, seq.data<uint16_t>(), lines); break;
    default: write_bfile_lines(chunks, seq.data<uint32_t>(), lines); break;
  }
  chunks.finish();
}

}  // namespace sgp
