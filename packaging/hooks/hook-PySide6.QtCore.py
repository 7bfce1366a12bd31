"""PySide6.QtCore without Qt's translations unless influence-board.spec asks for some.

The app loads only qtbase's translation of the languages it has catalogues for, so the rest
of Qt's ~7 MB of .qm files would never be read. hooksconfig["PySide6"]["translations"] lists
the .qm file names to keep (default: none).
"""

import os

from PyInstaller.utils.hooks import get_hook_config
from PyInstaller.utils.hooks.qt import add_qt6_dependencies


def hook(hook_api):
    hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
    keep = get_hook_config(hook_api, "PySide6", "translations") or ()
    datas = [
        (src, dest)
        for src, dest in datas
        if not src.endswith(".qm") or os.path.basename(src) in keep
    ]
    hook_api.add_imports(*hiddenimports)
    hook_api.add_binaries(binaries)
    hook_api.add_datas(datas)
