# @brief The MPI test run by ctest when the CLI is built with MPI: mpirun -np 2 and 3 against one process, a killed rank.
add_test(NAME mpi_census_batch_verify
         COMMAND bash ${PROJECT_SOURCE_DIR}/tests/mpi/mpi.sh $<TARGET_FILE:sgperiod> ${MPIEXEC_EXECUTABLE}
                 ${CMAKE_CURRENT_BINARY_DIR}/mpi_test)
# Serial: three ranks on two cores are slow enough without other tests beside them.
set_tests_properties(mpi_census_batch_verify PROPERTIES TIMEOUT 900 RUN_SERIAL TRUE)
