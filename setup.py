"""The packages of the wheel, found rather than listed, so that a new game's package joins the
installed app by being there; pyproject.toml holds everything else. ``packaging/`` (the desktop
entry, AppStream metainfo and screenshots) ships as ``resources.desktop`` (mapped in pyproject.toml),
which ``find_packages`` cannot find because no folder of that name exists."""
from setuptools import find_packages, setup

setup(packages=find_packages(include=["engine", "engine.*", "gui", "gui.*", "resources", "resources.*"])
      + ["resources.desktop"])
