/// @brief The C++11 header generator: comment block, constexpr tables, integer and decimal lookups.
#include "formats/header.hpp"
#include "formats/tables.hpp"  // escape_controls

#include <algorithm>
#include <cctype>
#include <cstring>
#include <sstream>
#include <vector>

#include "formats/decimal.hpp"
#include "sys/checked.hpp"
#include "sys/quote.hpp"

namespace sgp {

namespace {

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// The entries of a table, 20 a line, each line's first index noted when `index_comments`; formatted
// straight from the store (T its width) into large chunks: a table may hold 2^24 entries.
template <class T>
void write_table_lines(TextChunks& out, const T* v, uint64_t from, uint64_t count, bool index_comments) {
  constexpr unsigned per_line = 20;
  constexpr std::size_t max_line = 4 + 4 + 20 + 3 + per_line * 12;  // "\n   ", " /* ", n, " */", " v," each
  for (uint64_t i = 0; i < count; i += per_line) {
    char* p = out.room(max_line);
    std::memcpy(p, "\n   ", 4);
    p += 4;
    if (index_comments) {
      std::memcpy(p, " /* ", 4);
      p = write_decimal(p + 4, from + i);
      std::memcpy(p, " */", 3);
      p += 3;
    }
    for (uint64_t k = from + i, stop = from + std::min<uint64_t>(count, i + per_line); k < stop; ++k) {
      *p++ = ' ';
      p = write_decimal(p, v[k]);
      *p++ = ',';
    }
    out.advance(p);
  }
}

/// Writes `type name[count] = {...}` for values [from, to) of the sequence; the index of each line's
/// first value is noted for small tables, to let a reader find G(n) by eye.
void write_table(std::ostream& out, const char* type, const std::string& name, const NimSequence& v, uint64_t from,
                 uint64_t to) {
  uint64_t count = to - from;
  out << "constexpr " << type << ' ' << name << '[' << std::max<uint64_t>(count, 1) << "] = {";
  if (count == 0) {
    out << "0};  // unused: a C++ array cannot be empty\n";
    return;
  }
  const bool index_comments = count <= 100000;
  TextChunks chunks(out);
  switch (v.width()) {
    case 1: write_table_lines(chunks, v.data<uint8_t>(), from, count, index_comments); break;
    case 2: write_table_lines(chunks, v.data<uint16_t>(), from, count, index_comments); break;
    default: write_table_lines(chunks, v.data<uint32_t>(), from, count, index_comments); break;
  }
  chunks.append("\n};\n");
  chunks.finish();
}

// What every part of the header is written from: the names, and the pattern as it is tabled.
struct HeaderPlan {
  std::string name;             // the lookup function's name
  std::vector<std::string> ns;  // the parts of --namespace
  bool proven = false;
  uint64_t salt = 0, pre = 0, per = 0;  // saltus, preperiod, period: 0 when not proven
  uint64_t entries = 0;                 // table entries in all
  uint32_t maxv = 0;                    // the largest tabled value
  const char* type = nullptr;           // the narrowest type holding every value in the tables
  std::string d;                        // the namespace holding the arrays
  std::string guard;
};

// Checks the names and the run (throwing HeaderError before a byte is written) and sizes the tables.
HeaderPlan plan_header(const RunReport& r, const HeaderOptions& opt) {
  HeaderPlan h;
  h.name = opt.name.empty() ? default_header_name(r.game) : opt.name;
  if (std::string why = reserved_name_reason(h.name); !why.empty())
    throw HeaderError("--name '" + sys::quote_input(h.name) + "' " + why);
  h.ns = split_namespace(opt.ns);
  // Arithmetic periodicity G(n + p) = G(n) + s (Nim, Lasker's Nim) is tabled like periodicity: the
  // cycle holds G(pre .. pre + p - 1), and whole periods past it add s each.
  h.proven = r.status == Status::Proven;
  const bool proven = h.proven;
  h.salt = proven ? static_cast<uint64_t>(r.periodicity.saltus) : 0;
  h.pre = proven ? r.periodicity.preperiod : 0;
  h.per = proven ? r.periodicity.period : 0;
  const uint64_t pre = h.pre, per = h.per;
  // A run given through the public API may carry any numbers: a proven pattern must have a period and
  // lie within the values it comes with (pre + per wrapped past 2^64 once passed the size check below
  // and read far outside them).
  if (proven && (per == 0 || !sys::checked_add(pre, per) || pre + per > r.values.size()))
    throw HeaderError("the run of " + r.canonical + " is marked proven with preperiod " + std::to_string(pre) +
                      " and period " + std::to_string(per) + ", which its " + std::to_string(r.values.size()) +
                      " values do not hold");
  h.entries = proven ? pre + per : r.values_computed;
  if (h.entries > opt.max_entries) {
    std::ostringstream os;
    os << "refusing to write a header for " << r.canonical << ": its table needs " << h.entries << " entries ("
       << (proven ? "preperiod " + std::to_string(pre) + " + period " + std::to_string(per)
                  : "the computed prefix; the game is not proven periodic")
       << "), above the limit of " << opt.max_entries
       << " entries (a source file of about 3 bytes per entry; compilers need minutes and gigabytes beyond it)";
    throw HeaderError(os.str());
  }
  if (!proven && r.values_computed == 0) throw HeaderError("no values computed for " + r.canonical);

  for (uint64_t i = 0; i < h.entries; ++i) h.maxv = std::max(h.maxv, r.values[i]);
  h.type = h.maxv < 256 ? "unsigned char" : h.maxv < 65536 ? "unsigned short" : "unsigned int";
  h.d = h.name + "_tables";
  h.guard = "SGPERIOD_GENERATED_";
  for (const auto& p : h.ns) h.guard += upper(p) + "_";
  h.guard += upper(h.name) + "_HPP";
  return h;
}

// The comment block's status and proof lines: how sure the tables are, and why.
void write_status_comment(std::ostream& out, const RunReport& r, const HeaderPlan& h) {
  const uint64_t salt = h.salt, pre = h.pre, per = h.per;
  const Periodicity& p = r.periodicity;
  if (h.proven) {
    out << "// Status:    proven " << (salt ? "arithmetic-periodic" : "periodic") << ": period " << per << ", preperiod "
        << pre << (salt ? ", saltus " + std::to_string(salt) : std::string()) << " (last exception "
        << (pre ? "n = " + std::to_string(pre - 1) : std::string("none")) << ")\n";
    out << "// Proof:     " << r.theorem << ": G(n+" << per << ") = G(n)" << (salt ? " + " + std::to_string(salt) : "")
        << " checked for " << r.check_from
        << " <= n < " << r.check_to << ",\n//            using " << r.values_computed
        << " computed values; the theorem extends it to every n.\n";
  } else if (r.status == Status::Observed) {
    out << "// Status:    NOT proven. Pattern observed: period " << p.period << ", preperiod " << p.preperiod
        << ", saltus " << p.saltus << " for " << r.check_from << " <= n < " << r.check_to
        << ",\n//            but no theorem proves it. Only the computed values are tabled.\n";
  } else {
    out << "// Status:    open: no period found up to n = " << r.values_computed - 1
        << ". Only the computed values are tabled.\n";
    if (r.candidate)
      out << "// Candidate: period " << r.candidate->period << ", preperiod " << r.candidate->preperiod
          << ", NOT proven: its proof needs " << r.candidate->values_needed << " values.\n";
  }
}

// Comment block (what, how sure, how generated), include guard and opening namespaces. No dates: the
// file must be reproducible byte for byte.
void write_preamble(std::ostream& out, const RunReport& r, const HeaderOptions& opt, const HeaderPlan& h) {
  const std::string& name = h.name;
  out << "// " << name << ": the nim-sequence (Sprague-Grundy values) of the heap game " << r.canonical << ".\n";
  out << "// Generated by sgperiod " SGPERIOD_VERSION "; do not edit. C++11, standard library only.\n//\n";
  out << "// Game:      " << escape_controls(r.game.input) << (r.game.input != r.canonical ? " = " + r.canonical : std::string()) << "\n";
  write_status_comment(out, r, h);
  out << "// Values:    " << h.entries << " table entries (" << h.type << "), largest value " << h.maxv << "\n";
  out << "// Generator: " << opt.command << "\n";
  out << "// Version:   sgperiod " SGPERIOD_VERSION "\n//\n";
  out << "// Use:       " << name << "(n) for an integer n >= 0 and " << name
      << "(\"123...\") for n written in decimal,\n";
  if (h.proven && h.salt)
    out << "//            any length. G(n) = cycle[(n - preperiod) % period] + saltus * ((n - preperiod) / period);\n"
           "//            both throw std::out_of_range when G(n) does not fit in 64 bits.\n";
  else if (h.proven)
    out << "//            any length (reduced modulo the period digit by digit). Both are defined for every n.\n";
  else
    out << "//            and both throw std::out_of_range for n >= " << name << "_limit = " << r.values_computed
        << " (no values are known beyond).\n";
  out << "//            Negative n throws std::out_of_range; a string that is not all digits throws\n"
         "//            std::invalid_argument. "
      << name << "(n) is constexpr for integer n.\n";
  out << "#ifndef " << h.guard << "\n#define " << h.guard << "\n\n#include <stdexcept>\n\n";
  for (const auto& part : h.ns) out << "namespace " << part << " {\n";
  if (!h.ns.empty()) out << "\n";
}

// The constants (proven, period, preperiod, limit, saltus) and the arrays of NAME_tables.
void write_tables(std::ostream& out, const RunReport& r, const HeaderPlan& h) {
  const std::string& name = h.name;
  const uint64_t salt = h.salt, pre = h.pre, per = h.per;
  out << "/// True when the tables below hold the whole sequence (a proven period), false for a finite prefix.\n";
  out << "constexpr bool " << name << "_proven = " << (h.proven ? "true" : "false") << ";\n";
  out << "/// Period and preperiod (0 when not proven); limit: one past the largest n answered (0 = none).\n";
  out << "constexpr unsigned long long " << name << "_period = " << per << "ULL;\n";
  out << "constexpr unsigned long long " << name << "_preperiod = " << pre << "ULL;\n";
  out << "constexpr unsigned long long " << name << "_limit = " << (h.proven ? 0 : r.values_computed) << "ULL;\n";
  if (salt) out << "/// G(n + period) = G(n) + saltus for n >= preperiod.\n"
                << "constexpr unsigned long long " << name << "_saltus = " << salt << "ULL;\n";
  out << "\n";
  out << "namespace " << h.d << " {\n";
  if (h.proven) {
    out << "// G(n) for 0 <= n < preperiod.\n";
    write_table(out, h.type, "prefix", r.values, 0, pre);
    out << "// G(preperiod + k) for 0 <= k < period.\n";
    write_table(out, h.type, "cycle", r.values, pre, pre + per);
    if (salt) {
      out << "// c + saltus * q, or std::out_of_range when that passes 2^64 - 1.\n"
          << "constexpr unsigned long long lift(unsigned long long c, unsigned long long q) {\n"
          << "  return q > (~0ULL - c) / " << salt << "ULL ? throw std::out_of_range(\"" << name
          << ": G(n) does not fit in 64 bits\") : c + " << salt << "ULL * q;\n}\n";
    }
  } else {
    out << "// G(n) for 0 <= n < limit.\n";
    write_table(out, h.type, "values", r.values, 0, r.values_computed);
  }
  out << "}  // namespace " << h.d << "\n\n";
}

// The lookup's return type: G(n) of an arithmetic-periodic game grows without bound.
const char* lookup_type(const HeaderPlan& h) { return h.salt ? "unsigned long long" : "unsigned"; }

// The integer lookup: one return statement, so that it is constexpr in C++11.
void write_integer_lookup(std::ostream& out, const RunReport& r, const HeaderPlan& h) {
  const std::string& name = h.name;
  const std::string& d = h.d;
  const uint64_t pre = h.pre, per = h.per;
  const char* ret = lookup_type(h);
  out << "constexpr " << ret << ' ' << name << "(unsigned long long n) {\n  return ";
  if (h.proven && h.salt) {
    if (pre) out << "n < " << pre << "ULL ? " << d << "::prefix[n] : ";
    out << d << "::lift(" << d << "::cycle[(n - " << pre << "ULL) % " << per << "ULL], (n - " << pre << "ULL) / " << per
        << "ULL);\n}\n";
  } else if (h.proven) {
    if (pre) out << "n < " << pre << "ULL ? " << d << "::prefix[n] : ";
    out << d << "::cycle[(n - " << pre << "ULL) % " << per << "ULL];\n}\n";
  } else {
    out << "n < " << r.values_computed << "ULL ? " << d << "::values[n]\n         : throw std::out_of_range(\"" << name
        << ": n is beyond the computed values (the game is not proven periodic)\");\n}\n";
  }
  // Every integer type: without these, name(0) would be ambiguous between the integer and the string overload.
  for (const char* t : {"unsigned long", "unsigned"})
    out << "constexpr " << ret << ' ' << name << "(" << t << " n) { return " << name
        << "(static_cast<unsigned long long>(n)); }\n";
  for (const char* t : {"long long", "long", "int"})
    out << "constexpr " << ret << ' ' << name << "(" << t << " n) {\n  return n < 0 ? throw std::out_of_range(\"" << name
        << ": negative heap size\") : " << name << "(static_cast<unsigned long long>(n));\n}\n";
}

// The decimal lookup: the value while it fits in 64 bits, and the residue modulo the period throughout.
void write_decimal_lookup(std::ostream& out, const HeaderPlan& h) {
  const std::string& name = h.name;
  const std::string& d = h.d;
  const bool proven = h.proven;
  const uint64_t salt = h.salt, pre = h.pre, per = h.per;
  out << "\n/// G(n) for n written in decimal digits (leading zeros allowed), of any length.\n";
  out << "inline " << lookup_type(h) << ' ' << name << "(const char* decimal) {\n";
  out << "  if (decimal == 0 || *decimal == '\\0') throw std::invalid_argument(\"" << name
      << ": empty decimal number\");\n";
  out << "  unsigned long long value = 0;  // n itself, while it fits\n";
  out << "  bool fits = true;\n";
  if (proven) out << "  unsigned long long residue = 0;  // n mod period\n";
  if (salt)
    out << "  // n / period as hi * 2^64 + lo (hi saturates: past 2^64 periods no G(n) fits anyway)\n"
           "  unsigned long long lo = 0, hi = 0;\n";
  out << "  for (const char* c = decimal; *c != '\\0'; ++c) {\n";
  out << "    if (*c < '0' || *c > '9') throw std::invalid_argument(\"" << name
      << ": not a decimal number\");\n";
  out << "    const unsigned digit = static_cast<unsigned>(*c - '0');\n";
  if (salt)
    out << "    const unsigned long long t = (residue * 10 + digit) / " << per << "ULL;\n"
        << "    const unsigned long long x = (lo & 0xffffffffULL) * 10 + t, y = (lo >> 32) * 10 + (x >> 32);\n"
        << "    lo = (y << 32) | (x & 0xffffffffULL);\n"
        << "    hi = hi > 1000 ? 1001 : hi * 10 + (y >> 32);\n";
  if (proven) out << "    residue = (residue * 10 + digit) % " << per << "ULL;\n";
  out << "    if (fits && value > (~0ULL - digit) / 10) fits = false;\n";
  out << "    if (fits) value = value * 10 + digit;\n  }\n";
  out << "  if (fits) return " << name << "(value);\n";
  if (proven && salt)
    out << "  // n >= 2^64 lies beyond the preperiod: n - preperiod = period * q + r, with q from n / period.\n"
        << "  const unsigned long long r0 = residue, b = " << pre % per << "ULL, a = " << pre / per
        << "ULL + (r0 < b ? 1 : 0);\n"
        << "  if (lo < a) --hi;\n  lo -= a;\n"
        << "  if (hi != 0) throw std::out_of_range(\"" << name << ": G(n) does not fit in 64 bits\");\n"
        << "  return " << d << "::lift(" << d << "::cycle[r0 >= b ? r0 - b : r0 + " << per << "ULL - b], lo);\n}\n";
  else if (proven)
    out << "  // n >= 2^64 lies beyond the preperiod: its place in the cycle is (n - preperiod) mod period.\n"
        << "  return " << d << "::cycle[(residue + " << per << "ULL - " << pre % per << "ULL) % " << per
        << "ULL];\n}\n";
  else
    out << "  throw std::out_of_range(\"" << name << ": n is beyond the computed values\");\n}\n";
}

}  // namespace

void write_lookup_header(std::ostream& out, const RunReport& r, const HeaderOptions& opt) {
  const HeaderPlan h = plan_header(r, opt);
  write_preamble(out, r, opt, h);
  write_tables(out, r, h);
  write_integer_lookup(out, r, h);
  write_decimal_lookup(out, h);
  if (!h.ns.empty()) out << "\n";
  for (auto it = h.ns.rbegin(); it != h.ns.rend(); ++it) out << "}  // namespace " << *it << "\n";
  out << "\n#endif  // " << h.guard << "\n";
}

}  // namespace sgp
