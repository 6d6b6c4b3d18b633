"""Each game's screens for ``python -m gui.screenshots``: a module per game, named by its id, whose
``capture(shots)`` drives the real table to the game's moments (``shots``: :class:`gui.screenshots.Shots`),
and whose ``PACKAGING`` names the screens the README and the metainfo show."""
