/// @brief Split games through the engine: values from the public run(), large heaps through the proven period.
///
/// A split game's option from heap n is a pair of heaps (a, b) worth G(a) ^ G(b) (Multi-SG). The
/// Guy-Smith periodicity theorem, which the engine checks, makes Kayles (period 12 from n = 71) and
/// Dawson's Kayles / the connect-line game (period 34 from n = 53) exact for every n; treblecross
/// (0.007) and the Crosses and Crosses recurrence have no known period, so only computed heaps are
/// answered. Winning moves on a huge heap: the value of (a, rest - a) depends only on a when one side
/// is below pre + period, and only on a mod period when both are beyond it, so a window of
/// pre + period + 1 values at each end lists every distinct option.
#include "models/split.hpp"

#include <algorithm>
#include <map>
#include <mutex>
#include <random>

#include "sgperiod/game.hpp"
#include "sgperiod/run.hpp"
#include "sys/quote.hpp"

namespace sgp::models {

namespace {
/// POJ 3537 Crosses and Crosses as a custom heap game for the engine.
class CrossesGame : public sgp::HeapGame {
 public:
  std::string name() const override { return "crosses"; }
  void moves(uint64_t n, sgp::MoveSink& out) const override {
    for (uint64_t i = 1; i <= n; ++i) out({i >= 3 ? i - 3 : 0, n >= i + 2 ? n - i - 2 : 0});
  }
};

const std::map<std::string, std::string>& codes() {
  static const std::map<std::string, std::string> m{{"kayles", "0.77"},
                                                    {"dawson-kayles", "0.07"},
                                                    {"treblecross", "0.007"},
                                                    {"connect-line", "0.07"},
                                                    {"crosses", ""}};
  return m;
}
std::mutex split_mutex;
}  // namespace

const std::vector<std::string>& SplitGame::names() {
  static const std::vector<std::string> v{"kayles", "dawson-kayles", "treblecross", "crosses", "connect-line"};
  return v;
}

const SplitGame& SplitGame::get(const std::string& name, uint64_t limit) {
  static std::map<std::pair<std::string, uint64_t>, std::unique_ptr<SplitGame>> cache;
  auto it = codes().find(name);
  if (it == codes().end()) throw InputError("unknown split game '" + sys::quote_input(name) + "'");
  if (limit == 0) limit = 4096;
  std::lock_guard<std::mutex> lock(split_mutex);
  auto& slot = cache[{name, limit}];
  if (slot) return *slot;
  std::unique_ptr<SplitGame> g(new SplitGame());
  g->name_ = name;
  g->code_ = it->second;
  g->custom_crosses_ = it->second.empty();
  sgp::Game game = g->custom_crosses_ ? sgp::Game::from_custom(std::make_shared<CrossesGame>())
                                      : sgp::parse_game(it->second);
  sgp::RunSettings opt;
  opt.limit = limit;
  opt.long_default = false;
  opt.front_tail = false;
  sgp::RunReport r = sgp::run(game, opt);
  for (std::size_t i = 0; i < r.values.size(); ++i) g->values_.push_back(r.values[i]);
  if (r.status == sgp::Status::Proven && r.periodicity.saltus == 0) {
    g->proven_ = true;
    g->period_ = r.periodicity.period;
    g->preperiod_ = r.periodicity.preperiod;
  }
  slot = std::move(g);
  return *slot;
}

uint64_t SplitGame::sg(uint64_t n) const {
  if (n < values_.size()) return values_[n];
  if (!proven_)
    throw InputError(name_ + ": heap " + std::to_string(n) + " is beyond the computed range 0.." +
                     std::to_string(values_.size() - 1) + " and the game has no proven period");
  return values_[preperiod_ + (n - preperiod_) % period_];
}

std::vector<std::pair<uint64_t, uint64_t>> SplitGame::options(uint64_t n) const {
  std::vector<std::pair<uint64_t, uint64_t>> out;
  if (custom_crosses_) {
    if (n >= values_.size()) sg(n);  // refuses
    for (uint64_t i = 1; i <= n; ++i) out.push_back({i >= 3 ? i - 3 : 0, n >= i + 2 ? n - i - 2 : 0});
    return out;
  }
  sgp::Game game = sgp::parse_game(code_);
  uint64_t window = proven_ ? preperiod_ + period_ + 1 : UINT64_MAX;
  uint64_t last = game.code.last_digit();
  for (uint64_t k = 1; k <= last && k <= n; ++k) {
    unsigned d = game.code.digit(k);
    uint64_t rest = n - k;
    if ((d & 1) && rest == 0) out.push_back({0, 0});
    if ((d & 2) && rest > 0) out.push_back({rest, 0});
    if ((d & 4) && rest >= 2) {
      if (rest - 1 <= 2 * window) {
        for (uint64_t a = 1; a < rest; ++a) out.push_back({a, rest - a});
      } else {
        for (uint64_t a = 1; a <= window; ++a) out.push_back({a, rest - a});
        for (uint64_t b = 1; b <= window; ++b) out.push_back({rest - b, b});
      }
    }
  }
  return out;
}

Answer SplitGame::solve(const std::vector<uint64_t>& heaps) const {
  std::vector<uint64_t> g;
  for (uint64_t h : heaps) g.push_back(sg(h));
  Answer a;
  uint64_t x = xor_all(g);
  a.first_wins = x != 0;
  a.sg = std::to_string(x);
  if (auto m = nim_move(g)) {
    uint64_t n = heaps[m->index];
    for (auto [l, r] : options(n))
      if ((sg(l) ^ sg(r)) == m->to) {
        a.move = "heap " + std::to_string(m->index + 1) + ": " + std::to_string(n) + " -> " + std::to_string(l) +
                 " + " + std::to_string(r);
        break;
      }
  }
  return a;
}

std::vector<uint64_t> connect_line_blocks(uint64_t n, const std::vector<std::pair<uint64_t, uint64_t>>& chords,
                                          uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::map<uint64_t, uint64_t> diff;  // position -> xor toggled from there on
  std::vector<uint64_t> used;
  auto add = [&](uint64_t l, uint64_t r, uint64_t v) {  // xor v onto [l, r)
    if (l >= r) return;
    diff[l] ^= v;
    diff[r] ^= v;
  };
  for (auto [x, y] : chords) {
    if (x > y) std::swap(x, y);
    if (y >= n || x == y) throw InputError("chord " + std::to_string(x) + "-" + std::to_string(y) + " is not between two of the " + std::to_string(n) + " points");
    uint64_t A = rng(), B = rng();
    add(x + 1, y, A);
    add(0, x, B);
    add(y + 1, n, B);
    used.push_back(x);
    used.push_back(y);
  }
  std::sort(used.begin(), used.end());
  if (std::adjacent_find(used.begin(), used.end()) != used.end())
    throw InputError("two chords share an end point");
  diff[n] ^= 0;
  std::map<uint64_t, uint64_t> count;  // hash -> free points
  uint64_t cur = 0, last = 0;
  for (auto [pos, v] : diff) {
    if (pos > last) {
      uint64_t occupied = std::lower_bound(used.begin(), used.end(), pos) - std::lower_bound(used.begin(), used.end(), last);
      count[cur] += pos - last - occupied;
    }
    cur ^= v;
    last = pos;
  }
  std::vector<uint64_t> blocks;
  for (auto [h, c] : count)
    if (c) blocks.push_back(c);
  return blocks;
}

}  // namespace sgp::models
