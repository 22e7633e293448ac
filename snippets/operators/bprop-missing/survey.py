# Survey: take the gradient through operators that may have no backward (bprop) on CPU, PyNative.
# 对一批算子求梯度：每个算子一行，ok + 梯度，或 异常类型 + 第一行消息。
# 所有算子在一个子进程里跑：某个算子的反向让进程崩溃（段错误）时，父进程记下信号，从下一个算子重启子进程继续。
import subprocess
import sys

import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

grad = ops.GradOperation()   # exists in every version (ms.grad only from 2.0)


def custom_double(a):
    return ops.Custom(lambda t: t * 2, out_shape=lambda t: t, out_dtype=lambda t: t, func_type="pyfunc")(a)


def f_bucketize(t):
    return ops.Bucketize([1.5, 2.5])(t).astype(ms.float32).sum() * t.sum()


def f_histc(t):
    return ops.histc(t, 4).sum()


def f_unique_with_pad(t):
    return ops.UniqueWithPad()(t, 0.0)[0].sum()


def f_unique_consecutive(t):
    return ops.unique_consecutive(t).sum()


def f_unique(t):
    return ops.Unique()(t)[0].sum()


def f_cummax(t):
    return ops.cummax(t, 0)[0].sum()


def f_lstsq(t):
    return ops.Lstsq()(t.reshape(2, 2), t.reshape(2, 2)).sum()


def f_custom(t):
    return custom_double(t).sum()


def f_sort(t):
    return ops.Sort()(t)[0].sum()


def f_argmax_with_value(t):
    return ops.ArgMaxWithValue()(t)[1]


def f_masked_select(t):
    return ops.masked_select(t, t > 1.5).sum()


def f_nonzero(t):
    return ops.NonZero()(t).astype(ms.float32).sum() * t.sum()


def f_searchsorted(t):
    return ops.searchsorted(Tensor(np.array([1.0, 2.0], np.float32)), t).astype(ms.float32).sum()


CASES = [
    # ops with integer / index outputs, or no backward written for them
    ("Bucketize", f_bucketize),
    ("Histogram (ops.histc)", f_histc),
    ("UniqueWithPad", f_unique_with_pad),
    ("UniqueConsecutive", f_unique_consecutive),
    ("Unique", f_unique),
    ("Lstsq", f_lstsq),
    ("Custom pyfunc without bprop", f_custom),
    # ops that do have a backward, or whose integer output simply gets no gradient
    ("Sort (values)", f_sort),
    ("ArgMaxWithValue (value)", f_argmax_with_value),
    ("masked_select", f_masked_select),
    ("NonZero (count) * sum", f_nonzero),
    ("searchsorted (indices)", f_searchsorted),
    # last: its gradient crashes the process on 2.7.2, so nothing has to run after it in a new child
    ("cummax", f_cummax),
]


def first_line(err):
    for l in str(err).splitlines():
        l = l.strip()
        if l and not l.startswith("---") and not l.startswith("- "):
            return l[:150]
    return "(no message text)"


def child(start):
    ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
    x = Tensor(np.array([3.0, 1.0, 2.0, 1.0], np.float32))
    for i in range(start, len(CASES)):
        name, fn = CASES[i]
        sys.stderr.write("@@%d %s\n" % (i, name))
        sys.stderr.flush()
        try:
            g = grad(fn)(x)
            line = "%s: ok, grad %s" % (name, ["%.3g" % v for v in g.asnumpy()])
        except AttributeError as err:
            if "mindspore.ops" not in str(err):
                raise
            line = "%s: no such API (%s)" % (name, first_line(err)[:80])
        except Exception as err:  # noqa: BLE001 - a survey records whatever each op raises
            line = "%s: %s: %s" % (name, type(err).__name__, first_line(err))
        print("%d\t%s" % (i, line), flush=True)


def parent():
    start = 0
    while start < len(CASES):
        p = subprocess.run([sys.executable, __file__, "--child", str(start)], capture_output=True, text=True)
        cur = None
        for l in p.stdout.splitlines():
            if "\t" in l:
                print(l.partition("\t")[2])
        for l in p.stderr.splitlines():
            if l.startswith("@@"):
                cur = int(l[2:].partition(" ")[0])
        if p.returncode == 0 or cur is None:
            break
        what = "killed by signal %d" % -p.returncode if p.returncode < 0 else "exit code %d" % p.returncode
        print("%s: child process %s (crash)" % (CASES[cur][0], what))
        start = cur + 1


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        child(int(sys.argv[2]))
    else:
        parent()
