"""The catalogues compiled at build time: .po -> .mo (a pure-Python msgfmt) and Qt's .ts ->
.qm (PySide6's lrelease, a build requirement), into resources/locale before setuptools
collects the package data, so the wheel, an sdist's build, an editable install and the
bundle (which installs the wheel's files) all carry them, through tools/catalogues.py: the
build's tool, never in the package. Everything else is pyproject's."""

import importlib.util
import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _catalogues():
    path = HERE / "tools" / "catalogues.py"
    spec = importlib.util.spec_from_file_location("_influence_board_catalogues", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogues(build_py):
    def run(self):
        for path in _catalogues().compile_all(HERE / "resources" / "locale", need_qt=True):
            print(f"compiled {path.relative_to(HERE)}")
        # build/lib keeps what an earlier build copied there, and the wheel takes it all: a
        # module moved or deleted since (rules/catalogues.py) would be shipped still.
        package = Path(self.build_lib).resolve() / "influence_board"
        if not self.editable_mode and HERE / "build" in package.parents:
            shutil.rmtree(package, ignore_errors=True)
        super().run()


setup(cmdclass={"build_py": BuildWithCatalogues})
