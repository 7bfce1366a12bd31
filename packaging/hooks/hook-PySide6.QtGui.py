"""PySide6.QtGui with only the Qt plugins that influence-board.spec names.

PyInstaller's own hook collects every plugin type QtGui can load (eglfs, evdev, the GTK
theme with its GTK/cairo/pango stack, all image formats, ...). This one runs the same
collection, then keeps the plugins listed in the spec's hooksconfig["PySide6"]["plugins"]:
a mapping plugin type -> file names, where "*" keeps the whole type.
"""

import os

from PyInstaller.utils.hooks import get_hook_config, logger
from PyInstaller.utils.hooks.qt import add_qt6_dependencies


def hook(hook_api):
    hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
    wanted = get_hook_config(hook_api, "PySide6", "plugins")
    if wanted is not None:
        kept = []
        for src, dest in binaries:
            parts = dest.replace(os.sep, "/").split("/plugins/", 1)
            if len(parts) == 2:
                names = wanted.get(parts[1], ())
                if "*" not in names and os.path.basename(src) not in names:
                    logger.debug("influence-board: leaving out Qt plugin %s", src)
                    continue
            kept.append((src, dest))
        binaries = kept
    hook_api.add_imports(*hiddenimports)
    hook_api.add_binaries(binaries)
    hook_api.add_datas(datas)
