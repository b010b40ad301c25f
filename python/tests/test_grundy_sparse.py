# @brief results/grundy_sparse.py: the sparse values of Grundy's game read from a checkpoint, against a brute force of the definition.
import os
import subprocess
import sys

import sgperiod

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "results", "grundy_sparse.py")


def grundy(n):
    """G(0..n-1) of Grundy's game from the definition: split a heap into two unequal non-empty heaps."""
    g = []
    for m in range(n):
        seen = {g[a] ^ g[m - a] for a in range(1, (m + 1) // 2)}
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


def sparse(v):
    """Flammenkamp's sparse values of Grundy's game: an even number of one bits above the lowest."""
    return bin(v >> 1).count("1") % 2 == 0


def script(path):
    return subprocess.run([sys.executable, SCRIPT, str(path)], capture_output=True, text=True)


def test_the_script_lists_every_sparse_value_of_the_checkpoint(tmp_path):
    ck = tmp_path / "grundy.ckpt"
    sgperiod.run("grundy", 1500, checkpoint=ck)
    r = script(ck)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "n,value"
    g = grundy(1500)
    assert lines[1:] == ["%d,%d" % (n, v) for n, v in enumerate(g) if sparse(v)]
    # Flammenkamp's list begins 0, 1, 2 (value 0), 3 (value 1), ...; the brute force above says the same.
    assert lines[1:5] == ["0,0", "1,0", "2,0", "3,1"]


def test_the_script_refuses_another_game_and_a_file_that_is_no_checkpoint(tmp_path):
    ck = tmp_path / "kayles.ckpt"
    sgperiod.run("0.77", 100, checkpoint=ck)
    r = script(ck)
    assert r.returncode != 0 and "not of Grundy's game" in r.stderr
    bad = tmp_path / "bad.ckpt"
    bad.write_bytes(b"hello")
    r = script(bad)
    assert r.returncode != 0 and "not an sgperiod checkpoint" in r.stderr
