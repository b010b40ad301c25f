/// @brief Consumer of the installed package (pkg-config): Kayles against OEIS A002186, run and verify to proof.
#include <sgperiod/sgperiod.hpp>

#include <cstdio>
#include <vector>

int main() {
  int failures = 0;
  auto check = [&](bool ok, const char* what) {
    if (!ok) std::fprintf(stderr, "FAILED: %s\n", what), ++failures;
  };
  // OEIS A002186 (Kayles, 0.77): 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6.
  sgp::ComputeOptions two_threads;
  two_threads.threads = 2;
  const std::vector<uint32_t> a002186 = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6};
  check(sgp::values(sgp::parse_game("0.77"), 12, two_threads) == a002186, "G(0..11) of 0.77 is OEIS A002186");
  // Dawson's chess (0.137, OEIS A002187): period 34, last exception 51.
  const sgp::RunReport r = sgp::run("dawson-chess");
  check(r.status == sgp::Status::Proven && r.periodicity.period == 34 && r.periodicity.last_exception() == 51,
        "Dawson's chess: proven, period 34, last exception 51");
  sgp::Periodicity claim;
  claim.period = 12;
  claim.preperiod = 71;
  check(sgp::verify("kayles", claim).verdict == sgp::Verdict::Proven, "the claim (71, 12) on Kayles is proven");
  std::printf("pkg-config consumer: sgperiod %s, Dawson's chess period %llu, %s\n", sgp::version(),
              static_cast<unsigned long long>(r.periodicity.period), failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
