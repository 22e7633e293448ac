"""Run snippets and judge each outcome against its declaration.

Each snippet runs as a file in its own temporary directory (MindSpore writes rank_0/om/analyze_fail.ir into the
cwd on a failed graph compile; nothing may land in the repo), in a separate process, with a timeout after which
its whole process group is killed. Two ways to get that process, chosen per snippet (`runner:` in front matter):

* ``fork``: a child of a pre-imported parent (mskb.zygote), milliseconds to start;
* ``fresh``: a new interpreter (``python -m mskb.child``), 2-3 s of MindSpore import, for snippets that must set
  environment variables before MindSpore is imported, or that run in another environment.

Both print through mskb.child, so their normalised output is identical (scripts/bench_verify.py checks it).
"""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from .articles import Snippet
from .environments import ENVIRONMENTS, REPO, Environment, describe
from .normalize import drop_runner_frames, normalize
from .zygote import wait as zygote_wait

_EXC_LINE = re.compile(r"^([A-Za-z_][A-Za-z0-9_.]*)(?::|$)")


@dataclass
class RunResult:
    """The raw outcome of one run, already normalised."""
    exit_code: int | None
    timed_out: bool
    seconds: float
    stdout: str
    stderr: str
    runner: str
    exception: str | None = None          # dotted type name of the final uncaught exception
    exception_text: str = ""              # from that exception's line to the end of stderr
    artifacts: dict[str, str] = field(default_factory=dict)
    cpu: float = 0.0                      # CPU seconds of the run and the processes it waited for


def parse_exception(stderr: str) -> tuple[str | None, str]:
    """The final uncaught exception in a traceback: (type name, text from its line on)."""
    start = stderr.rfind("Traceback (most recent call last):")
    if start < 0:
        return None, ""
    lines = stderr[start:].splitlines()[1:]
    for i, line in enumerate(lines):
        if not line.strip() or line[0].isspace():
            continue
        m = _EXC_LINE.match(line)
        if m:
            return m.group(1), "\n".join(lines[i:])
    return None, ""


def type_matches(actual: str | None, expected: str) -> bool:
    """`TypeError` matches `TypeError`; `_InactiveRpcError` also matches `grpc._channel._InactiveRpcError`."""
    if actual is None:
        return False
    if actual == expected:
        return True
    if "." in expected:
        return actual.endswith("." + expected)
    return actual.rsplit(".", 1)[-1] == expected


def judge(snippet: Snippet, result: RunResult) -> tuple[str, str]:
    """('pass' | 'fail', reason) for a run against the snippet's declaration."""
    if result.timed_out:
        return "fail", f"timed out after {snippet.timeout:g} s and was killed (hang?)"
    expected = snippet.expected_type
    first_line = result.exception_text.splitlines()[0] if result.exception_text else ""
    if expected is None:
        if result.exit_code == 0:
            return "pass", ""
        if result.exception:
            return "fail", f"expected a clean exit, but it raised {first_line[:300]}"
        return "fail", f"expected a clean exit, but it exited with code {result.exit_code}"
    if result.exception is None:
        if result.exit_code == 0:
            return "fail", f"no longer raises {expected}: it exited cleanly"
        return "fail", f"expected {expected}, but it exited with code {result.exit_code} and no traceback"
    if not type_matches(result.exception, expected):
        return "fail", f"raised {result.exception} instead of {expected}: {first_line[:300]}"
    if not re.search(snippet.match or "", result.exception_text, re.M):
        return "fail", (f"raised {result.exception}, but its message does not match /{snippet.match}/: "
                        f"{first_line[:300]}")
    return "pass", ""


def classify(snippet: Snippet, result: RunResult) -> str:
    """What a run did, in the words of the version matrix: a reproducer `reproduces` its declared error, raises it
    with another type or message (`differs`) or does `not-reproduced` (exits cleanly, hangs, crashes without a
    traceback); any other snippet `works` or `fails`."""
    expected = snippet.expected_type
    if expected is None:
        return "works" if result.exit_code == 0 and not result.timed_out else "fails"
    if result.timed_out or result.exception is None:
        return "not-reproduced"
    if type_matches(result.exception, expected) and re.search(snippet.match or "", result.exception_text, re.M):
        return "reproduces"
    return "differs"


def base_env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO)  # so `python -m mskb.child` works in every environment
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["PYTHONHASHSEED"] = "0"
    env.pop("PYTHONSTARTUP", None)
    return env


def path_placeholders(env_name: str, tmp: str) -> dict[str, str]:
    info = describe(env_name) or {}
    paths = {tmp: "<tmp>", os.path.realpath(tmp): "<tmp>", str(REPO): "<repo>"}
    if info:
        paths[info["purelib"]] = "<site-packages>"
        for site_dir in info.get("site_dirs", []):  # e.g. .venv's packages seen through .venv-numpy2's .pth
            paths[site_dir] = "<site-packages>"
        paths[info["stdlib"]] = "<stdlib>"
        paths[info["prefix"]] = "<python-prefix>"
        paths[info["base_prefix"]] = "<python-prefix>"
    # MindSpore logs resolved paths: an environment reached through a symlink (a worktree's .venv) shows both.
    for path, placeholder in list(paths.items()):
        paths.setdefault(os.path.realpath(path), placeholder)
    return paths


class Zygote:
    """One pre-imported parent process; used by one worker thread at a time."""

    def __init__(self, python: str):
        self.log = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([python, "-m", "mskb.zygote"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.log, env=base_env(), text=True, bufsize=1)
        ready = self.proc.stdout.readline()
        if not ready.strip():
            raise RuntimeError("the pre-imported parent did not start")

    def run(self, snippet_path: str, cwd: str, out: str, err: str, timeout: float) -> dict:
        req = {"snippet": snippet_path, "cwd": cwd, "stdout": out, "stderr": err, "timeout": timeout}
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the pre-imported parent died")
        return json.loads(line)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()


def run_fresh(python: str, snippet_path: str, cwd: str, out: str, err: str, timeout: float,
              home: str | None = None) -> dict:
    start = time.monotonic()
    env = base_env()
    if home is not None:
        env["HOME"] = home
    with open(out, "wb") as fo, open(err, "wb") as fe:
        proc = subprocess.Popen([python, "-m", "mskb.child", snippet_path], cwd=cwd, stdout=fo, stderr=fe,
                                stdin=subprocess.DEVNULL, env=env, start_new_session=True)
        # The zygote's own wait loop: os.wait4 also gives the CPU time the run cost (for `make bench`).
        code, timed_out, cpu = zygote_wait(proc.pid, timeout)
        proc.returncode = code if code is not None else -signal.SIGKILL   # reaped above: Popen must not wait again
    return {"exit_code": code, "timed_out": timed_out, "seconds": round(time.monotonic() - start, 3),
            "cpu": round(cpu, 3)}


class Runner:
    """Runs snippets; keeps one pre-imported parent per worker thread and environment for `fork` snippets."""

    def __init__(self, force_runner: str | None = None):
        self.force_runner = force_runner          # "fork" / "fresh" to override declarations (benchmarks)
        self._local = threading.local()
        self._zygotes: list[Zygote] = []
        self._lock = threading.Lock()

    def _zygote(self, env: Environment) -> Zygote | None:
        current = getattr(self._local, "zygote", None)          # (environment name, parent)
        if current and current[0] == env.name and current[1].proc.poll() is None:
            return current[1]
        if current:
            current[1].close()  # jobs come grouped by environment: one live parent per worker is enough
        try:
            z = Zygote(env.python)
        except (OSError, RuntimeError):
            self._local.zygote = None
            return None
        self._local.zygote = (env.name, z)
        with self._lock:
            self._zygotes.append(z)
        return z

    def run(self, snippet: Snippet, snippets_dir: Path, env: Environment | None = None) -> RunResult:
        env = env or ENVIRONMENTS[snippet.env]
        runner = self.force_runner or snippet.runner
        src = Path(snippets_dir) / snippet.path
        with tempfile.TemporaryDirectory(prefix="mskb-") as tmp:
            work = os.path.join(tmp, "run")
            os.mkdir(work)
            target = os.path.join(work, src.name)
            shutil.copyfile(src, target)
            out, err = os.path.join(tmp, "stdout"), os.path.join(tmp, "stderr")
            answer = None
            home = None
            if env.suites:
                # Suites write into HOME (mindcv/mindocr's model cache keeps a zero-byte checkpoint after a failed
                # download, and the next run fails differently): each run gets its own, so runs stay independent.
                # A fresh interpreter, since a pre-imported parent's HOME is fixed.
                home = os.path.join(work, ".home")
                os.mkdir(home)
                runner = "fresh"
            if runner == "fork":
                z = self._zygote(env)
                if z is not None:
                    try:
                        answer = z.run(target, work, out, err, snippet.timeout)
                    except (RuntimeError, OSError, ValueError):
                        answer = None
                if answer is None:
                    runner = "fresh"  # the declared fallback: a parent that cannot start or died
            if answer is None:
                answer = run_fresh(env.python, target, work, out, err, snippet.timeout, home)
            paths = path_placeholders(env.name, work)
            stdout = drop_runner_frames(normalize(Path(out).read_text(encoding="utf-8", errors="replace"), paths))
            stderr = drop_runner_frames(normalize(Path(err).read_text(encoding="utf-8", errors="replace"), paths))
            artifacts = {}
            for name in snippet.artifacts:
                f = Path(work) / name
                if f.is_file():
                    artifacts[name] = normalize(f.read_text(encoding="utf-8", errors="replace"), paths)
        exc, exc_text = parse_exception(stderr)
        return RunResult(answer["exit_code"], answer["timed_out"], answer["seconds"], stdout, stderr, runner,
                         exc, exc_text, artifacts, answer.get("cpu", 0.0))

    def close(self) -> None:
        for z in self._zygotes:
            z.close()  # closing twice is harmless
        self._zygotes.clear()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
