"""Command line: `mskb <command>` (installed by `make venv`; also `python -m mskb`). See `mskb --help`."""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from .articles import ArticleError, load_articles
from .environments import REPO


def _articles(repo: Path, tolerate_others: list[str] | None = None):
    """The articles; a page that cannot be read stops the command, naming it — unless only ``tolerate_others``
    (article ids) are needed and the broken page is none of them (another page being edited meanwhile)."""
    broken: list[ArticleError] = []
    try:
        arts = load_articles(repo / "docs", repo / "snippets", broken if tolerate_others else None)
    except ArticleError as exc:
        raise SystemExit(f"error: {exc}") from None
    mine = [e for e in broken if Path(e.path).stem in tolerate_others] if tolerate_others else []
    if mine:
        raise SystemExit(f"error: {mine[0]}")
    for e in broken:
        print(f"warning: skipped {e.path}: {e}", file=sys.stderr)
    return arts


def cmd_check(args) -> int:
    """Front matter, and every claim's link to the recorded run behind it (no MindSpore run)."""
    from .claims import run_links
    from .site import Site, claim_problems

    broken: list[ArticleError] = []
    try:
        arts = load_articles(args.repo / "docs", args.repo / "snippets", broken)
    except ArticleError as exc:
        raise SystemExit(f"error: {exc}") from None
    site = Site(Path(args.repo).resolve(), Path(args.repo).resolve() / "docs", arts)
    wrong = [str(e) for e in broken] + [p for a in arts for p in claim_problems(a, site)]
    for p in wrong:
        print(p)
    from . import official_faq
    from .catalog import coverage, pinned_version

    primary = pinned_version(site.repo, "mindspore")
    try:
        if args.bless:
            for change in official_faq.bless(site.repo, arts, primary):
                print(f"{official_faq.DATA_FILE}: status written: {change}")
        faq = official_faq.check(site.repo, arts, primary)
    except ArticleError as exc:   # the FAQ data itself is unreadable: one problem, named, like a broken page
        faq = [str(exc)]
    for p in faq:
        print(p)
    wrong += faq
    from .verify import slow_budget_problem

    slow = slow_budget_problem([s for a in arts for s in a.snippets])
    if slow:
        print(slow)
        wrong.append(slow)
    links = sum(len(run_links(a)) for a in arts)
    print(f"{len(arts)} articles, {sum(len(a.snippets) for a in arts)} snippets: front matter valid; "
          f"{links} claims linked to recorded runs, {len(wrong)} problem(s)")
    kinds = coverage(arts, site.snippets_dir)
    backed = len(kinds["reproducer"]) + len(kinds["reported"])
    print(f"evidence: {len(kinds['reproducer'])} articles reproduce their error here, {len(kinds['reported'])} rest on "
          f"public reports, {len(kinds['runs'])} only run checks ({', '.join(kinds['runs']) or '-'}), "
          f"{len(kinds['none'])} have neither ({', '.join(kinds['none']) or '-'}): "
          f"{backed}/{len(arts)} = {100 * backed / max(len(arts), 1):.1f}% reproduced or reported")
    return 1 if wrong else 0


def cmd_verify(args) -> int:
    from .verify import Verifier, select

    arts = _articles(args.repo, tolerate_others=args.article)
    snippets = [s for s in select(arts, args.article) if not args.device or s.device == args.device]
    verifier = Verifier(args.repo, bless=args.bless, use_cache=not args.no_cache, jobs=args.jobs,
                        only_missing=args.missing_only, force_runner=args.runner,
                        slow_on_primary_only=args.slow_on_primary_only)
    # The test session's selection (tests/snippet_session.py): exactly these (snippet path, environment) pairs.
    only = ({(path, env) for path, env in json.loads(Path(args.pairs).read_text(encoding="utf-8"))}
            if args.pairs else None)
    start = time.monotonic()

    def progress(o):
        tag = {"pass": "ok  ", "fail": "FAIL", "skip": "skip"}[o.status]
        how = "cached" if o.cached else (f"{o.seconds:.2f}s cpu {o.cpu:.2f}s" if o.status != "skip" else "")
        extra = f"  ({o.reason})" if o.reason else ""
        what = f" {o.outcome}" if o.outcome and not o.primary else ""
        print(f"{tag} {o.snippet.repo_path} [{o.lane or o.env}]{what} {how}{' blessed' if o.blessed else ''}{extra}",
              flush=True)

    outcomes = verifier.run(snippets, progress, args.lane or None, only=only)
    if args.results:
        keys = ("lane", "status", "reason", "diff", "cached", "seconds", "cpu", "blessed", "env", "primary", "outcome")
        Path(args.results).write_text(json.dumps([{"path": o.snippet.path, **{k: getattr(o, k) for k in keys}}
                                                  for o in outcomes], ensure_ascii=False), encoding="utf-8")
    failed = [o for o in outcomes if o.status == "fail"]
    for o in failed:
        print(f"\nFAILED {o.snippet.repo_path} (article {o.snippet.article_id}, lane {o.lane}): {o.reason}")
        if o.diff:
            print(o.diff)
    if args.lane:
        from .environments import ENVIRONMENTS
        from .matrix import changes

        arts = _articles(args.repo)
        for name in args.lane:
            env = ENVIRONMENTS.get(name)
            report = changes(arts, env, args.repo / "snippets") if env else []
            if report:
                print(f"\nbehaviour on {name} (MindSpore {env.mindspore}) that differs from the version before it:")
                print("\n".join(report))
    counts = {k: sum(o.status == k for o in outcomes) for k in ("pass", "fail", "skip")}
    cached = sum(o.cached for o in outcomes)
    print(f"\nverify: {counts['pass']} passed, {counts['fail']} failed, {counts['skip']} skipped (not run here: "
          f"not verified), {cached} reused from the local cache, {time.monotonic() - start:.1f}s")
    return 1 if failed else 0


def cmd_bless(args) -> int:
    """Record evidence (verify --bless), then register the URLs of any new page."""
    from .links import registry

    code = cmd_verify(args)
    return registry.main(["add"]) or code


def cmd_links(args) -> int:
    from .links import registry

    if args.action in ("add", "missing"):
        return registry.main([args.action])
    from .links import check

    site = args.site or args.repo / "site"
    if not (site / "index.html").is_file():
        print(f"{site}: no built site here (make build)", file=sys.stderr)
        return 2
    problems = check.check_site(site, args.site_url)
    registered = registry.read()
    problems += [f"registry: {p}" for p in registry.check(site, registered)]
    for p in problems:
        print(p, file=sys.stderr)
    print(f"{site}: {len(problems)} problem(s); {len(registered)} registered URLs checked")
    return 1 if problems else 0


def cmd_envs(args) -> int:
    from .envbuild import main as build_envs

    return build_envs(args.names + (["--force"] if args.force else []))


def cmd_bundle(args) -> int:
    from .bundle import bundle

    out = bundle(args.site or args.repo / "site", args.dist or args.repo / "dist")
    print(f"{out.relative_to(Path.cwd()) if out.is_relative_to(Path.cwd()) else out}: "
          f"{out.stat().st_size / 1e6:.1f} MB — unzip and open index.html")
    return 0


def cmd_schema(args) -> int:
    """Write schemas/*.schema.json from mskb.models (what editors validate the data files with)."""
    from .models import write_schemas

    for path in write_schemas(args.repo / "schemas"):
        print(path.relative_to(args.repo))
    return 0


def cmd_quotes(args) -> int:
    from .citations import verify_quotes

    mirrors = dict(m.split("=", 1) for m in args.mirror if "=" in m)
    checked, problems, unchecked = verify_quotes(_articles(args.repo), mirrors)
    for p in problems:
        print(p)
    print(f"quotes: {checked} checked against their repository file at its commit, {len(problems)} not verbatim; "
          f"{unchecked} from sources without a local mirror (not checked here)")
    return 1 if problems else 0


def cmd_catalog(args) -> int:
    from .catalog import build

    json.dump(build(_articles(args.repo), args.repo), sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


def site_url(repo: Path) -> str:
    """site_url of the checkout's mkdocs.yml as MkDocs reads it (``!ENV`` resolved), or "" without one."""
    cfg = repo / "mkdocs.yml"
    if not cfg.is_file():
        return ""
    from mkdocs.utils.yaml import yaml_load

    with cfg.open("rb") as f:
        return str(yaml_load(f).get("site_url") or "")


GUIDE = "basics/read-mindspore-errors.html"   # where "no article yet" sends the reader (the triage page does too)


_INDEXES: dict = {}


def _freshness(repo: Path) -> tuple[int, int]:
    """(files, newest mtime) of the pages and snippet folders (code and evidence): what the triage index is built
    from."""
    import os

    count, newest = 0, 0
    for top in ("docs", "snippets"):
        for root, _dirs, files in os.walk(repo / top):
            for name in files:
                count += 1
                newest = max(newest, os.stat(os.path.join(root, name)).st_mtime_ns)
    return count, newest


def _triage_index(repo: Path) -> dict:
    """The checkout's triage index, built once per process while its pages and evidence are unchanged (a forum
    helper's script, or the tests, triage many pastes in one process)."""
    from .triage_index import index_for_articles

    key = _freshness(repo)
    if _INDEXES.get(repo, (None,))[0] != key:
        _INDEXES[repo] = (key, index_for_articles(_articles(repo), repo))
    return _INDEXES[repo][1]


def cmd_triage(args) -> int:
    """Print the articles that answer a traceback or log. Exit 0: an error signature matched; 1: only guesses
    (a question similar to articles); 2: no article covers it yet."""
    from .lookup.match import triage

    if args.file == "-":
        data = sys.stdin.buffer.read()
    else:
        try:
            data = Path(args.file).read_bytes()
        except OSError as exc:
            raise SystemExit(f"error: cannot read {args.file}: {exc.strerror}") from None
    text = data.decode("utf-8", errors="replace")
    index = _triage_index(args.repo)
    base = args.base_url if args.base_url is not None else site_url(args.repo)
    results = triage(text, index, max(1, args.limit))
    for r in results:
        r["url"] = (base.rstrip("/") + "/" + r["url"]) if base else r["url"]
    code = 2 if not results else (1 if results[0]["guess"] else 0)
    if args.json:
        out = [{k: r[k] for k in ("id", "title", "url", "score", "tier", "matched", "guess")} for r in results]
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return code
    if not results:
        guide = (base.rstrip("/") + "/" + GUIDE) if base else GUIDE
        print("no article covers this error yet (no error signature matches it, and a guess would most likely be "
              f"wrong).\nHow to read it and what to post on the forum: {guide}\nWhen you ask, give the MindSpore "
              "version, on Ascend the CANN and driver versions (npu-smi info), and the whole log as text, not a "
              "screenshot.")
        return code
    if results[0]["tier"] == "code":
        print("the log holds CANN error codes: answered by code (they say more than MindSpore's wrapper line):")
    elif results[0]["guess"]:
        print("no specific error signature matched; a guess (a generic wrapper line, or words shared with "
              "articles):")
    for n, r in enumerate(results, 1):
        print(f"{n}. {r['title']}  [{r['id']}]  ({r['tier']})")
        print(f"   {r['url']}")
        m = r["matched"]
        if "code" in m:
            how = "its message template (no code printed)" if m["by"] == "template" else "code"
            print(f"   {how} on line {m['line']}: {m['text']!r}")
        elif "terms" in m:
            print(f"   shared words: {', '.join(m['terms'])}")
        else:
            where = f"line {m['line']}" + ("" if m["coherent"] else f", {m['type']}: on line {m['type_line']}")
            shown = m["text"].replace("\n", "⏎")
            print(f"   signature {m['type']}: /{m['match']}/ matched {shown!r} ({where})")
            if m.get("versions"):
                print(f"   recorded on MindSpore {', '.join(m['versions'])}")
    return 0


def cmd_cann(args) -> int:
    """Re-read CANN's code catalogues at a newer commit: print added, removed and changed codes, then store them
    (data/cann/codes.json, sources.json) unless --dry-run."""
    import tempfile

    from . import cann, cann_extract

    data = Path(args.repo) / cann.DATA
    with tempfile.TemporaryDirectory() as tmp:
        out, src = Path(tmp) / "codes.json", Path(tmp) / "sources.json"
        rc = cann_extract.main(["--runtime-git", args.runtime_git, "--ge-git", args.ge_git, "--runtime-rev",
                                args.runtime_rev, "--ge-rev", args.ge_rev, "--out", str(out), "--sources", str(src)])
        if rc:
            return rc
        entries = json.loads(out.read_text(encoding="utf-8"))
        for e in entries:   # the handbook keeps the vendor's Chinese page sections only (English: the catalogue)
            sections = (e.get("page_sections") or {}).get("zh")
            e.pop("page_sections", None)
            if sections:
                e["page_sections"] = {"zh": sections}
        cann_extract.compare(str(data / "codes.json"), entries)
        if not args.dry_run:
            (data / "codes.json").write_text(json.dumps(entries, ensure_ascii=False, indent=1), encoding="utf-8")
            sources = [{k: v for k, v in s.items() if k != "git_dir"}
                       for s in json.loads(src.read_text(encoding="utf-8"))]
            (data / "sources.json").write_text(json.dumps(sources, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="mskb", description="MindSpore troubleshooting handbook tools")
    p.add_argument("--repo", type=Path, default=REPO, help="repository root (default: this checkout)")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("cann", help="CANN error codes: `mskb cann refresh` re-reads the catalogues at a newer commit")
    s.add_argument("action", choices=("refresh",))
    s.add_argument("--runtime-git", required=True, help="git dir of hicann/runtime (e.g. a bare mirror)")
    s.add_argument("--ge-git", required=True, help="git dir of hicann/ge")
    s.add_argument("--runtime-rev", default="HEAD")
    s.add_argument("--ge-rev", default="HEAD")
    s.add_argument("--dry-run", action="store_true", help="only print what changed")
    s.set_defaults(func=cmd_cann)

    s = sub.add_parser("check", help="validate every article's front matter and every claim's backing")
    s.add_argument("--bless", action="store_true",
                   help="first write the values derived from the evidence (the official FAQ statuses)")
    s.set_defaults(func=cmd_check)

    def verify_options(s):
        s.add_argument("--article", action="append", help="only this article's snippets (repeatable)")
        s.add_argument("--missing-only", action="store_true", help="run and record only missing or stale evidence")
        s.add_argument("--no-cache", action="store_true", help="re-run snippets that passed here before")
        s.add_argument("--jobs", type=int, default=None, help="parallel runs (default: cores + 1)")
        s.add_argument("--runner", choices=("fork", "fresh"), help="override every snippet's runner")
        s.add_argument("--device", choices=("cpu", "gpu", "ascend"),
                       help="only snippets for this device (a GPU or Ascend machine records just its own)")
        s.add_argument("--lane", action="append", metavar="ENV",
                       help="only this environment's lane (main, numpy2 or a name from envs/lanes.yaml); repeatable")
        s.add_argument("--slow-on-primary-only", action="store_true",
                       help="run snippets declared slow on their primary lane only (what make test does)")
        s.add_argument("--pairs", metavar="FILE", help="only these runs: a JSON list of [snippet path, environment]")
        s.add_argument("--results", metavar="FILE", help="also write every outcome to FILE as JSON")

    s = sub.add_parser("verify", help="run snippets, compare with committed evidence")
    verify_options(s)
    s.add_argument("--bless", action="store_true", help="record this run as the new evidence")
    s.set_defaults(func=cmd_verify)

    s = sub.add_parser("bless", help="run snippets and record their evidence, then register new page URLs")
    verify_options(s)
    s.set_defaults(func=cmd_bless, bless=True)

    s = sub.add_parser("links", help="check a built site's links, or register new page URLs")
    s.add_argument("action", choices=("check", "add", "missing"),
                   help="check: every link, anchor and registered URL of a built site resolves; add: register the "
                        "URLs of new pages (never removes one); missing: list URLs not registered yet")
    s.add_argument("site", nargs="?", type=Path, help="built site for check (default: site/)")
    s.add_argument("--site-url", default=None, help="site_url the site was built with (for 404.html's links)")
    s.set_defaults(func=cmd_links)

    s = sub.add_parser("envs", help="build the MindSpore version and suite lanes of envs/lanes.yaml")
    s.add_argument("names", nargs="*", help="lanes to build (default: all)")
    s.add_argument("--force", action="store_true", help="reinstall even when up to date")
    s.set_defaults(func=cmd_envs)

    s = sub.add_parser("bundle", help="pack the built site into one zip in dist/ for offline readers")
    s.add_argument("--site", type=Path, default=None)
    s.add_argument("--dist", type=Path, default=None)
    s.set_defaults(func=cmd_bundle)

    s = sub.add_parser("schema", help="write the JSON Schemas of the data files (schemas/) from mskb.models")
    s.set_defaults(func=cmd_schema)

    s = sub.add_parser("quotes", help="hold cited quotes against the repository files they come from",
                       description="Check that every quote cited from a repository file is verbatim in that file at "
                                   "its commit (whitespace aside), using local git mirrors of the repositories "
                                   "(e.g. the fetch tool's copy of mindspore-ai/docs). Quotes from other sources "
                                   "are counted as not checkable here.")
    s.add_argument("--mirror", action="append", default=[], metavar="OWNER/NAME=GITDIR",
                   help="a local git directory holding that repository's history (repeatable)")
    s.set_defaults(func=cmd_quotes)

    s = sub.add_parser("catalog", help="print the catalog JSON")
    s.set_defaults(func=cmd_catalog)

    s = sub.add_parser("triage", help="find the articles that answer a traceback or log",
                       description="Find the articles that answer a traceback, log or question. Exit status: 0 an "
                                   "error signature matched, 1 only guesses (articles sharing distinctive words with "
                                   "a question), 2 no article covers it yet.")
    s.add_argument("file", help="a file with the traceback, or - for standard input")
    s.add_argument("--json", action="store_true", help="print a JSON list of {id, title, url, score, matched}")
    s.add_argument("--base-url", default=None, help="site base URL for links (default: site_url in mkdocs.yml)")
    s.add_argument("--limit", type=int, default=5)
    s.set_defaults(func=cmd_triage)

    args = p.parse_args(argv)
    args.repo = args.repo.resolve()
    return args.func(args)


def run() -> None:
    """The `mskb` console script."""
    import os

    try:
        sys.exit(main())
    except BrokenPipeError:
        # `mskb triage - | head`: the reader stopped reading; not an error worth a traceback.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
