"""``corpus/sources/sources.toml``: the bibliographic record of each source, checked first.

A record that lacks a key used to surface as a ``KeyError`` half a minute into the build,
and a book without its ``ids`` silently renamed every game (slugs of the titles), breaking
citations and predicate links. So the whole file is checked against the schema below before
anything is built: every missing or wrong key is one line naming the file, the source
(``[maison]``) and the key, all reported at once so one edit fixes them.

The schema is written as data (required and optional keys per ``kind``, each with its type)
rather than with a JSON-schema library: the records are flat, the types are three, and the
messages must name the source the way the file spells it.
"""

from __future__ import annotations

import difflib
import tomllib
from pathlib import Path

import regex as re

from pipeline.errors import MaisonError, SourceError

STR, LIST = "a string", "a list of strings"
COMMON = {
    "file": STR,
    "kind": STR,
    "output": STR,
    "title": STR,
    "publisher": STR,
    "pub_place": STR,
    "date": STR,
    "digitisation": STR,
    "licence": STR,
    "licence_url": STR,
}
REQUIRED = {
    "google-ocr": {**COMMON, "title_as_printed": STR, "author_note": STR, "ids": LIST},
    "artfl": {
        **COMMON,
        "article": STR,
        "in_title": STR,
        "editors": STR,
        "volume": STR,
        "page": STR,
        "game": STR,
        "game_title": STR,
    },
    "web-transcription": {
        **COMMON,
        "title_as_printed": STR,
        "web_title": STR,
        "transcriber": STR,
        "text_begins": STR,
        "text_ends": STR,
        "game": STR,
        "game_title": STR,
        "game_starts": STR,
        "witness_of": STR,
        "availability": STR,
    },
}
OPTIONAL = {
    "title_match": STR,
    "date_as_printed": STR,
    "address": STR,
    "format": STR,
    "privilege": STR,
    "holding_institution": STR,
    "settlement": STR,
    "shelfmark": STR,
    "barcode": STR,
    "surrogate": STR,
    "provenance": STR,
    "source_rights": STR,
    "spelling": STR,
    "witness": STR,
}
TOGETHER = ("holding_institution", "settlement", "provenance")
"""The copy's description: all three or none (the header writes them as one msDesc; its
identifiers, a shelfmark or a barcode, are each optional: a scan may show neither)."""
WHY = {
    "ids": "the stable game ids, one per entry of the book's table, in its order",
    "file": "the source file, beside sources.toml",
    "output": "the TEI file written to the output directory",
}
_ID = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")
_OUTPUT = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*\.xml$")


class RecordsError(MaisonError):
    """sources.toml breaks the schema: one line per problem, all of them."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


def load_records(sources: Path) -> dict[str, dict]:
    """The records of ``sources/sources.toml``, in file order, checked against the schema."""
    toml = sources / "sources.toml"
    try:
        data = tomllib.loads(toml.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SourceError(
            toml, "no such file (each source needs its bibliographic record)"
        ) from None
    except IsADirectoryError:
        raise SourceError(toml, "is a directory, not a file") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise SourceError(toml, f"is not valid TOML ({e})") from None
    problems = check_records(data, toml)
    if problems:
        raise RecordsError(problems)
    return data


def check_records(data: dict, toml: Path) -> list[str]:
    """Every problem of the parsed file, one line each (empty when the file is right)."""
    if not data:
        return [f"{toml}: no sources (one [table] per source)"]
    out: list[str] = []
    seen_ids: dict[str, str] = {}
    seen_outputs: dict[str, str] = {}
    for name, rec in data.items():
        where = f"{toml}: [{_shown(name)}]"
        if not isinstance(rec, dict):
            out.append(f"{where} is not a table (a source is a [name] section of keys)")
            continue
        kind = rec.get("kind")
        if not isinstance(kind, str) or kind not in REQUIRED:
            kinds = ", ".join(REQUIRED)
            what = "has no key 'kind'" if kind is None else f"has unknown kind {kind!r}"
            out.append(f"{where} {what} (one of {kinds})")
            continue
        required = REQUIRED[kind]
        for key in required:
            if key not in rec:
                why = f" ({WHY[key]})" if key in WHY else ""
                out.append(f"{where} has no key '{key}'{why}")
        for key, value in rec.items():
            typ = required.get(key) or OPTIONAL.get(key)
            if typ is None:
                near = difflib.get_close_matches(key, [*required, *OPTIONAL], n=1, cutoff=0.75)
                if near and near[0] not in rec:
                    out.append(
                        f"{where} has unknown key '{_shown(key)}' (did you mean '{near[0]}'?)"
                    )
                continue
            bad = _type_problem(value, typ)
            if bad:
                out.append(f"{where} key '{key}' must be {typ}{bad}")
        present = [k for k in TOGETHER if k in rec]
        if present and len(present) < len(TOGETHER):
            missing = ", ".join(f"'{k}'" for k in TOGETHER if k not in rec)
            out.append(f"{where} has '{present[0]}' but no {missing} (the holding: all or none)")
        out += _check_names(where, name, rec, toml, seen_ids, seen_outputs)
    return out


def _shown(name: str) -> str:
    """A table or key name on one line, however the file spells it."""
    return name if name.isprintable() else repr(name)


def _type_problem(value: object, typ: str) -> str:
    if typ == STR:
        if not isinstance(value, str):
            return f", not {type(value).__name__}"
        return ", not empty" if not value.strip() else ""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        return f", not {type(value).__name__}" if not isinstance(value, list) else ""
    return ", not empty" if not value else ""


def _check_names(
    where: str,
    name: str,
    rec: dict,
    toml: Path,
    seen_ids: dict[str, str],
    seen_outputs: dict[str, str],
) -> list[str]:
    """Ids well formed and unique across sources; outputs distinct plain names; files there."""
    out = []
    ids = rec.get("ids") if isinstance(rec.get("ids"), list) else []
    if rec.get("kind") in ("artfl", "web-transcription") and isinstance(rec.get("game"), str):
        ids = [rec["game"]]
    for gid in ids:
        if not isinstance(gid, str):
            continue
        if not _ID.match(gid):
            out.append(f"{where} id {gid!r} is not a lower-case slug (letters, digits, '-')")
        elif gid in seen_ids:
            other = seen_ids[gid]
            again = "twice" if other == name else f"also in [{_shown(other)}]"
            out.append(f"{where} id '{gid}' is given {again}: ids must be unique")
        seen_ids.setdefault(gid, name)
    output = rec.get("output")
    if isinstance(output, str) and output.strip():
        if not _OUTPUT.match(output):
            out.append(
                f"{where} key 'output' must be a plain file name ending .xml, not {output!r}"
            )
        elif output in seen_outputs:
            out.append(f"{where} output '{output}' is also [{_shown(seen_outputs[output])}]'s")
        seen_outputs.setdefault(output, name)
    file = rec.get("file")
    if isinstance(file, str) and file.strip() and not (toml.parent / file).is_file():
        shown = _shown(str(toml.parent / file))
        out.append(f"{shown}: no such file (key 'file' of [{_shown(name)}] in {toml.name})")
    return out
