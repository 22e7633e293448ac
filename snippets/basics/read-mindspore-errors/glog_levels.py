# How much does MindSpore log at each GLOG_v level, and does the level work when it is set after the import?
# The script runs a small job (one PyNative op, one tiny graph compile) in child processes with different settings
# and counts the log lines each child wrote to stderr, by level and by module (counts rounded down: the exact
# figures are not the point). GLOG_v is read when MindSpore is imported: the child sets it BEFORE
# `import mindspore` (the way to do it), except in the "after" case.
import collections
import os
import re
import subprocess
import sys

if len(sys.argv) == 3 and sys.argv[1] == "child":
    when, level = sys.argv[2].split(":")
    if when == "before" and level:
        os.environ["GLOG_v"] = level          # before the import: this works
    import numpy as np
    import mindspore as ms
    from mindspore import nn, ops, Tensor
    if when == "after":
        os.environ["GLOG_v"] = level          # after the import: too late

    ms.set_context(mode=ms.PYNATIVE_MODE)      # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE
    x = Tensor(np.ones((2, 3), np.float32))
    ops.matmul(x, x.T).asnumpy()                               # PyNative

    class Net(nn.Cell):
        def construct(self, x):
            return x * 2 + 1

    ms.set_context(mode=ms.GRAPH_MODE)         # a graph compile (set_context works on every version; ms.jit is 2.x)
    Net()(x).asnumpy()
    sys.exit(0)


def about(n):
    """500+ for 550, 8000+ for 8249: the order of magnitude."""
    if n == 0:
        return "0"
    unit = 10 ** (len(str(n)) - 1)
    return f"{n // unit * unit}+"


HEADER = re.compile(r"^\[(DEBUG|INFO|WARNING|ERROR)\] ([A-Z_]+)\([^)]*\):\S+ \[([^\]]+):\d+\]")
SAMPLES = re.compile(r"ms set context device target|Start compiling '"
                     r"|Status record: start (abstract_specialize|type_inference)")   # the step name differs by version
samples, modules, folders = [], {}, collections.defaultdict(collections.Counter)
default_lines = collections.Counter()
for setting in ["before:", "before:1", "before:0", "after:1"]:
    env = {k: v for k, v in os.environ.items() if k != "GLOG_v"}
    child = subprocess.run([sys.executable, __file__, "child", setting], env=env, capture_output=True, text=True,
                           timeout=60)
    if child.returncode != 0:                                  # show why, instead of a bare CalledProcessError
        sys.exit(f"the child ({setting}) failed:\n" + "\n".join(child.stderr.splitlines()[-15:]))
    err = child.stderr
    levels, modules[setting] = collections.Counter(), set()
    for line in err.splitlines():
        m = HEADER.match(line)
        if not m:
            continue
        levels[m.group(1)] += 1
        if setting == "before:":                               # what is printed even at the default level
            default_lines[f"[{m.group(1)}] {m.group(2)} [{m.group(3)}] {line.split('] ', 2)[-1][:70]}"] += 1
        modules[setting].add(m.group(2))
        if setting == "before:0":
            folders[m.group(2)][m.group(3).rsplit("/", 1)[0]] += 1
        if setting == "before:1" and SAMPLES.search(line):
            samples.append(line)
    when, level = setting.split(":")
    label = f"GLOG_v={level}, set {when} import" if level else "GLOG_v not set (default: WARNING)"
    counts = ", ".join(f"{k} {about(v)}" for k, v in sorted(levels.items())) or "none"
    print(f"{label:34s} log lines: {counts}")

if default_lines:
    print("\nlines printed at the default level, each with how many times it came:")
    for text, n in default_lines.items():
        print(f"  {n:>2} x {text}")

print("\nmodules in the GLOG_v=1 run:", " ".join(sorted(modules["before:1"])))
print("modules in the GLOG_v=0 run, each with the source folder most of its lines came from:")
for module in sorted(folders):
    print(f"  {module:18s} {folders[module].most_common(1)[0][0]}")

print("\nsome INFO lines (GLOG_v=1):")
print("\n".join(samples))
