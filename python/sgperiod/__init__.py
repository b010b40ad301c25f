# @brief sgperiod for Python: nim-sequences as NumPy arrays, periods proved, claims verified, censuses as rows or a DataFrame.
"""Exact Sprague-Grundy (nim) sequences of heap games and their proven periods.

Games are written as on the command line: octal and hexadecimal codes (``"0.77"``, ``".137"``,
``"4.07"``, ``"0.[3]"``, ``"0.f"``), subtraction games (``"S(1,3,4)"``) or names (``"kayles"``,
``"dawson-kayles"``, ``"dawson-chess"``, ``"treblecross"``, ``"nim"``, ``"lasker"``, ``"grundy"``);
other rules are a :class:`Game` built from a Python move generator.

Every long call runs without the GIL (other Python threads go on), stops with ``KeyboardInterrupt``
on Ctrl-C (nothing half-done is returned) and calls ``progress(done, total)`` now and then when
given. Malformed input raises ``ValueError`` with the command line's message. Results never depend on
``threads`` (None: every core).

>>> import sgperiod
>>> sgperiod.values("kayles", 12)
array([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6], dtype=uint8)
>>> r = sgperiod.run("kayles")
>>> r.status, r.period, r.preperiod
('proven', 12, 71)
"""
import os
from dataclasses import dataclass, field, replace
from typing import Callable, Iterable, List, Optional, Sequence, Tuple

from . import _sgperiod

__version__ = _sgperiod.__version__
__all__ = ["values", "run", "verify", "census", "misere", "MisereQuotient", "MisereFrontier", "MisereAnswer",
           "to_frame", "canonical", "named_games", "Game", "Result",
           "Candidate", "Verification", "CensusClass", "CensusMember"]

Progress = Optional[Callable[[int, int], object]]


class Game(_sgperiod.CustomGame):
    """A heap game given by a move generator: the slow path.

    ``moves(n)`` returns an iterable of the moves from a heap of ``n``; a move is a tuple of the heap
    sizes it leaves (``()`` leaves nothing, empty heaps count as nothing), or one int for one heap.
    Every heap left must be smaller than ``n``, and the moves must depend on ``n`` only.

    The engine calls ``moves`` once for every heap, taking the GIL each time, so a computation runs at
    Python's speed on one thread (heaps up to a few thousand are fine; the built-in codes are thousands
    of times faster). Kayles, for instance:

    >>> kayles = sgperiod.Game(lambda n: [(a, n - k - a) for k in (1, 2) for a in range(n - k + 1)], "kayles")
    >>> list(sgperiod.values(kayles, 6))
    [0, 1, 2, 3, 1, 4]
    """

    def __init__(self, moves: Callable[[int], Iterable], name: str = "custom"):
        if not callable(moves):
            raise TypeError("moves must be a callable moves(n) -> iterable of moves")
        super().__init__(moves, name)

    def __repr__(self):
        return f"sgperiod.Game(name={self.name!r})"


def values(game, n: int, threads: Optional[int] = None, method: str = "auto", progress: Progress = None):
    """G(0..n-1) as a 1-D NumPy array of uint8, uint16 or uint32, the narrowest that holds the values.

    The array is the engine's own storage handed over (no copy). ``method`` is ``"auto"``,
    ``"sparse"`` or ``"naive"`` (the same values, another kernel).
    """
    return _sgperiod.values(game, n, threads=threads, method=method, progress=progress)


@dataclass(frozen=True)
class Candidate:
    """A period the values suggest (over one and a half periods) but no theorem has proved yet."""
    period: int
    preperiod: int
    values_needed: int  # what its proof needs


@dataclass(frozen=True)
class Result:
    """The outcome of :func:`run`: ``status`` is ``"proven"``, ``"observed"`` or ``"open"``.

    ``period``, ``preperiod``, ``last_exception`` (-1: periodic from 0), ``saltus``, ``check_from`` and
    ``check_to`` are None when open; ``theorem`` is set when proven. ``values`` is an array when
    ``run(..., values=True)``; ``statistics`` a list of dicts (n, max_value, rare_mask, rare_count,
    last_rare, histogram: the columns of ``sgperiod run --stats``) when ``run(..., statistics=True)``.
    """
    game: str
    canonical: str
    status: str
    period: Optional[int]
    preperiod: Optional[int]
    last_exception: Optional[int]
    saltus: Optional[int]
    theorem: Optional[str]
    check_from: Optional[int]
    check_to: Optional[int]
    candidate: Optional[Candidate]
    n_computed: int
    limit: int
    max_value: int
    max_value_at: int
    method: str
    seconds: float
    values: Optional[object] = field(default=None, repr=False, compare=False)
    statistics: Optional[list] = field(default=None, repr=False, compare=False)

    @property
    def checked(self) -> Optional[range]:
        """The n for which G(n + period) = G(n) + saltus was checked."""
        return None if self.check_from is None else range(self.check_from, self.check_to)


def run(game, limit: Optional[int] = None, *, method: str = "auto", threads: Optional[int] = None,
        values: bool = False, progress: Progress = None, checkpoint=None, checkpoint_every: float = 600.0,
        keep_states: Optional[int] = None, statistics: bool = False, memory: Optional[int] = None,
        notice: Optional[Callable[[str], None]] = None) -> Result:
    """Computes ``game`` in growing blocks until its period is proven or ``limit`` values are done.

    The default limit is the command line's (``sgperiod run``): 2^29 where the sparse kernel runs, 2^16
    where only the O(n^2) pair mex works, and so on. ``progress(done, limit)`` counts values.

    ``checkpoint`` (a path) is resumed from when it exists and saved to every ``checkpoint_every``
    seconds, at the end and on Ctrl-C (then KeyboardInterrupt is raised after the save), as
    ``sgperiod run --checkpoint`` does; ``keep_states=N`` also keeps the state past every multiple of N
    values as ``checkpoint.<n>``. ``memory`` (bytes) bounds the values: a longer run of a sparse octal
    game goes on front-plus-tail. ``notice(line)`` receives the run's messages (a resumed checkpoint,
    the memory plan).
    """
    d = _sgperiod.run(game, limit=limit, method=method, threads=threads, values=values, progress=progress,
                      checkpoint=None if checkpoint is None else os.fspath(checkpoint),
                      checkpoint_every=checkpoint_every, keep_states=keep_states, statistics=statistics,
                      memory=memory, notice=notice)
    if d["candidate"] is not None:
        d["candidate"] = Candidate(**d["candidate"])
    return Result(**d)


@dataclass(frozen=True)
class Verification:
    """The verdict on a claim: ``"proven"``, ``"refuted"`` or ``"undecided"``; true only when proven.

    A refuted claim names the first ``counterexample`` n >= preperiod with G(n + period) != G(n) + saltus,
    and both values.
    """
    verdict: str
    theorem: Optional[str]
    message: str
    values_needed: Optional[int]
    values_computed: int
    counterexample: Optional[int]
    value_n: Optional[int]
    value_n_plus_period: Optional[int]

    def __bool__(self):
        return self.verdict == "proven"


def verify(game, preperiod: int, period: int, saltus: int = 0, *, limit: Optional[int] = None,
           method: str = "auto", threads: Optional[int] = None, progress: Progress = None) -> Verification:
    """Checks the claim G(n + period) = G(n) + saltus for all n >= preperiod, as ``sgperiod verify`` does.

    The values are computed to what the theorem needs (at most ``limit``; default the game's), and a
    counterexample stops the check at once. A claim need not be minimal to be proven.
    """
    return Verification(**_sgperiod.verify(game, preperiod, period, saltus, limit=limit, method=method,
                                           threads=threads, progress=progress))


@dataclass(frozen=True)
class CensusMember:
    """A code of a class, with its own figures (the columns of ``census --codes``)."""
    code: str
    class_index: int
    offset: int  # G_code(n) = G_representative(n - offset)
    rule: str  # "representative", "same game", "redundant move", "shift" or "periodic agreement"
    status: str
    period: Optional[int]
    preperiod: Optional[int]
    last_exception: Optional[int]
    saltus: Optional[int]
    values_computed: int


@dataclass(frozen=True)
class CensusClass:
    """One class of codes proven equal (the columns of ``census -o CLASSES.csv``)."""
    index: int
    representative: str
    members: Tuple[CensusMember, ...]
    status: str
    period: Optional[int]
    preperiod: Optional[int]
    last_exception: Optional[int]
    saltus: Optional[int]
    values_computed: int
    budget: int
    max_value: int
    max_value_at: int
    rare_mask: Optional[int]
    rare_count: Optional[int]
    rare_last: Optional[int]
    candidate_period: Optional[int]
    candidate_preperiod: Optional[int]
    values_needed: Optional[int]
    agrees_with: Tuple[Tuple[str, int], ...]  # (representative, n): equal on G(0..n-1), not proven equal

    @property
    def size(self) -> int:
        return len(self.members)


def census(digits: int, *, hex: bool = False, budget: Optional[int] = None, candidate_limit: int = 2 ** 29,
           method: str = "auto", threads: Optional[int] = None, journal: Optional[str] = None,
           progress: Progress = None, frame: bool = False):
    """Every code 0.d1..dD and 4.d1..dD (``hex``: digits 0..f) settled and grouped into classes by proof.

    Returns the classes as a list of :class:`CensusClass` in the order of ``sgperiod census``, or a
    pandas DataFrame of the CLASSES table with ``frame=True`` (pandas is needed only then). With
    ``journal`` (a file), a census stopped by Ctrl-C goes on where it stopped when called again.
    ``progress(done, total)`` counts codes settled.
    """
    rows = _sgperiod.census(digits, hex=hex, budget=budget, candidate_limit=candidate_limit, method=method,
                            threads=threads, journal=journal, progress=progress)
    classes = [CensusClass(**{**d, "members": tuple(CensusMember(**m) for m in d["members"]),
                              "agrees_with": tuple(tuple(a) for a in d["agrees_with"])}) for d in rows]
    return to_frame(classes) if frame else classes


CLASS_COLUMNS = ["class", "representative", "size", "members", "status", "period", "preperiod", "last_exception",
                 "saltus", "values_computed", "budget", "max_value", "max_value_at", "rare_mask", "rare_count",
                 "rare_last", "candidate_period", "candidate_preperiod", "values_needed", "agrees_with"]


def class_record(c: CensusClass) -> dict:
    """One row of the CLASSES table, members and agreements written as in the CSV (``0.070@1``, ``0.6:4096``)."""
    return {
        "class": c.index, "representative": c.representative, "size": c.size,
        "members": " ".join(m.code + (f"@{m.offset}" if m.offset else "") for m in c.members),
        "status": c.status, "period": c.period, "preperiod": c.preperiod, "last_exception": c.last_exception,
        "saltus": c.saltus, "values_computed": c.values_computed, "budget": c.budget, "max_value": c.max_value,
        "max_value_at": c.max_value_at, "rare_mask": c.rare_mask, "rare_count": c.rare_count,
        "rare_last": c.rare_last, "candidate_period": c.candidate_period,
        "candidate_preperiod": c.candidate_preperiod, "values_needed": c.values_needed,
        "agrees_with": " ".join(f"{rep}:{n}" for rep, n in c.agrees_with),
    }


def to_frame(classes: List[CensusClass]):
    """The census classes as a pandas DataFrame with the CLASSES table's columns (needs pandas)."""
    try:
        import pandas
    except ImportError as e:
        raise ImportError("sgperiod.to_frame needs pandas (Debian: apt-get install python3-pandas); "
                          "census(...) without frame=True returns the rows without it") from e
    return pandas.DataFrame.from_records([class_record(c) for c in classes], columns=CLASS_COLUMNS)


@dataclass(frozen=True, eq=False)
class MisereFrontier:
    """Where a stopped construction left heap ``heap``: its last candidate for the quotient there, which
    classifies right every sum of heaps ``0..heap`` with at most ``copies`` heaps of ``heap`` (``None``:
    every such sum; the candidate is that quotient itself, only its order passed ``max_order``).
    Not a quotient: it may keep apart what the quotient merges. ``MisereQuotient.is_p`` and ``outcome``
    answer those sums from it."""
    heap: int
    copies: Optional[int]
    order: int
    p_portion: List[bool]
    map: List[int]
    table: Sequence[int]  # table[x * order + y] = x y: a read-only NumPy array of uint32

    def __eq__(self, other):
        # A NumPy table compares element by element; equal frontiers have equal tables throughout.
        if not isinstance(other, MisereFrontier):
            return NotImplemented
        return ((self.heap, self.copies, self.order, self.p_portion, self.map)
                == (other.heap, other.copies, other.order, other.p_portion, other.map)
                and bool((self.table == other.table).all()))


@dataclass(frozen=True)
class MisereAnswer:
    """The misère outcome of a sum of heaps, as ``sgperiod solve misere`` answers it."""
    p: bool  # True: the player to move loses
    terminal: bool  # no move at all (every heap empty): an N-position, the player to move has won already
    heap_index: Optional[int]  # N with a move: the winning move is on heaps[heap_index] ...
    leaves: List[int]  # ... and leaves these heaps in its place (empty: it takes the whole heap)


@dataclass(frozen=True)
class MisereQuotient:
    """The misère quotient Q_n of a heap game at the last heap computed (``sgperiod misere``).

    ``status`` is ``"proven"`` (the quotient of the whole game: the map heap -> element is periodic,
    ``map[h + map_period] == map[h]`` for ``h >= map_preperiod``, checked below heap ``check_to``),
    ``"open"`` (exact for heaps ``0..heaps-1``, no proof yet) or ``"stopped"`` (the order passed
    ``max_order``; ``stop_reason`` says where, and ``next_order_at_least`` is a proven lower bound on
    the order of the quotient at the heap where it stopped; ``frontier``, when not None, the sums with that
    heap that ``is_p`` and ``outcome`` still answer). Elements are numbered from 0 (the identity);
    ``elements[x]`` is the normal word of x over the generators, ``table[x * order + y]`` their product,
    ``p_portion[x]`` whether x is the class of the misère P-positions, ``map[h]`` the element of heap h.
    """
    game: str
    canonical: str
    heaps: int
    status: str
    order: int
    p_portion_size: int
    generators: List[str]
    generator_heaps: List[int]
    relations: List[str]
    elements: List[str]
    p_portion: List[bool]
    map: List[int]
    table: List[int]
    map_preperiod: int
    map_period: int
    check_to: int
    presentation: str
    stop_reason: str
    next_order_at_least: int
    frontier: Optional[MisereFrontier]
    seconds: float
    _report: object = field(default=None, repr=False, compare=False)  # the library's report, which answers

    def __getstate__(self):
        # The frontier's table is a view of the report's memory, which pickles once, with the report; read
        # back, the frontier views the new report's table again instead of holding a second copy.
        state = dict(self.__dict__)
        if self.frontier is not None:
            state["frontier"] = replace(self.frontier, table=None)
        return state

    def __setstate__(self, state):
        for name, value in state.items():
            object.__setattr__(self, name, value)
        if self.frontier is not None:
            object.__setattr__(self, "frontier", replace(self.frontier, table=self._report.frontier_table()))

    def element(self, heap: int) -> int:
        """The element of one heap: from the map, or past it from the proven period (else ValueError)."""
        return self._report.element(heap)

    def outcome(self, heaps: Iterable[int]) -> MisereAnswer:
        """The misère outcome of the sum of ``heaps`` with a winning move when there is one: any heap sizes
        once proven, else heaps ``0..heaps-1`` and the sums the ``frontier`` holds (else ValueError)."""
        return MisereAnswer(**self._report.outcome(heaps))

    def is_p(self, heaps: Iterable[int]) -> bool:
        """True when the sum of ``heaps`` is a misère P-position (the player to move loses); the sums
        ``outcome`` answers."""
        return self.outcome(heaps).p


def misere(game, heaps: Optional[int] = None, max_order: int = 2048, *, threads: Optional[int] = None,
           progress: Progress = None) -> MisereQuotient:
    """The misère quotient of a finite octal or hexadecimal code or a subtraction game, heap by heap
    until proven, ``heaps`` heaps (default 200) or ``max_order``; other games raise ValueError."""
    d = _sgperiod.misere(game, heaps=heaps, max_order=max_order, threads=threads, progress=progress)
    f = d.pop("frontier")
    return MisereQuotient(frontier=None if f is None else MisereFrontier(**f), **d)


def canonical(game) -> str:
    """The canonical form printed with every result (``"0.77"`` for ``"kayles"``); ValueError when malformed."""
    return _sgperiod.canonical(game)


def named_games() -> List[Tuple[str, str, str]]:
    """The named games: (name, code, description)."""
    return [tuple(g) for g in _sgperiod.named_games()]
