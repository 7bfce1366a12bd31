"""Colour science for telling cube colours apart: parsing the colours a scenario may use,
CIELAB, the CIEDE2000 difference, red-green colour vision deficiencies simulated
(Machado, Oliveira & Fernandes 2009), which colours are near which, and the colour a new
player gets (the one furthest from those taken). Pure Python, under the rules (validation)."""

from __future__ import annotations

import heapq
import math
import re
from collections.abc import Iterable, Sequence

from .text.language import N_, _

HEX = re.compile(
    r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})"
)  # Qt's #rgb, #rrggbb, #aarrggbb

RGB = tuple[float, float, float]  # sRGB, each 0..1

# The colour names Qt (QColor) and CSS understand, as the app draws them.
_NAMED_COLORS = dict(
    item.split(":")
    for item in [
        "aliceblue:f0f8ff",
        "antiquewhite:faebd7",
        "aqua:00ffff",
        "aquamarine:7fffd4",
        "azure:f0ffff",
        "beige:f5f5dc",
        "bisque:ffe4c4",
        "black:000000",
        "blanchedalmond:ffebcd",
        "blue:0000ff",
        "blueviolet:8a2be2",
        "brown:a52a2a",
        "burlywood:deb887",
        "cadetblue:5f9ea0",
        "chartreuse:7fff00",
        "chocolate:d2691e",
        "coral:ff7f50",
        "cornflowerblue:6495ed",
        "cornsilk:fff8dc",
        "crimson:dc143c",
        "cyan:00ffff",
        "darkblue:00008b",
        "darkcyan:008b8b",
        "darkgoldenrod:b8860b",
        "darkgray:a9a9a9",
        "darkgreen:006400",
        "darkgrey:a9a9a9",
        "darkkhaki:bdb76b",
        "darkmagenta:8b008b",
        "darkolivegreen:556b2f",
        "darkorange:ff8c00",
        "darkorchid:9932cc",
        "darkred:8b0000",
        "darksalmon:e9967a",
        "darkseagreen:8fbc8f",
        "darkslateblue:483d8b",
        "darkslategray:2f4f4f",
        "darkslategrey:2f4f4f",
        "darkturquoise:00ced1",
        "darkviolet:9400d3",
        "deeppink:ff1493",
        "deepskyblue:00bfff",
        "dimgray:696969",
        "dimgrey:696969",
        "dodgerblue:1e90ff",
        "firebrick:b22222",
        "floralwhite:fffaf0",
        "forestgreen:228b22",
        "fuchsia:ff00ff",
        "gainsboro:dcdcdc",
        "ghostwhite:f8f8ff",
        "gold:ffd700",
        "goldenrod:daa520",
        "gray:808080",
        "green:008000",
        "greenyellow:adff2f",
        "grey:808080",
        "honeydew:f0fff0",
        "hotpink:ff69b4",
        "indianred:cd5c5c",
        "indigo:4b0082",
        "ivory:fffff0",
        "khaki:f0e68c",
        "lavender:e6e6fa",
        "lavenderblush:fff0f5",
        "lawngreen:7cfc00",
        "lemonchiffon:fffacd",
        "lightblue:add8e6",
        "lightcoral:f08080",
        "lightcyan:e0ffff",
        "lightgoldenrodyellow:fafad2",
        "lightgray:d3d3d3",
        "lightgreen:90ee90",
        "lightgrey:d3d3d3",
        "lightpink:ffb6c1",
        "lightsalmon:ffa07a",
        "lightseagreen:20b2aa",
        "lightskyblue:87cefa",
        "lightslategray:778899",
        "lightslategrey:778899",
        "lightsteelblue:b0c4de",
        "lightyellow:ffffe0",
        "lime:00ff00",
        "limegreen:32cd32",
        "linen:faf0e6",
        "magenta:ff00ff",
        "maroon:800000",
        "mediumaquamarine:66cdaa",
        "mediumblue:0000cd",
        "mediumorchid:ba55d3",
        "mediumpurple:9370db",
        "mediumseagreen:3cb371",
        "mediumslateblue:7b68ee",
        "mediumspringgreen:00fa9a",
        "mediumturquoise:48d1cc",
        "mediumvioletred:c71585",
        "midnightblue:191970",
        "mintcream:f5fffa",
        "mistyrose:ffe4e1",
        "moccasin:ffe4b5",
        "navajowhite:ffdead",
        "navy:000080",
        "oldlace:fdf5e6",
        "olive:808000",
        "olivedrab:6b8e23",
        "orange:ffa500",
        "orangered:ff4500",
        "orchid:da70d6",
        "palegoldenrod:eee8aa",
        "palegreen:98fb98",
        "paleturquoise:afeeee",
        "palevioletred:db7093",
        "papayawhip:ffefd5",
        "peachpuff:ffdab9",
        "peru:cd853f",
        "pink:ffc0cb",
        "plum:dda0dd",
        "powderblue:b0e0e6",
        "purple:800080",
        "rebeccapurple:663399",
        "red:ff0000",
        "rosybrown:bc8f8f",
        "royalblue:4169e1",
        "saddlebrown:8b4513",
        "salmon:fa8072",
        "sandybrown:f4a460",
        "seagreen:2e8b57",
        "seashell:fff5ee",
        "sienna:a0522d",
        "silver:c0c0c0",
        "skyblue:87ceeb",
        "slateblue:6a5acd",
        "slategray:708090",
        "slategrey:708090",
        "snow:fffafa",
        "springgreen:00ff7f",
        "steelblue:4682b4",
        "tan:d2b48c",
        "teal:008080",
        "thistle:d8bfd8",
        "tomato:ff6347",
        "turquoise:40e0d0",
        "violet:ee82ee",
        "wheat:f5deb3",
        "white:ffffff",
        "whitesmoke:f5f5f5",
        "yellow:ffff00",
        "yellowgreen:9acd32",
    ]
)


def parse_color(text: str) -> RGB | None:
    """A colour as the app draws it: #rgb, #rrggbb, #aarrggbb (Qt's order; the alpha is
    ignored) or a CSS/Qt colour name, any case. None when it is none of these."""
    if not isinstance(text, str):
        return None
    if HEX.fullmatch(text):
        digits = text[1:]
        if len(digits) == 3:
            digits = "".join(c * 2 for c in digits)
        elif len(digits) == 8:
            digits = digits[2:]
    else:
        found = _NAMED_COLORS.get(text.lower())
        if found is None:
            return None
        digits = found
    r, g, b = (int(digits[k : k + 2], 16) / 255 for k in (0, 2, 4))
    return (r, g, b)


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


Lab = tuple[float, float, float]
Matrix = tuple[tuple[float, float, float], ...]

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear sRGB.
VISIONS: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
}
VISION_WORDS = {
    "protanopia": N_("protanopia (red-blind)"),
    "deuteranopia": N_("deuteranopia (green-blind)"),
}


def vision_words(vision: str) -> str:
    """A colour vision deficiency as a warning names it, in the language in use."""
    return _(VISION_WORDS[vision])


def to_lab(rgb: RGB, vision: str | None = None) -> Lab:
    """CIELAB (D65) of an sRGB colour, as seen with normal vision or a simulated one."""
    lin = [_linear(c) for c in rgb]
    if vision is not None:
        m = VISIONS[vision]
        lin = [min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    r, g, b = lin
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e_2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
        h_mean = h1p + h2p
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
        if abs(h1p - h2p) <= 180:
            h_mean = (h1p + h2p) / 2
        elif h1p + h2p < 360:
            h_mean = (h1p + h2p + 360) / 2
        else:
            h_mean = (h1p + h2p - 360) / 2
    big_dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * cp_mean
    sh = 1 + 0.015 * cp_mean * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt(
        (dl / sl) ** 2 + (dc / sc) ** 2 + (big_dh / sh) ** 2 + rt * (dc / sc) * (big_dh / sh)
    )


def color_difference(a: RGB, b: RGB, vision: str | None = None) -> float:
    """CIEDE2000 between two sRGB colours, with normal vision or a simulated one."""
    return delta_e_2000(to_lab(a, vision), to_lab(b, vision))


# Okabe-Ito first (the standard board's), then Paul Tol's: colours made to stay apart.
PLAYER_COLORS = (
    "#0072B2", "#F0E442", "#D55E00", "#009E73", "#CC79A7", "#56B4E9", "#E69F00",
    "#882255", "#44AA99", "#999933", "#AA4499", "#117733", "#332288",
)  # fmt: skip


def distinct_color(taken: Iterable[str]) -> str:
    """The candidate colour that stays furthest from the taken ones, for normal vision and
    for the colour-blind visions the checks simulate."""
    parsed = [c for c in (parse_color(t) for t in taken) if c is not None]
    visions = (None, *VISIONS)

    def nearest(candidate: str) -> float:
        rgb = parse_color(candidate)
        assert rgb is not None
        return min(
            (color_difference(rgb, other, vision) for other in parsed for vision in visions),
            default=100.0,
        )

    return max(PLAYER_COLORS, key=nearest)


# Up to this many colours, every pair is compared (2016 pairs: a few hundredths of a second).
EVERY_PAIR_UP_TO = 64
# Beyond, each colour is compared with this many of the nearest, per way of seeing. A pair
# that looks alike is near in CIELAB, and a colour with this many near ones is already
# warned about; this keeps the check at n log n for any number of players.
NEIGHBOURS = 8
_LEAF = 8  # points in a k-d tree leaf: compared one by one


def pairs_to_compare(seen_as: Sequence[Sequence[Lab]]) -> list[tuple[int, int]]:
    """The pairs of colours (i, j), i < j, worth comparing, ordered by j then i, given the
    same colours as seen in several ways (normal vision, simulated deficiencies): every
    pair up to EVERY_PAIR_UP_TO colours, else the nearest pairs in any of the ways."""
    n = len(seen_as[0]) if seen_as else 0
    if n <= EVERY_PAIR_UP_TO:
        return [(i, j) for j in range(n) for i in range(j)]
    near: set[tuple[int, int]] = set()
    for points in seen_as:
        near |= nearest_pairs(points)
    return sorted(near, key=lambda pair: (pair[1], pair[0]))


def nearest_pairs(points: Sequence[Lab], k: int = NEIGHBOURS) -> set[tuple[int, int]]:
    """Pairs of indexes (i, j), i < j, where one point is among the other's k nearest
    (straight-line distance in CIELAB): every pair when there are at most k + 1 points.

    A k-d tree, so that however the points cluster, the work is about n log n."""
    tree = _tree(list(range(len(points))), points, 0)
    pairs: set[tuple[int, int]] = set()
    for i, point in enumerate(points):
        found: list[tuple[float, int]] = []  # a max-heap of (-distance², index), k long
        _nearest(tree, points, point, i, k, found)
        pairs.update((min(i, j), max(i, j)) for _i, j in found)
    return pairs


# A k-d tree node: a leaf's indexes, or (axis, split value, below, at or above).
_Node = list[int] | tuple[int, float, "_Node", "_Node"]


def _tree(indexes: list[int], points: Sequence[Lab], depth: int) -> _Node:
    if len(indexes) <= _LEAF:
        return indexes
    axis = depth % 3
    indexes.sort(key=lambda i: points[i][axis])
    middle = len(indexes) // 2
    return (
        axis,
        points[indexes[middle]][axis],
        _tree(indexes[:middle], points, depth + 1),
        _tree(indexes[middle:], points, depth + 1),
    )


def _nearest(
    node: _Node,
    points: Sequence[Lab],
    point: Lab,
    skip: int,
    k: int,
    found: list[tuple[float, int]],
) -> None:
    if isinstance(node, list):
        l0, a0, b0 = point
        for j in node:
            if j == skip:
                continue
            l1, a1, b1 = points[j]
            d = (l0 - l1) ** 2 + (a0 - a1) ** 2 + (b0 - b1) ** 2
            if len(found) < k:
                heapq.heappush(found, (-d, j))
            elif d < -found[0][0]:
                heapq.heapreplace(found, (-d, j))
        return
    axis, split, below, above = node
    gap = point[axis] - split
    near, far = (below, above) if gap < 0 else (above, below)
    _nearest(near, points, point, skip, k, found)
    if len(found) < k or gap * gap < -found[0][0]:
        _nearest(far, points, point, skip, k, found)
