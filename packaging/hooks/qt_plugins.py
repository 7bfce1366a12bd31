"""The Qt plugins influence-board.spec names, for the PySide6 hooks here (not a hook: its
name does not start with "hook-"). hooksconfig["PySide6"]["plugins"] maps a plugin type
to file names, "*" keeping the whole type; a type not named is left out."""

import os

from PyInstaller.utils.hooks import get_hook_config, logger
from PyInstaller.utils.hooks.qt import add_qt6_dependencies


def collect_named_plugins(hook_api, hook_file):
    """PyInstaller's collection for the module of `hook_file`, with only the named plugins."""
    hiddenimports, binaries, datas = add_qt6_dependencies(hook_file)
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
