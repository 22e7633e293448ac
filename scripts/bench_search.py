#!/usr/bin/env python3
"""Error lookup, measured: top-1/top-3 and keystroke-to-results latency of the search box and the triage page.

    .venv/bin/python scripts/bench_search.py [--articles 450] [--baseline] [--keep DIR]      (`make bench-search`)

For the real site and for a generated site of --articles articles (the real ones plus generated distractors:
plausible MindSpore errors with other operators, parameters and Chinese titles; the generator lives here, not in
the site), it builds the site, opens it from disk in Debian's chromium and runs the labelled evaluation set
(each article's snippets/<category>/<id>/cases.yaml, and data/lookup_cases/out_of_scope.yaml):

- search box: tracebacks pasted, error lines and questions typed; top-3 over result groups (a listing page in the
  results takes a slot); latency = keystroke (keyup / paste) to rendered results;
- triage page: top-1/top-3 of #triage-results; latency = input event to rendered results; a 1 MB paste;
- CLI agreement: `python -m mskb triage --json` (in-process) lists the same articles as the page, every case.

--baseline adds Material's search as it was (default search options, queries and pastes not rewritten) on the
real site, for comparison. Targets (the issue): triage top-1 >= 95%; search top-3 >= 90% on error lines and
questions, >= 85% on pasted tracebacks; median keystroke-to-results <= 50 ms; 1 MB paste answered <= 1.5 s.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import redirect_stdout
from pathlib import Path

from mskb import lookup_harness as E
from mskb.articles import CATEGORIES, load_articles
from mskb.browser import CHROMIUM, CHROMIUM_ARGS
from mskb.environments import REPO
from mskb.lookup_cases import large_paste, load_cases, load_out_of_scope

ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true"}

# ---------------------------------------------------------------------------------------------------------------
# The generated site: real articles + distractors
# ---------------------------------------------------------------------------------------------------------------

OPS = ["Conv2D", "Conv3D", "MatMul", "BatchMatMul", "Softmax", "LogSoftmax", "Concat", "StridedSlice", "Gather",
       "GatherNd", "Transpose", "Reshape", "BiasAdd", "LayerNorm", "BatchNorm", "Dropout", "Cast", "Tile", "Split",
       "OneHot", "ArgMaxWithValue", "ArgMinWithValue", "MaxPool", "MaxPool3D", "AvgPool", "Maximum", "Minimum",
       "ReduceMax", "ReduceMin", "ReduceProd", "ReduceAll", "ScatterNd", "ScatterUpdate", "TensorScatterAdd",
       "Pad", "MirrorPad", "ResizeBilinear", "ExpandDims", "Squeeze", "Stack", "Unstack", "Slice", "Select",
       "Sort", "CumSum", "Erf", "Sigmoid", "GeLU", "ReLU6", "SoftmaxCrossEntropyWithLogits", "NLLLoss",
       "SparseToDense", "EmbeddingLookup", "Lerp", "Eye", "Fill", "Range", "LinSpace", "Meshgrid", "Roll"]
ARGS = ["axis", "keep_dims", "shape", "dtype", "padding", "stride", "kernel_size", "dilation", "group", "pad_mode",
        "data_format", "epsilon", "momentum", "keep_prob", "num", "depth", "begin", "end", "strides", "perm",
        "max_length", "to_type", "total_size", "tolerance", "seed", "output_size", "align_corners", "reduction"]
TYPES = ["int", "float", "bool", "tuple", "list", "str", "Tensor"]
ISSUES = ["取值越界", "类型不对", "形状不匹配", "设置不当", "与输入维度不一致", "在静态图中不支持", "在 Ascend 上不支持",
          "默认值在 2.x 改变", "为负数", "超过最大值"]
PROSE = ["这个参数由外层的 nn 层转交给内部的 Primitive 算子，报错里的名字可能和代码里写的不一样。",
         "先看报错的最后一行，再看堆栈里最后一个属于你自己代码的帧。",
         "静态图模式下错误在编译阶段报出，动态图模式下在执行到这一行时报出。",
         "如果训练脚本来自 1.x 的模型仓库，注意 2.x 的默认值和参数名有变化。",
         "内存、数据集多进程、模型导出等问题常常以同样的异常类型出现，要看消息正文。",
         "把输入张量的 shape 和 dtype 打印出来，和报错里给出的范围逐项对照。",
         "在 CPU 上复现可以排除设备驱动的问题；Ascend 上的报错还要看 plog 日志。",
         "升级 MindSpore 之后出现，先对照版本说明里的不兼容变更。"]
TEMPLATES = [
    ("ValueError", "For '{op}', the '{arg}' must be in range [{a}, {b}], but got {c}.",
     "For '{op}', the '{arg}' must be in range \\[-?\\d+, -?\\d+\\], but got"),
    ("ValueError", "For '{op}', the dimension of '{arg}' must be {a}D, but got {b}D.",
     "For '{op}', the dimension of '{arg}' must be \\d+D"),
    ("TypeError", "For '{op}', the input '{arg}' must be a {t}, but got {u}.",
     "For '{op}', the input '{arg}' must be a \\w+"),
    ("RuntimeError", "{op} kernel launch failed: the '{arg}' of the kernel is invalid (error code {c}).",
     "{op} kernel launch failed: the '{arg}' of the kernel is invalid"),
    ("RuntimeError", "For '{op}', the value of '{arg}' exceeds the max limit {a} of the device.",
     "For '{op}', the value of '{arg}' exceeds the max limit"),
    ("ValueError", "For '{op}', '{arg}' and the input shape are not broadcastable: {a} vs {b}.",
     "For '{op}', '{arg}' and the input shape are not broadcastable"),
]
CATEGORY_WORDS = {
    "errors": "算子 参数 报错", "modes": "静态图 动态图 编译 GRAPH_MODE", "memory": "内存 显存 device memory 申请",
    "serving": "推理 服务 Serving 部署 gRPC", "data": "数据集 GeneratorDataset MindRecord 多进程 共享内存",
    "quantum": "量子 线路 模拟器 MindQuantum 比特", "scientific": "科学计算 mindspore.scipy 线性代数 求解",
}


def synthetic_article(rng: random.Random, n: int, category: str) -> tuple[str, str, str, str]:
    """(id, markdown, snippet path, snippet code) of one plausible distractor article."""
    op, arg = rng.choice(OPS), rng.choice(ARGS)
    etype, message, regex = rng.choice(TEMPLATES)
    vals = {"op": op, "arg": arg, "a": rng.randint(1, 8), "b": rng.randint(2, 9), "c": rng.randint(10, 99),
            "t": rng.choice(TYPES), "u": rng.choice(TYPES)}
    msg = message.format(**vals)
    rx = regex.format(op=re.escape(op), arg=re.escape(arg))
    issue = rng.choice(ISSUES)
    aid = f"synth-{category}-{n:03d}"
    # Categories without their own word list (the newer ones) use their navigation name.
    words = CATEGORY_WORDS.get(category, CATEGORIES[category])
    title = f"{op} 的 {arg} {issue}：{etype} \"{msg.split(':')[0][:60]}\""
    summary = f"{op} 的 {arg} {issue}时报 {etype}；{rng.choice(PROSE)}"
    tags = [etype, op, arg] + words.split()[:2]
    snippet = f"{category}/{aid}/repro.py"
    front = {
        "id": aid, "title": title, "summary": summary, "category": category, "tags": tags,
        # No run backs a generated page: its device is "cited" (to a placeholder) so the claims check accepts it.
        "applies_to": {"devices": ["CPU"], "cited": [{"source": "https://example.org/synthetic", "devices": ["CPU"],
                                                      "says": "基准测试生成的文章"}]},
        "errors": [{"type": etype, "match": rx}],
        "snippets": [{"path": snippet, "expect": f"raises {etype}", "match": re.escape(msg[:30])}],
    }
    body = "\n".join([
        f"# {title}", "", f"{op} 的 `{arg}` {issue}。{rng.choice(PROSE)}", "",
        "## 症状 {#symptom}", "", f"调用 `{op}` 时报错，消息以 `{etype}` 开头，提到 `{arg}`。{words}。", "",
        "## 如何确认是这个问题 {#recognise}", "", rng.choice(PROSE), rng.choice(PROSE), "",
        "## 原因 {#cause}", "", f"`{op}` 对 `{arg}` 的要求与输入不符。{rng.choice(PROSE)}", "",
        "## 解决方法 {#fix}", "", f"按报错给出的范围修改 `{arg}`。{rng.choice(PROSE)}", "",
        "## 适用范围 {#applies-to}", "", "## 相关页面 {#related}", ""])
    md = "---\n" + json.dumps(front, ensure_ascii=False, indent=1) + "\n---\n\n" + body
    code = f"# Generated distractor for the search benchmark.\nraise {etype}({msg!r})\n"
    return aid, md, snippet, code


def generated_repo(dest: Path, total: int, seed: int = 7) -> int:
    """A copy of the handbook with generated articles added up to `total`; returns the number added."""
    for name in ("docs", "snippets", "hooks", "mskb", "envs", "data"):
        shutil.copytree(REPO / name, dest / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("mkdocs.yml", "requirements.lock"):
        shutil.copy(REPO / name, dest / name)
    real = len(load_articles(REPO / "docs", REPO / "snippets"))
    rng = random.Random(seed)
    cats = list(CATEGORIES)
    added = max(0, total - real)
    for n in range(added):
        cat = cats[n % len(cats)]
        aid, md, snippet, code = synthetic_article(rng, n, cat)
        (dest / "docs" / cat).mkdir(parents=True, exist_ok=True)
        (dest / "docs" / cat / f"{aid}.md").write_text(md, encoding="utf-8")
        (dest / "snippets" / snippet).parent.mkdir(parents=True, exist_ok=True)
        (dest / "snippets" / snippet).write_text(code, encoding="utf-8")
    return added


def material_defaults(dest: Path) -> None:
    """A copy of the handbook whose search is Material's as configured by default (no options; built with
    MSKB_SEARCH_AS_MATERIAL=1 so the build (mskb/build.py) leaves the index alone; measured with queries not
    rewritten)."""
    for name in ("docs", "snippets", "hooks", "mskb", "envs", "data"):
        shutil.copytree(REPO / name, dest / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO / "requirements.lock", dest / "requirements.lock")
    text = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    text, n = re.subn(r"^  - search:\n(?:      .*\n)+", "  - search\n", text, flags=re.M)
    assert n == 1, "search plugin block not found in mkdocs.yml"
    (dest / "mkdocs.yml").write_text(text, encoding="utf-8")


def build(root: Path, out: Path, env: dict | None = None) -> float:
    t0 = time.monotonic()
    r = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(out)], cwd=root,
                       capture_output=True, text=True, env={**ENV, **(env or {})}, timeout=1200)
    if r.returncode:
        raise SystemExit(f"build of {root} failed:\n{r.stderr[-3000:]}")
    return time.monotonic() - t0


# ---------------------------------------------------------------------------------------------------------------
# Measuring
# ---------------------------------------------------------------------------------------------------------------

def cli_ids(repo: Path, text: str, tmp: Path) -> list[str]:
    from mskb.cli import main as cli_main

    f = tmp / "case.txt"
    f.write_text(text, encoding="utf-8")
    buf = io.StringIO()
    with redirect_stdout(buf):
        cli_main(["--repo", str(repo), "triage", "--json", "--base-url", "", str(f)])
    return [r["id"] for r in json.loads(buf.getvalue())]


def measure(browser, site: E.BuiltSite, cases, repo: Path, tmp: Path, raw: bool = False, triage: bool = True,
            out_of_scope=()) -> dict:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = E.open_search(ctx, site, raw=raw)
        search = [E.search(page, site, c) for c in cases]
        page.close()
        out = {"search": search, "search_errors": page.js_errors}
        if triage:
            page = E.open_triage(ctx, site)
            tri = [E.triage(page, c) for c in cases]
            # Real errors no article answers: any result shown for one is a wrong guess.
            oos = [E.triage(page, c) for c in out_of_scope]
            big = [c for c in cases if c.kind == "traceback"][0]
            large = [E.triage_large(page, large_paste(1_000_000, big.text)) for _ in range(3)]
            page.close()
            disagree = [(o.case.name, o.ids, cli) for o in tri
                        if o.ids != (cli := cli_ids(repo, o.case.text, tmp))]
            out.update(triage=tri, out_of_scope=oos, large=large, large_ok=all(r["ids"][:1] == [big.expect] for r in large),
                       disagree=disagree)
        return out
    finally:
        ctx.close()


def pct(x) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def ms(x) -> str:
    return "—" if x is None else f"{x:.1f}"


def report(rows: list[tuple[str, int, dict]]) -> str:
    head = ("| site | articles | cases | triage top-1 | triage top-3 | wrong guesses (out of scope) | "
            "search top-3 lines+questions | "
            "search top-3 tracebacks | search top-1 (all) | triage ms median / worst | search ms median / worst | "
            "1 MB paste ms | CLI = page |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for name, n_articles, r in rows:
        s_all = E.accuracy(r["search"])
        s_q = E.accuracy(r["search"], E.QUESTION_KINDS)
        s_t = E.accuracy(r["search"], E.TRACEBACK_KINDS)
        s_l = E.latency(r["search"])
        if "triage" in r:
            t = E.accuracy(r["triage"])
            t_l = E.latency(r["triage"])
            big = max(x["ms"] for x in r["large"])
            oos = r.get("out_of_scope") or []
            wrong = sum(1 for o in oos if o.ids)
            tri = (pct(t["top1"]), pct(t["top3"]), f"{ms(t_l['median'])} / {ms(t_l['worst'])}",
                   f"{ms(big)}{'' if r['large_ok'] else ' (WRONG)'}",
                   "yes" if not r["disagree"] else f"NO ({len(r['disagree'])})",
                   f"{pct(wrong / len(oos))} ({wrong}/{len(oos)})" if oos else "—")
        else:
            tri = ("—", "—", "—", "—", "—", "—")
        lines.append(f"| {name} | {n_articles} | {s_all['n']} | {tri[0]} | {tri[1]} | {tri[5]} | "
                     f"{pct(s_q['top3'])} ({s_q['n']}) | {pct(s_t['top3'])} ({s_t['n']}) | {pct(s_all['top1'])} | "
                     f"{tri[2]} | {ms(s_l['median'])} / {ms(s_l['worst'])} | {tri[3]} | {tri[4]} |")
    return "\n".join(lines)


def misses(name: str, r: dict) -> list[str]:
    out = []
    for o in E.accuracy(r["search"])["misses"]:
        q = o.extra["query"] or ""
        q = q if len(q) <= 120 else q[:117] + "..."
        out.append(f"  {name} search miss: {o.case.name} ({o.case.kind}) -> {o.ids[:3]}  query={q!r}")
    for o in (E.accuracy(r["triage"])["misses"] if "triage" in r else []):
        out.append(f"  {name} triage miss: {o.case.name} -> {o.ids[:3]}")
    for o in [o for o in r.get("triage", []) if o.rank() not in (1, None) and o.rank() <= 3]:
        out.append(f"  {name} triage not first: {o.case.name} -> {o.ids[:3]}")
    for d in r.get("disagree", []):
        out.append(f"  {name} CLI/page disagree: {d}")
    for o in r.get("out_of_scope", []):
        if o.ids:
            out.append(f"  {name} wrong guess for an out-of-scope error: {o.case.name} -> {o.ids[:3]}")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--articles", type=int, default=450, help="size of the generated site (default 450, about three "
                    "times the collection)")
    ap.add_argument("--baseline", action="store_true", help="also measure Material's search without our changes")
    ap.add_argument("--keep", type=Path, help="keep the built sites in this folder")
    ap.add_argument("-v", "--verbose", action="store_true", help="list every miss")
    args = ap.parse_args(argv)
    if not shutil.which("chromium"):
        raise SystemExit("Debian's chromium is needed (make browser-deps)")
    from playwright.sync_api import sync_playwright

    cases = load_cases(REPO)
    out_of_scope = load_out_of_scope()
    real_n = len(load_articles(REPO / "docs", REPO / "snippets"))
    with tempfile.TemporaryDirectory(prefix="mskb-bench-search-") as tmpdir:
        tmp = Path(args.keep or tmpdir)
        tmp.mkdir(parents=True, exist_ok=True)
        real_site = tmp / "site-real"
        print(f"building the real site ({real_n} articles) ...", flush=True)
        t_real = build(REPO, real_site)
        gen_repo = tmp / f"repo-{args.articles}"
        if gen_repo.exists():
            shutil.rmtree(gen_repo)
        added = generated_repo(gen_repo, args.articles)
        print(f"building the generated site ({real_n} + {added} generated articles) ...", flush=True)
        gen_site = tmp / f"site-{args.articles}"
        t_gen = build(gen_repo, gen_site)
        base = None
        if args.baseline:
            base_repo = tmp / "repo-material-defaults"
            if base_repo.exists():
                shutil.rmtree(base_repo)
            material_defaults(base_repo)
            base = tmp / "site-material-defaults"
            print("building the real site with Material's default search ...", flush=True)
            build(base_repo, base, {"MSKB_SEARCH_AS_MATERIAL": "1"})
        rows = []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            try:
                if base:
                    rows.append(("real, Material search as it was", real_n,
                                 measure(browser, E.BuiltSite(base), cases, REPO, tmp, raw=True, triage=False)))
                rows.append(("real", real_n, measure(browser, E.BuiltSite(real_site), cases, REPO, tmp,
                                                     out_of_scope=out_of_scope)))
                rows.append((f"generated {args.articles}", real_n + added,
                             measure(browser, E.BuiltSite(gen_site), cases, gen_repo, tmp,
                                     out_of_scope=out_of_scope)))
            finally:
                browser.close()
    print()
    print(f"Error lookup benchmark — {len(cases)} labelled cases "
          f"({', '.join(f'{k}: {sum(c.kind == k for c in cases)}' for k in ('traceback', 'line', 'zh', 'en'))}); "
          f"builds {t_real:.0f} s (real), {t_gen:.0f} s (generated); chromium {CHROMIUM}, site opened from disk")
    print()
    print(report(rows))
    print()
    print(f"Out of scope: {len(out_of_scope)} real errors from public threads that no article answers "
          "(data/lookup_cases/out_of_scope.yaml); a result shown for one is a wrong guess.")
    print("Targets: triage top-1 >= 95%; wrong guesses on out-of-scope errors <= 25%; "
          "search top-3 >= 90% (lines+questions), >= 85% (tracebacks); "
          "median keystroke-to-results <= 50 ms; 1 MB paste <= 1500 ms; CLI = page on every case.")
    without = sorted({a.id for a in load_articles(REPO / "docs", REPO / "snippets") if a.errors}
                     - {c.expect for c in cases})
    if without:
        print(f"Articles with error signatures but no evaluation case yet: {', '.join(without)}")
    lines = [m for name, _, r in rows for m in misses(name, r)]
    if lines:
        print()
        print("Misses:" if args.verbose else f"{len(lines)} misses (-v lists them)")
        if args.verbose:
            print("\n".join(lines))
    ok = all(E.accuracy(r["triage"])["top1"] >= 0.95 and not r["disagree"] and r["large_ok"]
             for _, _, r in rows if "triage" in r)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
