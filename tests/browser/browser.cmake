# @brief The browser test run by ctest: the HTML reports opened in headless Chromium (tests/browser/explorer.py).
# Without chromium the test fails (`make test` installs it); screenshots go to ${build}/browser/screenshots/.
find_program(SGPERIOD_PYTHON3 NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT SGPERIOD_PYTHON3)
  find_program(SGPERIOD_PYTHON3 NAMES python3)
endif()
add_test(NAME html_browser_explorer
         COMMAND ${SGPERIOD_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/browser/explorer.py $<TARGET_FILE:sgperiod>
                 ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/browser)
set_tests_properties(html_browser_explorer PROPERTIES TIMEOUT 600)
