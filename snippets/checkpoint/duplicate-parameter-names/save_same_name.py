# Two Parameters given the same name as attributes of one Cell, run in PyNative mode (no graph compile),
# then saved and loaded back: what names end up in the checkpoint, and does loading restore both values?
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor(np.array([1.0], np.float32)), name="name_a")
        self.b = Parameter(Tensor(np.array([5.0], np.float32)), name="name_a")

    def construct(self, x):
        return x * self.a + self.b


net = Net()
print("parameter names:", [p.name for p in net.get_parameters()])
print("output:", net(Tensor(np.array([1.0], np.float32))))
ms.save_checkpoint(net, "dup.ckpt")
param_dict = ms.load_checkpoint("dup.ckpt")
print("names in the checkpoint:", {k: v.asnumpy().tolist() for k, v in param_dict.items()})
fresh = Net()
fresh.a.set_data(Tensor(np.array([0.0], np.float32)))
fresh.b.set_data(Tensor(np.array([0.0], np.float32)))
print("load_param_into_net returned:", ms.load_param_into_net(fresh, param_dict))
print("after loading: a =", fresh.a.asnumpy().tolist(), "b =", fresh.b.asnumpy().tolist())
