# Run on an Ascend machine (not run here: no Ascend). The same shapes as cpu_same_ops.py; on Ascend the reports on
# this page show operator compile errors for cases 1 to 3. Set GLOG_v=2 (or 1) to see the compile log around them.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="Ascend")


def run(name, fn):
    try:
        print(f"{name}: ok, output shape {tuple(fn().shape)}")
    except Exception as e:
        print(f"{name}: {type(e).__name__}: {e}")


run("ReduceSum, 10-d input", lambda: ops.ReduceSum()(Tensor(np.ones([2] * 10, np.float32)), 0))
run("Concat of 200 tensors", lambda: ops.Concat(0)(tuple(Tensor(np.ones((1, 4), np.float32)) for _ in range(200))))
run("Conv2D kernel (3,10), input 10 wide",
    lambda: nn.Conv2d(2, 4, (3, 10), pad_mode="valid")(Tensor(np.ones((2, 2, 10, 10), np.float32))))
