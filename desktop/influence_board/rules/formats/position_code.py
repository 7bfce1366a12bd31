"""Position codes (DESIGN.md): one line of URL-safe characters for chat and tournament forms.

    ib1.s<base64url>   a position on the standard board: cubes, Armies and VP only
    ib1.n<base64url>   a position on a board built like the standard one (the same ids,
                       slots, bonuses and adjacency) whose names or colours differ: the
                       position, then only the texts that differ
    ib1.z<base64url>   any other board: the whole scenario, zlib-compressed

The last 3 bytes before base64url are a checksum of the kind, the payload and (for `s` and
`n`) the standard board's structure, so a changed or missing character, or a code made
against another version of the standard board, is refused instead of decoded into a wrong
position. An `s` code's structure includes the standard board's texts (as the first codes
were made, which still decode); an `n` code's does not, since it carries its own.

A standard position is a stream of bits, Region by Region in board order: each permanent
slot (owner index + 1, 0 = empty), the overflow (count, owners), the temporary run (length,
owners), the Armies (a flag, then one count per participant), then each player's VP. Owners
are participant indexes (players, then the local power) in as few bits as they need; counts
and VP are Elias gamma codes, so a 0 is one bit and a big total grows only logarithmically.
The texts of an `n` code follow: how many differ, then for each the distance from the
previous one in the list of texts (the board's name; each player's name and colour; the
local power's name and colour; each Region's name) and the text: a colour `#RRGGBB` in 26
bits, any other text as its UTF-8 length and bytes.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import zlib
from collections.abc import Iterator
from typing import Any

from ...text.escaping import escaped_keeping_lines
from ...text.language import _, ngettext, number
from ..board import Board, Region
from ..limits import UnsafeJson, parse_json
from .scenario import ScenarioError, from_data, to_data

PREFIX = "ib1."
STANDARD_KIND = "s"
NAMED_KIND = "n"
SCENARIO_KIND = "z"
_SHORT_KINDS = (STANDARD_KIND, NAMED_KIND)  # kinds that take the rest from the standard board
CHECK_BYTES = 3
# A code is for chat and forms, not for whole files: a board whose scenario is larger has
# no code (share the file), and so no code is longer than the app writes for one.
MAX_SCENARIO_BYTES = 4 * 1024 * 1024
MAX_CODE_CHARS = 8 * 1024 * 1024  # base64 of a compressed 4 MB scenario, with room to spare
MAX_GAMMA_BITS = 40  # counts and VP stay far below 2**40 (Limits: 1,000,000,000)
# The bits the writer gathers in an integer before it moves the whole bytes out: a machine
# word or two, so that a shift stays cheap and a move is not paid on every write.
_FLUSH_BITS = 64
_NOT_BASE64URL = re.compile(r"[^A-Za-z0-9_-]")
_HEX_COLOUR = re.compile(r"#[0-9A-F]{6}|#[0-9a-f]{6}")


class CodeError(ValueError):
    """A text that is not a position code, or a damaged one; the message says why."""


# -- which boards are "the standard board" ---------------------------------------------------


def _structure(board: Board) -> list[Any]:
    """What a standard position code (`s`) takes from the standard board instead of
    carrying it. Region positions on the picture are layout, not structure: a code does
    not keep them."""
    return [
        board.name,
        [[p.id, p.name, p.color] for p in board.players],
        [board.local_power.id, board.local_power.name, board.local_power.color]
        if board.local_power
        else None,
        [[r.id, r.name, r.permanent_vp, r.temporary_vp, r.majority_bonus] for r in board.regions],
        [list(link) for link in board.adjacency],
    ]


def _bare_structure(board: Board) -> list[Any]:
    """The structure without the texts (DESIGN.md: ids, slots, bonuses, adjacency): what
    an `n` code takes from the standard board."""
    return [
        [p.id for p in board.players],
        board.local_power.id if board.local_power else None,
        [[r.id, r.permanent_vp, r.temporary_vp, r.majority_bonus] for r in board.regions],
        [list(link) for link in board.adjacency],
    ]


def _texts(board: Board) -> list[str]:
    """The names and colours an `n` code carries when they differ, in code order."""
    texts = [board.name]
    for p in board.players:
        texts += [p.name, p.color]
    if board.local_power is not None:
        texts += [board.local_power.name, board.local_power.color]
    return texts + [r.name for r in board.regions]


def has_standard_structure(board: Board, standard: Board) -> bool:
    """Built like `standard`, texts included: the shortest code."""
    return _structure(board) == _structure(standard)


def is_built_like(board: Board, standard: Board) -> bool:
    """The same ids, slots, bonuses, adjacency and scoring rounds as `standard`, whatever
    the texts. (The scoring rounds are compared apart: the fingerprint of the codes made
    before rounds existed stays what it was.)"""
    return (
        _bare_structure(board) == _bare_structure(standard)
        and board.scoring_rounds == standard.scoring_rounds
    )


def _fingerprint(kind: str, standard: Board) -> bytes:
    shape = _structure(standard) if kind == STANDARD_KIND else _bare_structure(standard)
    return json.dumps(shape, ensure_ascii=False).encode()


def _checksum(kind: str, payload: bytes, standard: Board | None) -> bytes:
    h = hashlib.blake2b(digest_size=CHECK_BYTES, person=b"influence-code")
    h.update(kind.encode())
    if standard is not None:
        h.update(_fingerprint(kind, standard))
    h.update(payload)
    return h.digest()


# -- bits ------------------------------------------------------------------------------------


class _BitWriter:
    """Bits appended at the end, each write costing its own width, so that a code of any
    length is written in linear time: only the last few bits wait in an integer, and every
    whole byte goes to a bytearray that grows in place. (Shifting one integer that held the
    whole code at every write was quadratic: 50,000 overflow cubes a Region took 10 s.)"""

    def __init__(self) -> None:
        self.done = bytearray()  # the whole bytes written so far
        self.pending = 0  # the bits after them, fewer than _FLUSH_BITS
        self.count = 0  # how many bits `pending` holds

    def bits(self, value: int, width: int) -> None:
        pending = (self.pending << width) | value
        count = self.count + width
        if count >= _FLUSH_BITS:
            whole, count = count // 8, count % 8
            self.done += (pending >> count).to_bytes(whole, "big")
            pending &= (1 << count) - 1
        self.pending, self.count = pending, count

    def gamma(self, n: int) -> None:
        """Elias gamma of n + 1: 0 -> '1', 1 -> '010', 2 -> '011', 3 -> '00100', ..."""
        width = (n + 1).bit_length()
        self.bits(n + 1, 2 * width - 1)  # width - 1 zeros, then n + 1 in `width` bits

    def to_bytes(self) -> bytes:
        pad = -self.count % 8  # zero bits up to a whole byte; the reader checks them
        return bytes(self.done) + (self.pending << pad).to_bytes((self.count + pad) // 8, "big")


class _BitReader:
    """Bits read from the front of `data`, each read costing its own width: a code of any
    length is read in linear time (one big integer shifted for every read is quadratic)."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0
        self.end = len(data) * 8

    @property
    def left(self) -> int:
        return self.end - self.at

    def bits(self, width: int) -> int:
        if width > self.left:
            raise CodeError(_("the code ends too early (is it cut short?)"))
        start, self.at = self.at, self.at + width
        first, last = start // 8, (self.at + 7) // 8
        chunk = int.from_bytes(self.data[first:last], "big")
        return (chunk >> (last * 8 - self.at)) & ((1 << width) - 1)

    def gamma(self) -> int:
        zeros = 0
        while self.bits(1) == 0:
            zeros += 1
            if zeros > MAX_GAMMA_BITS:
                raise CodeError(_("the code holds a number beyond every limit"))
        return ((1 << zeros) | self.bits(zeros)) - 1

    def more(self) -> bool:
        """Whether a field follows: a one bit before the end (padding is zero bits)."""
        if self.left <= 0:
            return False
        first = self.at // 8
        partial = self.data[first] & ((1 << (8 - self.at % 8)) - 1)
        return partial != 0 or self.data[first + 1 :].strip(b"\0") != b""

    def finish(self) -> None:
        if self.left >= 8 or self.bits(self.left) != 0:
            raise CodeError(_("the code has characters past the end of the position"))


def _width(n: int) -> int:
    """Bits for a number in 0..n-1."""
    return max(1, (n - 1).bit_length())


# -- encoding --------------------------------------------------------------------------------


def encode(board: Board, standard: Board) -> str:
    """The position code of `board`: its position alone when it is built like `standard`,
    with the names and colours that differ from it."""
    if _fits_bits(board) and is_built_like(board, standard):
        out = _BitWriter()
        _write_position(out, board)
        if has_standard_structure(board, standard):
            _write_round(out, board)
            return _pack(STANDARD_KIND, out.to_bytes(), standard)
        texts = _encodable_texts(board)
        if texts is not None:
            _write_texts(out, texts, _texts(standard))
            _write_round(out, board)
            return _pack(NAMED_KIND, out.to_bytes(), standard)
    text = json.dumps(to_data(board), ensure_ascii=False, separators=(",", ":"))
    # A lone surrogate in a name cannot be UTF-8: written as the JSON escape it stands for.
    data = escaped_keeping_lines(text).encode()
    if len(data) > MAX_SCENARIO_BYTES:
        raise CodeError(
            _(
                "the board is too large for a position code (its scenario is over {n} MB): "
                "share the file instead"
            ).format(n=number(MAX_SCENARIO_BYTES // (1024 * 1024)))
        )
    return _pack(SCENARIO_KIND, zlib.compress(data, 9), None)


def _pack(kind: str, payload: bytes, standard: Board | None) -> str:
    data = payload + _checksum(kind, payload, standard)
    return PREFIX + kind + base64.urlsafe_b64encode(data).decode().rstrip("=")


def _fits_bits(board: Board) -> bool:
    """A position the bits can say: cubes of participants, a temporary run with no gap,
    counts 0 or more. (An invalid position from the editor goes whole, as a scenario.)"""
    owners = {p.id for p in board.participants()}
    for region in board.regions:
        run = region.temporary_count()
        if any(c is not None for c in region.temporary[run:]):
            return False
        if not all(c in owners for c in region.cubes()):
            return False
        if not all(o in owners and n >= 0 for o, n in region.armies):
            return False
    return all(n >= 0 for n in board.vp)


def _encodable_texts(board: Board) -> list[str] | None:
    """The board's texts, or None when one cannot be UTF-8 (a lone surrogate)."""
    texts = _texts(board)
    try:
        for text in texts:
            text.encode()
    except UnicodeEncodeError:
        return None
    return texts


def _write_position(out: _BitWriter, board: Board) -> None:
    owners = [p.id for p in board.participants()]
    index = {o: i for i, o in enumerate(owners)}
    cell = _width(len(owners) + 1)  # owner + 1, or 0 for an empty permanent slot
    owner = _width(len(owners))
    for region in board.regions:
        for cube in region.permanent:
            out.bits(0 if cube is None else index[cube] + 1, cell)
        out.gamma(len(region.overflow))
        for cube in region.overflow:
            out.bits(index[cube], owner)
        run = region.temporary_count()
        out.bits(run, _width(len(region.temporary) + 1))
        for cube in region.temporary[:run]:
            out.bits(index[cube], owner)  # type: ignore[index]  # the run holds no None
        out.bits(1 if region.armies else 0, 1)
        if region.armies:
            for o in owners:
                out.gamma(region.armies_of(o))
    for n in board.vp:
        out.gamma(n)


def _write_round(out: _BitWriter, board: Board) -> None:
    """The round being played, last and only past round 1 (RULES.md section 8): a code of
    round 1 reads as it did before rounds were kept."""
    if board.round != 1:
        out.gamma(board.round - 1)  # 1 or more: its bits hold a one, padding does not


def _write_texts(out: _BitWriter, texts: list[str], standard: list[str]) -> None:
    changed = [(i, t) for i, (t, was) in enumerate(zip(texts, standard, strict=True)) if t != was]
    out.gamma(len(changed))
    previous = -1
    for i, text in changed:
        out.gamma(i - previous - 1)
        previous = i
        if _HEX_COLOUR.fullmatch(text):
            out.bits(1, 1)
            out.bits(1 if text[1:] != text[1:].upper() else 0, 1)  # lower-case digits
            out.bits(int(text[1:], 16), 24)
        else:
            out.bits(0, 1)
            _write_text(out, text)


def _write_text(out: _BitWriter, text: str) -> None:
    """UTF-8 bytes, or the code points in as few bits as the largest needs, whichever is
    shorter (7 bits a letter for ASCII, 16 for most CJK), so that a name costs at most
    about its UTF-8 length in base64 characters."""
    data = text.encode()
    width = max(ord(c) for c in text).bit_length()
    if width * len(text) + 5 < 8 * len(data):
        out.bits(1, 1)
        out.gamma(len(text))
        out.bits(width - 1, 5)
        for c in text:
            out.bits(ord(c), width)
        return
    out.bits(0, 1)
    out.gamma(len(data))
    for byte in data:
        out.bits(byte, 8)


# -- decoding --------------------------------------------------------------------------------


def decode(code: str, standard: Board) -> Board:
    """The Board a code stands for; raises CodeError saying why a code is not usable."""
    kind, payload = _unpack(code.strip(), standard)
    if kind in _SHORT_KINDS:
        data = _standard_scenario(payload, standard, with_texts=kind == NAMED_KIND)
    else:
        data = _scenario_data(payload)
    try:
        return from_data(data, "position code")
    except ScenarioError as exc:
        raise CodeError(
            _("the code does not hold a valid scenario: {why}").format(why=exc.describe())
        ) from None


def looks_like_code(text: str) -> bool:
    return text.strip().startswith(PREFIX)


def _unpack(code: str, standard: Board) -> tuple[str, bytes]:
    if len(code) > MAX_CODE_CHARS:
        raise CodeError(
            _(
                "the code is longer than any the app writes ({n} characters; at most {limit})"
            ).format(n=number(len(code)), limit=number(MAX_CODE_CHARS))
        )
    if not code.startswith(PREFIX):
        raise CodeError(
            _("not a position code: it must start with '{prefix}'").format(prefix=PREFIX)
        )
    kind, body = code[len(PREFIX) : len(PREFIX) + 1], code[len(PREFIX) + 1 :]
    if kind not in (*_SHORT_KINDS, SCENARIO_KIND):
        raise CodeError(
            _(
                "unknown kind of code {kind!r} after '{prefix}' (expected '{standard}', "
                "'{named}' or '{scenario}')"
            ).format(
                kind=kind,
                prefix=PREFIX,
                standard=STANDARD_KIND,
                named=NAMED_KIND,
                scenario=SCENARIO_KIND,
            )
        )
    bad = _NOT_BASE64URL.search(body)
    if bad is not None:
        where = bad.start()
        raise CodeError(
            _("character {n} ({character!r}) is not one of A-Z a-z 0-9 - _").format(
                n=number(len(PREFIX) + 2 + where), character=body[where]
            )
        )
    if len(body) % 4 == 1:
        raise CodeError(_("the code has a character too many or too few (is it cut short?)"))
    data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    if base64.urlsafe_b64encode(data).decode().rstrip("=") != body:
        # The last character's spare bits are not zero: base64 alone would ignore them.
        raise CodeError(_("the code is damaged: its last character is not one a code ends with"))
    if len(data) <= CHECK_BYTES:
        raise CodeError(_("the code is too short to hold a position (is it cut short?)"))
    payload, check = data[:-CHECK_BYTES], data[-CHECK_BYTES:]
    if check != _checksum(kind, payload, standard if kind in _SHORT_KINDS else None):
        if kind in _SHORT_KINDS:
            text = _(
                "the code is damaged: its checksum does not match (a character changed, went "
                "missing or was added) (or it was made for another version of the standard "
                "board)"
            )
        else:
            text = _(
                "the code is damaged: its checksum does not match (a character changed, went "
                "missing or was added)"
            )
        raise CodeError(text)
    return kind, payload


def _scenario_data(payload: bytes) -> Any:
    inflate = zlib.decompressobj()
    try:
        text = inflate.decompress(payload, MAX_SCENARIO_BYTES)
    except zlib.error as exc:
        raise CodeError(
            _("the code's scenario cannot be unpacked: {why}").format(why=exc)
        ) from None
    if inflate.unconsumed_tail:
        raise CodeError(
            _(
                "the code's scenario is larger than {n} MB, more than any code the app writes holds"
            ).format(n=number(MAX_SCENARIO_BYTES // (1024 * 1024)))
        )
    if not inflate.eof or inflate.unused_data:
        raise CodeError(_("the code's scenario is cut short or has bytes past its end"))
    try:
        return parse_json(text.decode())
    except UnsafeJson as exc:
        raise CodeError(_("the code's scenario: {why}").format(why=exc.msg)) from None
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise CodeError(_("the code's scenario is not JSON text: {why}").format(why=exc)) from None


def _standard_scenario(payload: bytes, standard: Board, with_texts: bool) -> dict[str, Any]:
    """The standard scenario with the cubes, Armies and VP the code gives, and (`n`) its
    names and colours."""
    owners = [p.id for p in standard.participants()]
    read = _BitReader(payload)
    data = to_data(standard)
    for region, item in zip(standard.regions, data["regions"], strict=True):
        item["cubes"], armies = _read_region(read, region, owners)
        item.pop("armies", None)
        if armies:
            item["armies"] = armies
    data["vp"] = {p.id: read.gamma() for p in standard.players}
    if with_texts:
        _put_texts(data, _read_texts(read, len(_texts(standard))))
    if read.more():
        data["round"] = read.gamma() + 1
    read.finish()
    return data


def _read_texts(read: _BitReader, count: int) -> dict[int, str]:
    texts: dict[int, str] = {}
    at = -1
    for _i in range(read.gamma()):
        at += read.gamma() + 1
        if at >= count:
            raise CodeError(_("the code names a text the standard board does not have"))
        if read.bits(1):
            lower = read.bits(1)
            digits = f"{read.bits(24):06X}"
            texts[at] = "#" + (digits.lower() if lower else digits)
            continue
        texts[at] = _read_text(read)
    return texts


def _read_text(read: _BitReader) -> str:
    packed = read.bits(1)
    size = read.gamma()
    width = read.bits(5) + 1 if packed else 8
    if size * width > read.left:
        raise CodeError(_("the code ends too early (is it cut short?)"))
    if packed:
        points = [read.bits(width) for _i in range(size)]
        if any(p > 0x10FFFF or 0xD800 <= p <= 0xDFFF for p in points):
            raise CodeError(_("the code holds a name that is not Unicode text"))
        return "".join(map(chr, points))
    data = bytes(read.bits(8) for _i in range(size))
    try:
        return data.decode()
    except UnicodeDecodeError:
        raise CodeError(_("the code holds a name that is not UTF-8 text")) from None


def _put_texts(data: dict[str, Any], texts: dict[int, str]) -> None:
    """Lay the texts into scenario data, in the order of _texts."""
    places: list[tuple[dict[str, Any], str]] = [(data, "name")]
    for player in data["players"]:
        places += [(player, "name"), (player, "color")]
    if data.get("local_power") is not None:
        places += [(data["local_power"], "name"), (data["local_power"], "color")]
    places += [(region, "name") for region in data["regions"]]
    for at, text in texts.items():
        item, key = places[at]
        item[key] = text


def _read_region(
    read: _BitReader, region: Region, owners: list[str]
) -> tuple[dict[str, list[str | None]], dict[str, int]]:
    cell, width = _width(len(owners) + 1), _width(len(owners))

    def owner(n: int, where: str) -> str:
        if n >= len(owners):
            rows = {
                "permanent row": _(
                    "{region}: the code names an unknown owner in the permanent row"
                ),
                "overflow": _("{region}: the code names an unknown owner in the overflow"),
                "temporary row": _(
                    "{region}: the code names an unknown owner in the temporary row"
                ),
            }
            raise CodeError(rows[where].format(region=region.name))
        return owners[n]

    def cubes(n: int, where: str) -> Iterator[str]:
        for _i in range(n):
            yield owner(read.bits(width), where)

    permanent: list[str | None] = []
    for _vp in region.permanent_vp:
        n = read.bits(cell)
        permanent.append(None if n == 0 else owner(n - 1, "permanent row"))
    overflow: list[str | None] = list(cubes(read.gamma(), "overflow"))
    run = read.bits(_width(len(region.temporary_vp) + 1))
    if run > len(region.temporary_vp):
        raise CodeError(
            ngettext(
                "{region}: the code gives {run} temporary cubes for {n} slot",
                "{region}: the code gives {run} temporary cubes for {n} slots",
                len(region.temporary_vp),
            ).format(region=region.name, run=number(run), n=number(len(region.temporary_vp)))
        )
    temporary: list[str | None] = list(cubes(run, "temporary row"))

    temporary += [None] * (len(region.temporary_vp) - run)
    armies: dict[str, int] = {}
    if read.bits(1):
        armies = {o: n for o in owners if (n := read.gamma())}
    rows = {"permanent": permanent, "overflow": overflow, "temporary": temporary}
    return rows, armies
