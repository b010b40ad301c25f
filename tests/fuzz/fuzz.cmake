# @brief The libFuzzer harnesses (one per parser), built with clang when SGPERIOD_FUZZ is on; `make fuzz` runs them.
#
# Each harness is tests/fuzz/fuzz_<name>.cpp with its seeds in tests/fuzz/corpus/<name>/. They link the
# libraries (sgperiod_tools, which brings the core) built with the same instrumentation
# (cmake/sanitize.cmake adds -fsanitize=fuzzer-no-link to every target when SGPERIOD_FUZZ is on), so
# coverage reaches into the parsers' callees.
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "SGPERIOD_FUZZ needs clang (libFuzzer): configure with CXX=clang++ (make fuzz does)")
endif()
find_package(CLI11 CONFIG REQUIRED)
file(GLOB FUZZ_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/fuzz/fuzz_*.cpp)
set(SGPERIOD_FUZZ_TARGETS "")
foreach(src ${FUZZ_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  target_link_options(${name} PRIVATE -fsanitize=fuzzer)
  target_link_libraries(${name} PRIVATE sgperiod_tools)
  list(APPEND SGPERIOD_FUZZ_TARGETS ${name})
endforeach()
# The number grammar (which the claims harness checks claims with) and the jobs reader's limits live in the CLI (app/common.cpp, with the interrupt flag its
# progress line checks, app/interrupt.cpp), which needs CLI11.
foreach(name fuzz_numbers fuzz_jobs fuzz_claims)
  target_sources(${name} PRIVATE ${PROJECT_SOURCE_DIR}/app/common.cpp ${PROJECT_SOURCE_DIR}/app/interrupt.cpp)
  target_link_libraries(${name} PRIVATE CLI11::CLI11)
endforeach()
add_custom_target(fuzz_all DEPENDS ${SGPERIOD_FUZZ_TARGETS})
