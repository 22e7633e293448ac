# Reproducer (the official FAQ's first example, shortened): two Parameters with the same name "name_a" in one
# ParameterTuple. The FAQ places the error at graph compilation; print which line actually raises.
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ParameterTuple

ms.set_context(mode=ms.GRAPH_MODE)        # the error comes from graph compilation (explicit on every version)


class ParamNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.res1 = ParameterTuple((Parameter(Tensor([2], ms.float32), name="name_a"),
                                    Parameter(Tensor([4], ms.float32), name="name_a")))

    def construct(self):
        return self.res1[0] + self.res1[1]


print("creating ParamNet ...")
net = ParamNet()
print("created; parameter names:", [p.name for p in net.get_parameters()])
print(net())
