#!/usr/bin/env bash
# @brief Times the bulk writers (values -o, run --bfile, header) against the runs alone, interleaved between binaries, checking the files agree.
#
# Usage: bench/writers.sh [ROUNDS] [BINARY...]
#   ROUNDS  interleaved rounds (default 3)
#   BINARY  sgperiod binaries to compare (default build/sgperiod); each round runs every command with each
#   LOG2    (environment) the largest size, 2^LOG2 values (default 28: a 3.2 GB b-file, ~256 MB of values)
# Prints "binary | command | user sys wall | load" rows, then the median user, system and wall seconds of
# each binary and command. Output files are removed (untimed) before each run, so that no run pays for
# freeing the previous one's pages. Every binary's file of a command must be byte-identical to the first's.
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-3}
shift $(( $# > 0 ? 1 : 0 ))
[ $# -gt 0 ] || set -- "$SRC/build/sgperiod"
big=${LOG2:-28}
work=$(mktemp -d "${TMPDIR:-/tmp}/writers.XXXXXX")
trap 'rm -rf "$work"' EXIT
commands=("run 0.1777 -n 2^24 -q" "values 0.1777 -n 2^24 -q -o OUT"
          "run 0.1777 -n 2^$big -q" "values 0.1777 -n 2^$big -q -o OUT"
          "run 0.1777 -n 2^26 -q" "run 0.1777 -n 2^26 -q --bfile OUT"
          "header 0.1777 -n 2^24 -q -o OUT")
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) CPUs, $(date -u +%Y-%m-%d)"
for r in $(seq "$rounds"); do
  for bin in "$@"; do
    for i in "${!commands[@]}"; do
      c=${commands[$i]//OUT/$work/out}
      rm -f "$work/out" && sync
      # shellcheck disable=SC2086  # the command is a list of words
      /usr/bin/time -o "$work/t" -f "%U %S %e" "$bin" $c >/dev/null 2>&1
      if [ -f "$work/out" ] && [ "$r" = 1 ]; then
        if [ -f "$work/ref-$i" ]; then
          cmp -s "$work/out" "$work/ref-$i" || { echo "outputs differ: $bin $c" >&2; exit 1; }
          rm -f "$work/out"
        else
          mv "$work/out" "$work/ref-$i"
        fi
      fi
      echo "$bin | ${commands[$i]} | $(cat "$work/t") | $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$work/times"
    done
  done
done
echo "# medians: binary | command | user sys wall"
for bin in "$@"; do
  for c in "${commands[@]}"; do
    grep -F "$bin | $c |" "$work/times" | awk -F' [|] ' -v b="$bin" -v c="$c" '
      { split($3, t, " "); u[NR] = t[1]; s[NR] = t[2]; w[NR] = t[3] }
      function med(a, n,   i, j, x) { for (i = 2; i <= n; i++) { x = a[i]; for (j = i - 1; j > 0 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }
                                      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
      END { if (NR) printf "%s | %s | %.2f %.2f %.2f\n", b, c, med(u, NR), med(s, NR), med(w, NR) }'
  done
done
