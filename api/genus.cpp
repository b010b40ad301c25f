/// @file
/// @brief The public genus() and genus_text(): each heap's genus through the exact search of misere/genus.
#include "sgperiod/genus.hpp"

#include <chrono>
#include <cstdio>
#include <sstream>

#include "api/internal.hpp"
#include "misere/genus.hpp"

namespace sgp {

const char* tameness_name(Tameness t) {
  switch (t) {
    case Tameness::Tame: return "tame";
    case Tameness::Wild: return "wild";
    case Tameness::TameGenus: return "tame genus";
  }
  return "?";
}

namespace {

void check_genus_settings(const GenusSettings& s) {
  if (s.max_heap > 65535)
    throw InvalidInput("max_heap " + std::to_string(s.max_heap) +
                       " is above 65535, the largest heap the genus search keeps");
  if (s.max_positions == 0) throw InvalidInput("max_positions must be at least 1");
  if (s.max_positions > (uint64_t(1) << 31))
    throw InvalidInput("max_positions " + std::to_string(s.max_positions) +
                       " is above 2147483648, the most positions the genus search indexes");
}

HeapGenus heap_genus(misere::GenusSearch& search, uint32_t n) {
  const misere::GenusValue& g = search.heap(n);
  HeapGenus h;
  h.heap = n;
  h.normal = g.normal;
  h.misere = g.sup[0];
  h.superscript = g.sup;
  h.symbol = g.symbol();
  h.tameness = search.hereditarily_tame(n) ? Tameness::Tame : g.tame() ? Tameness::TameGenus : Tameness::Wild;
  return h;
}

}  // namespace

GenusReport genus(const Game& game, const GenusSettings& settings, const ComputeOptions& options) {
  return api::guarded(options, [&] {
    check_genus_settings(settings);
    if (api::cancel_requested(options)) throw Cancelled();
    const auto start = std::chrono::steady_clock::now();
    GenusReport r;
    r.game = game.canonical();
    misere::GenusSearch search(game, settings.max_positions, [&] {
      if (api::cancel_requested(options)) throw Cancelled();
    });
    r.stop = GenusStop::MaxHeap;
    r.stopped = "every heap up to " + std::to_string(settings.max_heap) + " computed";
    for (uint64_t n = 0; n <= settings.max_heap; ++n) {
      try {
        r.heaps.push_back(heap_genus(search, static_cast<uint32_t>(n)));
      } catch (const misere::GenusSearch::CapReached&) {
        r.stop = GenusStop::MaxPositions;
        r.stopped = "heap " + std::to_string(n) + " needs more than " + std::to_string(settings.max_positions) +
                    " positions (max_positions)";
        break;
      }
    }
    r.positions = search.positions();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  });
}

std::string genus_text(const GenusReport& r) {
  std::ostringstream out;
  out << r.game << " genus, heaps 0.." << (r.heaps.empty() ? std::string("none") : std::to_string(r.heaps.back().heap))
      << "\n";
  std::size_t width = 5;
  for (const HeapGenus& h : r.heaps) width = std::max(width, h.symbol.size());
  out << "  heap  " << "genus" << std::string(width - 5 + 2, ' ') << "tameness\n";
  for (const HeapGenus& h : r.heaps) {
    char heap[32];
    std::snprintf(heap, sizeof heap, "%6llu", static_cast<unsigned long long>(h.heap));
    out << heap << "  " << h.symbol << std::string(width - h.symbol.size() + 2, ' ') << tameness_name(h.tameness)
        << "\n";
  }
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3f", r.seconds);
  out << "  positions  " << r.positions << "\n"
      << "  stopped    " << r.stopped << "\n"
      << "  seconds    " << seconds << "\n";
  return out.str();
}

}  // namespace sgp
