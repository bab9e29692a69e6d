"""Build the rules reference site with Sphinx and myst-nb: ``python -m sailkit.docsite`` (``python3 dev.py docs``).

The site is built from what is committed: the tutorials' stored outputs (nothing is executed: nbval already runs
every notebook in the tests), ``docs/``, the README, and the pages :class:`~sailkit.docsite.pages.Plan` generates
from the registry. Sphinx reads a staging folder beside the output (a copy of the repository's folders it shows, so the
notebooks' and docs' relative links hold as in the repository, and the generated pages), never the tree itself,
and writes the HTML to ``OUT/html``; a second build reuses what did not change (``OUT/doctrees``).
"""

from __future__ import annotations

import io
import re
import shutil
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TextIO

from .. import registry
from .pages import Plan

#: What of the repository the site shows, copied into the staging folder under the same names.
SHOWN = ("tutorials", "docs", "replays", "README.md", "CHANGELOG.md", "LICENSE")
#: The documents Sphinx reads (the rest of the staging folder, a record or an image, is only linked to).
SOURCES = ["index.md", "README.md", "CHANGELOG.md", "docs/**.md", "tutorials/**.ipynb", "*/index.md", "*/readings.md"]


@dataclass(frozen=True)
class Built:
    """A finished build: where its home page is, how long it took and what Sphinx warned about."""

    home: Path
    seconds: float
    warnings: tuple[str, ...]


def config(root: Path) -> dict[str, object]:
    """Sphinx's settings for the site (given to Sphinx directly: the site has no ``conf.py`` to keep in step)."""
    return {
        "project": "sailkit rules reference",
        "extensions": ["myst_nb", "sailkit.docsite.extension"],
        "sailkit_root": str(root),
        "include_patterns": SOURCES,
        "exclude_patterns": ["**/.ipynb_checkpoints"],
        # the stored outputs as committed, never a kernel: the notebooks run in the tests (nbval)
        "nb_execution_mode": "off",
        # headings get the anchors GitHub gives them, which the docs' links use (``notation.md#grammar``)
        "myst_heading_anchors": 4,
        "myst_enable_extensions": ["html_image"],
        "html_theme": "furo",
        "html_title": "sailkit rules reference",
        "html_static_path": ["_static"],
        "html_css_files": ["sailkit.css"],
        "html_copy_source": False,
        "html_show_sourcelink": False,
        "html_show_sphinx": False,
        "html_show_copyright": False,
        # a widget's output has no static form; a link MyST cannot follow is pointed by the extension; a code block
        # its lexer cannot read whole (a grammar in EBNF) is shown plain, as Pygments retries it
        "suppress_warnings": ["mystnb.unknown_mime_type", "myst.xref_missing", "misc.highlighting_failure"],
        "language": "en",
        # quotes as written: a heading's words stay those of the notebook, so the anchors JupyterLab gives it hold
        "smartquotes": False,
    }


def stage(root: Path, folder: Path) -> Plan:
    """Lay out the staging folder for the repository at ``root``: links to what it shows, the generated pages and the
    site's style sheet; the plan they come from."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in SHOWN:
        source = root / name
        if source.is_dir():
            shutil.copytree(source, folder / name, dirs_exist_ok=True, copy_function=_copy_if_changed, ignore=_IGNORED)
        elif source.exists():
            _copy_if_changed(source, folder / name)
    plan = Plan.of(root, registry.rulesets().values())
    for doc, text in plan.pages().items():
        _write_if_changed(folder / f"{doc}.md", text)
    css = resources.files(__package__).joinpath("static/sailkit.css").read_text(encoding="utf-8")
    _write_if_changed(folder / "_static" / "sailkit.css", css)
    return plan


_IGNORED = shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__")


def _copy_if_changed(source: str | Path, target: str | Path) -> None:
    """Copy a file with its modification time unless the copy is already the same (so a rebuild rereads only what
    changed)."""
    src, dst = Path(source), Path(target)
    if dst.exists() and dst.stat().st_mtime_ns == src.stat().st_mtime_ns and dst.stat().st_size == src.stat().st_size:
        return
    shutil.copy2(src, dst)


def _write_if_changed(path: Path, text: str) -> None:
    """Write ``text`` unless the file holds it already (Sphinx rereads only the pages whose files changed)."""
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def build(root: Path, out: Path, *, status: TextIO | None = None, fresh: bool = False) -> Built:
    """Build the site of the repository at ``root`` into ``out`` (``out/html/index.html`` its home page)."""
    from sphinx.application import Sphinx

    start = time.perf_counter()
    if fresh and out.exists():
        shutil.rmtree(out)
    source = out / "source"
    plan = stage(root.resolve(), source)
    warnings = io.StringIO()
    app = Sphinx(
        str(source),
        None,
        str(out / "html"),
        str(out / "doctrees"),
        "html",
        confoverrides=config(root.resolve()),
        status=status,
        warning=warnings,
        freshenv=fresh,
        parallel=1,
    )
    with warnings_filter():
        app.build()
    for path, target in plan.redirects().items():
        _write_if_changed(out / "html" / path, _redirect(target))
    lines = tuple(_COLOUR.sub("", line) for line in warnings.getvalue().splitlines() if line.strip())
    return Built(out / "html" / "index.html", time.perf_counter() - start, lines)


@contextmanager
def warnings_filter() -> Iterator[None]:
    """Sphinx's notices to extension authors (myst-nb still uses APIs Sphinx 11 drops) are not the site's warnings:
    the versions are pinned, and a new release is taken on purpose."""
    from sphinx.deprecation import RemovedInSphinx10Warning, RemovedInSphinx11Warning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RemovedInSphinx10Warning)
        warnings.simplefilter("ignore", RemovedInSphinx11Warning)
        yield


#: The terminal colours Sphinx gives its warnings.
_COLOUR = re.compile(r"\x1b\[[0-9;]*m")


def _redirect(target: str) -> str:
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="refresh" content="0; url={target}"><title>sailkit case</title></head>'
        f'<body><a href="{target}">{target}</a></body></html>\n'
    )


__all__ = ["Built", "build", "config", "stage"]
