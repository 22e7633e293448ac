# FixedLossScaleManager(drop_overflow_update=False), the one loss-scale manager build_train_network accepts on CPU:
# it builds a plain TrainOneStepCell that never checks for overflow. With a loss scale too large for the
# gradients, the overflowed (inf) gradients are applied and the weights become inf/nan.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
ms.set_seed(0)
rs = np.random.RandomState(0)
x = Tensor((rs.randn(16, 8) * 10).astype(np.float32))
y = Tensor(rs.randn(16, 1).astype(np.float32))

for scale in (1024.0, 2.0 ** 126):
    net = nn.Dense(8, 1)
    # the optimizer divides the gradients by the same loss scale (what FixedLossScaleManager expects)
    opt = nn.SGD(net.trainable_params(), learning_rate=0.001, loss_scale=scale)
    manager = ms.FixedLossScaleManager(scale, drop_overflow_update=False)
    train = ms.build_train_network(net, opt, nn.MSELoss(), level="O0", loss_scale_manager=manager)
    print(f"loss scale 2**{int(np.log2(scale))}: {type(train).__name__}")
    for step in range(3):
        loss = train(x, y)
        w = net.weight.asnumpy()
        print(f"  step {step}: loss={float(loss.asnumpy()):.4g} weight inf={bool(np.isinf(w).any())} "
              f"nan={bool(np.isnan(w).any())}")
