/// @brief BZOJ 3759 Hungergame: T cases of n and n box sizes a_i; Yes if the first player (the heroine) wins, else No.
// Format from the BZOJ statement (archived at trinitrotofu/BZPRO JudgeOnline/3759.html): first line T, each
// case a line with n and a line with the n numbers a_i <= 10^9; one line "Yes"/"No" per case. The judge
// says n <= 20, T <= 10, but the notes allow sum n up to 10^6, so input is read in blocks, not by iostream.
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "models/misc.hpp"

namespace {
/// Unsigned decimal tokens from stdin, read in 64 KiB blocks.
class Reader {
 public:
  bool next(uint64_t& v) {
    int c = get();
    while (c != EOF && (c < '0' || c > '9')) c = get();
    if (c == EOF) return false;
    v = 0;
    for (; c >= '0' && c <= '9'; c = get()) v = v * 10 + uint64_t(c - '0');
    return true;
  }

 private:
  int get() {
    if (pos_ == len_) {
      len_ = std::fread(buf_, 1, sizeof buf_, stdin);
      pos_ = 0;
      if (len_ == 0) return EOF;
    }
    return static_cast<unsigned char>(buf_[pos_++]);
  }
  char buf_[1 << 16];
  std::size_t pos_ = 0, len_ = 0;
};
}  // namespace

int main() {
  static Reader in;
  uint64_t t;
  if (!in.next(t)) return 1;
  std::vector<uint64_t> a;
  std::string out;
  while (t-- > 0) {
    uint64_t n;
    if (!in.next(n)) return 1;
    a.resize(n);
    for (auto& x : a)
      if (!in.next(x)) return 1;
    // Some non-empty subset with xor 0 <=> the a_i are linearly dependent over GF(2) (the model's basis).
    out += sgp::models::hungergame_first_wins(a) ? "Yes\n" : "No\n";
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
}
