"""The Ascend error-code section of the site: codes/index.md and one page per module (codes/<slug>.md), generated
at build time from mskb.cann's data; every code a section with a fixed anchor (#e39999) and a short link
(e/E39999.html). Vendor text is shown verbatim in text blocks, with its repository, path, line and commit."""
from __future__ import annotations

import html
import re
from pathlib import Path

from . import cann

SECTION = "codes"
# A code's section is searched by its heading (the code and its title); what follows it (vendor text, sources,
# log excerpts) sits in a .mskb-vendor block the search index leaves out (mskb.build NOT_SEARCHED): 546 codes'
# English templates and repeated labels would shift the ranking of every article.
BLOB = "https://github.com/{repo}/blob/{commit}/{path}"
REPOS = {"runtime": "hicann/runtime", "ge": "hicann/ge"}


def _block(text: str) -> str:
    """Verbatim text, never read as Markdown: a fence longer than any backtick run inside it."""
    ticks = 3
    while "`" * ticks in text:
        ticks += 1
    fence = "`" * ticks
    return f"{fence}text\n{text.rstrip()}\n{fence}"


def _label(url: str) -> str:
    """github.com/<owner>/<repo>/issues/<n> -> owner/repo#n; a file in mindspore-ai/docs -> MindSpore 官方文档."""
    m = re.match(r"https://github\.com/([^/]+/[^/]+)/(?:issues|pull)/(\d+)", url)
    if m:
        return f"{m.group(1)}#{m.group(2)}"
    if "mindspore-ai/docs" in url:
        return "MindSpore 官方教程《CANN 常见错误分析》"
    m = re.match(r"https?://([^/]+)", url)
    return m.group(1) if m else "来源"


def _code_span(text: str) -> str:
    return "<code>" + html.escape(text) + "</code>"


def _source_link(c: cann.CannCode) -> str:
    repo = REPOS.get(c.source, c.source)
    url = BLOB.format(repo=repo, commit=c.commit, path=c.path) + (f"#L{c.line}" if c.line else "")
    return f"[{repo} `{c.path}`{f' 第 {c.line} 行' if c.line else ''} @ {c.commit[:8]}]({url})"


def _page_link(c: cann.CannCode, lang: str) -> str | None:
    path = (c.pages or {}).get(lang)
    if not path:
        return None
    return BLOB.format(repo=REPOS.get(c.source, c.source), commit=c.commit, path=path)


def entry_markdown(e: cann.Entry, articles_by_code: dict) -> str:
    heading = f"## {e.code} {html.escape(e.title)} {{#{cann.anchor(e.code)}}}"
    return "\n".join([heading, "", '<section class="mskb-vendor" markdown="1">', "", _entry_body(e, articles_by_code),
                      "", "</section>", ""])


def _entry_body(e: cann.Entry, articles_by_code: dict) -> str:
    out = []
    arts = articles_by_code.get(e.code, [])
    if arts:
        links = "、".join(f"[{html.escape(a.title.split('：')[0])}](../{a.category}/{a.id}.md)" for a in arts)
        out += [f"**本站文章**：{links}", ""]
    c = e.catalogued
    if c is None:
        out += ["CANN 的错误码目录里没有这个码：后四位 9999 是**内部错误**，没有消息模板，日志里跟在它后面的原文才说明"
                "出了什么事。厂商的说法（原文，[hicann/runtime 的错误信息指南]"
                f"({cann.VENDOR_MODULES})）：", "", f"> {cann.INNER_QUOTE}", "",
                "读日志时先找同一段里后四位不是 9999 的码；没有的话，看 9999 这一行后面的英文原文和 "
                "`[FUNC:…][FILE:…]` 指出的函数。", ""]
    else:
        meta = [f"类别（原文）：{_code_span(c.klass)}" if c.klass else None, f"来源：{_source_link(c)}"]
        out += ["　·　".join(m for m in meta if m), "", "消息模板（原文，`%s` 处是实际的值）：", "", _block(c.message), ""]
        for label, text in (("可能原因（厂商原文）", c.cause), ("处理方法（厂商原文）", c.solution)):
            if text and text.strip() != "N/A":
                out += [f"{label}：", "", _block(text), ""]
        zh = (c.page_sections or {}).get("zh") or {}
        page = _page_link(c, "zh")
        for key, label in (("cause", "可能原因"), ("solution", "处理方法")):
            if zh.get(key):
                out += [f"{label}（厂商中文页原文，[{c.code} 页面]({page})）：", "", _block(zh[key]), ""]
        if page and not zh:
            out += [f"厂商的中文说明页：[{c.code}]({page})", ""]
    for s in e.seen:
        if not s.get("excerpt"):
            continue
        src = s.get("url", "")
        out += [f"公开日志里的样子（[{_label(src)}]({src})，{s.get('date') or '日期不详'}）：", "",
                _block("\n".join(s["excerpt"])), ""]
    return "\n".join(out)


def module_markdown(repo: Path, module: cann.Module, by_code: dict[str, list]) -> str:
    items = [e for e in cann.entries(repo).values() if e.module == module]
    said = {"vendor": f"模块名取自 [CANN 的错误信息指南]({cann.VENDOR_MODULES})",
            "mindspore": f"模块名取自 MindSpore 官方教程[《CANN 常见错误分析》]({cann.MS_CANN_DOC})（CANN 自己的文件没有给这一位命名）",
            "catalogue": "模块名取自错误码目录里这些码的类别（errClass）"}[module.said_by]
    head = [f"# 昇腾错误码：{module.title}", "",
            f"本页 {len(items)} 个错误码，数据来自 CANN 开源仓库的错误码目录（见[错误码总览](index.md)），"
            f"原文照录；{said}。日志里先出现的往往是 MindSpore 的通用报错"
            "（`Run task for graph … error!`、`Sync stream error!`），真正说明问题的是其后的错误码。", "",
            # The jump list is also what the search box finds a code by (the index keeps a page's text, not its
            # section headings).
            "本页错误码：" + " · ".join(f"[{e.code}](#{cann.anchor(e.code)})" for e in items), ""]
    return "\n".join(head + [entry_markdown(e, by_code) for e in items])

def index_markdown(repo: Path) -> str:
    all_entries = cann.entries(repo)
    lines = ["# 昇腾（Ascend）错误码", "",
             "Ascend 上出错时，MindSpore 先打印一句通用的报错，再打印 **Ascend Error Message** 一段，里面是 CANN 的错误码"
             "（E 或 W、一位模块号、四位数字，多为 `错误码: [PID: …] 时间 消息` 的形式）。错误码才说明是哪一层、什么问题："
             "把日志贴进[报错查询](../triage.md)，它按错误码回答；也可以按下面的模块查。每个错误码有短链接 "
             "`e/<错误码>.html`，可以直接贴到论坛回答里。", "",
             "| 模块 | 错误码数 |", "|---|---|"]
    for m in cann.MODULES + [cann.OTHER]:
        n = sum(1 for e in all_entries.values() if e.module == m)
        if n:
            lines.append(f"| [{m.title}]({m.slug}.md) | {n} |")
    lines += ["", "## 数据来源 {#sources}", "",
              "错误码、类别、标题、消息模板和厂商的原因 / 处理方法都照录自 CANN 开源仓库（厂商的网页地址随版本变，"
              "仓库里的文件和提交不变）。后四位 9999 的内部错误码不在目录里，本站按模块各列一条。"
              "`mskb cann refresh` 读新的提交并列出增、删、改的错误码。", ""]
    for s in cann.sources(repo):
        paths = "、".join(f"`{p['path']}`" for p in s.get("catalogue_paths", []))
        lines.append(f"- [{s['repository']}]({s['url']}) 提交 `{s['commit'][:12]}`（{s['commit_date'][:10]}）：{paths}")
    lines += ["", "消息模板是当前 CANN 的写法；较老的 CANN 打印的文字可能略有不同，错误码不变。"]
    return "\n".join(lines) + "\n"


def pages(repo: Path, articles) -> dict[str, str]:
    """src path (under docs/) -> Markdown of every page of the section."""
    out = {f"{SECTION}/index.md": index_markdown(repo)}
    present = {e.module.slug for e in cann.entries(repo).values()}
    by_code = cann.articles_by_code(articles)
    for m in cann.MODULES + [cann.OTHER]:
        if m.slug in present:
            out[f"{SECTION}/{m.slug}.md"] = module_markdown(repo, m, by_code)
    return out


def short_link_html(entry: cann.Entry) -> str:
    """e/<CODE>.html: one level below the site root, like an article's short link."""
    from .links.short_links import redirect_html

    return redirect_html(f"../{cann.url_of(entry.code)}", f"{entry.code} {entry.title}")
