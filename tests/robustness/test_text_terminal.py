"""Issue 9, item 8 (text, the terminal side): names and ids from a file never act on the
terminal, never forge an output line and never crash an encoder, in `check`, `replay` and
`--json`. Through real processes, as a script would run them."""

from __future__ import annotations

import contextlib
import io
import json
import re
import unicodedata
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from app_process import MODULE, run_app
from influence_board.cli.terminal import guarded_output
from influence_board.rules.formats.scenario import dumps, standard_board
from influence_board.text.escaping import escaped, escaped_keeping_lines, json_text

ESC_RED = "\u001b[31m"
# What DESIGN.md's limits refuse in a name or id (control characters, a lone surrogate)...
REFUSED = f"{ESC_RED}Red\u0007\nVP: forged 999\ud800\u202eevil\r"
# ...and what they allow, which a terminal would still act on: bidi overrides reorder the
# line, and U+2028/U+2029 break it in some terminals and editors.
HOSTILE = "Red\u202eevil\u2028VP: forged 999\u2029x"
SHOWN = "Red\\u202eevil\\u2028VP: forged 999\\u2029x"  # as `escaped` prints it
# Anything a terminal would act on, or that UTF-8 cannot carry.
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def run(*args: str | Path) -> tuple[int, str, str]:
    """Run the CLI; its output is read as strict UTF-8, which a raw lone surrogate fails."""
    done = run_app(MODULE, *args)
    return done.returncode, done.stdout, done.stderr


def hostile_scenario(tmp_path: Path, text: str = HOSTILE) -> Path:
    data = json.loads(dumps(standard_board()))
    data["name"] = f"Board {text}"
    data["players"][0]["name"] = text
    data["regions"][0]["name"] = f"<h1>{text}</h1>"
    path = tmp_path / "hostile.json"
    # ensure_ascii: the file itself is plain ASCII JSON, lone surrogate and all.
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def assert_safe(text: str) -> None:
    assert "Traceback" not in text, text
    assert not RAW.search(text), RAW.search(text)
    # No value starts a line of its own: a forged line would.
    assert not any(line.startswith("VP: forged") for line in text.splitlines()), text


def test_check_escapes_names(tmp_path: Path) -> None:
    code, out, err = run("check", hostile_scenario(tmp_path))
    assert code == 0, err
    assert_safe(out)
    assert_safe(err)
    assert SHOWN in out
    assert "<h1>" in out  # plain text on a terminal: nothing to escape in a tag


def test_names_beyond_the_limits_are_refused_and_shown_escaped(tmp_path: Path) -> None:
    for args in (("check",), ("check", "--json")):
        # A lone surrogate is refused as the text is read (no file can hold it), with the
        # place; the name's control characters, by the limits, with the name.
        code, out, err = run(*args[:1], hostile_scenario(tmp_path, REFUSED), *args[1:])
        assert code == 2, err
        assert_safe(out)
        assert_safe(err)
        assert "name (line 1 column" in err and "lone surrogate (U+D800)" in err
        no_surrogate = REFUSED.replace("\ud800", "")
        code, out, err = run(*args[:1], hostile_scenario(tmp_path, no_surrogate), *args[1:])
        assert code == 2, err
        assert_safe(out)
        assert_safe(err)
        assert "players[0] (\\u001b[31mRed\\u0007\\nVP: forged 999" in err
        assert "control characters (U+001B ESCAPE) are not allowed" in err


def test_check_json_stays_json_with_the_same_strings(tmp_path: Path) -> None:
    code, out, err = run("check", hostile_scenario(tmp_path), "--json")
    assert code == 0, err
    assert_safe(out)
    report = json.loads(out)
    first = next(iter(report["regions"].values()))
    assert first["name"] == f"<h1>{HOSTILE}</h1>"
    assert report["name"] == f"Board {HOSTILE}"


def test_replay_escapes_events_and_refusals(tmp_path: Path) -> None:
    scenario = hostile_scenario(tmp_path)
    data = json.loads(scenario.read_text(encoding="utf-8"))
    player, region = data["players"][0]["id"], data["regions"][0]["id"]
    ops = tmp_path / "ops.jsonl"
    lines = [
        {"op": "add", "region": region, "player": player, "kind": "temporary"},
        {
            "op": "add",
            "region": f"nowhere\u202e{HOSTILE}",
            "player": player,
            "kind": "temporary",
        },
    ]
    ops.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    code, out, err = run("replay", scenario, ops)
    assert code == 1, err
    assert_safe(out)
    assert_safe(err)
    assert "Red\\u202eevil" in out  # the event names the player, escaped
    # The refusal is one line, naming the file and line, with the bad id escaped.
    assert err.count("\n") == 1 and err.startswith(f"{ops}:2: "), err
    assert "nowhere\\u202e" in err

    code, out, err = run("replay", scenario, ops, "--json")
    assert code == 1
    assert_safe(out)
    assert_safe(err)
    report = json.loads(out)
    assert report["refused"]["line"] == 2
    assert any(HOSTILE in event["text"] for event in report["events"])


def test_bad_input_messages_that_echo_a_value_are_one_line_each(tmp_path: Path) -> None:
    data = json.loads(dumps(standard_board()))
    data["players"][0]["id"] = f"x{ESC_RED}\n{HOSTILE}"
    path = tmp_path / "bad-id.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _out, err = run("check", path)
    assert code == 2
    assert_safe(err)
    assert all(line.startswith(str(path)) for line in err.splitlines()), err


def test_a_file_path_is_escaped_too(tmp_path: Path) -> None:
    folder = tmp_path / f"x{ESC_RED}\ny"
    folder.mkdir()
    code, _out, err = run("check", folder / "missing.json")
    assert code == 2
    assert_safe(err)
    assert "x\\x1b[31m\\ny" in err


def test_several_files_and_json_lines_are_escaped(tmp_path: Path) -> None:
    hostile = hostile_scenario(tmp_path)
    broken = tmp_path / f"bad{ESC_RED}\n.json"
    data = json.loads(dumps(standard_board()))
    data["regions"][0]["id"] = HOSTILE
    broken.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run("check", hostile, broken)
    assert code == 2
    assert_safe(out)
    assert_safe(err)
    assert "bad\\x1b[31m\\n.json: bad input" in out
    code, out, err = run("check", hostile, broken, "--json")
    assert code == 2
    assert_safe(out)
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["report"]["name"] == f"Board {HOSTILE}"
    assert second["file"] == str(broken) and "regions[0] (Europe).id" in second["error"]


def test_code_and_decode_carry_hostile_names_as_valid_json(tmp_path: Path) -> None:
    code, out, err = run("code", hostile_scenario(tmp_path))
    assert code == 0, err
    position = out.strip()
    code, out, err = run("decode", position)
    assert code == 0, err
    assert_safe(out)
    assert json.loads(out)["name"] == f"Board {HOSTILE}"


def test_options_and_diff_escape_names(tmp_path: Path) -> None:
    scenario = hostile_scenario(tmp_path)
    data = json.loads(scenario.read_text(encoding="utf-8"))
    player = data["players"][0]["id"]
    code, out, err = run("options", scenario, "--player", player)
    assert code == 0, err
    assert_safe(out)
    assert out.startswith("Options for Red\\u202eevil\\u2028")
    data["vp"] = {player: 3}
    other = tmp_path / "other.json"
    other.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run("diff", scenario, other)
    assert code == 1, err
    assert_safe(out)
    assert "VP of Red\\u202eevil" in out


# -- the helpers themselves -------------------------------------------------------------------

# Every code point, lone surrogates included.
text = st.text(st.characters(exclude_categories=[]), max_size=40)


@given(text)
def test_escaped_is_one_printable_line(value: str) -> None:
    shown = escaped(value)
    assert "\n" not in shown and not RAW.search(shown) and "\t" not in shown
    shown.encode("utf-8")  # never UnicodeEncodeError


@given(text)
def test_escaped_leaves_ordinary_text_alone(value: str) -> None:
    def plain(c: str) -> bool:
        return unicodedata.category(c) not in ("Cc", "Cs", "Zl", "Zp") and not (
            "\u202a" <= c <= "\u202e" or "\u2066" <= c <= "\u2069" or c in "\u061c\u200e\u200f"
        )

    if all(plain(c) for c in value):
        assert escaped(value) == value


@given(text)
def test_keeping_lines_escapes_all_but_newlines_and_tabs_as_json_does(value: str) -> None:
    shown = escaped_keeping_lines(value)
    assert not RAW.search(shown)
    assert shown.count("\n") == value.count("\n")
    # Inside a JSON string the escapes stand for the characters themselves.
    inside = json.dumps(value, ensure_ascii=False)
    assert json.loads(escaped_keeping_lines(inside)) == value


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | text,
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(text, inner, max_size=4),
        max_leaves=12,
    )
)
def test_json_text_is_the_same_json(data: object) -> None:
    shown = json_text(data)
    assert not RAW.search(shown)
    shown.encode("utf-8")
    assert json.loads(shown) == data


@given(text)
def test_the_output_guard_escapes_whatever_is_written(value: str) -> None:
    stream = io.StringIO()
    with contextlib.redirect_stdout(stream), guarded_output():
        print(value)
    assert stream.getvalue() == escaped_keeping_lines(value) + "\n"
