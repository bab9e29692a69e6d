"""Fighting Ships (draft v3.0) under sail: the fourth rule set, on the open table (work in progress).

*Fighting Ships* descends from Osprey's *Fighting Sail* and covers every era from galleys to missiles; sailkit builds
the sail era first. Its rules are being built section by section as pure functions that return rulings; the rule set
is not yet registered with the kit (no ``RULESET``), so the registry, the desk, ``validate`` and the conformance suite
do not offer it yet. ``docs/fighting_ships/README.md`` says what is built and what is not.
"""
