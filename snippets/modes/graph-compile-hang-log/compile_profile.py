# After a slow compile has finished: where did the time go? The internal switch
# compile_config.COMPILE_PROFILE = '1' (private module, not in the public API docs) makes MindSpore
# print a tree of phase and pass times to stdout when a compile ends. The script runs itself once more as a
# child process to capture that output, then prints the top-level phases with units.
import re
import subprocess
import sys

if sys.argv[1:] == ["child"]:
    import numpy as np
    import mindspore as ms
    from mindspore import nn, Tensor
    try:
        from mindspore.graph._parse import compile_config      # where 2.9 and 2.10 keep it
    except ImportError:
        from mindspore._extends.parse import compile_config     # the same private module in 2.6 dev to 2.8

    compile_config.COMPILE_PROFILE = "1"          # set before the first compile
    print("compile_config found in:", compile_config.__name__, flush=True)
    ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative

    class Unrolled(nn.Cell):
        def construct(self, x):
            for _ in range(100):
                x = x * 0.5 + 1
            return x

    Unrolled()(Tensor(np.ones((2,), np.float32)))
    sys.exit(0)

child = subprocess.run([sys.executable, __file__, "child"], capture_output=True, text=True)
if child.returncode != 0:   # show why the child failed instead of a bare CalledProcessError
    sys.exit("child failed: " + (child.stderr.strip().splitlines() or ["(no stderr)"])[-1])
out = child.stdout
print(re.search(r"^compile_config found in: .*$", out, re.M).group(0))
total = re.search(r"^TotalTime = ([\d.e+-]+), \[(\d+)\]", out, re.M)
print(f"TotalTime line found: {total is not None}, top-level phases: {total.group(2)}, total {float(total.group(1)):.2f} s")
for name, secs in re.findall(r"^\[([^\]]+)\]: ([\d.e+-]+)", out, re.M):   # unindented lines = phases
    print(f"  {name:46s} {float(secs):.3f} s")
print("indented pass lines (e.g. optimize -> opt_a -> renormalize):", len(re.findall(r"^ +\[", out, re.M)) > 0)
