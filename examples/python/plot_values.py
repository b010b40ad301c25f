# @brief Example: a game's nim-sequence and its value histogram drawn with matplotlib into a PNG.
"""Plots G(0..N-1) of a heap game and the histogram of its values.

    PYTHONPATH=build/python python3 examples/python/plot_values.py kayles 2000 kayles.png

The run's verdict (proven period, or open) is written in the title.
"""
import argparse
import sys

import matplotlib

matplotlib.use("Agg")  # files only: no display needed
import matplotlib.pyplot as plt
import numpy as np

import sgperiod


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", help="a code (0.77), S(1,3,4) or a name (kayles)")
    parser.add_argument("n", type=int, help="values to plot: G(0..N-1)")
    parser.add_argument("png", help="the PNG file to write")
    args = parser.parse_args(argv)
    try:
        g = sgperiod.values(args.game, args.n)
    except ValueError as e:  # a malformed game or count: the command line's message
        parser.error(str(e))
    r = sgperiod.run(args.game)
    verdict = (f"{r.status}: period {r.period}, preperiod {r.preperiod}" if r.period is not None else r.status)

    fig, (seq, hist) = plt.subplots(1, 2, figsize=(11, 4), gridspec_kw={"width_ratios": [3, 1]})
    seq.plot(np.arange(len(g)), g, ",", color="tab:blue")
    if r.preperiod:
        seq.axvspan(0, min(r.preperiod, len(g)), color="0.9", label="preperiod")
        seq.legend(loc="upper left")
    seq.set_xlabel("n")
    seq.set_ylabel("G(n)")
    counts = np.bincount(g)
    hist.barh(np.arange(len(counts)), counts, color="tab:orange")
    hist.set_xlabel("heaps")
    hist.set_ylabel("value")
    fig.suptitle(f"{r.canonical}: G(0..{len(g) - 1}), {verdict}")
    fig.tight_layout()
    fig.savefig(args.png, dpi=100)
    print(f"{args.png}: {r.canonical}, {len(g)} values, max {int(g.max())}, {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
