"""Wooden Ships & Iron Men, Tournament Edition 1.2b, on hexes (work in progress)."""
