# @brief sgperiod.census: every code in exactly one class, classes checked by hand derivations, a journal resumed, the pandas table without needing pandas.
import sys
import types

import pytest

import sgperiod


@pytest.fixture(scope="module")
def census1():
    return sgperiod.census(1)


def class_of(classes, code):
    found = [c for c in classes if any(m.code == code for m in c.members)]
    assert len(found) == 1, code
    return found[0]


def test_every_code_once(census1):
    codes = [m.code for c in census1 for m in c.members]
    expected = [f"{d0}.{d1}" for d0 in (0, 4) for d1 in range(8)]  # 2 * 8^1 codes 0.0..0.7, 4.0..4.7
    assert sorted(codes) == sorted(expected)
    assert [c.index for c in census1] == list(range(1, len(census1) + 1))
    assert all(c.size == len(c.members) >= 1 for c in census1)


def test_take_one_games_by_hand(census1):
    # 0.3 (take one token, leaving 0 or 1 heap) is G(n) = n mod 2.
    c3 = class_of(census1, "0.3")
    assert (c3.status, c3.period, c3.preperiod, c3.saltus) == ("proven", 2, 0, 0)
    # So is 0.7, where the rest may also be split in two: from an even n the options leave n - 1 tokens,
    # one odd heap or an odd and an even one, all of value 1, so G(n) = 0; from an odd n they leave an even
    # total, one even heap or two heaps of equal parity, all of value 0, so G(n) = 1. Both proven: one class.
    assert c3 is class_of(census1, "0.7")
    # 4.0 only splits a heap in two: an odd heap into an odd and an even one (value 1), so G = 0; an even
    # one into two of equal parity (value 0), so G = 1 (n >= 2). That is G_0.3(n - 1): a shift by one.
    m = next(m for m in c3.members if m.code == "4.0")
    assert m.offset == 1
    # 0.1 (take a whole heap of exactly 1): G(1) = 1 and 0 elsewhere: period 1 from 2, last exception 1.
    c1 = class_of(census1, "0.1")
    assert (c1.status, c1.period, c1.preperiod, c1.last_exception) == ("proven", 1, 2, 1)
    # 0.0 has no moves at all: G = 0, period 1 from 0.
    c0 = class_of(census1, "0.0")
    assert (c0.period, c0.preperiod, c0.last_exception) == (1, 0, -1)


def test_census_matches_run(census1):
    for c in census1:
        if c.status == "proven" and c.representative != "0.0":
            r = sgperiod.run(c.representative)
            assert (r.status, r.period, r.preperiod) == ("proven", c.period, c.preperiod), c.representative


def test_progress_counts_codes():
    seen = []
    sgperiod.census(1, progress=lambda d, t: seen.append((d, t)), threads=1)
    assert seen[-1] == (16, 16)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_journal_resumed_gives_the_classes_of_a_census_without_one(tmp_path, census1):
    path = str(tmp_path / "census.journal")
    assert sgperiod.census(1, journal=path) == census1
    lines = open(path).read().splitlines()
    # A header naming the parameters, then one checksummed record per run, each of at least one code.
    assert lines[0].startswith("sgperiod-census-journal 1 digits=1 hex=0 ")
    records = lines[1:]
    assert 0 < len(records) <= 16 and all(r.startswith("class ") for r in records)
    # Resumed from the whole journal: nothing runs, the same classes.
    seen = []
    assert sgperiod.census(1, journal=path, progress=lambda d, t: seen.append((d, t))) == census1
    assert seen == [(16, 16)]
    # Killed while writing the third record: two whole records and half a line; the census makes the
    # other runs, and the journal is whole again.
    with open(path, "w") as f:
        f.write("\n".join(lines[:3]) + "\n" + lines[3][: len(lines[3]) // 2])
    assert sgperiod.census(1, journal=path) == census1
    assert sorted(open(path).read().splitlines()[1:]) == sorted(records)


def test_journal_of_other_parameters_is_refused(tmp_path):
    path = str(tmp_path / "census.journal")
    sgperiod.census(1, budget=128, journal=path)
    with pytest.raises(ValueError, match="belongs to other census parameters"):
        sgperiod.census(1, budget=256, journal=path)
    with open(path, "a") as f:
        f.write("class 0.1 damaged *0000000000000000\n" + "class 0.2 damaged *0000000000000000\n")
    with pytest.raises(RuntimeError, match="line .* is damaged"):
        sgperiod.census(1, budget=128, journal=path)


def test_frame_with_a_stand_in_pandas(monkeypatch, census1):
    # pandas is optional: to_frame passes records with the CSV's columns to pandas.DataFrame.
    made = {}

    class DataFrame:
        @classmethod
        def from_records(cls, records, columns):
            made["records"], made["columns"] = records, columns
            return cls()

    monkeypatch.setitem(sys.modules, "pandas", types.SimpleNamespace(DataFrame=DataFrame))
    frame = sgperiod.to_frame(census1)
    assert isinstance(frame, DataFrame)
    assert made["columns"][:5] == ["class", "representative", "size", "members", "status"]
    assert len(made["records"]) == len(census1)
    row = next(r for r in made["records"] if "0.3" in r["members"].split())
    assert row["period"] == 2 and set(row) == set(made["columns"])


def test_frame_without_pandas(monkeypatch, census1):
    monkeypatch.setitem(sys.modules, "pandas", None)  # import pandas then fails
    with pytest.raises(ImportError, match="needs pandas"):
        sgperiod.to_frame(census1)


def test_real_pandas_when_installed(census1):
    pandas = pytest.importorskip("pandas")
    frame = sgperiod.census(1, frame=True)
    assert isinstance(frame, pandas.DataFrame) and len(frame) == len(census1)
