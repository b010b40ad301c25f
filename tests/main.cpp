/// @brief The Catch2 main of the test executable (every other tests/*.cpp holds test cases only).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
