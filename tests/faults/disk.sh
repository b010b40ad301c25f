#!/bin/bash
# @brief Full disks and unwritable places: outputs, checkpoints and journals written to /dev/full, a tiny
# tmpfs and a path under a file fail with exit 1 and a message naming the file, leave no partial file and
# never destroy the previous checkpoint. (Tests run as root, where chmod does not stop writes.)
# Usage: disk.sh SGPERIOD WORKDIR
set -u
S=$1
W=$2
rm -rf "$W" && mkdir -p "$W" && cd "$W" || exit 1
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# expect_fail NAME FILE COMMAND...: exit 1, FILE named on stderr.
expect_fail() {
  local name=$1 file=$2
  shift 2
  "$@" >/dev/null 2>err.txt
  local rc=$?
  [ "$rc" -eq 1 ] || fail "$name: exit $rc, expected 1 ($(head -c 300 err.txt))"
  grep -qF "$file" err.txt || fail "$name: the message does not name $file: $(head -c 300 err.txt)"
}

for out in /dev/full /etc/passwd/x /proc/x.csv; do
  expect_fail "values -o $out" "$out" "$S" values kayles -n 100 -o "$out"
  expect_fail "run --csv $out" "$out" "$S" run kayles --csv "$out"
  expect_fail "run --checkpoint $out" "$out" "$S" run 0.1777 -n 2^20 --checkpoint "$out"
  expect_fail "census -o $out" "$out" "$S" census --digits 1 -o "$out"
  expect_fail "census --journal $out" "$out" "$S" census --digits 1 -o c.csv --journal "$out"
  printf 'game,limit\nkayles,1000\n' > jobs.csv
  expect_fail "batch -o $out" "$out" "$S" batch jobs.csv -o "$out"
done
[ -e c.csv ] && fail "census wrote its output although its journal could not be written"

# A tiny tmpfs: the checkpoint of 2^20 values (1 MiB) does not fit in 512 KiB; the previous one, written
# while it fitted, stays whole. Mounting may be refused (no privilege): that part is then skipped.
mkdir -p tiny
if mount -t tmpfs -o size=512k tmpfs tiny 2>/dev/null; then
  "$S" run 0.1777 -n 2^16 --checkpoint tiny/r.ckpt -q >/dev/null || fail "tmpfs: a small checkpoint did not fit"
  cp tiny/r.ckpt small.ckpt
  expect_fail "tmpfs checkpoint" "tiny/r.ckpt" "$S" run 0.1777 -n 2^20 --checkpoint tiny/r.ckpt -q
  cmp tiny/r.ckpt small.ckpt || fail "tmpfs: the previous checkpoint was changed by the failed save"
  ls tiny | grep -q '\.tmp\.' && fail "tmpfs: a temporary file was left: $(ls tiny)"
  expect_fail "tmpfs bfile" "tiny/b.txt" "$S" values 0.1777 -n 2^17 -o tiny/b.txt
  [ -e tiny/b.txt ] && fail "tmpfs: a partial output file was left"
  # A journal on a full filesystem: the 2-digit census's journal outgrows 512 KiB, the append that does not
  # fit fails and is cut back; the journal, moved to a roomy place, resumes without dropping a torn record.
  rm -f tiny/r.ckpt
  expect_fail "tmpfs journal" "tiny/j" "$S" census --digits 2 -o c2.csv --journal tiny/j -q
  [ -e c2.csv ] && fail "tmpfs journal: census wrote its output after a failed append"
  if [ -s tiny/j ]; then
    cp tiny/j j.copy
    "$S" census --digits 2 -o c2.csv --journal j.copy 2>err.txt >/dev/null || fail "tmpfs journal: no resume ($(head -c 300 err.txt))"
    grep -q "dropped" err.txt && fail "tmpfs journal: a torn record was left by the failed append"
    grep -q "classes already finished" err.txt || fail "tmpfs journal: the classes recorded before the full disk were lost"
  else
    fail "tmpfs journal: nothing recorded before the disk was full"
  fi
  umount tiny
else
  echo "SKIP: tmpfs part (mount refused)"
fi

# The previous checkpoint survives a failed save to an unwritable place: a checkpoint whose folder is
# gone cannot be replaced, and one in a good place is kept whole when the run fails afterwards.
"$S" run 0.1777 -n 2^16 --checkpoint good.ckpt -q >/dev/null
cp good.ckpt good.copy
expect_fail "run --csv /dev/full after checkpoint" "/dev/full" "$S" run 0.1777 -n 2^17 --checkpoint good.ckpt --csv /dev/full -q
"$S" run 0.1777 -n 2^17 --checkpoint good.ckpt -q >/dev/null 2>err.txt || fail "checkpoint unreadable after a failed output ($(cat err.txt))"

if [ "$fails" -ne 0 ]; then echo "$fails failures"; exit 1; fi
echo "disk faults passed"
cd / && rm -rf "$W"
