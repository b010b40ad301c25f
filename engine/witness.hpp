/// @brief The byte-permute witness scan (AVX-512 VBMI) shared by the sparse kernel and front-plus-tail.
#pragma once

#include <cstddef>
#include <cstdint>

namespace sgp {

/// Whether this machine runs AVX-512 F, BW and VBMI (checked once).
bool have_vbmi();

/// The witness scan of the one- and two-word option sets: removes from `missing` (rare values below
/// 64 for Bits = uint64_t, below 128 for unsigned __int128) every value G(b) ^ G(m_j - b) it meets,
/// for b from a on in steps of 64 while b + 63 <= limit, over every split j < ns; stops early once
/// `missing` is empty. rev_end - 1 - x holds G(x) (a reversed copy of the first values), parts[j] - x
/// holds G(m_j - x). Returns the first b not scanned (a itself without VBMI, or when no step fits).
template <class Bits>
uint64_t permute_witness_scan(const uint8_t* rev_end, const uint8_t* const* parts, std::size_t ns, uint64_t a,
                              uint64_t limit, Bits& missing);

}  // namespace sgp
