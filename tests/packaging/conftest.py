"""The sdist and the wheel, built once for the packaging tests (tests/distributions.py)."""

from __future__ import annotations

import pytest

from distributions import Built, build


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    return build(tmp_path_factory.mktemp("dist"))
