"""A temporary cube's safety (issue 36): players read the small number on a cube's corner
as the slot's printed VP ("4" on USA's cube in Europe's slot printed 5; the EU's starting
cube in Africa carried a "4" like that slot's printed 4). The safety now sits under the
cube, off its slot, as a shield beside its number; the only number on a slot is its
printed VP, which stays readable on the cube's corner."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath, QPicture
from PySide6.QtWidgets import QApplication

from boards import allowed
from influence_board.look.themes import DARK, HIGH_CONTRAST, LIGHT, Theme
from influence_board.rules import Add, Board, Region
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.operations import RowName
from influence_board.rules.safety import out_after
from influence_board.scene.geometry import Hit, TrackGeometry
from influence_board.scene.track_painter import TrackState, ink_of, paint_track, vp_text
from influence_board.scene.track_tips import describe_cube


class Recorder(QPainter):
    """A painter that notes, in the track's coordinates and in order, every text it draws
    with its box, and the box of every path."""

    def __init__(self, picture: QPicture) -> None:
        super().__init__(picture)
        self.texts: list[tuple[QRectF, str]] = []
        self.paths: list[QRectF] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]  # every overload
        rect, _flags, text = args  # the track painter's one form: a box, flags, the text
        self.texts.append((self.worldTransform().mapRect(QRectF(rect)), text))
        super().drawText(*args)

    def drawPath(self, path: QPainterPath) -> None:
        self.paths.append(self.worldTransform().map(path).boundingRect())
        super().drawPath(path)


def _board() -> Board:
    # The two cubes: USA's in Europe's slot printed 5 (out after 4), and the EU's
    # starting cube in Africa, in the slot printed 4 (out after 4 too).
    return allowed(standard_board(), Add("europe", "usa", "temporary")).board


def _recorded(region: Region, theme: Theme = LIGHT) -> Recorder:
    picture = QPicture()  # no stamps on a picture: every text reaches the painter
    painter = Recorder(picture)
    paint_track(painter, region, TrackGeometry(region), theme, ink_of(_board()), TrackState())
    painter.end()
    return painter


def _cubes(region: Region) -> list[int]:
    return [i for i, owner in enumerate(region.temporary) if owner is not None]


@pytest.mark.parametrize("theme", [LIGHT, DARK, HIGH_CONTRAST], ids=lambda t: t.name)
@pytest.mark.parametrize("region_id", ["europe", "africa"])
def test_the_safety_is_a_shield_and_its_number_under_the_cube_off_the_slot(
    qapp: QApplication, region_id: str, theme: Theme
) -> None:
    region = _board().region(region_id)
    g = TrackGeometry(region)
    drawn = _recorded(region, theme)
    assert _cubes(region) == [0]
    for i in _cubes(region):
        slot, place = g.temporary(i), g.safety(i)
        assert out_after(region, i) == 4  # the number that was read as VP
        assert place.top() > slot.bottom() and place.bottom() < g.footer_line(0).top()
        marks = [r for r, text in drawn.texts if text == "4" and place.contains(r)]
        assert len(marks) == 1, drawn.texts
        assert not marks[0].intersects(slot)
        # Beside the number, a glyph that is not one: the shield.
        assert any(place.contains(box) and box.right() <= marks[0].left() for box in drawn.paths)


@pytest.mark.parametrize("region_id", ["europe", "africa"])
def test_the_only_numbers_on_a_cubes_slot_are_its_printed_vp(
    qapp: QApplication, region_id: str
) -> None:
    """On the slot, under the cube and on its corner: its printed VP, and the owner's letter;
    never the safety (Africa's cube is out after 4 in a slot printed 4: the place tells)."""
    region = _board().region(region_id)
    g = TrackGeometry(region)
    marks = ink_of(_board()).marks
    drawn = _recorded(region)
    for i in _cubes(region):
        owner = region.temporary[i]
        assert owner is not None
        on_slot = {text for box, text in drawn.texts if box.intersects(g.temporary(i))}
        assert on_slot == {marks[owner], vp_text(region.temporary_vp[i])}


@pytest.mark.parametrize("row", ["permanent", "temporary"])
def test_the_printed_vp_stays_readable_on_the_cubes_corner(
    qapp: QApplication, row: RowName
) -> None:
    region = _board().region("europe")  # USA's temporary cube on 5; permanent cubes on 1
    g = TrackGeometry(region)
    owners = region.permanent if row == "permanent" else region.temporary
    printed = region.permanent_vp if row == "permanent" else region.temporary_vp
    drawn = _recorded(region)
    letters = ink_of(_board()).marks
    for i, owner in enumerate(owners):
        if owner is None:
            continue
        slot = g.slot_rect(row, i)
        texts = enumerate(drawn.texts)
        on_slot = [(n, box, text) for n, (box, text) in texts if box.intersects(slot)]
        cube_letter = max(n for n, _box, text in on_slot if text == letters[owner])
        corner = [
            box for n, box, text in on_slot if text == vp_text(printed[i]) and n > cube_letter
        ]
        assert len(corner) == 1, (row, i)  # drawn after the cube, so over it
        (box,) = corner
        assert abs(box.left() - slot.left()) <= 5 and abs(box.top() - slot.top()) <= 5
        assert not box.contains(slot.center())  # the owner's letter stays clear


def test_the_mark_is_part_of_its_cube_for_the_tooltip_and_the_click(qapp: QApplication) -> None:
    board = _board()
    region = board.region("africa")
    g = TrackGeometry(region)
    hit = g.hit(g.safety(0).center())
    assert hit == Hit("temporary", 0, False)
    assert describe_cube(board, "africa", hit.row, hit.index).endswith(
        "Out after 4 more temporary cubes here: the 4th pushes it out"
    )


def test_the_next_one_out_is_marked_apart(qapp: QApplication) -> None:
    """At 1 the tag takes the warning's colour: painted from the stamps, the place of a
    cube out with the next one holds that colour, the others do not."""
    from PySide6.QtGui import QColor, QImage

    board = _board()
    for player in ("china", "russia", "eu"):
        board = allowed(board, Add("europe", player, "temporary")).board
    region = board.region("europe")  # full: the first cube goes with the next one
    assert [out_after(region, i) for i in _cubes(region)] == [1, 2, 3, 4]
    g = TrackGeometry(region)
    image = QImage(int(g.width), int(g.height), QImage.Format.Format_RGB32)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    paint_track(painter, region, g, LIGHT, ink_of(board), TrackState())
    painter.end()

    def warning_pixels(i: int) -> int:
        box = g.safety(i).toRect()
        return sum(
            image.pixelColor(x, y) == LIGHT.warning
            for x in range(box.left(), box.right())
            for y in range(box.top(), box.bottom())
        )

    assert warning_pixels(0) > 50
    assert all(warning_pixels(i) == 0 for i in (1, 2, 3))
