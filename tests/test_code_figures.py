"""The figures of sailkit's own code (sailkit.code_figures), measured on a small tree written for the test."""

from __future__ import annotations

from pathlib import Path

from sailkit import code_figures

JOB = '''
def {name}(position, ship):
    """A job every rule set needs."""
    found = [s for s in position.ships if s.name == ship]
    if not found:
        raise KeyError(ship)
    first = found[0]
    where = first.place
    return where, first.side, len(found)
'''


def _tree(tmp: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp / "sailkit" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp


def test_a_job_written_twice_by_two_rule_sets_is_one_shared_stretch(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        {
            "kit.py": "x = 1\n",
            "rulesets/alpha/ships.py": JOB.format(name="find_ship"),
            "rulesets/beta/fleet.py": "# another name, same shape\n" + JOB.format(name="locate"),
            "rulesets/beta/more.py": JOB.format(name="again"),  # within one rule set: not counted
        },
    )
    found = code_figures.shared_stretches(root)
    assert [(s.first.split(":")[0], s.second.split(":")[0]) for s in found] == [
        ("sailkit/rulesets/alpha/ships.py", "sailkit/rulesets/beta/fleet.py"),
        ("sailkit/rulesets/alpha/ships.py", "sailkit/rulesets/beta/more.py"),
    ]
    assert found[0].length == 7 and code_figures.lines(root)["rulesets"] == 3 * len(JOB.splitlines()) + 1
    # an aim set on some rule sets is measured on those alone; the others keep their own line
    counted = code_figures.lines(root, among=["alpha"])
    assert counted["rulesets"] == counted["alpha"] == len(JOB.splitlines())
    assert counted["beta"] == 2 * len(JOB.splitlines()) + 1


RECORDS = """
@dataclass(frozen=True)
class {a}:
    \"\"\"A record type: fields alone.\"\"\"

    name: str
    side: str = ""


@dataclass(frozen=True)
class {b}:
    kind: str
    dice: tuple[int, ...] = ()


class {c}(Enum):
    NORTH = "N"
    SOUTH = ("S", 2)


@dataclass(frozen=True)
class {d}:
    where: int
"""


def test_record_types_and_enums_written_out_are_data_not_a_job_written_twice(tmp_path: Path) -> None:
    """Two rule sets each declaring a few record types and an enum share no stretch, however alike their headers;
    a class with a method is code again."""
    root = _tree(
        tmp_path,
        {
            "rulesets/alpha/state.py": RECORDS.format(a="Shot", b="Throw", c="Wind", d="Mark"),
            "rulesets/beta/state.py": RECORDS.format(a="Party", b="Melee", c="Side", d="Task"),
        },
    )
    assert code_figures.shared_stretches(root) == []
    method = "\n    def where(self):\n        return self.name\n"
    assert any(
        n == 3
        for n, _ in code_figures._shape(
            RECORDS.format(a="A", b="B", c="C", d="D").replace(
                '    side: str = ""\n', '    side: str = ""\n' + method, 1
            )
        )
    )


CALL = """
def {name}(firer, target, steps, readings, used, table):
    verdict = f"{{firer}} fires at {{target}}"
    return RULINGS(
        "which table?",
        verdict,
        steps,
        readings=readings,
        keys=used,
        value=table,
        facts={{"firer": firer}},
        kind="{kind}",
    )
"""


def test_a_call_of_the_kit_laid_out_one_argument_a_line_is_not_a_job_written_twice(tmp_path: Path) -> None:
    """Two rule sets passing their facts to the kit's ruling factory, one argument a line, share no stretch: the
    arguments are what each passes on, as a signature's parameters are what a function takes."""
    root = _tree(
        tmp_path,
        {
            "rulesets/alpha/fire.py": CALL.format(name="fire", kind="fire"),
            "rulesets/beta/wind.py": CALL.format(name="wind", kind="wind"),
        },
    )
    assert code_figures.shared_stretches(root) == []
    shaped = dict(code_figures._shape(CALL.format(name="fire", kind="fire")))
    assert [shaped[n] for n in sorted(shaped)] == [
        "def n ( n , n , n , n , n , n ) :",
        "n = s",
        "return n (",
        "n = { s : n } ,",
    ]


def test_rules_importing_a_face_long_functions_and_big_classes_are_counted(tmp_path: Path) -> None:
    long_body = "".join(f"    x{i} = {i}\n" for i in range(61))
    methods = "".join(f"    def m{i}(self):\n        return {i}\n" for i in range(31))
    root = _tree(
        tmp_path,
        {
            "rulesets/alpha/__init__.py": "",
            "rulesets/alpha/fire.py": "def odds():\n    from .faces.drawing import draw\n    return draw\n",
            "rulesets/alpha/faces/drawing.py": "from ..fire import odds\ndef draw():\n    return odds\n",
            "rulesets/alpha/melee.py": "from .melee_drawing import grid\nfrom .drawing_sequence import chips\n",
            "rulesets/alpha/melee_drawing.py": "grid = 1\n",
            "rulesets/alpha/drawing_sequence.py": "chips = 1\n",
            "rulesets/alpha/moves.py": "def long():\n" + long_body + "class Big:\n" + methods,
        },
    )
    assert code_figures.face_imports(root) == [
        "sailkit/rulesets/alpha/fire.py:2 imports faces.drawing",
        "sailkit/rulesets/alpha/melee.py:1 imports melee_drawing",
        "sailkit/rulesets/alpha/melee.py:2 imports drawing_sequence",
    ]
    # the other way: the drawing face works out the odds itself instead of drawing what a ruling carries
    assert code_figures.drawing_imports(root) == ["sailkit/rulesets/alpha/faces/drawing.py:1 imports fire"]
    assert code_figures.long_functions(root) == [(62, "sailkit/rulesets/alpha/moves.py:long")]
    assert code_figures.big_classes(root) == [(31, "sailkit/rulesets/alpha/moves.py:Big")]


def test_a_drawing_importing_a_module_that_makes_rulings_is_told_from_one_importing_the_state(tmp_path: Path) -> None:
    """A picture may import what a position is; importing a module that builds rulings means it works out again what
    its ruling could carry."""
    root = _tree(
        tmp_path,
        {
            "rulesets/alpha/__init__.py": "",
            "rulesets/alpha/fire.py": "def odds():\n    return Ruling('odds', 1, (Step('9.3', 'x'),))\n",
            "rulesets/alpha/state.py": "class Position:\n    pass\n",
            "rulesets/alpha/faces/drawing.py": "from ..fire import odds\nfrom ..state import Position\n",
        },
    )
    assert code_figures.drawing_imports(root) == [
        "sailkit/rulesets/alpha/faces/drawing.py:1 imports fire",
        "sailkit/rulesets/alpha/faces/drawing.py:2 imports state",
    ]
    assert code_figures.drawing_imports_of_rulings(root) == ["sailkit/rulesets/alpha/faces/drawing.py:1 imports fire"]


def test_a_table_written_out_one_entry_a_line_is_data_not_a_job_written_twice(tmp_path: Path) -> None:
    """A dict display of constant keys and plain values, one entry a line (a dispatch table, a ruling's facts), is
    data written out, as a call's plain arguments one a line are: two rule sets' tables of the same shape share no
    job."""
    table = (
        "def {name}(a, b, c, d, e, f, g):\n    return {{\n"
        + "".join(f'        "{k}": {v},\n' for k, v in zip("pqrstuv", "abcdefg"))
        + "    }}\n"
    )
    root = _tree(
        tmp_path,
        {"rulesets/alpha/rules.py": table.format(name="facts"), "rulesets/beta/damage.py": table.format(name="table")},
    )
    assert code_figures.shared_stretches(root) == []


CONSTANTS = """
RUN = {a}  #: inches a ship runs
DRIFT = 2.0  #: inches she drifts
SCORCH = 2.0  #: close enough to test
BLAST = {b}  #: close enough to be hit
BURNS_ON = 4  #: the die that adds a token
EXPLODES_AT = 4  #: tokens at which she blows up
KEY = "{c}"


def run(ship):
    return ship.move(RUN)
"""


def test_a_modules_constants_are_data_not_a_job_written_twice(tmp_path: Path) -> None:
    """Two rule sets each naming a few numbers at the top of a module share no stretch; the code after them does
    still count (one function of two lines is under the stretch's length)."""
    root = _tree(
        tmp_path,
        {
            "rulesets/alpha/fire.py": CONSTANTS.format(a="4.0", b="6.0", c="fireship"),
            "rulesets/beta/draw.py": CONSTANTS.format(a="0.8", b="1.9", c="counter"),
        },
    )
    assert code_figures.shared_stretches(root) == []
    shaped = code_figures._shape(CONSTANTS.format(a="1", b="2", c="x"))
    assert [line for line, _ in shaped] == [11, 12]  # the function alone


def test_no_two_rule_sets_share_a_stretch_today() -> None:
    """The README's figure `shared_stretches` holds at its aim, 0, on the real tree (issue 21): a job a second rule
    set writes again belongs in the kit."""
    root = Path(__file__).resolve().parents[1]
    assert [str(s) for s in code_figures.shared_stretches(root)] == []


def test_no_class_has_over_30_methods_and_at_most_10_functions_over_60_lines_today() -> None:
    """The README's figures `classes_over_30_methods` (aim 0) and `functions_over_60` (aim at most 10) hold on the real
    tree (issue 21): Fighting Ships' `TurnRules` reached 33 methods in a merge and no test said so."""
    root = Path(__file__).resolve().parents[1]
    assert code_figures.big_classes(root) == []
    assert len(code_figures.long_functions(root)) <= 10, code_figures.long_functions(root)
