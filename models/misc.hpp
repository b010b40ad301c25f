/// @brief Contest models that need a proof rather than a table: Take Apples, Independent Nim, "Nim Game Is XOR
/// Game", new Nim, Hungergame, Euclidean Nim.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "models/common.hpp"

namespace sgp::models {

/// Take Apples (Nowcoder NC26003): piles (M, N, N); a move takes 1..S from one pile, or the same
/// positive number from all three. The notes' criterion: P iff N <= S and M mod (S+1) = 0 (for
/// M >= 1); M = 0 is always P (two equal piles, mirror strategy) - found by the exhaustive tests.
/// The move is given when it is "take M mod (S+1) from the first pile", else searched exactly on
/// small piles (max pile <= kApplesSearchMax), else left empty.
inline constexpr uint64_t kApplesSearchMax = 40;
Answer solve_take_apples(uint64_t s, uint64_t m, uint64_t n);
/// The exact search on any three piles (small), used for moves and by the tests.
bool take_apples_search_wins(uint64_t s, uint64_t a, uint64_t b, uint64_t c);

/// Independent Nim (AtCoder ARC225 B): a 0/1 string; a move clears any non-empty set of pairwise
/// non-adjacent ones. P iff every maximal run of ones has length exactly 2. Move: the positions
/// (from 1) to clear, leaving only runs "11".
Answer solve_independent_nim(const std::string& bits);

/// Codeforces 2240C: a move subtracts a non-zero vector b (0 <= b_i <= a_i, xor of b = 0). P iff at
/// most one a_i is non-zero. Returns the number of winning first moves.
uint64_t xor_game_winning_moves(const std::vector<uint64_t>& a);

/// Luogu P4301 new Nim: the least total the first player must remove (whole heaps) in the first round
/// so that no non-empty subset of the rest has xor 0 (greedy on a linear basis, largest heaps first).
uint128 new_nim_min_take(std::vector<uint64_t> a);  // a sum of 64-bit heaps: 128 bits

/// BZOJ 3759 Hungergame: closed boxes of a_i stones; a move opens a non-empty set of closed boxes or
/// takes stones from one open box. First player wins iff some non-empty subset has xor 0.
bool hungergame_first_wins(const std::vector<uint64_t>& a);

/// BZOJ 4147 Euclidean Nim: heap n; the first player uses p, the second q; with n < own modulus a
/// player must add it, otherwise must remove a positive multiple of it; emptying the heap wins.
/// Returns 'E' (first wins), 'P' (second wins) or 'R' (never ends: gcd(p, q) does not divide n).
char euclidean_nim(uint64_t p, uint64_t q, uint64_t n);

/// BZOJ 3895 取石子: a move takes one stone from a pile or merges two piles. Piles of one stone are
/// counted (a); the piles above one act as a single counter b = sum of their sizes + their count - 1
/// (the moves left in them once merged). First player wins iff f(a, b), computed exactly by a table
/// over a <= ones and b <= b0 + 3 ones + 3; refuses when that table passes kMergeTableMax cells
/// (20 MB, a tenth of a second; at 2 * 10^8 one line of 45 single stones and a pile of 4,000,000 took
/// 1.5 s, and over 20 s in the sanitizer build the fuzzer runs).
inline constexpr uint64_t kMergeTableMax = 20000000;
bool merge_game_first_wins(const std::vector<uint64_t>& piles);

}  // namespace sgp::models
