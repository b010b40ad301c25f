/// @brief The byte order mark rule shared by every line-oriented input: accepted at the very start, refused anywhere else.
#include "sys/text.hpp"

namespace sgp::sys {

const char* const kMisplacedBom = "a UTF-8 byte order mark (EF BB BF) may only stand at the very start of the input";

bool drop_utf8_bom(std::string& line, uint64_t number) {
  static const std::string bom = "\xEF\xBB\xBF";
  if (line.compare(0, bom.size(), bom) != 0) return true;
  if (number != 1) return false;
  line.erase(0, bom.size());
  return true;
}

}  // namespace sgp::sys
