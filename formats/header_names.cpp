/// @brief The names a generated header may take: C++ keywords and standard-library names refused, each game's default name.
#include "formats/header.hpp"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <utility>
#include <vector>

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

}  // namespace

std::vector<std::string> split_namespace(const std::string& ns, const char* label) {
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

}  // namespace sgp
