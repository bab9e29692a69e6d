"""*Fighting Sail*'s questions, as the kit finds them (:data:`QUESTIONS`, asked in :mod:`.asked`).

The rulings desk's board is a face (:mod:`.faces.desk`); a record's ``[%ruling ...]`` annotations ask the same
questions without it.
"""

from __future__ import annotations

from .asked import QUESTIONS

__all__ = ["QUESTIONS"]
