"""Run one snippet inside the current process, the way `python snippet.py` would.

Both runners end here: the fresh-process runner as `python -m mskb.child <file>`, the pre-imported parent in
the forked child. Sharing this one function is what makes their output identical: the same __main__ setup,
the same traceback printing, and the runner's own frames (runpy, this module) cut from the traceback.
Keep this module free of heavy imports: it is on the fresh runner's start-up path.
"""
from __future__ import annotations

import os
import runpy
import sys
import traceback


def _snippet_frames(tb, snippet: str):
    """Drop the leading frames that belong to the runner, keep from the snippet's first frame on."""
    while tb is not None and os.path.abspath(tb.tb_frame.f_code.co_filename) != snippet:
        tb = tb.tb_next
    return tb


def run(path: str) -> int:
    snippet = os.path.abspath(path)
    sys.argv = [snippet]
    sys.path[0] = os.path.dirname(snippet)
    try:
        runpy.run_path(snippet, run_name="__main__")
    except SystemExit as exc:
        code = exc.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code
        print(code, file=sys.stderr)
        return 1
    except BaseException as exc:  # noqa: BLE001 - report everything a snippet raises, like the interpreter
        tb = _snippet_frames(exc.__traceback__, snippet) or exc.__traceback__
        sys.stdout.flush()
        traceback.print_exception(type(exc), exc, tb, file=sys.stderr)
        sys.stderr.flush()
        return 1
    return 0


def finish(code: int) -> None:
    """Flush and leave without running atexit handlers twice in a forked child."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code)


if __name__ == "__main__":
    # The fresh runner; exit through the interpreter so MindSpore's atexit clean-up runs as it would for a user.
    rc = run(sys.argv[1])
    sys.stdout.flush()
    sys.stderr.flush()
    sys.exit(rc)
