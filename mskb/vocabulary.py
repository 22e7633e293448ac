"""The handbook's closed vocabularies, in one place: article categories (folder -> navigation name), devices, run
modes, runners, run states, the FAQ's files and statuses, lookup-case kinds; and the three readings every module
shares: the order of versions, a lock's pins, which Markdown lines are fenced code. The schema (mskb.articles),
the models (mskb.models) and the build read them from here."""
from __future__ import annotations

import re

CATEGORIES = {
    "basics": "排障入门",
    "errors": "报错",
    "modes": "运行模式",
    "memory": "内存",
    "serving": "推理服务",
    "data": "数据处理",
    "quantum": "量子计算",
    "scientific": "科学计算",
    "install": "安装与环境",
    "operators": "算子输入",
    "checkpoint": "保存与加载",
    "export": "模型导出",
    "migration": "版本与迁移",
    "distributed": "分布式",
    "training": "训练",
    "ascend": "昇腾（Ascend）",
    "gpu": "GPU",
    # Error families (one page answers every member of a shape: any operator, library or signal).
    "crashes": "崩溃与无报错退出",
    "numerics": "数值：溢出与 NaN",
    "logs": "日志噪声与源码构建",
    # The suites built on MindSpore, a section each (their lanes: envs/lanes.yaml, `suite`).
    "mindnlp": "MindNLP / MindTorch",
    "mindcv": "MindCV",
    "mindyolo": "MindYOLO",
    "mindocr": "MindOCR",
    "mindformers": "MindFormers",
    "mindone": "MindONE",
    "lite": "MindSpore Lite",
}
DEVICES = ("cpu", "gpu", "ascend")
DEVICE_NAMES = ("CPU", "GPU", "Ascend")      # as pages and applies_to write them
MODES = ("GRAPH", "PYNATIVE")
RUNNERS = ("fork", "fresh")

# The state of one snippet on one environment, as the version matrix shows it (mskb.matrix labels them,
# mskb.render colours them; tests/test_models.py holds both to this list).
STATES = ("reproduces", "works", "differs", "not-reproduced", "fails", "not-applicable", "not-run", "stale")

# The official FAQ cross-check (data/official_faq.yaml): the FAQ's files (-> section name) and what a question's
# status says, in the page's words (order = how the summary lists them).
FAQ_FILES = {
    "data_processing.md": "数据处理", "distributed_parallel.md": "分布式并行", "implement_problem.md": "执行问题",
    "inference.md": "推理", "installation.md": "安装", "network_compilation.md": "网络编译",
    "operators_compile.md": "算子编译",
}
FAQ_STATUS = {
    "reproduced": "复现",
    "changed": "报错措辞已变",
    "gone": "2.10 上不再出现",
    "reported": "需要本站没有的硬件或平台（有公开报告）",
    "not-run": "需要本站没有的硬件或平台（未运行）",
    "not-covered": "本站未覆盖",
}

# Lookup cases (snippets/<category>/<id>/cases.yaml): what a reader pastes, and where the reader ran MindSpore
# (the paths each of these shows: mskb.lookup_cases.ENVS).
CASE_KINDS = ("traceback", "line", "zh", "en")
CASE_ENVS = ("conda", "modelarts", "docker", "windows", "evidence")


def version_key(version: str):
    """The one order of MindSpore versions (PEP 440: 2.10.0 > 2.9.0, a dev or rc build before its release)."""
    from packaging.version import Version

    return Version(version)


def pinned(lines, names) -> str | None:
    """The version a lock (requirements.lock, envs/<lane>.lock: `name==version ; marker` lines) pins for the first
    of `names` it lists."""
    wanted = {n.lower() for n in ([names] if isinstance(names, str) else names)}
    for line in lines:
        name, _, version = line.partition("==")
        if name.strip().lower() in wanted and version:
            return version.split(";")[0].strip()
    return None


_FENCE_RE = re.compile(r"^[ \t]*(`{3,}|~{3,})")


def fenced(lines: list[str]) -> list[bool]:
    """Which Markdown lines belong to a fenced code block, the fences included. Fences may be indented (inside a
    list item, as pymdownx.superfences allows); a fence closes on a line of only the same character, at least as
    many as opened it."""
    out, fence = [], None
    for line in lines:
        if fence is None:
            m = _FENCE_RE.match(line)
            if m:
                fence = m.group(1)
            out.append(bool(m))
            continue
        out.append(True)
        body = line.strip()
        if body.startswith(fence) and not body.strip(fence[0]):
            fence = None
    return out
