"""The examples in the engine's docstrings run, as the documentation promises (``>>>`` lines)."""
from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine


def engine_modules() -> list[str]:
    names = ["engine"]
    for module in pkgutil.walk_packages(engine.__path__, "engine."):
        if not module.name.endswith("__main__"):
            names.append(module.name)
    return names


EXAMPLES = [(name, test) for name in engine_modules()
            for test in doctest.DocTestFinder().find(importlib.import_module(name)) if test.examples]


def test_the_engine_has_examples_to_run():
    assert len(EXAMPLES) >= 1


@pytest.mark.parametrize("name, test", EXAMPLES, ids=[test.name for _, test in EXAMPLES])
def test_a_docstring_example_runs(name, test):
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0 and runner.tries == len(test.examples), (name, test.name)
