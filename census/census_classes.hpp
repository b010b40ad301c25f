/// @brief Codes into classes: rule classes joined before anything runs (same game, redundant moves, shift rule), classes merged after the runs only on proof.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "octal/game.hpp"
#include "sgperiod/census.hpp"

namespace sgp {

/// Every code of the census, in enumeration order: "0.00".."0.77" then "4.00".."4.77" for D = 2
/// (hexadecimal: digits 0..f, "0.00".."4.ff").
std::vector<std::string> census_codes(unsigned digits, bool hex = false);

/// The canonical order of codes: shorter canonical form first, then ASCII order ("0.7" < "0.16" < "4.1").
bool canonical_less(const std::string& a, const std::string& b);

/// The canonical form used by the census: Game::canonical() ("4.0" and "0.0" for the codes without digits).
std::string census_canonical(const Game& g);

/// The codes of a census as games, in enumeration order.
struct CensusGames {
  std::vector<std::string> codes;
  std::vector<Game> games;
  std::vector<std::string> canonical;  ///< census_canonical of each
  /// 0.00...0, which the parser refuses (a game without moves): the census lists it, G(n) = 0 for all n.
  std::vector<bool> no_moves;
};
CensusGames census_games(unsigned digits, bool hex);

/// Codes joined by rules alone before anything runs, so that one run settles them all: the same
/// canonical code, redundant moves (octal/redundant.cpp), the shift rule (octal/shift.cpp).
struct RuleClass {
  std::vector<std::size_t> codes;  ///< enumeration indices, in order
  std::vector<uint64_t> offsets;   ///< of each code: G_code(n) = G_rep(n - offset)
  std::size_t rep = 0;             ///< the code that is run: offset 0, then the smallest canonical form
  int cost = 0;                    ///< expected cost, to start the longest first: 3 hexadecimal, 2 splitting, 1 otherwise
};
/// The rule classes of a census, in the order of their first codes.
std::vector<RuleClass> rule_classes(const CensusGames& games);

/// The classes of the census from its runs (`runs[k]` settles `rules[k]`, its members in the order of
/// rules[k].codes): runs whose kept values agree are merged when both are proven periodic without
/// saltus and agree far enough to agree for ever, and name each other in agrees_with otherwise. The
/// classes come in the canonical order of their representatives.
std::vector<CensusEntry> merge_classes(const std::vector<RuleClass>& rules, std::vector<CensusEntry> runs);

}  // namespace sgp
