# @brief sgperiod.run and sgperiod.verify: the published periods proven, true claims proven, false ones refuted with their counterexample.
import numpy as np
import pytest

import sgperiod


def test_run_kayles_proven():
    # Guy and Smith 1956: period 12, last exception 70 (so preperiod 71).
    r = sgperiod.run("kayles")
    assert r.status == "proven"
    assert (r.period, r.preperiod, r.last_exception, r.saltus) == (12, 71, 70, 0)
    assert r.canonical == "0.77" and r.game == "kayles"
    assert r.theorem == "Guy-Smith"
    assert r.checked.start == 71 and r.checked.stop <= r.n_computed
    assert r.candidate is None and r.values is None


def test_run_dawson_chess_proven():
    r = sgperiod.run("dawson-chess")
    assert (r.status, r.period, r.last_exception) == ("proven", 34, 51)


def test_run_nim_arithmetic_period():
    # Nim: G(n) = n, so G(n + 1) = G(n) + 1 from 0: period 1, saltus 1.
    r = sgperiod.run("nim")
    assert (r.status, r.period, r.preperiod, r.saltus) == ("proven", 1, 0, 1)


def test_run_values_on_request():
    r = sgperiod.run("kayles", values=True)
    assert isinstance(r.values, np.ndarray) and r.values.dtype == np.uint8
    assert len(r.values) == r.n_computed
    assert r.values[:12].tolist() == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]  # OEIS A002186
    assert np.array_equal(r.values, sgperiod.values("kayles", r.n_computed))


def test_run_limit_and_open_status():
    # Grundy's game has no periodicity theorem here: never proven.
    r = sgperiod.run("grundy", 5000)
    assert r.status in ("open", "observed") and r.theorem is None
    assert r.n_computed == 5000 and r.limit == 5000
    # Kayles cannot be proven from 100 values: the proof needs G(0..155).
    r = sgperiod.run("kayles", 100)
    assert r.status == "open" and r.period is None and r.last_exception is None and r.n_computed == 100


def test_verify_true_claims():
    v = sgperiod.verify("kayles", 71, 12)
    assert v and v.verdict == "proven" and v.theorem == "Guy-Smith"
    assert v.counterexample is None
    # A multiple of the period from a later start is a true claim too.
    assert sgperiod.verify("kayles", 100, 24)
    assert sgperiod.verify("S(1,3,4)", 0, 7)
    assert sgperiod.verify("nim", 0, 1, saltus=1)


def test_verify_false_claims():
    # The last exception is 70: from 70 on the claim fails at n = 70 itself.
    v = sgperiod.verify("kayles", 70, 12)
    assert not v and v.verdict == "refuted" and v.counterexample == 70
    g = sgperiod.values("kayles", 100)
    assert (v.value_n, v.value_n_plus_period) == (g[70], g[82]) and v.value_n != v.value_n_plus_period
    assert "G(82)" in v.message
    # Kayles does not have period 6 (G(6) = 3 but G(12) = 4 in A002186).
    assert sgperiod.verify("kayles", 0, 6).verdict == "refuted"


def test_verify_undecided_within_limit():
    # 0.16's period 149459 from 105351 (Gangolli and Plambeck 1989): Guy-Smith needs n < 2 n0 + p + k = 360163.
    v = sgperiod.verify("0.16", 105351, 149459, limit=200000)
    assert v.verdict == "undecided" and not v and v.values_needed == 509622
    # Its first comparison, G(105351 + 149459), is past the limit: nothing is computed for nothing.
    assert v.values_computed == 0 and "lies beyond it" in v.message
    v = sgperiod.verify("0.16", 105351, 149459, limit=300000)
    assert v.verdict == "undecided" and v.values_computed == 300000


@pytest.mark.parametrize("game, preperiod, period", [
    # The proof windows wrapped modulo 2^64 and "proved" these from 2 to 4 values.
    # Kayles has period 12 from 71 (Winning Ways) and 2**63 % 12 == 8; S(1,3,4) has period 7.
    ("kayles", 1, 2 ** 63),
    ("S(1,3,4)", 18446744073709551610, 5),
    ("kayles", 9223372036854775798, 20),
])
def test_verify_claims_near_2_64_are_not_proven(game, preperiod, period):
    v = sgperiod.verify(game, preperiod, period)
    assert v.verdict == "undecided" and not v
    assert "2^64" in v.message
    assert v.values_needed == 2 ** 64 - 1  # saturated: 2^64 - 1 or more, never negative
    # A window that fits but passes 2^63 is still a positive count: 2 * 2^62 + 12 + 2 + 12.
    assert sgperiod.verify("kayles", 2 ** 62, 12).values_needed == 2 ** 63 + 26


def test_verify_saltus_claim_near_2_64_does_not_crash():
    # The arithmetic-periodicity proof wrote outside its tables and killed the interpreter.
    v = sgperiod.verify("0.8", 18446744073709547520, 4100, saltus=2 ** 62)
    assert v.verdict == "undecided"
    # A saltus past 2**63 - 1 is refused, like 2**70 already was.
    for saltus in (2 ** 63, 10 ** 19, 2 ** 70):
        with pytest.raises(ValueError, match=r"^saltus \d+ is too large$"):
            sgperiod.verify("nim", 0, 1, saltus=saltus)
    assert sgperiod.verify("nim", 0, 1, saltus=2 ** 63 - 1).verdict == "refuted"
