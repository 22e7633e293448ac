# Fix: give every Parameter a unique name (or leave name= out: a Parameter assigned as a Cell attribute is
# named after the attribute), and keep several instances of one network in an nn.CellList (the official FAQ's
# advice), so their parameters get distinct prefixes ("blocks.0.param", "blocks.1.param").
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ParameterTuple

ms.set_context(mode=ms.GRAPH_MODE)        # the same graph compilation as in the reproducers


class ParamNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.res1 = ParameterTuple((Parameter(Tensor([2], ms.float32), name="name_a"),
                                    Parameter(Tensor([4], ms.float32), name="name_b")))

    def construct(self):
        return self.res1[0] + self.res1[1]


class InnerNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param = Parameter(Tensor([1], ms.float32))          # no fixed name

    def construct(self, x):
        return x + self.param


class OutNet(nn.Cell):
    def __init__(self, net1, net2):
        super().__init__()
        self.blocks = nn.CellList([net1, net2])

    def construct(self, x):
        return self.blocks[1](self.blocks[0](x))


net = ParamNet()
print("ParamNet names:", [p.name for p in net.get_parameters()], "output:", net())
out_net = OutNet(InnerNet(), InnerNet())
print("OutNet names:", [p.name for p in out_net.get_parameters()], "output:", out_net(Tensor([1], ms.float32)))
