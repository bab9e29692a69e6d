"""The words of *Fighting Sail* that many modules share, defined once.

Sides are the nationalities of the counters [2.21]; a ship has a port and a starboard
broadside [9.31b] and turns to port or to starboard [7.32, 7.33]; five commands may be
given [6.12]; a broadside aims at hull or rigging [9.32].
"""

from __future__ import annotations

#: The nationality codes and their names [2.21]; a side is one of these.
NATIONALITIES: dict[str, str] = {"BR": "British", "FR": "French", "US": "United States", "PA": "Panamanian"}
SIDES: tuple[str, ...] = tuple(NATIONALITIES)
#: The two broadsides, and the two ways a ship turns [7.32, 7.33, 9.31b].
BROADSIDES: tuple[str, str] = ("port", "starboard")
#: The two blind areas, off the bow and off the stern, where no broadside bears [9.35].
BLIND_AREAS: tuple[str, str] = ("bow", "stern")
#: The five commands [6.12].
COMMANDS: tuple[str, ...] = ("ahead", "port", "starboard", "wear", "tack")
#: What a broadside aims at [9.32].
AIMS: tuple[str, str] = ("hull", "rigging")
#: The rule set's key in the registry: a ruling that names it (``ruleset=RULESET``) can show its cases' summaries.
RULESET = "fighting_sail"

__all__ = ["AIMS", "BLIND_AREAS", "BROADSIDES", "COMMANDS", "NATIONALITIES", "RULESET", "SIDES"]
