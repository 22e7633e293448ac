"""Python environments snippets can run in, the hardware this machine has, and the lane they make.

A lane is one device plus one environment, e.g. ``cpu-py311-ms2.10.0``. Evidence is recorded per lane. Every
snippet runs on each MindSpore version lane (envs/lanes.yaml, plus the handbook's own .venv) its `versions` range
admits; a GPU or Ascend machine adds its own lanes beside the CPU ones.
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

from .vocabulary import pinned, version_key

REPO = Path(__file__).resolve().parent.parent


# The distributions MindSpore ships as (a GPU build, daily dev builds); the version of whichever is installed counts.
MINDSPORE_DISTS = ("mindspore", "mindspore-gpu", "mindspore-dev", "mindspore-ascend")
MAIN_PYTHON = "3.11"        # the handbook's own environment (.venv, requirements.lock): Makefile's PYTHON
LANES_FILE = REPO / "envs" / "lanes.yaml"


@dataclass(frozen=True)
class Environment:
    name: str
    venv: str | None        # folder under the repo; None = the interpreter running mskb (.venv)
    suffix: str             # appended to the lane name so two environments never share a lane
    how_to_build: str       # told to the reader when the environment is missing
    python_version: str = MAIN_PYTHON
    version_lane: bool = False        # a MindSpore version every snippet runs on by default
    install: tuple[str, ...] = ()     # what pip installs while envs/<name>.lock does not exist yet
    shim: str | None = None           # envs/shims/<shim>.py, installed into the environment
    note: str = ""                    # what a reader must know about the lane (shown with its results)
    suites: tuple[str, ...] = ()      # a suite lane: the suite distributions it holds (mindnlp, mindcv ...)
    excludes: tuple[str, ...] = ()    # left out of the first install although a dependency asks (torch)
    smoke_imports: tuple[str, ...] = ()  # imported by the smoke test besides MindSpore

    @property
    def python(self) -> str:
        if self.venv is None:
            return sys.executable
        return str(REPO / self.venv / "bin" / "python")

    @property
    def lock(self) -> Path:
        """The file that pins every package of the environment."""
        if self.name in ("main", "numpy2"):
            return REPO / "requirements.lock"
        return REPO / "envs" / f"{self.name}.lock"

    @functools.cached_property
    def mindspore(self) -> str | None:
        """The MindSpore version the environment pins (from its lock file, else its install line): known on any
        machine, so pages can say which lanes a snippet applies to without the environment being built. Read once
        per environment object (a check asks it hundreds of thousands of times)."""
        return pinned(lock_lines(str(self.lock), self.install), MINDSPORE_DISTS)

    @property
    def suite_versions(self) -> dict[str, str]:
        """{suite distribution: version} as the lock pins it (a suite lane's label: 'mindnlp 0.5.1')."""
        lines = lock_lines(str(self.lock), self.install)
        return {d: v for d in self.suites if (v := pinned(lines, (d,)))}

    @property
    def suite_label(self) -> str:
        return " + ".join(f"{d} {v}" for d, v in self.suite_versions.items())

    def lane(self, device: str = "cpu") -> str:
        return f"{device}-py{self.python_version.replace('.', '')}-ms{self.mindspore or 'none'}{self.suffix}"


@functools.lru_cache(maxsize=None)
def lock_lines(lock: str, install: tuple[str, ...]) -> tuple[str, ...]:
    """An environment's pins: its lock file, else its install line. Read once per process (a site build asks tens
    of thousands of times); mskb.envbuild clears the cache when it writes a new lock."""
    path = Path(lock)
    return tuple(path.read_text(encoding="utf-8").splitlines()) if path.is_file() else install


class LanesFileError(ValueError):
    """envs/lanes.yaml does not fit mskb.models.Lane; the message names the file, the lane and the field."""


def _version_lanes() -> dict[str, Environment]:
    import yaml
    from pydantic import ValidationError

    from .models import Lane, first_problem

    where = "envs/lanes.yaml"
    try:
        entries = yaml.safe_load(LANES_FILE.read_text(encoding="utf-8")) or []
    except yaml.YAMLError as exc:
        raise LanesFileError(f"{where}: malformed YAML ({exc})") from None
    if not isinstance(entries, list):
        raise LanesFileError(f"{where}: must be a list of lanes ({{name, python, install, shim?, note?}})")
    out = {}
    for i, entry in enumerate(entries):
        try:
            lane = Lane.model_validate(entry)
        except ValidationError as exc:
            field_name, message = first_problem(exc)
            label = entry.get("name") if isinstance(entry, dict) else None
            raise LanesFileError(f"{where}: lane {i + 1}{f' ({label})' if label else ''}: field '{field_name}': "
                                 f"{message}") from None
        if lane.name in out:
            raise LanesFileError(f"{where}: lane {i + 1}: the name {lane.name!r} is used twice")
        # A suite lane's lane name says its suites (cpu-py311-ms2.7.0-mindnlp): two suite lanes on one MindSpore
        # version never share a lane, nor do they share one with that version's own lane.
        suffix = ("-" + "+".join(lane.suite)) if lane.suite else ("-gpubuild" if lane.shim == "gpu_build_on_cpu" else "")
        smoke = lane.smoke_imports if lane.smoke_imports is not None else [d.replace("-", "_") for d in lane.suite]
        out[lane.name] = Environment(
            lane.name, f".venv-{lane.name}", suffix,
            f"make envs (envs/lanes.yaml: {lane.name}, needs python{lane.python})", lane.python, not lane.suite,
            tuple(lane.install), lane.shim, lane.note, tuple(lane.suite), tuple(lane.excludes), tuple(smoke))
    return out


ENVIRONMENTS = {
    # The handbook's own environment: MindSpore 2.10.0 (requirements.lock), a version lane like the others.
    "main": Environment("main", None, "", "make venv", MAIN_PYTHON, True),
    # MindSpore 2.10 with numpy 2: shares .venv's packages but puts numpy 2 first (see Makefile).
    "numpy2": Environment("numpy2", ".venv-numpy2", "-numpy2", "make env-numpy2"),
    **_version_lanes(),
}


def suite_lanes() -> list[Environment]:
    """The suite lanes (envs/lanes.yaml entries with `suite`), in file order."""
    return [e for e in ENVIRONMENTS.values() if e.suites]


def version_lanes() -> list[Environment]:
    """The MindSpore version lanes, oldest first."""
    lanes = [e for e in ENVIRONMENTS.values() if e.version_lane and e.mindspore]
    return sorted(lanes, key=lambda e: version_key(e.mindspore))


def envs_for(snippet) -> list[Environment]:
    """The environments a snippet runs in: the one it names (numpy2, or one version lane), else every version lane
    whose MindSpore version its `versions` range admits ("main": only the handbook's own), oldest first."""
    if snippet.env != "main":
        return [ENVIRONMENTS[snippet.env]]
    if snippet.versions == "main":
        return [ENVIRONMENTS["main"]]
    if not snippet.versions:
        return version_lanes()
    from packaging.specifiers import SpecifierSet

    spec = SpecifierSet(snippet.versions, prereleases=True)
    return [e for e in version_lanes() if spec.contains(e.mindspore, prereleases=True)]


def primary_env(snippet) -> Environment:
    """Where the snippet's declaration must hold: the handbook's own environment when the snippet runs there, else
    the newest environment it runs in. On the other lanes its outcome is recorded as what that version does."""
    envs = envs_for(snippet)
    main = ENVIRONMENTS["main"]
    return main if main in envs else envs[-1]


_PROBE = (
    "import sys, json, importlib.metadata as m\n"
    "def v(n):\n"
    "    try: return m.version(n)\n"
    "    except Exception: return None\n"
    "ms = [v(n) for n in %r if v(n)]\n"
    "print(json.dumps({'python': '%%d.%%d.%%d' %% sys.version_info[:3], 'mindspore': (ms or [None])[0],"
    " 'numpy': v('numpy'), 'prefix': sys.prefix, 'base_prefix': sys.base_prefix,"
    " 'purelib': __import__('sysconfig').get_paths()['purelib'],"
    " 'site_dirs': [p for p in sys.path if p.endswith(('site-packages', 'dist-packages'))],"
    " 'stdlib': __import__('sysconfig').get_paths()['stdlib']}))\n"
) % (MINDSPORE_DISTS,)


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
            if name.lower() not in MINDSPORE_DISTS:  # MindSpore is named once, whichever build it is
                out.setdefault(name.lower(), version)
    return {k: v for k, v in out.items() if v}


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


def unmet_need(snippet, env: Environment) -> str | None:
    """Why this snippet cannot run here in that environment (None when it can)."""
    if snippet.device not in devices_present():
        return f"needs {DEVICE_LABEL[snippet.device]}"
    info = describe(env.name)
    if info is None:
        return f"needs the {env.name} environment ({env.how_to_build})"
    if env.mindspore and info.get("mindspore") != env.mindspore:
        return (f"the {env.name} environment has MindSpore {info.get('mindspore')}, {env.lock.name} pins "
                f"{env.mindspore} (rebuild it: {env.how_to_build})")
    for cap in snippet.capabilities:
        why = capability_missing(cap)
        if why:
            return why
    for pkg in snippet.packages:
        if not has_module(env.name, pkg):
            return f"needs the Python package {pkg!r} in the {env.name} environment"
    return None
