# @brief sgperiod.values against published nim-sequences (OEIS), and the NumPy arrays it returns (dtype, no copy).
import numpy as np
import pytest

import sgperiod

# OEIS A002186, Kayles 0.77 (Guy and Smith 1956; Winning Ways, ch. 4).
KAYLES = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
# OEIS A002187, Dawson's chess 0.137.
DAWSON_CHESS = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4,
                0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2]
# OEIS A002188, Grundy's game.
GRUNDY = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2,
          4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0]


@pytest.mark.parametrize("game", ["kayles", "0.77", " 0.77 "])
def test_kayles_published_values(game):
    assert sgperiod.values(game, 12).tolist() == KAYLES


def test_kayles_period_12_after_last_exception_70():
    # Guy and Smith: G(n + 12) = G(n) for every n > 70, and G(70) != G(82).
    g = sgperiod.values("kayles", 1000)
    assert all(g[n + 12] == g[n] for n in range(71, 1000 - 12))
    assert g[70] != g[82]


@pytest.mark.parametrize("game", ["dawson-chess", "0.137"])
def test_dawson_chess_published_values(game):
    assert sgperiod.values(game, len(DAWSON_CHESS)).tolist() == DAWSON_CHESS


def test_dawson_chess_period_34_after_last_exception_51():
    g = sgperiod.values("dawson-chess", 2000)
    assert all(g[n + 34] == g[n] for n in range(52, 2000 - 34))
    assert g[51] != g[85]


def test_grundys_game_published_values():
    assert sgperiod.values("grundy", len(GRUNDY)).tolist() == GRUNDY


def test_subtraction_game_by_hand():
    # S(1,3,4): the P-positions are n = 0, 2 mod 7, and the values repeat 0,1,0,1,2,3,2 (mex by hand).
    assert sgperiod.values("S(1,3,4)", 14).tolist() == [0, 1, 0, 1, 2, 3, 2] * 2


def test_narrowest_dtype():
    assert sgperiod.values("kayles", 100).dtype == np.uint8
    # Nim: G(n) = n, so 300 values need 16 bits and 65537 values 32.
    nim = sgperiod.values("nim", 300)
    assert nim.dtype == np.uint16 and nim.tolist() == list(range(300))
    nim = sgperiod.values("nim", 65537)
    assert nim.dtype == np.uint32 and np.array_equal(nim, np.arange(65537))


def test_array_is_a_view_of_the_engines_storage():
    a = sgperiod.values("0.16", 100000)
    assert a.ndim == 1 and a.shape == (100000,) and a.flags.c_contiguous
    assert not a.flags.owndata and a.base is not None  # held by the engine's sequence, not copied
    assert a.flags.writeable
    b = a[10:20]
    del a
    assert len(b.tolist()) == 10  # a view keeps the storage alive


def test_kernels_and_thread_counts_agree():
    # The sparse kernel and the naive mex are independent implementations of the same values.
    sparse = sgperiod.values("0.16", 20000, method="sparse")
    naive = sgperiod.values("0.16", 20000, method="naive")
    assert np.array_equal(sparse, naive)
    assert np.array_equal(sgperiod.values("0.16", 20000, threads=1), sgperiod.values("0.16", 20000, threads=2))


def test_canonical_and_named_games():
    assert sgperiod.canonical("kayles") == "0.77"
    assert sgperiod.canonical("S(4, 1, 3)") == "S(1,3,4)"
    names = {name: code for name, code, _ in sgperiod.named_games()}
    assert names["dawson-chess"] == "0.137"
