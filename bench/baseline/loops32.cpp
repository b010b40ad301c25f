/// @brief The bench's baseline with its loops on 32-byte boundaries (compile options in CMakeLists.txt; see baseline.hpp).
#include "bench/baseline/baseline.hpp"
#include "bench/baseline/baseline_body.hpp"

namespace sgp {
namespace bench {

std::vector<uint32_t> baseline_loops32(const Game& g, uint64_t count) { return baseline_impl(g, count); }

}  // namespace bench
}  // namespace sgp
