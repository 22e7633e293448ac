# Other ways user code reaches "The pointer[...] is null": a Tensor object whose C++ part was never built.
# Each misuse runs in a forked child process (one MindSpore version segfaults on it); the parent prints
# one line per misuse: the exception type and the first line of its message, or the signal that killed the child.
import os

import numpy as np
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class Tagged(Tensor):
    def __init__(self, data, tag):
        self.tag = tag            # forgot super().__init__(data)


class TaggedFixed(Tensor):
    def __init__(self, data, tag):
        super().__init__(data)
        self.tag = tag


MEMBERS = {
    "Tensor subclass whose __init__ skips super().__init__": lambda: Tagged(np.ones(2, np.float32), "a") + 1,
    "Tensor.__new__(Tensor) without __init__": lambda: Tensor.__new__(Tensor).asnumpy(),
    "Tensor subclass that calls super().__init__ (the fix)": lambda: TaggedFixed(np.ones(2, np.float32), "a") + 1,
}


def run(f):
    try:
        return f"ok -> {f()}"
    except Exception as e:
        lines = [l for l in str(e).splitlines() if l.strip()]
        return f"{type(e).__name__}: {lines[0][:150] if lines else ''}"


for name, f in MEMBERS.items():
    rd, wr = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(rd)
        os.write(wr, run(f).encode())
        os._exit(0)
    os.close(wr)
    with os.fdopen(rd) as fh:
        text = fh.read()
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        text = f"child killed by signal {os.WTERMSIG(status)}"
    print(f"{name}: {text}")
