/// @brief Census of all short codes: every rule class settled by run_game within a budget, here or over a Distributor, then merged on proof.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "census/census_classes.hpp"
#include "engine/sequence.hpp"
#include "sgperiod/census.hpp"
#include "sgperiod/distribute.hpp"

namespace sgp {

/// The mask and count of rare values among G(0..N-1) (RareValues, include/sgperiod/census.hpp).
RareValues rare_values(const NimSequence& seq);

/// Default budgets: what a class may cost before it is reported open (its candidate may take it further,
/// up to candidate_limit). 2^17 values where only the O(n^2) pair mex works. Where the sparse kernel
/// runs, a budget of counted work (Kernel::work(): stores, option pairs and witness pairs of its loops),
/// 2^34, about 10 to 50 s of one core of a 2020s x86-64 machine:
/// - a class goes to 2^24 values unless its work passes the budget first (from 2^17 values on); then
///   its sparse kernel has stopped paying (0.143: its rare values grow with n, 2.3 * 10^10 by 2^20);
/// - from 2^24 on it doubles while the next doubling keeps the work within the budget, at the work per
///   value so far, up to 2^28 values: so cheap classes are followed far, and 0.104, whose pattern shows
///   from 2.15 * 10^8 values on, is proven (its proof needs 4.19 * 10^8 values, within candidate_limit).
/// Work is counted, not timed, so the verdicts are the same on every machine and for any thread count.
constexpr uint64_t kCensusSparseBudget = uint64_t(1) << 24;
constexpr uint64_t kCensusSparseCap = uint64_t(1) << 28;
constexpr uint64_t kCensusWorkBudget = uint64_t(1) << 34;
constexpr uint64_t kCensusNaiveBudget = uint64_t(1) << 17;
constexpr uint64_t kCensusCandidateLimit = uint64_t(1) << 29;
/// Values kept per class to compare classes (CensusEntry::first_values, written to a journal): a journal
/// record claiming more is refused before anything is allocated for it.
constexpr uint64_t kCensusAgreePrefix = uint64_t(1) << 16;

/// What run_census needs; sgp::census (api/census.cpp) fills it from the public CensusSettings.
struct CensusOptions {
  unsigned digits = 2;
  bool hex = false;
  /// One budget for every class (0: the defaults above, per kernel).
  uint64_t budget = 0;
  uint64_t candidate_limit = kCensusCandidateLimit;
  Method method = Method::Auto;
  /// Called (under a lock) as classes finish: codes settled, all codes, classes proven and open so far.
  std::function<void(std::size_t done, std::size_t total, std::size_t proven, std::size_t open)> progress;
  /// Classes finished by an earlier run (a journal), by representative: taken as they are, not run again.
  const std::map<std::string, CensusEntry>* finished = nullptr;
  /// Called (under the same lock) with each class as it finishes, before classes are merged: the journal.
  /// When it throws, no further class starts and run_census rethrows once the running ones end.
  std::function<void(const CensusEntry&)> on_class;
  /// Given to each class's run_game as its progress (from the worker threads, not under the lock): a
  /// caller that must stop a long census throws from it, which ends the running classes at their next
  /// block; run_census then rethrows as for on_class.
  Progress run_progress;
  /// Classes spread over processes (MPI): every process calls run_census with the same options; the
  /// root gets the classes (each sent to it as its journal record, the form a resumed run reads too),
  /// a worker gets an empty list. progress, finished and on_class matter only on the root.
  Distributor* distributor = nullptr;
};

/// Runs the census: rule classes (same game, redundant moves, shift rule) in parallel, expected longest
/// first; then classes whose values agree are merged when both are proven periodic and agree far enough,
/// and are listed in agrees_with otherwise (merge_classes). Classes come in the canonical order of their
/// representatives; the result is the same for any thread count and any number of processes.
std::vector<CensusEntry> run_census(const CensusOptions& options);

}  // namespace sgp
