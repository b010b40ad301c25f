/// @brief NimSequence, the engine's store of values, is public: include/sgperiod/sequence.hpp.
#pragma once
#include "sgperiod/sequence.hpp"
