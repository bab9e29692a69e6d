"""Fighting Ships' faces: what shows the rule set to people, each loaded only when used (:class:`sailkit.ruleset.Face`).

``drawing`` registers a renderer for every kind of ruling (the open table's pictures, and through ``drawing_cards`` the dice
side's cards); ``gallery`` draws one of each for ``docs/fighting_ships/gallery.md``; ``bench`` adds the rule set's
speed figures. Found by the kit's naming convention (``faces.drawing``, ``faces.gallery``, ``faces.bench``) once the
rule set is registered."""
