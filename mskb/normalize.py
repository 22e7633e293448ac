"""Make captured output stable between runs and machines.

Two levels, both documented in snippets/README.md:

* ``normalize`` is applied before output is stored: machine-specific paths and per-process noise become
  placeholders, so committed evidence never shows a developer's home folder and a re-run on another machine
  produces the same text.
* ``comparable`` is applied on top when two recordings are compared: measured durations become ``<duration>``.
  The stored text keeps the measured figures, because some pages exist to show them (compile times).
"""
from __future__ import annotations

import re

PLACEHOLDERS = {
    "<tmp>": "the snippet's temporary working directory",
    "<repo>": "the repository checkout",
    "<site-packages>": "the environment's site-packages",
    "<stdlib>": "the Python standard library folder",
    "<python-prefix>": "the environment's or Python's installation prefix",
    "<pid>": "process and thread ids in MindSpore log headers",
    "<time>": "wall-clock timestamps",
    "<addr>": "memory addresses (0x... of 8+ hex digits, 'at 0x...')",
    "<duration>": "measured durations (comparison only; stored text keeps the figure)",
    "<ratio>": "measured ratios such as 3.6× or 2.5 倍 (comparison only; stored text keeps the figure)",
    # (comparison only, no placeholder: floats of 14+ decimals are compared to 10, their last digits vary by CPU)
}

# A plausible concrete value for each placeholder of stored text: what a reader's paste would show there. Error
# signatures are written against pastes (`at 0x7f...>`), so they are checked against evidence made concrete again.
EXAMPLES = {
    "<tmp>": "/home/user/work", "<repo>": "/home/user/work", "<site-packages>": "/usr/lib/python3/site-packages",
    "<stdlib>": "/usr/lib/python3.11", "<python-prefix>": "/usr", "<pid>": "4242",
    "<time>": "2026-11-30-01:23:45.678.901", "<addr>": "0x7f3a2c1b5e80",
}


def concrete(text: str) -> str:
    """Stored text with its placeholders replaced by plausible concrete values (see EXAMPLES)."""
    for placeholder, value in EXAMPLES.items():
        text = text.replace(placeholder, value)
    return text


# Log lines in the glog/absl format that gRPC's C core (and other C++ libraries) write to stderr, e.g.
#   I1130 03:56:14.562332   18936 chttp2_transport.cc:1403] ipv4:127.0.0.1:38611: Got goaway [2] ...
# Their header is per-process noise. The INFO ones ("I...") also depend on thread timing (a connection
# closing before or after the process exits: measured 1 run in 20 of the gRPC snippet), so comparison ignores
# them; warnings and errors (W/E/F) still count.
_GLOG = re.compile(r"^([IWEF])\d{4} \d{2}:\d{2}:\d{2}\.\d+ +\d+ ", re.M)
# Lines whose presence depends on thread timing, left out of comparisons: glog/absl INFO lines (gRPC's C core), and
# 1.10 and 2.0 PyNative's warning after an operator's build failed (seen both ways for the same snippet; 2.0 logs
# it from DEVICE in backend_op_task.cc).
_TIMING_LINES = re.compile(r"^(?:I<time> <pid> .*|\[WARNING\] (?:VM|DEVICE)\(<pid>,<pid>,python\):<time> "
                           r"\[mindspore/ccsrc/runtime/pynative/(?:op_task\.h|async/backend_op_task\.cc):\d+\] "
                           r"Run\] Op build failed, no need to launch\.)\n?", re.M)
# MindSpore 2.x's at-exit repeat of an error still held by PyNative's asynchronous queue:
#   [ERROR] COMMON(<pid>,<pid>,python):<time> [.../manager.cc:260] ClearResAtexit] Check exception before process
#   exit: The kernel Embedding unregistered.   (then its C++ stack)
# It appears only when a second failed task is still queued at exit: measured 1 fresh-clone run in about 10 of a
# mindone snippet whose Python traceback had already shown the same error. Left out of comparisons as a block.
_AT_EXIT_REPEAT = re.compile(r"^\n?\[ERROR\] [A-Z_]+\(<pid>,<pid>,python\):<time> \[[^\]]*\] ClearResAtexit\] "
                             r"Check exception before process exit: .*\n"
                             r"(?:\n?-{20,}\n- C\+\+ Call Stack: .*\n-{20,}\n(?:mindspore/\S+:\d+ .*\n)*)?", re.M)

# MindSpore log headers, e.g.
#   [WARNING] ME(12345:139912345678912,MainProcess):2026-11-30-01:23:45.678.901 [file:line] ...
#   [WARNING] COMMON(2741,7f70c3e91b80,python):2026-11-30-01:11:53.401.501 [file:line] ...
_MS_LOG = re.compile(r"(\[(?:DEBUG|INFO|WARNING|ERROR|CRITICAL|EXCEPTION)\] [A-Z_]+)\((\d+)([:,])([0-9a-fA-Fx]+),([^)]*)\):"
                     r"(\d{4}-\d{2}-\d{2}-\d{2}:\d{2}:\d{2}(?:\.\d*)*)")
_ISO_TIME = re.compile(r"\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?\b")
# MindSpore 1.10/2.0's Python logger prints the microseconds as "<ms>.<rest>", and "<rest>" is empty in the first
# millisecond of a second ("...:57.41."): the trailing dot belongs to the timestamp.
_DASH_TIME = re.compile(r"\b\d{4}-\d{2}-\d{2}-\d{2}:\d{2}:\d{2}(?:\.\d*)*")
_ADDR = re.compile(r"\b0x[0-9a-fA-F]{8,16}\b")
_PID_WORDS = re.compile(r"\b(pid|PID|process id|Process ID|tid|thread id)([ =:]+)\d+\b")
# Ids MindSpore makes up per run: a pyfunc Custom operator's name hash (`Custom_py_func_<hex>`, and on 1.10/2.0 a
# lambda's `Custom_<lambda>_<sha256>`), and the numbers of a graph's compile phase
# ("outer phase: train.1796063465900884224.140243572872832.0") printed by 1.10/2.0.
_RUN_ID = re.compile(r"(?<=Custom_py_func_)[0-9a-f]{16,}|(?<=Custom_<lambda>_)[0-9a-f]{64}|(?<=\.)\d{12,}(?=\.)")
# A figure and its unit on one line ("= 0\nms.runtime…" is a zero and the next line, not zero milliseconds).
_RATIO = re.compile(r"(?<![\w.])\d+(?:\.\d+)?[ \t]?(?:×|倍)")
_DURATION = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?:e-?\d+)?[ \t]?(?:s|sec|secs|seconds|ms|us|µs|ns|毫秒|秒)(?![\w])")


def normalize(text: str, paths: dict[str, str]) -> str:
    """Replace the given concrete paths (longest first) and per-process noise with placeholders.

    ``paths`` maps a concrete path to its placeholder, e.g. {"/tmp/mskb-abc": "<tmp>"}.
    """
    for concrete, placeholder in sorted(paths.items(), key=lambda kv: -len(kv[0])):
        if concrete:
            text = text.replace(concrete.rstrip("/"), placeholder)
    text = _GLOG.sub(r"\1<time> <pid> ", text)
    text = _MS_LOG.sub(lambda m: f"{m.group(1)}(<pid>{m.group(3)}<pid>,{m.group(5)}):<time>", text)
    text = _DASH_TIME.sub("<time>", text)
    text = _ISO_TIME.sub("<time>", text)
    text = _ADDR.sub("<addr>", text)
    text = _PID_WORDS.sub(lambda m: f"{m.group(1)}{m.group(2)}<pid>", text)
    return text


_RUNNER_FRAME = re.compile(r'(?:^|(?<=last\):))  File "(<frozen runpy>|<repo>/mskb/[a-z_]+\.py|<stdlib>/runpy\.py)", line \d+, in .*\n'
                           r'(?:    .*\n)*', re.M)
# The same frames in the "At:" stack pybind11 prints under a C++ exception ("  <repo>/mskb/zygote.py(93): serve"):
# their line numbers change whenever the runner does, and the fresh runner has none of them.
_RUNNER_FRAME_AT = re.compile(r"^  (?:<frozen runpy>|<repo>/mskb/[a-z_]+\.py|<stdlib>/runpy\.py)\(\d+\): .*\n", re.M)


def drop_runner_frames(text: str) -> str:
    """Remove the runner's own frames (runpy, mskb.child, mskb.zygote) from stacks a library printed itself.

    Tracebacks of uncaught exceptions are already cut by mskb.child; this covers e.g. numpy's print_stack, and
    makes the two runners' output identical there too. Apply after ``normalize`` (it matches the placeholders).
    """
    return _RUNNER_FRAME_AT.sub("", _RUNNER_FRAME.sub("", text))


# A float printed to its last binary digit (repr of a float64: 15-17 significant digits). Its last digits differ
# between CPUs (SIMD paths of numpy/libm): measured on the SVG mindquantum draws, 29.135390309173474 on one machine
# and 29.135390309173467 on another. Compared to 10 decimals.
_FLOAT_TAIL = re.compile(r"(?<![\w.])(\d+\.\d{10})\d{4,}(?![\d])")


# The console-script launcher an installer writes (bin/msrun): pip's has `sys.exit(main())` on line 8, uv's on line
# 10. Its frame is the installer's, not MindSpore's: the line number is not compared.
_LAUNCHER_LINE = re.compile(r'(File "<python-prefix>/bin/[^"/]+", line )\d+(, in <module>)')


def comparable(text: str) -> str:
    """What must match between two recordings: normalised text with measured durations and ratios masked,
    timing-dependent INFO lines of C++ libraries (glog/absl format) left out and full-precision floats cut to 10
    decimals."""
    text = _TIMING_LINES.sub("", _AT_EXIT_REPEAT.sub("", text))
    text = _FLOAT_TAIL.sub(r"\1", text)
    text = _RATIO.sub("<ratio>", _DURATION.sub("<duration>", text))
    text = _RUN_ID.sub("<id>", text)
    text = _LAUNCHER_LINE.sub(r"\1<n>\2", text)
    return text.rstrip() + "\n" if text.strip() else ""
