"""What shows *As Per Margin* to people, one module a face, each imported only when that face is used: ``drawing``
(the diagrams of its rulings, positions and games), ``replay`` (the replayer's board), ``desk``, ``explorers`` and
``bench``."""
