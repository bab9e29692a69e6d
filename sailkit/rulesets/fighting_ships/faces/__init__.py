"""Fighting Ships' faces: what shows the rule set to people, each loaded only when used (:class:`sailkit.ruleset.Face`).
So far only the bench figures (``bench``)."""
