"""What the build makes, through the build's tools in tools/ (never in the package):
- the catalogues compiled: .po -> .mo (a pure-Python msgfmt) and Qt's .ts -> .qm (an
  lrelease: PySide6's, which the backend, tools/build_backend.py, asks for when one is to
  be compiled), into resources/locale beside their sources, those missing or older than
  their source only; before an sdist too, which so carries them compiled and builds
  without Qt;
- the desktop files translated from the gettext catalogues into the built package
  (tools/desktop_files.py);
- the share/ tree a wheel installs: menu entry, metainfo, MIME types, icon, man pages and
  completions (tools/wheel_data.py), as its data files.
A wheel, an sdist's build, an editable install (its desktop files stay English) and the
bundle (which installs the wheel's files) all carry the catalogues. Everything else is
pyproject's."""

import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "tools"))

import catalogues  # noqa: E402
import desktop_files  # noqa: E402
import wheel_data  # noqa: E402

LOCALE = HERE / "resources" / "locale"


def _compile_catalogues():
    for path in catalogues.compile_all(LOCALE, need_qt=True, stale_only=True):
        print(f"compiled {path.relative_to(HERE)}")


class BuildWithCatalogues(build_py):
    def run(self):
        _compile_catalogues()
        if self.editable_mode:
            super().run()  # the package is the source tree
            return
        # build/lib keeps what an earlier build copied there, and the wheel takes it all: a
        # module moved or deleted since (rules/catalogues.py) would be shipped still.
        package = Path(self.build_lib).resolve() / "influence_board"
        if HERE / "build" in package.parents:
            shutil.rmtree(package, ignore_errors=True)
        super().run()
        resources = package / "resources"
        translations = catalogues.translations(LOCALE)
        for path in desktop_files.translate_folder(
            HERE / "resources" / "desktop", resources / "desktop", translations
        ):
            print(f"translated {path.relative_to(package.parent)}")
        # Known only now that the package is built (a language's man page may be made by
        # the build): install_data reads them after the build.
        self.distribution.data_files = wheel_data.lay_out(resources, HERE / "build" / "share")


class SdistWithCatalogues(sdist):
    def run(self):
        _compile_catalogues()  # as package data they go into the sdist
        super().run()


setup(cmdclass={"build_py": BuildWithCatalogues, "sdist": SdistWithCatalogues})
