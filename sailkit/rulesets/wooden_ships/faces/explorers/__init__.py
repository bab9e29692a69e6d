"""The tutorials' explorers: :mod:`.basic` for the Basic Game's notebooks (01-15), :mod:`.advanced` for the Advanced
Game's and the Optional Rules' (16-30)."""
