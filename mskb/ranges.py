"""Version ranges in claims: which MindSpore lanes a sentence speaks of.

A claim that names versions names them as a set: ``@2.10.0`` (one), ``@1.10,2.0`` (a list: any of them) or
``@>=2.8`` / ``@<2.6`` / ``@>=2.0,<2.7`` (a range: all of its conditions). A list item is a version, a prefix of one
(``2.7`` is 2.7.2) or a lane name; a range item is a PEP 440 specifier, where a short version names its series too
(``!=2.7`` leaves out 2.7.2, ``<=2.7`` takes it). A dev build counts as the release it leads to
(2.6.0.dev20250323 is 2.6 for ``>=2.6`` and ``<2.6``): the lane stands for 2.6, the only 2.6 there is on PyPI.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

_SPEC_RE = re.compile(r"^(?:==|!=|<=|>=|<|>|~=)")


class BadRange(ValueError):
    """A version set a program cannot read; the message says what is wrong with it."""


def release(version: str) -> Version:
    """The release a version stands for in ranges: a dev or pre-release build counts as its final release."""
    return Version(Version(version).base_version)


@dataclass(frozen=True)
class VersionSet:
    text: str
    items: tuple[str, ...]
    is_range: bool

    def contains(self, mindspore: str | None, lane: str = "") -> bool:
        if not mindspore:
            return False
        if self.is_range:
            return SpecifierSet(",".join(self.items)).contains(release(mindspore), prereleases=True)
        return any(_same(item, mindspore, lane) for item in self.items)


def _same(item: str, mindspore: str, lane: str) -> bool:
    if item == lane or item == mindspore:
        return True
    try:
        want = Version(item)
    except InvalidVersion:
        return False
    have = Version(mindspore)
    if want == have:
        return True
    # '2.7' names 2.7.2 (the only 2.7 lane); '2.6' names the 2.6 dev build.
    return len(item.split(".")) < len(have.base_version.split(".")) and \
        have.release[:len(want.release)] == want.release


def _series(spec: str) -> str:
    """A short version in a range names its whole series, as in a list: ``!=2.7`` leaves out 2.7.2, ``<=2.7``
    takes it, ``>2.7`` starts at 2.8 (PEP 440 alone would read them as 2.7.0)."""
    m = re.match(r"^(==|!=|<=|>)\s*(\d+(?:\.\d+)?)$", spec)
    if not m:
        return spec
    op, version = m.groups()
    if op in ("==", "!="):
        return f"{op}{version}.*"
    parts = [int(p) for p in version.split(".")]
    parts[-1] += 1
    following = ".".join(map(str, parts))
    return f"<{following}" if op == "<=" else f">={following}"


def parse(text: str) -> VersionSet:
    items = tuple(i.strip() for i in text.split(",") if i.strip())
    if not items:
        raise BadRange("names no version")
    specs = [bool(_SPEC_RE.match(i)) for i in items]
    if any(specs) and not all(specs):
        raise BadRange(f"mixes a range ({', '.join(i for i, s in zip(items, specs) if s)}) with listed versions "
                       "(write either a list '1.10,2.0' or a range '>=2.0,<2.7')")
    if all(specs):
        items = tuple(_series(i) for i in items)
        try:
            SpecifierSet(",".join(items))
        except InvalidSpecifier:
            raise BadRange(f"'{text}' is not a version range such as '>=2.8' or '>=2.0,<2.7'") from None
        return VersionSet(text, items, True)
    for i in items:
        if i.startswith("cpu-") or i.startswith("gpu-") or i.startswith("ascend-"):
            continue
        try:
            Version(i)
        except InvalidVersion:
            raise BadRange(f"'{i}' is neither a MindSpore version (2.10.0, 2.7), a lane name nor a range") from None
    return VersionSet(text, items, False)
