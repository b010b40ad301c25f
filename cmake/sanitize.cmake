# @brief Checked builds: sanitizers for every target (SGPERIOD_SANITIZE) and the engine's run-time invariants (SGPERIOD_ASSERTIONS).
#
# Why options and not a separate preset file: the checked build must be the same targets and the same
# test suite as the Release build (`make asan-test` configures build-asan with these), so that what the
# sanitizers see is what users run. docs/checked-builds.md says how to use them.
set(SGPERIOD_SANITIZE "" CACHE STRING
  "Sanitizers for every target, as -fsanitize= takes them (address,undefined); empty: none")
option(SGPERIOD_FUZZ "Build the libFuzzer harnesses of tests/fuzz/ (needs clang: CXX=clang++)" OFF)
option(SGPERIOD_ASSERTIONS "Check the engine's invariants at run time (SGP_ASSERT in sys/assert.hpp); always on in Debug builds" OFF)

if(SGPERIOD_SANITIZE)
  # -fno-sanitize-recover: the first finding ends the process with a non-zero status, so a test that
  # triggers one fails instead of printing a report nobody reads. Frame pointers keep the stacks readable.
  add_compile_options(-fsanitize=${SGPERIOD_SANITIZE} -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_link_options(-fsanitize=${SGPERIOD_SANITIZE})
  # g++'s -Wmaybe-uninitialized sees the sanitizers' instrumentation, not the code: in this build it
  # reports loop counters (fronttail.cpp's set_bound) that the Release build, with the same warnings, does not.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    add_compile_options(-Wno-maybe-uninitialized)
  endif()
  # g++ checks the address its TLS wrapper returns for an extern thread_local (t_in_wave, defined in
  # pair_mex.cpp, set in wave_run.cpp) as if it could be null, and reports "store to null pointer" on a
  # valid store: a known false positive of -fsanitize=null for extern thread_local variables. That one
  # check is off for that one file; every other check stays on there.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND SGPERIOD_SANITIZE MATCHES "undefined")
    set_source_files_properties(${PROJECT_SOURCE_DIR}/engine/dense/wave_run.cpp PROPERTIES COMPILE_OPTIONS -fno-sanitize=null)
  endif()
  # Tests that bound a process's memory with `ulimit -v` bound single allocations instead (the sanitizers
  # reserve terabytes of address space at start-up): tests/cli_util.hpp, memory_cap().
  add_compile_definitions(SGPERIOD_SANITIZED=1)
  # A checked build checks the invariants too.
  set(SGPERIOD_ASSERTIONS ON CACHE BOOL "" FORCE)
  # The Python module would need the sanitizer runtime preloaded into the interpreter: not built here.
  if(SGPERIOD_BUILD_PYTHON)
    message(STATUS "SGPERIOD_SANITIZE: the Python module is not built in a sanitizer build")
    set(SGPERIOD_BUILD_PYTHON OFF CACHE BOOL "" FORCE)
  endif()
endif()

if(SGPERIOD_FUZZ)
  # Coverage for every target, so that the harnesses (tests/fuzz/fuzz.cmake) see into the library.
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()

if(SGPERIOD_ASSERTIONS OR CMAKE_BUILD_TYPE STREQUAL "Debug")
  add_compile_definitions(SGPERIOD_ASSERTIONS=1)
endif()
