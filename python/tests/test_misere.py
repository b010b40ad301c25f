# @brief sgperiod.misere: misère quotients through the library, against Bouton's misère Nim and Plambeck's 0.75.
import itertools
import re

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


def test_misere_stopped_quotient_answers_its_frontier_as_bouton_says():
    # Misère Nim (0.3333333, heaps up to 7) with a small max_order stops inside a heap; the sums with that
    # heap its frontier holds are answered, and must follow Bouton as every other sum does.
    checked = 0
    for cap in (2, 4, 8, 16):
        q = sgperiod.misere("0.3333333", heaps=8, max_order=cap)
        f = q.frontier
        if q.status != "stopped" or f is None:
            continue
        most = 3 if f.copies is None else min(f.copies, 3)
        for k in range(1, most + 1):
            for rest in itertools.combinations_with_replacement(range(1, f.heap), 2):
                heaps = [f.heap] * k + list(rest)
                x = 0
                for h in heaps:
                    x ^= h
                bouton = (x == 0) if max(heaps) > 1 else len(heaps) % 2 == 1
                assert q.is_p(heaps) == bouton, (cap, heaps)
                checked += 1
        if f.copies is not None:
            with pytest.raises(ValueError, match=f"at most {f.copies} heaps? of {f.heap} are answered"):
                q.is_p([f.heap] * (f.copies + 1))
    assert checked > 0


def _misere_p_074(heaps, memo={}):
    # 0.74 from the definition: take 1 (the whole heap, or leave one or two heaps) or take 2 and leave
    # two heaps; a position is a misère P-position iff it has a move and every move leads to an N-position.
    s = tuple(sorted(h for h in heaps if h))
    if s not in memo:
        nexts = set()
        for i, h in enumerate(s):
            rest = s[:i] + s[i + 1:]
            for left, whole in ((h - 1, True), (h - 2, False)):
                if whole and left >= 0:
                    nexts.add(rest + ((left,) if left else ()))
                for a in range(1, left // 2 + 1):
                    nexts.add(rest + (a, left - a))
        memo[s] = bool(nexts) and all(not _misere_p_074(t) for t in nexts)
    return memo[s]


def test_misere_rejected_candidate_answers_fewer_heaps_than_its_failure():
    # At max_order 128, 0.74 stops inside a heap whose last candidate failed on a sum with more copies of
    # it; the sums with fewer are answered, and must agree with the definition.
    q = sgperiod.misere("0.74", heaps=60, max_order=128)
    f = q.frontier
    assert q.status == "stopped" and f is not None and f.copies is not None and f.heap == q.heaps
    for k in range(1, min(f.copies, 2) + 1):
        for extra in range(0, 9):
            heaps = [f.heap] * k + [extra]
            assert q.is_p(heaps) == _misere_p_074(heaps), heaps
    with pytest.raises(ValueError, match=f"at most {f.copies} heaps? of {f.heap} are answered"):
        q.is_p([f.heap] * (f.copies + 1))


def _bouton(heaps):
    x = 0
    for h in heaps:
        x ^= h
    return (x == 0) if any(h > 1 for h in heaps) else len([h for h in heaps if h]) % 2 == 1


def test_misere_outcome_gives_a_winning_move_bouton_accepts():
    # Every N answer of misère Nim (heaps up to 7) must name a legal Nim move (one heap made smaller: the code
    # 0.3333333 takes a whole heap or leaves one heap) to a sum Bouton calls P; the empty sum has no move.
    q = sgperiod.misere("0.3333333", heaps=8)
    assert q.outcome([]) == sgperiod.MisereAnswer(p=False, terminal=True, heap_index=None, leaves=[])
    for k in range(1, 4):
        for heaps in itertools.combinations_with_replacement(range(0, 8), k):
            a = q.outcome(heaps)
            assert a.p == _bouton(heaps) and a.terminal == (not any(heaps)), heaps
            if a.p or a.terminal:
                assert a.heap_index is None
                continue
            assert len(a.leaves) <= 1 and sum(a.leaves) < heaps[a.heap_index] and 0 not in a.leaves, (heaps, a)
            after = list(heaps[:a.heap_index]) + list(a.leaves) + list(heaps[a.heap_index + 1:])
            assert _bouton(after), (heaps, a)


def test_misere_frontier_moves_and_tables_agree_with_the_definition():
    # 0.74 at max_order 128 stops inside a heap. Winning moves from the sums its frontier answers lead to
    # P-positions of the definition, and the frontier's exposed table, map and P-portion give the same outcomes.
    q = sgperiod.misere("0.74", heaps=60, max_order=128)
    f = q.frontier
    assert f.table.dtype.name == "uint32" and len(f.table) == f.order * f.order and not f.table.flags.writeable
    for extra in range(0, 12):
        heaps = [f.heap, extra]
        a = q.outcome(heaps)
        assert a.p == _misere_p_074(heaps), heaps
        x = 0
        for h in heaps:
            x = int(f.table[x * f.order + f.map[h]])
        assert f.p_portion[x] == a.p, heaps
        if not a.p:
            after = heaps[:a.heap_index] + a.leaves + heaps[a.heap_index + 1:]
            assert _misere_p_074(after), (heaps, a)


def test_misere_answers_refuse_bad_heaps_by_name():
    q = sgperiod.misere("0.75")
    with pytest.raises(ValueError, match="heap -1 is negative"):
        q.is_p([3, -1])
    with pytest.raises(ValueError, match="heap -2 is negative"):
        q.element(-2)
    with pytest.raises(TypeError):
        q.outcome([1.5])


def test_misere_quotient_pickles_and_still_answers():
    # A stopped quotient with a frontier (misère Nim at max_order 8) and a proven one (0.75) pickled and read back
    # answer every sum as before, frontier included.
    import pickle
    for q in (sgperiod.misere("0.3333333", heaps=8, max_order=8), sgperiod.misere("0.75")):
        assert q.status == "proven" or q.frontier is not None
        r = pickle.loads(pickle.dumps(q))
        assert r == q
        if q.frontier is not None:  # read back as a view of the report's table, not a second copy
            assert r.frontier.table.base is not None and not r.frontier.table.flags.writeable
        for heaps in itertools.combinations_with_replacement(range(0, q.heaps + 1), 3):
            try:
                want = q.outcome(heaps)
            except ValueError as e:
                with pytest.raises(ValueError, match=re.escape(str(e))):
                    r.outcome(heaps)
                continue
            assert r.outcome(heaps) == want, heaps


def test_misere_quotient_refuses_a_state_it_did_not_write():
    # An edited pickle state (a table cut short, a map entry past the order) is refused, not read out of bounds.
    q = sgperiod.misere("0.75")
    state = list(q._report.__getstate__())
    for i, bad in ((6, state[6][:-4]), (5, state[5][:-1] + [q.order])):
        broken = list(state)
        broken[i] = bad
        r = sgperiod._sgperiod._MisereReport.__new__(sgperiod._sgperiod._MisereReport)
        with pytest.raises(ValueError, match="not the state of a pickled misère quotient"):
            r.__setstate__(tuple(broken))
