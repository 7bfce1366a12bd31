"""PySide6.QtNetwork (the one-instance socket) with only the Qt plugins that
influence-board.spec names: PyInstaller's own hook adds the TLS and network-information
plugins and OpenSSL, which a local socket never uses.
"""

import importlib.util
import os


def hook(hook_api):
    path = os.path.join(os.path.dirname(__file__), "qt_plugins.py")
    spec = importlib.util.spec_from_file_location("qt_plugins", path)
    plugins = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(plugins)
    plugins.collect_named_plugins(hook_api, __file__)
