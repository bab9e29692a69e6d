"""The Fighting Sail tutorials' explorers (ipywidgets controllers), one module per thing explored.

``wind`` (the allowance on each heading [5.22]), ``commands`` (the orders a ship may be given [6.1]),
``movement`` (the ends of a command, step by step [7.0-7.9]), ``gauge`` (the weather gauge [7.21]), ``drift``
[8.0], ``fire`` [9.0], ``damage`` and critical hits [10.0], ``melee`` [11.0], ``striking`` [12.0], ``strategic``
(swell and fires [13.0]), ``sequence`` (the sequence of play [4.0]), ``recording`` (the record sheets [14.0]) and
``victory`` (who wins [15.0]). What they share is in :mod:`.base`.
"""
