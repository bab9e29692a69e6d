"""The Boarding Preparation Phase [10.0]: the boarding parties a ship forms, and the crews she sets to fight a fire.

A ship fouled or grappled with an enemy may send an offensive party (OBP) of whole crew sections against her and set
a defensive one (DBP) [10.1, 10.2]; a transfer party (TBP) crosses to a friend alongside, or to an enemy expected to
give up [10.2.6, 10.2.8]. Parties stay face down until both sides are done [10.2.1]. A ship on fire sets the sections
that fight it, once a turn [Critical Hit Table 2H].
"""

from __future__ import annotations

from ...rulings import Ruling, Step
from ...wording import agree, plural
from . import fires, melee
from .actions import WoodenShipsAction
from .readings import RULINGS
from .state import Party, Ship, State


def options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """Parties a ship may form [10.0-10.2], and the crews she sets to fight a fire aboard [2H]."""
    return [*_fire_crew_options(state, ship), *_party_options(state, ship)]


def _in_parties(state: State, ship: Ship) -> int:
    return sum(len(p.sections) for p in state.parties if p.ship == ship.name)


def _fire_crew_options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """``firefight SHIP N``: once a turn, in the Boarding Preparation Phase, for a ship on fire [2H, card phase F]."""
    if not ship.on_fire or ("firefight", ship.name, "") in state.tried:
        return []
    free = fires.free_sections(ship, _in_parties(state, ship))
    return [WoodenShipsAction("firefight", (ship.name, n)) for n in range(free + 1)]


def _party_options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """OBP and DBP with an enemy she is locked to, TBP to a ship alongside [10.0-10.2]; sections set to fight a fire
    stay at it. A ship may form parties of several kinds, each of the next free sections [10.2.3, 10.1.2.2]: one DBP,
    one OBP for each enemy and one TBP for each ship."""
    if ship.note == "UA":  # weighing anchor: no melee [20.3.6.1]
        return []
    formed = {(p.kind, p.target) for p in state.parties if p.ship == ship.name}
    used = state.sections_in_parties(ship.name)
    pos = state.position
    enemies = [pos.ship(n) for n in sorted(pos.partners(ship.name)) if pos.ship(n).side != ship.side]
    touching = pos.alongside(ship.name)
    friends = [f for f in touching if pos.ship(f).side == ship.side and pos.ship(f).status.fights]
    # enemies she may hope to take [10.2.8]: alongside, or locked to her (reading surrender_tbp_reach)
    reach = touching if state.readings["surrender_tbp_reach"] == "adjacent" else pos.partners(ship.name)
    prospects = [e.name for e in pos.ships if e.name in reach and e.side != ship.side and e.crew_total and e.afloat]
    fighting = max(ship.fire_crews, 0) if ship.on_fire else 0
    sections = max(0, len(melee.party_sections(ship, 3, taken=used)) - fighting)
    if not (enemies or friends or prospects) or not sections:
        return []
    out: list[WoodenShipsAction] = []
    aloft = ship.aloft_section is not None and ship.aloft_section not in used
    away = sections - aloft  # the section aloft may only defend [23.0]
    if ship.note not in ("RH", "RG", "RR"):  # repairing: no offensive party [20.5.6]
        for e in enemies:
            if ("OBP", e.name) not in formed:
                out.extend(WoodenShipsAction("board", (ship.name, e.name, n)) for n in range(1, away + 1))
    if any(e.status.fights and e.crew_total for e in enemies) and ("DBP", "") not in formed:
        out.extend(WoodenShipsAction("defend", (ship.name, n)) for n in range(1, sections + 1))
    for f in [*friends, *prospects]:  # to a friend alongside [10.2.6], or an enemy expected to give up [10.2.8]
        if ("TBP", f) not in formed:
            out.extend(WoodenShipsAction("transfer", (ship.name, f, n)) for n in range(1, away + 1))
    return out


def form_party(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """``board``, ``defend`` or ``transfer``: a party of the first free crew sections, face down until both sides are
    done [10.1.2.1, 10.2]; the section aloft stays out of an OBP or TBP [23.0], and a ship all of whose sections board
    may neither fire nor move next turn [10.2.5]."""
    ship = state.position.ship(str(a.ship))
    n = int(a.get("sections") or 0)
    kind = {"board": "OBP", "defend": "DBP", "transfer": "TBP"}[a.verb]
    aloft = () if kind == "DBP" or ship.aloft_section is None else (ship.aloft_section,)
    in_parties = state.sections_in_parties(ship.name)
    sections = melee.party_sections(ship, n, taken=(*aloft, *in_parties))  # the section aloft stays aloft [23.0]
    party = Party(ship.name, kind, sections, str(a.target or a.get("friend") or ""))
    live = [i for i, c in enumerate(ship.crew) if c > 0]
    boarding = {i for p in (*state.parties, party) if p.ship == ship.name and p.kind == "OBP" for i in p.sections}
    all_in = kind == "OBP" and set(live) <= boarding
    pos = state.position.with_ship(ship.with_(all_in=True)) if all_in else state.position
    steps = [
        Step(
            "10.1.2.1",
            f"{ship.name} forms a {kind} of crew {agree(len(sections), 'section', 'sections')} "
            f"{', '.join(str(i + 1) for i in sections)}",
        )
    ]
    if in_parties:
        said = ", ".join(str(i + 1) for i in in_parties)
        steps.append(
            Step(
                "10.2.3",
                f"a second kind of party: {agree(len(in_parties), 'section', 'sections')} {said} "
                f"{agree(len(in_parties), 'is', 'are')} already in another",
            )
        )
    if aloft:
        steps.append(Step("23.0", f"crew section {aloft[0] + 1} is in the rigging and stays out of the {kind}"))
    if kind == "DBP" and ship.note in ("RH", "RG", "RR"):
        pos = pos.with_ship(pos.ship(ship.name).with_(note=""))
        steps.append(Step("20.5.6", "the repair crew turns to defend: the repair is off"))
    if kind == "DBP" and ship.in_rigging:
        pos = pos.with_ship(pos.ship(ship.name).with_(sail_order=""))
        steps.append(Step("23.0", "the men in the rigging come down to defend: the sail change is off"))
    if all_in:
        steps.append(Step("10.2.5", "every section boards: she may not fire now nor move next turn"))
    hoping = kind == "TBP" and state.position.ship(party.target).side != ship.side  # [10.2.8]
    return state.with_(position=pos, parties=(*state.parties, party)), RULINGS(
        f"what does {a} do?",
        f"a {kind} is formed",
        steps,
        kind="boarding",
        readings=state.readings,
        keys=("surrender_tbp_reach",) if hoping else (),
    )


def set_fire_crews(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """Set the crew sections fighting a fire aboard; they stay at it until it is out [Critical Hit Table 2H]."""
    ship = state.position.ship(str(a.ship))
    n = int(a.get("sections") or 0)
    pos = state.position.with_ship(ship.with_(fire_crews=n))
    step = Step(
        "16.1.2.2", f"{ship.name} sets {plural(n, 'crew section')} to fight the fire: out on a die of {n} or less"
    )
    new = state.with_(position=pos, tried=state.tried | {("firefight", ship.name, "")})
    return new, RULINGS(
        f"what does {a} do?", f"{plural(n, 'section')} {agree(n, 'fights', 'fight')} the fire", (step,), kind="critical"
    )


__all__ = ["form_party", "options", "set_fire_crews"]
