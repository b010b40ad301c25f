/// @brief Census of all short codes: compute in parallel, group identical sequences, analyse each class.
#include "reports/census.hpp"

#include <tbb/parallel_for.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <mutex>
#include <sstream>

#include "reports/tables.hpp"

namespace sgp {

RareValues rare_values(const NimSequence& seq) {
  RareValues out;
  const uint64_t n = seq.size();
  if (n == 0 || seq.max_value() >= 4096) return out;  // masks cost O(values^2): skip huge ranges
  uint32_t span = 1;
  while (span <= seq.max_value()) span <<= 1;
  std::vector<uint64_t> count(span, 0);
  for (uint64_t i = 0; i < n; ++i) ++count[seq[i]];
  uint64_t best = UINT64_MAX;
  uint32_t best_mask = 0;
  for (uint32_t x = 1; x < span; ++x) {
    uint64_t odd = 0;
    for (uint32_t v = 0; v < span; ++v)
      if (count[v] && (__builtin_popcount(v & x) & 1)) odd += count[v];
    if (odd > 0 && odd < best) best = odd, best_mask = x;
  }
  if (best_mask == 0 || best * 100 > n) return out;
  out.known = true;
  out.mask = best_mask;
  out.count = best;
  for (uint64_t i = n; i-- > 0;)
    if (__builtin_popcount(seq[i] & best_mask) & 1) { out.last = i; break; }
  return out;
}

std::string census_canonical(const Game& g) {
  std::string s = g.canonical();
  if (!s.empty() && s.back() == '.') s += '0';  // the codes 4.0 and 0.0 print as "4." and "0."
  return s;
}

std::vector<std::string> census_codes(unsigned digits) {
  std::vector<std::string> codes;
  uint64_t count = uint64_t(1) << (3 * digits);
  for (const char* lead : {"0.", "4."})
    for (uint64_t i = 0; i < count; ++i) {
      std::string s(digits, '0');
      for (unsigned k = 0; k < digits; ++k) s[digits - 1 - k] = char('0' + ((i >> (3 * k)) & 7));
      codes.push_back(lead + s);
    }
  return codes;
}

bool canonical_less(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return a.size() < b.size();
  return a < b;
}

std::vector<CensusClass> run_census(const CensusOptions& opt) {
  const std::vector<std::string> codes = census_codes(opt.digits);
  std::vector<Game> games;
  std::vector<bool> no_moves(codes.size(), false);
  for (std::size_t i = 0; i < codes.size(); ++i) {
    try {
      games.push_back(parse_game(codes[i]));
    } catch (const GameError&) {
      // 0.00...0: the parser refuses a game without moves, but the census lists it: G(n) = 0 for all n.
      Game g;
      g.kind = GameKind::TakeAndBreak;
      g.code.digits = {0};
      g.input = codes[i];
      games.push_back(g);
      no_moves[i] = true;
    }
  }
  std::vector<NimSequence> seqs(codes.size());
  std::mutex lock;
  std::size_t done = 0;
  tbb::parallel_for(std::size_t(0), codes.size(), [&](std::size_t i) {
    if (no_moves[i])
      for (uint64_t k = 0; k < opt.n; ++k) seqs[i].push_back(0);
    else
      seqs[i] = compute(games[i], opt.n, opt.method);
    std::lock_guard<std::mutex> g(lock);
    ++done;
    if (opt.progress) opt.progress(done, codes.size());
  });

  // Group: FNV-1a over the stored bytes (identical sequences have identical widths and bytes), then
  // compare exactly within a hash bucket.
  auto hash = [](const NimSequence& s) {
    uint64_t h = 1469598103934665603ULL;
    for (uint8_t b : s.raw()) h = (h ^ b) * 1099511628211ULL;
    return h ^ s.width();
  };
  std::map<uint64_t, std::vector<std::size_t>> buckets;  // hash -> class leaders (code indices)
  std::vector<std::vector<std::size_t>> groups;
  std::map<std::size_t, std::size_t> group_of_leader;
  for (std::size_t i = 0; i < codes.size(); ++i) {
    auto& leaders = buckets[hash(seqs[i])];
    bool placed = false;
    for (std::size_t l : leaders)
      if (seqs[l].width() == seqs[i].width() && seqs[l].raw() == seqs[i].raw()) {
        groups[group_of_leader[l]].push_back(i);
        placed = true;
        break;
      }
    if (!placed) {
      leaders.push_back(i);
      group_of_leader[i] = groups.size();
      groups.push_back({i});
    }
  }

  std::vector<CensusClass> classes(groups.size());
  tbb::parallel_for(std::size_t(0), groups.size(), [&](std::size_t g) {
    CensusClass& c = classes[g];
    std::size_t rep = groups[g][0];
    for (std::size_t i : groups[g]) {
      c.members.push_back(codes[i]);
      if (canonical_less(census_canonical(games[i]), census_canonical(games[rep]))) rep = i;
    }
    c.representative = census_canonical(games[rep]);
    RunResult& r = c.analysis;
    r.game = games[rep];
    r.canonical = c.representative;
    r.values = seqs[rep];
    r.limit = opt.n;
    analyse(r);
    c.rare = rare_values(r.values);
  });
  std::sort(classes.begin(), classes.end(), [](const CensusClass& a, const CensusClass& b) {
    return canonical_less(a.representative, b.representative);
  });
  return classes;
}

const std::string& census_csv_header() {
  static const std::string h =
      "class,representative,size,members,status,period,preperiod,saltus,limit,max_value,max_value_at,rare_mask,"
      "rare_count,rare_last";
  return h;
}

std::string census_csv_row(const CensusClass& c, std::size_t index, uint64_t n) {
  std::ostringstream os;
  const RunResult& r = c.analysis;
  std::string members;
  for (const auto& m : c.members) members += (members.empty() ? "" : " ") + m;
  os << index << ',' << csv_field(c.representative) << ',' << c.members.size() << ',' << csv_field(members) << ','
     << status_name(r.status) << ',';
  if (r.status != Status::Open)
    os << r.periodicity.period << ',' << r.periodicity.preperiod << ',' << r.periodicity.saltus;
  else
    os << ",,";
  os << ',' << n << ',' << r.values.max_value() << ',' << r.values.max_value_at() << ',';
  if (c.rare.known) os << c.rare.mask << ',' << c.rare.count << ',' << c.rare.last;
  else os << ",,";
  return os.str();
}

}  // namespace sgp
