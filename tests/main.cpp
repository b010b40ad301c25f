/// @brief The Catch2 main of the test executable (every other .cpp under tests/ holds test cases only).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
