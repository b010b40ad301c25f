#!/usr/bin/env bash
# @brief Writes every kind of output file of one sgperiod binary into a folder, for a byte-for-byte comparison of two builds.
#
# A refactoring must not change a single output. Run this with the binary before and after the change and
# compare the folders:
#   bench/outputs.sh old/sgperiod /tmp/out-old && bench/outputs.sh build/sgperiod /tmp/out-new
#   diff -r /tmp/out-old /tmp/out-new && echo identical
# It covers b-files of octal, hexadecimal, infinite, subtraction and named games with every kernel and two
# thread counts, run CSVs (the seconds column dropped), batch, verify, census (with journal and b-files),
# headers, reports, statistics and the model solvers. About two minutes on two cores.
set -euo pipefail
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
OUT=$2
rm -rf "$OUT" && mkdir -p "$OUT" && cd "$OUT"

# Games of every kind, each with a limit that keeps the whole script short.
GAMES=(
  0.77:4096 0.07:4096 0.137:4096 0.16:2^19 0.007:2^14 0.56:2^16 0.127:2^16 0.354:2^17 0.376:2^17
  0.6:2^14 0.51:4096 0.4:4096 0.14:4096 0.106:2^18 0.1777:2^20 0.167:2^19 0.161:2^18 0.36:2^16
  0.156:2^14 0.356:2^14 0.165:2^14 0.644:2^14 0.45:2^12 0.1424:2^19 0.104:2^20 0.7343:2^18 4.07:2^14
  4.344:2^13 4.364:2^14 4.064:2^17 0.f:2^12 0.8:2^12 0.3b:2^12 0.f4:4096 0.f6:4096 0.91:4096 8.1:2^11
  0.3f:2^11 4.f:2^11 '0.[3]':2^10 '4.[3]':2^10 '0.1[37]':2^10 '0.[7]':2^10 '0.[6]':2^10 '0.[76]':2^10
  'S(1,3,4)':4096 'S(2,3,7)':4096 'S(1,2,5,9)':4096 grundy:2^12 treblecross:2^14 0.0:64 4.0:64)
i=0
for spec in "${GAMES[@]}"; do
  game=${spec%:*} n=${spec##*:} i=$((i + 1))
  "$BIN" values "$game" -n "$n" -q -o "values-$i.txt"
  "$BIN" values "$game" -n "$n" -q -t 1 -o "values-$i-t1.txt"
  for m in naive sparse; do
    "$BIN" run "$game" -n "$n" -q --method "$m" --csv - 2>/dev/null | cut -d, -f1-13 >"run-$i-$m.csv" || true
  done
  "$BIN" run "$game" -n "$n" -q --csv - --bfile "run-$i.txt" 2>"run-$i.err" | cut -d, -f1-13 >"run-$i.csv" || true
  "$BIN" run "$game" -n "$n" -q 2>&1 | grep -v '^  seconds' >"run-$i.text" || true
done
# Runs to proof without a limit (the default limits), and the statistics of two long runs.
"$BIN" run kayles dawson-kayles dawson-chess 0.16 'S(2,3,7)' nim lasker 0.56 0.354 -q --csv - | cut -d, -f1-13 >proofs.csv
"$BIN" run 0.1777 -n 2^22 -q --stats stats-1777.csv --csv - | cut -d, -f1-13 >run-1777.csv
"$BIN" run 4.344 -n 2^16 -q --stats stats-4344.csv --csv - | cut -d, -f1-13 >run-4344.csv

printf 'game,limit\nkayles\n0.16,1e6\n"S(1,3,4)",1e5\n0.6,2^14\n0.f6,4096\ngrundy,2^12\n0.104,2^20\n' >jobs.csv
"$BIN" batch jobs.csv -o batch.csv -q
"$BIN" batch jobs.csv -o batch-t1.csv -q -t 1
printf 'game,preperiod,period,saltus\nkayles,71,12,0\nkayles,70,12,0\n0.16,105351,149459,0\nlasker,1,4,4\n0.8,0,3,1\n"S(2,3,7)",0,5,0\nbad\n' >claims.csv
"$BIN" verify claims.csv -q -o verify.csv || true

"$BIN" census --digits 2 -q -o census2.csv --codes codes2.csv --journal census2.journal --bfile-dir census2-bfiles
LC_ALL=C sort -o census2.journal census2.journal  # lines are appended as classes finish, in any order
"$BIN" census --digits 2 -q -t 1 -o census2-t1.csv --codes codes2-t1.csv
"$BIN" census --digits 1 --hex -q -o census1hex.csv --codes codes1hex.csv

for g in kayles dawson-chess 0.16 'S(1,3,4)' 0.6 lasker; do
  "$BIN" header "$g" -q -o "header-$(echo "$g" | tr -c 'a-z0-9\n' _).hpp" || true
done
"$BIN" report kayles 0.16 0.f6 -q -o report

printf '1 2 3\n3 5\n' | "$BIN" solve nim >solve-nim.txt
printf '1000000000000000000\n70\n71\n' | "$BIN" solve kayles >solve-kayles.txt
printf '18446744073709551615\n5\n' | "$BIN" solve lasker >solve-lasker.txt
printf '3 5\n1000000000000 1618033988749\n' | "$BIN" solve wythoff >solve-wythoff.txt 2>&1 || true
echo "outputs of $BIN in $OUT: $(find . -type f | wc -l) files"
