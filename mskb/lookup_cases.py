"""The labelled evaluation set of error lookup: each article's ``snippets/<category>/<id>/cases.yaml`` (the pastes
that must find that article; the folder names the expected article), and data/lookup_cases/out_of_scope.yaml (real
errors no article answers). Shared by the tests and the benchmark scripts; the entries fit mskb.models.LookupCase
and OutOfScopeCase (schemas/lookup-cases.schema.json).

A case is either literal ``text`` (an error line, a Chinese or English question) or a traceback built ``from`` a
recorded run (the stderr in ``snippets/<category>/<id>/<name>.out``, i.e. a real MindSpore traceback) made to look like
what a reader pastes:

    - kind: traceback                    # traceback | line | zh | en
      from: repro                        # a snippet of this folder (or <category>/<id>/<name> of another article)
      env: windows                       # where the reader ran it: paths, python version (ENVS)
      replace: [[ReduceMean, ReduceSum], ["[-3,3), but got 3", "[-4,4), but got 4"]]  # other operators, shapes
      before: [train-log]                # noise around it (NOISE names, or literal lines)
      after: [ms-warnings]
      keep: last-lines 6                 # optional: only the last N lines (a partial paste)

Placeholders of normalised evidence (<tmp>, <site-packages>, <pid>, <time>, <addr> ...) become concrete values of
the chosen environment; ``<addr>`` and ``<pid>`` vary with the case so no two pastes are identical.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

import yaml
from pydantic import ValidationError

from .environments import REPO
from .models import LookupCase, OutOfScopeCase, first_problem
from .vocabulary import CASE_KINDS as KINDS

HERE = REPO / "data" / "lookup_cases"
CASES_FILE = "cases.yaml"   # in each article's snippets folder

# Where readers ran MindSpore: the paths their tracebacks show.
ENVS = {
    "conda": {"<tmp>": "/home/zhangsan/work/resnet50", "<site-packages>":
              "/home/zhangsan/miniconda3/envs/ms2/lib/python3.9/site-packages",
              "<stdlib>": "/home/zhangsan/miniconda3/envs/ms2/lib/python3.9",
              "<python-prefix>": "/home/zhangsan/miniconda3/envs/ms2", "<repo>": "/home/zhangsan/work"},
    "modelarts": {"<tmp>": "/home/ma-user/work/code", "<site-packages>":
                  "/home/ma-user/anaconda3/envs/MindSpore/lib/python3.7/site-packages",
                  "<stdlib>": "/home/ma-user/anaconda3/envs/MindSpore/lib/python3.7",
                  "<python-prefix>": "/home/ma-user/anaconda3/envs/MindSpore", "<repo>": "/home/ma-user/work"},
    "docker": {"<tmp>": "/workspace/project", "<site-packages>": "/usr/local/lib/python3.8/dist-packages",
               "<stdlib>": "/usr/lib/python3.8", "<python-prefix>": "/usr", "<repo>": "/workspace"},
    "windows": {"<tmp>": "E:\\大三上\\深度学习\\models-master\\official\\cv\\ssd", "<site-packages>":
                "C:\\Users\\lisi\\AppData\\Local\\Programs\\Python\\Python39\\lib\\site-packages",
                "<stdlib>": "C:\\Users\\lisi\\AppData\\Local\\Programs\\Python\\Python39\\lib",
                "<python-prefix>": "C:\\Users\\lisi\\AppData\\Local\\Programs\\Python\\Python39",
                "<repo>": "E:\\大三上\\深度学习"},
    "evidence": {},  # as recorded (placeholders kept): what the article pages show
}

# Noise readers paste along with the error. MindSpore lines use the real log header format.
NOISE = {
    "train-log": [
        "[INFO] ME(8121:139912334455667,MainProcess):2024-06-12-10:15:31.002.118 [mindspore/train/model.py:1105] "
        "Model.train: dataset sink mode is False",
        "epoch: 1 step: 1, loss is 2.3025851249694824",
        "epoch: 1 step: 2, loss is 2.2979140281677246",
        "epoch: 1 step: 3, loss is 2.2901830673217773",
        "Epoch time: 3521.427 ms, per step time: 1173.809 ms",
    ],
    "ms-warnings": [
        "[WARNING] ME(8121:139912334455667,MainProcess):2024-06-12-10:15:29.441.007 "
        "[mindspore/run_check/_check_version.py:348] MindSpore version 2.2.14 and \"te\" wheel package version 7.0 "
        "does not match. For details, refer to the installation guidelines: https://www.mindspore.cn/install",
        "[WARNING] ME(8121:139912334455667,MainProcess):2024-06-12-10:15:29.512.330 "
        "[mindspore/context.py:1084] For 'context.set_context', the parameter 'device_target' will be deprecated "
        "and removed in a future version. Please use the api mindspore.set_device() instead.",
    ],
    "shell": [
        "(ms2) zhangsan@gpu-server:~/work/resnet50$ python train.py --device_target CPU",
    ],
    "pip": [
        "/home/zhangsan/miniconda3/envs/ms2/lib/python3.9/site-packages/numpy/core/getlimits.py:499: UserWarning: "
        "The value of the smallest subnormal for <class 'numpy.float64'> type is zero.",
        "  setattr(self, word, getattr(machar, word).flat[0])",
    ],
    "modelarts-log": [
        "[ModelArts Service Log]user: uid=1000(ma-user) gid=100(users) groups=100(users)",
        "[ModelArts Service Log]pwd: /home/ma-user",
        "[ModelArts Service Log]boot_file: /home/ma-user/modelarts/user-job-dir/code/train.py",
        "2024-06-12 10:15:20,118 - INFO - start training, device_num: 1, rank_id: 0",
    ],
}


PY311_ENVS = {"evidence"}
_PY311_CARETS = re.compile(r"^[ \t]*(?=[\^~]*\^[\^~]*\^)[\^~]+[ \t]*$")


@dataclass(frozen=True)
class Case:
    name: str
    expect: str
    kind: str
    text: str
    source: str | None = None   # where a literal text was quoted from (an official FAQ question's page)

    def __repr__(self):
        return f"Case({self.name})"


class CaseError(ValueError):
    pass


def evidence_stderr(rel: str, repo: Path = REPO, lane: str | None = None) -> str:
    """The recorded stderr of snippets/<rel>.py (the newest lane that has it, unless one is named)."""
    from . import evidence

    records = sorted(evidence.load_all(repo / "snippets", f"{rel}.py"), key=lambda r: evidence.lane_order(r.lane))
    for rec in records:
        if (lane is None or rec.lane == lane) and rec.stderr:
            return rec.stderr
    raise CaseError(f"no recorded stderr for {rel!r}" + (f" on {lane}" if lane else ""))


def _concrete(text: str, env: str, seed: str) -> str:
    h = int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16)
    paths = ENVS[env]
    if not paths:
        return text
    for ph, value in paths.items():
        if env == "windows":
            # Windows tracebacks show backslashes in the whole path after the placeholder.
            out, i = [], 0
            while True:
                j = text.find(ph, i)
                if j < 0:
                    out.append(text[i:])
                    break
                out.append(text[i:j])
                k = j + len(ph)
                m = k
                while m < len(text) and text[m] not in '"\n ,:':
                    m += 1
                out.append(value + text[k:m].replace("/", "\\"))
                i = m
            text = "".join(out)
        else:
            text = text.replace(ph, value)
    pid = 1000 + h % 60000
    text = text.replace("<pid>:<pid>", f"{pid}:{139900000000000 + h % 99999999}")
    text = text.replace("<pid>,<pid>", f"{pid},7f{h:08x}")
    text = text.replace("<pid>", str(pid))
    text = text.replace("<time>", f"2024-06-{10 + h % 19:02d}-{h % 24:02d}:{h % 60:02d}:{(h // 7) % 60:02d}."
                                  f"{h % 1000:03d}.{(h // 3) % 1000:03d}")
    text = text.replace("<addr>", f"0x7f{h:010x}"[:14])
    return text


def _noise(items, name: str) -> list[str]:
    out = []
    for item in items or []:
        if item in NOISE:
            out.extend(NOISE[item])
        elif isinstance(item, str):
            out.append(item)
        else:
            raise CaseError(f"{name}: noise must be a name in {sorted(NOISE)} or a line")
    return out


def build_case(case: LookupCase, expect: str, name: str, folder: str, repo: Path = REPO) -> Case:
    """The text a reader pastes for one case of the article `expect` (whose snippets are in `folder`,
    <category>/<id>)."""
    if case.text is not None:
        return Case(name, expect, case.kind, case.text, case.source)
    rel = case.from_ if "/" in case.from_ else f"{folder}/{case.from_}"
    text = evidence_stderr(rel, repo, case.lane).rstrip("\n")
    for old, new in case.replace:
        if old not in text:
            raise CaseError(f"case {name}: {old!r} is not in the recorded output of {rel}")
        text = text.replace(old, new)
    if case.keep:
        text = "\n".join(text.split("\n")[-int(case.keep.split()[1]):])
    if case.env not in PY311_ENVS:
        # Python < 3.11 prints no ^^^^ markers under the source line (MindSpore's own "^~~~" ones stay).
        text = "\n".join(ln for ln in text.split("\n") if not _PY311_CARETS.match(ln))
    text = _concrete(text, case.env, name)
    text = "\n".join(_noise(case.before, name) + [text] + _noise(case.after, name))
    if not text.strip():
        raise CaseError(f"case {name}: empty text")
    return Case(name, expect, case.kind, text, case.source)


def _entries(path: Path, model, repo: Path) -> list:
    """The validated entries of one cases file; bad input names the file, the entry and the field."""
    where = path.relative_to(repo).as_posix() if path.is_relative_to(repo) else str(path)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    except (OSError, yaml.YAMLError) as exc:
        raise CaseError(f"{where}: not a readable YAML file ({exc})") from None
    if not isinstance(data, list):
        raise CaseError(f"{where}: must be a list of cases")
    out = []
    for n, raw in enumerate(data, 1):
        try:
            out.append(model.model_validate(raw))
        except ValidationError as exc:
            field, message = first_problem(exc)
            raise CaseError(f"{where}: case {n}: " + (f"field '{field}': " if field else "") + message) from None
    return out


def case_files(repo: Path = REPO) -> list[Path]:
    """Every article's cases.yaml, in category/id order."""
    return sorted((repo / "snippets").glob(f"*/*/{CASES_FILE}"))


def load_cases(repo: Path = REPO, missing: list | None = None) -> list[Case]:
    """Every article's cases. A cases.yaml whose folder has no page is appended to `missing` (tests/test_lookup.py
    fails on any: a case must not silently lose its article)."""
    present = {f"{p.parent.name}/{p.stem}" for p in (repo / "docs").glob("*/*.md") if p.name != "index.md"}
    cases = []
    for path in case_files(repo):
        folder = f"{path.parent.parent.name}/{path.parent.name}"
        if folder not in present:
            if missing is not None:
                missing.append(f"{folder}/{CASES_FILE}")
            continue
        expect = path.parent.name
        for n, entry in enumerate(_entries(path, LookupCase, repo), 1):
            cases.append(build_case(entry, expect, entry.name or f"{expect}#{n}", folder, repo))
    names = [c.name for c in cases]
    dup = {x for x in names if names.count(x) > 1}
    if dup:
        raise CaseError(f"duplicate case names: {sorted(dup)}")
    return cases


def large_paste(size: int = 1_000_000, tail: str = "") -> str:
    """About `size` characters of training-log noise with `tail` (a traceback) at the end."""
    lines = []
    n = 0
    step = 0
    while n < size:
        step += 1
        line = (f"[INFO] ME(31337:140031337,MainProcess):2024-06-12-10:{step // 3600 % 60:02d}:{step % 60:02d}.118.442 "
                f"[mindspore/train/callback/_loss_monitor.py:91] epoch: {step // 500 + 1} step: {step}, "
                f"loss is {2.30 - (step % 1000) / 1000:.6f}")
        lines.append(line)
        n += len(line) + 1
    return "\n".join(lines) + "\n" + tail


def hostile_pastes(size: int = 200_000) -> dict[str, str]:
    """Texts shaped to make matching slow, each about `size` characters (tests bound their time against
    ``large_paste`` of the same size)."""
    head = 'TypeError: Failed calling ReduceMean with "ReduceMean('
    return {
        "repeated )(": head + ")(" * ((size - len(head)) // 2),          # two .* around \)\( in one signature
        "one long line": "RuntimeError: " + "a(" * (size // 2),
        "exception lines only": "ValueError: x\n" * (size // 14),        # every line an anchor
        "anything spans": ("TypeError: incompatible constructor arguments\n"
                           + "mindquantum._mq_x Invoked with: 1\n" * (size // 36)),
    }


def load_out_of_scope(path: Path | None = None) -> list[Case]:
    """Real errors no article answers (out_of_scope.yaml): the lookup must answer "no article" for them."""
    path = path or HERE / "out_of_scope.yaml"
    return [Case(e.name or f"out-of-scope#{n}", "", e.kind, e.text, e.source)
            for n, e in enumerate(_entries(path, OutOfScopeCase, REPO), 1)]
