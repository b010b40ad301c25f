#!/usr/bin/env bash
# @brief Builds the public solvers ogsolve (Beling) and octal (Rogalski) from a copy of their source and times them beside sgperiod, checking that all compute the same values.
#
# Usage: ANCHORS_SRC=DIR bash bench/anchors.sh [ROUNDS] [GAME:LOG2:METHOD[:OCTAL_LOG2] ...]
#   ROUNDS   interleaved rounds (default 3); each row printed is the median of the rounds
#   GAME:LOG2:METHOD[:OCTAL_LOG2]  a game, its size (2^LOG2 values), ogsolve's method for it (naive, rc,
#            rcs, rc2, rc2s; several joined by '+' are each timed) and octal's size if not 2^LOG2 ('-': octal
#            is not run; it has no parity split, so rare-rich games such as 0.106 take it hours where the
#            others take seconds); default: the table of bench/RESULTS.md
#   ANCHORS_SRC   (environment, required) a folder holding the public source, read and built, never copied
#            into this project:
#              impartial-games/  github beling/impartial-games (its crates ogs 0.0.6 and ogsolve 0.0.7)
#              octal/            github rogalski-wmii-uni-lodz-pl/octal
#              crates/NAME-VERSION/  the crates that Debian does not package, from their own repositories:
#                bitvec-1.0.1 (ferrilab/bitvec, the commit "Update the changelog for `1.0.1`"),
#                funty-2.0.0 and radium-0.7.1 (ferrilab/ferrilab, folders funty/ and radium/ at those
#                versions), wyz-0.5.1 (myrrlyn/wyz, tag v0.5.1)
#   ANCHORS_BUILD (environment) the build folder (default build-anchors/ in the source tree)
#   SGPERIOD      (environment) the sgperiod binary (default build/sgperiod); bench_anchors_checksum is
#            built beside it (cmake --build DIR --target bench_anchors_checksum)
#   SKIP_OCTAL=1  (environment) time ogsolve and sgperiod only
# Needs cargo and rustc, and Debian's crates (one apt-get line, printed when one is missing). Cargo reads
# them from a directory source that replaces crates.io (no network): Debian's /usr/share/cargo/registry
# plus the crates of ANCHORS_SRC/crates. octal asks for slightly newer patch releases of glob, serde and
# serde_json than Debian has, and for phf 0.11 (used by its tests only): its manifest's requirements are
# lowered to Debian's versions in the build copy; no code is changed.
#
# Every tool runs on one thread, built for this CPU (-C target-cpu=native; sgperiod as built), the tools
# in turn (forward in odd rounds, backward in even ones), timed by /usr/bin/time (user, system, wall
# seconds) with the load average before each run. Values: ogsolve prints a Fletcher-32 checksum of its
# values, octal the count of each value of G(0..2^k-1) at every power of two; ogsolve's checksum is
# compared with the same figure of sgperiod's b-file (bench_anchors_checksum), the last histogram of
# `sgperiod run --stats` with the b-file's over the same values (a run stops where it proves the period,
# as 0.16 does at 524,288 values), and octal's counts with the b-file's over its values. Any mismatch
# stops the bench.
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-3}
shift $(( $# > 0 ? 1 : 0 ))
[ $# -gt 0 ] || set -- 0.1777:24:rc 0.167:24:rc 0.16:24:rc 0.106:26:rc2:16 0.1354:26:rcs 0.3156:26:rc 0.007:17:naive
src=${ANCHORS_SRC:?set ANCHORS_SRC to the folder of the public source (see the head of bench/anchors.sh)}
src=$(cd "$src" && pwd)
build=${ANCHORS_BUILD:-$SRC/build-anchors}
sgp=${SGPERIOD:-$SRC/build/sgperiod}
checksum=$(dirname "$sgp")/bench_anchors_checksum
[ -x "$sgp" ] || { echo "no sgperiod binary at $sgp (set SGPERIOD)" >&2; exit 1; }
sgp=$(cd "$(dirname "$sgp")" && pwd)/$(basename "$sgp")
checksum=$(dirname "$sgp")/bench_anchors_checksum
mkdir -p "$build"
build=$(cd "$build" && pwd)

debs=(librust-clap-dev librust-clap-derive-dev librust-cfg-if-dev librust-glob-dev librust-phf-dev
      librust-phf-macros-dev librust-serde-dev librust-serde-derive-dev librust-serde-json-dev
      librust-radium-dev librust-tap-dev)
for crate in clap-4 clap_derive-4 cfg-if-1 glob-0.3 phf-0.10 phf_macros-0.10 serde-1 serde_derive-1 serde_json-1 tap-1; do
  compgen -G "/usr/share/cargo/registry/$crate.*" >/dev/null ||
    { echo "missing Debian crate $crate: apt-get install ${debs[*]}" >&2; exit 1; }
done
for crate in bitvec-1.0.1 funty-2.0.0 radium-0.7.1 wyz-0.5.1; do
  [ -f "$src/crates/$crate/Cargo.toml" ] || { echo "missing $src/crates/$crate (see the head of this script)" >&2; exit 1; }
done
[ -x "$checksum" ] || { echo "no $checksum: cmake --build $(dirname "$sgp") --target bench_anchors_checksum" >&2; exit 1; }

# The directory source: Debian's crates by link, the fetched ones copied with the (empty) checksum file
# that a directory source asks of each crate.
registry=$build/registry
mkdir -p "$registry" "$build/cargo-home"
for d in /usr/share/cargo/registry/*; do ln -sfn "$d" "$registry/"; done
for d in "$src"/crates/*/; do
  name=$(basename "$d")
  rm -rf "${registry:?}/$name" && cp -r "$d" "$registry/$name"
  echo '{"files":{},"package":""}' > "$registry/$name/.cargo-checksum.json"
done
cat > "$build/cargo-home/config.toml" <<EOF
[source.crates-io]
replace-with = "debian-and-fetched"
[source.debian-and-fetched]
directory = "$registry"
[net]
offline = true
EOF
cargo_build() {  # FOLDER TARGET_DIR ARGS...: a release build for this CPU through the directory source
  local dir=$1 target=$2
  shift 2
  (cd "$dir" && CARGO_HOME="$build/cargo-home" CARGO_TARGET_DIR="$target" RUSTFLAGS="-C target-cpu=native" \
     cargo build --release --quiet "$@" > "$target.log" 2>&1) || { cat "$target.log" >&2; exit 1; }
}
# ogs and ogsolve alone, outside their workspace (whose other crates need much more).
rm -rf "$build/ogs-src" && mkdir -p "$build/ogs-src"
cp -r "$src/impartial-games/ogs" "$src/impartial-games/ogsolve" "$build/ogs-src/"
cargo_build "$build/ogs-src/ogsolve" "$build/target-ogs"
ogsolve=$build/target-ogs/release/ogsolve
if [ "${SKIP_OCTAL:-0}" != 1 ]; then
  rm -rf "$build/octal-src" && cp -r "$src/octal" "$build/octal-src"
  sed -i -e 's/^glob = "0\.3\.1"/glob = "0.3.0"/' -e 's/^phf = { version = "0\.11\.1"/phf = { version = "0.10"/' \
         -e 's/^serde = { version = "1\.0\.154"/serde = { version = "1.0.152"/' \
         -e 's/^serde_json = "1\.0\.94"/serde_json = "1.0.87"/' "$build/octal-src/Cargo.toml"
  cargo_build "$build/octal-src" "$build/target-octal" --bin octal
fi
octal=$build/target-octal/release/octal

work=$(mktemp -d "${TMPDIR:-/tmp}/anchors.XXXXXX")
trap 'rm -rf "$work"' EXIT
times=$build/times.txt
: > "$times"
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) CPUs, $(date -u +%Y-%m-%d)"
echo "# game | tool | user sys wall seconds | load before"

timed() {  # LABEL GAME COMMAND...: runs it in $work, appends its row to $times
  local label=$1 game=$2
  shift 2
  local load
  load=$(cut -d' ' -f1 /proc/loadavg)
  (cd "$work" && /usr/bin/time -o "$work/t" -f "%U %S %e" "$@" > "$work/stdout" 2>&1) ||
    { echo "failed: $*" >&2; tail -5 "$work/stdout" >&2; exit 1; }
  echo "$game | $label | $(cat "$work/t") | $load" | tee -a "$times"
}
octal_histogram() {  # N: the counts of octal's last frequency dump (of G(0..N-1)) as v:count;...
  python3 - "$1" "$work/stdout" <<'EOF'
import json, sys
n, text = sys.argv[1], open(sys.argv[2]).read()
at = text.rindex("\n" + n + " freqs after ") + 1
counts, _ = json.JSONDecoder().raw_decode(text[text.index("[", at):])
print(";".join(f"{c['nimber']}:{c['frequency']}" for c in counts if c["frequency"]))
EOF
}
check() {  # WHAT EXPECTED GOT
  [ "$2" = "$3" ] || { echo "values differ: $1: expected $2, got $3" >&2; exit 1; }
}

run_tool() {  # TOOL GAME LOG2 METHODS
  local tool=$1 game=$2 log2=$3 methods=$4 octal_log2=$5 n
  n=$((1 << log2))
  case $tool in
    values)
      rm -f "$work/b.txt"
      timed "sgperiod values -o" "$game:2^$log2" "$sgp" values "$game" -n "$n" -t 1 -q -o "$work/b.txt"
      "$checksum" "$work/b.txt" > "$work/sums.new"
      mv "$work/b.txt" "$work/ref.txt"  # for a run that stops at its proof, checked on its prefix
      [ ! -s "$work/sums" ] || cmp -s "$work/sums" "$work/sums.new" ||
        { echo "values differ between rounds: sgperiod values $game" >&2; exit 1; }
      mv "$work/sums.new" "$work/sums" ;;
    run)
      timed "sgperiod run -n" "$game:2^$log2" "$sgp" run "$game" -n "$n" -t 1 -q --stats "$work/stats.csv"
      # A run stops where it proves the period (0.16: at 524,288 values), and --stats then ends there.
      local at
      at=$(tail -1 "$work/stats.csv" | cut -d, -f2)
      check "sgperiod run $game" "$("$checksum" "$work/ref.txt" "$at" | sed -n 's/^histogram //p')" \
        "$(tail -1 "$work/stats.csv" | sed 's/.*,//')" ;;
    octal)
      [ "$octal_log2" != - ] || return 0
      n=$((1 << octal_log2))
      timed "octal$([ "$octal_log2" = "$log2" ] || echo " (2^$octal_log2)")" "$game:2^$log2" "$octal" "$game" "$n"
      check "octal $game at $n" "$("$checksum" "$work/ref.txt" "$n" | sed -n 's/^histogram //p')" "$(octal_histogram "$n")" ;;
    ogsolve)
      local m
      for m in ${methods//+/ }; do
        timed "ogsolve ($m)" "$game:2^$log2" "$ogsolve" "$game" -m "$m" -n $((n - 1))
        [ ! -s "$work/sums" ] ||
          check "ogsolve $game" "$(sed -n 's/^fletcher32 //p' "$work/sums")" "$(sed -n 's/.*checksum: //p' "$work/stdout")"
      done ;;
  esac
}

tools=(values run ogsolve)
[ "${SKIP_OCTAL:-0}" = 1 ] || tools+=(octal)
for spec in "$@"; do
  IFS=: read -r game log2 methods octal_log2 <<< "$spec"
  : > "$work/sums"
  for r in $(seq "$rounds"); do
    order=("${tools[@]}")
    # sgperiod values first in every round: its b-file gives the figures the others are checked against.
    [ $((r % 2)) = 1 ] || order=(values octal ogsolve run)
    [ "${SKIP_OCTAL:-0}" != 1 ] || [ $((r % 2)) = 1 ] || order=(values ogsolve run)
    for tool in "${order[@]}"; do run_tool "$tool" "$game" "$log2" "${methods:-rc}" "${octal_log2:-$log2}"; done
  done
done

echo "# medians of $rounds rounds: game | tool | user sys wall seconds | loads"
awk -F' [|] ' '
  { key = $1 " | " $2; if (!(key in n)) order[++keys] = key
    split($3, t, " "); i = ++n[key]; u[key, i] = t[1]; s[key, i] = t[2]; w[key, i] = t[3]
    l[key] = (l[key] == "" ? "" : l[key] " ") $4 }
  function med(a, key, m,   i, j, x, v) { for (i = 1; i <= m; i++) v[i] = a[key, i]
    for (i = 2; i <= m; i++) { x = v[i]; for (j = i - 1; j > 0 && v[j] > x; j--) v[j + 1] = v[j]; v[j + 1] = x }
    return m % 2 ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2 }
  END { for (k = 1; k <= keys; k++) { key = order[k]
          printf "%s | %.2f %.2f %.2f | %s\n", key, med(u, key, n[key]), med(s, key, n[key]), med(w, key, n[key]), l[key] } }' "$times"
