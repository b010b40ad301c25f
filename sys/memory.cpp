/// @brief This machine's physical memory from sysconf (pages times the page size), and the process's ulimit -v.
#include "sys/memory.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <sstream>

namespace sgp::sys {

namespace {

struct Pages {
  uint64_t count = 0, size = 0;  // both 0 when the system does not say
};

Pages physical_pages() {
  const long count = ::sysconf(_SC_PHYS_PAGES), size = ::sysconf(_SC_PAGE_SIZE);
  if (count <= 0 || size <= 0) return {};
  return {static_cast<uint64_t>(count), static_cast<uint64_t>(size)};
}

}  // namespace

uint64_t physical_memory_bytes() {
  const Pages p = physical_pages();
  return p.count * p.size;
}

uint64_t physical_memory_tenths(unsigned tenths) {
  const Pages p = physical_pages();
  return p.count / 10 * tenths * p.size;
}

std::string memory_shortfall(uint64_t values, uint64_t bytes_per_value, const std::string& what) {
  const uint64_t total = physical_memory_bytes();
  const long double need = static_cast<long double>(values) * bytes_per_value;
  std::ostringstream os;
  os.precision(3);
  // An address-space limit (ulimit -v) below the machine's memory is the tighter bound: refused here,
  // up front, instead of an allocation failing halfway.
  struct rlimit lim;
  if (::getrlimit(RLIMIT_AS, &lim) == 0 && lim.rlim_cur != RLIM_INFINITY && need > 0.9L * lim.rlim_cur &&
      (!total || lim.rlim_cur < total)) {
    os << what << " of " << values << " values needs at least " << static_cast<double>(need / (1ull << 30))
       << " GiB, but this process may use only " << static_cast<double>(lim.rlim_cur) / (1ull << 30)
       << " GiB (ulimit -v); raise the limit or ask for fewer values";
    return os.str();
  }
  if (!total || need <= 0.9L * total) return {};
  os << what << " of " << values << " values needs at least " << static_cast<double>(need / (1ull << 30))
     << " GiB, but this machine has " << static_cast<double>(total) / (1ull << 30) << " GiB of memory";
  return os.str();
}

}  // namespace sgp::sys
