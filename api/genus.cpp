/// @file
/// @brief The public genus() and genus_text(): each heap's genus, phylum and CGSuite notation from its misère canonical form, the exact search past the cap.
#include "sgperiod/genus.hpp"

#include <chrono>
#include <cstdio>
#include <sstream>

#include "api/internal.hpp"
#include "misere/canonical.hpp"
#include "misere/genus.hpp"

namespace sgp {

const char* tameness_name(Tameness t) {
  switch (t) {
    case Tameness::Tame: return "tame";
    case Tameness::ReversiblyTame: return "reversibly tame";
    case Tameness::Wild: return "wild";
    case Tameness::TameGenus: return "tame genus";
  }
  return "?";
}

const char* phylum_name(Phylum p) {
  return p == Phylum::NotDecided ? "not decided" : misere::phylum_name(static_cast<misere::Phylum>(p));
}

namespace {

static_assert(static_cast<int>(Phylum::Wild) == static_cast<int>(misere::Phylum::Wild),
              "the public Phylum lists misere::Phylum in its order");

void check_cap(uint64_t cap, const char* name, const char* what) {
  if (cap == 0) throw InvalidInput(std::string(name) + " must be at least 1");
  if (cap > (uint64_t(1) << 31))
    throw InvalidInput(std::string(name) + " " + std::to_string(cap) + " is above 2147483648, the most " + what);
}

void check_genus_settings(const GenusSettings& s) {
  if (s.max_heap > 65535)
    throw InvalidInput("max_heap " + std::to_string(s.max_heap) +
                       " is above 65535, the largest heap the genus search keeps");
  check_cap(s.max_records, "max_records", "canonical forms kept");
  check_cap(s.max_positions, "max_positions", "positions the genus search indexes");
}

// Heap n's genus fields (its symbol, phylum and tameness are the caller's).
HeapGenus with_genus(const misere::GenusValue& g, uint32_t n) {
  HeapGenus h;
  h.heap = n;
  h.normal = g.normal;
  h.misere = g.sup[0];
  h.superscript = g.sup;
  return h;
}

// A heap with its canonical form: everything from the record.
HeapGenus canonical_heap(misere::CanonicalForms& forms, misere::CanonicalForms::Id id, uint32_t n) {
  HeapGenus h = with_genus(forms.genus(id), n);
  h.symbol = forms.symbol(id);
  const misere::Phylum p = forms.phylum(id);
  h.phylum = static_cast<Phylum>(p);
  h.tameness = (p == misere::Phylum::NimHeap || p == misere::Phylum::HereditarilyTame) ? Tameness::Tame
               : p == misere::Phylum::ReversiblyTame                                    ? Tameness::ReversiblyTame
                                                                                         : Tameness::Wild;
  return h;
}

// A heap past the record cap: the search's exact genus, its phylum not decided.
HeapGenus searched_heap(misere::GenusSearch& search, uint32_t n) {
  const misere::GenusValue& g = search.heap(n);
  HeapGenus h = with_genus(g, n);
  h.symbol = g.symbol();
  h.phylum = Phylum::NotDecided;
  h.tameness = search.hereditarily_tame(n) ? Tameness::Tame : g.tame() ? Tameness::TameGenus : Tameness::Wild;
  return h;
}

// The heaps past the record cap, by the search over sums, until max_heap or its own cap.
void search_rest(const Game& game, const GenusSettings& settings, const ComputeOptions& options, GenusReport& r) {
  misere::GenusSearch search(game, settings.max_positions, [&] {
    if (api::cancel_requested(options)) throw Cancelled();
  });
  for (uint64_t n = r.heaps.size(); n <= settings.max_heap; ++n) {
    try {
      r.heaps.push_back(searched_heap(search, static_cast<uint32_t>(n)));
      if (options.progress) options.progress(n + 1, settings.max_heap + 1);
    } catch (const misere::GenusSearch::CapReached&) {
      r.stop = GenusStop::MaxPositions;
      r.stopped = "heap " + std::to_string(n) + " needs more than " + std::to_string(settings.max_positions) +
                  " positions (max_positions)";
      break;
    }
  }
  r.positions = search.positions();
}

}  // namespace

GenusReport genus(const Game& game, const GenusSettings& settings, const ComputeOptions& options) {
  return api::guarded(options, [&] {
    check_genus_settings(settings);
    if (api::cancel_requested(options)) throw Cancelled();
    const auto start = std::chrono::steady_clock::now();
    GenusReport r;
    r.game = game.canonical();
    r.stop = GenusStop::MaxHeap;
    r.stopped = "every heap up to " + std::to_string(settings.max_heap) + " computed";
    misere::HeapForms forms(game, settings.max_records, [&] {
      if (api::cancel_requested(options)) throw Cancelled();
    });
    try {
      for (uint64_t n = 0; n <= settings.max_heap; ++n) {
        const auto id = forms.heap(static_cast<uint32_t>(n));
        r.heaps.push_back(canonical_heap(forms.forms(), id, static_cast<uint32_t>(n)));
        if (options.progress) options.progress(n + 1, settings.max_heap + 1);
      }
    } catch (const misere::CanonicalForms::CapReached&) {
    }
    r.canonical_heaps = r.heaps.size();
    r.records = forms.forms().size();
    if (r.heaps.size() <= settings.max_heap) search_rest(game, settings, options, r);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  });
}

std::string genus_text(const GenusReport& r) {
  std::ostringstream out;
  out << r.game << " genus, heaps 0.." << (r.heaps.empty() ? std::string("none") : std::to_string(r.heaps.back().heap))
      << "\n";
  std::size_t width = 5, tame_width = 8;
  for (const HeapGenus& h : r.heaps) {
    width = std::max(width, h.symbol.size());
    tame_width = std::max(tame_width, std::string(tameness_name(h.tameness)).size());
  }
  auto pad = [](const std::string& s, std::size_t w) { return s + std::string(w - s.size() + 2, ' '); };
  out << "  heap  " << pad("genus", width) << pad("tameness", tame_width) << "phylum\n";
  for (const HeapGenus& h : r.heaps) {
    char heap[32];
    std::snprintf(heap, sizeof heap, "%6llu", static_cast<unsigned long long>(h.heap));
    out << heap << "  " << pad(h.symbol, width) << pad(tameness_name(h.tameness), tame_width) << phylum_name(h.phylum)
        << "\n";
  }
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3f", r.seconds);
  out << "  records    " << r.records << " (canonical forms of "
      << (r.canonical_heaps == 0 ? std::string("no heap") : "heaps 0.." + std::to_string(r.canonical_heaps - 1)) << ")\n";
  if (r.canonical_heaps < r.heaps.size() || r.stop == GenusStop::MaxPositions)
    out << "  phylum     not decided from heap " << r.canonical_heaps << ": more than " << r.records
        << " canonical forms (max_records)\n"
        << "  positions  " << r.positions << "\n";
  out << "  stopped    " << r.stopped << "\n"
      << "  seconds    " << seconds << "\n";
  return out.str();
}

}  // namespace sgp
