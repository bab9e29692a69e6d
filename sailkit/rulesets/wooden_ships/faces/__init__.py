"""*Wooden Ships & Iron Men*'s faces, each imported only when used: ``drawing`` (the diagrams of its rulings and
positions), ``replay`` (the replayer's board and ship sheet), ``desk`` (the rulings desk's map and pickers),
``explorers`` (the tutorials' widgets: ``basic`` for the Basic Game's notebooks, ``advanced`` for the Advanced Game's)
and ``bench`` (its figures in ``python -m sailkit.bench``)."""
