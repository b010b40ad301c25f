#!/bin/bash
# @brief census, batch and verify under mpirun -np 2 and 3: byte for byte the single-process files; bad
# input refused by rank 0; a worker killed with SIGKILL fails the job (never a hang) and the journal resumes.
# Usage: mpi.sh SGPERIOD MPIRUN WORKDIR. Every mpirun runs under `timeout`: a hang is a failure (exit 124).
set -u
S=$1
MPIRUN=$2
W=$3
rm -rf "$W" && mkdir -p "$W" && cd "$W" || exit 1
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
# As root Open MPI wants both variables; --oversubscribe lets 3 ranks share 2 cores.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# No network here but loopback: keep Open MPI's TCP transport on it.
export OMPI_MCA_btl_tcp_if_include=lo OMPI_MCA_oob_tcp_if_include=lo
# Containers often forbid the cross-memory attach of the shared-memory transport; copying is enough here.
export OMPI_MCA_btl_vader_single_copy_mechanism=none
mpi() { local np=$1; shift; timeout 300 "$MPIRUN" --oversubscribe -np "$np" "$S" "$@"; }

# Single-process references, and the same commands on 2 and 3 ranks (1 thread each, so the rank count
# is what changes). The exit status must match too: the batch and the claims hold a bad row (exit 1).
"$S" census --digits 2 -o ref_census.csv --codes ref_codes.csv -q -t 2 || fail "reference census"
printf 'game,limit\n0.1777,2^22\n0.137,2^20\nkayles,2^18\nnosuchgame,100\n"S(1,3,4)",2^16\n0.16,2^20\n4.07,1000\n' > jobs.csv
"$S" batch jobs.csv -o ref_batch.csv -q -t 2 2>/dev/null
[ $? -eq 1 ] || fail "reference batch: expected exit 1 for its bad row"
printf 'game,preperiod,period\nkayles,71,12\n0.16,0,149459\ndawson-kayles,52,34\nkayles,0,12\n0.137,70,12\nnosuch,1,1\n"S(2,3,7)",0,5\n' > claims.csv
"$S" verify claims.csv -o ref_verify.csv -q 2>/dev/null
[ $? -eq 1 ] || fail "reference verify: expected exit 1 (a refuted claim, a broken row)"
for np in 2 3; do
  mpi $np census --digits 2 -o census$np.csv --codes codes$np.csv -t 1 2>census$np.err
  rc=$?
  [ $rc -eq 0 ] || fail "census -np $np: exit $rc ($(head -c 300 census$np.err))"
  cmp -s census$np.csv ref_census.csv || fail "census -np $np: classes differ from the single-process census"
  cmp -s codes$np.csv ref_codes.csv || fail "census -np $np: codes differ from the single-process census"
  mpi $np batch jobs.csv -o batch$np.csv -t 1 2>batch$np.err
  rc=$?
  [ $rc -eq 1 ] || fail "batch -np $np: exit $rc, expected 1 ($(head -c 300 batch$np.err))"
  cmp -s batch$np.csv ref_batch.csv || fail "batch -np $np: results differ from the single-process batch"
  [ "$(grep -c 'nosuchgame' batch$np.err)" -eq 1 ] || fail "batch -np $np: the bad row is not reported exactly once"
  mpi $np verify claims.csv -o verify$np.csv -t 1 2>verify$np.err
  rc=$?
  [ $rc -eq 1 ] || fail "verify -np $np: exit $rc, expected 1 ($(head -c 300 verify$np.err))"
  cmp -s verify$np.csv ref_verify.csv || fail "verify -np $np: verdicts differ from the single-process verify"
  # Per-claim lines come in file order, whatever order the ranks finished in.
  grep -o '^claims.csv:[0-9]*' verify$np.err | cut -d: -f2 | sort -n -c 2>/dev/null ||
    fail "verify -np $np: the per-claim lines are not in file order"
done
# Claims from standard input reach the workers through rank 0.
mpi 2 verify - -o verify_stdin.csv -q < claims.csv 2>/dev/null
cmp -s verify_stdin.csv ref_verify.csv || fail "verify -np 2 from standard input differs"

# Bad input: refused on rank 0, exit non-zero, the reason on stderr, within the timeout.
refused() {
  local name=$1 text=$2
  shift 2
  mpi 2 "$@" >/dev/null 2>refused.err
  local rc=$?
  [ $rc -ne 0 ] && [ $rc -ne 124 ] || fail "$name: exit $rc, expected a refusal"
  grep -qF -- "$text" refused.err || fail "$name: no '$text' on stderr: $(head -c 300 refused.err)"
}
refused "missing JOBS" "cannot read JOBS file" batch missing.csv -o x.csv
printf 'game,period\nkayles,12\n' > noheader.csv
refused "claims without preperiod" "no 'preperiod' column" verify noheader.csv
refused "run under mpirun" "only census, batch and verify spread over MPI" run kayles
refused "bad digits" "--digits" census --digits 9 -o x.csv
[ -e x.csv ] && fail "a refused command wrote x.csv"

# A worker killed with SIGKILL mid-census: mpirun ends the job with a non-zero exit, no hang; the journal
# keeps every finished class; the same command without mpirun resumes and writes the reference files.
mpi 3 census --digits 2 -o killed.csv --codes killed_codes.csv --journal k.journal -t 1 >/dev/null 2>killed.err &
job=$!
victim=""
killed_at=0
for _ in $(seq 600); do
  sleep 0.1
  if [ -z "$victim" ] && [ "$(wc -l 2>/dev/null < k.journal || echo 0)" -ge 6 ]; then
    # The ranks (and mpirun, timeout) carry the command line; rank 2 is told by its environment.
    for p in $(pgrep -f "census --digits 2 -o killed.csv"); do
      tr '\0' '\n' < /proc/$p/environ 2>/dev/null | grep -qx 'OMPI_COMM_WORLD_RANK=2' && victim=$p && break
    done
    [ -n "$victim" ] && kill -9 "$victim" && killed_at=$SECONDS
  fi
  kill -0 $job 2>/dev/null || break
done
wait $job
rc=$?
[ -n "$victim" ] || fail "kill: no rank 2 found to kill (or the census ended first)"
[ $rc -ne 0 ] && [ $rc -ne 124 ] || fail "kill: mpirun exited $rc after a rank was killed, expected a failure without a hang"
[ $((SECONDS - killed_at)) -le 60 ] || fail "kill: mpirun took $((SECONDS - killed_at)) s to end the job"
grep -q "rank 2" killed.err || fail "kill: mpirun's message does not name the killed rank: $(head -c 300 killed.err)"
[ -e killed.csv ] && fail "kill: the failed job wrote its output"
kept=$(($(wc -l < k.journal) - 1))
[ $kept -ge 5 ] || fail "kill: the journal kept $kept classes"
"$S" census --digits 2 -o killed.csv --codes killed_codes.csv --journal k.journal -t 2 2>resume.err ||
  fail "kill: the resume without mpirun failed: $(head -c 300 resume.err)"
grep -q "classes already finished" resume.err || fail "kill: the resume did not take the journal's classes"
cmp -s killed.csv ref_census.csv || fail "kill: classes after the resume differ from the uninterrupted census"
cmp -s killed_codes.csv ref_codes.csv || fail "kill: codes after the resume differ from the uninterrupted census"

if [ "$fails" -ne 0 ]; then echo "$fails failures"; exit 1; fi
echo "mpi tests passed"
cd / && rm -rf "$W"
