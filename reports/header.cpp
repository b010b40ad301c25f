/// @brief The C++11 header generator: comment block, constexpr tables, integer and decimal lookups.
#include "reports/header.hpp"
#include "reports/tables.hpp"  // escape_controls

#include <algorithm>
#include <cctype>
#include <cstring>
#include <iterator>
#include <sstream>
#include <utility>
#include <vector>

#include "reports/decimal.hpp"
#include "sys/checked.hpp"
#include "sys/quote.hpp"

namespace sgp {

namespace {

// Every C++20 keyword and alternative token: the header is C++11, but the programs including it may be
// built as C++20, where char8_t, concept, requires, co_await, ... are keywords too.
const char* const kKeywords[] = {
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch", "char",
    "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr", "constinit",
    "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default", "delete", "do", "double",
    "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend", "goto", "if",
    "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or",
    "or_eq", "private", "protected", "public", "register", "reinterpret_cast", "requires", "return", "short",
    "signed", "sizeof", "static", "static_assert", "static_cast", "struct", "switch", "template", "this",
    "thread_local", "throw", "true", "try", "typedef", "typeid", "typename", "union", "unsigned", "using", "virtual",
    "void", "volatile", "wchar_t", "while", "xor", "xor_eq"};

// Types the C and C++ standard headers declare at global scope: a function of the same name there is
// "redeclared as a different kind of entity" as soon as the program also includes that header.
const char* const kLibraryTypes[] = {
    "size_t", "ptrdiff_t", "nullptr_t", "max_align_t", "intmax_t", "uintmax_t", "intptr_t", "uintptr_t",
    "wint_t", "wctype_t", "wctrans_t", "mbstate_t", "FILE", "fpos_t", "div_t", "ldiv_t", "lldiv_t", "time_t",
    "clock_t", "va_list", "jmp_buf", "sig_atomic_t", "fenv_t", "fexcept_t",
    "float_t", "double_t", "imaxdiv_t"};

// Macros of the standard headers (<stdexcept> alone reaches most of them through <string> on libstdc++):
// a macro of that name would replace the header's function name before the compiler sees it.
const char* const kLibraryMacros[] = {
    "assert", "errno", "offsetof", "NULL", "EOF", "WEOF", "BUFSIZ", "FILENAME_MAX", "FOPEN_MAX", "L_tmpnam",
    "TMP_MAX", "SEEK_SET", "SEEK_CUR", "SEEK_END", "stdin", "stdout", "stderr", "EXIT_SUCCESS", "EXIT_FAILURE",
    "RAND_MAX", "MB_CUR_MAX", "MB_LEN_MAX", "CHAR_BIT", "SCHAR_MIN", "SCHAR_MAX", "UCHAR_MAX", "CHAR_MIN",
    "CHAR_MAX", "SHRT_MIN", "SHRT_MAX", "USHRT_MAX", "INT_MIN", "INT_MAX", "UINT_MAX", "LONG_MIN", "LONG_MAX",
    "ULONG_MAX", "LLONG_MIN", "LLONG_MAX", "ULLONG_MAX", "INTPTR_MIN", "INTPTR_MAX", "UINTPTR_MAX", "INTMAX_MIN",
    "INTMAX_MAX", "UINTMAX_MAX", "INTMAX_C", "UINTMAX_C", "PTRDIFF_MIN", "PTRDIFF_MAX", "SIG_ATOMIC_MIN",
    "SIG_ATOMIC_MAX", "SIZE_MAX", "WCHAR_MIN", "WCHAR_MAX", "WINT_MIN", "WINT_MAX", "LC_ALL", "LC_COLLATE",
    "LC_CTYPE", "LC_MONETARY", "LC_NUMERIC", "LC_TIME", "SIGABRT", "SIGFPE", "SIGILL", "SIGINT", "SIGSEGV",
    "SIGTERM", "SIG_DFL", "SIG_ERR", "SIG_IGN", "CLOCKS_PER_SEC", "TIME_UTC", "HUGE_VAL", "HUGE_VALF",
    "HUGE_VALL", "INFINITY", "NAN", "FP_INFINITE", "FP_NAN", "FP_NORMAL", "FP_SUBNORMAL", "FP_ZERO", "FP_ILOGB0",
    "FP_ILOGBNAN", "MATH_ERRNO", "MATH_ERREXCEPT", "math_errhandling", "va_start", "va_arg", "va_end", "va_copy",
    "setjmp", "EDOM", "ERANGE", "EILSEQ",
    // <cerrno>: the POSIX error numbers C++ lists in [cerrno.syn].
    "E2BIG", "EACCES", "EADDRINUSE", "EADDRNOTAVAIL", "EAFNOSUPPORT", "EAGAIN", "EALREADY", "EBADF", "EBADMSG",
    "EBUSY", "ECANCELED", "ECHILD", "ECONNABORTED", "ECONNREFUSED", "ECONNRESET", "EDEADLK", "EDESTADDRREQ",
    "EEXIST", "EFAULT", "EFBIG", "EHOSTUNREACH", "EIDRM", "EINPROGRESS", "EINTR", "EINVAL", "EIO", "EISCONN",
    "EISDIR", "ELOOP", "EMFILE", "EMLINK", "EMSGSIZE", "ENAMETOOLONG", "ENETDOWN", "ENETRESET", "ENETUNREACH",
    "ENFILE", "ENOBUFS", "ENODATA", "ENODEV", "ENOENT", "ENOEXEC", "ENOLCK", "ENOLINK", "ENOMEM", "ENOMSG",
    "ENOPROTOOPT", "ENOSPC", "ENOSR", "ENOSTR", "ENOSYS", "ENOTCONN", "ENOTDIR", "ENOTEMPTY", "ENOTRECOVERABLE",
    "ENOTSOCK", "ENOTSUP", "ENOTTY", "ENXIO", "EOPNOTSUPP", "EOVERFLOW", "EOWNERDEAD", "EPERM", "EPIPE", "EPROTO",
    "EPROTONOSUPPORT", "EPROTOTYPE", "EROFS", "ESPIPE", "ESRCH", "ETIME", "ETIMEDOUT", "ETXTBSY", "EWOULDBLOCK",
    "EXDEV",
    // Predefined by g++ in its GNU modes (-std=gnu++17, its default).
    "unix", "linux"};

// C library functions of one argument of a type the header overloads NAME for (int, long, long long,
// their unsigned forms, const char*): the header's NAME would differ from them only in its return type.
const char* const kLibraryFunctions[] = {
    "abs", "labs", "llabs", "exit", "quick_exit", "atoi", "atol", "atoll", "atof", "getenv", "system", "srand",
    "malloc", "puts", "perror", "remove", "putchar", "strlen", "strerror", "raise", "isalnum", "isalpha", "isblank",
    "iscntrl", "isdigit", "isgraph", "islower", "isprint", "ispunct", "isspace", "isupper", "isxdigit", "tolower",
    "toupper", "btowc", "wctob", "iswalnum", "iswalpha", "iswblank", "iswcntrl", "iswdigit", "iswgraph",
    "iswlower", "iswprint", "iswpunct", "iswspace", "iswupper", "iswxdigit", "towlower", "towupper", "wctype",
    "wctrans"};

enum class Family { none, type, macro };

// The <cstdint> names that come in families over the widths 8, 16, 32 and 64: intN_t, int_leastN_t,
// int_fastN_t (and unsigned), INTN_MIN/MAX/C, INT_LEASTN_MIN/MAX, ... and C23's ..._WIDTH.
Family cstdint_family(const std::string& s) {
  static const std::vector<std::pair<std::string, Family>> names = [] {
    std::vector<std::pair<std::string, Family>> v;
    for (const char* n : {"8", "16", "32", "64"}) {
      for (const char* u : {"", "u"})
        for (const char* kind : {"", "_least", "_fast"}) v.push_back({std::string(u) + "int" + kind + n + "_t", Family::type});
      for (const char* kind : {"", "_LEAST", "_FAST"}) {
        const std::string i = std::string("INT") + kind + n, ui = "U" + i;
        for (const std::string& m : {i + "_MIN", i + "_MAX", i + "_WIDTH", ui + "_MAX", ui + "_WIDTH"})
          v.push_back({m, Family::macro});
      }
      v.push_back({std::string("INT") + n + "_C", Family::macro});
      v.push_back({std::string("UINT") + n + "_C", Family::macro});
    }
    for (const char* m : {"INTPTR", "UINTPTR", "INTMAX", "UINTMAX", "PTRDIFF", "SIG_ATOMIC", "SIZE", "WCHAR", "WINT"})
      v.push_back({std::string(m) + "_WIDTH", Family::macro});
    return v;
  }();
  for (const auto& [n, family] : names)
    if (s == n) return family;
  return Family::none;
}

template <std::size_t N>
bool listed(const char* const (&list)[N], const std::string& s) {
  return std::find(std::begin(list), std::end(list), s) != std::end(list);
}

std::vector<std::string> split_namespace(const std::string& ns, const char* label = "--namespace") {
  std::vector<std::string> parts;
  if (ns.empty()) return parts;
  std::size_t at = 0;
  while (true) {
    std::size_t c = ns.find("::", at);
    parts.push_back(ns.substr(at, c == std::string::npos ? std::string::npos : c - at));
    if (c == std::string::npos) break;
    at = c + 2;
  }
  for (const auto& p : parts) {
    if (p.empty()) throw HeaderError(label + (" '" + sys::quote_input(ns)) + "' has an empty part (write a or a::b, without a leading or trailing '::')");
    if (std::string why = reserved_name_reason(p); !why.empty())
      throw HeaderError(label + (" '" + sys::quote_input(ns)) + "': '" + sys::quote_input(p) + "' " + why);
  }
  return parts;
}

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

}  // namespace

std::string reserved_name_reason(const std::string& s) {
  bool chars = !s.empty() && !std::isdigit(static_cast<unsigned char>(s[0]));
  for (char c : s) chars = chars && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
  if (!chars) return "is not a C++ identifier (letters, digits and '_', not starting with a digit)";
  if (s[0] == '_' || s.find("__") != std::string::npos)
    return "is not a C++ identifier a program may declare: names starting with '_' or holding '__' are reserved "
           "for the implementation";
  if (s.back() == '_')
    return "is reserved: the header joins it to other names with '_' (NAME_tables, NAME_period, the include "
           "guard), which would then hold '__', reserved for the implementation";
  if (listed(kKeywords, s)) return "is not a C++ identifier: '" + s + "' is a C++ keyword (C++20 included) or an alternative token";
  if (s == "std") return "is not a C++ identifier a program may declare: 'std' is the standard library's namespace";
  const Family family = cstdint_family(s);
  if (listed(kLibraryTypes, s) || family == Family::type)
    return "is reserved: '" + s + "' is a type of the standard library (<cstdint>, <cstddef>, ...); a program "
           "including that header as well would not compile";
  if (listed(kLibraryMacros, s) || family == Family::macro)
    return "is reserved: '" + s + "' is a macro of the standard library (<cstdint>, <climits>, <cerrno>, ...), "
           "which would replace the header's function name";
  if (listed(kLibraryFunctions, s))
    return "is reserved: '" + s + "' is a C library function of one argument; the header's " + s +
           "(n) overloads would clash with it";
  // 'main' would define a second main; the header itself throws these two.
  for (const char* t : {"main", "out_of_range", "invalid_argument"})
    if (s == t) return "is reserved: '" + s + "' is already defined by C++ or the standard library";
  return {};
}

std::string namespace_reason(const std::string& ns, const char* label) {
  try {
    split_namespace(ns, label);
  } catch (const HeaderError& e) {
    return e.what();
  }
  return {};
}

bool valid_identifier(const std::string& s) {
  if (s.empty() || s[0] == '_' || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  if (s.find("__") != std::string::npos) return false;  // reserved for the implementation
  return s != "std" && !listed(kKeywords, s);
}

// Distinct games must get distinct names (and so distinct include guards): a header of 0.1 and one of
// 0.[1] both named octal_0_1 could be included together, and one silently dropped. Codes map to
// octal_<d0>_<digits>, with 'r' and the repeating tail after it (0.[13] -> octal_0_r13, 0.1[3] ->
// octal_0_1r3): 'r' is no digit, so the name gives the code back. Subtraction sets are joined by '_'
// (S(2,3,7) -> subtraction_2_3_7, the all-but game S-(2,3,7) -> all_but_2_3_7).
std::string default_header_name(const Game& game) {
  if (!game.input.empty()) {
    for (const auto& ng : named_games()) {
      if (game.input == ng.name) {
        std::string s = ng.name;
        std::replace(s.begin(), s.end(), '-', '_');
        return s;
      }
    }
  }
  std::string s;
  if (game.kind == GameKind::TakeAndBreak && !game.code.subtraction_form) {
    const TakeAndBreak& c = game.code;
    const char* hex = "0123456789abcdef";
    s = std::string("octal_") + hex[c.digits[0] & 15] + "_";
    for (std::size_t k = 1; k < c.digits.size(); ++k) s += hex[c.digits[k] & 15];
    if (c.digits.size() == 1 && c.tail.empty()) s += '0';  // 4.0, as printed
    if (!c.tail.empty()) {
      s += 'r';
      for (uint8_t d : c.tail) s += hex[d & 15];
    }
    return s;
  }
  std::string c = game.canonical();
  const bool subtraction = c.rfind("S(", 0) == 0, all_but = c.rfind("S-(", 0) == 0;
  s = subtraction ? "subtraction" : all_but ? "all_but" : "";
  for (char ch : subtraction ? c.substr(1) : all_but ? c.substr(2) : c) {
    if (std::isalnum(static_cast<unsigned char>(ch)))
      s += ch;
    else if (!s.empty() && s.back() != '_')
      s += '_';
  }
  while (!s.empty() && s.back() == '_') s.pop_back();
  if (s.empty() || !valid_identifier(s)) s = "game_" + s;
  if (!valid_identifier(s)) s = "game";
  return s;
}

void write_lookup_header(std::ostream& out, const RunReport& r, const HeaderOptions& opt) {
  const std::string name = opt.name.empty() ? default_header_name(r.game) : opt.name;
  if (std::string why = reserved_name_reason(name); !why.empty()) throw HeaderError("--name '" + sys::quote_input(name) + "' " + why);
  const std::vector<std::string> ns = split_namespace(opt.ns);
  // Arithmetic periodicity G(n + p) = G(n) + s (Nim, Lasker's Nim) is tabled like periodicity: the
  // cycle holds G(pre .. pre + p - 1), and whole periods past it add s each.
  const bool proven = r.status == Status::Proven;
  const uint64_t salt = proven ? static_cast<uint64_t>(r.periodicity.saltus) : 0;
  const uint64_t pre = proven ? r.periodicity.preperiod : 0, per = proven ? r.periodicity.period : 0;
  // A run given through the public API may carry any numbers: a proven pattern must have a period and
  // lie within the values it comes with (pre + per wrapped past 2^64 once passed the size check below
  // and read far outside them).
  if (proven && (per == 0 || !sys::checked_add(pre, per) || pre + per > r.values.size()))
    throw HeaderError("the run of " + r.canonical + " is marked proven with preperiod " + std::to_string(pre) +
                      " and period " + std::to_string(per) + ", which its " + std::to_string(r.values.size()) +
                      " values do not hold");
  const uint64_t entries = proven ? pre + per : r.values_computed;
  if (entries > opt.max_entries) {
    std::ostringstream os;
    os << "refusing to write a header for " << r.canonical << ": its table needs " << entries << " entries ("
       << (proven ? "preperiod " + std::to_string(pre) + " + period " + std::to_string(per)
                  : "the computed prefix; the game is not proven periodic")
       << "), above the limit of " << opt.max_entries
       << " entries (a source file of about 3 bytes per entry; compilers need minutes and gigabytes beyond it)";
    throw HeaderError(os.str());
  }
  if (!proven && r.values_computed == 0) throw HeaderError("no values computed for " + r.canonical);

  // The narrowest type holding every value in the tables.
  uint32_t maxv = 0;
  for (uint64_t i = 0; i < entries; ++i) maxv = std::max(maxv, r.values[i]);
  const char* type = maxv < 256 ? "unsigned char" : maxv < 65536 ? "unsigned short" : "unsigned int";
  const std::string d = name + "_tables";  // the namespace holding the arrays

  std::string guard = "SGPERIOD_GENERATED_";
  for (const auto& p : ns) guard += upper(p) + "_";
  guard += upper(name) + "_HPP";

  // Comment block: what, how sure, how generated. No dates: the file must be reproducible byte for byte.
  out << "// " << name << ": the nim-sequence (Sprague-Grundy values) of the heap game " << r.canonical << ".\n";
  out << "// Generated by sgperiod " SGPERIOD_VERSION "; do not edit. C++11, standard library only.\n//\n";
  out << "// Game:      " << escape_controls(r.game.input) << (r.game.input != r.canonical ? " = " + r.canonical : std::string()) << "\n";
  const Periodicity& p = r.periodicity;
  if (proven) {
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
  out << "// Values:    " << entries << " table entries (" << type << "), largest value " << maxv << "\n";
  out << "// Generator: " << opt.command << "\n";
  out << "// Version:   sgperiod " SGPERIOD_VERSION "\n//\n";
  out << "// Use:       " << name << "(n) for an integer n >= 0 and " << name
      << "(\"123...\") for n written in decimal,\n";
  if (proven && salt)
    out << "//            any length. G(n) = cycle[(n - preperiod) % period] + saltus * ((n - preperiod) / period);\n"
           "//            both throw std::out_of_range when G(n) does not fit in 64 bits.\n";
  else if (proven)
    out << "//            any length (reduced modulo the period digit by digit). Both are defined for every n.\n";
  else
    out << "//            and both throw std::out_of_range for n >= " << name << "_limit = " << r.values_computed
        << " (no values are known beyond).\n";
  out << "//            Negative n throws std::out_of_range; a string that is not all digits throws\n"
         "//            std::invalid_argument. "
      << name << "(n) is constexpr for integer n.\n";
  out << "#ifndef " << guard << "\n#define " << guard << "\n\n#include <stdexcept>\n\n";
  for (const auto& part : ns) out << "namespace " << part << " {\n";
  if (!ns.empty()) out << "\n";

  out << "/// True when the tables below hold the whole sequence (a proven period), false for a finite prefix.\n";
  out << "constexpr bool " << name << "_proven = " << (proven ? "true" : "false") << ";\n";
  out << "/// Period and preperiod (0 when not proven); limit: one past the largest n answered (0 = none).\n";
  out << "constexpr unsigned long long " << name << "_period = " << per << "ULL;\n";
  out << "constexpr unsigned long long " << name << "_preperiod = " << pre << "ULL;\n";
  out << "constexpr unsigned long long " << name << "_limit = " << (proven ? 0 : r.values_computed) << "ULL;\n";
  if (salt) out << "/// G(n + period) = G(n) + saltus for n >= preperiod.\n"
                << "constexpr unsigned long long " << name << "_saltus = " << salt << "ULL;\n";
  out << "\n";
  out << "namespace " << d << " {\n";
  if (proven) {
    out << "// G(n) for 0 <= n < preperiod.\n";
    write_table(out, type, "prefix", r.values, 0, pre);
    out << "// G(preperiod + k) for 0 <= k < period.\n";
    write_table(out, type, "cycle", r.values, pre, pre + per);
    if (salt) {
      out << "// c + saltus * q, or std::out_of_range when that passes 2^64 - 1.\n"
          << "constexpr unsigned long long lift(unsigned long long c, unsigned long long q) {\n"
          << "  return q > (~0ULL - c) / " << salt << "ULL ? throw std::out_of_range(\"" << name
          << ": G(n) does not fit in 64 bits\") : c + " << salt << "ULL * q;\n}\n";
    }
  } else {
    out << "// G(n) for 0 <= n < limit.\n";
    write_table(out, type, "values", r.values, 0, r.values_computed);
  }
  out << "}  // namespace " << d << "\n\n";

  // The integer lookup: one return statement, so that it is constexpr in C++11.
  const char* ret = salt ? "unsigned long long" : "unsigned";
  out << "constexpr " << ret << ' ' << name << "(unsigned long long n) {\n  return ";
  if (proven && salt) {
    if (pre) out << "n < " << pre << "ULL ? " << d << "::prefix[n] : ";
    out << d << "::lift(" << d << "::cycle[(n - " << pre << "ULL) % " << per << "ULL], (n - " << pre << "ULL) / " << per
        << "ULL);\n}\n";
  } else if (proven) {
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

  // The decimal lookup: the value while it fits in 64 bits, and the residue modulo the period throughout.
  out << "\n/// G(n) for n written in decimal digits (leading zeros allowed), of any length.\n";
  out << "inline " << ret << ' ' << name << "(const char* decimal) {\n";
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

  if (!ns.empty()) out << "\n";
  for (auto it = ns.rbegin(); it != ns.rend(); ++it) out << "}  // namespace " << *it << "\n";
  out << "\n#endif  // " << guard << "\n";
}

}  // namespace sgp
