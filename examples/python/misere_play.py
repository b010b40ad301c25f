# @brief Example: a heap game's misère quotient, and sums of heaps answered from it with a winning move.
"""Prints the misère quotient of a heap game and answers sums of heaps in misère play (last mover loses).

    PYTHONPATH=build/python python3 examples/python/misere_play.py kayles "1" "2 2" "3 4 5"

Each sum is answered P (the player to move loses) or N with a winning move, as ``sgperiod solve misere``
answers it. A quotient that is not proven answers the heaps it was computed for only.
"""
import argparse
import sys

import sgperiod


def describe_move(heaps, answer):
    """The winning move: the heap moved in and what it leaves, "7 -> 2 + 3" ("7 -> 0" takes it all)."""
    left = " + ".join(str(h) for h in answer.leaves) if answer.leaves else "0"
    return f"{heaps[answer.heap_index]} -> {left}"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", help="a finite code (0.77), S(1,3,4) or a name (kayles)")
    parser.add_argument("sums", nargs="*", help='sums of heaps, each one argument: "3 4 5"')
    parser.add_argument("--heaps", type=int, default=None, help="heaps to compute at most (default 200)")
    args = parser.parse_args(argv)
    try:
        q = sgperiod.misere(args.game, heaps=args.heaps)
    except ValueError as e:  # a malformed game, or one the construction does not take
        parser.error(str(e))
    print(f"{q.canonical}: {q.status}, order {q.order}, {q.p_portion_size} P-position classes")
    # Large quotients (0.137 stops with 15 generators and hundreds of relations) are summarized.
    shown = q.presentation if len(q.presentation) <= 300 else (
        f"{len(q.generators)} generators, {len(q.relations)} relations (q.presentation has them)")
    print(f"  {shown}")
    if q.status == "proven":
        print(f"  heap -> element periodic from heap {q.map_preperiod} with period {q.map_period}")
    else:
        print(f"  {q.stop_reason or f'exact for heaps 0..{q.heaps - 1}'}")
    for text in args.sums:
        if not all(h.isdigit() for h in text.split()):
            print(f"{text}: refused: heap sizes are numbers 0, 1, 2, ...")
            continue
        heaps = [int(h) for h in text.split()]
        try:
            a = q.outcome(heaps)
        except ValueError as e:  # past what was computed: the library says what is answered
            print(f"{text}: refused: {e}")
            continue
        if a.p:
            print(f"{text}: P (every move loses)")
        elif a.terminal:
            print(f"{text}: N (no move: the player to move has already won)")
        else:
            print(f"{text}: N, {describe_move(heaps, a)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
