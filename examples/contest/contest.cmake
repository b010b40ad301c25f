# @brief One executable per contest program examples/contest/NAME.cpp, built as <build>/examples/contest/NAME.
file(GLOB CONTEST_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/*.cpp)
set(CONTEST_TARGETS "")
foreach(src ${CONTEST_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  add_executable(contest_${name} ${src})
  # sgperiod_tools: the model solvers (models/), which are not part of the public API; sgperiod_tables: the build-time tables (sgtables/*.hpp) for programs that use them.
  target_link_libraries(contest_${name} PRIVATE sgperiod_tools sgperiod_tables)
  set_target_properties(contest_${name} PROPERTIES
    OUTPUT_NAME ${name}
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/examples/contest)
  list(APPEND CONTEST_TARGETS contest_${name})
endforeach()
# The contest tests run these programs, so building the tests builds them first.
if(TARGET sgperiod_tests AND CONTEST_TARGETS)
  add_dependencies(sgperiod_tests ${CONTEST_TARGETS})
endif()
