# @brief pytest set-up for the sgperiod module: the build tree's package on the path, and a Ctrl-C that raises KeyboardInterrupt.
import os
import signal
import sys

import pytest

# ctest sets PYTHONPATH to build/python; run by hand, SGPERIOD_PYTHONPATH or ../../build/python works too.
_here = os.path.dirname(os.path.abspath(__file__))
for _path in (os.environ.get("SGPERIOD_PYTHONPATH"), os.path.join(_here, "..", "..", "build", "python")):
    if _path and os.path.isdir(os.path.join(_path, "sgperiod")) and _path not in sys.path:
        sys.path.append(_path)


@pytest.fixture
def sigint_raises():
    """SIGINT raises KeyboardInterrupt in the main thread, as in a plain interpreter, whatever the runner set."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)
