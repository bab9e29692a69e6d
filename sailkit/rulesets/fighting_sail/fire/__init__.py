"""Section 9.0 Fire Combat: range [9.31a], fields of fire [9.31b], line of sight [9.31c] and rakes [9.35]."""
