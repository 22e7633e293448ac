"""Pack the built site into exactly one zip in dist/ for readers without network: unzip, open index.html.

    mskb bundle [--site site] [--dist dist]      (`make bundle` builds first)

The zip holds one folder, mindspore-kb-<date>-<commit>/, with the site and a short README.txt. Older zips in dist/
are removed, so dist/ always holds the one current bundle. Before packing, the site is link-checked (nothing may be
loaded from outside it: the reader may be on an air-gapped cluster). Entries are sorted and dated with the commit
time, so the same commit gives the same zip.
"""
from __future__ import annotations

import datetime as dt
import os
import subprocess
import zipfile
from pathlib import Path

from .environments import REPO
from .links.check import check_site

README = """\
MindSpore 排障手册 — 离线版
==========================

解压后，用浏览器打开本文件夹里的 index.html 即可阅读：不需要联网，也不需要 Web 服务器。
导航、搜索和报错分诊（triage.html）都在本地运行，页面不会向外部发出任何请求。

MindSpore troubleshooting handbook, offline copy: unzip, then open index.html in a browser.
Navigation, search and triage work from disk (file://) with no network and no server.

Built from commit {commit} on {date}.
"""


def git(*args: str) -> str:
    try:
        return subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def stamp() -> tuple[str, dt.datetime]:
    """(commit, time) of the checkout; SOURCE_DATE_EPOCH wins for the time, as in reproducible builds."""
    commit = git("rev-parse", "--short=10", "HEAD") or "unknown"
    epoch = os.environ.get("SOURCE_DATE_EPOCH") or git("log", "-1", "--format=%ct") or "315532800"
    return commit, dt.datetime.fromtimestamp(int(epoch), dt.timezone.utc)


def bundle(site: Path, dist: Path, check: bool = True) -> Path:
    site, dist = Path(site), Path(dist)
    if not (site / "index.html").is_file():
        raise SystemExit(f"{site}: no built site (run `make build` first)")
    if check:
        problems = check_site(site)
        if problems:
            raise SystemExit("the site has broken links or outside requests; not bundling:\n  " + "\n  ".join(problems))
    commit, when = stamp()
    name = f"mindspore-kb-{when:%Y%m%d}-{commit}"
    dist.mkdir(parents=True, exist_ok=True)
    for old in dist.glob("*.zip"):
        old.unlink()
    out = dist / f"{name}.zip"
    date_time = max(when, dt.datetime(1980, 1, 1, tzinfo=dt.timezone.utc)).timetuple()[:6]
    tmp = out.with_suffix(".zip.part")
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        def put(arcname: str, data: bytes) -> None:
            info = zipfile.ZipInfo(f"{name}/{arcname}", date_time)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, data)

        put("README.txt", README.format(commit=commit, date=f"{when:%Y-%m-%d}").encode("utf-8"))
        for path in sorted(p for p in site.rglob("*") if p.is_file()):
            put(path.relative_to(site).as_posix(), path.read_bytes())
    tmp.replace(out)
    return out
