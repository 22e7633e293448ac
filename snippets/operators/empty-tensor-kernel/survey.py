# Survey: common operators called on a tensor with a zero-sized dimension, CPU, PyNative.
# 对含 0 长度维度的张量（shape (1,0,3) 或 (0,)）逐个调用常用算子，每个算子打印一行：
#   ok + 输出形状，或 异常类型 + 最有用的一行消息；内核 Init 打到日志里的 [ERROR]/[WARNING] 行另起一行列出。
# 所有算子在一个子进程里跑：某个算子让进程崩溃（段错误）时，父进程记下信号，从下一个算子重启子进程继续。
import os
import re
import subprocess
import sys


def child(start):
    import numpy as np
    import mindspore as ms
    from mindspore import Tensor, ops
    ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

    try:
        x = Tensor(np.zeros((1, 0, 3), np.float32))      # 中间一维为 0
        c = Tensor(np.zeros((1, 0, 3), np.complex64))    # 空的复数张量
        e = Tensor(np.zeros((0,), np.float32))           # 一维空张量
        ei = Tensor(np.zeros((0,), np.int32))            # 空的下标
    except Exception as err:  # noqa: BLE001 - old versions refuse empty tensors outright
        print("-1\tcannot even create an empty Tensor: %s: %s" % (type(err).__name__, key_line(str(err))), flush=True)
        return
    t = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))

    cases = [
        ("argmin(axis=1) on (1,0,3)", lambda: x.argmin(axis=1)),
        ("argmax(axis=1) on (1,0,3)", lambda: x.argmax(axis=1)),
        ("ArgMaxWithValue(axis=1) on (1,0,3)", lambda: ops.ArgMaxWithValue(axis=1)(x)),
        ("argmin(axis=2) on (1,0,3)", lambda: x.argmin(axis=2)),
        ("real on complex (1,0,3)", lambda: ops.real(c)),
        ("imag on complex (1,0,3)", lambda: ops.imag(c)),
        ("conj on complex (1,0,3)", lambda: ops.conj(c)),
        ("isreal on complex (1,0,3)", lambda: ops.isreal(c)),
        ("abs on (1,0,3)", lambda: ops.abs(x)),
        ("add on (1,0,3)", lambda: x + x),
        ("sum(axis=1) on (1,0,3)", lambda: x.sum(axis=1)),
        ("mean(axis=1) on (1,0,3)", lambda: x.mean(axis=1)),
        ("max(axis=1) on (1,0,3)", lambda: x.max(axis=1)),
        ("sum() on (0,)", lambda: e.sum()),
        ("matmul (2,0)x(0,3)", lambda: ops.matmul(Tensor(np.zeros((2, 0), np.float32)), Tensor(np.zeros((0, 3), np.float32)))),
        ("matmul (0,3)x(3,4)", lambda: ops.matmul(Tensor(np.zeros((0, 3), np.float32)), Tensor(np.ones((3, 4), np.float32)))),
        ("concat (2,3)+(0,3)", lambda: ops.concat((t[:2], Tensor(np.zeros((0, 3), np.float32))))),
        ("transpose (1,0,3)", lambda: ops.transpose(x, (2, 1, 0))),
        ("reshape (1,0,3)->(0,3)", lambda: x.reshape((0, 3))),
        ("cumsum(axis=2) on (1,0,3)", lambda: ops.cumsum(x, 2)),
        ("softmax(axis=-1) on (1,0,3)", lambda: ops.softmax(x, -1)),
        ("sort on (0,)", lambda: ops.sort(e)),
        ("topk(k=0) on (0,)", lambda: ops.topk(e, 0)),
        ("unique on (0,)", lambda: ops.unique(ei)),
        ("gather (4,3) with indices (0,)", lambda: ops.gather(t, ei, 0)),
        ("one_hot on indices (0,)", lambda: ops.one_hot(ei, 4, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))),
        ("nonzero on (0,)", lambda: ops.nonzero(e)),
        ("masked_select on (0,)", lambda: ops.masked_select(e, Tensor(np.zeros((0,), np.bool_)))),
        ("ComputeAccidentalHits, true_classes (0,1)",
         lambda: ops.ComputeAccidentalHits(num_true=1)(Tensor(np.zeros((0, 1), np.int64)), Tensor(np.array([1, 2], np.int64)))),
    ]
    for i in range(start, len(cases)):
        name, fn = cases[i]
        sys.stderr.write("@@%d %s\n" % (i, name))
        sys.stderr.flush()
        try:
            y = fn()
            outs = y if isinstance(y, (tuple, list)) else (y,)
            shapes = [tuple(o.asnumpy().shape) for o in outs]  # asnumpy(): wait for the kernel to really run
            line = "ok, output shape " + ", ".join(str(s) for s in shapes)
        except AttributeError as err:
            line = "no such API (%s)" % str(err).splitlines()[0][:80]
        except Exception as err:  # noqa: BLE001 - a survey records whatever each op raises
            line = "%s: %s" % (type(err).__name__, key_line(str(err)))
            drain()
        print("%d\t%s: %s" % (i, name, line), flush=True)


def drain():
    # PyNative runs ops asynchronously: a failed op's error can be raised again by the next op. Wait for the queue
    # here and drop what it raises, so each row shows its own op's result.
    try:
        from mindspore.common.api import _pynative_executor
        _pynative_executor.sync()
    except Exception:  # noqa: BLE001 - the error was recorded on its own row already
        pass


def key_line(msg):
    lines = [l.strip() for l in msg.splitlines()]
    lines = [l for l in lines if l and not l.startswith("---") and not l.startswith("- ")
             and "caused by framework's unexpected error" not in l and not re.match(r"^\S+\.(cc|h):\d+ ", l)]
    for l in lines:  # the most telling line first
        if "resize failed" in l or "empty" in l or "zero" in l:
            return l[:150]
    if lines:
        return lines[0][:150]
    frames = re.findall(r"\.(?:cc|h):\d+ (\w+)", msg)
    return "(no message text; C++ stack ends in %s)" % frames[0] if frames else "(no message text)"


LOG = re.compile(r"^\[(ERROR|WARNING)\] \w+\([^)]*\):\S+ \[([^\]]+?):\d+\] (\w+)\] (.*)$")


def parent():
    start = 0
    while True:
        p = subprocess.run([sys.executable, __file__, "--child", str(start)], capture_output=True, text=True)
        done = {}
        for l in p.stdout.splitlines():
            i, _, text = l.partition("\t")
            done[int(i)] = text
        logs, names, cur = {}, {}, None
        for l in p.stderr.splitlines():
            if l.startswith("@@"):
                k, _, nm = l[2:].partition(" ")
                cur = int(k)
                names[cur] = nm
                continue
            m = LOG.match(l)
            if m and cur is not None and "deprecated" not in m.group(4):
                logs.setdefault(cur, []).append("[%s] %s] %s" % (m.group(1), m.group(3), m.group(4)[:150]))
        for i in sorted(done):
            print(done[i])
            for l in logs.get(i, []):
                print("    log " + l)
        if p.returncode == 0 or cur is None:
            break  # finished, or the child died before its first op
        crashed = cur
        what = "killed by signal %d" % -p.returncode if p.returncode < 0 else "exit code %d" % p.returncode
        print("%s: child process %s (crash)" % (names.get(crashed, "op #%d" % crashed), what))
        for l in logs.get(crashed, []):
            print("    log " + l)
        start = crashed + 1


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        child(int(sys.argv[2]))
    else:
        parent()
