"""``python -m sailkit ...``: the ``sailkit`` command (see :mod:`sailkit.cli`)."""

from sailkit.cli import main

raise SystemExit(main())
