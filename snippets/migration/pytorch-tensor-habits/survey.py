# Survey: PyTorch Tensor habits tried on a MindSpore Tensor. Each expression is evaluated on its own and the
# script prints "ok" with the result, or the exception a user would see. Runs on every version.
import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE)
print("MindSpore", ms.__version__)
t = ms.Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
s = ms.Tensor(np.array([5.0], np.float32))
HABITS = [
    "t.detach()", "t.cuda()", "t.cpu()", "t.is_cuda", "t.to('cuda')", "t.to(ms.float16).dtype", "t.numpy()",
    "s.item()", "t.view(4, 1).shape", "t.size()", "t.size(0)", "t.size", "t.requires_grad", "t.backward()", "t.grad",
    "t.float().dtype", "t.unsqueeze(0).shape", "t.permute(1, 0).shape", "t.tolist()",
    "ops.rand(size=(2, 3)).shape", "ops.rand(2, 3).shape", "ops.rand((2, 3)).shape",
    "ops.cat([t, t], dim=0).shape", "ops.cat([t, t], axis=0).shape",
    "ops.softmax(t, dim=1).shape", "ops.softmax(t, axis=1).shape", "t.sum(dim=0).shape", "t.argmax(dim=1).shape",
]
for expr in HABITS:
    try:
        result = repr(eval(expr)).replace("\n", " ")
        print(f"{expr:<30} ok: {result[:50]}")
    except Exception as exc:                      # what a user of this version would get
        print(f"{expr:<30} {type(exc).__name__}: {str(exc).splitlines()[0][:110]}")
