# @brief sgperiod.run with a checkpoint (resumed, kept on interruption, never shortened), kept states and statistics, against a brute-force Kayles.
import os

import pytest

import sgperiod


def kayles(n):
    """G(0..n-1) of Kayles (0.77) from the definition: remove one or two adjacent pins, maybe splitting the row."""
    g = []
    for m in range(n):
        seen = set()
        for take in (1, 2):
            for left in range(0, m - take + 1):
                seen.add(g[left] ^ g[m - take - left])
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


def test_a_run_resumes_from_its_checkpoint_and_proves_what_a_fresh_run_proves(tmp_path):
    ck = tmp_path / "kayles.ckpt"
    lines = []
    first = sgperiod.run("kayles", 80, checkpoint=ck, notice=lines.append, values=True)
    assert os.path.getsize(ck) > 0
    assert first.n_computed == 80 and list(first.values) == kayles(80)
    second = sgperiod.run("kayles", checkpoint=ck, notice=lines.append, values=True)
    assert any(line == "resuming 0.77 from %s: 80 values" % ck for line in lines)
    # Winning Ways, ch. 4: Kayles has period 12 from heap 71 on (last exception 70).
    assert (second.status, second.period, second.preperiod) == ("proven", 12, 71)
    assert list(second.values) == kayles(second.n_computed)


def test_a_checkpoint_is_never_shortened(tmp_path):
    ck = tmp_path / "c.ckpt"
    sgperiod.run("0.007", 3000, checkpoint=ck)
    size = os.path.getsize(ck)
    lines = []
    r = sgperiod.run("0.007", 1000, checkpoint=ck, notice=lines.append)
    assert r.n_computed == 1000 and os.path.getsize(ck) == size
    assert any("keeps its 3000 values" in line for line in lines)


def test_an_interrupted_run_saves_its_checkpoint_first(tmp_path):
    ck = tmp_path / "i.ckpt"
    calls = []

    def stop_after_a_block(done, total):
        calls.append(done)
        if done >= 4096:
            raise RuntimeError("stop here")

    with pytest.raises(RuntimeError, match="stop here"):
        sgperiod.run("0.007", 40000, checkpoint=ck, progress=stop_after_a_block)
    assert os.path.exists(ck)
    lines = []
    sgperiod.run("0.007", 4096, checkpoint=ck, notice=lines.append)
    held = [line for line in lines if line.startswith("resuming")]
    assert held and int(held[0].split(": ")[1].split()[0]) >= 4096


def test_kept_states_and_statistics(tmp_path):
    ck = tmp_path / "k.ckpt"
    r = sgperiod.run("kayles", 60, checkpoint=ck, keep_states=16, statistics=True)
    assert r.n_computed == 60
    g = kayles(60)
    rows = {row["n"]: row for row in r.statistics}
    assert sorted(rows) == [1, 2, 4, 8, 16, 32, 60]
    for n, row in rows.items():
        assert row["max_value"] == max(g[:n])
        assert sum(row["histogram"]) == n
        assert row["histogram"][g[n - 1]] == g[:n].count(g[n - 1])
    with pytest.raises(ValueError, match="keep_states needs checkpoint"):
        sgperiod.run("kayles", 60, keep_states=16)
