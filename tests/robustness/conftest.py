"""Fixtures for the robustness tests: settings and recovery files in temporary folders."""

from isolation import settings_in_tmp  # noqa: F401 (an autouse fixture)
