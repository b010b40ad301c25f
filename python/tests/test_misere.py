# @brief sgperiod.misere: misère quotients through the library, against Bouton's misère Nim and Plambeck's 0.75.
import itertools

import pytest

import sgperiod


def test_misere_075_is_plambecks_r8():
    # T. E. Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5 (2005) G05:
    # 0.75 has the quotient R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>, P = {a, b^2}.
    q = sgperiod.misere("0.75")
    assert isinstance(q, sgperiod.MisereQuotient)
    assert q.status == "proven"
    assert q.order == 8 and q.p_portion_size == 2
    assert sorted(q.relations) == ["a^2 = 1", "b c = a b", "b^3 = b", "c^2 = b^2"]
    assert [q.elements[x] for x in range(q.order) if q.p_portion[x]] == ["a", "b^2"]
    assert q.element(10 ** 15) in range(q.order)


def test_misere_nim_follows_bouton():
    # Bouton: misère Nim is P when some heap exceeds 1 and the xor is 0, or all heaps are 0/1 and their count
    # is odd. Nim with heaps up to 7 is the code 0.3333333 there.
    q = sgperiod.misere("0.3333333", heaps=8)
    for k in range(1, 4):
        for heaps in itertools.combinations_with_replacement(range(1, 8), k):
            x = 0
            for h in heaps:
                x ^= h
            bouton = (x == 0) if max(heaps) > 1 else len(heaps) % 2 == 1
            assert q.is_p(heaps) == bouton, heaps


def test_misere_refuses_what_it_does_not_cover():
    with pytest.raises(ValueError, match="misère quotients take finite"):
        sgperiod.misere("grundy")
    with pytest.raises(ValueError):
        sgperiod.misere("0.77", heaps=10 ** 6)
    q = sgperiod.misere("0.77", heaps=12)
    assert q.status == "open" and q.heaps == 12
    with pytest.raises(ValueError, match="past the heaps computed"):
        q.element(12)


def test_misere_stop_names_a_bound_on_the_next_order():
    # 0.354's quotient is infinite from heap 5 on (proved in tests/misere/test_infinite.cpp): the
    # construction stops there and bounds |Q_5| from below by more than |Q_4|.
    q = sgperiod.misere("0.354", heaps=8, max_order=64)
    assert q.status == "stopped" and q.heaps == 5
    assert q.next_order_at_least > q.order
    assert f"Q_5 has at least {q.next_order_at_least} elements" in q.stop_reason
    assert sgperiod.misere("0.75").next_order_at_least == 0
