"""Fighting Sail's faces: what draws it and shows it to people, each imported only when used (:class:`sailkit.
ruleset.Face`).

``desk`` (the rulings desk's board), ``explorers`` (the tutorials' widgets, one module per thing explored),
``bench`` (its figures in ``python -m sailkit.bench``) and ``gallery`` (``docs/gallery.md``). The rules never
import a face.
"""
