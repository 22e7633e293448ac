#!/usr/bin/env python3
"""Extract the CANN error-code catalogues of hicann/runtime and hicann/ge into one JSON list.

Python 3.11, standard library only. Reads bare git mirrors (as brought by `fetch`) with `git --git-dir`.

    python3 extract.py --runtime-git /work/.mirror/hicann+runtime/repo \
                       --ge-git /work/.mirror/hicann+ge/repo \
                       --out codes.json --sources sources.json --report extract_report.json
    python3 extract.py ... --compare old_codes.json      # also print added / removed / changed codes

Sources read (each at the given revision, default HEAD):
  runtime: src/dfx/error_manager/error_code.json           (plain JSON: {"error_info_list": [...]})
  ge:      base/common/error_registry/error_registry.cc    (the same JSON inside a C++ raw string R"( ... )",
                                                            registered with REG_FORMAT_ERROR_MSG)
  pages:   docs/{zh,en}/**/<CODE>-<Title>.md                (one page per code; runtime: docs/*/error_code_ref,
                                                            ge: docs/*/user_guides/error_codes)
If a default path is gone in a newer commit, the script looks for the catalogue again (runtime: any
non-test `error_manager/error_code.json`; ge: any non-test file with REG_FORMAT_ERROR_MSG and an
`error_info_list` raw string) and says so in the report.

Text is copied verbatim from the parsed JSON strings (JSON escapes such as \\n are decoded, as the
runtime's nlohmann::json parser decodes them); nothing is trimmed except that page sections lose
their surrounding blank lines. "N/A" causes/solutions are kept as the vendor wrote them (the
runtime's printer, error_manager.cc GetErrorMessage, skips "N/A" when it prints).
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections import Counter, defaultdict

CODE_RE = re.compile(r"[EW][A-Z0-9]\d{4}")
ERRCODE_LINE_RE = re.compile(r'"ErrCode"\s*:\s*"([^"]*)"')
RAW_STRING_RE = re.compile(r'R"([^()\\\s]{0,16})\((.*?)\)\1"', re.S)
PAGE_RE = re.compile(r"^docs/(zh|en)/(?:.+/)?([EW][A-Z0-9]\d{4})-[^/]*\.md$")
CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
SECTIONS = {  # heading text -> field, per page language
    "zh": {"错误信息": "symptom", "可能原因": "cause", "解决方法": "solution"},
    "en": {"Symptom": "symptom", "Possible Cause": "cause", "Solution": "solution"},
}
DEFAULTS = {
    "runtime": {"repo": "hicann/runtime", "path": "src/dfx/error_manager/error_code.json"},
    "ge": {"repo": "hicann/ge", "path": "base/common/error_registry/error_registry.cc"},
}


class Git:
    def __init__(self, git_dir: str, rev: str):
        self.git_dir = git_dir
        self.commit = self.run("rev-parse", f"{rev}^{{commit}}").strip()

    def run(self, *args: str, binary: bool = False):
        out = subprocess.run(["git", "--git-dir", self.git_dir, *args], check=True, capture_output=True)
        return out.stdout if binary else out.stdout.decode("utf-8", "replace")

    def show(self, path: str) -> bytes:
        return self.run("show", f"{self.commit}:{path}", binary=True)

    def files(self) -> list[str]:
        out = self.run("ls-tree", "-r", "-z", "--name-only", self.commit, binary=True)
        return [p.decode("utf-8", "surrogateescape") for p in out.split(b"\0") if p]

    def commit_info(self, path: str | None = None) -> dict:
        args = ["log", "-1", "--format=%H%x00%cI%x00%s", self.commit]
        if path:
            args += ["--", path]
        h, date, subject = (self.run(*args).rstrip("\n").split("\0") + ["", "", ""])[:3]
        return {"commit": h or None, "date": date or None, "subject": subject or None}


def decode(raw: bytes, where: str, problems: list) -> str:
    if raw.startswith(b"\xef\xbb\xbf"):
        problems.append(f"{where}: starts with a UTF-8 BOM")
        raw = raw[3:]
    if b"\r\n" in raw:
        problems.append(f"{where}: has CRLF line ends")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        problems.append(f"{where}: not valid UTF-8 ({exc}); undecodable bytes replaced")
        return raw.decode("utf-8", "replace")


def load_json(text: str, where: str, problems: list):
    def hook(pairs):
        keys = Counter(k for k, _ in pairs)
        for k, n in keys.items():
            if n > 1:
                problems.append(f"{where}: duplicate JSON key {k!r} in one object (last one wins)")
        return dict(pairs)
    return json.loads(text, object_pairs_hook=hook)


def errcode_lines(text: str) -> dict[str, list[int]]:
    lines = defaultdict(list)
    for no, line in enumerate(text.splitlines(), 1):
        for m in ERRCODE_LINE_RE.finditer(line):
            lines[m.group(1)].append(no)
    return lines


def lang_of(*texts) -> str | None:
    texts = [t for t in texts if isinstance(t, str)]
    if not texts:
        return None
    return "zh" if any(CJK_RE.search(t) for t in texts) else "en"


def find_runtime_catalogue(git: Git, default: str, notes: list) -> list[str]:
    files = git.files()
    if default in files:
        return [default]
    found = [p for p in files if p.endswith("error_manager/error_code.json") and "test" not in p.lower()]
    notes.append(f"runtime: {default} not found at {git.commit}; using {found}")
    return found


def find_ge_catalogue(git: Git, default: str, notes: list) -> list[str]:
    files = set(git.files())
    if default in files:
        return [default]
    out = subprocess.run(["git", "--git-dir", git.git_dir, "grep", "-l", "REG_FORMAT_ERROR_MSG", git.commit],
                         capture_output=True).stdout.decode("utf-8", "replace")
    found = [l.split(":", 1)[1] for l in out.splitlines() if ":" in l]
    found = [p for p in found if "test" not in p.lower() and not p.startswith("docs/")
             and "error_info_list" in git.show(p).decode("utf-8", "replace")]
    notes.append(f"ge: {default} not found at {git.commit}; using {found}")
    return found


def entries_from(source: str, git: Git, path: str, problems: list) -> list[dict]:
    text = decode(git.show(path), f"{source}:{path}", problems)
    if path.endswith(".json"):
        blobs = [(text, 0)]
    else:  # C++ source: the JSON sits in raw string literals
        blobs = []
        for m in RAW_STRING_RE.finditer(text):
            if "error_info_list" in m.group(2):
                blobs.append((m.group(2), text.count("\n", 0, m.start(2))))
        if not blobs:
            problems.append(f"{source}:{path}: no raw string with error_info_list found")
    out = []
    for blob, line_offset in blobs:
        data = load_json(blob, f"{source}:{path}", problems)
        items = data.get("error_info_list") if isinstance(data, dict) else None
        if not isinstance(items, list):
            problems.append(f"{source}:{path}: error_info_list missing or not a list")
            continue
        lines = errcode_lines(blob)
        seen = Counter()
        for item in items:
            code = item.get("ErrCode")
            nth = seen[code]
            seen[code] += 1
            line = lines.get(code, [None] * (nth + 1))
            line = line[nth] + line_offset if nth < len(line) and line[nth] else None
            out.append((item, line))
    entries = []
    for item, line in out:
        sugg = item.get("suggestion")
        cause = sugg.get("Possible Cause") if isinstance(sugg, dict) else None
        solution = sugg.get("Solution") if isinstance(sugg, dict) else None
        message = item.get("ErrMessage")
        arglist = item.get("Arglist")
        entries.append({
            "code": item.get("ErrCode"),
            "source": source,
            "class": item.get("errClass"),
            "title": item.get("errTitle"),
            "message": message,
            "arglist": arglist,
            "cause": cause,
            "solution": solution,
            "lang": lang_of(cause, solution),
            "path": path,
            "line": line,
            "commit": git.commit,
            "extra_keys": sorted(set(item) - {"ErrCode", "errClass", "errTitle", "ErrMessage", "Arglist",
                                              "suggestion"}) or None,
        })
    return entries


def split_sections(text: str, lang: str) -> dict:
    names = SECTIONS[lang]
    out, cur, buf = {}, None, []
    title = None
    for line in text.split("\n"):
        if line.startswith("# ") and title is None:
            title = line[2:]
            continue
        if line.startswith("## "):
            if cur:
                out[cur] = "\n".join(buf).strip("\n")
            cur, buf = names.get(line[3:].strip(), "other:" + line[3:].strip()), []
            continue
        if cur:
            buf.append(line)
    if cur:
        out[cur] = "\n".join(buf).strip("\n")
    return {"title": title, **out}


def pages_of(git: Git, problems: list) -> dict[str, dict]:
    pages = defaultdict(dict)
    for p in git.files():
        m = PAGE_RE.match(p)
        if m:
            lang, code = m.groups()
            if lang in pages[code]:
                problems.append(f"pages: {code} has two {lang} pages: {pages[code][lang]['path']} and {p}")
                continue
            sec = split_sections(decode(git.show(p), p, problems), lang)
            pages[code][lang] = {"path": p, **sec}
    return pages


def check(entries: list[dict], pages: dict, source: str, problems: list):
    """Append format problems; per-code findings of one kind are grouped into one line."""
    groups = defaultdict(list)
    codes = Counter(e["code"] for e in entries)
    for code, n in codes.items():
        if n > 1:
            groups["code defined more than once"].append(f"{code} x{n}")
    for e in entries:
        c = e["code"]
        if not isinstance(c, str) or not CODE_RE.fullmatch(c):
            groups["code not matching [EW][A-Z0-9]\\d{4}"].append(repr(c))
        if e["class"] is not None and e["class"] != e["class"].strip():
            groups["errClass with surrounding whitespace"].append(f"{c} {e['class']!r}")
        if e["class"] is None:
            groups["no errClass"].append(c)
        if e["title"] is None:
            groups["no errTitle"].append(c)
        if e["cause"] is None and e["solution"] is None:
            groups["no suggestion (cause/solution)"].append(c)
        if e["extra_keys"]:
            groups["unexpected keys"].append(f"{c} {e['extra_keys']}")
        msg, args = e["message"] or "", e["arglist"] or ""
        n_ph = len(re.findall(r"%s", msg))
        other = re.findall(r"%(?!s)[a-z]|\{\w*\}", msg)
        n_args = len([x for x in args.split(",") if x.strip()])
        if n_ph != n_args:
            groups["count of %s differs from Arglist names"].append(f"{c} ({n_ph} %s vs Arglist {args!r})")
        if other:
            groups["placeholders other than %s"].append(f"{c} {other}")
        if "\n" in msg:
            groups["newline inside message template"].append(c)
        if re.search(r"%s[A-Za-z]", msg):
            groups["%s glued to following letters"].append(f"{c} {re.findall(r'%s[A-Za-z]+', msg)}")
        if "  " in msg:
            groups["double space in message template"].append(c)
    titles = Counter(e["title"] for e in entries if e["title"])
    lower = defaultdict(set)
    for t in titles:
        lower[t.lower()].add(t)
    for variants in lower.values():
        if len(variants) > 1:
            groups["errTitle spelled in several cases"].append(" / ".join(sorted(variants)))
    for code, langs in sorted(pages.items()):
        if code not in codes:
            groups["page without catalogue entry"].append(
                f"{code}: " + ", ".join(v["path"] for v in langs.values()))
        if set(langs) != {"zh", "en"}:
            groups["page in one language only"].append(f"{code} {sorted(langs)}")
        elif ("cause" in langs["zh"]) != ("cause" in langs["en"]):
            groups["cause section in only one language's page"].append(
                f"{code} (only {'zh' if 'cause' in langs['zh'] else 'en'})")
    for kind, items in groups.items():
        problems.append(f"{source}: {kind} [{len(items)}]: " + "; ".join(map(str, items)))


def stats(entries: list[dict]) -> dict:
    def na(t):
        return t is None or t.strip() in ("", "N/A", "NA")
    by_prefix = defaultdict(Counter)
    for e in entries:
        by_prefix[e["code"][:2]][e["class"]] += 1
    return {
        "count": len(entries),
        "with_suggestion": sum(1 for e in entries if e["cause"] is not None or e["solution"] is not None),
        "cause_present": sum(1 for e in entries if e["cause"] is not None),
        "cause_substantive": sum(1 for e in entries if not na(e["cause"])),
        "solution_present": sum(1 for e in entries if e["solution"] is not None),
        "solution_substantive": sum(1 for e in entries if not na(e["solution"])),
        "with_zh_page": sum(1 for e in entries if (e.get("pages") or {}).get("zh")),
        "with_en_page": sum(1 for e in entries if (e.get("pages") or {}).get("en")),
        "arglist_with_space_after_comma": sum(1 for e in entries if ", " in (e["arglist"] or "")),
        "by_prefix": {p: dict(c) for p, c in sorted(by_prefix.items())},
    }


def compare(old_path: str, new: list[dict]) -> int:
    old = json.load(open(old_path, encoding="utf-8"))
    if isinstance(old, dict):
        old = old.get("codes", [])
    key = lambda e: (e["source"], e["code"])
    o = {key(e): e for e in old}
    n = {key(e): e for e in new}
    fields = ["class", "title", "message", "arglist", "cause", "solution"]
    added = sorted(set(n) - set(o))
    removed = sorted(set(o) - set(n))
    changed, pages_only = [], []
    for k in sorted(set(o) & set(n)):
        diffs = [f for f in fields if o[k].get(f) != n[k].get(f)]
        if diffs:
            changed.append((k, diffs))
        elif o[k].get("pages") != n[k].get("pages") or o[k].get("page_sections") != n[k].get("page_sections"):
            pages_only.append(k)
    print(f"compare with {old_path}: {len(added)} added, {len(removed)} removed, "
          f"{len(changed)} changed in the catalogue, {len(pages_only)} changed only in their doc pages")
    for s, c in added:
        print(f"  + {s}:{c}  {n[(s, c)]['title']!s}: {n[(s, c)]['message']!r}")
    for s, c in removed:
        print(f"  - {s}:{c}  {o[(s, c)]['title']!s}: {o[(s, c)]['message']!r}")
    for (s, c), diffs in changed:
        print(f"  ~ {s}:{c}  fields: {', '.join(diffs)}")
        for f in diffs:
            print(f"      old {f}: {o[(s, c)].get(f)!r}\n      new {f}: {n[(s, c)].get(f)!r}")
    if pages_only:
        print("  pages added or edited for: " + " ".join(f"{s}:{c}" for s, c in pages_only))
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runtime-git", required=True, help="git dir of hicann/runtime")
    ap.add_argument("--ge-git", required=True, help="git dir of hicann/ge")
    ap.add_argument("--runtime-rev", default="HEAD")
    ap.add_argument("--ge-rev", default="HEAD")
    ap.add_argument("--runtime-repo", default=DEFAULTS["runtime"]["repo"])
    ap.add_argument("--ge-repo", default=DEFAULTS["ge"]["repo"])
    ap.add_argument("--out", default="codes.json")
    ap.add_argument("--sources", default="sources.json")
    ap.add_argument("--report", default=None, help="write counts and format problems here (JSON)")
    ap.add_argument("--no-page-text", action="store_true", help="keep only page paths, not their sections")
    ap.add_argument("--compare", default=None, help="an older codes.json to diff against")
    a = ap.parse_args(argv)

    problems, notes, all_entries, sources, per_source = [], [], [], [], {}
    for source, git_dir, rev, repo, finder in (
            ("runtime", a.runtime_git, a.runtime_rev, a.runtime_repo, find_runtime_catalogue),
            ("ge", a.ge_git, a.ge_rev, a.ge_repo, find_ge_catalogue)):
        git = Git(git_dir, rev)
        paths = finder(git, DEFAULTS[source]["path"], notes)
        entries = []
        for p in paths:
            entries += entries_from(source, git, p, problems)
        pages = pages_of(git, problems)
        for e in entries:
            pg = pages.get(e["code"])
            if pg:
                e["pages"] = {lang: pg[lang]["path"] for lang in ("zh", "en") if lang in pg}
                if not a.no_page_text:
                    e["page_sections"] = {lang: {k: v for k, v in pg[lang].items() if k != "path"}
                                          for lang in ("zh", "en") if lang in pg}
            else:
                e["pages"] = None
        check(entries, pages, source, problems)
        head = git.commit_info()
        sources.append({
            "source": source,
            "repository": repo,
            "url": f"https://github.com/{repo}",
            "git_dir": git_dir,
            "commit": git.commit,
            "commit_date": head["date"],
            "commit_subject": head["subject"],
            "catalogue_paths": [{"path": p, "last_changed": git.commit_info(p)} for p in paths],
            "page_dirs": sorted({v["path"].rsplit("/", 1)[0] for pg in pages.values() for v in pg.values()}),
            "page_count": {lang: sum(1 for pg in pages.values() if lang in pg) for lang in ("zh", "en")},
            "format": "JSON {\"error_info_list\": [{errClass, errTitle, ErrCode, ErrMessage, Arglist, "
                      "suggestion: {\"Possible Cause\", \"Solution\"}}]}"
                      + (" inside a C++ raw string literal R\"(...)\"" if source == "ge" else ""),
        })
        per_source[source] = stats(entries)
        all_entries += entries

    # codes defined by both sources: keep both entries
    by_code = defaultdict(list)
    for e in all_entries:
        by_code[e["code"]].append(e["source"])
    duplicates = {c: s for c, s in sorted(by_code.items()) if len(s) > 1}
    all_entries.sort(key=lambda e: (e["code"] or "", e["source"]))
    for e in all_entries:
        e.pop("extra_keys", None)

    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(all_entries, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(a.sources, "w", encoding="utf-8") as f:
        json.dump(sources, f, ensure_ascii=False, indent=1)
        f.write("\n")
    report = {"stats": per_source, "total": len(all_entries), "duplicates_across_sources": duplicates,
              "notes": notes, "problems": problems}
    if a.report:
        with open(a.report, "w", encoding="utf-8") as f:
            json.dump(report, f, ensure_ascii=False, indent=1)
            f.write("\n")
    for s in sources:
        print(f"{s['source']}: {s['repository']}@{s['commit']} ({s['commit_date']}): "
              f"{per_source[s['source']]['count']} codes, pages zh={s['page_count']['zh']} en={s['page_count']['en']}")
    print(f"total {len(all_entries)} entries; codes in both sources: {duplicates or 'none'}; "
          f"{len(problems)} format problems" + (f" (see {a.report})" if a.report else ""))
    for n in notes:
        print("note:", n)
    if a.compare:
        compare(a.compare, all_entries)
    return 0


if __name__ == "__main__":
    sys.exit(main())
