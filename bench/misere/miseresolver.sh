#!/bin/bash
# @brief Builds CGSuite's MisereSolver (unchanged, from its public source) with a Java front end and times it against `sgperiod misere`.
#
# Usage: bench/misere/miseresolver.sh [--reps N] [--cap SECONDS] [--only GAME] [--data DIR]
#   --reps N      runs per program and game when a run is short (default 3; each row is the median)
#   --cap S       CPU cap of one MisereSolver run in seconds (default 300: the solver thread is stopped
#                 there and the heaps it finished stand)
#   --only GAME   one game of the list below (repeatable)
#   --data DIR    also write DIR/miseresolver_quotients.csv (one row per game and heap) and
#                 DIR/miseresolver_presentations.txt (the last presentation as MisereSolver prints it)
# Environment:
#   CGSUITE_GIT     a git directory of github.com/aaron-siegel/cgsuite (default: cloned into $BUILD/cgsuite.git)
#   CGSUITE_COMMIT  the commit built (default below); the solver's files are taken from it unchanged
#   SGPERIOD        the sgperiod binary (default build/sgperiod); its side is skipped while it has no
#                   `misere` command
#   SGPERIOD_ARGS   extra arguments of `sgperiod misere` (default "-t 1": one thread, as the solver)
#   BUILD           build folder (default build-miseresolver/)
# Games: 0.07 to heap 30; 0.75, 0.31, 0.15, 4.7 (Daisies), 0.77 to heap 40; 0.57 and 0.137 as far as
# the cap allows. Times are the user CPU seconds of the whole process (/usr/bin/time: the JVM's start, its
# JIT and its garbage collector included; -XX:+UseSerialGC keeps the collector on the solver's thread).
# Before timing, the front end is checked twice: its move generator's normal-play values against
# `sgperiod values`, and MisereSolver's quotients through it against a game-tree search of misere outcomes
# (MisereBench --verify). The two programs alternate run by run. Prints the runs, then a markdown table for bench/RESULTS.md.
set -euo pipefail
SRC=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$SRC/bench/misere"
BUILD=${BUILD:-$SRC/build-miseresolver}
CGSUITE_COMMIT=${CGSUITE_COMMIT:-e909ab8bc330e39bc837d26b22bc8a96f9fa512a}
SGPERIOD=${SGPERIOD:-$SRC/build/sgperiod}
SGPERIOD_ARGS=${SGPERIOD_ARGS:--t 1}
reps=3 cap=300 data= only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --reps) reps=$2; shift 2 ;;
    --cap) cap=$2; shift 2 ;;
    --only) only+=("$2"); shift 2 ;;
    --data) data=$2; shift 2 ;;
    *) echo "miseresolver.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
# game and heap limit; "cap" = as far as the CPU cap allows
GAMES=("0.07 30" "0.75 40" "0.31 40" "0.15 40" "4.7 40" "0.77 40" "0.57 cap" "0.137 cap")
SHORT=60   # a run under this many seconds is repeated --reps times
for tool in javac java git /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "miseresolver.sh: needs $tool (apt-get install openjdk-17-jdk-headless git time)" >&2; exit 2; }
done

# --- build: the solver's sources from CGSuite, unchanged, with the stand-ins and the front end in bench/misere
mkdir -p "$BUILD"
git_dir=${CGSUITE_GIT:-$BUILD/cgsuite.git}
[ -d "$git_dir" ] || git clone --bare --quiet https://github.com/aaron-siegel/cgsuite "$git_dir"
git --git-dir="$git_dir" cat-file -e "$CGSUITE_COMMIT^{commit}" 2>/dev/null \
  || { echo "miseresolver.sh: commit $CGSUITE_COMMIT is not in $git_dir" >&2; exit 2; }
rm -rf "$BUILD/src" "$BUILD/classes"
mkdir -p "$BUILD/src" "$BUILD/classes"
lib=lib/core/src/main/scala/org/cgsuite/core
git --git-dir="$git_dir" archive "$CGSUITE_COMMIT" "$lib/misere/solver" "$lib/impartial/PeriodicityChecker.java" \
  | tar -x -C "$BUILD/src"
# CommandLineInterface and CommandLineOptions are CGSuite's own front end (Scala-bound): MisereBench replaces them.
solver=$(ls "$BUILD/src/$lib"/misere/solver/*.java | grep -v -e /CommandLineInterface.java -e /CommandLineOptions.java)
javac -nowarn -encoding UTF-8 -d "$BUILD/classes" $solver "$BUILD/src/$lib/impartial/PeriodicityChecker.java" \
  $(find "$HERE/shim" -name '*.java') "$HERE/MisereBench.java"
JAVA=(java -XX:+UseSerialGC -Xss64m -cp "$BUILD/classes" org.cgsuite.core.misere.solver.MisereBench)

has_sgperiod=0
if [ -x "$SGPERIOD" ] && "$SGPERIOD" misere --help >/dev/null 2>&1; then has_sgperiod=1; fi
[ $has_sgperiod = 1 ] || echo "# sgperiod side skipped: $SGPERIOD has no 'misere' command"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The front end's move generator is the bench's own code: check its normal-play values against sgperiod's
# (any build with `values`) before timing anything on it.
if [ -x "$SGPERIOD" ]; then
  for entry in "${GAMES[@]}"; do
    game=${entry%% *}
    "${JAVA[@]}" "$game" --grundy 300 >"$work/g-java"
    "$SGPERIOD" values "$game" -n 300 -q | grep -v '^#' >"$work/g-sgp"
    cmp -s "$work/g-java" "$work/g-sgp" \
      || { echo "miseresolver.sh: the move generator of $game disagrees with '$SGPERIOD values'" >&2; exit 1; }
  done
  echo "# move generator checked: G(0..299) of every game equal to '$SGPERIOD values'"
fi
# The solver through the front end against the definition: every sum of up to 4 heaps of sizes 1..14
# gets the misere outcome from the quotient of heaps 0..14 that a plain game-tree search gives.
for entry in "${GAMES[@]}"; do
  game=${entry%% *}
  "${JAVA[@]}" "$game" 14 --quiet --verify 14 4 >"$work/verify" \
    || { echo "miseresolver.sh: MisereSolver's quotient of $game fails the outcome search:" >&2; grep VERIFY "$work/verify" >&2; exit 1; }
done
echo "# quotients checked: every sum of up to 4 heaps of sizes 1..14 of every game, outcome by search = by quotient"
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
echo "# MisereSolver (CGSuite $CGSUITE_COMMIT) on $cpu, $(date -u +%Y-%m-%d), cap ${cap}s CPU"
echo "# program game heaps round user_s sys_s wall_s order p_portion"

median() { sort -g | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print "-"}'; }

# timed RUN_ID CMD...: runs CMD under /usr/bin/time; leaves "user sys wall" in $work/RUN_ID.time
timed() {
  local id=$1; shift
  /usr/bin/time -f "%U %S %e" -o "$work/$id.time" "$@" >"$work/$id.out" 2>"$work/$id.err" \
    || { echo "# $id failed:"; tail -5 "$work/$id.err"; }
}

# sgperiod_order CSV: the order column of the last row of `sgperiod misere --csv`
sgperiod_order() {
  awk -F, 'NR==1 {for (i=1;i<=NF;i++) if ($i=="order") c=i; next} c {o=$c} END {print (o==""?"-":o)}' "$1"
}

table=()
[ -z "$data" ] || { mkdir -p "$data"; : >"$work/quotients.csv"; : >"$work/presentations.txt"; }
for entry in "${GAMES[@]}"; do
  read -r game limit <<<"$entry"
  if [ ${#only[@]} -gt 0 ] && ! printf '%s\n' "${only[@]}" | grep -qxF "$game"; then continue; fi
  heaps=$([ "$limit" = cap ] && echo 100000 || echo "$limit")
  ms_user=() sg_user=() reached= order= pport= sg_ord=- round=1
  while :; do
    id="ms-$game-$round"
    timed "$id" "${JAVA[@]}" "$game" "$heaps" --cap-seconds "$cap" --csv "$work/$id.csv"
    result=$(grep '^RESULT ' "$work/$id.out" || true)
    reached=$(sed -n 's/.* heaps=\([0-9]*\) .*/\1/p' <<<"$result")
    order=$(sed -n 's/.* order=\([0-9]*\) .*/\1/p' <<<"$result")
    pport=$(sed -n 's/.* p_portion=\([0-9]*\) .*/\1/p' <<<"$result")
    capped=$(sed -n 's/.* capped=\([a-z]*\) .*/\1/p' <<<"$result")
    checker=$(sed -n 's/.* solved_at=\([-0-9]*\) period=\([-0-9]*\) preperiod=\([-0-9]*\) .*/\1 \2 \3/p' <<<"$result")
    read -r u s w <"$work/$id.time"
    echo "MisereSolver $game $reached $round $u $s $w $order $pport"
    ms_user+=("$u")
    if [ $has_sgperiod = 1 ]; then
      sid="sg-$game-$round"
      # shellcheck disable=SC2086
      timed "$sid" "$SGPERIOD" misere "$game" -n "$reached" $SGPERIOD_ARGS --csv "$work/$sid.csv"
      read -r u s w <"$work/$sid.time"
      sg_ord=$( [ -s "$work/$sid.csv" ] && sgperiod_order "$work/$sid.csv" || echo -)
      echo "sgperiod $game $reached $round $u $s $w $sg_ord -"
      sg_user+=("$u")
    fi
    if [ "$round" -ge "$reps" ] || awk -v u="${ms_user[0]}" -v m=$SHORT 'BEGIN {exit !(u >= m)}'; then break; fi
    round=$((round + 1))
  done
  if [ -n "$data" ]; then
    tail -n +2 "$work/ms-$game-1.csv" >>"$work/quotients.csv"
    { echo "== $game: heaps 0..$reached$([ "$capped" = yes ] && echo ", stopped by the ${cap}s CPU cap")"
      sed -n '/^=== Final Presentation/,/^RESULT/p' "$work/ms-$game-1.out" | grep -v '^$'
      echo; } >>"$work/presentations.txt"
  fi
  ms_med=$(printf '%s\n' "${ms_user[@]}" | median)
  sg_med=$( [ ${#sg_user[@]} -gt 0 ] && printf '%s\n' "${sg_user[@]}" | median || echo -)
  ratio=$(awk -v a="$ms_med" -v b="$sg_med" 'BEGIN {if (b == "-" || b + 0 == 0) print "-"; else printf "%.1fx", a / b}')
  note=$([ "$capped" = yes ] && echo " (cap)" || true)
  [ "$sg_ord" = - ] || [ "$sg_ord" = "$order" ] || sg_ord="**$sg_ord (differs)**"
  read -r at per pre <<<"$checker"
  solved=$([ "$at" = - ] && echo "-" || echo "heap $at: period $per, preperiod $pre")
  table+=("| $game | $reached$note | $order | $pport | $solved | $ms_med (${#ms_user[@]}) | $sg_ord | $sg_med | $ratio |")
done

if [ -n "$data" ]; then
  { echo "# MisereSolver from CGSuite commit $CGSUITE_COMMIT (github.com/aaron-siegel/cgsuite), unchanged, run by bench/misere/MisereBench.java: bash bench/misere/miseresolver.sh --data tests/data (cap ${cap}s CPU), $(date -u +%Y-%m-%d). order and p_portion_size of the misere quotient of heaps 0..heaps; generators as MisereSolver presents it; checker_period/preperiod when CGSuite's periodicity checker (saltus 0) accepts the pretending function so far; phi_word = the heap's element in that presentation."
    echo "game,heaps,order,p_portion_size,generators,tame,presentation_changed,checker_period,checker_preperiod,phi_word"
    cat "$work/quotients.csv"; } >"$data/miseresolver_quotients.csv.tmp"
  mv "$data/miseresolver_quotients.csv.tmp" "$data/miseresolver_quotients.csv"
  { echo "# The last presentation of each game as MisereSolver prints it (CGSuite commit $CGSUITE_COMMIT), from bash bench/misere/miseresolver.sh --data tests/data, $(date -u +%Y-%m-%d)."
    cat "$work/presentations.txt"; } >"$data/miseresolver_presentations.txt.tmp"
  mv "$data/miseresolver_presentations.txt.tmp" "$data/miseresolver_presentations.txt"
fi

echo
echo "$cpu, $(date -u +%Y-%m-%d), one thread each, user CPU seconds (median of the runs in brackets):"
echo
echo "| game | heaps | MisereSolver \|Q\| | \|P\| | CGSuite's periodicity check | MisereSolver s | sgperiod \|Q\| | sgperiod s | speed-up |"
echo "|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${table[@]}"
