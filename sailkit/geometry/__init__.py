"""Geometry common to every rule set, with shapely; nothing here imports a rule set.

- :mod:`~sailkit.geometry.board`: the board protocols (:class:`~sailkit.geometry.board.Board`,
  :class:`~sailkit.geometry.board.Grid`) and the conventions every board shares: headings in
  degrees clockwise from North, North drawn up, and how plane y relates to North.
- :mod:`~sailkit.geometry.compass` and :mod:`~sailkit.geometry.squares`: the eight-point
  compass and square grids (Fighting Sail).
- :mod:`~sailkit.geometry.hexes`: flat-topped hexes in offset columns (Wooden Ships & Iron Men).
- :mod:`~sailkit.geometry.table`: an open table in inches with free headings (As Per Margin,
  Fighting Ships).

Import the module you need; this package imports none of them, so ``import sailkit``
stays light.
"""
