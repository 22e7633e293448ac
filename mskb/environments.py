"""Python environments snippets can run in, the hardware this machine has, and the lane they make.

A lane is one device plus one environment, e.g. ``cpu-py311-ms2.10.0``. Evidence is recorded per lane, so a
GPU or Ascend machine (or one with Python 3.9 for Serving) adds its own lane beside the CPU one.
"""
from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Environment:
    name: str
    venv: str | None        # folder under the repo; None = the interpreter running mskb
    suffix: str             # appended to the lane name so two environments never share a lane
    how_to_build: str       # told to the reader when the environment is missing

    @property
    def python(self) -> str:
        if self.venv is None:
            return sys.executable
        return str(REPO / self.venv / "bin" / "python")


ENVIRONMENTS = {
    "main": Environment("main", None, "", "make venv"),
    # MindSpore 2.10 with numpy 2: shares .venv's packages but puts numpy 2 first (see Makefile).
    "numpy2": Environment("numpy2", ".venv-numpy2", "-numpy2", "make env-numpy2"),
    # mindspore_serving only has wheels for Python 3.7-3.9 and needs mindspore 2.0.0.
    "serving-py39": Environment("serving-py39", ".venv-serving", "-serving", "make env-serving (needs python3.9)"),
}

_PROBE = (
    "import sys, json, importlib.metadata as m\n"
    "def v(n):\n"
    "    try: return m.version(n)\n"
    "    except Exception: return None\n"
    "print(json.dumps({'python': '%d.%d.%d' % sys.version_info[:3], 'mindspore': v('mindspore'),"
    " 'numpy': v('numpy'), 'prefix': sys.prefix, 'base_prefix': sys.base_prefix,"
    " 'purelib': __import__('sysconfig').get_paths()['purelib'],"
    " 'site_dirs': [p for p in sys.path if p.endswith(('site-packages', 'dist-packages'))],"
    " 'stdlib': __import__('sysconfig').get_paths()['stdlib']}))\n"
)


@functools.lru_cache(maxsize=None)
def describe(env_name: str) -> dict | None:
    """Versions and paths of an environment, or None when it is not built on this machine."""
    env = ENVIRONMENTS[env_name]
    if not Path(env.python).exists():
        return None
    try:
        out = subprocess.run([env.python, "-c", _PROBE], capture_output=True, text=True, timeout=60, check=True)
    except (OSError, subprocess.SubprocessError):
        return None
    return json.loads(out.stdout)


# Every installed distribution of an environment and the top-level modules it provides (packages_distributions
# exists from Python 3.10 on; Python 3.9 environments read top_level.txt or the file list).
_DISTRIBUTIONS_PROBE = (
    "import json, importlib.metadata as m\n"
    "out = {}\n"
    "for d in m.distributions():\n"
    "    name = d.metadata['Name']\n"
    "    if not name: continue\n"
    "    tops = (d.read_text('top_level.txt') or '').split()\n"
    "    if not tops:\n"
    "        tops = {f.parts[0].split('.')[0] for f in (d.files or []) if len(f.parts) > 1\n"
    "                and not f.parts[0].endswith(('.dist-info', '.egg-info', '.libs', '.data')) and f.parts[0] != '..'}\n"
    "    for t in tops:\n"
    "        out.setdefault(t, [name, d.version])\n"
    "print(json.dumps(out))\n"
)


@functools.lru_cache(maxsize=None)
def distributions(env_name: str) -> dict[str, list[str]]:
    """{top-level module: [distribution name, version]} of an environment ({} when it is not built here)."""
    env = ENVIRONMENTS[env_name]
    if not Path(env.python).exists():
        return {}
    try:
        out = subprocess.run([env.python, "-c", _DISTRIBUTIONS_PROBE], capture_output=True, text=True, timeout=120,
                             check=True)
    except (OSError, subprocess.SubprocessError):
        return {}
    return json.loads(out.stdout)


def imported_modules(source: str) -> set[str]:
    """Top-level names of the absolute imports in a snippet's source (what it runs on besides the stdlib)."""
    import ast

    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def versions_for(env_name: str, source: str) -> dict[str, str]:
    """The versions a run of ``source`` in an environment depends on: Python, MindSpore and numpy (always: the lane
    is defined by them), and every installed distribution the source imports (mindquantum, scipy, grpcio …)."""
    info = describe(env_name) or {}
    out = {"python": info.get("python"), "mindspore": info.get("mindspore"), "numpy": info.get("numpy")}
    dists = distributions(env_name)
    for module in sorted(imported_modules(source)):
        if module in dists:
            name, version = dists[module]
            out.setdefault(name.lower(), version)
    return {k: v for k, v in out.items() if v}


def lane_name(device: str, env_name: str, info: dict) -> str:
    py = "".join(info["python"].split(".")[:2])
    ms = info.get("mindspore") or "none"
    return f"{device}-py{py}-ms{ms}{ENVIRONMENTS[env_name].suffix}"


@functools.lru_cache(maxsize=None)
def devices_present() -> tuple[str, ...]:
    """CPU always; GPU and Ascend when their driver tools answer (MSKB_DEVICES overrides, for tests)."""
    forced = os.environ.get("MSKB_DEVICES")
    if forced:
        return tuple(d.strip() for d in forced.split(",") if d.strip())
    found = ["cpu"]
    if shutil.which("nvidia-smi"):
        try:
            r = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True, timeout=20)
            if r.returncode == 0 and "GPU" in r.stdout:
                found.append("gpu")
        except (OSError, subprocess.SubprocessError):
            pass
    if Path("/dev/davinci0").exists() or shutil.which("npu-smi"):
        try:
            r = subprocess.run(["npu-smi", "info"], capture_output=True, text=True, timeout=20)
            if r.returncode == 0:
                found.append("ascend")
        except (OSError, subprocess.SubprocessError):
            pass
    return tuple(found)


@functools.lru_cache(maxsize=None)
def has_module(env_name: str, module: str) -> bool:
    env = ENVIRONMENTS[env_name]
    try:
        r = subprocess.run([env.python, "-c", f"import importlib.util as u, sys; "
                            f"sys.exit(0 if u.find_spec({module!r}) else 1)"], capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return False
    return r.returncode == 0


DEVICE_LABEL = {"cpu": "CPU", "gpu": "GPU", "ascend": "Ascend"}


def capability_missing(cap: str) -> str | None:
    if cap == "root":
        if os.geteuid() != 0 or not shutil.which("unshare"):
            return "needs root (unshare --mount for a private /dev/shm)"
    return None


def unmet_need(snippet) -> str | None:
    """Why this snippet cannot run here (None when it can)."""
    if snippet.device not in devices_present():
        return f"needs {DEVICE_LABEL[snippet.device]}"
    env = ENVIRONMENTS[snippet.env]
    if describe(snippet.env) is None:
        return f"needs the {snippet.env} environment ({env.how_to_build})"
    for cap in snippet.capabilities:
        why = capability_missing(cap)
        if why:
            return why
    for pkg in snippet.packages:
        if not has_module(snippet.env, pkg):
            return f"needs the Python package {pkg!r} in the {snippet.env} environment"
    return None


def lane_for(snippet) -> str | None:
    info = describe(snippet.env)
    return lane_name(snippet.device, snippet.env, info) if info else None
