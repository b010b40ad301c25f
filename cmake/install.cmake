# @brief `cmake --install BUILD --prefix P`: the CLI, the library, the public headers, the CMake package, sgperiod.pc, the man page.
#
# Consumers: find_package(sgperiod REQUIRED) + target_link_libraries(app PRIVATE sgperiod::sgperiod), or
# `pkg-config --cflags --libs sgperiod`. tests/install/ checks both against a fresh install.
include(CMakePackageConfigHelpers)

set(SGPERIOD_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/sgperiod)

if(SGPERIOD_BUILD_CLI)
  install(TARGETS sgperiod RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${PROJECT_SOURCE_DIR}/docs/sgperiod.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
install(TARGETS sgperiod_lib EXPORT sgperiodTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/sgperiod DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.hpp")
install(FILES ${PROJECT_BINARY_DIR}/include/sgperiod/version.hpp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/sgperiod)
install(EXPORT sgperiodTargets NAMESPACE sgperiod:: DESTINATION ${SGPERIOD_CMAKE_DIR})

# A static library carries its dependencies to the consumer's link (TBB, threads); a shared one does not.
if(BUILD_SHARED_LIBS)
  set(SGPERIOD_STATIC OFF)
else()
  set(SGPERIOD_STATIC ON)
endif()
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/sgperiodConfig.cmake.in
  ${PROJECT_BINARY_DIR}/sgperiodConfig.cmake INSTALL_DESTINATION ${SGPERIOD_CMAKE_DIR})
# 0.x: a new minor version may change the API, so only the same minor version is compatible until 1.0.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(SGPERIOD_COMPATIBILITY SameMinorVersion)
else()
  set(SGPERIOD_COMPATIBILITY SameMajorVersion)
endif()
write_basic_package_version_file(${PROJECT_BINARY_DIR}/sgperiodConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY ${SGPERIOD_COMPATIBILITY})
install(FILES ${PROJECT_BINARY_DIR}/sgperiodConfig.cmake ${PROJECT_BINARY_DIR}/sgperiodConfigVersion.cmake
  DESTINATION ${SGPERIOD_CMAKE_DIR})

# pkg-config: the prefix is found from the file's own place (${pcfiledir}), so that `--prefix P` at
# install time gives a file that is right in P. A static library lists TBB under Requires (its libraries
# are then on every `--libs` line, which a static link needs); a shared one under Requires.private.
file(RELATIVE_PATH SGPERIOD_PC_TO_PREFIX /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
string(REGEX REPLACE "/$" "" SGPERIOD_PC_TO_PREFIX "${SGPERIOD_PC_TO_PREFIX}")
if(SGPERIOD_STATIC)
  set(SGPERIOD_PC_REQUIRES "Requires: tbb")
  set(SGPERIOD_PC_LIBS "-L\${libdir} -lsgperiod ${CMAKE_THREAD_LIBS_INIT}")
  set(SGPERIOD_PC_LIBS_PRIVATE "")
else()
  set(SGPERIOD_PC_REQUIRES "Requires.private: tbb")
  set(SGPERIOD_PC_LIBS "-L\${libdir} -lsgperiod")
  set(SGPERIOD_PC_LIBS_PRIVATE "Libs.private: ${CMAKE_THREAD_LIBS_INIT}")
endif()
configure_file(${PROJECT_SOURCE_DIR}/cmake/sgperiod.pc.in ${PROJECT_BINARY_DIR}/sgperiod.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/sgperiod.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
