/// @file
/// @brief Distributor: the one seam between the census, batch and verify and a cluster (items handed out by a root process, results sent back as text).
#pragma once
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace sgp {

/// Spreads the items of a census, a batch or a verify file over processes (the `sgperiod` command
/// implements it with MPI; the library never sees MPI). Every process builds the same item list; the
/// root hands out item indices, the workers compute them and send back each result as text (a census
/// journal record, a CSV row), and the root reassembles them by index, so that its outputs do not depend
/// on who computed what. Pass one through CensusSettings::distributor on every process.
class Distributor {
 public:
  virtual ~Distributor() = default;
  /// True on the one process that hands out work and writes every output.
  virtual bool root() const = 0;
  /// The root's `text` on every process (an input file that only the root could read, standard input).
  virtual std::string share(const std::string& text) = 0;
  /// On the root: hands out `order` (item indices, longest expected first), one at a time, to whichever
  /// worker thread asks, and calls done(item, result) on the calling thread as each result arrives;
  /// returns once all are in. On a worker: calls compute(item) on each of its threads for every item it
  /// is given and returns when the root has no more. `order` and `done` matter only on the root, compute
  /// only on workers. A compute that throws stops the whole job (a failed worker never hangs the root).
  virtual void run(const std::vector<std::size_t>& order, const std::function<std::string(std::size_t)>& compute,
                   const std::function<void(std::size_t, const std::string&)>& done) = 0;
};

}  // namespace sgp
