/// @brief Heap games: the definitions are public (include/sgperiod/game.hpp); the engine includes them from here.
#pragma once
#include "sgperiod/game.hpp"
