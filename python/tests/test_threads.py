# @brief Long calls: the GIL released (another Python thread runs meanwhile), Ctrl-C raising KeyboardInterrupt mid-call, progress callbacks.
import os
import signal
import threading
import time

import numpy as np
import pytest

import sgperiod


class Counter(threading.Thread):
    """A Python thread that counts as fast as it can: it advances only while it holds the GIL."""

    def __init__(self):
        super().__init__(daemon=True)
        self.count = 0
        self.stop = threading.Event()

    def run(self):
        while not self.stop.is_set():
            self.count += 1


def test_gil_released_during_values():
    counter = Counter()
    counter.start()
    try:
        # What the counter does in 0.1 s while this thread sleeps: the yardstick.
        c = counter.count
        time.sleep(0.1)
        per_tenth = counter.count - c
        before = counter.count
        t0 = time.monotonic()
        # No progress callback: a Python callback would run bytecode, where CPython may switch threads.
        a = sgperiod.values("0.16", 2 ** 24, threads=1)
        elapsed = time.monotonic() - t0
        during = counter.count - before
    finally:
        counter.stop.set()
        counter.join()
    assert len(a) == 2 ** 24
    assert elapsed > 0.3, "the computation was too short to tell"
    # Holding the GIL, the call would let the counter run only in a switch interval (5 ms) before it
    # starts: far less than the 0.1 s of counting asked for here, in a call of more than 0.3 s.
    assert during > per_tenth, (during, per_tenth, elapsed)


def interrupt_in(seconds):
    timer = threading.Timer(seconds, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    return timer


@pytest.mark.parametrize("call, total", [
    # Each would take several seconds; the progress seen shows it was stopped part way.
    (lambda p: sgperiod.values("0.16", 2 ** 27, threads=1, progress=p), 2 ** 27),
    (lambda p: sgperiod.run("grundy", 2 ** 21, threads=1, progress=p), 2 ** 21),
    # Three-heap moves cost O(n^2) a heap: the first block of 65536 heaps used to run for minutes before
    # the first check.
    (lambda p: sgperiod.values("0.8", 40000, threads=1, progress=p), 40000),
    # A true claim (a multiple of 0.16's period 149459 from 105351) whose proof checks n < 2 n0 + p + k,
    # so needs G(0 .. 2 n0 + 2p + k - 1).
    (lambda p: sgperiod.verify("0.16", 105351, 149459 * 500, limit=2 ** 28, threads=1, progress=p),
     2 * 105351 + 2 * 149459 * 500 + 2),
])
def test_ctrl_c_interrupts_and_the_module_still_works(sigint_raises, call, total):
    seen = []
    timer = interrupt_in(0.5)
    t0 = time.monotonic()
    try:
        with pytest.raises(KeyboardInterrupt):
            call(lambda d, t: seen.append((d, t)))
    finally:
        timer.cancel()
    elapsed = time.monotonic() - t0
    assert seen, "progress was never reported"
    done, target = seen[-1]
    assert done < target == total, seen[-1]
    assert elapsed < 0.5 + 3.0, elapsed
    # Nothing is left half-done: the next calls give the published values (OEIS A002186).
    assert sgperiod.values("kayles", 12).tolist() == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    assert sgperiod.run("kayles").period == 12


def test_ctrl_c_interrupts_a_custom_game(sigint_raises):
    def moves(n):  # Kayles, slowly: a heap of n costs O(n) Python work, so 20000 heaps take minutes
        return [(a, n - k - a) for k in (1, 2) for a in range(n - k + 1)]
    timer = interrupt_in(0.5)
    t0 = time.monotonic()
    try:
        with pytest.raises(KeyboardInterrupt):
            sgperiod.values(sgperiod.Game(moves, "slow-kayles"), 20000)
    finally:
        timer.cancel()
    assert time.monotonic() - t0 < 3.0
    assert sgperiod.values(sgperiod.Game(moves, "slow-kayles"), 12).tolist() == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]


def test_ctrl_c_interrupts_a_census(sigint_raises):
    seen = []
    timer = interrupt_in(0.5)
    t0 = time.monotonic()
    try:
        with pytest.raises(KeyboardInterrupt):
            sgperiod.census(3, progress=lambda d, t: seen.append((d, t)))  # about 25 minutes uninterrupted
    finally:
        timer.cancel()
    # The classes running when Ctrl-C came stop at their next block.
    assert time.monotonic() - t0 < 0.5 + 5.0
    assert not seen or seen[-1][0] < seen[-1][1] == 2 * 8 ** 3
    assert len(sgperiod.census(1)) > 0


def test_progress_reports_in_order_and_ends_at_the_total():
    seen = []
    a = sgperiod.values("0.16", 2 ** 22, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (2 ** 22, 2 ** 22)
    assert all(t == 2 ** 22 for _, t in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert np.array_equal(a, sgperiod.values("0.16", 2 ** 22))


def test_an_exception_from_progress_stops_the_call():
    class Enough(Exception):
        pass

    def stop(done, total):
        raise Enough(done)

    with pytest.raises(Enough):
        sgperiod.values("0.16", 2 ** 24, progress=stop)
    with pytest.raises(Enough):
        sgperiod.census(2, progress=stop)
    assert sgperiod.verify("kayles", 71, 12)
