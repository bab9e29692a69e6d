"""The faces of Fighting Ships: what the kit loads only when used (its bench figures)."""
