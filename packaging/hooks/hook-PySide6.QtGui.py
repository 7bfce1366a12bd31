"""PySide6.QtGui with only the Qt plugins that influence-board.spec names.

PyInstaller's own hook collects every plugin type QtGui can load (eglfs, evdev, the GTK
theme with its GTK/cairo/pango stack, all image formats, ...). This one runs the same
collection, then keeps the plugins listed in the spec's hooksconfig["PySide6"]["plugins"]
(qt_plugins.py).
"""

import importlib.util
import os


def hook(hook_api):
    path = os.path.join(os.path.dirname(__file__), "qt_plugins.py")
    spec = importlib.util.spec_from_file_location("qt_plugins", path)
    plugins = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(plugins)
    plugins.collect_named_plugins(hook_api, __file__)
