/// @brief Consumer of the installed package (find_package): Kayles against OEIS A002186, run to proof, errors.
#include <sgperiod/sgperiod.hpp>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

int main() {
  int failures = 0;
  auto check = [&](bool ok, const char* what) {
    if (!ok) std::fprintf(stderr, "FAILED: %s\n", what), ++failures;
  };
  // OEIS A002186 (Kayles, 0.77): 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, then period 12 from n = 71.
  const std::vector<uint32_t> a002186 = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6};
  check(sgp::values("kayles", 12) == a002186, "G(0..11) of Kayles is OEIS A002186");
  const sgp::RunReport r = sgp::run("kayles");
  check(r.status == sgp::Status::Proven, "Kayles is proven periodic");
  check(r.periodicity.period == 12 && r.periodicity.last_exception() == 70, "Kayles: period 12, last exception 70");
  check(r.canonical == "0.77", "the canonical form of kayles is 0.77");
  try {
    sgp::parse_game("0.7x");
    check(false, "0.7x is refused");
  } catch (const sgp::Error& e) {
    check(std::string(e.what()).find("'0.7x'") != std::string::npos, "the message names the input");
  }
  check(std::strcmp(sgp::version(), SGPERIOD_VERSION_STRING) == 0, "headers and library have one version");
  std::printf("find_package consumer: sgperiod %s, Kayles period %llu, %s\n", sgp::version(),
              static_cast<unsigned long long>(r.periodicity.period), failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
