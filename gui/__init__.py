"""Atout's Qt application: controllers and list models in Python, views in QML (``gui/qml``).

The GUI holds no rules: it shows what the engine's views say and sends the player's choices back.
"""
