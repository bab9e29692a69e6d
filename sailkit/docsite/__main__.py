"""``python -m sailkit.docsite [--out FOLDER] [--fresh] [--serve [--port N]]``: build the rules reference site.

Run from the repository's root (``python3 dev.py docs`` does). The site goes to ``build/site/html`` (``build/`` is
ignored by git), or under ``--out``; open the ``index.html`` it prints in a browser, or add ``--serve`` to serve it
on this machine only (127.0.0.1; Ctrl-C stops it), where a case's address needs no suffix
(``http://127.0.0.1:8000/fighting-sail/9.33f``). Exit status 0 built, 1 Sphinx warned (the site is there), 2
could not build.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import os
import sys
from pathlib import Path

#: The one address ``--serve`` listens on: this machine's loopback.
LOOPBACK = "127.0.0.1"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sailkit.docsite", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("build/site"), help="where to build (default build/site)")
    parser.add_argument("--fresh", action="store_true", help="rebuild every page, not only what changed")
    parser.add_argument("--serve", action="store_true", help=f"serve the site on {LOOPBACK} once it is built")
    parser.add_argument("--port", type=int, default=8000, help="the port --serve listens on (default 8000)")
    args = parser.parse_args(argv)
    root = Path.cwd()
    if not (root / "tutorials").is_dir() or not (root / "docs").is_dir():
        print(f"error: {root} has no tutorials/ and docs/: run this from the repository's root", file=sys.stderr)
        return 2
    try:
        from .build import build
    except ImportError as err:
        print(f"error: the site needs the docs extra ({err.name} is missing): python3 dev.py docs", file=sys.stderr)
        return 2
    built = build(root, args.out.resolve(), status=sys.stdout, fresh=args.fresh)
    for line in built.warnings:
        print(line, file=sys.stderr)
    print(f"\nbuilt in {built.seconds:.0f} s: open {built.home.as_uri()}")
    if args.serve:
        return _serve(built.home.parent, args.port)
    return 1 if built.warnings else 0


class CaseAddresses(http.server.SimpleHTTPRequestHandler):
    """Serves the site's files, and a page's address without its ``.html``: ``/fighting-sail/9.33f`` is a case."""

    def translate_path(self, path: str) -> str:
        found = super().translate_path(path)
        return found + ".html" if not os.path.exists(found) and os.path.isfile(found + ".html") else found


def _serve(folder: Path, port: int) -> int:
    handler = functools.partial(CaseAddresses, directory=str(folder))
    with http.server.ThreadingHTTPServer((LOOPBACK, port), handler) as server:
        print(f"serving http://{LOOPBACK}:{port}/ (Ctrl-C stops)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
