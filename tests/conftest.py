"""Shared test settings: hypothesis runs derandomised so CI is repeatable."""

from hypothesis import settings

settings.register_profile("sailkit", derandomize=True, deadline=None, max_examples=150)
settings.load_profile("sailkit")
