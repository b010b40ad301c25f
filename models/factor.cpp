/// @brief Miller-Rabin with bases {2, 325, 9375, 28178, 450775, 9780504, 1795265022} (exact below 2^64),
/// Pollard rho (Brent) for the splitting, and the run decomposition of "Remove the Prime".
#include "models/factor.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <string>

#include "models/multi_sg.hpp"

namespace sgp::models {

namespace {
using u128 = unsigned __int128;
uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) { return uint64_t(u128(a) * b % m); }
uint64_t powmod(uint64_t a, uint64_t e, uint64_t m) {
  uint64_t r = 1 % m;
  for (a %= m; e; e >>= 1, a = mulmod(a, a, m))
    if (e & 1) r = mulmod(r, a, m);
  return r;
}

uint64_t rho(uint64_t n) {
  if (n % 2 == 0) return 2;
  for (uint64_t c = 1;; ++c) {  // deterministic sequence of constants; a failure just tries the next
    auto f = [&](uint64_t x) { return (mulmod(x, x, n) + c) % n; };
    uint64_t y = 2, x = 2, g = 1, q = 1, ys = 2;
    const uint64_t m = 128;
    for (uint64_t r = 1; g == 1; r <<= 1) {
      x = y;
      for (uint64_t i = 0; i < r; ++i) y = f(y);
      for (uint64_t k = 0; k < r && g == 1; k += m) {
        ys = y;
        for (uint64_t i = 0; i < std::min(m, r - k); ++i) { y = f(y); q = mulmod(q, x > y ? x - y : y - x, n); }
        g = std::gcd(q, n);
      }
    }
    if (g == n) {  // the batch overshot: step one by one from the saved point
      do { ys = f(ys); g = std::gcd(x > ys ? x - ys : ys - x, n); } while (g == 1);
    }
    if (g != n) return g;
  }
}

void factor_into(uint64_t n, std::vector<uint64_t>& out) {
  if (n == 1) return;
  if (is_prime_u64(n)) { out.push_back(n); return; }
  uint64_t d = rho(n);
  factor_into(d, out);  // depth <= 64: every split at least halves one side
  factor_into(n / d, out);
}
}  // namespace

bool is_prime_u64(uint64_t n) {
  if (n < 2) return false;
  for (uint64_t p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37})
    if (n % p == 0) return n == p;
  uint64_t d = n - 1;
  int s = 0;
  while (d % 2 == 0) { d /= 2; ++s; }
  for (uint64_t a : {2ULL, 325ULL, 9375ULL, 28178ULL, 450775ULL, 9780504ULL, 1795265022ULL}) {
    uint64_t b = a % n;
    if (b == 0) continue;
    uint64_t x = powmod(b, d, n);
    if (x == 1 || x == n - 1) continue;
    bool composite = true;
    for (int r = 1; r < s && composite; ++r) {
      x = mulmod(x, x, n);
      if (x == n - 1) composite = false;
    }
    if (composite) return false;
  }
  return true;
}

std::vector<uint64_t> distinct_prime_factors(uint64_t n) {
  if (n == 0) throw InputError("0 has no prime factorisation");
  std::vector<uint64_t> out;
  for (uint64_t p = 2; p < 100 && n > 1; ++p)  // small primes by trial division first (cheap, common)
    if (n % p == 0) { out.push_back(p); while (n % p == 0) n /= p; }
  factor_into(n, out);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

Answer solve_remove_prime(const std::vector<uint64_t>& a) {
  struct Run { uint64_t prime; std::size_t first, len; };
  std::map<uint64_t, std::pair<std::size_t, std::size_t>> open;  // prime -> (first index, length)
  std::vector<Run> runs;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] == 0) throw InputError("remove-prime: number " + std::to_string(i + 1) + " is 0");
    for (uint64_t p : distinct_prime_factors(a[i])) {
      auto it = open.find(p);
      if (it != open.end() && it->second.first + it->second.second == i) { ++it->second.second; continue; }
      if (it != open.end()) runs.push_back({p, it->second.first, it->second.second});
      open[p] = {i, 1};
    }
  }
  for (auto& [p, r] : open) runs.push_back({p, r.first, r.second});
  uint64_t x = 0;
  for (auto& r : runs) x ^= segment_sg(r.len);
  Answer ans;
  ans.first_wins = x != 0;
  ans.sg = std::to_string(x);
  for (auto& r : runs)
    if ((r.len ^ x) < r.len) {
      // Keep the last (len ^ x) numbers of the run as one segment: delete the first len - (len ^ x).
      std::size_t del = r.len - (r.len ^ x);
      ans.move = "prime " + std::to_string(r.prime) + " on numbers " + std::to_string(r.first + 1) + ".." +
                 std::to_string(r.first + del);
      break;
    }
  return ans;
}

}  // namespace sgp::models
