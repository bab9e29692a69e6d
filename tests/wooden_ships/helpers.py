"""Ships for rule-level tests, built from a chart row so the numbers are the chart's."""

from __future__ import annotations

from sailkit.geometry.hexes import Hex, HexDirection
from sailkit.rulesets.wooden_ships.ships import ship_type
from sailkit.rulesets.wooden_ships.state import Ship


def make_ship(
    name: str = "S", quality: str = "average", side: str = "A", type_key: str = "FR-80", **kw: object
) -> Ship:
    """A ship of chart type ``type_key`` at (0, 0) heading North, with any field overridden."""
    st = ship_type(type_key)
    turning, full_speed = st.counter_ratings()
    base: dict[str, object] = dict(
        name=name,
        side=side,
        type_key=type_key,
        quality=quality,
        bow=Hex(0, 0),
        facing=HexDirection.N,
        hull=st.hull,
        crew=st.crew,
        guns=st.guns,
        carronades=st.carronades,
        rigging=st.rigging,
        rigging_full=st.rigging,
        turning=turning,
        class_number=st.class_number,
        points=st.point_value(quality) or 0,
        full_speed=full_speed,
    )
    base.update(kw)
    return Ship(**base)  # type: ignore[arg-type]
