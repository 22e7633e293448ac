# Reproducer (the official FAQ's second example): two instances of the same inner network, whose Parameter has
# a fixed name, collected into ParameterTuples of an outer Cell. Both parameters are called "name_a".
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ParameterTuple

ms.set_context(mode=ms.GRAPH_MODE)        # the error comes from graph compilation (explicit on every version)


class InnerNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param = Parameter(Tensor([1], ms.float32), name="name_a")

    def construct(self, x):
        return x + self.param


class OutNet(nn.Cell):
    def __init__(self, net1, net2):
        super().__init__()
        self.param1 = ParameterTuple(net1.get_parameters())
        self.param2 = ParameterTuple(net2.get_parameters())

    def construct(self, x):
        return x + self.param1[0] + self.param2[0]


out_net = OutNet(InnerNet(), InnerNet())
print("created; parameter names:", [p.name for p in out_net.get_parameters()])
print(out_net(Tensor([1], ms.float32)))
