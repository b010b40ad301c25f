# @brief sgperiod.Game: rules from a Python move generator, checked against the built-in codes and a brute-force mex written here.
import pytest

import sgperiod


def kayles_moves(n):
    # Knock down one pin or two adjacent pins of a row of n: what is left is a row on each side.
    return [(a, n - k - a) for k in (1, 2) for a in range(n - k + 1)]


def brute_force(moves, count):
    """G(0..count-1) by the definition: the mex of the nim-sums of the heaps each move leaves."""
    g = []
    for n in range(count):
        options = set()
        for move in moves(n):
            heaps = (move,) if isinstance(move, int) else move
            x = 0
            for h in heaps:
                x ^= g[h]
            options.add(x)
        m = 0
        while m in options:
            m += 1
        g.append(m)
    return g


def test_kayles_as_a_move_generator_equals_the_code():
    game = sgperiod.Game(kayles_moves, name="kayles-by-hand")
    assert game.name == "kayles-by-hand"
    assert sgperiod.values(game, 200).tolist() == sgperiod.values("0.77", 200).tolist()
    assert sgperiod.values(game, 12).tolist() == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]  # OEIS A002186


def test_crosses_and_crosses_against_brute_force():
    # An X at square i of a strip of n leaves strips of max(0, i - 3) and max(0, n - i - 2) (POJ 3537).
    def moves(n):
        return [(max(0, i - 3), max(0, n - i - 2)) for i in range(1, n + 1)]
    game = sgperiod.Game(moves, "crosses-and-crosses")
    assert sgperiod.values(game, 150).tolist() == brute_force(moves, 150)


def test_single_heaps_and_empty_moves():
    # Moves written as ints (one heap) and () (nothing left): "take 1 or 2, or clear a heap of 5".
    def moves(n):
        out = [n - k for k in (1, 2) if n >= k]
        if n == 5:
            out.append(())
        return out
    assert sgperiod.values(sgperiod.Game(moves, "mixed"), 40).tolist() == brute_force(moves, 40)
    assert sgperiod.Game(moves, "mixed").moves(5) == [(4,), (3,), ()]


def test_run_of_a_custom_game_is_never_proven():
    r = sgperiod.run(sgperiod.Game(kayles_moves, "k"), 300)
    assert r.status in ("open", "observed") and r.theorem is None and r.canonical == "k"


def test_bad_moves_are_refused():
    with pytest.raises(ValueError, match="a move from heap 3 leaves heap 3, not smaller, so the game would not end"):
        sgperiod.values(sgperiod.Game(lambda n: [(n,)] if n == 3 else [], "loop"), 10)
    with pytest.raises(ValueError, match="leaves heap -1, a negative size"):
        sgperiod.values(sgperiod.Game(lambda n: [(-1,)] if n else [], "neg"), 10)
    with pytest.raises(TypeError, match="not a heap size"):
        sgperiod.values(sgperiod.Game(lambda n: [("a",)] if n else [], "str"), 10)


def test_exceptions_of_the_generator_pass_through():
    def moves(n):
        if n == 7:
            raise LookupError("no rule for 7")
        return [n - 1] if n else []
    with pytest.raises(LookupError, match="no rule for 7"):
        sgperiod.values(sgperiod.Game(moves, "broken"), 10)
    assert sgperiod.values(sgperiod.Game(lambda n: [n - 1] if n else [], "ok"), 4).tolist() == [0, 1, 0, 1]
