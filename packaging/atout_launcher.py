"""The frozen bundle's entry point (PyInstaller runs a script, not a module)."""
import sys

from gui.app import main

if __name__ == "__main__":
    sys.exit(main())
