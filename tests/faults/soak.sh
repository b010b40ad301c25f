#!/bin/bash
# @brief kill -9 soak: a checkpointed run, a journalled census and a batch are killed at random moments,
# resumed, and their final outputs compared byte for byte with uninterrupted runs; SIGINT/SIGTERM exit codes.
# Usage: soak.sh SGPERIOD WORKDIR [KILLS]   (ctest runs 20 kills of each; by hand, e.g. 500)
set -u
S=$1
W=$2
KILLS=${3:-20}
rm -rf "$W" && mkdir -p "$W" && cd "$W" || exit 1
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# A random pause of 0.05 to 1.55 s: kills land anywhere, checkpoint writes (every second, 32 MiB) included.
pause() { sleep "$(printf '%d.%02d' $((RANDOM % 2)) $((5 + RANDOM % 50)))"; }

size_of() { [ -f "$1" ] && stat -c %s "$1" || echo 0; }

# soak NAME STATE -- COMMAND...: starts COMMAND, kills it with SIGKILL after a random pause, again and
# again until KILLS kills landed; STATE (checkpoint or journal) must never shrink. A start that finishes
# before its kill must exit 0, and the job then starts over without STATE (a new round), so that the
# kills keep landing on unfinished work however fast the machine is. Then the same command runs to its end.
soak() {
  local name=$1 state=$2
  shift 3
  local kills=0 starts=0 rounds=1 before after
  while [ "$kills" -lt "$KILLS" ]; do
    before=$(size_of "$state")
    "$@" >/dev/null 2>"$name.err" &
    local pid=$!
    pause
    starts=$((starts + 1))
    if kill -0 "$pid" 2>/dev/null; then
      kill -KILL "$pid" 2>/dev/null && kills=$((kills + 1))
      wait "$pid" 2>/dev/null
    else
      wait "$pid" || { fail "$name: a resumed start exited $? ($(head -c 300 "$name.err"))"; return; }
      [ "$kills" -lt "$KILLS" ] && { rm -f "$state"; rounds=$((rounds + 1)); continue; }
    fi
    after=$(size_of "$state")
    [ "$after" -ge "$before" ] || fail "$name: $state shrank from $before to $after bytes (lost beyond the last save)"
  done
  "$@" >/dev/null 2>"$name.err" || fail "$name: the final resume exited $? ($(head -c 300 "$name.err"))"
  echo "$name: $kills kills in $starts starts, $rounds rounds"
}

# Uninterrupted references.
"$S" run 0.1777 -n 2^25 --stats ref_run.csv -q >/dev/null || fail "reference run"
"$S" census --digits 2 -o ref_census.csv --codes ref_codes.csv -q || fail "reference census"
printf 'game,limit\n0.1777,2^25\n0.137,2^22\nkayles,2^21\n0.16,2^22\n"S(1,3,4)",2^20\n0.1777,2^24\n' > jobs.csv
"$S" batch jobs.csv -o ref_batch.csv -q -t 2 || fail "reference batch"

soak run r.ckpt -- "$S" run 0.1777 -n 2^25 --checkpoint r.ckpt --checkpoint-every 1s --stats run.csv -q
cmp run.csv ref_run.csv || fail "run: statistics after the kills differ from the uninterrupted run"
"$S" run 0.1777 -n 2^25 --checkpoint r.ckpt -q | grep -q "33554432 computed" || fail "run: the final checkpoint does not hold all 2^25 values"

soak census j.journal -- "$S" census --digits 2 -o census.csv --codes codes.csv --journal j.journal -q
cmp census.csv ref_census.csv || fail "census: classes after the kills differ from the uninterrupted census"
cmp codes.csv ref_codes.csv || fail "census: codes after the kills differ from the uninterrupted census"

# A batch keeps nothing between starts: what is checked is that a kill never leaves a partial RESULTS.
rm -f batch.csv
soak batch batch.csv -- "$S" batch jobs.csv -o batch.csv -q -t 2
cmp batch.csv ref_batch.csv || fail "batch: results after the kills differ from the uninterrupted batch"

# Temporary files of killed writers are gone once the same file has been written again.
left=$(ls | grep '\.tmp\.' | tr '\n' ' ')
[ -z "$left" ] || fail "temporary files left behind: $left"

# SIGINT and SIGTERM: a clean stop at the next block, the checkpoint saved, 130 / 143.
signal_test() {
  local sig=$1 want=$2 name=$3
  shift 3
  "$@" >/dev/null 2>sig.err &
  local pid=$!
  sleep 1.2
  kill -"$sig" "$pid"
  wait "$pid"
  local rc=$?
  [ "$rc" -eq "$want" ] || fail "$name: SIG$sig gave exit $rc, expected $want ($(head -c 300 sig.err))"
  grep -q "interrupted" sig.err || fail "$name: SIG$sig: no 'interrupted' line on stderr"
}
rm -f s.ckpt
signal_test INT 130 run "$S" run 0.1777 -n 2^25 --checkpoint s.ckpt --checkpoint-every 1h
grep -q "checkpoint saved to s.ckpt" sig.err || fail "run: SIGINT did not report the saved checkpoint"
[ -s s.ckpt ] || fail "run: SIGINT with --checkpoint-every 1h saved no checkpoint"
"$S" run 0.1777 -n 2^25 --checkpoint s.ckpt --stats s.csv -q >/dev/null || fail "run: resume after SIGINT"
cmp s.csv ref_run.csv || fail "run: statistics after SIGINT and resume differ from the uninterrupted run"
rm -f s.ckpt
signal_test TERM 143 run "$S" run 0.1777 -n 2^25 --checkpoint s.ckpt --checkpoint-every 1h
[ -s s.ckpt ] || fail "run: SIGTERM saved no checkpoint"
rm -f t.journal
signal_test TERM 143 census "$S" census --digits 2 -o t.csv --journal t.journal
[ -e t.csv ] && fail "census: SIGTERM left an output file"
rm -f u.csv
signal_test INT 130 batch "$S" batch jobs.csv -o u.csv -t 2
[ -e u.csv ] && fail "batch: SIGINT left an output file"

if [ "$fails" -ne 0 ]; then echo "$fails failures"; exit 1; fi
echo "soak passed"
cd / && rm -rf "$W"
