"""The race's faces, each imported only when used: ``drawing`` (its rulings' diagrams) and ``desk`` (the rulings
desk's pickers)."""
