/// @file
/// @brief Running a game to proof: its values computed until a theorem proves their period, or a limit.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "sgperiod/game.hpp"
#include "sgperiod/options.hpp"
#include "sgperiod/periodicity.hpp"
#include "sgperiod/sequence.hpp"
#include "sgperiod/statistics.hpp"

namespace sgp {

/// Where a run saves its values as it goes, and resumes from: a long run can be stopped at any time
/// (cancel, or an error) and continued by the same call with no values lost.
struct CheckpointSettings {
  /// The file: read when it exists (its game must be the run's), written as the run goes (atomically,
  /// never shortened: a run that stops below what the file holds leaves it as it was). Empty: none.
  std::string file;
  double every_seconds = 600;  ///< time between saves (and a save at the end, and when cancelled)
  /// Also keep the state at the first block past every multiple of keep_states values, as
  /// FILE.<n> (a checkpoint of G(0..n-1) that a later run or a chunked proof can start from); 0: none.
  uint64_t keep_states = 0;
};

/// Options of run(): those of every computation, the limit and what the run keeps and saves.
struct RunSettings : ComputeOptions {
  /// Most values to compute; 0 = the default of `sgperiod run`: 2^29 where the sparse kernel runs on a
  /// take-and-break code, 2^16 where only the O(n^2) pair mex works (0.007, Grundy's game), 2^14 for
  /// finite hexadecimal codes, 2^24 for codes that never split, 2^13 for infinite codes. A run stops as
  /// soon as the period is proven, and follows a candidate period to exactly the values its proof needs.
  /// A limit past `memory` (ComputeOptions) runs front-plus-tail when the game allows it (one finite
  /// octal code with a split digit, an explicit limit and a budget of a few MiB at least: the first
  /// values in full, then only the first and the last kept) and is refused otherwise.
  uint64_t limit = 0;
  /// Copy every value into RunReport::values (one byte each while they fit). Without them a report still
  /// has its counts, status and pattern, and can be written as a CSV row, but not as a lookup header.
  bool keep_values = true;
  /// Saves and resumes (CheckpointSettings::file empty: none).
  CheckpointSettings checkpoint;
  /// Fill RunReport::statistics: SequenceStats at every power of two and at the end.
  bool statistics = false;
  /// Called with each message the run has for its user, one line without a newline: the memory plan of a
  /// long run, a resumed checkpoint, a checkpoint left longer than this run. Empty: none.
  std::function<void(const std::string&)> notice;
  /// How messages name the limit and the memory budget, for front ends with words of their own (the CLI
  /// passes "--limit" and "--memory '8GiB'"); empty: "limit" and "the memory budget of N bytes".
  std::string limit_words, memory_words;
  /// Let a run past `memory` go on front-plus-tail where the game allows it; false refuses it like any
  /// other run past memory (the CLI's `run` of several games, each of which must keep its values).
  bool front_tail = true;
  /// With limit 0: let the run go on to 2^29 values once the sparse kernel shows it runs on this
  /// take-and-break code (the default of `sgperiod run`); false stops at the first default limit (2^20
  /// where the sparse kernel applies, the other defaults as above), as the CLI's `header`, `report` and
  /// `batch` do, whose tables of many games stay small.
  bool long_default = true;
  /// Also tell the memory plan of a long run whose limit is the default (the CLI's --status); a run with
  /// an explicit limit always tells it.
  bool verbose = false;
};

/// What a run past memory kept (RunSettings::memory): G(0..start-1) were computed and analysed in full,
/// G(start..values_computed-1) front-plus-tail, keeping only the first `front` values and a ring of the
/// last `ring`, so RunReport::values is empty.
struct FrontTailSummary {
  uint64_t start = 0;            ///< values computed and analysed in full
  uint64_t front = 0;            ///< values kept from G(0) on
  uint64_t ring = 0;             ///< values kept behind the last one
  uint64_t deepest_witness = 0;  ///< the farthest back a value's mex had to look
  uint32_t mask = 0;             ///< the rare-value mask of the sparse space
  std::size_t rare_count = 0;    ///< how many rare values
  uint64_t last_rare = 0;        ///< the largest heap with a rare value
};

/// What run() found: the values, the status and the pattern with its proof. The one record of a run:
/// the engine fills it, the writers (b-file, CSV row, header, summaries) read it.
struct RunReport {
  Game game;                     ///< the game run
  std::string canonical;         ///< its canonical form ("0.77")
  /// G(0..values_computed-1), one byte per value while they fit (empty without RunSettings::keep_values
  /// and for a run past memory).
  NimSequence values;
  uint64_t values_computed = 0;  ///< how many values the run computed
  Status status = Status::Open;  ///< proven, observed or open
  Periodicity periodicity;       ///< the pattern (meaningful unless status == Status::Open)
  /// The theorem that proved it: "Guy-Smith", "Guy-Smith (3 heaps)", "subtraction window", "tail
  /// invariance" or "arithmetic periodicity (saltus 2^k)"; empty unless proven. It was checked for
  /// check_from <= n < check_to.
  std::string theorem;
  uint64_t check_from = 0;  ///< the range of n where G(n + p) = G(n) + s was checked: from ...
  uint64_t check_to = 0;    ///< ... to, excluded
  uint64_t limit = 0;       ///< the limit the run was given (after defaults)
  /// Open finite codes: the best candidate and what its proof needs (never a claim).
  std::optional<Candidate> candidate;
  std::string method;   ///< the kernel that ran: "naive", "sparse" or "sparse+naive"
  double seconds = 0;   ///< wall time of the run
  uint32_t max_value = 0;     ///< the largest G(n) computed
  uint64_t max_value_at = 0;  ///< the smallest n where it occurs
  /// The kernel's counted work (its stores, option pairs and witness pairs; 0 for kernels that do not
  /// count): the same on every machine, unlike seconds.
  uint64_t work = 0;
  /// Set by a run past memory (front-plus-tail): what it kept.
  std::optional<FrontTailSummary> front_tail;
  /// With RunSettings::statistics: the statistics at every power of two and at values_computed.
  std::vector<SequenceStats> statistics;
};

/// What run() will do with given settings, decided before any work.
struct RunOutline {
  uint64_t estimate = 0;    ///< the most values the run may reach (what memory is checked against)
  bool front_tail = false;  ///< past memory: the first values in full, then only the first and the last kept
};

/// Checks the settings and plans the run as run() does, without computing anything: throws what run()
/// throws before any work (a limit past memory, a checkpoint that cannot be read).
RunOutline outline_run(const Game& game, const RunSettings& settings);

/// Computes `game` in growing blocks until its period is proven or `settings.limit` values are done,
/// as `sgperiod run` does (with the limit rules above). Throws sgp::InvalidInput (bad settings, a limit
/// past memory), sgp::Error (a checkpoint that is not the game's, a front-plus-tail run that cannot go
/// on) and sgp::Cancelled (after saving the checkpoint, when there is one).
RunReport run(const Game& game, const RunSettings& settings = {});
/// The same for a game as text; throws sgp::GameError for bad text.
RunReport run(const std::string& game, const RunSettings& settings = {});

}  // namespace sgp
