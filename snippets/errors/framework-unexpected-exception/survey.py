# Which internal errors carry the "Framework Unexpected Exception Raised" footer, on each version.
# One line per case: exception type, the first line of the message, and the "- ..." section titles it has.
# The two-thread case runs in a forked child (one MindSpore version segfaults on it).
import os
import threading

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_context(pynative_synchronize=True)   # run each operator to the end before the next: stable logs on every version


def empty():
    # a (1, 0, 3) tensor made by slicing: every version accepts this, not all accept np.zeros((1, 0, 3))
    return Tensor(np.zeros((1, 2, 3), np.float32))[:, 2:, :]


def empty2():
    return Tensor(np.zeros((2, 1), np.float32))[:, 1:]


def two_threads_grad():
    # thread B pauses inside its forward, the main thread starts its own grad, then B finishes first
    net_a, net_b = nn.Dense(4, 4), nn.Dense(4, 4)
    e0, e1, e2 = threading.Event(), threading.Event(), threading.Event()

    def loss_b(x):
        y = net_b(x)
        e0.set()
        e1.wait(10)
        return y.sum()

    def loss_a(x):
        y = net_a(x)
        e1.set()
        e2.wait(10)
        return y.sum()

    grad_b = ms.value_and_grad(loss_b, None, net_b.trainable_params())
    grad_a = ms.value_and_grad(loss_a, None, net_a.trainable_params())
    x = Tensor(np.ones((2, 4), np.float32))
    errors = []

    def run_b():
        try:
            grad_b(x)
        except Exception as e:
            errors.append(e)
        e2.set()

    t = threading.Thread(target=run_b)
    t.start()
    e0.wait(10)
    try:
        grad_a(x)
    except Exception as e:
        errors.append(e)
    t.join()
    if errors:
        raise errors[0]
    return "both grads finished"


def describe(f):
    try:
        r = f()
        if isinstance(r, Tensor):
            r.asnumpy()   # wait for the kernel: in PyNative an operator's error can surface at a later call
        return f"no error ({r if isinstance(r, str) else 'shape ' + str(r.shape)})"
    except Exception as e:
        lines = [l.strip() for l in str(e).splitlines() if l.strip() and not set(l.strip()) <= set("-")]
        head = []
        while lines and not lines[0].startswith("- "):
            head.append(lines.pop(0))
        out = [f"{type(e).__name__}: {head[0][:130] if head else '(nothing before the first section)'}"]
        for i, l in enumerate(lines):
            if l.startswith("- "):
                body = lines[i + 1][:100] if i + 1 < len(lines) and not lines[i + 1].startswith("- ") else ""
                out.append(f"    {l[2:]} -> {body}")
        return "\n".join(out)


def in_child(f):
    rd, wr = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(rd)
        os.write(wr, describe(f).encode())
        os._exit(0)
    os.close(wr)
    with os.fdopen(rd) as fh:
        text = fh.read()
    _, status = os.waitpid(pid, 0)
    return f"child killed by signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status) else text


CASES = [
    # first, before this process has run any operator: a forked child does not inherit MindSpore's worker threads
    ("two value_and_grad calls interleaved in two threads",
     lambda: in_child(two_threads_grad) if hasattr(ms, "value_and_grad") else "no such API (ms.value_and_grad)"),
    ("ops.Argmin(axis=0) on a (1,0,3) tensor", lambda: describe(lambda: ops.Argmin(axis=0)(empty()))),
    ("ops.Argmax(axis=0) on a (1,0,3) tensor", lambda: describe(lambda: ops.Argmax(axis=0)(empty()))),
    ("ops.cdist, batch dims 2 and 1", lambda: describe(lambda: ops.cdist(Tensor(np.ones((2, 5, 8), np.float32)),
                                                                   Tensor(np.ones((1, 7, 8), np.float32)), p=2.0))),
    ("setitem on a (2,0) tensor", lambda: describe(lambda: empty2().__setitem__(0, 1))),
]
for name, run in CASES:
    print(f"{name}: {run()}")
