#!/bin/sh
# @brief Times `sgperiod census` side by side on 1 and all threads (and two binaries, when given), checking the tables agree.
#
# Usage: bench/census.sh [DIGITS] [ROUNDS] [BINARY...]
#   DIGITS  code length of the census (default 2; 3 takes about 4 minutes a run on 2 cores, 7 on one)
#   ROUNDS  interleaved rounds (default 3); each row of the output is one run
#   BINARY  sgperiod binaries to compare (default build/sgperiod); each run alternates between them
# Prints "binary threads round seconds" rows and the median per binary and thread count. Every run's
# CLASSES and CODES tables must be byte-identical (they do not depend on threads or binary versions that
# compute the same values); the script stops if one differs.
set -eu
SRC=$(cd "$(dirname "$0")/.." && pwd)
digits=${1:-2}
rounds=${2:-3}
shift $(( $# > 2 ? 2 : $# ))
[ $# -gt 0 ] || set -- "$SRC/build/sgperiod"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
all=$(nproc 2>/dev/null || echo 2)
echo "# census --digits $digits on $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(date -u +%Y-%m-%d)"
r=1
while [ "$r" -le "$rounds" ]; do
  for bin in "$@"; do
    for t in 1 "$all"; do
      start=$(date +%s.%N)
      "$bin" census --digits "$digits" -t "$t" -q -o "$work/classes.csv" --codes "$work/codes.csv"
      end=$(date +%s.%N)
      if [ -f "$work/ref-classes.csv" ]; then
        cmp -s "$work/classes.csv" "$work/ref-classes.csv" && cmp -s "$work/codes.csv" "$work/ref-codes.csv" ||
          { echo "tables differ: $bin -t $t round $r" >&2; exit 1; }
      else
        cp "$work/classes.csv" "$work/ref-classes.csv"
        cp "$work/codes.csv" "$work/ref-codes.csv"
      fi
      echo "$bin $t $r $(echo "$end - $start" | bc)" | tee -a "$work/times"
    done
  done
  r=$((r + 1))
done
echo "# medians (seconds)"
awk '{k=$1" -t "$2; v[k]=v[k]" "$4} END {for (k in v) print k": "v[k]}' "$work/times" | while read -r line; do
  key=${line%%:*}
  med=$(echo "${line#*: }" | tr ' ' '\n' | sed '/^$/d' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  echo "$key $med"
done
