# @brief The fault tests run by ctest: the kill -9 soak and the full-disk / unwritable-place checks.
# Shell scripts, so that the processes are killed and their files inspected from outside.
add_test(NAME fault_soak COMMAND bash ${PROJECT_SOURCE_DIR}/tests/faults/soak.sh $<TARGET_FILE:sgperiod>
         ${CMAKE_CURRENT_BINARY_DIR}/fault_soak 20)
add_test(NAME fault_disk COMMAND bash ${PROJECT_SOURCE_DIR}/tests/faults/disk.sh $<TARGET_FILE:sgperiod>
         ${CMAKE_CURRENT_BINARY_DIR}/fault_disk)
set_tests_properties(fault_soak PROPERTIES TIMEOUT 600)
set_tests_properties(fault_disk PROPERTIES TIMEOUT 120)
