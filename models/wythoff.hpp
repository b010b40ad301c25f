/// @brief Wythoff's game with exact integers: P-positions (floor(k phi), floor(k phi^2)) and every winning move.
#pragma once
#include <boost/multiprecision/cpp_int.hpp>
#include <string>
#include <utility>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

using BigInt = boost::multiprecision::cpp_int;

/// floor(k * phi) exactly: (k + isqrt(5 k^2)) / 2 (sqrt(5) k is irrational for k > 0, so the
/// integer square root loses nothing the floor keeps).
BigInt wythoff_lower(const BigInt& k);
/// floor(k * phi^2) = floor(k * phi) + k.
BigInt wythoff_upper(const BigInt& k);
/// Is (a, b) a P-position (either order)? Negative piles are refused.
bool wythoff_is_p(const BigInt& a, const BigInt& b);
/// All winning moves from (a, b): the positions (a', b') one move away that are P (at most three:
/// take from a, take from b, take from both). Empty for a P-position.
std::vector<std::pair<BigInt, BigInt>> wythoff_winning_moves(const BigInt& a, const BigInt& b);
/// N/P and one winning move "(a,b) -> (a',b')"; no SG value (Wythoff's has no closed form for it).
Answer solve_wythoff(const BigInt& a, const BigInt& b);
/// Parses a non-negative decimal integer of any length; throws InputError otherwise.
BigInt parse_big(const std::string& s);

}  // namespace sgp::models
