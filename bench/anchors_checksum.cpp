/// @file
/// @brief `bench_anchors_checksum`: the check values of a b-file that the public solvers print, for bench/anchors.sh.
///
/// bench/anchors.sh compares sgperiod's values with those of Beling's `ogsolve` and Rogalski's `octal`
/// without keeping either's values: `ogsolve` prints a Fletcher-32 checksum of its values (two running
/// 16-bit sums of the values taken as 16-bit words, the second sum in the high half), `octal` the number
/// of positions of each value. This reads a b-file (lines "n G(n)", n = 0, 1, 2, ... in order) and prints
/// both (of the first COUNT values when a count is given), so that each solver's figure can be compared
/// with the same b-file of sgperiod:
///
///     fletcher32 HEX
///     histogram v:count;v:count;...      (values in increasing order, as `sgperiod run --stats` writes)
///
/// Fletcher-32 as defined here (16-bit wrapping sums, no modulus 65535) is the variant `ogsolve` prints;
/// tests/ does not check this helper: the bench itself fails when its figure disagrees with a solver's.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>

int main(int argc, char** argv) {
    if (argc != 2 && argc != 3) {
        std::fprintf(stderr, "usage: bench_anchors_checksum BFILE [COUNT]\n");
        return 2;
    }
    // COUNT: only the first COUNT values (a run that stopped at its proof is checked on its prefix).
    const std::uint64_t count = argc == 3 ? std::strtoull(argv[2], nullptr, 10) : UINT64_MAX;
    std::FILE* in = std::fopen(argv[1], "r");
    if (in == nullptr) {
        std::fprintf(stderr, "bench_anchors_checksum: cannot open '%s'\n", argv[1]);
        return 2;
    }
    std::uint16_t sum0 = 0, sum1 = 0;
    std::map<std::uint64_t, std::uint64_t> histogram;
    std::uint64_t expected = 0;
    static char line[256];
    while (std::fgets(line, sizeof line, in) != nullptr) {
        if (line[0] == '#' || line[0] == '\n') continue;  // the b-file's header comments
    if (expected == count) break;
        char* end = nullptr;
        const std::uint64_t n = std::strtoull(line, &end, 10);
        const std::uint64_t value = std::strtoull(end, nullptr, 10);
        if (n != expected) {
            std::fprintf(stderr, "bench_anchors_checksum: '%s': line of n = %llu where %llu was due\n", argv[1],
                         static_cast<unsigned long long>(n), static_cast<unsigned long long>(expected));
            return 1;
        }
        ++expected;
        sum0 = static_cast<std::uint16_t>(sum0 + static_cast<std::uint16_t>(value));
        sum1 = static_cast<std::uint16_t>(sum1 + sum0);
        ++histogram[value];
    }
    std::fclose(in);
    std::printf("fletcher32 %X\nhistogram ", (static_cast<unsigned>(sum1) << 16) | sum0);
    const char* separator = "";
    for (const auto& [v, positions] : histogram) {
        std::printf("%s%llu:%llu", separator, static_cast<unsigned long long>(v), static_cast<unsigned long long>(positions));
        separator = ";";
    }
    std::printf("\n");
    return 0;
}
