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
