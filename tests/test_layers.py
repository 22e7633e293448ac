"""Dependencies point down: mskb/lookup is the matching engine (the CLI and, translated, the triage page run it),
so it imports only the normaliser, the signature-regex policy and its own modules — never the schema, the
catalog or the evidence. The schema reaches the regex policy without going through lookup."""
import ast
from pathlib import Path

from .conftest import REPO

ENGINE_MAY_IMPORT = {"mskb.normalize", "mskb.regexes", "mskb.regexes.js", "mskb.regexes.cost"}


def mskb_imports(path: Path, package: str) -> set[str]:
    """The mskb modules a file imports (absolute or relative, at any depth in the file)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            names = [mod] + [f"{mod}.{a.name}" for a in node.names]
            found |= {n for n in names if n.startswith("mskb")}
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("mskb")}
    return found


def test_lookup_imports_only_normalize_regexes_and_itself():
    for f in sorted((REPO / "mskb" / "lookup").glob("*.py")):
        outside = {m for m in mskb_imports(f, "mskb.lookup") if not m.startswith("mskb.lookup")}
        # `from ..regexes import js_regex` names mskb.regexes.js_regex: a name inside an allowed module
        wrong = {m for m in outside if m not in ENGINE_MAY_IMPORT and m.rsplit(".", 1)[0] not in ENGINE_MAY_IMPORT}
        assert not wrong, f"{f.relative_to(REPO)} imports {sorted(wrong)}: the engine must not depend on them"


def test_the_schema_does_not_import_the_engine():
    assert not {m for m in mskb_imports(REPO / "mskb" / "articles.py", "mskb") if m.startswith("mskb.lookup")}
