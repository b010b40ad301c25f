# @brief Bad input: ValueError with the command line's message (compared with the CLI binary), TypeError for wrong types.
import os
import re
import subprocess

import pytest

import sgperiod

CLI = os.environ.get("SGPERIOD_CLI")


def cli_message(*args):
    """The first line the CLI writes on stderr for a usage error, without its 'sgperiod: ' prefix."""
    p = subprocess.run([CLI, *args], capture_output=True, text=True)
    assert p.returncode == 2, p.stderr
    first = p.stderr.splitlines()[0]
    assert first.startswith("sgperiod: ")
    return first[len("sgperiod: "):]


@pytest.mark.parametrize("game", ["0.8x", "S()", "kayle", "1.7", "", "0.7 7"])
def test_bad_game_message_is_the_clis(game):
    with pytest.raises(ValueError) as e:
        sgperiod.values(game, 10)
    if CLI:
        assert str(e.value) == cli_message("values", game, "-n", "10")
    for f in (lambda: sgperiod.run(game), lambda: sgperiod.verify(game, 0, 1), lambda: sgperiod.canonical(game)):
        with pytest.raises(ValueError, match="^" + re.escape(str(e.value)) + "$"):
            f()


def test_bad_digit_text():
    # The text written in octal/game.cpp, should the CLI not be at hand.
    with pytest.raises(ValueError, match=r"^bad digit 'x' in code '0\.8x' \(digits are 0-7"):
        sgperiod.values("0.8x", 10)


def test_bad_method_message_is_the_clis():
    with pytest.raises(ValueError) as e:
        sgperiod.values("kayles", 10, method="fast")
    assert str(e.value) == "unknown method 'fast' (naive, sparse or auto)"
    if CLI:
        assert str(e.value) == cli_message("values", "kayles", "-n", "10", "--method", "fast")
    with pytest.raises(ValueError, match="^the sparse kernel does not handle rows "):
        sgperiod.values(sgperiod.Game(lambda n: [n - 1] if n else [], "rows"), 10, method="sparse")


@pytest.mark.parametrize("call, text", [
    (lambda: sgperiod.values("kayles", 0), "n must be at least 1"),
    (lambda: sgperiod.values("kayles", -5), "n -5 is negative"),
    (lambda: sgperiod.run("kayles", 0), "limit must be at least 1"),
    (lambda: sgperiod.verify("kayles", 0, 0), "period must be at least 1"),
    (lambda: sgperiod.verify("kayles", -1, 12), "preperiod -1 is negative"),
    (lambda: sgperiod.verify("kayles", 71, 12, saltus=-1), "saltus -1 is negative"),
    (lambda: sgperiod.values("kayles", 10, threads=-1), "threads -1 is out of range"),
    (lambda: sgperiod.census(5), "digits 5 is not in the range 1 to 4"),
    (lambda: sgperiod.census(0), "digits 0 is not in the range 1 to 4"),
    (lambda: sgperiod.census(3, hex=True), "hex takes digits 1 or 2"),
    (lambda: sgperiod.census(1, budget=10), "budget must be at least 64"),
    (lambda: sgperiod.census(1, budget=0), "budget must be at least 64"),
    (lambda: sgperiod.values("kayles", 10**15), "n of 1000000000000000 values needs at least"),
])
def test_bad_numbers(call, text):
    with pytest.raises(ValueError, match="^" + re.escape(text)):
        call()


def test_wrong_types():
    with pytest.raises(TypeError, match="game must be a str"):
        sgperiod.values(77, 10)
    with pytest.raises(TypeError, match="n must be an int"):
        sgperiod.values("kayles", 10.0)
    with pytest.raises(TypeError, match="progress must be a callable"):
        sgperiod.values("kayles", 10, progress=5)
    with pytest.raises(TypeError):
        sgperiod.Game(5)


# Input that is no plain text. The library quotes input in its messages (octal/game.cpp,
# sys/quote.cpp); these are the texts written there.
DIGITS_HINT = " (digits are 0-7, or 0-9 and a-f for hexadecimal codes)"


def test_nul_byte_in_a_game_is_refused_naming_it():
    # Row 12: the message stopped at the NUL ("unknown game 'kayles").
    expected = ("game 'kayles\\x00x' contains a NUL byte at position 7"
                " (a game is text: a code such as 0.77 or a name such as kayles)")
    for f in (lambda: sgperiod.values("kayles\x00x", 5), lambda: sgperiod.run("kayles\x00x"),
              lambda: sgperiod.verify("kayles\x00x", 71, 12), lambda: sgperiod.canonical("kayles\x00x")):
        with pytest.raises(ValueError) as e:
            f()
        assert str(e.value) == expected
    with pytest.raises(ValueError, match="contains a NUL byte at position 7"):
        sgperiod.values("kayles\x00", 5)  # a NUL at the end is no less refused


def test_zero_width_space_is_named_by_its_code_point():
    # Row 10: the message held "bad digit '\xe2'", half of the character.
    with pytest.raises(ValueError) as e:
        sgperiod.values("0.\u200b77", 5)
    assert str(e.value) == "bad character U+200B in code '0.\u200b77'" + DIGITS_HINT
    if CLI:
        assert str(e.value) == cli_message("values", "0.\u200b77", "-n", "5")


def test_long_and_control_input_is_quoted_cut_short():
    # Row 11: a 10 MB game came back whole in the message; control characters came back raw.
    with pytest.raises(ValueError) as e:
        sgperiod.values("x" + "7" * (10 * 1024 * 1024), 5)
    assert str(e.value) == ("unknown game 'x" + "7" * 63 + "... (10485761 bytes)' (not a name, a code like 0.77,"
                            " S(...) or S-(...); see 'sgperiod --help')")
    with pytest.raises(ValueError) as e:
        sgperiod.values("0.7\x1b[2J", 5)
    assert str(e.value) == "bad digit '\\x1b' in code '0.7\\x1b[2J'" + DIGITS_HINT
    with pytest.raises(ValueError) as e:
        sgperiod.values("kayles", 5, method="x\x00" * 100)
    assert str(e.value) == "unknown method '" + "x\\x00" * 32 + "... (200 bytes)' (naive, sparse or auto)"


def test_nul_byte_in_a_journal_path_is_refused(tmp_path):
    # The system reads a path up to its NUL: the census would have written another file than the one named.
    path = str(tmp_path / "j.journal") + "\x00.txt"
    with pytest.raises(ValueError, match=r"^journal path '.*j\.journal\\x00\.txt' contains a NUL byte$"):
        sgperiod.census(1, journal=path)
    assert list(tmp_path.iterdir()) == []
