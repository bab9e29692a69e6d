"""The rules reference as a website: every case of every registered rule set with its own anchor, its summary in our
own words, the tutorial part that teaches it with its diagrams, the readings that touch it and the functions that
answer it; the tutorials (from their stored outputs), ``docs/`` and the README; offline full-text search.

``python3 dev.py docs`` (``python -m sailkit.docsite``) builds it into ``build/site/html`` and prints where to open
it; ``--serve`` also serves it on this machine. Sphinx and myst-nb do the building (the ``docs`` extra): why these,
and how the pages are laid out, is told in ``docs/site.md``. :mod:`.pages` works out what the site holds from the
registry (pure), :mod:`.extension` marks the cases in the tutorials while Sphinx reads them, :mod:`.build` runs it.
"""
