"""A pre-imported parent: imports MindSpore once, then forks one child per snippet.

A fresh interpreter spends 2-3 s importing MindSpore; a fork of a process that already imported it (and ran no
operator, so no device runtime or thread pool is live yet) starts the snippet in milliseconds.

Protocol (one request at a time, JSON lines): the runner writes
    {"snippet": "<abs path>", "cwd": "<dir>", "stdout": "<file>", "stderr": "<file>", "timeout": <s>}
to stdin; the zygote answers on its original stdout with
    {"exit_code": <int or null>, "timed_out": <bool>, "seconds": <float>, "cpu": <float>}
Anything else the zygote itself prints goes to stderr so it cannot corrupt the protocol.
"""
from __future__ import annotations

import json
import os
import signal
import sys
import time


def preload() -> None:
    """Import what snippets import; running no operator keeps the fork safe.

    MSKB_PRELOAD (comma-separated module names) overrides the list; the runner's own tests set it empty.
    """
    modules = os.environ.get("MSKB_PRELOAD", "numpy,mindspore")
    for module in filter(None, (m.strip() for m in modules.split(","))):
        try:
            __import__(module)
        except ImportError:
            pass


def run_child(req: dict) -> None:
    from . import child

    os.setsid()  # its own process group: a timeout kills the snippet and every worker it started
    os.chdir(req["cwd"])
    out = os.open(req["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    err = os.open(req["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(out, 1)
    os.dup2(err, 2)
    os.close(out)
    os.close(err)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    sys.stdin = open(0, closefd=False)
    # Same stream objects as a fresh interpreter writing to files (block-buffered, utf-8).
    sys.stdout = open(1, "w", encoding="utf-8", closefd=False)
    sys.stderr = open(2, "w", encoding="utf-8", errors="backslashreplace", closefd=False)
    code = child.run(req["snippet"])
    # Exit the way the interpreter does so atexit handlers (MindSpore's clean-up) run in both runners.
    try:
        import atexit
        atexit._run_exitfuncs()
    finally:
        child.finish(code)


def wait(pid: int, timeout: float) -> tuple[int | None, bool, float]:
    """(exit code or None, timed out, CPU seconds of the child and the processes it waited for)."""
    deadline = time.monotonic() + timeout
    delay = 0.002
    while True:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status), False, usage.ru_utime + usage.ru_stime
        if time.monotonic() >= deadline:
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            _, _, usage = os.wait4(pid, 0)
            return None, True, usage.ru_utime + usage.ru_stime
        time.sleep(delay)
        delay = min(delay * 2, 0.05)


def serve() -> None:
    answer = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)  # stray prints from imports land on stderr, never in the protocol
    preload()
    answer.write(json.dumps({"ready": True}) + "\n")
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        sys.stdout.flush()
        sys.stderr.flush()
        start = time.monotonic()
        pid = os.fork()
        if pid == 0:
            try:
                run_child(req)
            finally:
                os._exit(70)
        code, timed_out, cpu = wait(pid, float(req["timeout"]))
        answer.write(json.dumps({"exit_code": code, "timed_out": timed_out,
                                 "seconds": round(time.monotonic() - start, 3), "cpu": round(cpu, 3)}) + "\n")


if __name__ == "__main__":
    serve()
