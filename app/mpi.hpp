/// @brief MPI for the CLI: started when mpirun or srun started this process, the jobs' Distributor over it, a clean or aborting end.
#pragma once
#include "sgperiod/distribute.hpp"

namespace sgp::cli {

/// Starts MPI when a launcher (mpirun, srun) started this process; alone, nothing changes. On a
/// worker (rank > 0) standard output and error are held back: only the root writes.
void mpi_start(int& argc, char**& argv);
/// The distributor when more than one process runs, otherwise nullptr (run as today).
Distributor* mpi_distributor();
/// Ends MPI (nothing when it was not started) and returns rc. A process that fails before its part of
/// the distributed run is over aborts the whole job, since the others would wait for it for ever; a
/// worker's own failure is printed first, naming its rank.
int mpi_end(int rc);

}  // namespace sgp::cli
