"""Geometry common to every rule set: compass directions and square grids (shapely)."""
