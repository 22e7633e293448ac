"""Signatures that a crafted paste cannot make slow: the patterns the schema refuses, and the ones it lets through."""
import pytest

from mskb.regexes.cost import CostlyRegex, check


@pytest.mark.parametrize("pattern", [
    r"Failed calling \w+ with \"\w+\(.*\)\(.*<class",          # two .*: quadratic on ")(" * 100000
    r"(a+)+b", r"(?:.*\n)*x", r"(?:[ \t]+\w+)*:",               # nested repetition
    r"incompatible[\s\S]*Invoked", r"x[\w\W]+y",               # anything, newlines included, unbounded
    r"a.*b.+c",
])
def test_costly_patterns_are_refused(pattern):
    with pytest.raises(CostlyRegex):
        check(pattern)


@pytest.mark.parametrize("pattern", [
    r"Failed calling \w+ with \"\w+\([^)]*\)\([^)]*<class 'numpy\.\w+'>",
    r"mindspore[\\/]common[\\/]tensor\.py\", line \d+, in \w+\n(?:[ \t]+.*\n){0,3}RuntimeError: ",
    r"incompatible constructor arguments[\s\S]{0,2000}?Invoked with: [^;\n]*; kwargs: [^\n]*thread",
    r"For primitive\[Reduce\w+\], the axis value must be in", r"Failed calling \w+ with \"\w+\(.*\)\"\.\s*\n",
])
def test_linear_patterns_pass(pattern):
    check(pattern)
