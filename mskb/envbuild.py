"""Build the lanes of envs/lanes.yaml (MindSpore versions and suites): `python -m mskb.envbuild [NAME ...]`.

For each lane: a virtualenv .venv-<name> made with the Python it names (python3.9 / python3.11 on PATH, else under
pyenv), every package installed from envs/<name>.lock (or, while there is no lock yet, from its `install` line,
after which the lock is written: commit it), the lane's shim if it has one, and a smoke test — import MindSpore, run
one operator on CPU and import the lane's suites — so that a broken environment never records evidence. A lock is
installed as it is (--no-deps): it already lists every package, and resolving it again would bring back what a
suite lane excludes (mindnlp's dependencies ask for torch and, from PyPI, the CUDA stack). A stamp (the hash of the
lock and the shim) makes a second run a no-op. A lane whose Python is missing here is skipped with the reason; its snippets are
reported as not run.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .environments import ENVIRONMENTS, REPO, Environment, lock_lines

SHIMS = REPO / "envs" / "shims"
SMOKE = ("import mindspore as ms, numpy as np\n"
         "y = ms.ops.add(ms.Tensor(np.ones(2, np.float32)), 1)\n"
         "assert y.asnumpy().tolist() == [2.0, 2.0], y\n"
         "print(ms.__version__, ms.get_context('device_target'))\n")


def find_python(version: str) -> str | None:
    """An interpreter that really runs `version` (a pyenv shim on PATH counts only if it runs)."""
    candidates = [f"python{version}"]
    pyenv_root = subprocess.run(["pyenv", "root"], capture_output=True, text=True).stdout.strip() \
        if shutil.which("pyenv") else str(Path.home() / ".pyenv")
    candidates += sorted(str(p) for p in Path(pyenv_root or "/nonexistent").glob(f"versions/{version}*/bin/python{version}"))
    for c in candidates:
        try:
            r = subprocess.run([c, "-c", f"import sys; sys.exit(sys.version_info[:2] != {tuple(map(int, version.split('.')))})"],
                               capture_output=True, timeout=30)
        except (OSError, subprocess.SubprocessError):
            continue
        if r.returncode == 0:
            return shutil.which(c) or c
    return None


def stamp_for(env: Environment) -> str:
    h = hashlib.sha256()
    h.update(env.lock.read_bytes() if env.lock.is_file() else "\n".join(env.install).encode())
    if env.shim:
        h.update((SHIMS / f"{env.shim}.py").read_bytes())
    return h.hexdigest()[:16]


def _uv() -> str | None:
    """The uv the main environment installs (requirements.lock); None if it is missing (then pip, slower)."""
    uv = Path(sys.executable).parent / "uv"
    return str(uv) if uv.is_file() else shutil.which("uv")


def _pip(python: str, *args: str, excludes: tuple[str, ...] = ()) -> None:
    uv = _uv()
    if uv is None:
        subprocess.run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *args], check=True)
        return
    # One cache for all lanes (shared packages are downloaded once and hardlinked); bytecode compiled as pip would,
    # or each snippet run would compile MindSpore's modules again (PYTHONDONTWRITEBYTECODE is common in CI).
    env = {**os.environ, "UV_CACHE_DIR": os.environ.get("UV_CACHE_DIR", str(REPO / ".cache" / "uv"))}
    extra = []
    if excludes:
        # uv reads exclusions from a requirements-style file.
        listing = Path(python).parent.parent / "mskb-excludes.txt"
        listing.write_text("".join(f"{name}\n" for name in excludes), encoding="utf-8")
        extra = ["--excludes", str(listing)]
    subprocess.run([uv, "pip", "install", "--quiet", "--compile-bytecode", "--python", python, *extra, *args],
                   check=True, env=env)


def _freeze(python: str) -> str:
    out = subprocess.run([python, "-m", "pip", "freeze", "--all"], capture_output=True, text=True, check=True).stdout
    keep = [ln for ln in out.splitlines() if ln and ln.split("==")[0].lower() not in ("pip", "setuptools", "wheel")]
    return "".join(f"{ln}\n" for ln in sorted(keep, key=str.lower))


def install_shim(env: Environment) -> None:
    site = subprocess.run([env.python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    shutil.copyfile(SHIMS / f"{env.shim}.py", Path(site) / f"_mskb_{env.shim}.py")
    # A .pth line starting with "import" runs at every interpreter start, before any snippet code.
    (Path(site) / f"zz_mskb_{env.shim}.pth").write_text(f"import _mskb_{env.shim}\n")


def smoke(env: Environment) -> str:
    code = SMOKE + "".join(f"import {module}\n" for module in env.smoke_imports)
    with tempfile.TemporaryDirectory(prefix="mskb-smoke-") as tmp:
        # A suite may write into HOME (mindcv's model cache) or the working directory (mindformers' output/log).
        r = subprocess.run([env.python, "-c", code], capture_output=True, text=True, timeout=600, cwd=tmp,
                           env={**os.environ, "HOME": tmp})
    if r.returncode != 0:
        what = "MindSpore or its suite does not import" if env.smoke_imports else "MindSpore does not run"
        raise SystemExit(f"envbuild: {env.name}: {what} in .venv-{env.name}:\n{r.stderr[-2000:]}")
    # The smoke line is printed before the suites are imported (mindformers logs to stdout when imported).
    seen = (r.stdout.strip().splitlines() or [""])[0]
    return seen + (f" + {env.suite_label}" if env.suites else "")


def build(env: Environment, force: bool = False) -> str:
    venv = REPO / env.venv
    stamp = venv / f".mskb-installed-{stamp_for(env)}"
    if stamp.is_file() and not force:
        return f"{env.name}: up to date"
    python = find_python(env.python_version)
    if python is None:
        return (f"{env.name}: skipped, no working python{env.python_version} (on PATH or under pyenv); its lane's "
                "snippets will be reported as not run")
    if venv.is_symlink() or (venv.exists() and not (venv / "bin" / "python").exists()):
        venv.unlink() if venv.is_symlink() else shutil.rmtree(venv)
    if not venv.exists():
        subprocess.run([python, "-m", "venv", str(venv)], check=True)
    for old in venv.glob(".mskb-installed-*"):
        old.unlink()
    print(f"envbuild: {env.name}: installing into {env.venv} (several hundred MB)", flush=True)
    if env.lock.is_file():
        _pip(env.python, "--no-deps", "-r", str(env.lock))
    else:
        _pip(env.python, *env.install, excludes=env.excludes)
        excluded = f" (excluding {' '.join(env.excludes)})" if env.excludes else ""
        env.lock.write_text(f"# .venv-{env.name} (envs/lanes.yaml), written by mskb.envbuild from: "
                            f"{' '.join(env.install)}{excluded}\n" + _freeze(env.python), encoding="utf-8")
        lock_lines.cache_clear()
        print(f"envbuild: {env.name}: wrote {env.lock.relative_to(REPO)} (commit it)", flush=True)
    if env.shim:
        install_shim(env)
    seen = smoke(env)
    Path(venv / f".mskb-installed-{stamp_for(env)}").touch()
    return f"{env.name}: built, MindSpore {seen}"


def main(argv=None) -> int:
    lanes = [e for e in ENVIRONMENTS.values() if (e.version_lane or e.suites) and e.venv]
    p = argparse.ArgumentParser(prog="python -m mskb.envbuild", description=__doc__.split("\n\n")[0])
    p.add_argument("names", nargs="*", help=f"lanes to build (default: all): {', '.join(e.name for e in lanes)}")
    p.add_argument("--force", action="store_true", help="reinstall even when the stamp says up to date")
    args = p.parse_args(argv)
    unknown = set(args.names) - {e.name for e in lanes}
    if unknown:
        p.error(f"unknown lane(s) {sorted(unknown)}; envs/lanes.yaml has {[e.name for e in lanes]}")
    todo = [env for env in lanes if not args.names or env.name in args.names]
    # Two at a time: an install is mostly unpacking and byte-compiling on one core, so a 2-core machine builds two
    # lanes in little more than the time of one (measured: MSKB_ENV_JOBS=1 restores one at a time).
    with ThreadPoolExecutor(max_workers=max(1, int(os.environ.get("MSKB_ENV_JOBS", "2")))) as pool:
        for line in pool.map(lambda env: build(env, args.force), todo):
            print(f"envbuild: {line}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
